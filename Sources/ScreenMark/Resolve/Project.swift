/// A screen, named by the document it is in and its position there.
public struct ScreenReference: Hashable, Sendable, Comparable, Encodable {
    /// Index into ``Project/documents``.
    public var document: Int
    /// Index into that document's ``Document/screens``.
    public var screen: Int

    /// Creates a reference.
    public init(document: Int, screen: Int) {
        self.document = document
        self.screen = screen
    }

    public static func < (lhs: ScreenReference, rhs: ScreenReference) -> Bool {
        (lhs.document, lhs.screen) < (rhs.document, rhs.screen)
    }
}

/// Where an element sits inside its screen.
public struct ElementPath: Hashable, Sendable, Encodable {
    /// The screen.
    public var screen: ScreenReference
    /// Index into the screen's ``Screen/regions``.
    public var region: Int
    /// Index into the region's sections, `nil` for a region without sections.
    public var section: Int?
    /// Index into the elements of the region or section.
    public var element: Int
}

/// Where a navigation edge leads.
public enum Destination: Hashable, Sendable {
    /// Another (or the same) screen.
    case screen(ScreenReference)
    /// An alert, action sheet or activity view of the source screen: the index of its region.
    case overlay(region: Int)
    /// Pops the navigation stack.
    case back
    /// Closes the modal screen or overlay the element is in.
    case dismiss
}

/// One `→` of the spec, resolved.
public struct NavigationEdge: Hashable, Sendable {
    /// The element that navigates.
    public var source: ElementPath
    /// Its kind.
    public var sourceKind: ElementKind
    /// How it presents its destination (a tab that switches uses `push`, and is listed in
    /// ``TabBar`` too; a tab can also present, `→ modal`, which the rules flag).
    public var presentation: Presentation
    /// Where it leads.
    public var destination: Destination
    /// Whether it is a cell's detail disclosure button that leads there (`→ detail`), not the row.
    public var isDetail: Bool
    /// The `→ …` text, for diagnostics.
    public var range: SourceRange

    /// Whether it is a tab switching to its root screen, not a push or a presentation.
    public var isTabSwitch: Bool { sourceKind == .tab && presentation == .push }
}

/// A tab bar and the screens its tabs open.
public struct TabBar: Hashable, Sendable {
    /// The screen whose `## Tab bar` declares it.
    public var owner: ScreenReference
    /// Index of the `## Tab bar` region in the owner.
    public var region: Int
    /// The root screen each tab opens, in tab order (`nil` where the link does not resolve).
    public var roots: [ScreenReference?]
    /// Whether the bar organises its app from the top level, as a tab bar should. A bar that
    /// leaves out the app's first screen and that a screen outside it opens is a flow's own
    /// (iTunes U's course, pushed from the library): the app starts at its first screen, and
    /// `tab-bar-at-top-level` reports the link into the bar.
    public var isTopLevel = true
}

/// Every input file, parsed and linked: the value the validator and the emitters work on.
public struct Project: Sendable {
    /// The parsed files, sorted by path.
    public var documents: [Document]
    /// The source of every document, in the same order, for rendering diagnostics.
    public var sources: [SourceFile]
    /// Every resolved `→`, in document order.
    public var edges: [NavigationEdge]
    /// Every tab bar, in document order.
    public var tabBars: [TabBar]
    /// For each screen that shows a tab bar: which one (index into ``tabBars``) and, for a tab's
    /// root screen, which tab is selected there.
    public var tabBarShown: [ScreenReference: (tabBar: Int, selectedTab: Int?)]
    /// The screens on a tab's stack that cover its bar (index into ``tabBars``): those that say
    /// `{hides-tab-bar}`, and the screens pushed from them.
    public var tabBarHidden: [ScreenReference: Int]
    /// The screens navigation starts from: each app's tab roots, or its first screen.
    public var roots: [ScreenReference]
    /// Links that lead nowhere, reported by the `link-target-exists` rule.
    public var unresolvedLinks: [UnresolvedLink]
    /// The documents that declare no `style:` and draw their own interface on every screen
    /// (``Document/drawsItsOwnInterface``): read as immersive. Found once here, as rules ask per screen.
    public private(set) var undeclaredImmersive: Set<Int> = []
    /// The screens that own a flow's own tab bar (``TabBar/isTopLevel`` false) that a push opens:
    /// its tabs' screens stay on the stack that pushed it (iTunes U's course). One a modal
    /// screen holds starts stacks of its own, as a top-level bar's tabs do (iBooks' store).
    private var pushedTabBarOwners: Set<ScreenReference> = []
    /// Indices into ``edges``, by source screen and by destination screen.
    private var outgoing: [ScreenReference: [Int]] = [:]
    private var incoming: [ScreenReference: [Int]] = [:]

