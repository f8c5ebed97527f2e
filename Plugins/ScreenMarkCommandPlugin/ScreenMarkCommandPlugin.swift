import Foundation
import PackagePlugin

/// `swift package screenmark check|docs|wireframe|generate [--target T …] [options]`: runs the
/// tool over the screen files of the package's targets (all of them, or those named). `check`
/// writes nothing; `docs`, `wireframe` and `generate` write into the package — `Docs/<target>`,
/// `Wireframes/<target>` unless `--output DIR` says otherwise — which needs
/// `--allow-writing-to-package-directory`. The tool
/// writes only files it owns there (listed in a manifest in the folder): it never overwrites or
/// deletes another file. Every other option is passed to the tool as given.
@main
struct ScreenMarkCommandPlugin: CommandPlugin {
    /// The subcommands, and the folder each writes into by default (`nil`: writes nothing).
    static let subcommands: [String: String?] = ["check": nil, "docs": "Docs", "wireframe": "Wireframes", "generate": nil]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        guard let subcommand = rest.first, Self.subcommands.keys.contains(subcommand) else {
            throw PluginFailure("say what to do: `swift package screenmark check`, `docs`, `wireframe` or `generate --output DIR` (then `--target NAME` to pick targets)")
        }
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        let tool = try context.tool(named: "screenmark").url
        var failed = false
        for case let target as SourceModuleTarget in targets {
            let screens = ScreenFiles(root: target.directoryURL, files: target.sourceFiles.map(\.url))
            guard !screens.files.isEmpty else { continue }
            var options = Array(rest.dropFirst())
            if case let folder?? = Self.subcommands[subcommand], !options.contains("--output") {
                let output = context.package.directoryURL.appendingPathComponent(folder).appendingPathComponent(target.name)
                options += ["--output", output.path]
            }
            print("ScreenMark: \(subcommand) \(target.name) (\(screens.files.count) screen file(s))")
            failed = try run(tool, [subcommand] + options + screens.arguments()) != 0 || failed
        }
        if failed { throw PluginFailure("screenmark reported errors (see above)") }
    }

    /// Runs the tool, its output going where the plugin's goes; returns its exit status.
    func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// A failure the plugin reports in words.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ScreenMarkCommandPlugin: XcodeCommandPlugin {
    /// The same commands for an Xcode project's targets (Xcode passes `--target` for those chosen).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let rest = extractor.remainingArguments
        let subcommand = rest.first ?? "check"
        let tool = try context.tool(named: "screenmark").url
        var failed = false
        for target in context.xcodeProject.targets where names.isEmpty || names.contains(target.displayName) {
            let screens = ScreenFiles(root: context.xcodeProject.directoryURL, files: target.inputFiles.map(\.url))
            guard !screens.files.isEmpty else { continue }
            var options = Array(rest.dropFirst())
            if case let folder?? = Self.subcommands[subcommand], !options.contains("--output") {
                options += ["--output", context.xcodeProject.directoryURL.appendingPathComponent(folder).appendingPathComponent(target.displayName).path]
            }
            failed = try run(tool, [subcommand] + options + screens.arguments()) != 0 || failed
        }
        if failed { throw PluginFailure("screenmark reported errors (see above)") }
    }
}
#endif
