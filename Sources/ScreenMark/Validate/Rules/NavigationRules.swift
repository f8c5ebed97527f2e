/// The navigation graph: links, reachability, modal screens (in `ModalExitRules.swift`), back buttons
/// (in `BackButtonRules.swift`), shared tab bars.
enum NavigationRules {
    static let all: [any Rule] = [
        LinkTargetExists(), ScreenUnreachable(), ModalHasExit(), ModalCancelAndDone(), BackButtonOnPushed(),
        BackTitleIsParentTitle(), TabBarSameEverywhere(), TabBarReachable(), NavigationCycle(), OverlayShown(),
    ]
}

/// `link-target-exists`
struct LinkTargetExists: Rule {
    static let description = RuleDescription(
        id: "link-target-exists", severity: .error,
        summary: "every `→` link resolves to a screen, alert or action sheet",
        rationale: "A link to nothing is a button that does nothing: the spec promises a screen the app will not have.",
        sources: ["structural"],
        triggering: [
            """
            # «»Inbox
            ## Content
            - button: «»Open → [Message](↓#mesage)
            - button: «»Delete → sheet [Delete](↓#delete)
            # Message
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Content
            - button: «»Open → [Message](#message)
            - button: «»Delete → sheet [Delete](#delete)
            ## Action sheet {#delete}
            - button: Delete {role: destructive}
            - button: Cancel {role: cancel}
            # Message
            """
        ])

    func check(_ context: inout RuleContext) {
        for link in context.project.unresolvedLinks where context.applies(to: link.document) {
            context.report(link.message, at: link.range, inDocument: link.document, notes: link.notes)
        }
    }
}

