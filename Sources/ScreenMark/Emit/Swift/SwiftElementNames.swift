/// The names of one screen's elements, overlays and tabs, made once (before any code is built)
/// so that links from other screens and the app's graph use the same ones.
///
/// A screen's own elements share one scope: each has one name, used for its `State` property,
/// its `Action` case and its accessibility identifier. The buttons of an overlay, the fields of
/// an alert and the tabs of a tab bar each have their own scope, since they become cases or
/// properties of their own types. In every scope, `{name: …}` names are claimed first.
struct SwiftElementNames {
    /// `mail.inbox`: the start of every accessibility identifier of the screen.
    var prefix: String
    /// The screen's own elements (not overlays, not tabs; spaces have no name), and their order
    /// (a sample list by its first row only: its rows share one name).
    var elements: [ElementPath: String] = [:]
    var order: [ElementPath] = []
    /// The name of each cell's detail disclosure button that leads somewhere (`songDetail`), in
    /// the same scope, so `Action` and `AccessibilityID` call it alike.
    var details: [ElementPath: String] = [:]
    /// The lists whose rows are samples (`{sample: song}`), and each sample row's list.
    var lists: [SampleList] = []
    var listOf: [ElementPath: Int] = [:]
    /// Alerts, action sheets and activity views, by region index.
    var overlays: [Int: Overlay] = [:]
    /// The tab bar the screen declares (its region index) and its tabs, by element index.
    var tabRegion: Int?
    var tabs: [Int: String] = [:]

    /// The sample rows of one list: the cells of a region with the same `{sample: …}`, the same
    /// targets and the same `{action: …}`, so that one `Action` case with the row's index says
    /// what a tap on any of them does.
    struct SampleList {
        var paths: [ElementPath]
    }

    struct Overlay {
        /// The type (`DeleteMessageSheet`) and the member its action and destination start from
        /// (`deleteMessageSheet`).
        var type, member: String
        /// Buttons and activities (the `Button` cases), and text fields (`State` properties), by
        /// element index.
        var buttons: [Int: String] = [:]
        var fields: [Int: String] = [:]
    }

    /// The accessibility identifier of the element at `path` of this screen:
    /// `app.screen.kind.name`, with the overlay's name before the kind for overlay elements.
    func accessibilityID(of path: ElementPath, kind: ElementKind) -> String {
        if let overlay = overlays[path.region] {
            let name = overlay.buttons[path.element] ?? overlay.fields[path.element] ?? ""
            return "\(prefix).\(overlay.member).\(kind.rawValue).\(name)"
        }
        if path.region == tabRegion { return "\(prefix).tab.\(tabs[path.element] ?? "")" }
        return "\(prefix).\(kind.rawValue).\(elements[path] ?? "")"
    }

    /// What a cell's accessibility identifier ends with for its detail disclosure button.
    static let detailSuffix = ".detail"

    /// Names every element of `screen`; problems with `{name: …}` go to `report`. With
    /// `manualOnly`, only the hand-written names are claimed: they are claimed first in every
    /// scope, so their problems are the same, and `check` finds them without deriving the rest.
    init(
        screen: Screen, reference: ScreenReference, prefix: String, namespace: String, manualOnly: Bool = false,
        report: (SwiftProblem, SourceRange) -> Void
    ) {
        self.prefix = prefix
        var types = SwiftNameScope.screenTypes
        types.reserve(namespace)
        for (index, region) in screen.regions.enumerated() {
            if region.kind.isOverlay {
                overlays[index] = Self.overlay(region, types: &types, deriving: !manualOnly, report: report)
            } else if region.kind == .tabBar {
                var scope = SwiftNameScope.tabs
                tabRegion = index
                tabs = Self.claim(Array(region.elements.enumerated()), in: &scope, .member, deriving: !manualOnly, report: report)
            }
        }
        var own = OwnElements()
        screen.walk(at: reference, with: &own)
        var named: [(ElementPath, Element)] = []
        var keys: [String: Int] = [:]
        for (path, element) in own.items {
            guard element.text("sample") != nil else {
                named.append((path, element))
                continue
            }
            let key = Self.listKey(path, element)
            if let list = keys[key] {
                lists[list].paths.append(path)
            } else {
                keys[key] = lists.count
                lists.append(SampleList(paths: [path]))
                named.append((path, element))
            }
            listOf[path] = keys[key]
        }
        // Reserving what `Action` declares too, an element has one name in every enum.
        var scope = SwiftNameScope.elements
        // A name two rows would share takes its section's title first: `phoneHome`, `emailHome`.
        var sections: [ElementPath: [String]] = [:]
        for (path, _) in named where !manualOnly {
            guard let section = path.section, let title = screen.regions[path.region].sections[section].title?.value else { continue }
            sections[path] = SwiftNames.words(title)
        }
        elements = Self.claim(named, in: &scope, .member, qualifiers: sections, deriving: !manualOnly, report: report)
        for list in lists {
            for path in list.paths.dropFirst() { elements[path] = elements[list.paths[0]] }
        }
        order = named.map(\.0)
        for (path, element) in named where element.detailTarget != nil && !manualOnly {
            details[path] = scope.claim(elements[path]! + "Detail")
        }
    }

