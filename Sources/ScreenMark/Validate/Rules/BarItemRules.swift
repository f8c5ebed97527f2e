/// How bar buttons look: bordered in a navigation bar (2010), icons in a crowded toolbar (iOS 7)
/// (002:L152, L901; 003:L100).

/// `nav-bar-buttons-bordered`
struct NavBarButtonsBordered: Rule {
    static let description = RuleDescription(
        id: "nav-bar-buttons-bordered", severity: .error, profiles: [.iphone2010],
        summary: "a navigation bar's buttons are bordered, never plain",
        rationale: "Every control in a navigation bar uses the bordered style (002:L152); the plain style is for "
            + "toolbars only, and a plain button in a navigation bar is turned into a bordered one (002:L901). "
            + "(iOS 7 has no bordered buttons, so the rule is the 2010 text's.)",
        sources: ["002:L152", "002:L901"],
        triggering: [
            """
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            - button: «»Refresh {↓style: plain}
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            - button: «»Refresh {style: bordered}
            ## Toolbar
            - button: «»Compose {style: plain}
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, bar) in context.regions(.navigationBar) {
            for button in bar.elements where button.kind == .button && button.choice("style", as: ButtonStyle.self) == .plain {
                guard let style = button.attribute("style") else { continue }
                context.report(
                    "a navigation bar's buttons are bordered; the plain style is for toolbars", at: style.range, in: screen,
                    notes: [.help("remove `style: plain` (a bar button is bordered by default), or move the button to a toolbar")])
            }
        }
    }
}

/// `toolbar-icons-when-crowded`
struct ToolbarIconsWhenCrowded: Rule {
    static let description = RuleDescription(
        id: "toolbar-icons-when-crowded", severity: .note, profiles: [.ios7],
        summary: "a toolbar of more than three items shows icons, not titles",
        rationale: "With more than three items in a toolbar, use icons: text buttons take more room than icons "
            + "and crowd together (003:L100). Items are the toolbar's elements other than spaces; a button with "
            + "a title and neither a system item nor an icon is reported, once for the toolbar; a button the app "
            + "draws itself (`style: custom`, a filled Buy button) is not a bar button's title.",
        sources: ["003:L100"],
        triggering: [
            """
            # Message
            ## Toolbar
            - button {system: reply}
            - button {system: trash}
            - ↓button: «»Move
            - button {system: compose}
            """
        ],
        nonTriggering: [
            """
            # Message
            ## Toolbar
            - button {system: reply}
            - button {system: trash}
            - button: «»Move {icon: folder}
            - button {system: compose}
            # Draft
            ## Toolbar
            - button: «»Save
            - space {flexible}
            - button: «»Send
            """,
            """
            # Item
            ## Toolbar
            - button: «»Chat {icon: chat}
            - button: «»Favourite {icon: star}
            - space {flexible}
            - button: «»Add to Cart {style: custom}
            - button: «»Buy Now {style: custom}
            """,
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, toolbar) in context.regions(.toolbar) {
            let items = toolbar.elements.filter { $0.kind != .space }
            guard items.count > 3 else { continue }
            // One crowded toolbar is one problem: one finding at its first titled button.
            let titled = items.filter(BarCatalogueRules.isTitledButton)
            context.report(
                "this toolbar has \(items.count) items, so its buttons show icons rather than titles",
                atEach: titled.map { RuleContext.Place($0.kindRange, in: screen) }, alsoHere: "this button shows a title too",
                notes: [.help("give them system items (`{system: …}`) or icons (`{icon: …}`), or keep three items or fewer")])
        }
    }
}
