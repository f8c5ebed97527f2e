import ArgumentParser
import Foundation
import ScreenMark

/// `screenmark check`: parse, link and validate the files; print the findings.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check screen files against the language and the Human Interface Guidelines.",
        discussion: """
            Prints every problem. `--format xcode` (the default) prints the compiler line \
            `path:line:column: severity: message [id]` that Xcode and `swift build` make clickable (the column \
            counts Unicode characters), followed on a terminal by the source line with carets and any help. \
            `json` prints one document with byte offsets as well as lines and columns; `sarif` a SARIF 2.1.0 log \
            with the rule catalogue, as code-scanning services read it; `github` workflow annotations.

            Settings come from `.screenmark.yml`, found in the inputs' folder or a folder above it, or from \
            `--config`. The HIG profile of a file is `--profile`, else its front matter's `hig:`, else the \
            configuration's `profile:`, else `ios7`.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case xcode, json, sarif, github
    }

    enum Snippets: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @OptionGroup var inputs: InputOptions

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .xcode

    @Option(help: "Show source snippets under xcode-format diagnostics: auto (on a terminal), always, never.")
    var snippets: Snippets = .auto

    @Option(help: "The configuration file (default: the nearest .screenmark.yml).")
    var config: String?

    @Option(help: "Check every file under this HIG profile: ios7 or iphone-2010.")
    var profile: HIGProfile?

    @Flag(help: "Apply the fix-its of the findings to the files, then report what is left.")
    var fix = false

    @Flag(help: "Check the language and the links only, without the other HIG rules (fast feedback in an editor).")
    var syntaxOnly = false

    @Flag(help: "Exit with status 1 on warnings too.")
    var strict = false

    func run() throws {
        let (configuration, configSource, configDiagnostics) = try loadConfiguration()
        var sources = try inputs.load(including: { configuration.includes($0) }, relativeTo: configuration)
        let validator = Validator(
            configuration: syntaxOnly ? .only(["link-target-exists"]) : configuration, profileOverride: profile)
        var result = Checker.check(sources, validator: validator)
        if fix {
            sources = try applyFixes(result.diagnostics, to: sources)
            result = Checker.check(sources, validator: validator)
        }
        let diagnostics = configDiagnostics + result.diagnostics
        let allSources = sources + (configSource.map { [$0] } ?? [])
        switch format {
        case .json:
            Output.write(JSONRenderer(sources: allSources).render(diagnostics, fileCount: sources.count))
        case .sarif:
            Output.write(SARIFRenderer(sources: allSources, toolVersion: ScreenMarkCommand.version).render(diagnostics))
        case .github:
            Output.write(GitHubRenderer(sources: allSources).render(diagnostics))
        case .xcode:
            let showSnippets = snippets == .always || (snippets == .auto && Output.isTerminal(1))
            let renderer = TextRenderer(sources: allSources, showsSnippets: showSnippets)
            Output.write(diagnostics.map(renderer.render).joined())
            Output.error(TextRenderer.summary(diagnostics, files: sources.count))
        }
        let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        Output.exit(failing ? 1 : 0, keeping: result)
    }

    /// `--config`, else the nearest `.screenmark.yml` above the inputs, else none.
    private func loadConfiguration() throws -> (Configuration, SourceFile?, [Diagnostic]) {
        let path = config ?? ConfigurationLoader.find(from: InputOptions.commonFolder(of: inputs.paths))
        guard let path else { return (.none, nil, []) }
        let source: SourceFile
        do {
            source = try InputFiles.read(path)
        } catch {
            Output.error("screenmark: error: \(error)")
            throw ExitCode(2)
        }
        let (configuration, diagnostics) = ConfigurationLoader.load(source, rules: RuleCatalog.descriptions)
        return (configuration, source, diagnostics)
    }

    /// Applies every fix-it, file by file, and returns the files as they are now.
    private func applyFixes(_ diagnostics: [Diagnostic], to sources: [SourceFile]) throws -> [SourceFile] {
        var fixed: [SourceFile] = []
        var total = 0
        for source in sources {
            let fixIts = diagnostics.filter { $0.path == source.path }.compactMap(\.fixIt)
            guard !fixIts.isEmpty else {
                fixed.append(source)
                continue
            }
            let result = FixApplier.apply(fixIts, to: source.bytes)
            // Edit the file itself: through a symbolic link to its target, keeping its permissions.
            let url = URL(fileURLWithPath: source.path).resolvingSymlinksInPath()
            var status = stat()
            let mode = stat(url.path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
            do {
                try OutputWriter(folder: url.deletingLastPathComponent().path).write(result.bytes, to: url.lastPathComponent)
                chmod(url.path, mode)
            } catch {
                Output.error("screenmark: error: \(error)")
                throw ExitCode(2)
            }
            total += result.applied
            if result.skipped > 0 {
                Output.error("\(source.path): \(result.skipped) fix-its overlap others; run `--fix` again")
            }
            fixed.append(SourceFile(path: source.path, bytes: result.bytes))
        }
        Output.error("applied \(total) fix-it\(total == 1 ? "" : "s")")
        return fixed
    }
}

extension HIGProfile: ExpressibleByArgument {}
