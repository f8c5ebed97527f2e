/// `navigation-cycle`: a rule, not a resolver check, so it is configured and suppressed like
/// every other finding about the navigation graph.
struct NavigationCycle: Rule {
    static let description = RuleDescription(
        id: "navigation-cycle", severity: .warning,
        level: .preview(because: "Real apps return to a screen already open — WeChat's Send Message on the contact of the open chat goes back to that chat — which a link cannot yet say, so a loop in the spec is not always a loop in the app."),
        summary: "no chain of push or modal links leads back to a screen already on the way",
        rationale: "Following such a chain grows the navigation stack (or the pile of modal screens) without end, "
            + "which no real app does: the way back is `→ back` after a push, or `→ dismiss` in a modal screen. A row "
            + "marked `{sample: …}` is one of many items and opens the screen of another one (a follower's "
            + "profile from a profile, a related video from a video): browsing, not a loop.",
        sources: ["structural"],
        triggering: [
            """
            # Inbox
            ## Content
            - button: «»Open → [Message](#message)
            # Message
            ## Content
            - button: «»Inbox ↓→ [Inbox](#inbox)
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Content
            - button: «»Open → [Message](#message)
            # Message
            ## Navigation bar
            - back: «»Inbox
            """
        ])

    /// One finding per link that closes a cycle, found by an iterative depth-first search in
    /// document order (deterministic, no recursion however long the chain). The message names
    /// the screen and the length of the loop, not the whole path: with a path per finding, a
    /// chain of N screens each linking back to the first would print N² names.
    func check(_ context: inout RuleContext) {
        let project = context.project
        var outgoing: [ScreenReference: [NavigationEdge]] = [:]
        // A row marked `{sample: …}` is one of many items: it opens the screen for another item (a
        // follower's profile from a profile), which is browsing, not a way back.
        for edge in project.edges where !edge.isTabSwitch && project.element(edge.source).attribute("sample") == nil {
            switch edge.presentation {
            case .push, .modal, .flip:
                if case .screen = edge.destination { outgoing[edge.source.screen, default: []].append(edge) }
            // A section switch starts a stack of its own: going round never grows one.
            case .root, .back, .dismiss, .alert, .sheet:
                break
            }
        }
        enum Mark { case onPath(depth: Int), done }
        var marks: [ScreenReference: Mark] = [:]
        for start in project.screenReferences where marks[start] == nil {
            // Stack of (screen, index of the next outgoing edge to follow).
            var stack: [(screen: ScreenReference, next: Int)] = [(start, 0)]
            marks[start] = .onPath(depth: 0)
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
                    marks[next] = .onPath(depth: stack.count)
                    stack.append((next, 0))
                case .onPath(let depth) where context.applies(to: edge.source.screen.document):
                    let title = project.screen(next).title.value
                    let length = stack.count - depth
                    context.report(
                        "this link leads back to `\(title)`, which is already on the way here "
                            + "(a loop of \(length) screen\(length == 1 ? "" : "s"))",
                        at: edge.range, in: edge.source.screen,
                        notes: [.help("to return, use `→ back` (after a push) or `→ dismiss` (in a modal screen)")])
                case .onPath, .done:
                    break
                }
            }
        }
    }
}
