import Foundation
import PackagePlugin

/// Generates the Swift model of a target's `*.screen.md` files at `swift build`.
///
/// One build command per target, not per file: a screen links to screens in other files of its
/// app, and the files of an app share one namespace, so they are checked and generated
/// together. Its inputs are the screen files, the `.screenmark.yml` that applies, the baseline it
/// names and the tool; its outputs are named from the input paths alone (``SwiftOutputNames``,
/// the tool's own code),
/// so SwiftPM runs it only when one of them changed, and the tool rewrites only the files whose
/// bytes change, so only those are compiled again. The tool prints its findings as compiler
/// lines (`file:line:col: warning: …`), which `swift build` and Xcode show as issues, and
/// nothing else (`--quiet`: no summary of the files written); an error of the language or a
/// broken link fails the build.
@main
struct ScreenMarkPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let screens = ScreenFiles(root: target.directoryURL, files: target.sourceFiles.map(\.url))
        return try commands(for: screens, tool: context.tool(named: "screenmark").url, work: context.pluginWorkDirectoryURL)
    }

    /// The build command for `screens`; also what the Xcode conformance returns.
    func commands(for screens: ScreenFiles, tool: URL, work: URL) -> [Command] {
        guard !screens.files.isEmpty else { return [] }
        let output = work.appendingPathComponent("GeneratedSources")
        return [
            .buildCommand(
                displayName: "ScreenMark: generating Swift from \(screens.files.count) screen file(s)",
                executable: tool,
                arguments: ["generate", "--quiet", "--output", output.path] + screens.arguments(),
                inputFiles: screens.files + [screens.configuration, screens.baseline].compactMap { $0 } + [tool],
                outputFiles: screens.files.map { output.appendingPathComponent(SwiftOutputNames.outputPath(for: screens.name(of: $0))) })
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ScreenMarkPlugin: XcodeBuildToolPlugin {
    /// The same command for an Xcode target: its screen files, named relative to the project.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let screens = ScreenFiles(root: context.xcodeProject.directoryURL, files: target.inputFiles.map(\.url))
        return try commands(for: screens, tool: context.tool(named: "screenmark").url, work: context.pluginWorkDirectoryURL)
    }
}
#endif
