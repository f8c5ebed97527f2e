/// The tab bar beyond the core rules: the system tabs keep their meaning and title, standard
/// functions use the system's icons, the More tab lists the others, and a tab bar organises the
/// app from its top level (002:L226, L238, L1041–L1119, L1270; 003:L119, L123).

/// What the system tabs mean, and the words that name them (002:L1041–L1119).
enum SystemTabWords {
    /// What the tab stands for, from table 10-3.
    static func meaning(of item: TabBarSystemItem) -> String {
        switch item {
        case .bookmarks: "the app's bookmarks"
        case .contacts: "contacts"
        case .downloads: "downloads"
        case .favorites: "the user's favourites"
        case .featured: "what the app features"
        case .history: "the history of what the user did"
        case .more: "the tabs that do not fit in the bar"
        case .mostRecent: "the item used most recently"
        case .mostViewed: "the items most popular with all users"
        case .recents: "the items the user opened lately"
        case .search: "search"
        case .topRated: "the items the user rated highest"
        }
    }

    /// Lower-case stems a title naming the item contains: English (and the Latin stems other
    /// languages share, such as `favo` in Favoriten and favoris) and Chinese.
    static func stems(of item: TabBarSystemItem) -> [String] {
        switch item {
        case .bookmarks: ["bookmark", "书签", "書籤"]
        case .contacts: ["contact", "联系人", "通讯录", "聯絡", "通訊錄"]
        case .downloads: ["download", "下载", "下載"]
        case .favorites: ["favo", "收藏"]
        case .featured: ["feature", "特色", "精选", "精選"]
        case .history: ["histor", "历史", "歷史"]
        case .more: ["more", "更多"]
        case .mostRecent: ["recent", "最近", "最新"]
        case .mostViewed: ["view", "popular", "关注", "浏览", "热门", "熱門"]
        case .recents: ["recent", "最近"]
        case .search: ["search", "搜索", "搜尋", "查找"]
        case .topRated: ["rated", "rating", "最高", "评分", "評分"]
        }
    }

    /// The standard English title of the item.
    static func title(of item: TabBarSystemItem) -> String {
        switch item {
        case .bookmarks: "Bookmarks"
        case .contacts: "Contacts"
        case .downloads: "Downloads"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .history: "History"
        case .more: "More"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        case .recents: "Recents"
        case .search: "Search"
        case .topRated: "Top Rated"
        }
    }

    /// Whether `label` names `item`.
    static func names(_ label: String, _ item: TabBarSystemItem) -> Bool {
        let key = label.lowercased()
        return stems(of: item).contains { key.contains($0) }
    }

    /// Whether the rules can read the words of `document`'s labels: English or Chinese (the
    /// front matter's `language:`, English when it names none).
    static func readsLanguage(of document: Document) -> Bool {
        guard let tag = document.frontMatter?.language?.value.lowercased() else { return true }
        return tag.hasPrefix("en") || tag.hasPrefix("zh")
    }

    /// Reports every system tab of the rule's documents whose label names something else than
    /// its item.
    static func reportRetitled(_ context: inout RuleContext) {
        for (_, bar, region) in BarRules.tabBars(context) {
            guard readsLanguage(of: context.project.documents[bar.owner.document]) else { continue }
            for tab in region.elements {
                guard let item = tab.choice("system", as: TabBarSystemItem.self), let label = tab.label,
                    !label.value.isEmpty, !names(label.value, item)
                else { continue }
                let keyword = item.rawValue
                context.report(
                    "the `\(keyword)` tab stands for \(meaning(of: item)) and keeps its standard title, "
                        + "\(title(of: item)); titled `\(label.value)`, it is used for its look",
                    at: label.range, in: bar.owner,
                    notes: [
                        .help(
                            "if the tab shows \(meaning(of: item)), remove the title (`- tab {system: \(keyword)}`); "
                                + "else give it an icon of its own: `- tab: \(label.value) {icon: NAME}`")
                    ])
            }
        }
    }
}

