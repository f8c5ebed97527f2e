/// Links the parsed documents into a ``Project``: ids, links within and across files, tab bars,
/// roots and the navigation graph. Problems become diagnostics; the project is always returned.
public struct Resolver {
    /// The resolved project and the problems found while linking.
    public struct Result: Sendable {
        /// The project.
        public var project: Project
        /// Duplicate ids, in file order (links that lead nowhere are kept in the project for
        /// the `link-target-exists` rule, cycles are the `navigation-cycle` rule's).
        public var diagnostics: [Diagnostic]
    }

    /// Resolves `files` (each with its parsed document). Documents are sorted by path, so the
    /// result does not depend on the order the files were found in.
    public static func resolve(_ files: [(source: SourceFile, document: Document)]) -> Result {
        let sorted = files.sorted { $0.source.path < $1.source.path }
        var resolver = Resolver(
            documents: sorted.map(\.document), sources: sorted.map(\.source))
        resolver.run()
        let project = Project(
            documents: resolver.documents, sources: resolver.sources, edges: resolver.edges,
            tabBars: resolver.tabBars, tabBarShown: resolver.tabBarShown, tabBarHidden: resolver.tabBarHidden,
            roots: resolver.roots,
            unresolvedLinks: resolver.unresolvedLinks)
        return Result(project: project, diagnostics: resolver.diagnostics)
    }

    let documents: [Document]
    let sources: [SourceFile]
    /// Normalised path → document index.
    let documentIndex: [String: Int]
    var edges: [NavigationEdge] = []
    var tabBars: [TabBar] = []
    var tabBarShown: [ScreenReference: (tabBar: Int, selectedTab: Int?)] = [:]
    var tabBarHidden: [ScreenReference: Int] = [:]
    var roots: [ScreenReference] = []
    var diagnostics: [Diagnostic] = []
    var unresolvedLinks: [UnresolvedLink] = []
    /// Per document: screen id → first screen with it.
    var screenIDs: [[String: Int]] = []

    private init(documents: [Document], sources: [SourceFile]) {
        self.documents = documents
        self.sources = sources
        var index: [String: Int] = [:]
        for (position, document) in documents.enumerated() {
            index[FilePath.normalized(document.path)] = position
        }
        documentIndex = index
    }

    private mutating func run() {
        for document in documents.indices { collectIDs(document) }
        for reference in allScreens { linkElements(of: reference) }
        collectTabBars()
        findRoots()
    }

    private var allScreens: [ScreenReference] {
        documents.indices.flatMap { document in
            documents[document].screens.indices.map { ScreenReference(document: document, screen: $0) }
        }
    }

    /// A link that leads nowhere: kept in the project for the `link-target-exists` rule, so it
    /// can be configured and suppressed like any other rule.
    private mutating func unresolved(
        _ message: String, document: Int, range: SourceRange, notes: [Diagnostic.Note] = [], meant: ScreenReference? = nil
    ) {
        unresolvedLinks.append(UnresolvedLink(document: document, range: range, message: message, notes: notes, meant: meant))
    }

    private mutating func report(
        _ kind: DiagnosticKind, _ message: String, document: Int, range: SourceRange, notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(Diagnostic(kind, message, path: documents[document].path, range: range, notes: notes))
    }

    // MARK: - Ids

    private mutating func collectIDs(_ document: Int) {
        var ids: [String: Int] = [:]
        let screens = documents[document].screens
        for position in screens.indices where !screens[position].id.value.isEmpty {
            let id = screens[position].id
            if let first = ids[id.value] {
                report(
                    .duplicateId, "another screen in this file already has the id `\(id.value)`",
                    document: document, range: id.range,
                    notes: [
                        .note("`\(screens[first].title.value)` has it", path: documents[document].path, range: screens[first].id.range),
                        .help("give one of them its own id: `# \(screens[position].title.value) {#another-id}`"),
                    ])
            } else {
                ids[id.value] = position
            }
            var overlayIDs: [String: SourceRange] = [:]
            let regions = screens[position].regions
            for index in regions.indices where regions[index].kind.isOverlay {
                guard let id = regions[index].id else { continue }
                if let first = overlayIDs[id.value] {
                    report(
                        .duplicateId, "another overlay of this screen already has the id `\(id.value)`",
                        document: document, range: id.range,
                        notes: [.note("first used here", path: documents[document].path, range: first)])
                } else {
                    overlayIDs[id.value] = id.range
                }
            }
        }
        screenIDs.append(ids)
    }

