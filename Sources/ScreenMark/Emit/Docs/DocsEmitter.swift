/// The docs as an emitter: a site a team publishes, in HTML and Markdown (see ``DocsSite`` for
/// what it holds and where each page goes). Pages come from the Mustache templates of
/// `Templates/Docs` (compiled in as ``BuiltInDocsTemplates``, replaceable by `--templates`).
public struct DocsEmitter: Emitter {
    public static let fileNoun = "page"
    public static let manifestName = ".screenmark-docs"

    /// The formats to write.
    public var formats: [DocsFormat]
    /// The templates.
    public var templates: TemplateSet
    /// What changed since a base revision (`docs --since BASE`): written as the `changes` page.
    public var changes: Review?
    /// Whether the rule pages and their index are written (yes by default). They are the same for
    /// every project, and cost most of a small site's time: the fuzz target, which emits a site per
    /// input, leaves them out.
    public var writesRulePages = true

    /// The built-in docs templates.
    public static func builtInTemplates(folder: String? = nil) throws(TemplateSet.Failure) -> TemplateSet {
        try TemplateSet(builtIn: BuiltInDocsTemplates.all, builtInFolder: "Templates/Docs", folder: folder, asText: false)
    }

    /// An emitter writing `formats` with `templates`.
    public init(formats: [DocsFormat] = DocsFormat.allCases, templates: TemplateSet) {
        self.formats = formats
        self.templates = templates
    }

    public func emit(_ checked: CheckedProject) -> Emission {
        let site = DocsSite(checked)
        var files: [OutputFile] = []
        let ruleIDs = RuleCatalog.descriptions.map(\.id) + DiagnosticCatalog.kinds.map(\.id)
        for format in formats {
            let pages = DocsPages(site: site, format: format, storyboards: format == .html ? storyboards(site) : [:])
            func page(_ path: String, _ template: String, _ context: [String: Any]) {
                files.append(OutputFile(path: pages.file(path), text: templates.render(context, withTemplate: "\(format.templatePrefix)-\(template)")))
            }
            page("index", "index", pages.index())
            for index in site.apps.indices { page(site.apps[index].path, "app", pages.app(index)) }
            for reference in site.project.screenReferences { page(site.screenPaths[reference]!, "screen", pages.screen(reference)) }
            if writesRulePages {
                page(DocsRuleIndex.path, "rules", pages.rules())
                for id in ruleIDs { page(DocsSite.rulePath(id), "rule", pages.rule(id)) }
            }
            if let changes { page(DocsSite.changesPath, "changes", pages.changes(changes)) }
            if format == .html { files.append(OutputFile(path: "style.css", text: templates.render([:], withTemplate: "style"))) }
        }
        return Emission(files: files)
    }

    /// Each app's storyboard, by app index; none when Graphviz is not installed.
    private func storyboards(_ site: DocsSite) -> [Int: String] {
        var result: [Int: String] = [:]
        for (index, app) in site.apps.enumerated() {
            let nodes = app.screens.map { screen in
                Storyboard.Node(
                    lines: site.renderer.draw(screen, overlay: nil).split(separator: "\n").map(String.init),
                    title: site.project.screen(screen).title.value,
                    link: DocsSite.link(from: app.path + ".html", to: site.screenPaths[screen]! + ".html"))
            }
            result[index] = Storyboard(nodes: nodes, edges: site.edges[index], markerID: "arrow-\(index + 1)").svg()
        }
        return result
    }
}

/// A format of the docs.
public enum DocsFormat: String, CaseIterable, Sendable {
    case html, markdown

    /// `html`, `md`.
    public var fileExtension: String {
        switch self {
        case .html: "html"
        case .markdown: "md"
        }
    }

    /// The templates of the format are named `html-…` and `md-…`.
    var templatePrefix: String { fileExtension }
}
