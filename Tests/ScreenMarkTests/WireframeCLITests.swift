import Foundation
import Testing
@testable import ScreenMark

/// `screenmark wireframe` as a user runs it: what it prints, what it refuses, its exit status.
@Suite struct WireframeCLITests {
    /// The command prints exactly the golden listing: the goldens are what users see.
    @Test func printsTheGoldenListing() throws {
        let run = try CLITests.run(["wireframe", "Examples/Mail.screen.md"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let golden = try String(
            contentsOf: Golden.packageRoot.appendingPathComponent("Tests/ScreenMarkTests/Golden/wireframes/Mail.unicode.40.txt"),
            encoding: .utf8)
        #expect(run.stdout == golden)
        #expect(run.stdout.hasPrefix("Examples/Mail.screen.md#mailboxes — Mailboxes\n┌"))
        // Four screens and three action sheets, a blank line between two drawings.
        #expect(run.stdout.components(separatedBy: "\n\nExamples/Mail.screen.md#").count == 7)
    }

    @Test func optionsChooseWidthAndCharacters() throws {
        let run = try CLITests.run(["wireframe", "Examples/Settings.screen.md", "--width", "60", "--ascii", "--screen", "settings"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").dropFirst()
        #expect(!lines.isEmpty && lines.allSatisfy { $0.count == 60 })
        #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    }

    @Test func oneScreenWithItsOverlays() throws {
        let run = try CLITests.run(["wireframe", "Examples", "--screen", "Mail.screen.md#message"])
        #expect(run.status == 0)
        let headings = run.stdout.split(separator: "\n").filter { $0.hasPrefix("Examples/") }
        #expect(headings == [
            "Examples/Mail.screen.md#message — Message",
            "Examples/Mail.screen.md#message — Message, action sheet #delete-message",
            "Examples/Mail.screen.md#message — Message, action sheet #reply",
        ])
    }

    @Test func unknownOrAmbiguousScreensExitTwo() throws {
        let typo = try CLITests.run(["wireframe", "Examples/Mail.screen.md", "--screen", "inbx"])
        #expect(typo.status == 2)
        #expect(typo.stdout.isEmpty)
        #expect(typo.stderr.contains("no screen has the id `inbx`; did you mean `inbox`?"))
        let far = try CLITests.run(["wireframe", "Examples/Mail.screen.md", "--screen", "zzzzzz"])
        #expect(far.status == 2)
        #expect(!far.stderr.contains("did you mean"))
        let both = try CLITests.run(["wireframe", "Examples", "--screen", "settings"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("Examples/Settings.screen.md#settings, Examples/Weather.screen.md#settings"))
    }

    @Test(arguments: ["23", "0", "-5", "401", "wide"]) func badWidthsExitTwo(width: String) throws {
        let run = try CLITests.run(["wireframe", "Examples/Mail.screen.md", "--width", width])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("--width") || run.stderr.contains("width"))
        if width == "23" { #expect(run.stderr.contains("--width must be from 24 to 400 columns")) }
    }

    /// A file with errors is drawn as far as it was understood, the problems on standard error.
    @Test func filesWithErrorsAreDrawnAndExitOne() throws {
        let run = try CLITests.run(["wireframe", "Examples/invalid/syntax.invalid.md"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("┌"))
        #expect(run.stderr.contains("error:"))
        #expect(run.stderr.contains("[unclosed-attributes]"))
    }

    /// A screen that breaks a rule is still drawn; the finding and the exit status are `check`'s.
    @Test func ruleFindingsAreReportedAsCheckReportsThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wireframe-rules-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Modal.screen.md")
        try "# Home\n\n## Content\n- button: Open → modal [Stuck](#stuck)\n\n# Stuck\n\n## Content\n- label: No way out\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let run = try CLITests.run(["wireframe", file.path])
        let check = try CLITests.run(["check", file.path, "--snippets", "never"])
        #expect(run.stdout.contains("No way out"))
        #expect(run.stderr.contains("[modal-has-exit]"))
        #expect(run.status == check.status)
        #expect(run.stderr == check.stdout)
    }
}
