import ArgumentParser
import Foundation
import ScreenMark

/// `screenmark`: the root command.
struct ScreenMarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screenmark",
        abstract: "Check iPhone screen specs written in Markdown (*.screen.md).",
        discussion: """
            A screen file is CommonMark: `# Title` starts a screen, `## Region` a region (navigation bar, \
            table, toolbar...), and `- kind: label = value {attributes} -> [Target](#id)` list items are its \
            elements. The language is described in Grammar/ of the ScreenMark repository.

            Exit status: 0 when there is no error, 1 when a file has errors, 2 for a usage or I/O problem.
            """,
        version: version,
        subcommands: [
            CheckCommand.self, GenerateCommand.self, WireframeCommand.self, DocsCommand.self, DumpCommand.self, ReviewCommand.self,
            RulesCommand.self, LSPCommand.self,
        ])

    /// The tool's version, as `--version` and SARIF logs print it.
    static let version = "0.1.0 (format \(FormatVersion.current))"

    /// The running executable, as build caches tell one compiler build from another (ccache's
    /// default): its path, size, inode and modification time. Every rebuild changes it, so a run
    /// record made by another build of the same version is never trusted. `nil` when the
    /// executable cannot be found.
    static let executableIdentity: String? = {
        guard let path = Bundle.main.executablePath,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size], let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return "\(path) \(size) \(attributes[.systemFileNumber] ?? "-") \(modified.timeIntervalSince1970)"
    }()

    /// Runs the command line and exits with 0, 1 or 2 (argument errors exit 2, not 64).
    static func runAndExit() -> Never {
        refuseArgumentsThatAreNotUTF8()
        do {
            var command = try parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            Output.write(fullMessage(for: error) + "\n", on: .standardError)
            Foundation.exit(2)
        }
    }
}

extension ScreenMarkCommand {
    /// Ends the run with status 2, naming it, when an argument is not valid UTF-8. Swift reads
    /// arguments as text, each bad byte as U+FFFD: a file so named would be looked for under a
    /// name it does not have and reported as missing. ScreenMark names files as text (in
    /// findings, outputs and generated ids), so such a file is refused, by its true name.
    static func refuseArgumentsThatAreNotUTF8() {
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeRawBufferPointer(start: argument, count: strlen(argument))
            guard String(validating: bytes, as: UTF8.self) == nil else { continue }
            Output.error(
                "screenmark: error: \(VisibleText.escaped(bytes: Array(bytes))): this argument is not valid UTF-8; "
                    + "ScreenMark takes file and folder names as text, so it cannot use this one: rename it")
            Foundation.exit(2)
        }
    }
}

/// Writing to standard output and standard error.
enum Output {
    /// Standard output or standard error.
    enum Stream { case standardOutput, standardError }

    static func write(_ text: String, on stream: Stream = .standardOutput) {
        send(data(text), on: stream)
    }

    /// Writes `bytes` on standard output as they are.
    static func write(bytes: [UInt8]) {
        send(Data(bytes), on: .standardOutput)
    }

    static func error(_ text: String) {
        send(data(text.hasSuffix("\n") ? text : text + "\n"), on: .standardError)
    }

    /// Says once that the run waits for `holder` (another run's process id, when known) to
    /// finish writing in `folder`: the ``OutputLock`` of an output folder, or of a spec's folder
    /// under `--fix`.
    static func waiting(for holder: Int32?, folder: String) {
        let who = holder.map { "screenmark (pid \($0))" } ?? "another screenmark run"
        error("screenmark: waiting for \(who) to finish writing \(folder)")
    }

    /// Writes `bytes` on `stream`. When standard output cannot take them (a full disk, a closed
    /// descriptor) the output is incomplete: that is said on standard error and the run ends with
    /// status 2, the status of an I/O problem, instead of trapping in `FileHandle.write(_:)`.
    private static func send(_ bytes: Data, on stream: Stream) {
        let handle = stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            if stream == .standardOutput {
                // Foundation wraps the system's error; its own words ("There isn't enough space") name no file.
                let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
                let reason = String(cString: strerror(posix?.domain == NSPOSIXErrorDomain ? Int32(posix!.code) : EIO))
                try? FileHandle.standardError.write(contentsOf: data("screenmark: error: cannot write to standard output: \(reason)\n"))
            }
            Foundation.exit(2)
        }
    }

    /// The text's UTF-8 bytes, copied from its storage. Not `Data(text.utf8)`: that generic
    /// initializer asks at run time whether the view is `ContiguousBytes`, a conformance lookup
    /// that scans every conformance record of the process once per run.
    private static func data(_ text: String) -> Data {
        var text = text
        return text.withUTF8 { Data(buffer: $0) }
    }

    /// Ends the process with `status` while `value` is still alive, so the parsed project is
    /// not torn down node by node just before the operating system frees it all at once (the
    /// same reason clang runs with `-disable-free`; it was 4% of a large check).
    static func exit<Value>(_ status: Int32, keeping value: Value) -> Never {
        withExtendedLifetime(value) { Foundation.exit(status) }
    }

    /// Whether `descriptor` is a terminal (then snippets are shown).
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}