    // MARK: - Links

    private mutating func linkElements(of reference: ScreenReference) {
        // The walk reads each element in place; only the targets are copied out.
        documents[reference.document].screens[reference.screen].forEachElement(at: reference) { element, path, _ in
            if let target = element.target { link(target, kind: element.kind, path) }
            if let detail = element.detailTarget { link(detail, kind: element.kind, path) }
        }
    }

    private mutating func link(_ target: Target, kind: ElementKind, _ path: ElementPath) {
        let destination: Destination?
        switch target.presentation {
        case .back: destination = .back
        case .dismiss: destination = .dismiss
        case .alert, .sheet: destination = overlay(target, from: path.screen)
        case .push, .modal, .flip, .root: destination = screen(target, from: path.screen)
        }
        if let destination {
            edges.append(
                NavigationEdge(
                    source: path, sourceKind: kind, presentation: target.presentation, destination: destination,
                    isDetail: target.detailRange != nil, range: target.range))
        }
    }

    private mutating func overlay(_ target: Target, from source: ScreenReference) -> Destination? {
        guard let link = target.link else { return nil }
        let document = source.document
        let screen = documents[document].screens[source.screen]
        let wanted: [RegionKind] = target.presentation == .alert ? [.alert] : [.actionSheet, .activityView]
        let what = target.presentation == .alert ? "alert" : "action sheet or activity view"
        guard link.file == nil, let fragment = link.fragment else {
            unresolved(
                "`→ \(target.presentation.rawValue)` shows \(Article.prefixed(what)) of this screen",
                document: document, range: link.destinationRange,
                notes: [.help("link it by id: `[\(link.text)](#id)`, with `{#id}` on its `##` heading")])
            return nil
        }
        if let index = screen.regions.firstIndex(where: { wanted.contains($0.kind) && $0.id?.value == fragment }) {
            return .overlay(region: index)
        }
        let candidates = screen.regions.filter { wanted.contains($0.kind) }.compactMap { $0.id?.value }
        var notes = Suggestion.help(for: fragment, in: candidates).map { [Diagnostic.Note.help($0)] } ?? []
        if let other = screen.regions.first(where: { $0.isOverlayNamed(fragment) && !wanted.contains($0.kind) }) {
            let keyword = other.kind == .alert ? "alert" : "sheet"
            notes = [.help("`#\(fragment)` is \(other.kind.withArticle): write `→ \(keyword) [\(link.text)](#\(fragment))`")]
        } else if notes.isEmpty {
            notes = [.help("add `## \(target.presentation == .alert ? "Alert" : "Action sheet"): \(link.text) {#\(fragment)}` to this screen")]
        }
        unresolved(
            "this screen has no \(what) with the id `\(fragment)`",
            document: document, range: link.destinationRange, notes: notes)
        return nil
    }

    private mutating func screen(_ target: Target, from source: ScreenReference) -> Destination? {
        guard let link = target.link else { return nil }
        let document = source.document
        var targetDocument = document
        if let file = link.file {
            let path = FilePath.resolve(file, relativeTo: documents[document].path)
            guard let found = documentIndex[path] else {
                unresolved(
                    "`\(file)` is not among the files being checked",
                    document: document, range: link.destinationRange,
                    notes: [.help("check the path (it is relative to this file), or pass that file too")])
                return nil
            }
            targetDocument = found
        }
        let screens = documents[targetDocument].screens
        guard let fragment = link.fragment else {
            guard !screens.isEmpty else {
                unresolved(
                    "`\(link.file ?? "")` has no screens", document: document,
                    range: link.destinationRange)
                return nil
            }
            return .screen(ScreenReference(document: targetDocument, screen: 0))
        }
        if let index = screenIDs[targetDocument][fragment] {
            return .screen(ScreenReference(document: targetDocument, screen: index))
        }
        var notes = Suggestion.help(for: fragment, in: screens.map(\.id.value)).map { [Diagnostic.Note.help($0)] } ?? []
        // The screen the "did you mean" names: unreached only because of this link.
        var meant = Suggestion.closest(to: fragment, in: screens.map(\.id.value))
            .flatMap { screenIDs[targetDocument][$0] }.map { ScreenReference(document: targetDocument, screen: $0) }
        if targetDocument == document,
            let overlay = documents[document].screens[source.screen].regions.first(where: { $0.isOverlayNamed(fragment) })
        {
            let keyword = overlay.kind == .alert ? "alert" : "sheet"
            notes = [.help("`#\(fragment)` is this screen's \(overlay.kind.rawValue): write `→ \(keyword) [\(link.text)](#\(fragment))`")]
            meant = nil
        }
        let place = targetDocument == document ? "this file" : "`\(link.file!)`"
        unresolved(
            "no screen in \(place) has the id `\(fragment)`", document: document,
            range: link.destinationRange, notes: notes, meant: meant)
        return nil
    }

