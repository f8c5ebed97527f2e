/// Links as places: where a link leads (go to definition), every element that leads to a screen
/// (find references) and renaming a screen's id with every link to it, in every file of the app.
///
/// All of it reads the project the check linked (``Project/edges``), so a link the editor follows
/// is one `check` resolved, and a link `check` reports as leading nowhere leads nowhere here.
public struct Navigation: Sendable {
    /// The check of the document asked about.
    public let analysis: SpecAnalysis
    /// The URI the editor names each open file by (by path); other files get `file:` URIs.
    public let uris: [String: String]

    /// Navigation in `analysis`'s document.
    public init(_ analysis: SpecAnalysis, uris: [String: String]) {
        self.analysis = analysis
        self.uris = uris
    }

    private var project: Project { analysis.checked.project }

    /// Where the link at `offset` leads: the screen's heading, or the overlay's.
    public func definition(at offset: Int) -> LSP.Location? {
        guard let edge = edge(at: offset) else { return nil }
        switch edge.destination {
        case .screen(let reference):
            return location(of: reference)
        case .overlay(let region):
            let heading = project.screen(edge.source.screen).regions[region].headingRange
            return location(edge.source.screen.document, heading)
        case .back, .dismiss:
            return nil
        }
    }

    /// Every link that leads to the screen at `offset` (its heading, or a link to it), and with
    /// `includingDeclaration` its heading.
    public func references(at offset: Int, includingDeclaration: Bool) -> [LSP.Location] {
        guard let screen = screen(at: offset) else { return [] }
        let links = project.edges(to: screen).map { location($0.source.screen.document, $0.range) }
        return (includingDeclaration ? [location(of: screen)] : []) + links
    }

    /// The edits that give the screen at `offset` the id `newName`: its `{#id}` (added when the
    /// id came from the title) and the destination of every link to it, in whichever file.
    public func rename(at offset: Int, to newName: String) throws(JSONRPC.ResponseError) -> LSP.WorkspaceEdit {
        let id = newName.hasPrefix("#") ? String(newName.dropFirst()) : newName
        guard !id.isEmpty, !id.contains(where: { " \t\r\n#{}()[],:".contains($0) }) else {
            throw .invalidParams("`\(newName)` cannot be a screen id: use letters, digits and `-`")
        }
        guard let reference = screen(at: offset) else {
            throw .requestFailed("only a screen can be renamed here: put the cursor on its `#` heading or on a link to it")
        }
        let screen = project.screen(reference)
        if let taken = project.documents[reference.document].screens.first(where: { $0.id.value == id && $0 != screen }) {
            throw .requestFailed("`\(taken.title.value)` already has the id `\(id)` in this file")
        }
        var changes: [String: [LSP.TextEdit]] = [:]
        func edit(_ document: Int, _ range: SourceRange, _ text: String) {
            let path = project.documents[document].path
            let edit = LSP.TextEdit(range: PositionConverter(project.sources[document]).range(of: range), newText: text)
            changes[uri(of: path), default: []].append(edit)
        }
        if screen.hasExplicitID {
            edit(reference.document, screen.id.range, id)
        } else {
            // A block of attributes already after the title takes the id first; else one is added.
            let source = project.sources[reference.document]
            let rest = source.bytes[screen.title.range.end..<screen.headingRange.end]
            if let brace = rest.firstIndex(of: UInt8(ascii: "{")) {
                edit(reference.document, .empty(at: brace + 1), "#\(id), ")
            } else {
                edit(reference.document, .empty(at: screen.title.range.end), " {#\(id)}")
            }
        }
        for incoming in project.edges(to: reference) {
            guard let link = self.link(of: incoming), link.fragment != nil else { continue }
            edit(incoming.source.screen.document, link.destinationRange, (link.file ?? "") + "#" + id)
        }
        return LSP.WorkspaceEdit(changes: changes)
    }

    /// The `→` whose text holds `offset` (its end included: the cursor after `)` is on it).
    func edge(at offset: Int) -> NavigationEdge? {
        guard let document = analysis.document else { return nil }
        return project.edges.first {
            $0.source.screen.document == document && $0.range.start <= offset && offset <= $0.range.end
        }
    }

    /// The screen whose heading holds `offset`, or that the link at `offset` leads to.
    func screen(at offset: Int) -> ScreenReference? {
        if let edge = edge(at: offset) {
            guard case .screen(let reference) = edge.destination else { return nil }
            return reference
        }
        guard let document = analysis.document else { return nil }
        return project.documents[document].screens.firstIndex { $0.headingRange.start <= offset && offset <= $0.headingRange.end }
            .map { ScreenReference(document: document, screen: $0) }
    }

    /// The link of an edge: the target (or `→ detail` target) of its element written there.
    func link(of edge: NavigationEdge) -> Link? {
        let element = project.element(edge.source)
        return [element.target, element.detailTarget].compactMap { $0 }.first { $0.range == edge.range }?.link
    }

    /// The heading of `reference`: where its id is written, else its title.
    private func location(of reference: ScreenReference) -> LSP.Location {
        let screen = project.screen(reference)
        return location(reference.document, screen.hasExplicitID ? screen.id.range : screen.title.range)
    }

    private func location(_ document: Int, _ range: SourceRange) -> LSP.Location {
        let path = project.documents[document].path
        return LSP.Location(uri: uri(of: path), range: PositionConverter(project.sources[document]).range(of: range))
    }

    private func uri(of path: String) -> String { uris[path] ?? DocumentURI.uri(of: path) }
}
