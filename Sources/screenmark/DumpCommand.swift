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
            screens, regions, sections and elements with their typed values, exactly as written (labels \
            byte for byte). Each node has a `range` `[start, end]` of UTF-8 byte offsets into its file.

            The files are read as `check` reads them (configuration, include and exclude), and the problems \
            of the language and the links go to standard error as `check` reports them; the HIG rules and the \
            Swift naming do not run. What was understood is printed even when there are errors; then the exit status is 1.
            """)

    @OptionGroup var options: PipelineOptions

    func run() throws {
        let checked = options.check(try options.workspace(), depth: .language)
        // Written in pieces as it is made: the whole dump of a large project is never held at once.
        // The files named only: those read for context are their own runs' to dump.
        let context = checked.contextDocuments
        ASTDump.write(checked.project.documents.indices.filter { !context.contains($0) }.map { checked.project.documents[$0] }) {
            Output.write(bytes: $0)
        }
        options.report(checked, on: .standardError)
        Output.exit(checked.exitStatus(strict: options.strict), keeping: checked)
    }
}
