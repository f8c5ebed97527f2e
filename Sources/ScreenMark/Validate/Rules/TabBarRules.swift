/// The tab bar rules of ``BarRules``. A tab bar is declared once, in one screen, and shared by the
/// screens its tabs open (see ``Project/tabBars``); each is checked where it is declared.

extension BarRules {
    /// Every tab bar of the documents the rule applies to: its index in ``Project/tabBars``, its
    /// declaration and the screen that declares it.
    static func tabBars(_ context: RuleContext) -> [(index: Int, bar: TabBar, region: Region)] {
        context.project.tabBars.enumerated().compactMap { index, bar in
            guard context.applies(to: bar.owner.document) else { return nil }
            return (index, bar, context.project.screen(bar.owner).regions[bar.region])
        }
    }
}

/// `tab-bar-max-items`
struct TabBarMaxItems: Rule {
    static let description = RuleDescription(
        id: "tab-bar-max-items", severity: .error,
        summary: "at most 5 tabs; with more, 4 tabs plus \"More\"",
        rationale: "On iPhone a tab bar shows at most five tabs, spread evenly (002:L230; 003:L115). An app with "
            + "more modes shows four of them and a More tab that lists the rest (002:L236; 003:L115): declare "
            + "the four and end the bar with `- tab {system: more} → [More](#more)`. A More tab comes last.",
        sources: ["002:L230", "002:L236", "003:L115"],
        options: [RuleOption("max", default: 5, "tabs in a tab bar, the More tab included")],
        triggering: [
            """
            # Featured
            ## Tab bar
            - tab: «»Featured {system: featured} → [Featured](#featured)
            - tab: «»Top Charts {icon: charts} → [Top Charts](#top-charts)
            - tab {system: search} → [Search](#search)
            - tab: Updates {icon: updates} → [Updates](#updates)
            - tab: Purchased {icon: purchased} → [Purchased](#purchased)
            - ↓tab: Genius {icon: genius} → [Genius](#genius)
            # Top Charts
            # Search
            # Updates
            # Purchased
            # Genius
            """,
            """
            # Featured
            ## Tab bar
            - tab: «»Featured {system: featured} → [Featured](#featured)
            - ↓tab {system: more} → [More](#more)
            - tab: «»Updates {icon: updates} → [Updates](#updates)
            # More
            # Updates
            """,
        ],
        nonTriggering: [
            """
            # Featured
            ## Tab bar
            - tab: «»Featured {system: featured} → [Featured](#featured)
            - tab: «»Top Charts {icon: charts} → [Top Charts](#top-charts)
            - tab {system: search} → [Search](#search)
            - tab: Updates {icon: updates} → [Updates](#updates)
            - tab {system: more} → [More](#more)
            # Top Charts
            # Search
            # Updates
            # More
            ## Table (plain)
            - cell: «»Purchased → [Purchased](#purchased)
            - cell: Genius → [Genius](#genius)
            # Purchased
            # Genius
            """
        ])

    /// Whether `tab` is the More tab.
    static func isMore(_ tab: Element) -> Bool {
        tab.choice("system", as: TabBarSystemItem.self) == .more || tab.label?.value.lowercased() == "more"
    }

    func check(_ context: inout RuleContext) {
        let limit = max(0, Int(context.option("max")))
        for (_, bar, region) in BarRules.tabBars(context) {
            let tabs = region.elements
            if tabs.count > limit {
                context.report(
                    "a tab bar shows at most \(limit) tabs, but this one has \(tabs.count); this is tab \(limit + 1)",
                    at: tabs[limit].anchor, in: bar.owner,
                    notes: [.help("keep \(max(0, limit - 1)) tabs and end the bar with `- tab {system: more} → [More](#more)`, a screen listing the others")])
            }
            for (index, tab) in tabs.enumerated() where Self.isMore(tab) && index != tabs.count - 1 && index != limit {
                context.report(
                    "the More tab comes last, after the tabs it does not list",
                    at: tab.anchor, in: bar.owner, notes: [.help("move this tab to the end of the tab bar")])
            }
        }
    }
}

