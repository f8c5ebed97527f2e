/// Where things go: the tab bar at the bottom, a page control below its view, and the progress
/// view's style for where it stands (002:L42, L712, L744–L745; 003:L113, L388–L389).

/// `tab-bar-bottom`
struct TabBarBottom: Rule {
    static let description = RuleDescription(
        id: "tab-bar-bottom", severity: .error,
        summary: "the tab bar is the last region of its screen",
        rationale: "The tab bar sits at the bottom edge of the screen (002:L42, L208; 003:L113). Regions are drawn in the "
            + "order written, so `## Tab bar` comes after every other region of the screen that declares it; "
            + "alerts, action sheets and activity views float over the screen and may follow it.",
        sources: ["002:L42", "003:L113", "002:L72", "002:L208"],
        triggering: [
            """
            # Favorites
            ## ↓Tab bar
            - tab: «»Favorites {system: favorites, selected} → [Favorites](#favorites)
            - tab: «»Recents {system: recents} → [Recents](#recents)
            ## Table (plain)
            - cell: «»Anna Haro
            # Recents
            """
        ],
        nonTriggering: [
            """
            # Favorites
            ## Table (plain)
            - cell: «»Anna Haro
            ## Tab bar
            - tab: «»Favorites {system: favorites, selected} → [Favorites](#favorites)
            - tab: «»Recents {system: recents} → [Recents](#recents)
            ## Alert: «»No Service {raised}
            - button: Cancel {role: cancel}
            - button: «»Settings
            # Recents
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, _) in context.regions(.tabBar) {
            BarRules.reportRegionBelow(.tabBar, in: screen, &context)
        }
    }
}

/// `page-control-at-bottom`
struct PageControlAtBottom: Rule {
    static let description = RuleDescription(
        id: "page-control-at-bottom", severity: .warning,
        summary: "a page control stands below the view it pages",
        rationale: "A page control is best at the bottom edge of the screen, below the view it belongs to, which "
            + "leaves the top of the screen to the view itself (002:L712); the iOS 7 text centres it between the "
            + "bottom of the view and the bottom of the screen (003:L369). It is reported when an element of its "
            + "region other than an info button, which shares the bottom row (as in Weather), follows it.",
        sources: ["002:L712", "003:L369"],
        triggering: [
            """
            # Weather
            ## Content
            - ↓page-control = 1 {pages: 3}
            - label: «»Cupertino
            - label: 23°
            """
        ],
        nonTriggering: [
            """
            # Weather
            ## Content
            - label: «»Cupertino
            - label: 23°
            - page-control = 1 {pages: 3}
            - info-button {style: light}
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for region in context.project.screen(screen).regions where region.kind == .content {
                guard let index = region.elements.firstIndex(where: { $0.kind == .pageControl }),
                    region.elements[(index + 1)...].contains(where: { $0.kind != .space && $0.kind != .infoButton })
                else { continue }
                context.report(
                    "this page control has elements below it; it belongs below the view it pages",
                    at: region.elements[index].kindRange, in: screen,
                    notes: [.help("move the page control to the end of the region")])
            }
        }
    }
}

/// `progress-style-for-place`
struct ProgressStyleForPlace: Rule {
    static let description = RuleDescription(
        id: "progress-style-for-place", severity: .warning,
        summary: "a progress view in a toolbar uses the bar style; elsewhere, the default style",
        rationale: "The default progress style is for the app's main content area; the bar style is thinner and "
            + "suits a toolbar, as Mail shows while it downloads or sends (002:L744–L745, 003:L388–L389).",
        sources: ["002:L744", "002:L745", "003:L388", "003:L389"],
        triggering: [
            """
            # Inbox
            ## Content
            - progress: «»Downloading = 0.5 {↓style: bar}
            ## Toolbar
            - ↓progress: «»Sending = 0.2
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Content
            - progress: «»Downloading = 0.5
            ## Toolbar
            - progress: «»Sending = 0.2 {style: bar}
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .progress {
                let progress = placed.element
                let isBar = progress.choice("style", as: ProgressStyle.self) == .bar
                if placed.regionKind == .toolbar, !isBar {
                    context.report(
                        "a progress view in a toolbar takes the thinner bar style", at: progress.kindRange, in: screen,
                        notes: [.help("write `{style: bar}`")])
                } else if placed.regionKind != .toolbar, isBar, let style = progress.attribute("style") {
                    context.report(
                        "the bar style is for a progress view in a toolbar; in the content, use the default style",
                        at: style.range, in: screen, notes: [.help("remove `style: bar`")])
                }
            }
        }
    }
}
