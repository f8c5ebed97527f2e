import Foundation
import Testing

/// `screenmark generate` as the build plugin and a user run it.
@Suite struct GenerateCLITests {
    func modificationDates(_ folder: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            dates[name] = attributes[.modificationDate] as? Date
        }
        return dates
    }

    func contents(_ folder: URL) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        // Hidden files are the manifest, tested by `OutputSyncTests`.
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
            contents[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        }
        return contents
    }

    /// How many example files there are: one Swift file each.
    static let count = Golden.files(in: "Examples", endingWith: ".screen.md").count

    @Test func generatesOnceThenChangesNothing() throws {
        let output = try SwiftSupport.temporaryFolder("generate")
        defer { try? FileManager.default.removeItem(at: output) }
        let first = try CLITests.run(["generate", "Examples", "--output", output.path])
        #expect(first.status == 0, "\(first.stderr)")
        // Quiet by default: the summary, not a line per file.
        #expect(first.stdout == "\(Self.count) Swift files: \(Self.count) created, 0 updated, 0 unchanged\n")
        let before = try modificationDates(output)
        #expect(before.count == Self.count)
        Thread.sleep(forTimeInterval: 0.05)
        let second = try CLITests.run(["generate", "Examples", "--output", output.path])
        #expect(second.status == 0)
        #expect(second.stdout == "\(Self.count) Swift files: 0 created, 0 updated, \(Self.count) unchanged\n")
        #expect(try modificationDates(output) == before)
        // A changed file is put back, and only it.
        let mail = output.appendingPathComponent("Mail.screen.swift")
        try Data("// edited\n".utf8).write(to: mail)
        let third = try CLITests.run(["generate", "Examples", "--output", output.path, "--verbose"])
        #expect(third.stdout == "updated Mail.screen.swift\n\(Self.count) Swift files: 0 created, 1 updated, \(Self.count - 1) unchanged\n")
        #expect(try contents(output)["Mail.screen.swift"] == Golden.read("Tests/ScreenMarkTests/Golden/swift/Mail.screen.swift").bytes.data)
    }

    @Test func twoRunsWriteTheSameBytes() throws {
        let one = try SwiftSupport.temporaryFolder("one")
        let two = try SwiftSupport.temporaryFolder("two")
        defer {
            try? FileManager.default.removeItem(at: one)
            try? FileManager.default.removeItem(at: two)
        }
        #expect(try CLITests.run(["generate", "Examples", "--output", one.path]).status == 0)
        #expect(try CLITests.run(["generate", "./Examples/", "--output", two.path]).status == 0)
        let first = try contents(one)
        #expect(first.count == Self.count)
        #expect(first == (try contents(two)))
    }

    @Test func checkWritesNothingAndFindsStaleFiles() throws {
        let output = try SwiftSupport.temporaryFolder("check")
        defer { try? FileManager.default.removeItem(at: output) }
        let absent = output.appendingPathComponent("absent")
        let missing = try CLITests.run(["generate", "Examples", "--output", absent.path, "--check"])
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("missing Mail.screen.swift\n"))
        #expect(missing.stdout.hasSuffix("\(Self.count) of \(Self.count) Swift files are stale\n"))
        #expect(!FileManager.default.fileExists(atPath: absent.path))

        #expect(try CLITests.run(["generate", "Examples", "--output", output.path]).status == 0)
        let current = try CLITests.run(["generate", "Examples", "--output", output.path, "--check"])
        #expect(current.status == 0)
        #expect(current.stdout == "\(Self.count) Swift files are current\n")

        let clock = output.appendingPathComponent("Clock.screen.swift")
        try Data("// stale\n".utf8).write(to: clock)
        let stale = try CLITests.run(["generate", "Examples", "--output", output.path, "--check"])
        #expect(stale.status == 1)
        #expect(stale.stdout == "differs Clock.screen.swift\n1 of \(Self.count) Swift files are stale\n")
        #expect(FileManager.default.contents(atPath: clock.path) == Data("// stale\n".utf8))
    }

    @Test func filesWithErrorsAreNotGenerated() throws {
        let output = try SwiftSupport.temporaryFolder("errors")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CLITests.run([
            "generate", "Examples/invalid/five-mistakes.invalid.md", "Examples/Mail.screen.md", "--output", output.path,
        ])
        #expect(run.status == 1)
        #expect(run.stderr.contains("five-mistakes.invalid.md:24:60: error: "))
        #expect(run.stderr.contains("note: not generated: Examples/invalid/five-mistakes.invalid.md"))
        #expect(try contents(output).keys.sorted() == ["Mail.screen.swift"])
    }

    @Test func templateProblems() throws {
        let output = try SwiftSupport.temporaryFolder("templates-output")
        let templates = try SwiftSupport.temporaryFolder("templates")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: templates)
        }
        try Data("{{#screens}}\n{{name}}\n{{/screen}}\n".utf8).write(to: templates.appendingPathComponent("file.mustache"))
        let broken = try CLITests.run(["generate", "Examples", "--output", output.path, "--templates", templates.path])
        #expect(broken.status == 1)
        #expect(broken.stderr == "\(templates.path)/file.mustache:3:4: error: this closing tag does not match the section it closes\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)

        let missing = try CLITests.run(["generate", "Examples", "--output", output.path, "--templates", "no/such/folder"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no/such/folder: no such template folder"))

        try Data("// {{#screens}}{{name}} {{/screens}}\n".utf8).write(to: templates.appendingPathComponent("file.mustache"))
        let custom = try CLITests.run(["generate", "Examples/Mail.screen.md", "--output", output.path, "--templates", templates.path])
        #expect(custom.status == 0)
        let text = FileManager.default.contents(atPath: output.appendingPathComponent("Mail.screen.swift").path)
        #expect(text == Data("// Mailboxes Inbox Message NewMessage\n".utf8))
    }

    @Test func usageProblemsExitTwo() throws {
        #expect(try CLITests.run(["generate", "Examples"]).status == 2)
        #expect(try CLITests.run(["generate", "--output", "/tmp/unused"]).status == 2)
        #expect(try CLITests.run(["generate", "no/such/folder", "--output", "/tmp/unused"]).status == 2)
    }

    @Test func outputsThatWouldCollideAreRefused() throws {
        let inputs = try SwiftSupport.temporaryFolder("inputs")
        let output = try SwiftSupport.temporaryFolder("collide")
        defer {
            try? FileManager.default.removeItem(at: inputs)
            try? FileManager.default.removeItem(at: output)
        }
        for folder in ["a", "b"] {
            try FileManager.default.createDirectory(at: inputs.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data("# Same\n".utf8).write(to: inputs.appendingPathComponent("\(folder)/Same.screen.md"))
        }
        let run = try CLITests.run([
            "generate", inputs.appendingPathComponent("a").path, inputs.appendingPathComponent("b").path, "--output", output.path,
        ])
        #expect(run.status == 2)
        #expect(run.stderr.contains("would both be written to `Same.screen.swift`"))
        // From their common folder the names differ.
        let together = try CLITests.run(["generate", inputs.path, "--output", output.path])
        #expect(together.status == 0)
        #expect(try contents(output).keys.sorted() == ["a+Same.screen.swift", "b+Same.screen.swift"])
    }

    /// `--quiet`, as the SwiftPM plugin runs it: the findings on standard error and nothing else,
    /// neither the summary nor the note on each file not generated; `--verbose` with it is refused.
    @Test func quietPrintsTheFindingsOnly() throws {
        let output = try SwiftSupport.temporaryFolder("quiet")
        defer { try? FileManager.default.removeItem(at: output) }
        let inputs = ["Examples/invalid/five-mistakes.invalid.md", "Examples/Mail.screen.md", "--snippets", "never"]
        let told = try CLITests.run(["generate"] + inputs + ["--output", output.appendingPathComponent("told").path])
        let quiet = try CLITests.run(["generate"] + inputs + ["--output", output.appendingPathComponent("quiet").path, "--quiet"])
        #expect(told.status == 1 && quiet.status == 1)
        #expect(!told.stdout.isEmpty && told.stderr.contains("screenmark: note: not generated: "))
        #expect(quiet.stdout == "")
        let findings = told.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("screenmark: note: not generated: ") }
        #expect(quiet.stderr == findings.joined(separator: "\n"))
        #expect(quiet.stderr.contains(": error: "))
        let both = try CLITests.run(["generate", "Examples", "--output", output.path, "--quiet", "--verbose"])
        #expect(both.status == 2)
    }

    @Test func aSymbolicLinkInTheOutputIsReplacedNotFollowed() throws {
        let output = try SwiftSupport.temporaryFolder("link")
        let outside = try SwiftSupport.temporaryFolder("outside")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: outside)
        }
        let target = outside.appendingPathComponent("victim.txt")
        try Data("untouched\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(
            atPath: output.appendingPathComponent("Mail.screen.swift").path, withDestinationPath: target.path)
        // The link is not ScreenMark's: it is reported and left, and so is what it points to.
        let run = try CLITests.run(["generate", "Examples/Mail.screen.md", "--output", output.path])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("conflict Mail.screen.swift\n"))
        #expect(FileManager.default.contents(atPath: target.path) == Data("untouched\n".utf8))
        // Once it is moved away, the output is written.
        try FileManager.default.removeItem(at: output.appendingPathComponent("Mail.screen.swift"))
        #expect(try CLITests.run(["generate", "Examples/Mail.screen.md", "--output", output.path]).status == 0)
    }
}

