/// Cycles of push and modal links: following them grows the navigation stack (or the pile of
/// modal screens) without end, which no real app does: the way back is `→ back` or `→ dismiss`.
enum NavigationCycles {
    /// One warning per link that closes a cycle, found by an iterative depth-first search in
    /// document order (deterministic, no recursion however long the chain).
    static func find(in project: Project) -> [Diagnostic] {
        var outgoing: [ScreenReference: [NavigationEdge]] = [:]
        for edge in project.edges where edge.presentation == .push || edge.presentation == .modal || edge.presentation == .flip {
            if case .screen = edge.destination, edge.sourceKind != .tab {
                outgoing[edge.source.screen, default: []].append(edge)
            }
        }
        enum Mark { case onPath, done }
        var marks: [ScreenReference: Mark] = [:]
        var diagnostics: [Diagnostic] = []
        for start in project.screenReferences where marks[start] == nil {
            // Stack of (screen, index of the next outgoing edge to follow).
            var stack: [(screen: ScreenReference, next: Int)] = [(start, 0)]
            marks[start] = .onPath
            while let top = stack.last {
                let edges = outgoing[top.screen] ?? []
                guard top.next < edges.count else {
                    marks[top.screen] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = edges[top.next]
                guard case .screen(let next) = edge.destination else { continue }
                switch marks[next] {
                case nil:
                    marks[next] = .onPath
                    stack.append((next, 0))
                case .onPath:
                    let loop = stack.drop(while: { $0.screen != next }).map { project.screen($0.screen).title.value }
                    diagnostics.append(
                        Diagnostic(
                            id: "navigation-cycle", severity: .warning,
                            message: "this link leads back to `\(project.screen(next).title.value)`, which is already on the way here: "
                                + (loop + [project.screen(next).title.value]).joined(separator: " → "),
                            path: project.documents[edge.source.screen.document].path, range: edge.range,
                            notes: [.help("to return, use `→ back` (after a push) or `→ dismiss` (in a modal screen)")]))
                case .done:
                    break
                }
            }
        }
        return diagnostics
    }
}
