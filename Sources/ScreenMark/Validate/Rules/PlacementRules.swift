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
            + "bottom of the view and the bottom of the screen (003:L369). It is reported when it is above the "
            + "view it pages: first in its region, or followed by a view (an image, a map, a web view, a collection, "
            + "a text view, a picker or date picker, a row). Buttons, labels and an info button may follow it: the strip along the bottom "
            + "that shares its row or sits under it, as in Weather, Stocks and Flashlight. Right under the view it "
            + "pages it is where it belongs, whatever follows: a profile's photos, then the dots, then the text "
            + "about the person; a banner that pages above a list.",
        sources: ["002:L712", "003:L369"],
        triggering: [
            """
            # Weather
            ## Content
            - ↓page-control = 1 {pages: 3}
            - label: «»Cupertino
            - label: 23°
            """,
            """
            # Photos
            ## Content
            - label: «»Summer
            - ↓page-control = 2 {pages: 12}
            - image: Beach {image: beach}
            """,
        ],
        nonTriggering: [
            """
            # Weather
            ## Content
            - label: «»Cupertino
            - label: 23°
            - page-control = 1 {pages: 3}
            - info-button {style: light}
            """,
            """
            # Stocks
            ## Content
            - image: «»Chart {image: chart}
            - page-control = 1 {pages: 3}
            - button: Yahoo! {icon: yahoo, action: open yahoo finance}
            - label: Market Closed
            - info-button {style: light}
            """,
            """
            # Profile
            ## Content
            - image: «»Photos {image: profile}
            - page-control = 1 {pages: 4}
            - label: Jessica, 24
            - text-view: About = Coffee, dogs and bad puns. {read-only}
            - collection: Shared Friends {items: 3}
            """,
        ])

    /// Whether an element of `kind` is a view a page control could page (and so must sit above
    /// it), rather than an item of the strip along the bottom that may share its row or sit under it.
    static func isPagedView(_ kind: ElementKind) -> Bool {
        switch kind {
        case .image, .map, .webView, .collection, .textView, .picker, .datePicker, .cell: true
        case .title, .prompt, .back, .button, .infoButton, .contactAddButton, .space, .switch, .slider, .segmented,
            .textField, .searchField, .label, .stepper, .pageControl, .progress, .activityIndicator, .tab, .message,
            .refreshControl, .activity:
            false
        }
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for region in context.project.screen(screen).regions where region.kind == .content {
                guard let index = region.elements.firstIndex(where: { $0.kind == .pageControl }) else { continue }
                let below = region.elements[(index + 1)...]
                // Right under a view, it pages that view, whatever follows.
                if index > 0, Self.isPagedView(region.elements[index - 1].kind) { continue }
                // Nothing above it to page, or a view under it: the page control is above what it pages.
                guard (index == 0 && !below.isEmpty) || below.contains(where: { Self.isPagedView($0.kind) }) else { continue }
                context.report(
                    "this page control is above the view it pages; it belongs below it",
                    at: region.elements[index].kindRange, in: screen,
                    notes: [.help("move the page control below the view it pages, at the end of the region or before the bottom row of buttons")])
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