extension Array where Element == UInt8 {
    var data: Data { Data(self) }
}

/// What a build system needs of `generate`: the outputs from the paths alone, names from a root.
@Suite struct GenerateOutputsTests {
    /// A target folder as the plugin sees it: specs in subfolders, one excluded by the configuration.
    func target() throws -> URL {
        let folder = try SwiftSupport.temporaryFolder("target")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tabs/Drafts"), withIntermediateDirectories: true)
        try Data("# A\n\n## Content\n- label: a\n".utf8).write(to: folder.appendingPathComponent("A.screen.md"))
        try Data("# B\n\n## Content\n- label: b\n".utf8).write(to: folder.appendingPathComponent("Tabs/B.screen.md"))
        try Data("# C\n\n## Content\n- button: Go → [X](#x)\n".utf8).write(to: folder.appendingPathComponent("Tabs/Drafts/C.screen.md"))
        try Data("exclude: [\"Tabs/Drafts/**\"]\n".utf8).write(to: folder.appendingPathComponent(".screenmark.yml"))
        return folder
    }

    /// `--strings-catalog` adds `Localizable.xcstrings` to what is listed and written.
    @Test func theStringCatalogIsAnOutput() throws {
        let folder = try target()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out").path
        let list = try CLITests.run(["generate", "Examples/Mail.screen.md", "--output", output, "--strings-catalog", "--list-outputs"])
        #expect(list.stdout == "\(output)/Mail.screen.swift\n\(output)/Localizable.xcstrings\n")
        let run = try CLITests.run(["generate", "Examples/Mail.screen.md", "--output", output, "--strings-catalog"])
        #expect(run.status == 0, "\(run.stderr)")
        let catalog = try String(contentsOfFile: output + "/Localizable.xcstrings", encoding: .utf8)
        #expect(catalog.contains("\"mail.newMessage.send\" : {"))
        // A run that skips an app for its errors keeps the last catalog: its strings are not lost.
        let broken = folder.appendingPathComponent("Broken.screen.md")
        try Data("# Broken\n## Content\n- button: Go → [Nowhere](#nowhere)\n".utf8).write(to: broken)
        let held = try CLITests.run(["generate", "Examples/Mail.screen.md", broken.path, "--output", output, "--strings-catalog"])
        #expect(held.status == 1)
        #expect(try String(contentsOfFile: output + "/Localizable.xcstrings", encoding: .utf8) == catalog)
    }

