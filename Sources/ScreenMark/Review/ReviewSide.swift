/// One side of a review: a revision's screens as the pipeline checked them, and the folder its
/// files are named from (the repository's top folder there), so both sides name a file alike.
public struct ReviewSide: Sendable {
    /// The revision, as the user named it.
    public var revision: String
    /// The pipeline's result.
    public var checked: CheckedProject
    /// The repository's top folder on this side (a copy of the revision, or the work tree).
    public var root: String

    /// A side of `revision`, checked, with files under `root`.
    public init(revision: String, checked: CheckedProject, root: String) {
        self.revision = revision
        self.checked = checked
        self.root = root
    }

    /// What the comparison reads of each screen.
    struct ScreenFacts {
        var app: String
        var screen: Review.Screen
        /// The screen's spec text, and the same without its heading line (equal for a rename).
        var text, body: String
    }

    /// Every screen, by `file#id`, in file order.
    func screens() -> [(key: String, facts: ScreenFacts)] {
        let project = checked.project
        let renderer = WireframeRenderer(project: project)
        return project.screenReferences.map { reference in
            let screen = project.screen(reference)
            let source = project.sources[reference.document]
            let text = String(decoding: source.bytes[screen.range.start..<screen.range.end], as: UTF8.self)
            let overlays = screen.regions.indices.filter { screen.regions[$0].kind.isOverlay }.map { index in
                Review.Overlay(id: overlayID(screen.regions[index]), wireframe: renderer.draw(reference, overlay: index))
            }
            let key = self.key(reference)
            let facts = ScreenFacts(
                app: app(of: reference.document),
                screen: Review.Screen(id: key, title: screen.title.value, wireframe: renderer.draw(reference), overlays: overlays),
                text: Self.trimmed(text), body: Self.trimmed(String(text.drop { $0 != "\n" })))
            return (key, facts)
        }
    }

    /// Every link from one screen to another (the navigation graph, as the generated
    /// `edges` list it), its screens named by `file#id`. A screen's own overlays, `back` and
    /// `dismiss` are parts of the screen: their changes show in its drawings.
    func edges() -> [Review.Edge] {
        let project = checked.project
        return project.edges.compactMap { edge in
            let to: String
            switch edge.destination {
            case .screen(let reference): to = key(reference)
            case .overlay, .back, .dismiss: return nil
            }
            let from = key(edge.source.screen)
            let element = project.element(edge.source)
            let name = element.kind.rawValue + (element.label.map { ": " + $0.value } ?? "")
            return Review.Edge(from: from, to: to, presentation: edge.isTabSwitch ? "tab" : edge.presentation.rawValue, element: name)
        }
    }

    /// The findings, each with its key (files named from ``root``).
    func findings() -> [(key: FindingKey, finding: Review.Finding)] {
        let keys = checked.findingKeys(relativeTo: root)
        let sources = Dictionary(checked.sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return zip(checked.diagnostics, keys).map { diagnostic, key in
            let line = sources[diagnostic.path]?.location(of: diagnostic.range.start).line ?? 0
            return (key, Review.Finding(
                rule: diagnostic.id, severity: diagnostic.severity.rawValue, message: diagnostic.message, file: key.file,
                line: line, screen: key.screen, element: key.element))
        }
    }

    /// The declarations of the Swift `generate` would write for this side.
    func api() -> [String] {
        SwiftGenerator().declarations(checked.project, blocked: checked.blockedDocuments)
    }

    func key(_ reference: ScreenReference) -> String {
        let path = checked.project.documents[reference.document].path
        return FindingKey.relativePath(path, to: root) + "#" + checked.project.screen(reference).id.value
    }

    private func app(of document: Int) -> String {
        checked.project.documents[document].frontMatter?.app?.value
            ?? FindingKey.relativePath(checked.project.documents[document].path, to: root)
    }

    private func overlayID(_ region: Region) -> String { region.id?.value ?? region.kind.rawValue }

    /// Text without the blank lines that end it: a screen followed by another is not changed by
    /// the blank line between them.
    static func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
