/// Tables and rows beyond the core rules: option lists with their checkmark, lists that load,
/// values that fit, disclosure rows that push, refresh controls where they belong, short index entries
/// (002:L444–L582; 003:L265–L278, L398, L439).
enum TableCatalogueRules {
    static let all: [any Rule] = [
        OptionListChecksValue(), OptionListShowsChoice(), OptionListFromButtonPlain(), NoMenuForOptions(),
        EmptyTableShowsLoading(), Value1CellFits(), DisclosureRowPushes(), RefreshControlAtTop(), SwitchInTable(),
        TableIndexShortEntries(), PlainTableEvenRows(), ImmersiveTableForOptions(), DefaultCellNoDetail(),
    ]
}

/// An option list: a screen whose table rows are choices to pick from, as Settings' Ringtone.
enum OptionList {
    /// The rows of `screen` when it is an option list: its tables hold two rows or more and
    /// nothing but cells that name an option and lead nowhere (no value, badge, target, action,
    /// sample, editing control or disclosure), each with a checkmark or no accessory; besides the
    /// tables it has bars only. `nil` for any other screen.
    static func rows(of screen: Screen) -> [Element]? {
        var rows: [Element] = []
        for region in screen.regions {
            switch region.kind {
            case .table:
                for element in region.allElements {
                    // An option is a name: a row showing a value or a count shows data instead.
                    guard element.kind == .cell, element.target == nil, element.detailTarget == nil,
                        element.attribute("action") == nil, element.attribute("sample") == nil,
                        element.attribute("editing") == nil, element.attribute("badge") == nil, element.value == nil
                    else { return nil }
                    switch element.choice("accessory", as: Accessory.self) {
                    case .none?, .checkmark?, nil: rows.append(element)
                    case .disclosure?, .detailDisclosure?: return nil
                    }
                }
            case .content:
                // Content besides the list (a picker, a label to read) makes it more than a list.
                if !region.elements.isEmpty { return nil }
            case .statusBar, .navigationBar, .searchBar, .scopeBar, .toolbar, .tabBar, .alert, .actionSheet,
                .activityView:
                continue
            }
        }
        return rows.count >= 2 ? rows : nil
    }

    /// Whether `row` carries a checkmark.
    static func isChecked(_ row: Element) -> Bool {
        row.choice("accessory", as: Accessory.self) == .checkmark
    }

    /// `text` as a row's label and a value are compared: lower case, no surrounding spaces or end punctuation.
    static func key(_ text: String) -> String { AlertText.normalized(text) }

    /// A value1 row that opens a screen, and the value it shows.
    struct Opener {
        let edge: NavigationEdge
        let value: Located<ElementValue>
        let text: String
    }

    /// For every screen that value1 rows with a value open (pushed or presented from the row, not
    /// its detail disclosure button), those rows, in edge order; the screens in the order first opened.
    static func openers(in project: Project) -> [(screen: ScreenReference, openers: [Opener])] {
        var order: [ScreenReference] = []
        var openers: [ScreenReference: [Opener]] = [:]
        for edge in project.edges where edge.sourceKind == .cell && !edge.isDetail {
            guard edge.presentation == .push || edge.presentation == .modal || edge.presentation == .flip,
                case .screen(let destination) = edge.destination
            else { continue }
            let cell = project.element(edge.source)
            guard cell.choice("style", as: CellStyle.self) == .value1, let value = cell.value,
                case .text(let text) = value.value, !key(text).isEmpty
            else { continue }
            if openers[destination] == nil { order.append(destination) }
            openers[destination, default: []].append(Opener(edge: edge, value: value, text: text))
        }
        return order.map { ($0, openers[$0] ?? []) }
    }

    /// The option list `screen` is, with the row naming the value its openers show: `nil` unless it
    /// is an option list, every opener shows the same value and exactly one row is labelled with it.
    static func chosenRow(
        of screen: Screen, openers: [Opener]
    ) -> (rows: [Element], chosen: Element, opener: Opener)? {
        guard let first = openers.first else { return nil }
        let value = key(first.text)
        guard openers.allSatisfy({ key($0.text) == value }), let rows = rows(of: screen) else { return nil }
        let matching = rows.filter { key($0.label?.value ?? "") == value }
        guard matching.count == 1 else { return nil }
        return (rows, matching[0], first)
    }
}