    // MARK: - Tab bars and roots

    private mutating func collectTabBars() {
        // Edges by source screen: following pushes from every tab root stays linear.
        let edgesFrom = Dictionary(grouping: edges, by: \.source.screen)
        for reference in allScreens {
            let regions = documents[reference.document].screens[reference.screen].regions
            for regionIndex in regions.indices where regions[regionIndex].kind == .tabBar {
                var tabRoots: [ScreenReference?] = []
                for elementIndex in regions[regionIndex].elements.indices {
                    let path = ElementPath(screen: reference, region: regionIndex, section: nil, element: elementIndex)
                    let edge = edgesFrom[reference]?.first { $0.source == path }
                    // A tab that presents its screen (`→ modal`) has no root: the bar stays on the
                    // screen it was tapped from, and the presented screen is reached by its edge.
                    if case .screen(let root)? = edge?.destination, edge?.presentation == .push {
                        tabRoots.append(root)
                    } else {
                        tabRoots.append(nil)
                    }
                }
                tabBars.append(TabBar(owner: reference, region: regionIndex, roots: tabRoots))
            }
        }
        // Each tab's root shows the bar with its tab selected; screens pushed from there show it
        // too, unless they hide it (`{hides-tab-bar}`): then so do the screens pushed from them.
        for (barIndex, bar) in tabBars.enumerated() {
            for (tabIndex, root) in bar.roots.enumerated() {
                guard let root, tabBarShown[root] == nil else { continue }
                tabBarShown[root] = (barIndex, tabIndex)
                if let range = screen(root).hidesTabBar { reportHiddenRoot(root, at: range) }
            }
            if tabBarShown[bar.owner] == nil { tabBarShown[bar.owner] = (barIndex, nil) }
        }
        let pushed = { (from: ScreenReference) -> [ScreenReference] in
            (edgesFrom[from] ?? []).compactMap { edge in
                guard edge.presentation == .push, case .screen(let next) = edge.destination else { return nil }
                return next
            }
        }
        // Shown first, through every push to a screen that does not hide the bar; then hidden, to
        // the screens only a hiding screen leads to. So the answer does not depend on link order:
        // a screen reached from a stack that shows the bar shows it.
        var queue = tabBarShown.keys.sorted()
        while let from = queue.popLast() {
            for next in pushed(from) where tabBarShown[next] == nil && screen(next).hidesTabBar == nil {
                tabBarShown[next] = (tabBarShown[from]!.tabBar, nil)
                queue.append(next)
            }
        }
        queue = tabBarShown.keys.sorted()
        while let from = queue.popLast() {
            let bar = tabBarShown[from]?.tabBar ?? tabBarHidden[from]!
            for next in pushed(from) where tabBarShown[next] == nil && tabBarHidden[next] == nil {
                tabBarHidden[next] = bar
                queue.append(next)
            }
        }
        for reference in allScreens where tabBarShown[reference] == nil && tabBarHidden[reference] == nil {
            guard let range = screen(reference).hidesTabBar else { continue }
            diagnostics.append(
                Diagnostic(
                    .hidesTabBarUnused,
                    "no tab's screen pushes `\(screen(reference).title.value)`, so it has no tab bar to cover",
                    path: documents[reference.document].path, range: range,
                    notes: [.help("remove `hides-tab-bar`; it is for screens pushed from a tab's screen")]))
        }
    }