    /// What the rows of one sample list share: region, noun, targets and action.
    private static func listKey(_ path: ElementPath, _ element: Element) -> String {
        func describe(_ target: Target?) -> String {
            guard let target else { return "-" }
            return "\(target.presentation.rawValue) \(target.link?.file ?? "")#\(target.link?.fragment ?? "")"
        }
        let noun = element.text("sample")!.lowercased()
        return [
            "\(path.region)", noun, describe(element.target), describe(element.detailTarget), element.text("action") ?? "-",
        ].joined(separator: "\u{0}")
    }

    /// The screen's own elements, in file order: those of the regions that are neither overlays
    /// nor the tab bar (named in scopes of their own, above), without spaces.
    private struct OwnElements: ProjectVisitor {
        var items: [(ElementPath, Element)] = []

        mutating func visitRegion(_ region: Region, at path: RegionPath) -> WalkAction {
            region.kind.isOverlay || region.kind == .tabBar ? .skipChildren : .visitChildren
        }

        mutating func visitElement(_ element: Element, at path: ElementPath, regionKind: RegionKind) {
            if element.kind != .space { items.append((path, element)) }
        }
    }

    private static func overlay(
        _ region: Region, types: inout SwiftNameScope, deriving: Bool, report: (SwiftProblem, SourceRange) -> Void
    ) -> Overlay {
        let suffix =
            switch region.kind {
            case .alert: "Alert"
            case .actionSheet: "Sheet"
            case .activityView: "ActivityView"
            // Not overlays: `init` names only overlays here.
            case .statusBar, .navigationBar, .searchBar, .scopeBar, .table, .content, .toolbar, .tabBar: ""
            }
        var overlay = Overlay(type: "", member: "")
        if deriving {
            let words = SwiftNames.words(region.id?.value ?? region.title?.value ?? region.kind.rawValue)
            let base = SwiftNames.join(words.isEmpty ? [region.kind.rawValue] : words, .type)
            let type = types.claim(base.hasSuffix(suffix) ? base : base + suffix)
            overlay = Overlay(type: type, member: SwiftNames.lowercasingLead(type))
        }
        let items = Array(region.elements.enumerated())
        var buttons = SwiftNameScope.buttons
        overlay.buttons = claim(
            items.filter { $0.element.kind == .button || $0.element.kind == .activity }, in: &buttons, .member,
            deriving: deriving, report: report)
        var fields = SwiftNameScope.fields
        overlay.fields = claim(
            items.filter { $0.element.kind == .textField }, in: &fields, .member, deriving: deriving, report: report)
        return overlay
    }

    /// Claims a name in `scope` for each item: hand-written ones first, in order, then derived
    /// ones (unless not `deriving`). A derived name that several items would share is qualified by
    /// each one's words in `qualifiers` (its section's title), where it has any; what still
    /// clashes is numbered.
    static func claim<Key: Hashable>(
        _ items: [(Key, Element)], in scope: inout SwiftNameScope, _ style: SwiftNames.Style,
        qualifiers: [Key: [String]] = [:], deriving: Bool = true, report: (SwiftProblem, SourceRange) -> Void
    ) -> [Key: String] {
        var names: [Key: String] = [:]
        for (key, element) in items {
            guard let attribute = element.attribute("name"), case .text(let text) = attribute.value else { continue }
            let name = SwiftNames.manual(text, style)
            if let problem = SwiftNames.problem(withManualName: text) {
                report(.invalidName(problem), attribute.range)
            } else if scope.isTaken(name) {
                report(.takenName(name), attribute.range)
            } else {
                names[key] = scope.claim(name)
            }
        }
        guard deriving else { return names }
        let derived = items.filter { names[$0.0] == nil }.map { (key: $0.0, words: derivedWords($0.1)) }
        // Each name is joined once; only one that several items share is joined again, qualified.
        let joined = derived.map { SwiftNames.join($0.words, style) }
        var uses: [String: Int] = [:]
        for name in joined { uses[name, default: 0] += 1 }
        for (item, name) in zip(derived, joined) {
            if uses[name]! > 1, let qualifier = qualifiers[item.key], !qualifier.isEmpty {
                names[item.key] = scope.claim(SwiftNames.join(qualifier + item.words, style))
            } else {
                names[item.key] = scope.claim(name)
            }
        }
        return names
    }

    /// The words an element's name is made from: its label, else its system item or icon, else
    /// its kind. A `back` element is `back`, whatever previous screen its label names.
    static func derivedWords(_ element: Element) -> [String] {
        if element.kind == .back { return ["back"] }
        if let noun = element.text("sample") {
            let words = SwiftNames.words(noun)
            if !words.isEmpty { return words }
        }
        if let label = element.label?.value {
            let words = SwiftNames.words(label)
            if !words.isEmpty { return words }
        }
        for attribute in ["system", "icon"] {
            switch element.attribute(attribute)?.value {
            case .choice(let text)?, .text(let text)?:
                let words = SwiftNames.words(text)
                if !words.isEmpty { return words }
            case .flag?, .integer?, .number?, .size?, .colour?, nil: continue
            }
        }
        return element.kind.rawValue.split(separator: "-").map(String.init)
    }
}