    /// A project of `documents`, indexing its edges by screen.
    public init(
        documents: [Document], sources: [SourceFile], edges: [NavigationEdge], tabBars: [TabBar],
        tabBarShown: [ScreenReference: (tabBar: Int, selectedTab: Int?)], tabBarHidden: [ScreenReference: Int] = [:],
        roots: [ScreenReference],
        unresolvedLinks: [UnresolvedLink] = []
    ) {
        self.unresolvedLinks = unresolvedLinks
        self.documents = documents
        self.sources = sources
        self.edges = edges
        self.tabBars = tabBars
        self.tabBarShown = tabBarShown
        self.tabBarHidden = tabBarHidden
        self.roots = roots
        var flowBarOwners: [ScreenReference: [ScreenReference]] = [:]
        for bar in tabBars where !bar.isTopLevel {
            for screen in Set(bar.roots.compactMap { $0 } + [bar.owner]) { flowBarOwners[screen, default: []].append(bar.owner) }
        }
        for edge in edges where edge.presentation == .push && !edge.isTabSwitch {
            guard case .screen(let destination) = edge.destination, let owners = flowBarOwners[destination] else { continue }
            for owner in owners where !(flowBarOwners[edge.source.screen] ?? []).contains(owner) { pushedTabBarOwners.insert(owner) }
        }
        // A `style:` written with a value the language does not know is declared all the same (the
        // parser reports the value): only a file that names no style is read as immersive.
        undeclaredImmersive = Set(documents.indices.filter { index in
            let namesStyle = documents[index].frontMatter?.entries.contains { $0.key.value.lowercased() == "style" } ?? false
            return !namesStyle && documents[index].drawsItsOwnInterface
        })
        for (index, edge) in edges.enumerated() {
            outgoing[edge.source.screen, default: []].append(index)
            if case .screen(let destination) = edge.destination { incoming[destination, default: []].append(index) }
        }
    }

    /// Whether `edge` stacks its screen on the one it leaves, so that `→ back` returns there: a
    /// push link, or a tab of a flow's own tab bar that a push opened, whose screens stay on that
    /// stack (a tab of the app's top-level bar starts a stack of its own).
    public func stacks(_ edge: NavigationEdge) -> Bool {
        edge.presentation == .push && (!edge.isTabSwitch || pushedTabBarOwners.contains(edge.source.screen))
    }

    /// The screen `reference` names.
    public func screen(_ reference: ScreenReference) -> Screen {
        documents[reference.document].screens[reference.screen]
    }

    /// Every screen, in document order.
    public var screenReferences: [ScreenReference] {
        documents.indices.flatMap { document in
            documents[document].screens.indices.map { ScreenReference(document: document, screen: $0) }
        }
    }

    /// The element at `path`.
    public func element(_ path: ElementPath) -> Element {
        let region = screen(path.screen).regions[path.region]
        if let section = path.section { return region.sections[section].elements[path.element] }
        return region.elements[path.element]
    }

    /// The edges leaving `screen`.
    public func edges(from screen: ScreenReference) -> [NavigationEdge] {
        (outgoing[screen] ?? []).map { edges[$0] }
    }

    /// The edges arriving at `screen`.
    public func edges(to screen: ScreenReference) -> [NavigationEdge] {
        (incoming[screen] ?? []).map { edges[$0] }
    }

    /// What a back button written without a label (`- back`) shows on `screen`: the title of
    /// the screens that push it, when they agree, else `Back`, as UIKit shows when the title will
    /// not do. A screen with many parents is written once this way, whichever pushed it.
    public func inheritedBackTitle(of screen: ScreenReference) -> String {
        let titles = Set(edges(to: screen).filter { $0.presentation == .push && !$0.isTabSwitch }
            .map { self.screen($0.source.screen).navigationTitle })
        if titles.count == 1, let title = titles.first { return title }
        return "Back"
    }

    /// The app a document belongs to: its `app:` front matter, or the document itself when it
    /// names none. Documents with the same key form one navigation graph.
    public func appKey(of document: Int) -> String {
        documents[document].frontMatter?.app.map { "app:" + $0.value } ?? "file:" + documents[document].path
    }

    /// `path#id` of a screen, as messages name it.
    public func displayName(_ reference: ScreenReference) -> String {
        "\(documents[reference.document].path)#\(screen(reference).id.value)"
    }
}

/// A `→` link whose destination does not exist.
public struct UnresolvedLink: Sendable {
    /// Index of the document.
    public var document: Int
    /// The link's destination text.
    public var range: SourceRange
    /// What is wrong.
    public var message: String
    /// Suggestions.
    public var notes: [Diagnostic.Note]
    /// The screen the link was most likely meant for (the one its "did you mean" names), whose
    /// own findings of being unreached are echoes of this one.
    public var meant: ScreenReference?
}
