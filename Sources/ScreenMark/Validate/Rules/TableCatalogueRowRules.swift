/// Table rules of `TableCatalogueRules` about a table's rows and parts: loading, values that fit,
/// disclosure rows, the refresh control, switches (002:L463, L512; 003:L266, L275, L398, L439).

/// `empty-table-shows-loading`
struct EmptyTableShowsLoading: Rule {
    static let description = RuleDescription(
        id: "empty-table-shows-loading", severity: .error,
        summary: "a table with no rows shows an activity indicator and a label such as Loading…",
        rationale: "Never show empty rows while content loads: they suggest that the app has stopped; show a "
            + "spinning activity indicator and an informative label such as \"Loading...\" in the middle of the "
            + "screen (002:L463: \"也一定要避免显示空行\"; 003:L275: \"切勿显示空白的表格,因为这会让用户以为应用挂了。此时应当"
            + "在屏幕中央展示一个活动指示器(activity indicator)和一个信息标签(information label)\"). A plain table with no "
            + "rows (a refresh control is not one), or whose rows are all blank (no text, value, image, accessory "
            + "or target), is reported when nothing else stands in the table or the content area; with an "
            + "activity indicator but no text (its own label or a label beside it), the missing label is. "
            + "Anything else shown — a label saying the list is empty (\"No Voicemail\"), a button to add the first "
            + "item — makes the screen more than a blank table, and passes; so does a screen with a search bar "
            + "or field, whose table fills as people type, and one whose navigation bar or toolbar shows an "
            + "activity indicator or a label (Mail's \"Checking for Mail…\").",
        sources: ["002:L463", "003:L275"],
        triggering: [
            """
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            ## ↓Table (plain)
            - refresh-control: Checking for Mail…
            # Outbox
            ## Table (plain)
            ↓- cell
            - cell
            # Drafts
            ## Table (plain)
            ## Content
            - ↓activity-indicator {style: gray}
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            ## Table (plain)
            - activity-indicator: Loading…
            # Voicemail
            ## Table (plain)
            ## Content
            - label: «»No Voicemail
            # Drafts
            ## Content
            - activity-indicator {style: gray}
            - label: Loading…
            ## Table (plain)
            # Search
            ## Search bar
            - search-field: Search
            ## Table (plain)
            # Favorites
            ## Table (plain)
            ## Content
            - button: Add Favorite
            # Mailbox
            ## Table (plain)
            ## Toolbar
            - label: Checking for Mail…
            """
        ])

    /// Whether `placed` makes an empty table expected or explained: a search field (the table fills
    /// as people type), or a bar's activity indicator or label (Mail's \"Checking for Mail…\").
    static func saysWhatHappens(_ placed: ProjectIndex.PlacedElement) -> Bool {
        switch placed.regionKind {
        case .navigationBar, .toolbar:
            return placed.element.kind == .activityIndicator || placed.element.kind == .label
                || placed.element.kind == .searchField
        case .content, .searchBar:
            return placed.element.kind == .searchField
        case .statusBar, .scopeBar, .table, .tabBar, .alert, .actionSheet, .activityView:
            return false
        }
    }

    /// Whether `element` is a row with nothing in it.
    static func isBlank(_ element: Element) -> Bool {
        guard element.kind == .cell, (element.label?.value ?? "").isEmpty, element.target == nil,
            element.detailTarget == nil, element.attribute("image") == nil, element.attribute("badge") == nil,
            element.attribute("action") == nil
        else { return false }
        if case .text(let text)? = element.value?.value, !text.isEmpty { return false }
        switch element.choice("accessory", as: Accessory.self) {
        case .none?, nil: return true
        case .disclosure?, .detailDisclosure?, .checkmark?: return false
        }
    }

