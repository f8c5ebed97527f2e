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

    @Test func generatesOnceThenChangesNothing() throws {
        let output = try SwiftSupport.temporaryFolder("generate")
        defer { try? FileManager.default.removeItem(at: output) }
        let first = try CLITests.run(["generate", "Examples", "--output", output.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("created Mail.screen.swift\n"))
        #expect(first.stdout.hasSuffix("6 Swift files: 6 created, 0 updated, 0 unchanged\n"))
        let before = try modificationDates(output)
        #expect(before.count == 6)
        Thread.sleep(forTimeInterval: 0.05)
        let second = try CLITests.run(["generate", "Examples", "--output", output.path])
        #expect(second.status == 0)
        #expect(second.stdout == "6 Swift files: 0 created, 0 updated, 6 unchanged\n")
        #expect(try modificationDates(output) == before)
        // A changed file is put back, and only it.
        let mail = output.appendingPathComponent("Mail.screen.swift")
        try Data("// edited\n".utf8).write(to: mail)
        let third = try CLITests.run(["generate", "Examples", "--output", output.path])
        #expect(third.stdout == "updated Mail.screen.swift\n6 Swift files: 0 created, 1 updated, 5 unchanged\n")
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
        #expect(first.count == 6)
        #expect(first == (try contents(two)))
    }

    @Test func checkWritesNothingAndFindsStaleFiles() throws {
        let output = try SwiftSupport.temporaryFolder("check")
        defer { try? FileManager.default.removeItem(at: output) }
        let absent = output.appendingPathComponent("absent")
        let missing = try CLITests.run(["generate", "Examples", "--output", absent.path, "--check"])
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("missing Mail.screen.swift\n"))
        #expect(missing.stdout.hasSuffix("6 of 6 Swift files are stale\n"))
        #expect(!FileManager.default.fileExists(atPath: absent.path))

        #expect(try CLITests.run(["generate", "Examples", "--output", output.path]).status == 0)
        let current = try CLITests.run(["generate", "Examples", "--output", output.path, "--check"])
        #expect(current.status == 0)
        #expect(current.stdout == "6 Swift files are current\n")

        let clock = output.appendingPathComponent("Clock.screen.swift")
        try Data("// stale\n".utf8).write(to: clock)
        let stale = try CLITests.run(["generate", "Examples", "--output", output.path, "--check"])
        #expect(stale.status == 1)
        #expect(stale.stdout == "differs Clock.screen.swift\n1 of 6 Swift files are stale\n")
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
        #expect(try CLITests.run(["generate", "Examples/Mail.screen.md", "--output", output.path]).status == 0)
        #expect(FileManager.default.contents(atPath: target.path) == Data("untouched\n".utf8))
    }
}

extension Array where Element == UInt8 {
    var data: Data { Data(self) }
}