/// `tab-bar-icon-and-title`
struct TabBarIconAndTitle: Rule {
    static let description = RuleDescription(
        id: "tab-bar-icon-and-title", severity: .warning,
        summary: "every tab has an icon and a title",
        rationale: "Tabs show an icon and a text title, all of one width (002:L218; 003:L113); a custom mode needs "
            + "a custom icon (002:L1272). A tab has an icon "
            + "when it names one (`icon:`) or is a standard tab (`system:`), and a title when it has a label or "
            + "is a standard tab, whose title is standard.",
        sources: ["002:L218", "003:L113", "002:L1272"],
        triggering: [
            """
            # Keypad
            ## Tab bar
            - tab: «»Keypad {icon: keypad} → [Keypad](#keypad)
            - ↓tab: «»Voicemail → [Voicemail](#voicemail)
            - ↓tab {icon: recents} → [Recents](#recents)
            # Voicemail
            # Recents
            """
        ],
        nonTriggering: [
            """
            # Keypad
            ## Tab bar
            - tab: «»Keypad {icon: keypad} → [Keypad](#keypad)
            - tab {system: recents} → [Recents](#recents)
            - tab: «»Favourites {system: favorites} → [Favourites](#favourites)
            # Recents
            # Favourites
            """
        ])

    func check(_ context: inout RuleContext) {
        for (_, bar, region) in BarRules.tabBars(context) {
            for tab in region.elements {
                let isSystem = tab.attribute("system") != nil
                let hasIcon = isSystem || tab.attribute("icon") != nil
                let hasTitle = isSystem || !(tab.label?.value.isEmpty ?? true)
                guard !(hasIcon && hasTitle) else { continue }
                let (message, help): (String, String) =
                    switch (hasIcon, hasTitle) {
                    case (false, true): ("this tab has a title but no icon", "add `{icon: NAME}`, or use a standard tab such as `{system: favorites}`")
                    case (true, false): ("this tab has an icon but no title", "give it a title: `- tab: Title {icon: …}`")
                    default: ("this tab has neither an icon nor a title", "write `- tab: Title {icon: NAME}`, or use a standard tab such as `{system: favorites}`")
                    }
                context.report(message, at: tab.anchor, in: bar.owner, notes: [.help(help)])
            }
        }
    }
}

