import ArgumentParser
import Foundation
import ScreenMark

/// `screenmark docs`: a site a team publishes, in HTML and Markdown.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write the documentation site of the screen files: HTML and Markdown.",
        discussion: """
            Checks the files as `check` does (the same configuration, profile and findings; the problems go \
            to standard error), then writes into the output folder: `index` (every app), a page per app \
            (where it starts, the storyboard or navigation map, every screen with its first sentence and its \
            count of findings), a page per screen (description, wireframes, regions and elements, where it \
            is reached from and where it leads, its findings, the Swift names generated for it), a page per \
            rule and diagnostic, and `style.css`. HTML pages need no script and load nothing from another \
            host; the storyboard is laid out by Graphviz (`dot` on the PATH; without it the page says how to \
            get it and lists the links). Markdown pages render on GitHub, the map as a Mermaid flowchart.

            A file is written only when its bytes change, never outside the folder; `--check` writes nothing \
            and exits 1 when the site is stale; `--prune` deletes pages no input makes any more.
            """)

    enum Format: String, ChoiceArgument {
        case html, markdown
    }

    @OptionGroup var options: PipelineOptions

    @Option(help: "The folder to write the site into (created if missing).")
    var output: String

    @Option(name: [.customLong("docs-format")], help: "Write only this format: html or markdown (default: both).")
    var docsFormat: Format?

    @Option(help: "A folder of *.mustache templates used instead of the built-in ones of the same name (see Templates/Docs).")
    var templates: String?

    @Option(help: ArgumentHelp("Also write `changes`: what changed in the screens since this git revision, as `review --format markdown` shows it.", valueName: "base"))
    var since: String?

    @OptionGroup var outputOptions: OutputOptions

    func run() throws {
        let templateSet = try loadTemplates { () throws(TemplateSet.Failure) in try DocsEmitter.builtInTemplates(folder: templates) }
        let formats = docsFormat.map { [$0 == .html ? DocsFormat.html : .markdown] } ?? DocsFormat.allCases
        let checked = options.check(try options.wholeAppsWorkspace(command: "docs"), depth: .rules)
        options.report(checked, on: .standardError)
        var emitter = DocsEmitter(formats: formats, templates: templateSet)
        if let since { emitter.changes = try changes(since: since) }
        try outputOptions.emit(emitter, checked, into: output, strict: options.strict)
    }

    /// What changed from `base` to the work tree, in the inputs: the review `review` makes.
    private func changes(since base: String) throws -> Review {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("screenmark-docs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            let before = try ReviewSide.load(base, paths: options.paths, scratch: scratch, profile: options.profile, preview: options.preview)
            let after = try ReviewSide.load(nil, paths: options.paths, scratch: scratch, profile: options.profile, preview: options.preview)
            return Review.compare(before, after)
        } catch {
            Output.error("screenmark: error: \(error)")
            throw ExitCode(2)
        }
    }
}