    private func screen(_ reference: ScreenReference) -> Screen {
        documents[reference.document].screens[reference.screen]
    }

    /// A tab's root always shows its bar: `{hides-tab-bar}` there changes nothing.
    private mutating func reportHiddenRoot(_ root: ScreenReference, at range: SourceRange) {
        diagnostics.append(
            Diagnostic(
                .hidesTabBarUnused, "`\(screen(root).title.value)` is a tab's root, which always shows the tab bar",
                path: documents[root.document].path, range: range,
                notes: [.help("remove `hides-tab-bar`; it is for screens pushed from a tab's screen")]))
    }

    /// Per app (documents with the same `app:`, or each document without one): the roots of its
    /// top-level tab bars if it has one, else the first screen of its first file; and the sections
    /// its links switch to (`→ root`).
    private mutating func findRoots() {
        var apps: [String: [Int]] = [:]
        var order: [String] = []
        for (index, document) in documents.enumerated() {
            let key = document.frontMatter?.app.map { "app:" + $0.value } ?? "file:" + document.path  // as Project.appKey
            if apps[key] == nil { order.append(key) }
            apps[key, default: []].append(index)
        }
        var found = Set<ScreenReference>()
        let opened = tabBarsOpenedFromOutside()
        let sectionRoots = edges.compactMap { edge -> ScreenReference? in
            guard edge.presentation == .root, case .screen(let destination) = edge.destination else { return nil }
            return destination
        }
        for key in order {
            let members = Set(apps[key]!)
            let first = apps[key]!.first(where: { !documents[$0].screens.isEmpty }).map { ScreenReference(document: $0, screen: 0) }
            // A bar that leaves out the app's first screen and that a screen outside it opens is
            // a flow's own: the app starts at its first screen. Unless the app raises that screen
            // over its tabs itself (`{raised}`: Remote's choice of library).
            for index in tabBars.indices where members.contains(tabBars[index].owner.document) && opened.contains(index) {
                let bar = tabBars[index]
                if let first, screen(first).raised == nil, first != bar.owner, !bar.roots.contains(first) {
                    tabBars[index].isTopLevel = false
                }
            }
            let bars = tabBars.filter { members.contains($0.owner.document) && $0.isTopLevel }
            var appRoots = bars.flatMap { $0.roots.compactMap { $0 } }
            if appRoots.isEmpty, let first {
                appRoots = [first]
            }
            // A section a link switches the app to (a side menu's row, `→ root`) is a root too.
            appRoots += sectionRoots.filter { members.contains($0.document) }
            for root in appRoots where found.insert(root).inserted { roots.append(root) }
        }
    }
}

extension Resolver {
    /// The tab bars (by index) one of whose screens — its owner or a tab's root — a screen outside
    /// it opens (a push, modal or flip): in one pass over the edges.
    fileprivate func tabBarsOpenedFromOutside() -> Set<Int> {
        var barsOfScreen: [ScreenReference: [Int]] = [:]
        for (index, bar) in tabBars.enumerated() {
            for screen in Set(bar.roots.compactMap { $0 } + [bar.owner]) { barsOfScreen[screen, default: []].append(index) }
        }
        var opened = Set<Int>()
        for edge in edges where !edge.isTabSwitch {
            guard case .screen(let destination) = edge.destination, let bars = barsOfScreen[destination] else { continue }
            switch edge.presentation {
            case .push, .modal, .flip: break
            case .root, .dismiss, .back, .alert, .sheet: continue
            }
            let source = edge.source.screen
            let sourceBar = tabBarShown[source]?.tabBar ?? tabBarHidden[source]
            let sourceBars = barsOfScreen[source] ?? []
            for bar in bars where sourceBar != bar && !sourceBars.contains(bar) { opened.insert(bar) }
        }
        return opened
    }
}

extension Region {
    /// Whether this is an overlay whose id is `id`.
    func isOverlayNamed(_ id: String) -> Bool { kind.isOverlay && self.id?.value == id }
}
