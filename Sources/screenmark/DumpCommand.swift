import ArgumentParser
import Foundation
import ScreenMark

/// `screenmark dump`: the AST as JSON, for other tools.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the parsed screens as JSON.",
        discussion: """
            Prints `{"version": 1, "documents": [...]}` on standard output: every document's front matter, \
            screens, regions, sections and elements with their typed values. Each node has a `range` \
            `[start, end]` of UTF-8 byte offsets into its file. Problems go to standard error as with \
            `check`; what was understood is printed even when there are errors (then the exit status is 1).
            """)

    @OptionGroup var inputs: InputOptions

    func run() throws {
        let sources = try inputs.load()
        let result = Checker.check(sources)
        Output.write(ASTDump.json(result.project.documents))
        let renderer = TextRenderer(sources: sources, showsSnippets: false)
        for diagnostic in result.diagnostics { Output.error(renderer.render(diagnostic)) }
        Output.exit(result.hasErrors ? 1 : 0, keeping: result)
    }
}
