import ArgumentParser
import ScreenMark

/// `screenmark check`: parse and link the files, print the diagnostics.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check screen files and print every problem found.",
        discussion: """
            Prints one compiler-style line per problem, `path:line:column: severity: message [id]` \
            (Xcode and `swift build` make it clickable; the column counts Unicode characters), followed \
            on a terminal by the source line with carets and any help. `--format json` prints one JSON \
            document with byte offsets as well as lines and columns.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    enum Snippets: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @OptionGroup var inputs: InputOptions

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    @Option(help: "Show source snippets under text diagnostics: auto (on a terminal), always, never.")
    var snippets: Snippets = .auto

    @Flag(help: "Exit with status 1 on warnings too.")
    var strict = false

    func run() throws {
        let sources = try inputs.load()
        let result = Checker.check(sources)
        switch format {
        case .json:
            Output.write(JSONRenderer(sources: sources).render(result.diagnostics, fileCount: sources.count))
        case .text:
            let showSnippets = snippets == .always || (snippets == .auto && Output.isTerminal(1))
            let renderer = TextRenderer(sources: sources, showsSnippets: showSnippets)
            Output.write(result.diagnostics.map(renderer.render).joined())
            Output.error(TextRenderer.summary(result.diagnostics, files: sources.count))
        }
        let failing = result.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        Output.exit(failing ? 1 : 0, keeping: result)
    }

}
