/// `overlay-shown`: an alert, action sheet or activity view is shown by a button of its screen,
/// or the spec says the app shows it itself (`{raised}`).
struct OverlayShown: Rule {
    static let description = RuleDescription(
        id: "overlay-shown", severity: .warning,
        summary: "every alert and action sheet is shown by a button, or marked `{raised}`",
        rationale: "An overlay no button leads to is shown by nothing in the spec: either a link is missing "
            + "(`→ alert [Cannot Send](#failed)`), or the app raises it itself — after a failed send, when a "
            + "session expires — which `{raised}` on its heading says. A raised overlay gets a case of the "
            + "screen's generated `Destination`, so the app's code can show it.",
        sources: ["structural"],
        triggering: [
            """
            # «»Inbox
            ## Content
            - button: «»Send
            ## ↓Alert: Cannot Send
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Content
            - button: «»Send
            ## Alert: Cannot Send {raised}
            - button: Cancel {role: cancel}
            - button: Retry
            ## Action sheet {#reply}
            - button: «»Forward
            - button: Cancel {role: cancel}
            ## Toolbar
            - button {system: reply} → sheet [Reply](#reply)
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for kind in [RegionKind.alert, .actionSheet, .activityView] {
            for (screen, index, region) in context.regions(kind) where region.attribute("raised") == nil {
                let shown = project.edges(from: screen).contains { edge in
                    if case .overlay(let target) = edge.destination { return target == index }
                    return false
                }
                guard !shown else { continue }
                let id = region.id?.value ?? region.kind.rawValue
                let presentation = kind == .alert ? "alert" : "sheet"
                context.report(
                    "no button shows this \(region.kind.displayName)", at: region.kindRange, in: screen,
                    notes: [
                        .help("link a button to it, `→ \(presentation) [\(region.title?.value ?? id)](#\(id))`, or write `{raised}` on its heading if the app shows it itself")
                    ])
            }
        }
    }
}
