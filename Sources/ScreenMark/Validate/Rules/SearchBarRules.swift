/// The search and scope bar rules of ``BarRules``.

/// `scope-bar-needs-search-bar`
struct ScopeBarNeedsSearchBar: Rule {
    static let description = RuleDescription(
        id: "scope-bar-needs-search-bar", severity: .error,
        summary: "a scope bar appears only with a search bar, below it",
        rationale: "A scope bar only ever appears together with a search bar, below it, and sets what the search "
            + "looks through (003:L147; the 2010 text: below the search bar whatever the orientation, 002:L799, "
            + "L801): `## Scope bar` is written right after `## Search bar` (alerts, action sheets and activity "
            + "views, which float over the screen, do not count).",
        sources: ["003:L147", "002:L799", "002:L801"],
        triggering: [
            """
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            ## ↓Scope bar
            - segmented: «»Scope = *All* | Unread
            """,
            """
            # Inbox
            ## ↓Scope bar
            - segmented: «»Scope = *All* | Unread
            ## Search bar
            - search-field: «»Search
            """,
        ],
        nonTriggering: [
            """
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            ## Search bar
            - search-field: «»Search {placeholder: Search Mail}
            ## Scope bar
            - segmented: «»Scope = *All* | Unread | Flagged
            ## Table (plain)
            - cell: «»Anna Haro
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for screen in context.screens {
            let regions = BarRules.stacked(project.screen(screen))
            guard let index = regions.firstIndex(where: { $0.kind == .scopeBar }) else { continue }
            guard let search = regions.first(where: { $0.kind == .searchBar }) else {
                context.report(
                    "a scope bar appears only with a search bar, but this screen has none",
                    at: regions[index].kindRange, in: screen,
                    notes: [.help("add a `## Search bar` with a `search-field` right above the scope bar, or remove the scope bar")])
                continue
            }
            guard index == 0 || regions[index - 1].kind != .searchBar else { continue }
            context.report(
                "the scope bar goes right below the search bar",
                at: regions[index].kindRange, in: screen,
                notes: [
                    context.note("the search bar", at: search.kindRange, in: screen),
                    .help("move `## Scope bar` right after `## Search bar`"),
                ])
        }
    }
}

/// `search-uses-search-bar`
struct SearchUsesSearchBar: Rule {
    static let description = RuleDescription(
        id: "search-uses-search-bar", severity: .error, profiles: [.ios7],
        summary: "a text field for searching (label/placeholder \"Search\") should be a search bar",
        rationale: "Let people search with a search bar, not a text field: a text field does not look the way "
            + "people expect search to look (003:L143). A `text-field` is taken to be for searching when its "
            + "label or placeholder holds the word \"search\" (or 搜索) or its return key is `search`; the catalogue "
            + "reads the guideline's \"use\" as a must, an error. A field of a form that asks for several things "
            + "(a hotel search's place, dates and guests: more than one field, picker, stepper or switch in the "
            + "screen's content) submits the form, which a search bar could not hold, and is left alone.",
        sources: ["003:L143"],
        languages: "English (search) and Chinese (搜索) labels and placeholders; in any language a `search` return key.",
        triggering: [
            """
            # Contacts
            ## Content
            - ↓text-field: «»Search
            ## Table (plain)
            - cell: «»Anna Haro
            # People
            ## Content
            - ↓text-field: «»Find {placeholder: Search Contacts}
            # Weather
            ## Content
            - ↓text-field: «»City {return-key: search}
            """
        ],
        nonTriggering: [
            """
            # Contacts
            ## Search bar
            - search-field: «»Search {placeholder: Search}
            ## Table (grouped)
            - text-field: «»Research Topic {placeholder: Topic}
            - text-field: «»Saved Searches {placeholder: Name, return-key: done}
            """,
            """
            # Find a Place
            ## Table (grouped)
            - text-field: «»Where {placeholder: Where are you going?, return-key: search}
            - date-picker: «»Check In = 2013-12-20 {mode: date}
            - stepper: «»Guests = 2 {min: 1, max: 16}
            - button: «»Search → [Results](#results)
            # Results
            """,
        ])

    /// Whether an element of `kind` asks the user for a value, as a form's fields do.
    static func isInput(_ kind: ElementKind) -> Bool {
        switch kind {
        case .textField, .textView, .searchField, .stepper, .picker, .datePicker, .switch, .segmented, .slider: true
        case .title, .prompt, .back, .button, .infoButton, .contactAddButton, .space, .cell, .label, .image,
            .pageControl, .progress, .activityIndicator, .webView, .map, .collection, .tab, .message, .refreshControl,
            .activity:
            false
        }
    }

    /// Whether `text` holds the word "search" (not "research", "searches") or 搜索.
    static func mentionsSearch(_ text: String) -> Bool {
        if text.containsBytes(of: "搜索") || text.containsBytes(of: "搜尋") { return true }
        return text.lowercased().split { !$0.isLetter }.contains("search")
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            let elements = context.elements(of: screen)
            // A search form asks for several things (a hotel search's place, dates and guests):
            // its place field submits the form, and a search bar would not hold the rest.
            let isForm = elements.filter { ($0.regionKind == .content || $0.regionKind == .table) && Self.isInput($0.element.kind) }.count > 1
            for placed in elements where placed.element.kind == .textField && !isForm {
                let element = placed.element
                let reason: String
                if let label = element.label?.value, Self.mentionsSearch(label) {
                    reason = "its label says `\(label)`"
                } else if let placeholder = element.text("placeholder"), Self.mentionsSearch(placeholder) {
                    reason = "its placeholder says `\(placeholder)`"
                } else if element.choice("return-key", as: ReturnKey.self) == .search {
                    reason = "its return key is `search`"
                } else {
                    continue
                }
                context.report(
                    "this `text-field` is for searching (\(reason)); use a search bar, which looks the way people expect search to look",
                    at: element.anchor, in: screen,
                    notes: [.help("write it as `- search-field: …` in a `## Search bar` below the navigation bar")])
            }
        }
    }
}
