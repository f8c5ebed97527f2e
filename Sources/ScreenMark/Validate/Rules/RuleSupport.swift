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

extension Project {
    /// Screens presented modally (`→ modal` or `→ flip`), with an edge that presents each.
    var modalScreens: [ScreenReference: NavigationEdge] {
        var result: [ScreenReference: NavigationEdge] = [:]
        for edge in edges where edge.presentation == .modal || edge.presentation == .flip {
            if case .screen(let destination) = edge.destination, result[destination] == nil { result[destination] = edge }
        }
        return result
    }

    /// The screens some chain of links leads to from a root or from a screen the app raises
    /// itself (`{raised}`).
    var reachableScreens: Set<ScreenReference> {
        let starts = roots + screenReferences.filter { screen($0).raised != nil }
        var reached = Set(starts)
        var queue = starts
        while let screen = queue.popLast() {
            for edge in edges(from: screen) {
                if case .screen(let next) = edge.destination, reached.insert(next).inserted { queue.append(next) }
            }
        }
        return reached
    }

    /// Screens shown inside a modal: the modal screens and those pushed from them.
    var screensInModals: Set<ScreenReference> {
        var inside = Set(modalScreens.keys)
        var queue = Array(inside)
        while let screen = queue.popLast() {
            for edge in edges(from: screen) where edge.presentation == .push && !edge.isTabSwitch {
                if case .screen(let next) = edge.destination, inside.insert(next).inserted { queue.append(next) }
            }
        }
        return inside
    }
}
