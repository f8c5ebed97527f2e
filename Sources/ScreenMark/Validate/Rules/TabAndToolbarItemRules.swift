/// Two of `BarConventionRules`: a More tab only for tabs that do not fit, and Edit/Cancel/Save/Done
/// always bordered (002:L1003, L1089; 003:L115).

/// `more-tab-only-for-overflow`
struct MoreTabOnlyForOverflow: Rule {
    static let description = RuleDescription(
        id: "more-tab-only-for-overflow", severity: .error,
        summary: "the More tab appears only when more tabs than fit: four others before it, and at least two behind it",
        rationale: "The More tab shows the tab bar's additional items (002:L1089: \"显示标签项上的更多项\"): with more "
            + "than five tabs, the bar shows four of them and a More tab listing the rest (003:L115: \"如果超过5个,"
            + "则显示前4个标签,并把剩下的标签放到“更多”里面,以列表的形式展现\"; 002:L236). A `system: more` tab in a "
            + "bar of fewer than five tabs hides tabs that have room in the bar, and one behind which the More "
            + "screen lists a single screen (one row with a link or a disclosure indicator, not sample content) puts "
            + "away a tab that would fit in its place; a More screen that holds controls (an app's own settings under "
            + "the More icon, its switches) is a page of its own, which this rule does not judge. A tab of the app's own titled More is not the system's and is left alone.",
        sources: ["002:L1089", "003:L115"],
        triggering: [
            """
            # Featured
            ## Tab bar
            - tab: «»Featured {system: featured} → [Featured](#featured)
            - tab: «»Search {system: search} → [Search](#search)
            - ↓tab {system: more} → [More](#more)
            # Search
            ## Search bar
            - search-field: Search
            # More
            ## Table (plain)
            - cell: «»Updates → [Updates](#updates)
            - cell: Purchased → [Purchased](#purchased)
            # Updates
            # Purchased
            """,
            """
            # Featured
            ## Tab bar
            - tab: «»Featured {system: featured} → [Featured](#featured)
            - tab {system: search} → [Search](#search)
            - tab: Charts {icon: charts} → [Charts](#charts)
            - tab: Genius {icon: genius} → [Genius](#genius)
            - ↓tab {system: more} → [More](#more)
            # Search
            ## Search bar
            - search-field: Search
            # Charts
            # Genius
            # More
            ## Table (plain)
            - cell: «»Updates → [Updates](#updates)
            # Updates
            """,
        ],
        nonTriggering: [
            """
            # Featured
            ## Tab bar
            - tab: «»Featured {system: featured} → [Featured](#featured)
            - tab {system: search} → [Search](#search)
            - tab: Charts {icon: charts} → [Charts](#charts)
            - tab: Genius {icon: genius} → [Genius](#genius)
            - tab {system: more} → [More](#more)
            # Search
            ## Search bar
            - search-field: Search
            # Charts
            # Genius
            # More
            ## Table (plain)
            - cell: «»Updates → [Updates](#updates)
            - cell: Purchased → [Purchased](#purchased)
            # Updates
            # Purchased
            """,
            """
            # Home
            ## Tab bar
            - tab: «»Home {icon: home} → [Home](#home)
            - tab: More {icon: ellipsis} → [Menu](#menu)
            # Menu
            """,
            """
            # Session
            ## Tab bar
            - tab: «»Session {icon: stopwatch} → [Session](#session)
            - tab: History {icon: history} → [History](#history)
            - tab: Statistics {icon: chart} → [Statistics](#statistics)
            - tab: Routes {icon: routes} → [Routes](#routes)
            - tab {system: more} → [More](#more)
            # History
            # Statistics
            # Routes
            # More
            ## Table (plain)
            - cell: «»Goals {accessory: disclosure}
            - cell: Profile {accessory: disclosure}
            - cell: Settings {accessory: disclosure} → [Settings](#settings)
            # Settings
            """,
        ])

    /// The tabs a tab bar shows at once on iPhone (002:L230, 003:L115).
    static let visibleTabs = 5

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (_, bar, region) in BarRules.tabBars(context) {
            let tabs = region.elements
            for (position, tab) in tabs.enumerated() where tab.choice("system", as: TabBarSystemItem.self) == .more {
                if tabs.count < Self.visibleTabs {
                    context.report(
                        "the More tab holds the tabs that do not fit, but a tab bar shows \(Self.visibleTabs) tabs and this one has only \(tabs.count)",
                        at: tab.anchor, in: bar.owner,
                        notes: [.help("put the tabs the More screen lists in the tab bar itself; a More tab comes only after four others, when there are more than five")])
                    continue
                }
                guard tabs.count == Self.visibleTabs, position < bar.roots.count, let root = bar.roots[position] else { continue }
                // The More screen lists screens: rows that lead somewhere, or show a disclosure
                // indicator the spec does not link yet. One that holds controls (switches: an app's
                // own settings under the More icon) is a page of its own, not a list of tabs.
                let items = project.screen(root).regions.filter { $0.kind == .table }.flatMap(\.allElements)
                guard !items.contains(where: { $0.kind != .cell }) else { continue }
                let rows = items.filter { $0.target != nil || $0.choice("accessory", as: Accessory.self) == .disclosure }
                guard rows.count == 1, rows[0].attribute("sample") == nil, let label = rows[0].label else { continue }
                context.report(
                    "the More tab lists only `\(label.value)`, which fits in the bar in the More tab's place",
                    at: tab.anchor, in: bar.owner,
                    notes: [
                        context.note("the one tab the More screen lists", at: rows[0].anchor, in: root),
                        .help("make `\(label.value)` the fifth tab; a More tab comes only when there are more than five"),
                    ])
            }
        }
    }
}

/// `edit-items-bordered`
struct EditItemsBordered: Rule {
    static let description = RuleDescription(
        id: "edit-items-bordered", severity: .error, profiles: [.iphone2010],
        summary: "the Edit, Cancel, Save and Done items of a 2010 toolbar are bordered, never plain",
        rationale: "The system's Edit, Cancel, Save and Done buttons work in navigation bars and toolbars, but only "
            + "in the bordered style: one set to plain is turned into a bordered one (002:L1003: \"这些按钮对于导航栏"
            + "和工具栏都适用,但只能以有边框样式提供给用户。如果您使用上述按钮,即使您将其指定为无格式样式,它也会被转换为"
            + "有边框样式\"). A toolbar's `{system: done, style: plain}` is not drawn as written; in a navigation bar "
            + "every plain button is `nav-bar-buttons-bordered`'s.",
        sources: ["002:L1003"],
        triggering: [
            """
            # Notes
            ## Toolbar
            - button {system: edit, ↓style: plain}
            - space {flexible}
            - button: «»Share {style: plain}
            """
        ],
        nonTriggering: [
            """
            # Notes
            ## Toolbar
            - button {system: edit}
            - space {flexible}
            - button: «»Share {style: bordered}
            - button {system: done, style: done}
            - button {system: trash, style: plain}
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, toolbar) in context.regions(.toolbar) {
            for button in toolbar.elements where button.kind == .button {
                guard let item = button.choice("system", as: BarButtonSystemItem.self),
                    ToolbarNoMixedStyles.borderedItems.contains(item),
                    button.choice("style", as: ButtonStyle.self) == .plain, let style = button.attribute("style")
                else { continue }
                context.report(
                    "the `\(item.rawValue)` item is always bordered; `style: plain` is turned into the bordered style",
                    at: style.range, in: screen,
                    notes: [.help("remove `style: plain`; for a plain button, give it a title or an icon of your own instead of `system: \(item.rawValue)`")])
            }
        }
    }
}
