import Foundation
import Testing
@testable import ScreenMark

/// Hostile file names and contents, and hostile output folders: what an attack run found.
@Suite struct HostileInputTests {
    /// A folder with `files` (name → text), removed after `body`.
    func withFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = try SwiftSupport.temporaryFolder("hostile")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try body(folder)
    }

    /// A file name holding CRLF cannot start a workflow command of its own.
    @Test func githubAnnotationsEscapeCRLFInFileNames() throws {
        try withFolder(["x\r\n::error file=INJECTED::pwned\r\n.screen.md": "# A\n## Contnt\n"]) { folder in
            let run = try CLITests.run(["check", folder.path, "--format", "github"])
            let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: true)
            #expect(lines.count == 1, "\(run.stdout)")
            #expect(lines.allSatisfy { $0.hasPrefix("::warning file=") })
            #expect(!run.stdout.contains("\r"))
            #expect(run.stdout.contains("%0D%0A%3A%3Aerror file=INJECTED%3A%3Apwned%0D%0A"))
        }
    }

    /// ESC and BEL from a spec never reach a terminal: reports and wireframe headings show them
    /// escaped, and `check` reports them where they are.
    @Test func controlCharactersAreShownEscapedAndReported() throws {
        let escape = "\u{1B}]0;owned\u{07}\u{1B}[2J"
        try withFolder(["A\u{1B}[31m.screen.md": "# Inbox \(escape)\n\n## Content\n- label: Hi \(escape)\n"]) { folder in
            let check = try CLITests.run(["check", folder.path, "--snippets", "always"])
            let github = try CLITests.run(["check", folder.path, "--format", "github"])
            let wireframe = try CLITests.run(["wireframe", folder.path])
            for output in [check.stdout, check.stderr, github.stdout, wireframe.stdout, wireframe.stderr] {
                #expect(!output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(output)")
            }
            #expect(check.stdout.contains("\\u{1B}"))
            #expect(check.stdout.components(separatedBy: "[control-character]").count - 1 == 2)
            #expect(wireframe.stdout.contains("A\\u{1B}[31m.screen.md#inbox"))
        }
    }

    /// The same file, found through overlapping folders in either order, gets the same name.
    @Test func outputsDoNotDependOnArgumentOrder() throws {
        try withFolder(["in/apps/Mail.screen.md": "# Inbox\n\n## Content\n- label: Hi\n"]) { folder in
            let outer = folder.appendingPathComponent("in").path, inner = folder.appendingPathComponent("in/apps").path
            let one = folder.appendingPathComponent("one"), two = folder.appendingPathComponent("two")
            #expect(try CLITests.run(["generate", outer, inner, "--output", one.path]).status == 0)
            #expect(try CLITests.run(["generate", inner, outer, "--output", two.path]).status == 0)
            let first = try String(contentsOf: one.appendingPathComponent("Mail.screen.swift"), encoding: .utf8)
            #expect(first == (try String(contentsOf: two.appendingPathComponent("Mail.screen.swift"), encoding: .utf8)))
            #expect(first.contains("\"Mail.screen.md#inbox\""))
        }
    }

    /// A file too large to read says how large it is.
    @Test func aHugeFileIsReportedAtItsSize() throws {
        let folder = try SwiftSupport.temporaryFolder("huge")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Huge.screen.md")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 381 * 1024 * 1024)
        try handle.close()
        let run = try CLITests.run(["check", file.path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("this file is 381 MiB; screen files are read up to 16 MiB [file-too-large]"))
    }

    @Test func anEmptyOutputFolderNameIsRefused() throws {
        let run = try CLITests.run(["generate", "Examples/Mail.screen.md", "--output", ""])
        #expect(run.status == 2)
        #expect(run.stderr.contains("the output folder's name is empty"))
    }
}

/// Output names and write failures.
@Suite struct HostileOutputTests {
    /// A legal 254-byte input name gives a legal output name, and `--list-outputs` says which.
    @Test func aLongInputNameGivesALegalOutputName() throws {
        let folder = try SwiftSupport.temporaryFolder("long-name")
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "A", count: 254 - ".screen.md".count) + ".screen.md"
        try Data("# Inbox\n\n## Content\n- label: Hi\n".utf8).write(to: folder.appendingPathComponent(name))
        let output = folder.appendingPathComponent("out")
        let list = try CLITests.run(["generate", folder.path, "--output", output.path, "--list-outputs"])
        let listed = try #require(list.stdout.split(separator: "\n").first.map(String.init))
        let file = URL(fileURLWithPath: listed).lastPathComponent
        #expect(file.utf8.count <= 255 && file.hasSuffix(".swift") && file.hasPrefix("AAAA"), "\(file)")
        let run = try CLITests.run(["generate", folder.path, "--output", output.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: listed))
    }

    /// A file that cannot be written is reported with the system's reason; the others are still
    /// written, and the run exits 2.
    @Test func oneFailureDoesNotStopTheOthers() throws {
        let folder = try SwiftSupport.temporaryFolder("write-failure")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["A", "B"] {
            try Data("# \(name)\n\n## Content\n- label: \(name)\n".utf8).write(to: folder.appendingPathComponent("\(name).screen.md"))
        }
        let output = folder.appendingPathComponent("out")
        #expect(try CLITests.run(["generate", folder.path, "--output", output.path]).status == 0)
        // A.screen.swift becomes a folder with something in it: it cannot be replaced.
        let blocked = output.appendingPathComponent("A.screen.swift")
        try FileManager.default.removeItem(at: blocked)
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
        try Data().write(to: blocked.appendingPathComponent("keep"))
        for name in ["A", "B"] {
            try Data("# \(name)\n\n## Content\n- label: \(name) again\n".utf8).write(to: folder.appendingPathComponent("\(name).screen.md"))
        }
        let run = try CLITests.run(["generate", folder.path, "--output", output.path, "--verbose"])
        #expect(run.status == 2)
        #expect(run.stdout.contains("failed A.screen.swift: cannot replace the file ("), "\(run.stdout)")
        #expect(run.stdout.contains("updated B.screen.swift\n"))
        #expect(try String(contentsOf: output.appendingPathComponent("B.screen.swift"), encoding: .utf8).contains("B again"))
    }
}

/// File names that are one name to a reader and two to the file system.
@Suite struct NormalisationTests {
    @Test func twoFilesDifferingOnlyInNormalisationAreRefusedNotDropped() throws {
        let folder = try SwiftSupport.temporaryFolder("normalisation")
        defer { try? FileManager.default.removeItem(at: folder) }
        let composed = "Caf\u{E9}.screen.md", decomposed = "Cafe\u{301}.screen.md"
        // Created by bytes: Foundation would normalise the names.
        for (name, text) in [(composed, "# A\n\n## Content\n- label: a\n"), (decomposed, "# B\n\n## Contnt\n- swich: b\n")] {
            let path = folder.path + "/" + name
            let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
            try #require(descriptor >= 0)
            _ = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
            close(descriptor)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        try #require(Set(names.map { Array($0.utf8) }).count == 2, "this file system merges the two names")
        let run = try CLITests.run(["check", folder.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("only in how its characters are encoded"), "\(run.stderr)")
    }
}