    @Test func listOutputsNamesEveryFileFromItsPathAlone() throws {
        let folder = try target()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["A.screen.md", "Tabs/B.screen.md", "Tabs/Drafts/C.screen.md"].map { folder.appendingPathComponent($0).path }
        let output = folder.appendingPathComponent("out")
        let arguments = ["generate", "--output", output.path, "--root", folder.path] + files
        let list = try CLITests.run(arguments + ["--list-outputs"])
        #expect(list.status == 0, "\(list.stderr)")
        let expected = ["A.screen.swift", "Tabs+B.screen.swift", "Tabs+Drafts+C.screen.swift"].map { output.appendingPathComponent($0).path }
        #expect(list.stdout == expected.map { $0 + "\n" }.joined())
        #expect(!FileManager.default.fileExists(atPath: output.path))
        // The draft is broken, and that does not matter: the list comes from paths alone.
        let empty = folder.appendingPathComponent("empty.yml")
        try Data().write(to: empty)
        #expect(try CLITests.run(["check", files[2], "--config", empty.path]).status == 1)

        // The run writes exactly those files: the excluded draft as a placeholder that says so.
        let run = try CLITests.run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        for path in expected { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
        let placeholder = try String(contentsOfFile: expected[2], encoding: .utf8)
        #expect(placeholder == "// Tabs/Drafts/C.screen.md is excluded by the configuration; ScreenMark generates nothing for it.\n")
        #expect(try String(contentsOfFile: expected[1], encoding: .utf8).contains("case b = \"B.screen.md#b\""))
    }

    /// A file not generated because of an error keeps its earlier output, which is no orphan.
    @Test func aFileWithAnErrorIsHeldNotOrphaned() throws {
        let folder = try target()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out").path
        #expect(try CLITests.run(["generate", folder.path, "--output", output]).status == 0)
        try Data("# A\n\n## Content\n- button: Go → [Nowhere](#nowhere)\n".utf8).write(to: folder.appendingPathComponent("A.screen.md"))
        let broken = try CLITests.run(["generate", folder.path, "--output", output])
        #expect(broken.status == 1)
        #expect(!broken.stdout.contains("orphaned"))
        #expect(broken.stderr.contains("note: not generated: "))
        #expect(FileManager.default.fileExists(atPath: output + "/A.screen.swift"))
    }
}
