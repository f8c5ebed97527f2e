import Foundation
import Testing

/// The `screenmark` binary as a user runs it: exit codes, output formats.
@Suite struct CLITests {
    /// The binary `swift test` built next to the test bundle.
    static let binary: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("screenmark").path),
            directory.pathComponents.count > 1
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("screenmark")
    }()

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the tool (or `executable`) with `arguments` in `folder`.
    static func run(
        _ arguments: [String], environment: [String: String]? = nil, in folder: URL = Golden.packageRoot, executable: String? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.currentDirectoryURL = folder
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    #if os(Linux)
    /// A full disk behind standard output is an I/O problem, said as one (status 2), not a trap.
    @Test func aFullStandardOutputEndsWithStatusTwo() throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["dump", "Examples/Mail.screen.md"]
        process.currentDirectoryURL = Golden.packageRoot
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 2)
        #expect(stderr == "screenmark: error: cannot write to standard output: No space left on device\n")
    }
    #endif

    @Test func examplesAreClean() throws {
        let run = try Self.run(["check", "Examples"])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("files checked: 0 errors, 0 warnings"))
    }

    @Test func errorsExitOne() throws {
        let run = try Self.run(["check", "Examples/invalid/five-mistakes.invalid.md", "--snippets", "never"])
        #expect(run.status == 1)
        #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix("Examples/") }.count == 5)
        #expect(run.stdout.hasPrefix("Examples/invalid/five-mistakes.invalid.md:24:60: error: "))
        // Help lines are printed without a terminal too, indented so compiler-line readers skip them.
        #expect(run.stdout.contains("\n   = help: did you mean `disclosure`?\n"))
    }

    @Test func warningsFailOnlyWhenStrict() throws {
        let file = "Examples/invalid/unknown-names.invalid.md"
        let source = try String(contentsOf: Golden.packageRoot.appendingPathComponent(file), encoding: .utf8)
        let warningsOnly = source.replacingOccurrences(of: "{system: compse}", with: "{system: compose}")
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("warnings-\(UUID()).screen.md")
        try warningsOnly.write(to: temporary, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: temporary) }
        #expect(try Self.run(["check", temporary.path]).status == 0)
        #expect(try Self.run(["check", "--strict", temporary.path]).status == 1)
    }

    @Test func usageAndIOProblemsExitTwo() throws {
        let missing = try Self.run(["check", "no/such/folder"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no/such/folder: no such file or folder"))
        #expect(try Self.run(["check"]).status == 2)
        #expect(try Self.run(["check", "--format", "xml", "Examples"]).status == 2)
        #expect(try Self.run(["frobnicate"]).status == 2)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = try Self.run(["check", empty.path])
        #expect(none.status == 2)
        #expect(none.stderr.contains("no *.screen.md files found"))
    }

    @Test func syntaxOnlyLeavesOutTheGuidelines() throws {
        let hig = "Examples/invalid/hig/alerts.invalid.md"
        #expect(try Self.run(["check", hig]).status == 1)
        let run = try Self.run(["check", "--syntax-only", hig])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        let syntax = try Self.run(["check", "--syntax-only", "Examples/invalid/five-mistakes.invalid.md", "--snippets", "never"])
        #expect(syntax.status == 1 && syntax.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.count == 5)
    }

    @Test func fixEditsTheFileBehindALinkAndKeepsItsMode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fix-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real.screen.md")
        try "# Home\n## Content\n- button: sign out\n".write(to: real, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
        let link = folder.appendingPathComponent("link.screen.md")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        #expect(try Self.run(["check", "--fix", link.path]).status == 0)
        #expect(try String(contentsOf: real, encoding: .utf8) == "# Home\n## Content\n- button: Sign Out\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        let mode = try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    @Test func helpExitsZero() throws {
        let help = try Self.run(["check", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--format"))
    }

    @Test func jsonFormatParses() throws {
        let run = try Self.run(["check", "--format", "json", "Examples/invalid/five-mistakes.invalid.md"])
        #expect(run.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(object?["columnUnit"] as? String == "unicode-scalar")
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.count == 5)
        let first = diagnostics.first
        #expect(first?["id"] as? String == "unknown-value")
        let start = (first?["range"] as? [String: Any])?["start"] as? [String: Any]
        #expect(start?["line"] as? Int == 24)
        #expect(start?["column"] as? Int == 60)
        #expect((start?["offset"] as? Int ?? 0) > 0)
    }

    @Test func dumpPrintsTheAST() throws {
        let run = try Self.run(["dump", "Examples/Mail.screen.md"])
        #expect(run.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let documents = object?["documents"] as? [[String: Any]] ?? []
        #expect(documents.count == 1)
        #expect((documents.first?["screens"] as? [Any])?.count == 4)
    }

    @Test func dumpStillPrintsWhatWasUnderstood() throws {
        let run = try Self.run(["dump", "Examples/invalid/five-mistakes.invalid.md"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("five-mistakes.invalid.md:24:60: error:"))
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let screens = (object?["documents"] as? [[String: Any]])?.first?["screens"] as? [Any]
        #expect((screens?.count ?? 0) >= 3)
    }
}
