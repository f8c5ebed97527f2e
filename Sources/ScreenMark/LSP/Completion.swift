/// What can be typed at the cursor, from the line written so far: element kinds after `- `, region
/// names after `## `, attributes and their values inside `{…}` (system items are the values of
/// `system:`), front-matter keys and values, and link targets after `→ [` (a screen's title and
/// its destination) or `](` (the destination alone), across the files of the app.
///
/// Every word comes from the vocabulary the parser reads (``ElementKind``, ``RegionKind``,
/// ``AttributeSpec``, ``ChoiceSet``, ``FrontMatterKey``), so completion never offers what the
/// parser would refuse. Screens come from the project of the last check: a keystroke that has
/// not been checked yet does not change which screens exist.
public struct Completion: Sendable {
    /// The document's text as the editor has it now.
    public let source: SourceFile
    /// The last check of the document (perhaps a keystroke old).
    public let analysis: SpecAnalysis

    /// Completion in `source`, with the screens of `analysis`.
    public init(source: SourceFile, analysis: SpecAnalysis) {
        self.source = source
        self.analysis = analysis
    }

    /// The proposals at byte `offset`.
    public func items(at offset: Int) -> [LSP.CompletionItem] {
        let context = LineContext(source: source, offset: offset)
        let prefix = context.prefix
        if let typed = context.openLinkDestination { return destinations(replacing: typed, context: context) }
        if let (typed, presentation) = context.openLinkText { return linkTexts(replacing: typed, presentation: presentation, context: context) }
        if let block = context.openAttributeBlock { return attributes(in: block, context: context) }
        if context.isInFrontMatter { return frontMatter(context) }
        if prefix.hasPrefix("## "), !prefix.dropFirst(3).contains(where: { "(:{".contains($0) }) {
            let typed = String(prefix.dropFirst(3))
            return RegionKind.allCases.map { kind in
                let name = kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
                return item(name, kind: 22, detail: "region", documentation: kind.spec.summary, replacing: typed, context: context)
            }
        }
        if prefix.hasPrefix("- "), prefix.dropFirst(2).allSatisfy({ $0.isLetter || $0 == "-" }) {
            let typed = String(prefix.dropFirst(2))
            let allowed = context.enclosingRegion?.spec.elements ?? ElementKind.allCases
            return allowed.map { kind in
                item(kind.rawValue, kind: 7, detail: "element", documentation: kind.spec.summary, replacing: typed, context: context)
            }
        }
        return []
    }

    /// `#id` of each screen of this file and `File.screen.md#id` of the others of its app.
    private func destinations(replacing typed: String, context: LineContext) -> [LSP.CompletionItem] {
        if let presentation = context.presentationBeforeLink, presentation == .alert || presentation == .sheet {
            return overlays(of: presentation, at: context).map { id, title in
                item("#" + id, kind: 18, detail: title, documentation: nil, replacing: typed, context: context)
            }
        }
        return screens().map { screen in
            item(screen.destination, kind: 18, detail: screen.title, documentation: nil, replacing: typed, context: context)
        }
    }

    /// `Title](destination)` for each screen (or, after `→ alert` and `→ sheet`, each overlay of the screen).
    private func linkTexts(replacing typed: String, presentation: Presentation?, context: LineContext) -> [LSP.CompletionItem] {
        if let presentation, presentation == .alert || presentation == .sheet {
            return overlays(of: presentation, at: context).map { id, title in
                var proposal = item("\(title)](#\(id))", kind: 18, detail: "#" + id, documentation: nil, replacing: typed, context: context)
                proposal.label = title
                return proposal
            }
        }
        return screens().map { screen in
            var proposal = item(
                "\(screen.title)](\(screen.destination))", kind: 18, detail: screen.destination, documentation: nil,
                replacing: typed, context: context)
            proposal.label = screen.title
            proposal.filterText = screen.title
            return proposal
        }
    }

    /// The screens a link from this file can name: its own first, then the other files' of its app.
    private func screens() -> [(title: String, destination: String)] {
        let project = analysis.checked.project
        let folder = Self.folder(of: analysis.path)
        var found: [(String, String)] = []
        for document in project.documents.indices {
            let path = project.documents[document].path
            let here = path == analysis.path
            // Links name files relative to the linking one; an app's files are read from one folder.
            guard here || Self.folder(of: path) == folder else { continue }
            let file = here ? "" : String(path.dropFirst(folder.count))
            for screen in project.documents[document].screens where !screen.id.value.isEmpty {
                found.append((screen.title.value, file + "#" + screen.id.value))
            }
        }
        let own = found.filter { $0.1.hasPrefix("#") }
        return own + found.filter { !$0.1.hasPrefix("#") }
    }

    /// The overlays of the screen at the cursor that `presentation` shows: id and title.
    private func overlays(of presentation: Presentation, at context: LineContext) -> [(String, String)] {
        guard let document = analysis.parsed,
            let screen = document.screens.last(where: { $0.headingRange.start <= context.offset })
        else { return [] }
        return screen.regions.filter { $0.kind.spec.overlay == presentation }.compactMap { region in
            region.id.map { ($0.value, region.title?.value ?? region.kind.rawValue) }
        }
    }

    /// Attribute names, or, after `name:`, the attribute's values.
    private func attributes(in block: LineContext.AttributeBlock, context: LineContext) -> [LSP.CompletionItem] {
        let specs = context.attributeSpecs
        if let name = block.name {
            guard let spec = specs.first(where: { $0.name == name }), case .choice(let set) = spec.type else { return [] }
            return set.values.map {
                item($0, kind: 12, detail: set.title, documentation: set.summary, replacing: block.typed, context: context)
            }
        }
        return specs.filter { !block.given.contains($0.name) }.map { spec in
            item(spec.name, kind: 10, detail: spec.type.description, documentation: spec.summary, replacing: block.typed, context: context)
        }
    }

    /// Front-matter keys at the start of a line, a key's values after `key: `.
    private func frontMatter(_ context: LineContext) -> [LSP.CompletionItem] {
        let prefix = context.prefix
        if let colon = prefix.firstIndex(of: ":") {
            guard let key = FrontMatterKey(rawValue: String(prefix[..<colon])), case .choice(let set) = key.type else { return [] }
            let typed = String(prefix[prefix.index(after: colon)...].drop { $0 == " " })
            return set.values.map { item($0, kind: 12, detail: set.title, documentation: set.summary, replacing: typed, context: context) }
        }
        return FrontMatterKey.allCases.map {
            item($0.rawValue + ": ", kind: 14, detail: $0.type.description, documentation: $0.summary, replacing: prefix, context: context)
        }
    }

    /// A proposal whose text replaces `typed`, the text just before the cursor.
    private func item(
        _ text: String, kind: Int, detail: String?, documentation: String?, replacing typed: String, context: LineContext
    ) -> LSP.CompletionItem {
        let start = PositionConverter(source).position(of: context.offset - typed.utf8.count)
        let end = PositionConverter(source).position(of: context.offset)
        return LSP.CompletionItem(
            label: text, kind: kind, detail: detail, documentation: documentation, filterText: nil, sortText: nil,
            textEdit: LSP.TextEdit(range: LSP.Range(start: start, end: end), newText: text))
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}