    func check(_ context: inout RuleContext) {
        let project = context.project
        for screen in context.screens {
            let regions = project.screen(screen).regions
            guard regions.contains(where: { $0.kind == .table && $0.tableStyle == .plain }),
                !regions.contains(where: { $0.kind == .searchBar }),
                !context.elements(of: screen).contains(where: { Self.saysWhatHappens($0) })
            else { continue }
            // What the table and the content area show besides blank rows: a spinner, or anything
            // else (a label saying the list is empty, a button to add the first item), which makes
            // the screen more than a blank table.
            var spinner: Element?
            var showsSomething = false
            for region in regions where region.kind == .table || region.kind == .content {
                for element in region.allElements {
                    switch element.kind {
                    case .activityIndicator:
                        if spinner == nil { spinner = element }
                        if !(element.label?.value ?? "").isEmpty { showsSomething = true }
                    case .refreshControl:
                        continue
                    case .cell where Self.isBlank(element):
                        continue
                    case .title, .prompt, .back, .button, .infoButton, .contactAddButton, .space, .cell, .switch, .slider,
                        .segmented, .textField, .textView, .searchField, .label, .image, .picker, .datePicker, .stepper,
                        .pageControl, .progress, .webView, .map, .collection, .tab, .message, .activity:
                        showsSomething = true
                    }
                }
            }
            guard !showsSomething else { continue }
            for table in regions where table.kind == .table && table.tableStyle == .plain {
                let rows = table.allElements.filter { $0.kind != .refreshControl }
                if let spinner {
                    context.report(
                        "this activity indicator has no label to say what is loading", at: spinner.anchor, in: screen,
                        notes: [.help("give it one: `- activity-indicator: Loading…`")])
                    break
                }
                let blank = rows.isEmpty ? "has no rows" : "shows only empty rows"
                context.report(
                    "this table \(blank) and nothing says it is loading; it looks as if the app has stopped",
                    at: rows.first?.range ?? table.kindRange,
                    in: screen,
                    notes: [.help("show `- activity-indicator: Loading…` in the middle of the screen while it loads, or draw its rows")])
            }
        }
    }
}

