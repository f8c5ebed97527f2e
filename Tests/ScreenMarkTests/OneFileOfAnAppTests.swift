import Foundation
import Testing
@testable import ScreenMark

/// `check FILE` of one file of a multi-file app reads the rest of the app beside it as context
/// and speaks of that file alone; the commands that make whole apps say which files are missing.
@Suite struct OneFileOfAnAppTests {
    /// `Podcasts/Library.screen.md` (the root, with a mistyped link) and `Player.screen.md` (reached
    /// from it, with a title-case warning), one app; `Other.screen.md` another app beside them.
    static func app() throws -> URL {
        let folder = try SwiftSupport.temporaryFolder("one-file")
        let podcasts = folder.appendingPathComponent("Podcasts")
        try FileManager.default.createDirectory(at: podcasts, withIntermediateDirectories: true)
        let files = [
            "Library": """
                ---
                app: Podcasts
                ---
                # Library
                ## Table (plain)
                - cell: This American Life → [Player](Player.screen.md#player)
                - cell: Serial → [Player](Player.screen.md#playr)

                """,
            "Player": """
                ---
                app: Podcasts
                ---
                # Player
                ## Navigation bar
                - back
                - title: Player
                - button: edit

                """,
            "Other": """
                ---
                app: Other
                ---
                # Lonely
                ## Content
                - label: Nobody links here

                """,
        ]
        for (name, text) in files {
            try text.write(to: podcasts.appendingPathComponent("\(name).screen.md"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func checkingOneFileReportsThatFileWithTheRestAsContext() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Player alone: reached from Library, so not unreachable; its own warning, nothing of Library's.
        let player = try CLITests.run(["check", "Podcasts/Player.screen.md", "--snippets", "never"], in: folder)
        #expect(player.status == 0, "\(player.stderr)")
        #expect(player.stdout.hasPrefix("Podcasts/Player.screen.md:8:11: warning: `edit` is not in title case"), "\(player.stdout)")
        #expect(!player.stdout.contains("Library") && !player.stdout.contains("[screen-unreachable]"))
        #expect(player.stderr.contains("1 file checked: 0 errors, 1 warning"), "\(player.stderr)")
        // Library alone: its mistyped link, positioned, and no `is not among the files` error.
        let library = try CLITests.run(["check", "Podcasts/Library.screen.md", "--snippets", "never"], in: folder)
        #expect(library.status == 1)
        #expect(library.stdout.hasPrefix("Podcasts/Library.screen.md:7:27: error:"), "\(library.stdout)")
        #expect(library.stdout.contains("no screen in `Player.screen.md` has the id `playr`"))
        #expect(!library.stdout.contains("Player.screen.md:8"), "the context's findings are not reported")
    }

    @Test func wireframeDrawsTheNamedFileAlone() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let drawn = try CLITests.run(["wireframe", "Podcasts/Player.screen.md", "--snippets", "never"], in: folder)
        #expect(drawn.stdout.hasPrefix("Podcasts/Player.screen.md#player — Player\n"), "\(drawn.stdout)")
        #expect(!drawn.stdout.contains("#library"))
    }

    @Test func generateNamesTheFilesItWouldLeaveOut() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try CLITests.run(["generate", "Podcasts/Player.screen.md", "--output", "Generated"], in: folder)
        #expect(generated.status == 2)
        #expect(generated.stderr.contains("`generate` makes whole apps") && generated.stderr.contains("`Podcasts/Library.screen.md`"))
        #expect(!generated.stderr.contains("Other.screen.md"), "another app's file is no part of it")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    }

    /// One problem on screens of both files (a status bar style that does not show, on each) is
    /// reported to the file named at its place there, though the whole app's run puts it first
    /// in the other file.
    @Test func aProblemSharedWithTheContextIsReportedInTheNamedFile() throws {
        let folder = try SwiftSupport.temporaryFolder("shared-problem")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["A", "B"] {
            try """
                ---
                app: Shared
                ---
                # \(name)
                ## Status bar {style: light-content}
                ## Navigation bar
                - title: \(name)
                \(name == "A" ? "- button: Next → modal [B](B.screen.md#b)" : "- button: Done {style: done} → dismiss")

                """.write(to: folder.appendingPathComponent("\(name).screen.md"), atomically: true, encoding: .utf8)
        }
        let whole = try CLITests.run(["check", ".", "--snippets", "never"], in: folder)
        #expect(whole.stdout.hasPrefix("A.screen.md:5:16: warning:") && whole.stdout.contains("[status-bar-contrast]"), "\(whole.stdout)")
        let one = try CLITests.run(["check", "B.screen.md", "--snippets", "never"], in: folder)
        #expect(one.stdout.hasPrefix("B.screen.md:5:16: warning: the status bar's light content"), "\(one.stdout)")
        #expect(one.stdout.contains("A.screen.md:5:16: note: the same problem, in a file read as this one's context"))
    }

    /// Context is what can be read: a link or a pipe beside the file named is passed over, as a
    /// folder's search passes it over, and never ends the run.
    @Test func onlyRegularFilesBesideAreContext() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(at: folder) }
        let podcasts = folder.appendingPathComponent("Podcasts")
        try FileManager.default.createSymbolicLink(
            atPath: podcasts.appendingPathComponent("0.screen.md").path, withDestinationPath: "Player.screen.md")
        #expect(mkfifo(podcasts.appendingPathComponent("Z.screen.md").path, 0o600) == 0)
        let player = try CLITests.run(["check", "Podcasts/Player.screen.md", "--snippets", "never"], in: folder)
        #expect(player.status == 0, "\(player.stderr)")
        #expect(!player.stdout.contains("[screen-unreachable]"), "\(player.stdout)")
    }

    /// A whole app's baseline, applied to one of its files, says nothing of the others' findings:
    /// none is gone, and writing it for that file keeps theirs.
    @Test func aBaselineOfTheAppKeepsTheOtherFilesEntries() throws {
        let folder = try Self.app()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Library's link mended, and a finding of its own: a button not in title case.
        let library = folder.appendingPathComponent("Podcasts/Library.screen.md")
        try String(contentsOf: library, encoding: .utf8)
            .replacingOccurrences(of: "#playr)", with: "#player)\n- button: play all {action: play}")
            .write(to: library, atomically: true, encoding: .utf8)
        let written = try CLITests.run(["check", "Podcasts", "--write-baseline", "baseline.json"], in: folder)
        #expect(written.stderr.contains("wrote 2 findings"), "\(written.stderr)")
        let one = try CLITests.run(["check", "Podcasts/Player.screen.md", "--baseline", "baseline.json"], in: folder)
        #expect(one.stderr.contains("(1 in the baseline)"), "\(one.stderr)")
        _ = try CLITests.run(["check", "Podcasts/Player.screen.md", "--write-baseline", "baseline.json"], in: folder)
        let whole = try CLITests.run(["check", "Podcasts", "--baseline", "baseline.json"], in: folder)
        #expect(whole.stderr.contains("(2 in the baseline)") && whole.stdout.isEmpty, "\(whole.stderr)")
    }

}