/// `option-list-checks-value`
struct OptionListChecksValue: Rule {
    static let description = RuleDescription(
        id: "option-list-checks-value", severity: .warning,
        summary: "the checkmark of an option list is on the row its value1 row shows",
        rationale: "A checkmark at the right of a row says that the item is the one currently selected (002:L547: "
            + "\"该元素出现在列表项的右侧,表明该项当前被选中\"); an option list uses it to tell people which option is "
            + "chosen (003:L265: \"你可以使用选中标记来告知用户当前选中了哪些项\"). When a value1 row such as "
            + "`Ringtone = Marimba` opens the list, the checkmark belongs on Marimba. The rule takes a screen as an "
            + "option list when its tables hold only rows that name an option (no value or badge) and lead "
            + "nowhere, with a checkmark or no accessory, and reports it when exactly one row is labelled with "
            + "the value (compared without case and end punctuation), that row has no checkmark and another row "
            + "has one. A list whose value names no row "
            + "(`Repeat = Weekdays`, several days checked) and a list opened by rows showing different values "
            + "are not judged.",
        sources: ["002:L547", "003:L265"],
        languages: "any language: the value and the rows' labels are compared without regard to case and end punctuation.",
        triggering: [
            """
            # Sounds
            ## Table (grouped)
            - cell: Ringtone = «»Marimba {style: value1, accessory: disclosure} → [Ringtone](#ringtone)
            # Ringtone
            ## Navigation bar
            - back: Sounds
            - title: Ringtone
            ## Table (grouped)
            - cell: ↓«»Marimba
            - cell: Alarm
            - cell: Bell Tower {accessory: checkmark}
            """
        ],
        nonTriggering: [
            """
            # Sounds
            ## Table (grouped)
            - cell: Ringtone = «»Marimba {style: value1, accessory: disclosure} → [Ringtone](#ringtone)
            - cell: Repeat = Weekdays {style: value1, accessory: disclosure} → [Repeat](#repeat)
            # Ringtone
            ## Navigation bar
            - back: Sounds
            - title: Ringtone
            ## Table (grouped)
            - cell: «»marimba. {accessory: checkmark}
            - cell: Alarm
            # Repeat
            ## Navigation bar
            - back: Sounds
            - title: Repeat
            ## Table (grouped)
            - cell: Every Monday {accessory: checkmark}
            - cell: Every Tuesday {accessory: checkmark}
            - cell: Every Sunday
            """,
            """
            # Alarm
            ## Table (grouped)
            - cell: Sound = «»Marimba {style: value1, accessory: disclosure} → [Sound](#sound)
            # Timer
            ## Table (grouped)
            - cell: When Timer Ends = Bark {style: value1, accessory: disclosure} → [Sound](#sound)
            # Sound
            ## Navigation bar
            - back
            - title: Sound
            ## Table (grouped)
            - cell: «»Marimba
            - cell: Bark {accessory: checkmark}
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (screen, openers) in OptionList.openers(in: project) where context.applies(to: screen.document) {
            guard let (rows, chosen, opener) = OptionList.chosenRow(of: project.screen(screen), openers: openers),
                !OptionList.isChecked(chosen), let checked = rows.first(where: OptionList.isChecked)
            else { continue }
            let other = checked.label?.value ?? ""
            context.report(
                "the row that opens this list shows `\(opener.text)`, but the checkmark is on `\(other)`",
                at: chosen.label?.range ?? chosen.anchor, in: screen,
                notes: [
                    context.note("the value it shows", at: opener.value.range, in: opener.edge.source.screen),
                    context.note("the checkmark", at: checked.label?.range ?? checked.anchor, in: screen),
                    .help("move `accessory: checkmark` to the chosen row, or show the checked option as the value"),
                ])
        }
    }
}

/// `option-list-shows-choice`
struct OptionListShowsChoice: Rule {
    static let description = RuleDescription(
        id: "option-list-shows-choice", severity: .warning,
        summary: "an option list opened from a value1 row marks the current option with a checkmark",
        rationale: "iPhone has no menus; a table shows a list of options and its checkmark tells which item is "
            + "selected (002:L569: \"表格视图可以提供选定标记图像,向用户标识列表中的哪一项(或哪些项)处于被选中的状态\"; "
            + "003:L265). Choosing a row is answered at once, with a new view or a checkmark on the row "
            + "(002:L451: \"要么在这一行显示一个复选标记来表明该项已被选中或启用\"; 003:L272: \"用户选择列表项时,始终给与"
            + "反馈\"). A list of options whose rows lead nowhere and carry no checkmark shows neither the current "
            + "option nor what a tap did. The rule judges the lists that a value1 row opens (`Ringtone = Marimba`) "
            + "when exactly one of their rows is labelled with that value, so the current option is known; an "
            + "option list as `option-list-checks-value` defines it, with no checkmark at all, is reported.",
        sources: ["002:L569", "002:L451", "003:L272"],
        languages: "any language: the value and the rows' labels are compared without regard to case and end punctuation.",
        triggering: [
            """
            # Sounds
            ## Table (grouped)
            - cell: Ringtone = «»Marimba {style: value1, accessory: disclosure} → [Ringtone](#ringtone)
            # Ringtone
            ## Navigation bar
            - back: Sounds
            - title: Ringtone
            ## Table (grouped)
            - cell: ↓«»Marimba
            - cell: Alarm
            - cell: Bell Tower
            """
        ],
        nonTriggering: [
            """
            # Sounds
            ## Table (grouped)
            - cell: Ringtone = «»Marimba {style: value1, accessory: disclosure} → [Ringtone](#ringtone)
            - cell: Time Zone = Cupertino {style: value1, accessory: disclosure} → [Time Zone](#time-zone)
            # Ringtone
            ## Navigation bar
            - back: Sounds
            - title: Ringtone
            ## Table (grouped)
            - cell: «»Marimba {accessory: checkmark}
            - cell: Alarm
            # Time Zone
            ## Navigation bar
            - back: Sounds
            - title: Time Zone
            ## Table (plain)
            - cell: Cupertino → back
            - cell: London → back
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (screen, openers) in OptionList.openers(in: project) where context.applies(to: screen.document) {
            guard let (rows, chosen, opener) = OptionList.chosenRow(of: project.screen(screen), openers: openers),
                !rows.contains(where: OptionList.isChecked)
            else { continue }
            context.report(
                "no row of this option list has a checkmark, so nothing shows that `\(opener.text)` is chosen or answers a tap",
                at: chosen.label?.range ?? chosen.anchor, in: screen,
                notes: [
                    context.note("the row that opens the list shows `\(opener.text)`", at: opener.value.range, in: opener.edge.source.screen),
                    .help("add `accessory: checkmark` to the chosen row: `- cell: \(chosen.label?.value ?? "") {accessory: checkmark}`"),
                ])
        }
    }
}

/// `option-list-from-button-plain`
struct OptionListFromButtonPlain: Rule {
    static let description = RuleDescription(
        id: "option-list-from-button-plain", severity: .warning, profiles: [.iphone2010],
        summary: "an option list opened from a button, not a row, is a plain table",
        rationale: "An option list shown when a table row is tapped may be either style, but one shown when a "
            + "button or another element outside a table row is tapped should be a plain table (002:L572: \"如果您需要"
            + "在用户点击按钮或其它位于表格行之外的用户界面元素时向用户显示选项列表,则您应该选用无格式样式的表格视图\"). The rule "
            + "takes a screen as an option list as `option-list-checks-value` does, with at least one checkmark, "
            + "and reports its grouped table when every link that opens it comes from something other than a "
            + "table row.",
        sources: ["002:L572"],
        triggering: [
            """
            # Photo
            ## Toolbar
            - button: «»Slideshow → modal [Transition](#transition)
            # Transition
            ## Navigation bar
            - title: Transition
            - button: Done {style: done} → dismiss
            ## Table (↓grouped)
            - cell: «»Dissolve {accessory: checkmark}
            - cell: Cube
            - cell: Ripple
            """
        ],
        nonTriggering: [
            """
            # Photo
            ## Toolbar
            - button: «»Slideshow → modal [Transition](#transition)
            ## Table (grouped)
            - cell: Repeat = Dissolve {style: value1, accessory: disclosure} → [Repeat](#repeat)
            # Transition
            ## Navigation bar
            - title: Transition
            - button: Done {style: done} → dismiss
            ## Table (plain)
            - cell: «»Dissolve {accessory: checkmark}
            - cell: Cube
            # Repeat
            ## Navigation bar
            - back: Photo
            - title: Repeat
            ## Table (grouped)
            - cell: Dissolve {accessory: checkmark}
            - cell: Cube
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (screen, _, table) in context.regions(.table) where table.tableStyle == .grouped {
            let incoming = project.edges(to: screen).filter { !$0.isTabSwitch }
            guard let opener = incoming.first, incoming.allSatisfy({ $0.sourceKind != .cell }),
                let rows = OptionList.rows(of: project.screen(screen)), rows.contains(where: OptionList.isChecked)
            else { continue }
            let button = project.element(opener.source)
            context.report(
                "this option list opens from \(Article.prefixed(button.kind.rawValue.replacing("-", with: " "))), not a table row, so it should be a plain table",
                at: table.variant?.range ?? table.kindRange, in: screen,
                notes: [
                    context.note("opened here", at: button.label?.range ?? button.anchor, in: opener.source.screen),
                    .help("write `## Table (plain)`"),
                ])
        }
    }
}

/// `no-menu-for-options`
struct NoMenuForOptions: Rule {
    static let description = RuleDescription(
        id: "no-menu-for-options", severity: .error, profiles: [.iphone2010],
        summary: "a row's value is chosen from a list with a checkmark, not from an alert or action sheet",
        rationale: "iPhone OS has no menus or pop-up menus to choose among several options; a table view shows the "
            + "list of options instead, with a checkmark on the chosen one (002:L569: \"iPhone OS中没有类似于菜单或弹出式"
            + "菜单那样的多项选择控件,但是表格视图能够以一种简单的,整洁的方式显示选项列表\"). A value1 row showing its value "
            + "(`Sort By = Date`) that opens an alert or action sheet whose buttons include that value uses the "
            + "overlay as a pop-up menu. Buttons are compared with the value without case and end punctuation.",
        sources: ["002:L569"],
        languages: "any language: the value and the buttons' titles are compared without regard to case and end punctuation.",
        triggering: [
            """
            # Messages
            ## Table (grouped)
            - cell: Sort By = «»Date {style: value1} ↓→ sheet [Sort By](#sort-by)
            ## Action sheet {#sort-by}
            - button: «»Date
            - button: Sender
            - button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # Messages
            ## Table (grouped)
            - cell: Sort By = «»Date {style: value1, accessory: disclosure} → [Sort By](#sort-by)
            - cell: Account = iCloud {style: value1} → sheet [Sign Out](#sign-out)
            ## Action sheet {#sign-out}
            - button: Sign Out {role: destructive}
            - button: Cancel {role: cancel}
            # Sort By
            ## Navigation bar
            - back: Messages
            - title: Sort By
            ## Table (grouped)
            - cell: «»Date {accessory: checkmark}
            - cell: Sender
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for edge in project.edges
        where edge.sourceKind == .cell && (edge.presentation == .alert || edge.presentation == .sheet)
            && context.applies(to: edge.source.screen.document)
        {
            guard case .overlay(let index) = edge.destination else { continue }
            let cell = project.element(edge.source)
            let overlay = project.screen(edge.source.screen).regions[index]
            guard let option = Self.option(of: cell, in: overlay), case .text(let value)? = cell.value?.value else { continue }
            let what = overlay.kind == .alert ? "an alert" : "an action sheet"
            context.report(
                "this row picks its value `\(value)` from \(what) used as a menu; iPhone shows options as a list",
                at: edge.range, in: edge.source.screen,
                notes: [
                    context.note("one of its buttons is the value", at: option.label?.range ?? option.anchor, in: edge.source.screen),
                    .help("push a screen listing the options, the chosen one with `accessory: checkmark`"),
                ])
        }
    }

    /// The button of `overlay` that names `cell`'s value, when the row's value is chosen from it as
    /// from a menu (a value1 row whose alert or action sheet lists the value). `disclosure-row-pushes`
    /// leaves such a row to this rule: one problem, one finding.
    static func option(of cell: Element, in overlay: Region) -> Element? {
        guard overlay.isSystemOverlay, cell.choice("style", as: CellStyle.self) == .value1,
            case .text(let value)? = cell.value?.value, !OptionList.key(value).isEmpty
        else { return nil }
        return AlertText.buttons(of: overlay).first {
            !AlertText.isCancel($0) && OptionList.key($0.visibleTitle ?? "") == OptionList.key(value)
        }
    }
}