/// `tab-bar-one-selected`
struct TabBarOneSelected: Rule {
    static let description = RuleDescription(
        id: "tab-bar-one-selected", severity: .error,
        summary: "exactly one tab is selected",
        rationale: "The selected tab is the one highlighted, and there is always exactly one (002:L218; 003:L113). "
            + "Each tab's screen shows the shared bar with its own tab selected, so the selection is implied; "
            + "`{selected}` may mark one tab where it is not (on the screen that declares the bar), and must agree "
            + "with it. A second `{selected}` tab is an error, and so is a tab bar whose tabs open no screen at "
            + "all: then no tab can be selected.",
        sources: ["002:L218", "003:L113"],
        triggering: [
            """
            # World Clock
            ## Tab bar
            - tab: «»World Clock {icon: globe, selected} → [World Clock](#world-clock)
            - tab: «»Alarm {icon: alarm, ↓selected} → [Alarm](#alarm)
            # Alarm
            """,
            """
            # Clock
            ## Content
            - label: «»Pick a mode below
            ## Tab bar
            - tab: «»World Clock {icon: globe, selected} → [World Clock](#world-clock)
            - tab: «»Alarm {icon: alarm, ↓selected} → [Alarm](#alarm)
            # World Clock
            # Alarm
            """,
            """
            # Home
            ## ↓Tab bar
            - tab: «»Home {icon: home}
            - tab: «»Search {system: search}
            """,
        ],
        nonTriggering: [
            """
            # World Clock
            ## Tab bar
            - tab: «»World Clock {icon: globe, selected} → [World Clock](#world-clock)
            - tab: «»Alarm {icon: alarm} → [Alarm](#alarm)
            # Alarm
            """,
            """
            # World Clock
            ## Tab bar
            - tab: «»World Clock {icon: globe} → [World Clock](#world-clock)
            - tab: «»Alarm {icon: alarm} → [Alarm](#alarm)
            # Alarm
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (index, bar, region) in BarRules.tabBars(context) {
            let tabs = region.elements
            // A link that does not resolve still names a screen (`link-target-exists` reports it).
            let linksAScreen = zip(tabs, bar.roots).contains { tab, root in root != nil || tab.target?.link != nil }
            guard linksAScreen else {
                context.report(
                    tabs.isEmpty ? "this tab bar has no tabs, so none can be selected" : "no tab of this tab bar opens a screen, so none can be selected",
                    at: region.kindRange, in: bar.owner,
                    notes: [.help("link each tab to the first screen of its mode: `- tab: Title {icon: NAME} → [Title](#id)`")])
                continue
            }
            // The owner's own tab, when the owner is one of this bar's tab screens.
            let implied = project.tabBarShown[bar.owner].flatMap { $0.tabBar == index ? $0.selectedTab : nil }
            let marked = tabs.indices.filter { tabs[$0].hasFlag("selected") }
            for tabIndex in marked {
                guard let attribute = tabs[tabIndex].attribute("selected") else { continue }
                if let implied, tabIndex != implied {
                    let own = BarRules.named(tabs[implied])
                    let ownTab = own.hasPrefix("the ") ? own : "the \(own) tab"
                    context.report(
                        "\(BarRules.named(tabs[tabIndex])) is marked selected, but this is the screen of \(ownTab), which is the one selected here",
                        at: attribute.range, in: bar.owner,
                        notes: [
                            context.note("the tab of this screen", at: tabs[implied].anchor, in: bar.owner),
                            .help("remove `selected` from this tab: each tab's screen shows its own tab selected"),
                        ])
                } else if implied == nil, tabIndex != marked[0] {
                    let first = tabs[marked[0]]
                    context.report(
                        "only one tab is selected, but \(BarRules.named(first)) is already marked selected",
                        at: attribute.range, in: bar.owner,
                        notes: [
                            context.note("marked selected here", at: first.attribute("selected")?.range ?? first.anchor, in: bar.owner),
                            .help("remove `selected` from all tabs but one"),
                        ])
                }
            }
        }
    }
}

/// `tab-bar-no-actions`
struct TabBarNoActions: Rule {
    static let description = RuleDescription(
        id: "tab-bar-no-actions", severity: .error,
        summary: "a tab opens a screen; it never performs an action",
        rationale: "A tab switches between the app's modes and is never used as a toolbar (002:L173, 002:L210); "
            + "a tab does not act on the current screen's content (003:L120). So every tab links to the first "
            + "screen of its mode, `→ [Title](#id)`; a tab with no target does nothing when tapped, or stands for "
            + "an action, and a tab that presents (`→ modal`, `→ sheet`, `→ alert`), as some apps' camera or "
            + "compose tab does, acts instead of switching. (`→ back` and `→ dismiss` on a tab open nothing: the "
            + "parser refuses them as `invalid-tab-target`, and they are not reported again here.)",
        sources: ["002:L173", "003:L120"],
        triggering: [
            """
            # Favorites
            ## Tab bar
            - tab: «»Favorites {system: favorites} → [Favorites](#favorites)
            - ↓tab: «»Refresh {icon: refresh}
            - ↓tab: «»Clear {icon: trash} <!-- clears the recent calls -->
            - tab: «»Camera {icon: camera} → ↓modal [Camera](#camera)
            # Camera
            ## Navigation bar
            - button: Cancel → dismiss
            """
        ],
        nonTriggering: [
            """
            # Favorites
            ## Tab bar
            - tab: «»Favorites {system: favorites} → [Favorites](#favorites)
            - tab: «»Recents {system: recents} → [Recents](#recents)
            # Recents
            """
        ])

    /// What a presentation other than a push makes a tab do, for messages.
    static func action(_ presentation: Presentation) -> String {
        switch presentation {
        case .alert: "show an alert"
        case .sheet: "show an action sheet"
        case .modal, .flip: "present a screen modally"
        case .root: "switch the app's section"
        case .dismiss: "close the screen"
        case .back: "go back"
        case .push: "open a screen"
        }
    }

    /// Whether the element's line has an arrow (`→` or `->`) outside its label, value and
    /// attributes and before any trailing comment: a target was written, and the parser, which
    /// dropped it, has reported why.
    static func writesTarget(_ element: Element, in source: SourceFile) -> Bool {
        let covered = [element.kindRange, element.label?.range, element.value?.range].compactMap { $0 }
            + element.attributes.map(\.range)
        let bytes = source.bytes
        let end = min(element.range.end, bytes.count)
        func has(_ pattern: [UInt8], at offset: Int) -> Bool {
            offset + pattern.count <= end && Array(bytes[offset..<(offset + pattern.count)]) == pattern
        }
        var offset = element.range.start
        while offset < end {
            if let range = covered.first(where: { $0.contains(offset) }) {
                offset = range.end
                continue
            }
            if has(Array("<!--".utf8), at: offset) { return false }
            if has(Array("->".utf8), at: offset) || has(Array("→".utf8), at: offset) { return true }
            offset += 1
        }
        return false
    }

    func check(_ context: inout RuleContext) {
        for (_, bar, region) in BarRules.tabBars(context) {
            for tab in region.elements {
                guard let target = tab.target else {
                    guard !Self.writesTarget(tab, in: context.source(bar.owner.document)) else { continue }
                    context.report(
                        "this tab opens no screen: a tab switches to one of the app's modes",
                        at: tab.anchor, in: bar.owner,
                        notes: [.help("link it to the first screen of its mode, `→ [Title](#id)`; put actions in a toolbar")])
                    continue
                }
                guard target.presentation != .push else { continue }
                context.report(
                    "a tab switches to one of the app's modes, but `→ \(target.presentation.rawValue)` makes this one \(Self.action(target.presentation))",
                    at: target.presentationRange ?? target.range, in: bar.owner,
                    notes: [.help("link the tab to the first screen of its mode, `→ [Title](#id)`, and put the action in a toolbar")])
            }
        }
    }
}

/// `tab-bar-badge-format`
struct TabBarBadgeFormat: Rule {
    static let description = RuleDescription(
        id: "tab-bar-badge-format", severity: .warning, profiles: [.ios7],
        summary: "a badge is a number or an ellipsis",
        rationale: "A tab's badge is a small red bubble with white text showing a number or an ellipsis (003:L116): "
            + "`badge:` is digits, `…` or `...`.",
        sources: ["003:L116"],
        languages: "any language: a badge is digits or an ellipsis; words are not allowed in any script.",
        triggering: [
            """
            # Recents
            ## Tab bar
            - tab: «»Recents {system: recents, ↓badge: new} → [Recents](#recents)
            - tab: «»Voicemail {icon: voicemail, ↓badge: 2!} → [Voicemail](#voicemail)
            # Voicemail
            """
        ],
        nonTriggering: [
            """
            # Recents
            ## Tab bar
            - tab: «»Recents {system: recents, badge: 12} → [Recents](#recents)
            - tab: «»Voicemail {icon: voicemail, badge: …} → [Voicemail](#voicemail)
            - tab: Updates {icon: updates, badge: ...} → [Updates](#updates)
            # Voicemail
            # Updates
            """
        ])

    /// Whether `text` is a count or an ellipsis.
    static func isValid(_ text: String) -> Bool {
        if text == "…" || text == "..." { return true }
        return !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    func check(_ context: inout RuleContext) {
        for (_, bar, region) in BarRules.tabBars(context) {
            for tab in region.elements {
                guard let attribute = tab.attribute("badge"), case .text(let text) = attribute.value, !Self.isValid(text)
                else { continue }
                context.report(
                    "a tab's badge shows a number or an ellipsis, not `\(text)`",
                    at: attribute.range, in: bar.owner,
                    notes: [.help("write a count, such as `badge: 3`, or `badge: …`")])
            }
        }
    }
}
