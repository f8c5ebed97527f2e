import Foundation
import Testing
@testable import ScreenMark

/// `check --fix` writes a spec only when that loses nothing: not over an edit saved while it ran,
/// not into a read-only file, not by splitting a file's hard links (issue 22).
@Suite struct FixWritesTests {
    /// A spec of `screens` screens, each with a button `--fix` title-cases.
    static func specWithFixes(screens: Int) -> String {
        (0..<screens).map { "# Screen \($0)\n\n## Content\n- button: delete all \($0)\n" }.joined()
    }

    /// What `--fix` makes of ``specWithFixes(screens:)``.
    static func fixedSpec(screens: Int) -> String {
        (0..<screens).map { "# Screen \($0)\n\n## Content\n- button: Delete All \($0)\n" }.joined()
    }

    /// A folder holding `Spec.screen.md` with `text`, removed after `body`.
    static func withSpec(_ text: String, _ body: (URL) throws -> Void) throws {
        let folder = try SwiftSupport.temporaryFolder("fix-writes")
        defer {
            chmod(folder.appendingPathComponent("Spec.screen.md").path, 0o644)
            try? FileManager.default.removeItem(at: folder)
        }
        let spec = folder.appendingPathComponent("Spec.screen.md")
        try Data(text.utf8).write(to: spec)
        try body(spec)
    }

    static func status(of url: URL) throws -> stat {
        var status = stat()
        try #require(stat(url.path, &status) == 0)
        return status
    }

