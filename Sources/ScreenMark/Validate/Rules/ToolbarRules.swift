/// The toolbar rules of ``BarRules``: where the toolbar sits, what it holds, and how it looks.

/// `toolbar-bottom`
struct ToolbarBottom: Rule {
    static let description = RuleDescription(
        id: "toolbar-bottom", severity: .error,
        summary: "a toolbar is the last region of the screen",
        rationale: "On iPhone the toolbar is always at the bottom edge of the screen (002:L43, L173; 003:L95). Regions "
            + "are drawn in the order written, so `## Toolbar` comes after every other region; alerts, action "
            + "sheets and activity views float over the screen and may follow it. A tab bar below a toolbar is "
            + "left to `toolbar-or-tab-bar`.",
        sources: ["002:L43", "003:L95", "002:L72", "002:L51", "002:L173"],
        triggering: [
            """
            # Inbox
            ## ↓Toolbar
            - button: «»Compose {system: compose}
            ## Table (plain)
            - cell: «»Anna Haro
            """
        ],
        nonTriggering: [
            """
            # Message
            ## Content
            - label: «»Lunch on Friday?
            ## Toolbar
            - button {system: trash} → sheet [Delete](#delete)
            ## Action sheet {#delete}
            - button: «»Delete Message {role: destructive}
            - button: Cancel {role: cancel}
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            BarRules.reportRegionBelow(.toolbar, allowedBelow: [.tabBar], in: screen, &context)
        }
    }
}

/// `toolbar-max-items`
struct ToolbarMaxItems: Rule {
    static let description = RuleDescription(
        id: "toolbar-max-items", severity: .warning,
        summary: "a toolbar holds at most 5 items (spaces not counted)",
        rationale: "Toolbar items are spread evenly over the bar's width, and each needs a 44 × 44 pt hit area, "
            + "so five items or fewer is reasonable (002:L183). Every element but `space` counts.",
        sources: ["002:L183"],
        options: [RuleOption("max", default: 5, "items in a toolbar, spaces not counted")],
        triggering: [
            """
            # Message
            ## Toolbar
            - button: «»Archive
            - space {flexible}
            - button {system: trash}
            - button {system: reply}
            - button {system: compose}
            - button {system: organize}
            - ↓button: «»Refresh {system: refresh}
            """
        ],
        nonTriggering: [
            """
            # Message
            ## Toolbar
            - button: «»Archive
            - space {flexible}
            - button {system: trash}
            - space {flexible}
            - button {system: reply}
            - space {flexible}
            - button {system: compose}
            - space {width: 10}
            - button {system: organize}
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        let limit = max(0, Int(context.option("max")))
        for screen in context.screens {
            guard let bar = project.screen(screen).region(.toolbar) else { continue }
            let items = bar.elements.filter { $0.kind != .space }
            guard items.count > limit else { continue }
            context.report(
                "the toolbar holds \(items.count) items, but at most \(limit) fit with room to tap each; this is item \(limit + 1)",
                at: items[limit].anchor, in: screen,
                notes: [.help("keep the actions used most in this context; offer the others from an action sheet opened by one button")])
        }
    }
}

/// `toolbar-or-tab-bar`
struct ToolbarOrTabBar: Rule {
    static let description = RuleDescription(
        id: "toolbar-or-tab-bar", severity: .warning,
        summary: "a screen does not show a toolbar and a tab bar together",
        rationale: "A toolbar appears where the tab bar would be (002:L45): both sit at the bottom edge, so a screen "
            + "shows one or the other. A screen shows the tab bar when it declares it, when a tab opens it, or when "
            + "it is pushed from such a screen; a screen presented modally covers the tab bar and may have a toolbar.",
        sources: ["002:L45"],
        triggering: [
            """
            # Favorites
            ## Content
            - button: «»Details → [Details](#details)
            ## ↓Toolbar
            - button: «»Call
            ## Tab bar
            - tab: «»Favorites {system: favorites} → [Favorites](#favorites)
            - tab: Recents {system: recents} → [Recents](#recents)
            # Recents
            # Details
            ## ↓Toolbar
            - button: «»Share {system: action}
            """
        ],
        nonTriggering: [
            """
            # Favorites
            ## Content
            - button: «»Add → modal [New Contact](#new-contact)
            ## Tab bar
            - tab: «»Favorites {system: favorites} → [Favorites](#favorites)
            - tab: Recents {system: recents} → [Recents](#recents)
            # Recents
            # New Contact
            ## Navigation bar
            - button: Cancel {role: cancel} → dismiss
            - title: New Contact
            ## Toolbar
            - button: «»Share {system: action}
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for screen in context.screens {
            guard let toolbar = project.screen(screen).region(.toolbar), let shown = project.tabBarShown[screen] else { continue }
            let bar = project.tabBars[shown.tabBar]
            let tabBarRegion = project.screen(bar.owner).regions[bar.region]
            context.report(
                "this screen shows the tab bar, so it has no toolbar: both sit at the bottom of the screen",
                at: toolbar.kindRange, in: screen,
                notes: [
                    context.note("the tab bar is declared here", at: tabBarRegion.kindRange, in: bar.owner),
                    .help("put the actions in the navigation bar or the content, or present this screen modally, which covers the tab bar"),
                ])
        }
    }
}

/// `toolbar-no-mixed-styles`
struct ToolbarNoMixedStyles: Rule {
    static let description = RuleDescription(
        id: "toolbar-no-mixed-styles", severity: .error, profiles: [.iphone2010],
        summary: "toolbar buttons are all bordered or all plain",
        rationale: "A toolbar's buttons may be bordered or plain, but one toolbar never mixes the two (002:L189). "
            + "A button is plain unless it says `{style: bordered}` or `{style: done}`; the Edit, Cancel, Save "
            + "and Done system items are always bordered (002:L1003). Other styles are not bar styles and are "
            + "left to the control rules.",
        sources: ["002:L189"],
        triggering: [
            """
            # Notes
            ## Toolbar
            - button: «»Share {style: bordered}
            - space {flexible}
            - ↓button {system: trash}
            """,
            """
            # Notes
            ## Toolbar
            - button: «»Edit {system: edit}
            - button: «»Delete {↓style: plain}
            - button: «»Move {style: bordered}
            """,
        ],
        nonTriggering: [
            """
            # Notes
            ## Toolbar
            - button {system: action}
            - space {flexible}
            - button: «»Next {style: plain}
            - button {system: trash}
            """,
            """
            # Notes
            ## Toolbar
            - button: «»Edit {system: edit}
            - space {flexible}
            - button: Done {style: done}
            """,
        ])

    /// The system items drawn bordered whatever the style (002:L1003).
    static let borderedItems: Set<BarButtonSystemItem> = [.edit, .cancel, .save, .done]

    /// Whether a toolbar button is bordered; `nil` when its style is not a bar style.
    static func isBordered(_ button: Element) -> Bool? {
        // Edit, Cancel, Save and Done are drawn bordered whatever the spec says (002:L1003); writing
        // them `plain` is `edit-items-bordered`'s finding, and they count as bordered here.
        if let item = button.choice("system", as: BarButtonSystemItem.self), borderedItems.contains(item) { return true }
        if button.attribute("style") != nil {
            switch button.choice("style", as: ButtonStyle.self) {
            case .plain?: return false
            case .bordered?, .done?: return true
            case .system?, .roundedRect?, .custom?, nil: return nil
            }
        }
        return false
    }

    func check(_ context: inout RuleContext) {
        let project = context.project
        for screen in context.screens {
            guard let bar = project.screen(screen).region(.toolbar) else { continue }
            let buttons = bar.elements.filter { $0.kind == .button }.compactMap { button in
                Self.isBordered(button).map { (button, $0) }
            }
            guard let (first, firstBordered) = buttons.first,
                let (other, _) = buttons.first(where: { $0.1 != firstBordered })
            else { continue }
            let (style, otherStyle) = firstBordered ? ("bordered", "plain") : ("plain", "bordered")
            context.report(
                "this toolbar mixes bordered and plain buttons: \(BarRules.named(other)) is \(otherStyle), \(BarRules.named(first)) is \(style)",
                at: other.attribute("style")?.range ?? other.anchor, in: screen,
                notes: [
                    context.note("\(style) here", at: first.attribute("style")?.range ?? first.anchor, in: screen),
                    .help("give all the toolbar's buttons one style: `{style: bordered}`, or plain (the default)"),
                ])
        }
    }
}