/// `system-tab-title`
struct SystemTabTitle: Rule {
    static let description = RuleDescription(
        id: "system-tab-title", severity: .warning,
        summary: "a system tab is not given a title that names something else",
        rationale: "Pick the system's tab icons for their standard meaning (003:L123: \"根据控件的标准含义来选择系统"
            + "提供的图标\"), never for their look alone (003:L131). A system tab comes with its icon and its title "
            + "(Favorites, Recents …); one written with a title that does not name its item — `- tab: Stars "
            + "{system: favorites}` — borrows the icon for something else, and the system shows its own title "
            + "anyway. A title names the item when it contains its word (`My Favorites`, `Recent Calls`) or its "
            + "Chinese name (收藏, 最近通话). The 2010 text says the same: use the system's tab icons for what "
            + "they mean (002:L226: \"如果您选择使用这些图标,请确保对它们的使用符合图标所表达的意思\"), by their meaning, "
            + "not their look (002:L1041), and design your own when none fits (002:L894); its table 10-3 gives each "
            + "one meaning: Bookmarks shows the app's bookmarks (002:L1053), Contacts contacts (L1059), Downloads "
            + "downloads (L1065), Favorites the user's favourites (L1071), Featured the app's featured content "
            + "(L1077), History the user's history (L1083), More the other tabs (L1089), Most Recent the latest "
            + "item (L1095), Most Viewed what all users view most (L1101), Recents what the user opened lately "
            + "(L1107), Search search (L1113), Top Rated what the user rated highest (L1119). The catalogues call "
            + "it a warning in iOS 7 and an error in 2010; it is one rule, a warning, configurable as any.",
        sources: [
            "003:L123", "002:L226", "002:L894", "002:L1053", "002:L1059", "002:L1065", "002:L1071", "002:L1077",
            "002:L1083", "002:L1089", "002:L1095", "002:L1101", "002:L1107", "002:L1113", "002:L1119",
        ],
        languages: "English and Chinese labels (`language:` en or zh, or none); files in another language are not "
            + "judged. Latin stems shared by other languages (`favo`, `histor`) are accepted too.",
        triggering: [
            """
            # Library
            ## Tab bar
            - tab: «»Library {icon: library} → [Library](#library)
            - tab: ↓«»Stars {system: favorites} → [Stars](#stars)
            # Stars
            """,
            RuleExample(
                """
                # Library
                ## Tab bar
                - tab: ↓«»Library {system: bookmarks} → [Library](#library)
                - tab: «»Search {system: search} → [Search](#search)
                # Search
                ## Search bar
                - search-field: Search
                """, profile: .iphone2010),
        ],
        nonTriggering: [
            """
            # Favorites
            ## Tab bar
            - tab: «»My Favorites {system: favorites} → [Favorites](#favorites)
            - tab: «»最近通话 {system: recents} → [Recents](#recents)
            - tab {system: contacts} → [Contacts](#contacts)
            # Recents
            # Contacts
            """
        ])

    func check(_ context: inout RuleContext) {
        SystemTabWords.reportRetitled(&context)
    }
}

/// `bar-icon-use-system`
struct BarIconUseSystem: Rule {
    static let description = RuleDescription(
        id: "bar-icon-use-system", severity: .error, profiles: [.iphone2010],
        summary: "a standard function or data subset uses the system's button or tab, not a copy of it",
        rationale: "Use the system's buttons and icons in navigation bars, toolbars and tab bars whenever you can; "
            + "for a standard function (refreshing, deleting) or a standard subset of data (contacts, bookmarks) "
            + "you must (002:L1270: \"一定要使用系统提供的相应按钮或图标来表示它们\"). A bar button whose custom "
            + "`icon:` is named as a system item (`{icon: trash}`), a tab whose `icon:` is named as a system tab "
            + "(`{icon: contacts}`), and a tab with a custom icon titled exactly as a system tab (`- tab: Contacts "
            + "{icon: people}`) redraw what the system provides.",
        sources: ["002:L1270"],
        languages: "a tab's title is compared with the system tabs' English titles (Favourites too) and the Chinese "
            + "names of table 10-3 (书签, 联系人 …), ignoring case and end punctuation; icon names are keywords.",
        triggering: [
            """
            # Contacts
            ## Navigation bar
            - title: «»Contacts
            ## Toolbar
            - button {↓icon: refresh}
            ## Tab bar
            - ↓tab: Contacts {icon: people} → [Contacts](#contacts)
            - tab: «»Starred {↓icon: favorites} → [Starred](#starred)
            # Starred
            """
        ],
        nonTriggering: [
            """
            # Contacts
            ## Navigation bar
            - title: «»Contacts
            ## Toolbar
            - button {system: refresh}
            - space {flexible}
            - button {icon: refresh-all}
            ## Tab bar
            - tab {system: contacts} → [Contacts](#contacts)
            - tab: «»Keypad {icon: keypad} → [Keypad](#keypad)
            # Keypad
            """
        ])