    #if os(Linux)
    /// The bytes the process `pid` has read so far (`rchar` of `/proc/<pid>/io`).
    static func bytesRead(by pid: Int32) -> Int {
        guard let io = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8),
            let line = io.split(separator: "\n").first(where: { $0.hasPrefix("rchar: ") })
        else { return 0 }
        return Int(line.dropFirst("rchar: ".count)) ?? 0
    }

    /// Two processes: an editor appends to a 12,000-screen spec after `--fix` has read it and
    /// while it checks it. The edit is kept, the fixes are not written, and the run says so
    /// (status 2). `--fix` used to rename its copy over the file and lose the edit.
    @Test(.timeLimit(.minutes(3))) func anEditSavedWhileFixRunsIsKept() throws {
        try Self.withSpec(Self.specWithFixes(screens: 12_000)) { spec in
            let original = try Data(contentsOf: spec)
            let errors = spec.deletingLastPathComponent().appendingPathComponent("stderr.txt")
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            let process = Process()
            process.executableURL = CLITests.binary
            process.arguments = ["check", "--fix", "--snippets", "never", spec.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            // The spec is read in one `read`, before anything is checked: once the process has read
            // as many bytes, checking 12,000 screens (seconds) lies between it and the write.
            while Self.bytesRead(by: process.processIdentifier) < original.count, process.isRunning { usleep(1_000) }
            try #require(try Data(contentsOf: spec) == original, "--fix wrote before the edit was made: make the spec larger")
            let edit = Data("<!-- saved by an editor while --fix ran -->\n".utf8)
            let editor = try FileHandle(forWritingTo: spec)
            try editor.seekToEnd()
            try editor.write(contentsOf: edit)
            try editor.close()
            process.waitUntilExit()
            #expect(try Data(contentsOf: spec) == original + edit)
            #expect(process.terminationStatus == 2)
            let stderr = try String(contentsOf: errors, encoding: .utf8)
            #expect(stderr.contains("\(spec.path): changed since it was read"), "\(stderr)")
        }
    }
    #endif

    /// The decision under the two-process test, without a race: the rewriter compares the file
    /// with the bytes the fixes were made from, and refuses when they differ.
    @Test func aFileThatChangedSinceItWasReadIsNotReplaced() throws {
        try Self.withSpec("# Home\n## Content\n- button: sign out\n") { spec in
            let read = try InputFiles.read(spec.path)
            #expect(!SpecFileRewriter.hasChanged(spec.path, since: read.bytes))
            let saved = Data("# Home\n## Content\n- button: sign out\n- label: New\n".utf8)
            try saved.write(to: spec)
            #expect(SpecFileRewriter.hasChanged(spec.path, since: read.bytes))
            #expect(throws: SpecFileRewriter.Refusal.self) {
                try SpecFileRewriter.replace(read, with: Array("# Home\n## Content\n- button: Sign Out\n".utf8))
            }
            #expect(try Data(contentsOf: spec) == saved)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: spec.deletingLastPathComponent().path)
            #expect(leftovers == ["Spec.screen.md"])
        }
    }

    /// The rule: a spec with no write bit in its mode is read-only to `--fix`, even run as root
    /// (which `access(W_OK)` lets write anything). It is left byte for byte and mode for mode.
    /// A `--fix` killed between writing its copy and renaming it leaves the copy and the lock
    /// file that records its token: the next `--fix` in that folder removes that copy, and only
    /// it — a file merely named like one stays — and leaves no lock file behind.
    @Test func aKilledFixsCopyIsRemovedByTheNextAndNothingElse() throws {
        try Self.withSpec("# Home\n## Content\n- button: sign out\n") { spec in
            let folder = spec.deletingLastPathComponent()
            let token = "0123456789abcdef"
            let copy = folder.appendingPathComponent(".screenmark-\(token)-1.tmp")
            let lookalike = folder.appendingPathComponent(".screenmark-1-1.tmp")
            try Data("# Home\n## Content\n- button: Sign Out\n".utf8).write(to: copy)
            try Data("a file of the user's\n".utf8).write(to: lookalike)
            // The record a run leaves when it is killed holding the lock (its process is gone).
            try Data("pid 999999\nrun \(token)\n".utf8).write(to: folder.appendingPathComponent(OutputLock.fileName))
            let run = try CLITests.run(["check", "--fix", "--snippets", "never", spec.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try String(contentsOf: spec, encoding: .utf8) == "# Home\n## Content\n- button: Sign Out\n")
            #expect(!FileManager.default.fileExists(atPath: copy.path), "the killed run's copy is still there")
            #expect(FileManager.default.fileExists(atPath: lookalike.path), "a file named like a copy was deleted")
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(left == [".screenmark-1-1.tmp", "Spec.screen.md"], "\(left)")
        }
    }

    @Test func aReadOnlySpecIsNotWritten() throws {
        let text = "# Home\n## Content\n- button: sign out\n"
        try Self.withSpec(text) { spec in
            chmod(spec.path, 0o444)
            let before = try Self.status(of: spec)
            let run = try CLITests.run(["check", "--fix", "--snippets", "never", spec.path])
            #expect(run.status == 2)
            #expect(run.stderr.contains("\(spec.path): is read-only (mode 444), so it is not fixed"), "\(run.stderr)")
            #expect(try String(contentsOf: spec, encoding: .utf8) == text)
            let after = try Self.status(of: spec)
            #expect(after.st_ino == before.st_ino && after.st_mode == before.st_mode)
            // What is left to fix is still reported.
            #expect(run.stdout.contains("[button-title-case]"))
        }
    }

    /// A spec with two hard links is fixed in place: both names still name one file, fixed.
    /// A rename gave the fixed name a new file and left the other with the old text.
    @Test func aHardLinkedSpecKeepsItsLinks() throws {
        try Self.withSpec(Self.specWithFixes(screens: 2)) { spec in
            let other = spec.deletingLastPathComponent().appendingPathComponent("Other name.md")
            try #require(link(spec.path, other.path) == 0)
            let run = try CLITests.run(["check", "--fix", spec.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try String(contentsOf: spec, encoding: .utf8) == Self.fixedSpec(screens: 2))
            #expect(try String(contentsOf: other, encoding: .utf8) == Self.fixedSpec(screens: 2))
            let one = try Self.status(of: spec), two = try Self.status(of: other)
            #expect(one.st_ino == two.st_ino && one.st_nlink == 2)
        }
    }

    /// In place, a longer content is written whole (its room reserved first) and a shorter one
    /// leaves no tail of the longer.
    @Test(arguments: [
        ("# Home\n## Content\n- label: a\u{0}\u{0}\u{0}\u{0}b\n", "# Home\n## Content\n- label: ab\n"),
        ("# Home\n## Alert: Sure?\n- message: Really?\n- button: Cancel\n- button: OK\n",
         "# Home\n## Alert: Sure?\n- message: Really?\n- button: Cancel {role: cancel}\n- button: OK\n"),
    ])
    func aHardLinkedSpecIsRewrittenToItsNewLength(text: String, fixed: String) throws {
        try Self.withSpec(text) { spec in
            let other = spec.deletingLastPathComponent().appendingPathComponent("Other name.md")
            try #require(link(spec.path, other.path) == 0)
            _ = try CLITests.run(["check", "--fix", spec.path])
            #expect(try String(contentsOf: other, encoding: .utf8) == fixed)
            #expect(try Self.status(of: other).st_nlink == 2)
        }
    }
}
