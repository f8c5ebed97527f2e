import Foundation
import Testing
@testable import ScreenMark

/// Generating Swift in tests, and compiling it with the toolchain's `swiftc`.
enum SwiftSupport {
    /// The screen files under `folder` (relative to the package root), checked as `generate` does.
    static func project(_ folder: String) throws -> (project: Project, diagnostics: [Diagnostic]) {
        let root = Golden.packageRoot.appendingPathComponent(folder).path
        let checked = Pipeline.check(try Workspace.load(inputs: [root]), depth: .language)
        return (checked.project, checked.diagnostics)
    }

    /// The generated files of the screen files under `folder`.
    static func generate(
        _ folder: String, templates: SwiftTemplates = .builtIn, stringsCatalog: Bool = false
    ) throws -> SwiftGenerator.Result {
        let (project, diagnostics) = try project(folder)
        let errors = Set(diagnostics.filter { $0.severity == .error }.map(\.path))
        let blocked = Set(project.documents.indices.filter { errors.contains(project.documents[$0].path) })
        return SwiftGenerator(templates: templates, stringsCatalog: stringsCatalog).generate(project, blocked: blocked)
    }

    /// A new empty folder under the temporary directory.
    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `swiftc` of the toolchain running the tests: `SWIFT_EXEC` if set, else the first on `PATH`.
    static var swiftc: String? {
        let environment = ProcessInfo.processInfo.environment
        if let exec = environment["SWIFT_EXEC"], FileManager.default.isExecutableFile(atPath: exec) { return exec }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The strictest settings generated code must pass: Swift 6 mode, complete concurrency
    /// checking, warnings as errors. Whole-module compilation to an object file, not `-typecheck`,
    /// so the diagnostics of later passes (such as "default will never be executed") count too.
    static let strictFlags = ["-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"]

    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs `executable` with `arguments`, standard output and error together.
    static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Writes `files` into `folder` and returns their paths.
    static func write(_ files: [SwiftGenerator.File], to folder: URL) throws -> [String] {
        try files.map { file in
            let url = folder.appendingPathComponent(file.path)
            try Data(file.text.utf8).write(to: url)
            return url.path
        }
    }
}