    /// A system item's name as an icon is written: lower case, words joined with `-`.
    static func keyword(_ name: String) -> String {
        name.lowercased().split { $0 == " " || $0 == "_" || $0 == "-" }.joined(separator: "-")
    }

    /// Table 10-3's Chinese titles of the system tabs.
    static let chineseTitles: [String: TabBarSystemItem] = [
        "书签": .bookmarks, "联系人": .contacts, "下载": .downloads, "收藏夹": .favorites, "特色": .featured,
        "历史": .history, "最近一次使用": .mostRecent, "最多关注": .mostViewed, "最近使用": .recents, "搜索": .search,
        "最高级": .topRated,
    ]

    /// The system tab a title names exactly, in English or in table 10-3's Chinese.
    static func tabTitled(_ title: String) -> TabBarSystemItem? {
        let key = AlertText.normalized(title).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if let item = chineseTitles[key] { return item }
        if key == "favourites" { return .favorites }
        return TabBarSystemItem.allCases.first { $0 != .more && SystemTabWords.title(of: $0).lowercased() == key }
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) {
                let element = placed.element
                guard element.attribute("system") == nil, let icon = element.attribute("icon"),
                    case .text(let name) = icon.value
                else { continue }
                let keyword = Self.keyword(name)
                switch element.kind {
                case .button:
                    guard placed.regionKind == .navigationBar || placed.regionKind == .toolbar,
                        BarButtonSystemItem(rawValue: keyword) != nil
                    else { continue }
                    context.report(
                        "this button draws its own `\(name)` icon; a standard function uses the system's button",
                        at: icon.range, in: screen, notes: [.help("write `{system: \(keyword)}` instead of the icon")])
                case .tab:
                    if let item = TabBarSystemItem(rawValue: keyword), item != .more {
                        context.report(
                            "this tab draws its own `\(name)` icon; the system's `\(keyword)` tab is the one to use",
                            at: icon.range, in: screen,
                            notes: [.help("write `- tab {system: \(keyword)}` if it shows \(SystemTabWords.meaning(of: item)), else name the icon after what it shows")])
                    } else if let label = element.label, let item = Self.tabTitled(label.value) {
                        context.report(
                            "this tab shows \(SystemTabWords.meaning(of: item)) with an icon of its own; use the system's `\(item.rawValue)` tab",
                            at: element.anchor, in: screen,
                            notes: [.help("write `- tab {system: \(item.rawValue)}`: it brings the standard icon and title")])
                    }
                case .title, .prompt, .back, .infoButton, .contactAddButton, .space, .cell, .switch, .slider, .segmented,
                    .textField, .textView, .searchField, .label, .image, .picker, .datePicker, .stepper, .pageControl,
                    .progress, .activityIndicator, .webView, .map, .collection, .message, .refreshControl, .activity:
                    continue  // no system item to copy
                }
            }
        }
    }
}

