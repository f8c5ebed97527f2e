import Foundation
import Testing
@testable import ScreenMark

/// Runs into one output folder take turns (``OutputLock``), and the temporary files a run sweeps
/// are those of runs it knows were killed, never a file someone else named alike.
@Suite struct OutputLockTests {
    /// A `screenmark` process writing its output and errors to files (a pipe could fill while
    /// the test waits on the other process).
    struct Running {
        let process = Process()
        let stdout: URL
        let stderr: URL

        init(_ arguments: [String], logs folder: URL, name: String) throws {
            stdout = folder.appendingPathComponent("\(name).out")
            stderr = folder.appendingPathComponent("\(name).err")
            for url in [stdout, stderr] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
            process.executableURL = CLITests.binary
            process.arguments = arguments
            process.currentDirectoryURL = Golden.packageRoot
            process.standardOutput = try FileHandle(forWritingTo: stdout)
            process.standardError = try FileHandle(forWritingTo: stderr)
            try process.run()
        }

        /// Waits at most `seconds`, then kills the process; `nil` when it had to be killed.
        func finish(within seconds: Double) -> (status: Int32, stdout: String, stderr: String)? {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                return nil
            }
            func text(_ url: URL) -> String { String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self) }
            return (process.terminationStatus, text(stdout), text(stderr))
        }
    }

    /// Every regular file under `folder`, by relative path, hidden ones included.
    static func tree(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator() {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return files
    }

    /// `generate` twice at once into one folder, eight times: both runs end well and in time,
    /// neither loses a file, and the folder is what one run alone writes, manifest included.
    /// Before the lock, each run's sweep deleted the other's temporary files (`cannot replace
    /// the file`, status 2) and the manifest lost their entries. (`docs` goes through the same
    /// ``OutputSync``; its runs did not collide in eight rounds before the lock, so it is not
    /// repeated here.)
    @Test func twoRunsAtOnceTakeTurns() throws {
        let command = "generate"
        let root = try SwiftSupport.temporaryFolder("lock-\(command)")
        defer { try? FileManager.default.removeItem(at: root) }
        let alone = root.appendingPathComponent("alone")
        #expect(try CLITests.run([command, "Examples", "--output", alone.path]).status == 0)
        let expected = Self.tree(alone)
        for round in 1...8 {
            let output = root.appendingPathComponent("out-\(round)")
            let runs = try ["a", "b"].map { try Running([command, "Examples", "--output", output.path], logs: root, name: "\(round)\($0)") }
            for (run, result) in zip(["a", "b"], runs.map { $0.finish(within: 120) }) {
                let result = try #require(result, "round \(round): run \(run) did not finish in 120 s")
                #expect(result.status == 0, "round \(round): run \(run): \(result.stdout)\(result.stderr)")
                #expect(!result.stdout.contains("failed"), "round \(round): run \(run): \(result.stdout)")
            }
            let written = Self.tree(output)
            #expect(written.keys.sorted() == expected.keys.sorted(), "round \(round)")
            #expect(written == expected, "round \(round): a file differs from a run alone")
        }
    }

    /// A run finds the folder locked: it says once whom it waits for, then writes when the lock
    /// is let go.
    @Test func aRunWaitsForTheHolderAndSaysSo() throws {
        let root = try SwiftSupport.temporaryFolder("lock-wait")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")
        let lock = try OutputLock(try OutputWriter(folder: output.path)) { _ in Issue.record("the folder was free") }
        let run = try Running(["generate", "Examples", "--output", output.path], logs: root, name: "waiting")
        let message = "screenmark: waiting for screenmark (pid \(getpid())) to finish writing \(output.path)\n"
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, String(decoding: FileManager.default.contents(atPath: run.stderr.path) ?? Data(), as: UTF8.self) != message {
            Thread.sleep(forTimeInterval: 0.02)
        }
        // Still waiting: nothing written yet.
        #expect(run.process.isRunning)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Mail.screen.swift").path))
        lock.release()
        let result = try #require(run.finish(within: 60))
        #expect(result.status == 0)
        #expect(result.stderr == message)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Mail.screen.swift").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(OutputLock.fileName).path))
    }

    /// A file named like a temporary file of ours, in the pattern of this version or an earlier
    /// one, is someone else's: no run deletes it.
    @Test func aFileNamedLikeOurTemporaryFilesSurvives() throws {
        let output = try SwiftSupport.temporaryFolder("lookalike")
        defer { try? FileManager.default.removeItem(at: output) }
        let names = [".screenmark-1-1.tmp", ".screenmark-\(UUID().uuidString).tmp", ".screenmark-0123456789abcdef-1.tmp"]
        for name in names { try Data("mine\n".utf8).write(to: output.appendingPathComponent(name)) }
        #expect(try CLITests.run(["generate", "Examples", "--output", output.path]).status == 0)
        try Data("# Changed\n".utf8).write(to: output.appendingPathComponent("Mail.screen.swift"))
        #expect(try CLITests.run(["generate", "Examples", "--output", output.path, "--prune"]).status == 0)
        for name in names {
            #expect(FileManager.default.contents(atPath: output.appendingPathComponent(name).path) == Data("mine\n".utf8), "\(name)")
        }
    }

    /// A run killed while it held the lock leaves its token in the lock file and its temporary
    /// files, here in the folder and in a subfolder, as `kill -9` between write and rename does;
    /// the next run removes them (the lock was free, so that run is over), and only them.
    @Test func aKilledRunsTemporaryFilesAreRemovedByTheNext() throws {
        let output = try SwiftSupport.temporaryFolder("stale")
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(try CLITests.run(["docs", "Examples", "--output", output.path]).status == 0)
        let token = "00000000deadbeef"
        let stale = [".screenmark-\(token)-1.tmp", "rules/.screenmark-\(token)-12.tmp"]
        for path in stale { try Data("a whole page\n".utf8).write(to: output.appendingPathComponent(path)) }
        let others = [".screenmark-1111111111111111-1.tmp", "rules/.screenmark-\(token)-x.tmp"]
        for path in others { try Data("mine\n".utf8).write(to: output.appendingPathComponent(path)) }
        try Data("pid 999999999\nrun \(token)\n".utf8).write(to: output.appendingPathComponent(OutputLock.fileName))
        let next = try CLITests.run(["docs", "Examples", "--output", output.path])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(next.stderr == "", "a dead holder is not waited for")
        for path in stale { #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path), "\(path)") }
        for path in others { #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path), "\(path)") }
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(OutputLock.fileName).path))
    }
}
