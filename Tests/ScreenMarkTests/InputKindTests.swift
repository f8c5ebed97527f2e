import Foundation
import Testing
@testable import ScreenMark

/// Inputs that are not plain files with UTF-8 names: a FIFO is refused rather than waited on, a
/// name that is not UTF-8 is refused by its true name rather than skipped or called missing
/// (issue 22).
@Suite struct InputKindTests {
    /// Runs the binary through `/bin/sh -c script` (so arguments can be bytes that are not UTF-8,
    /// which `Process` cannot pass), in `folder`, killing it after `seconds`. `$0` is the binary.
    static func runBounded(_ script: String, in folder: URL, seconds: Double = 20) throws -> (status: Int32?, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, CLITests.binary.path]
        process.currentDirectoryURL = folder
        let errors = folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        let finished = !process.isRunning
        if !finished {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        return (finished ? process.terminationStatus : nil, stderr)
    }

    /// A folder with a spec `Home.screen.md` and a FIFO at `fifo` (relative), removed after `body`.
    static func withFIFO(_ fifo: String, _ body: (URL) throws -> Void) throws {
        let folder = try SwiftSupport.temporaryFolder("fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("# Home\n## Content\n- label: Hi\n".utf8).write(to: folder.appendingPathComponent("Home.screen.md"))
        try #require(mkfifo(folder.appendingPathComponent(fifo).path, 0o644) == 0)
        try body(folder)
    }

    /// A FIFO named as a spec, as `--config`, or found as `.screenmark.yml`: each used to block the
    /// run forever in `open`, waiting for a writer. Now it is refused at once, by name (status 2).
    @Test(arguments: [
        ("Pipe.screen.md", "exec \"$0\" check Pipe.screen.md"),
        ("pipe.yml", "exec \"$0\" check --config pipe.yml Home.screen.md"),
        (".screenmark.yml", "exec \"$0\" check Home.screen.md"),
    ])
    func aFIFOIsRefusedNotWaitedOn(fifo: String, script: String) throws {
        try Self.withFIFO(fifo) { folder in
            let run = try Self.runBounded(script, in: folder)
            #expect(run.status == 2, "the run did not end: \(run.stderr)")
            #expect(run.stderr.contains("\(fifo): is not a regular file but a named pipe (FIFO), so it is not read"), "\(run.stderr)")
        }
    }

    /// Creates the file `name` (bytes, relative to `folder`) holding `text`.
    static func createFile(_ name: [UInt8], in folder: URL, text: String) throws {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        try #require(descriptor >= 0)
        let bytes = Array(text.utf8)
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)
    }

    /// `café.screen.md` in Latin-1, with an error in it, next to a clean spec.
    static func withLatin1Name(_ body: (URL) throws -> Void) throws {
        let folder = try SwiftSupport.temporaryFolder("latin1-name")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try Data("# Home\n## Content\n- label: Hi\n".utf8).write(to: folder.appendingPathComponent("specs/Home.screen.md"))
        try createFile(Array("specs/caf".utf8) + [0xE9] + Array(".screen.md".utf8), in: folder, text: "# Caf\n## Contnt\n- lable: Hi\n")
        try body(folder)
    }

    /// Found in a folder, the file was passed over in silence (and its errors with it).
    @Test func aNameThatIsNotUTF8FoundInAFolderIsRefusedByName() throws {
        try Self.withLatin1Name { folder in
            let run = try Self.runBounded("exec \"$0\" check specs", in: folder)
            #expect(run.status == 2)
            #expect(run.stderr.contains("specs/caf\\xE9.screen.md: its name is not valid UTF-8, so it is not read"), "\(run.stderr)")
        }
    }

    /// Named directly, it was "no such file or folder": the name was looked for with U+FFFD.
    @Test func aNameThatIsNotUTF8NamedDirectlyIsRefusedByName() throws {
        try Self.withLatin1Name { folder in
            let run = try Self.runBounded("exec \"$0\" check \"$(printf 'specs/caf\\351.screen.md')\"", in: folder)
            #expect(run.status == 2)
            #expect(run.stderr.contains("specs/caf\\xE9.screen.md: this argument is not valid UTF-8"), "\(run.stderr)")
            #expect(!run.stderr.contains("no such file"))
        }
    }

    /// A file name is shown as it is: its UTF-8 as text, every other byte as `\xE9`.
    @Test func bytesOfANameAreShownTruly() {
        #expect(VisibleText.escaped(bytes: Array("Café ".utf8) + [0xE9, 0x80] + Array("\u{1B}.md".utf8)) == "Café \\xE9\\x80\\u{1B}.md")
    }
}
