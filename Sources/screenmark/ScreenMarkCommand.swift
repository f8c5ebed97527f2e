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
            table, toolbar…), and `- kind: label = value {attributes} → [Target](#id)` list items are its \
            elements. The language is described in Grammar/ of the ScreenMark repository.

            Exit status: 0 when there is no error, 1 when a file has errors, 2 for a usage or I/O problem.
            """,
        version: version,
        subcommands: [CheckCommand.self, RulesCommand.self, DumpCommand.self, GenerateCommand.self, WireframeCommand.self])

    /// The tool's version, as `--version` and SARIF logs print it.
    static let version = "0.1.0 (format \(FormatVersion.current))"

    /// Runs the command line and exits with 0, 1 or 2 (argument errors exit 2, not 64).
    static func runAndExit() -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}

/// The inputs every command takes.
struct InputOptions: ParsableArguments {
    @Argument(help: "Screen files, or folders to search for *.screen.md files.")
    var paths: [String] = []

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one file or folder, e.g. `screenmark check Examples`") }
    }

    /// The deepest folder holding every input (where the configuration search starts).
    static func commonFolder(of paths: [String]) -> String {
        let folders = paths.map { path -> [String] in
            var isDirectory: ObjCBool = false
            let url = URL(fileURLWithPath: path).standardizedFileURL
            let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            return (exists && isDirectory.boolValue ? url : url.deletingLastPathComponent()).pathComponents
        }
        guard var common = folders.first else { return "." }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return NSString.path(withComponents: common.isEmpty ? ["/"] : common)
    }

    /// Finds and reads the inputs; an unreadable path ends the run with status 2. Files found in
    /// folders are kept when `including` accepts their path relative to the configuration's folder.
    func load(including: @escaping (String) -> Bool = { _ in true }, relativeTo configuration: Configuration = .none) throws -> [SourceFile] {
        do {
            let root = URL(fileURLWithPath: configuration.directory).standardizedFileURL.pathComponents
            let files = try InputFiles.find(paths) { path in
                let components = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
                guard components.starts(with: root) else { return true }
                return including(components.dropFirst(root.count).joined(separator: "/"))
            }
            if files.isEmpty {
                throw InputFiles.Failure(path: paths.joined(separator: " "), reason: "no *.screen.md files found")
            }
            return try files.map { path throws(InputFiles.Failure) in try InputFiles.read(path) }
        } catch {
            Output.error("screenmark: error: \(error)")
            throw ExitCode(2)
        }
    }
}

/// Writing to standard output and standard error.
enum Output {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
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