/// `screen-unreachable`
struct ScreenUnreachable: Rule {
    static let description = RuleDescription(
        id: "screen-unreachable", severity: .warning,
        summary: "every screen is reachable from a root (a tab, or the first screen of the app)",
        rationale: "A screen no link leads to is never shown: either a link is missing or the screen is left over "
            + "(a screen the app shows by itself says so: `# Level Cleared {raised}`). "
            + "The screens linked only from it are shown as notes under its finding: one missing link, one finding. "
            + "A screen that a mistyped link was meant for (the one its `did you mean` names) counts as reached: "
            + "the link's error is the finding.",
        sources: ["structural"],
        triggering: [
            """
            # «»Inbox
            ## Content
            - label: «»No links
            # ↓Drafts
            ## Content
            - button: «»Edit → [Draft](#draft)
            # Draft
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Content
            - button: «»Drafts → [Drafts](#drafts)
            # Drafts
            """,
            """
            # Levels
            ## Content
            - button: «»Level 1 {action: start level}
            # Level Cleared {raised}
            ## Content
            - button: «»Next → [Levels](#levels)
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        let reached = project.reachableScreens
        // A screen linked only from unreachable ones is an echo of their problem: one finding at
        // each screen nothing reaches (the cause), the screens shown only through it as notes.
        let unreached = context.screens.filter { !reached.contains($0) }
        let linkedFromUnreached = Set(unreached.flatMap { screen in
            project.edges(from: screen).compactMap { edge -> ScreenReference? in
                if case .screen(let next) = edge.destination, next != screen { return next }
                return nil
            }
        })
        var assigned = Set<ScreenReference>()
        // Heads first (nothing unreached links to them), then whatever a cycle left over.
        for screen in unreached.filter({ !linkedFromUnreached.contains($0) }) + unreached where !assigned.contains(screen) {
            assigned.insert(screen)
            var echoes: [ScreenReference] = []
            var queue = [screen]
            while let next = queue.popLast() {
                for edge in project.edges(from: next) {
                    if case .screen(let after) = edge.destination, !reached.contains(after), assigned.insert(after).inserted {
                        echoes.append(after)
                        queue.append(after)
                    }
                }
            }
            let title = project.screen(screen).title
            let others = echoes.sorted().map { context.note("`\(project.screen($0).title.value)` is shown only from it", at: project.screen($0).title.range, in: $0) }
            context.report(
                "no link leads to `\(title.value)`, so it is never shown", at: title.range, in: screen,
                notes: others + [.help("link to it with `→ [\(title.value)](#\(project.screen(screen).id.value))`, or remove it")])
        }
    }
}

/// `tab-bar-same-everywhere`
struct TabBarSameEverywhere: Rule {
    static let description = RuleDescription(
        id: "tab-bar-same-everywhere", severity: .error,
        summary: "every screen that shows the tab bar shows the same tabs, in the same order",
        rationale: "The tab bar is the app's top-level structure; it stays the same on every screen so the user "
            + "always knows where the modes are (003:L121). Declare it once: its tabs' screens share it.",
        sources: ["003:L121"],
        triggering: [
            """
            # World Clock
            ## Tab bar
            - tab: «»World Clock {icon: globe} → [World Clock](#world-clock)
            - tab: «»Alarm {icon: alarm} → [Alarm](#alarm)
            # Alarm
            ## ↓Tab bar
            - tab: «»Alarm {icon: alarm} → [Alarm](#alarm)
            - tab: «»World Clock {icon: globe} → [World Clock](#world-clock)
            """
        ],
        nonTriggering: [
            """
            # World Clock
            ## Tab bar
            - tab: «»World Clock {icon: globe} → [World Clock](#world-clock)
            - tab: «»Alarm {icon: alarm} → [Alarm](#alarm)
            # Alarm
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (index, bar) in project.tabBars.enumerated() where context.applies(to: bar.owner.document) {
            // The bar the owner shows (a tab bar declared earlier wins) must be this one, tab for tab.
            let screens = [bar.owner] + bar.roots.compactMap { $0 }
            guard let other = screens.compactMap({ project.tabBarShown[$0]?.tabBar }).first(where: { $0 != index }),
                tabs(of: project.tabBars[other], in: project) != tabs(of: bar, in: project)
            else { continue }
            let region = project.screen(bar.owner).regions[bar.region]
            let first = project.tabBars[other]
            context.report(
                "this tab bar's tabs differ from the app's tab bar", at: region.kindRange, in: bar.owner,
                notes: [
                    context.note("the app's tab bar is declared here", at: project.screen(first.owner).regions[first.region].kindRange, in: first.owner),
                    .help("declare the tab bar once; the screens its tabs open share it"),
                ])
        }
    }

    /// Each tab's title (or system item) and destination, in order.
    private func tabs(of bar: TabBar, in project: Project) -> [String] {
        let region = project.screen(bar.owner).regions[bar.region]
        return zip(region.elements, bar.roots).map { tab, root in
            "\(tab.visibleTitle ?? "")→\(root.map(project.displayName) ?? "?")"
        }
    }
}

/// `tab-bar-reachable`
struct TabBarReachable: Rule {
    static let description = RuleDescription(
        id: "tab-bar-reachable", severity: .warning,
        summary: "in a tab app, every non-modal screen shows the tab bar",
        rationale: "In a tab bar app the tab bar stays visible as the user moves through a mode's screens "
            + "(002:L212, 003:L113); only a modal task covers it. A screen pushed to show content on the whole "
            + "screen (a player, a photo viewer) may cover it too, and says so: `# Now Playing {hides-tab-bar}`; "
            + "the screens pushed from it then cover it as well. A screen the app raises itself (`{raised}`) is "
            + "shown over the app, with the screens pushed from it, and one a mistyped link was meant for is that "
            + "link's error: none of them is reported.",
        sources: ["002:L212", "003:L113"],
        triggering: [
            """
            # Favorites
            ## Tab bar
            - tab: «»Favorites {system: favorites} → [Favorites](#favorites)
            - tab: «»Recents {system: recents} → [Recents](#recents)
            # Recents
            # ↓Call Log
            ## Content
            - button: «»Back to Favorites → [Favorites](#favorites)
            """
        ],
        nonTriggering: [
            """
            # Favorites
            ## Tab bar
            - tab: «»Favorites {system: favorites} → [Favorites](#favorites)
            - tab: «»Recents {system: recents} → [Recents](#recents)
            ## Content
            - button: «»Details → [Details](#details)
            - button: «»Add → modal [Add](#add)
            # Recents
            # Details
            ## Navigation bar
            - back: Favorites
            - title: Details
            # Add
            ## Navigation bar
            - button: Cancel {role: cancel} → dismiss
            - title: Add
            - button: Done {style: done} → dismiss
            """,
            """
            # Libraries {raised}
            ## Table (grouped)
            - cell: «»Add Library {accessory: disclosure} → [Add Library](#add-library)
            # Add Library
            ## Navigation bar
            - back
            - title: «»Add Library
            # Music
            ## Tab bar
            - tab: «»Music {icon: music} → [Music](#music)
            - tab: «»Videos {icon: videos} → [Videos](#videos)
            # Videos
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        // A flow's own tab bar (not at the top level) is shown by its flow alone.
        let appsWithTabs = Set(project.tabBars.filter(\.isTopLevel).map { project.appKey(of: $0.owner.document) })
        let inModals = project.screensInModals
        // A screen a mistyped link was meant for, or one only it leads to, is that link's
        // problem (`link-target-exists`).
        let meant = project.behindBrokenLinks
        // A screen the app raises itself (`{raised}`) is shown over the app, not on a tab's stack,
        // and so are the screens pushed from it (Remote's Libraries, then Add Library).
        let raised = project.pushed(from: project.screenReferences.filter { project.screen($0).raised != nil })
        for screen in context.screens
        where appsWithTabs.contains(project.appKey(of: screen.document)) && project.tabBarShown[screen] == nil
            && project.tabBarHidden[screen] == nil && !inModals.contains(screen) && !raised.contains(screen)
            && !meant.contains(screen)
        {
            let title = project.screen(screen).title
            context.report(
                "`\(title.value)` is not presented modally, so it should show the tab bar", at: title.range, in: screen,
                notes: [.help("reach it from a tab's screen with a push link, or present it with `→ modal`")])
        }
    }
}
