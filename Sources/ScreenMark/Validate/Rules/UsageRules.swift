/// What a standard element is for: an index with nothing at the right edge, value2 cells in grouped
/// tables, a detail disclosure button's own target, a modal screen's title, an action sheet the
/// user asked for (002:L307, L415, L520, L541, L585; 003:L270, L334).

/// `table-index-no-accessories`
struct TableIndexNoAccessories: Rule {
    static let description = RuleDescription(
        id: "table-index-no-accessories", severity: .warning,
        summary: "the rows of a table with an index show no accessory at the right edge",
        rationale: "An index runs down the right edge of a plain table; accessories drawn at that edge — a "
            + "disclosure indicator, a detail disclosure button, a checkmark — clash with it, so a table with an "
            + "index avoids them (002:L585, 003:L270).",
        sources: ["002:L585", "003:L270"],
        triggering: [
            """
            # Contacts
            ## Table (plain) {index: A-Z}
            ### A
            - cell: «»Anna Haro {↓accessory: disclosure} → [Contact](#contact)
            # Contact
            ## Navigation bar
            - back
            - title: «»Info
            """
        ],
        nonTriggering: [
            """
            # Contacts
            ## Table (plain) {index: A-Z}
            ### A
            - cell: «»Anna Haro → [Contact](#contact)
            # Contact
            ## Navigation bar
            - back
            - title: «»Info
            ## Table (grouped)
            - cell: «»Recent Calls {accessory: disclosure} → [Contacts](#contacts)
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, table) in context.regions(.table) {
            // One table with an index and accessories is one problem, whatever the number of rows.
            guard let index = table.attribute("index") else { continue }
            let accessories = table.allElements.filter { $0.kind == .cell }.compactMap { $0.attribute("accessory") }
            guard !accessories.isEmpty else { continue }
            let rows = accessories.count == 1 ? "a row's accessory sits" : "\(accessories.count) rows' accessories sit"
            context.report(
                "\(rows) at the right edge, under the table's index", atEach: accessories.map { RuleContext.Place($0.range, in: screen) },
                alsoHere: "this accessory too",
                notes: [
                    context.note("the index", at: index.range, in: screen),
                    .help("remove the accessories: with an index, a row that leads somewhere is tapped as a whole"),
                ])
        }
    }
}

/// `value2-cells-in-grouped-table`
struct Value2CellsInGroupedTable: Rule {
    static let description = RuleDescription(
        id: "value2-cells-in-grouped-table", severity: .note,
        level: .preview(
            because: "The text prefers grouped tables for value 2 but allows plain ones (002:L520), and Apple's own "
                + "Calendar lists a day's events as value 2 rows, the time beside the event, in a plain table: its "
                + "reader rejected the finding."),
        profiles: [.iphone2010],
        summary: "value2 cells look best in a grouped table",
        rationale: "The value 2 style — a short blue label, the value beside it — works in plain and grouped tables "
            + "alike, but looks better in a grouped one, as Contacts' Info screen shows (002:L520). The text says "
            + "the same of value 1 (002:L513), but a list of value1 rows, a stopwatch's laps, reads well in a plain "
            + "table too, and a reviewer would not ask for it to be grouped; so only value 2 is reported.",
        sources: ["002:L520"],
        triggering: [
            """
            # Contact
            ## Table (plain)
            - cell: «»mobile = (408) 555-5270 {↓style: value2}
            - cell: home = (408) 555-3514 {style: value2}
            """
        ],
        nonTriggering: [
            """
            # Contact
            ## Table (grouped)
            - cell: «»mobile = (408) 555-5270 {style: value2}
            # Stopwatch
            ## Table (plain)
            - cell: «»Lap 1 = 00:00:50.9 {style: value1}
            """
        ])

    func check(_ context: inout RuleContext) {
        // One finding a table: its style is the one problem, whatever the number of its rows.
        for (screen, _, table) in context.regions(.table) where table.tableStyle == .plain {
            let places = table.allElements.filter { $0.kind == .cell && $0.choice("style", as: CellStyle.self) == .value2 }
                .compactMap { $0.attribute("style").map { RuleContext.Place($0.range, in: screen) } }
            context.report(
                "a value2 cell looks best in a grouped table", atEach: places, alsoHere: "another value2 cell of this table",
                notes: [.help("make the table `(grouped)`, or use `style: subtitle` in a plain one")])
        }
    }
}

/// `detail-disclosure-leads-to-details`
struct DetailDisclosureLeadsToDetails: Rule {
    static let description = RuleDescription(
        id: "detail-disclosure-leads-to-details", severity: .note,
        summary: "a detail disclosure button leads to the item's details",
        rationale: "The detail disclosure button shows more details and functions of its item in a separate view "
            + "(002:L541, 003:L334); tapping elsewhere in the row does not activate it, but selects the row or "
            + "does something else (003:L335). So the button has a target of its own: `→ detail [Info](#info)`. "
            + "A row whose only target is written without `detail` leads there from the row, and its button "
            + "nowhere; the fix-it makes that target the button's. A spec that does not say yet where the button "
            + "leads is incomplete rather than against the guideline, so the finding is a note that says what to "
            + "write, one for a screen's rows.",
        sources: ["002:L541", "003:L334", "003:L335", "002:L1147", "002:L1125"],
        triggering: [
            """
            # Recents
            ## Table (plain)
            - cell: «»Anna Haro {↓accessory: detail-disclosure, action: call back}
            - cell: «»John Appleseed {accessory: detail-disclosure, action: call back}
            # Favorites
            ## Table (plain)
            - cell: «»Hank Zakroff {↓accessory: detail-disclosure} → [Info](#info)
            # Info
            ## Navigation bar
            - back
            """
        ],
        nonTriggering: [
            """
            # Recents
            ## Table (plain)
            - cell: «»Anna Haro {accessory: detail-disclosure, action: call back} → detail [Info](#info)
            - cell: «»Dreams {accessory: detail-disclosure} → [Info](#info) → detail [Info](#info)
            # Info
            ## Navigation bar
            - back
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            // The rows of one screen whose buttons lead nowhere yet are one gap in the spec: one
            // finding at the first, the others as notes, the fix-its joined.
            var places: [RuleContext.Place] = []
            var example: String?
            for placed in context.elements(of: screen) where placed.element.kind == .cell {
                let cell = placed.element
                guard cell.choice("accessory", as: Accessory.self) == .detailDisclosure, cell.detailTarget == nil,
                    let accessory = cell.attribute("accessory")
                else { continue }
                var fixIt: FixIt?
                if let target = cell.target, target.presentation != .back, target.presentation != .dismiss {
                    // `→ [Info](#info)` becomes `→ detail [Info](#info)`: the arrow is `→` or `->`.
                    let arrow = context.source(screen.document).bytes[target.range.start] == UInt8(ascii: "-") ? 2 : 3
                    let after = target.range.start + arrow
                    fixIt = FixIt(
                        message: "make the row's target the detail disclosure button's",
                        edits: [FixIt.Edit(range: SourceRange(after, after), replacement: " detail")])
                }
                // The spec is incomplete, not the design wrong: say what to write.
                example = example ?? cell.target?.link.map { link in
                    "→ detail [\(link.text)](\(link.file ?? "")\(link.fragment.map { "#" + $0 } ?? ""))"
                }
                places.append(RuleContext.Place(accessory.range, in: screen, fixIt: fixIt))
            }
            context.report(
                "the spec does not say where this row's detail disclosure button leads", atEach: places,
                alsoHere: "nor where this row's button leads",
                notes: [.help("say where the detail button leads: `\(example ?? "→ detail [Info](#info)")`")])
        }
    }
}

/// `modal-has-title`
struct ModalHasTitle: Rule {
    static let description = RuleDescription(
        id: "modal-has-title", severity: .warning,
        summary: "a modal screen's navigation bar names its task",
        rationale: "A modal view usually shows a title that identifies its task, such as New Message (002:L415); the "
            + "iOS 7 text says the same, \"where appropriate\" (003:L523). A "
            + "screen presented modally is reported when it has a navigation bar with no `title`. A modal screen "
            + "with no navigation bar has drawn its own interface (Weather's city list, a player's panels, a game's "
            + "pause menu), and one given over to a medium (a player, a photo editor, a book's page) names no task: "
            + "neither is reported. A `prompt` above the navigation bar or the search bar identifies the task "
            + "too (Stocks' Add Stock: \"Type a Company Name or Stock ID\"), and a navigation bar holding a "
            + "segmented control shows no title by design, as `nav-bar-segmented-alone` asks: its segments say what the view does, "
            + "as Maps' directions bar of Cancel, the modes of travel and Route does. A search field in the bar, "
            + "where the title would be, names the task as well: searching (YouTube's search screen).",
        sources: ["002:L415", "003:L523"],
        triggering: [
            """
            # Inbox
            ## Toolbar
            - button {system: compose} → modal [New Message](#new-message)
            # ↓New Message
            ## Navigation bar
            - button: Cancel {role: cancel} → dismiss
            - button: «»Send {style: done} → dismiss
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Toolbar
            - button {system: compose} → modal [New Message](#new-message)
            # New Message
            ## Navigation bar
            - button: Cancel {role: cancel} → dismiss
            - title: «»New Message
            - button: «»Send {style: done} → dismiss
            """,
            """
            # Stocks
            ## Content
            - button: «»Add → modal [Add Stock](#add-stock)
            - button: «»Directions → modal [Directions](#directions)
            # Add Stock
            ## Search bar
            - prompt: «»Type a Company Name or Stock ID
            - search-field: Search {cancel}
            ## Table (plain)
            - cell: Apple Inc. → dismiss
            # Directions
            ## Navigation bar
            - button: Cancel {role: cancel} → dismiss
            - segmented: «»Transport = *Drive* | Walk
            - button: Route {style: done} → dismiss
            """,
            """
            # Movies
            ## Table (plain)
            - cell: «»Up → modal [Player](#player)
            - cell: «»Cities → modal [Cities](#cities)
            # Player
            ## Status bar {hidden}
            ## Navigation bar {style: black, translucent}
            - button: Done {style: done} → dismiss
            ## Content
            - image: «»Video {image: video-frame}
            - slider: Position = 0.3
            # Cities
            ## Table (plain)
            - cell: «»Cupertino → dismiss
            """,
            """
            # Home
            ## Navigation bar
            - title: «»Home
            - button: Search {system: search} → modal [Search](#search)
            # Search
            ## Navigation bar
            - search-field: «»Search YouTube {placeholder: Search YouTube}
            - button: Cancel {role: cancel} → dismiss
            """,
        ])

    func check(_ context: inout RuleContext) {
        let modal = context.project.modalScreens
        for screen in context.screens where modal[screen] != nil {
            let page = context.project.screen(screen)
            // A search field in the bar names the task too: searching (YouTube's search screen).
            let named: Set<ElementKind> = [.title, .prompt, .segmented, .searchField]
            let bars = page.regions.filter { $0.kind == .navigationBar || $0.kind == .searchBar }
            guard page.region(.navigationBar) != nil, !page.showsFullScreenMedium,
                !bars.contains(where: { $0.elements.contains { named.contains($0.kind) } })
            else { continue }
            context.report(
                "`\(page.title.value)` is presented modally but its navigation bar names no task", at: page.title.range,
                in: screen, notes: [.help("write `- title: \(page.title.value)` in its `## Navigation bar`")])
        }
    }
}

/// `action-sheet-asked-for`
struct ActionSheetAskedFor: Rule {
    static let description = RuleDescription(
        id: "action-sheet-asked-for", severity: .note,
        summary: "an action sheet answers a button the user tapped",
        rationale: "An action sheet shows the alternatives of a task the user started by tapping a button, often "
            + "in the toolbar (002:L307); in iOS 7 an action sheet is likewise brought up by something the user "
            + "does (003:L505). What the app must tell unasked is an alert's job. An action sheet the "
            + "app raises itself (`{raised}`) is noted.",
        sources: ["002:L307", "003:L505", "002:L289"],
        triggering: [
            """
            # Inbox
            ## Table (plain)
            - cell: «»Anna Haro
            ## Action sheet: «»Storage Full {↓raised}
            - button: «»Manage Storage
            - button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Toolbar
            - button {system: action} → sheet [Actions](#actions)
            ## Action sheet {#actions}
            - button: «»Mark All as Read
            - button: Cancel {role: cancel}
            ## Alert: «»Storage Full {raised}
            - button: Cancel {role: cancel}
            - button: «»Manage
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, sheet) in context.regions(.actionSheet) {
            guard let raised = sheet.attribute("raised") else { continue }
            context.report(
                "the app raises this action sheet itself; action sheets answer a button the user tapped",
                at: raised.range, in: screen,
                notes: [.help("link it from the button that starts the task, or tell the user with an alert")])
        }
    }
}
