import Foundation
import PackagePlugin

/// `swift package screenmark check|docs|wireframe|generate [--target T …] [options]`: runs the
/// tool over the screen files of the package's targets (all of them, or those named). `check`
/// writes nothing; `docs`, `wireframe` and `generate` write into the package — `Docs/<target>`,
/// `Wireframes/<target>` unless `--output DIR` says otherwise — which needs
/// `--allow-writing-to-package-directory`. The tool writes only files it owns there (listed in a
/// manifest in the folder): it never overwrites or deletes another file. Every other option is
/// passed to the tool as given.
@main
struct ScreenMarkCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        let screens = targets.compactMap { target in
            (target as? SourceModuleTarget).map { (target.name, ScreenFiles(root: $0.directoryURL, files: $0.sourceFiles.map(\.url))) }
        }
        try ToolRun(tool: context.tool(named: "screenmark").url, package: context.package.directoryURL)
            .perform(extractor.remainingArguments, on: screens)
    }
}

/// One invocation of the command plugin, whichever host (SwiftPM or Xcode) made it.
struct ToolRun {
    /// The subcommands, and the folder each writes into by default (`nil`: writes nothing).
    static let subcommands: [String: String?] = ["check": nil, "docs": "Docs", "wireframe": "Wireframes", "generate": nil]

    var tool: URL
    var package: URL

    /// Runs `arguments` (a subcommand, then options) on each target's screen files.
    func perform(_ arguments: [String], on targets: [(name: String, screens: ScreenFiles)]) throws {
        guard let subcommand = arguments.first, Self.subcommands.keys.contains(subcommand) else {
            throw PluginFailure("say what to do: `swift package screenmark check`, `docs`, `wireframe` or `generate --output DIR` (then `--target NAME` to pick targets)")
        }
        var failed = false
        let targets = targets.filter { !$0.screens.files.isEmpty }
        for (name, screens) in targets {
            var options = Array(arguments.dropFirst())
            // Each target writes into a folder of its own: they share no manifest, so none takes
            // another's files for orphans. A folder given with several targets gets their names.
            if let index = options.firstIndex(where: { $0 == "--output" || $0.hasPrefix("--output=") }) {
                let given = options[index] == "--output" ? (index + 1 < options.count ? options.remove(at: index + 1) : "") : String(options[index].dropFirst("--output=".count))
                options.remove(at: index)
                let folder = URL(fileURLWithPath: given, relativeTo: package)
                options += ["--output", (targets.count > 1 ? folder.appendingPathComponent(name) : folder).path]
            } else if case let folder?? = Self.subcommands[subcommand] {
                options += ["--output", package.appendingPathComponent(folder).appendingPathComponent(name).path]
            }
            print("ScreenMark: \(subcommand) \(name) (\(screens.files.count) screen file(s))")
            failed = try run([subcommand] + options + screens.arguments()) != 0 || failed
        }
        if failed { throw PluginFailure("screenmark reported errors (see above)") }
    }

    /// Runs the tool, its output going where the plugin's goes; returns its exit status.
    private func run(_ arguments: [String]) throws -> Int32 {
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
        let project = context.xcodeProject.directoryURL
        let screens = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }.map { target in
            (target.displayName, ScreenFiles(root: project, files: target.inputFiles.map(\.url)))
        }
        try ToolRun(tool: context.tool(named: "screenmark").url, package: project).perform(extractor.remainingArguments, on: screens)
    }
}
#endif
