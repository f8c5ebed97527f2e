/// The bar rules of rules-core.md: the status bar, the navigation bar, the toolbar, the tab bar,
/// and the search and scope bars. The rules are split by bar over `NavigationBarRules.swift`,
/// `ToolbarRules.swift`, `TabBarRules.swift` and `SearchBarRules.swift`; this list is the one the
/// catalogue reads.
enum BarRules {
    static let all: [any Rule] = [
        StatusBarTop(), NavBarBelowStatusBar(), NavBarMaxItems(), NavBarBackLeft(), NavBarLeftButtonWithoutBack(),
        NavBarSegmentedAlone(), NavBarFits(), ToolbarBottom(), ToolbarMaxItems(), ToolbarOrTabBar(),
        ToolbarNoMixedStyles(), TabBarMaxItems(), TabBarIconAndTitle(), TabBarOneSelected(), TabBarNoActions(),
        TabBarBadgeFormat(), ScopeBarNeedsSearchBar(), SearchUsesSearchBar(),
    ]
}

/// What the bar rules ask of the AST (namespaced here so that the other rule families' helpers
/// cannot clash with them).
extension BarRules {
    /// The regions drawn one below the other, top to bottom: every region but the overlays
    /// (alerts, action sheets, activity views float over the screen wherever they are written).
    static func stacked(_ screen: Screen) -> [Region] {
        screen.regions.filter { !$0.kind.isOverlay }
    }

    /// Reports a bottom bar of `kind` (`toolbar`, `tab bar`) that has a region other than those
    /// in `allowedBelow` written below it: regions are drawn in the order written.
    static func reportRegionBelow(
        _ kind: RegionKind, allowedBelow: Set<RegionKind> = [], in screen: ScreenReference, _ context: inout RuleContext
    ) {
        let regions = stacked(context.project.screen(screen))
        guard let index = regions.firstIndex(where: { $0.kind == kind }),
            let below = regions[(index + 1)...].first(where: { !allowedBelow.contains($0.kind) })
        else { return }
        context.report(
            "the \(kind.rawValue) goes at the bottom of the screen, but \(below.kind.withArticle) is written below it",
            at: regions[index].kindRange, in: screen,
            notes: [
                context.note("written below the \(kind.rawValue)", at: below.kindRange, in: screen),
                .help("move `## \(kind.rawValue.capitalisingFirstLetter)` after the screen's other regions (alerts and action sheets may follow it)"),
            ])
    }

    /// How a message names an element: `` `Edit` ``, "the `trash` button", "the unlabelled `button`".
    static func named(_ element: Element) -> String {
        if let label = element.label?.value, !label.isEmpty { return "`\(label)`" }
        if case .choice(let system)? = element.attribute("system")?.value {
            return "the `\(system)` \(element.kind.rawValue)"
        }
        return "the unlabelled `\(element.kind.rawValue)`"
    }
}

/// `status-bar-top`
struct StatusBarTop: Rule {
    static let description = RuleDescription(
        id: "status-bar-top", severity: .error,
        summary: "a status bar is the first region; nothing above it",
        rationale: "The status bar is fixed to the top edge of the whole screen, in either orientation "
            + "(003:L63): nothing is drawn above it. Regions are drawn in the order they are written, so "
            + "`## Status bar` comes first among them; alerts, action sheets and activity views float over "
            + "the screen and may be written anywhere.",
        sources: ["003:L63", "002:L72"],
        triggering: [
            """
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            ## ↓Status bar
            ## Table (plain)
            - cell: «»Anna Haro
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Status bar {network-activity}
            ## Navigation bar
            - title: «»Inbox
            ## Table (plain)
            - cell: «»Anna Haro
            """,
            """
            # Photo
            ## Content
            - image: «»Sunset {image: sunset}
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for screen in context.screens {
            let regions = BarRules.stacked(project.screen(screen))
            guard let index = regions.firstIndex(where: { $0.kind == .statusBar }), index > 0 else { continue }
            let above = regions[0]
            context.report(
                "the status bar is the first region of the screen, but \(above.kind.withArticle) is written above it",
                at: regions[index].kindRange, in: screen,
                notes: [
                    context.note("written above the status bar", at: above.kindRange, in: screen),
                    .help("move `## Status bar` up, right below the screen's `#` heading"),
                ])
        }
    }
}