/// `value1-cell-fits`
struct Value1CellFits: Rule {
    static let description = RuleDescription(
        id: "value1-cell-fits", severity: .warning, profiles: [.iphone2010],
        summary: "a value1 row's label and value fit on its line together",
        rationale: "In the value 1 style the text label and the detail label, in a smaller blue font, share one line, so truncation is hard "
            + "to avoid, but worth the effort: otherwise no space is left between the two labels and people cannot "
            + "tell how they relate (002:L512: \"可能很难避免文本截断的发生(因为两个标签位于同一行),但是仍值得您努力尝试\"). "
            + "Measured as `cell-label-fits` measures a row (the option `width`, 320 pt, less 30 pt of margins, at 8 "
            + "pt a column, a wide character taking 2; accessories, images and badges take their columns): the "
            + "label, one column of space and the value, at 7 pt a column in its smaller font, must fit. A label too long by itself is "
            + "`cell-label-fits`'s; rows marked `{sample: …}` show the app's data and are not measured."
            + WidthEstimate.rationale,
        sources: ["002:L512"],
        options: [RuleOption("width", default: 320, "the screen's width in points; a row's text has it less 30 pt of margins, at 8 pt a column")],
        languages: "any script: the label and value are measured in display columns, a Chinese or Japanese character taking two.",
        triggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»Software Update = ↓Version 3.1.3 is available now {style: value1}
            - cell: «»Passcode Lock = ↓Immediately after closing the app {style: value1, accessory: disclosure} → [Passcode Lock](#passcode-lock)
            # Passcode Lock
            ## Navigation bar
            - back
            """
        ],
        nonTriggering: [
            """
            # «»Settings
            ## Table (grouped)
            - cell: Wi-Fi = Off {style: value1, accessory: disclosure} → [Wi-Fi](#wi-fi)
            - cell: Auto-Lock = 1 Minute {style: value1}
            - cell: Dreams = Fleetwood Mac, Rumours, 1977 {style: value1, sample: song}
            - cell: mobile = (408) 555-5270 and (408) 555-3514 {style: value2}
            # Wi-Fi
            ## Navigation bar
            - back
            """
        ])

    /// Points per column of the detail label's smaller font.
    static let valuePointsPerColumn = 7.0

    func check(_ context: inout RuleContext) {
        let rowColumns = AlertText.whole((context.option("width") - CellLabelFits.margins) / CellLabelFits.pointsPerColumn)
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.regionKind == .table && placed.element.kind == .cell {
                let cell = placed.element
                guard cell.choice("style", as: CellStyle.self) == .value1, cell.attribute("sample") == nil,
                    let value = cell.value, case .text(let text) = value.value, !text.isEmpty
                else { continue }
                let room = max(0, rowColumns - CellLabelFits.taken(by: cell))
                let label = DisplayWidth.of(cell.label?.value ?? "")
                // A label too long by itself is cell-label-fits' finding.
                guard label <= room else { continue }
                // In points: the label, a column of space, the value in its smaller font.
                let needed = Double(label + 1) * CellLabelFits.pointsPerColumn + Double(DisplayWidth.of(text)) * Self.valuePointsPerColumn
                let available = Double(room) * CellLabelFits.pointsPerColumn
                guard WidthEstimate.overflows(needed, available) else { continue }
                context.report(
                    "this row's label and value need \(AlertText.whole(needed)) pt, but the row has \(AlertText.whole(available)) pt for them; the value will be cut off against the label",
                    at: value.range, in: screen,
                    notes: [.help("shorten the value or the label, so that a space remains between them")])
            }
        }
    }
}

/// `disclosure-row-pushes`
struct DisclosureRowPushes: Rule {
    static let description = RuleDescription(
        id: "disclosure-row-pushes", severity: .error,
        summary: "a row with a disclosure indicator pushes the next list: not a modal screen, an overlay, back or away",
        rationale: "The disclosure indicator tells people that tapping anywhere in the row opens a new list with the "
            + "item's sub-information, the next level of the hierarchy they walk down (003:L266: \"展开标志告知用户"
            + "点击这一列中的任何位置,都将展开新的列表以展示其子类信息\"). A row that shows it and presents a modal screen, "
            + "flips to one, raises an alert or action sheet, goes back or closes its screen breaks that promise; the "
            + "2010 text makes the same one (002:L573: \"展开指示符表示用户点击该行中的任意位置都可以在一个新列表中查看其"
            + "子集\"). A row that does not say yet where it leads is `disclosure-needs-target`'s.",
        sources: ["003:L266", "002:L573"],
        triggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»Other… {accessory: disclosure} ↓→ modal [Other Network](#other-network)
            - cell: «»Reset {accessory: disclosure} ↓→ sheet [Reset](#reset)
            - cell: «»Sounds {accessory: disclosure} ↓→ back
            ## Action sheet {#reset}
            - button: Reset All Settings {role: destructive}
            - button: Cancel {role: cancel}
            # Other Network
            ## Navigation bar
            - button: Cancel {role: cancel} → dismiss
            """
        ],
        nonTriggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»Other… → modal [Other Network](#other-network)
            - cell: «»General {accessory: disclosure} → [General](#general)
            # Other Network
            ## Navigation bar
            - button: Cancel {role: cancel} → dismiss
            # General
            ## Navigation bar
            - back
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .cell {
                let cell = placed.element
                guard cell.choice("accessory", as: Accessory.self) == .disclosure, let target = cell.target else { continue }
                let edge = context.project.edges(from: screen).first { $0.source == placed.path && !$0.isDetail }
                if case .overlay(let index)? = edge?.destination, context.profiles[screen.document] == .iphone2010,
                    NoMenuForOptions.option(of: cell, in: context.project.screen(screen).regions[index]) != nil
                {
                    continue  // a value chosen from a menu: `no-menu-for-options`'s finding
                }
                let shown: String
                switch target.presentation {
                case .push: continue
                case .back: shown = "goes back"
                case .dismiss: shown = "closes the screen"
                case .modal: shown = "presents a modal screen"
                case .flip: shown = "flips to another screen"
                case .root: shown = "switches the app to another section"
                case .alert: shown = "shows an alert"
                case .sheet: shown = "shows an overlay"
                }
                context.report(
                    "this row shows a disclosure indicator but \(shown); the indicator promises a new list pushed in its place",
                    at: target.range, in: screen,
                    notes: [.help("remove `accessory: disclosure`, or push the next list: `→ [Next](#next)`")])
            }
        }
    }
}

/// `refresh-control-at-top`
struct RefreshControlAtTop: Rule {
    static let description = RuleDescription(
        id: "refresh-control-at-top", severity: .warning, profiles: [.ios7],
        summary: "a table has at most one refresh control, above its first row",
        rationale: "A refresh control is hidden by default and appears when people drag down at the top of the "
            + "table to refresh it (003:L398: \"默认状态下不可见,当用户在表格上缘往下拖拽以刷新内容时才出现\"). Written below "
            + "a row, it would stand in the middle of the list, always visible; a second one in the same table "
            + "has nowhere to appear.",
        sources: ["003:L398"],
        triggering: [
            """
            # Inbox
            ## Table (plain)
            - cell: «»Anna Haro
            - ↓refresh-control: «»Checking for Mail…
            # Voicemail
            ## Table (plain)
            - refresh-control: Checking for Voicemail…
            ### Older
            - ↓refresh-control
            - cell: Hank Zakroff
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Table (plain)
            - refresh-control: «»Checking for Mail…
            - cell: «»Anna Haro
            # Voicemail
            ## Table (plain)
            ### Today
            - refresh-control
            - cell: Hank Zakroff
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, table) in context.regions(.table) {
            for (position, element) in table.allElements.enumerated() where element.kind == .refreshControl && position > 0 {
                let first = table.allElements[0]
                let message =
                    first.kind == .refreshControl
                    ? "this table already has a refresh control; it has one, above its rows"
                    : "this refresh control is below the table's first row; it appears when the top of the table is dragged down"
                context.report(
                    message, at: element.anchor, in: screen,
                    notes: [.help("write `- refresh-control` once, as the table's first line")])
            }
        }
    }
}

/// `switch-in-table`
struct SwitchInTable: Rule {
    static let description = RuleDescription(
        id: "switch-in-table", severity: .note, profiles: [.ios7],
        summary: "a switch is a row of a table",
        rationale: "The iOS 7 text lists a switch as available only in table views (003:L439: \"仅在表格视图中可用\"), "
            + "where it lets people choose between two mutually exclusive states of an item. A switch "
            + "in the content area is reported as a note; the 2010 text has no such limit. A game's own screen (an "
            + "immersive app's, without a navigation bar) lays its controls out in its own art and is left alone.",
        sources: ["003:L439"],
        triggering: [
            """
            # Alarm
            ## Content
            - ↓switch: «»Snooze = on
            """
        ],
        nonTriggering: [
            """
            # Alarm
            ## Table (grouped)
            - switch: «»Snooze = on
            """,
            RuleExample(
                """
                # Alarm
                ## Content
                - switch: «»Snooze = on
                """, profile: .iphone2010),
            """
            ---
            style: immersive
            ---
            # Settings
            ## Content
            - switch: «»Sound = on
            - button: «»Back {style: custom} → back
            """,
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens where !context.project.drawsOwnInterface(screen) {
            for placed in context.elements(of: screen) where placed.element.kind == .switch && placed.regionKind != .table {
                context.report(
                    "a switch belongs in a table view; this one stands in \(placed.regionKind.withArticle)", at: placed.element.anchor,
                    in: screen, notes: [.help("make it a row of a grouped table: `## Table (grouped)` above it")])
            }
        }
    }
}
