/// Small shared questions rules ask of the AST.
extension Element {
    /// The label, or the `system:` item's name: what the user sees on a button or tab.
    var visibleTitle: String? {
        if let label = label?.value, !label.isEmpty { return label }
        if case .choice(let system)? = attribute("system")?.value { return system }
        return nil
    }

    /// Where a finding about the element as a whole points: its kind keyword.
    var anchor: SourceRange { kindRange }
}

extension Region {
    /// Whether this is one of the system's alerts, action sheets or activity views, not a dialog
    /// or panel the app draws itself (`{custom}`): what the rules about overlays judge.
    var isSystemOverlay: Bool { kind.isOverlay && attribute("custom") == nil }
}

extension Sequence {
    /// The elements in groups of equal `key`, each group and the groups themselves in the order
    /// they first appear: how a rule gathers the places of one problem to report it once.
    func groupedInOrder<Key: Hashable>(by key: (Element) -> Key) -> [[Element]] {
        var groups: [[Element]] = []
        var index: [Key: Int] = [:]
        for element in self {
            let key = key(element)
            if let at = index[key] {
                groups[at].append(element)
            } else {
                index[key] = groups.count
                groups.append([element])
            }
        }
        return groups
    }
}

extension Project {
    /// Screens presented modally (`→ modal` or `→ flip`), with an edge that presents each.
    var modalScreens: [ScreenReference: NavigationEdge] {
        var result: [ScreenReference: NavigationEdge] = [:]
        for edge in edges where edge.presentation == .modal || edge.presentation == .flip {
            if case .screen(let destination) = edge.destination, result[destination] == nil { result[destination] = edge }
        }
        return result
    }

    /// The screens some chain of links leads to from a root, from a screen the app raises itself
    /// (`{raised}`), or from the screen a broken link was meant for: a screen unreached only
    /// because a link to it is mistyped is an echo of `link-target-exists`, not a finding of
    /// its own.
    var reachableScreens: Set<ScreenReference> {
        reached(from: startingScreens + unresolvedLinks.compactMap(\.meant))
    }

    /// The screens a mistyped link was meant for, and those only they lead to: their problems
    /// are echoes of `link-target-exists`.
    var behindBrokenLinks: Set<ScreenReference> {
        reached(from: unresolvedLinks.compactMap(\.meant)).subtracting(reached(from: startingScreens))
    }

    /// Where navigation starts: the roots, and the screens the app raises itself.
    private var startingScreens: [ScreenReference] {
        roots + screenReferences.filter { screen($0).raised != nil }
    }

    /// `starts` and every screen some chain of links leads to from them.
    func reached(from starts: [ScreenReference]) -> Set<ScreenReference> {
        var reached = Set(starts)
        var queue = starts
        while let screen = queue.popLast() {
            for edge in edges(from: screen) {
                if case .screen(let next) = edge.destination, reached.insert(next).inserted { queue.append(next) }
            }
        }
        return reached
    }

    /// Whether something on `screen` — a button, a row, a button of its alert or action sheet —
    /// closes it (`→ dismiss`).
    func closes(_ screen: ScreenReference) -> Bool {
        edges(from: screen).contains { $0.destination == .dismiss }
    }

    /// Screens shown inside a modal: the modal screens and those pushed from them.
    var screensInModals: Set<ScreenReference> {
        pushed(from: Array(modalScreens.keys))
    }

    /// `starts` and the screens pushed from them, one after the other: their navigation stacks.
    func pushed(from starts: [ScreenReference]) -> Set<ScreenReference> {
        var inside = Set(starts)
        var queue = starts
        while let screen = queue.popLast() {
            for edge in edges(from: screen) where edge.presentation == .push && !edge.isTabSwitch {
                if case .screen(let next) = edge.destination, inside.insert(next).inserted { queue.append(next) }
            }
        }
        return inside
    }

    /// The screens of `screen`'s navigation stack: it and those pushed from it.
    func pushed(from screen: ScreenReference) -> Set<ScreenReference> { pushed(from: [screen]) }
}