/// `more-tab-lists-tabs`
struct MoreTabListsTabs: Rule {
    static let description = RuleDescription(
        id: "more-tab-lists-tabs", severity: .note, profiles: [.iphone2010],
        summary: "the More tab's screen lists the other tabs in a table",
        rationale: "Tapping More shows the tabs that do not fit as a list on a screen of its own (002:L238: \"能够在"
            + "一个单独的屏幕中查看附加标签的列表\"), which may have an Edit button to configure the bar (002:L244). "
            + "The More tab's screen has a `## Table` whose rows open the other modes.",
        sources: ["002:L238", "002:L244"],
        triggering: [
            """
            # Featured
            ## Tab bar
            - tab: «»Featured {system: featured} → [Featured](#featured)
            - tab {system: more} ↓→ [More](#more)
            # More
            ## Content
            - button: «»Purchased → [Purchased](#purchased)
            # Purchased
            """
        ],
        nonTriggering: [
            """
            # Featured
            ## Tab bar
            - tab: «»Featured {system: featured} → [Featured](#featured)
            - tab {system: more} → [More](#more)
            # More
            ## Navigation bar
            - title: More
            - button: Edit {system: edit}
            ## Table (plain)
            - cell: «»Purchased {accessory: disclosure} → [Purchased](#purchased)
            # Purchased
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (_, bar, region) in BarRules.tabBars(context) {
            for (tab, root) in zip(region.elements, bar.roots) where TabBarMaxItems.isMore(tab) {
                guard let root, let target = tab.target else { continue }
                let screen = project.screen(root)
                let lists = screen.regions.contains { $0.kind == .table && $0.allElements.contains { $0.kind == .cell } }
                guard !lists else { continue }
                context.report(
                    "the More tab opens `\(screen.title.value)`, which lists no tabs; it shows the tabs that do not fit as a list",
                    at: target.range, in: bar.owner,
                    notes: [
                        context.note("the More screen", at: screen.title.range, in: root),
                        .help("give it a `## Table (plain)` with a row for each of the other modes, linking to its screen"),
                    ])
            }
        }
    }
}

/// `tab-bar-at-top-level`
struct TabBarAtTopLevel: Rule {
    static let description = RuleDescription(
        id: "tab-bar-at-top-level", severity: .note, profiles: [.ios7],
        summary: "a tab bar organises the app from its top level; its screens are not pushed or presented",
        rationale: "Use a tab bar to organise information at the level of the whole app; it suits the app's main "
            + "interface (003:L119: \"一般而言,使用标签栏来组织整个应用层面的信息结构\"). A link from a screen "
            + "outside the tab bar that pushes or presents the screen declaring it, or one of its tabs' screens, "
            + "puts the tab bar deep in a flow instead. Links between the tab bar's own screens are left alone.",
        sources: ["003:L119"],
        triggering: [
            """
            # Welcome
            ## Content
            - button: «»Browse the Store ↓→ modal [Featured](#featured)
            # Featured
            ## Navigation bar
            - button: Close → dismiss
            - title: «»Featured
            ## Tab bar
            - tab: «»Featured {system: featured} → [Featured](#featured)
            - tab: «»Search {system: search} → [Search](#search)
            # Search
            ## Search bar
            - search-field: Search
            """
        ],
        nonTriggering: [
            """
            # Featured
            ## Navigation bar
            - title: «»Featured
            ## Table (plain)
            - cell: «»Top Apps → [Search](#search)
            ## Tab bar
            - tab: «»Featured {system: featured} → [Featured](#featured)
            - tab: «»Search {system: search} → [Search](#search)
            # Search
            ## Search bar
            - search-field: Search
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (index, bar, region) in BarRules.tabBars(context) {
            var screens = Set(bar.roots.compactMap { $0 })
            screens.insert(bar.owner)
            for screen in screens.sorted() {
                for edge in project.edges(to: screen) where !edge.isTabSwitch {
                    switch edge.presentation {
                    case .push, .modal, .flip: break
                    // A section switch (a side menu's row) is the app's top level, as a tab is.
                    case .root, .dismiss, .back, .alert, .sheet: continue
                    }
                    let source = edge.source.screen
                    let sourceBar = project.tabBarShown[source]?.tabBar ?? project.tabBarHidden[source]
                    guard sourceBar != index, !screens.contains(source), context.applies(to: source.document) else { continue }
                    context.report(
                        "this link opens `\(project.screen(screen).title.value)`, a screen of the app's tab bar, from inside a flow; a tab bar organises the app from its top level",
                        at: edge.range, in: source,
                        notes: [
                            context.note("the tab bar", at: region.kindRange, in: bar.owner),
                            .help("make the tab bar the app's first screen, and reach this flow from one of its tabs"),
                        ])
                }
            }
        }
    }
}
