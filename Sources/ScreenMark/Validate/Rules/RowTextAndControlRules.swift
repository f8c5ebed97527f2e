/// Statements of the control and table catalogues that a rule cited but did not check: a row that
/// opens a list shows a disclosure indicator, a detail disclosure button does something the row does
/// not, a text view has one style, a segmented control keeps its height, and text speaks the user's
/// words (002:L540, L573, L597, L599, L698, L813; 003:L335). The text view's and the user's words'
/// rules are in `TextViewStyleRule.swift` and `DeveloperTermsRule.swift`.
enum RowTextAndControlRules {
    static let all: [any Rule] = [
        ListRowShowsDisclosure(), DetailDisclosureOwnAction(), TextViewOneStyle(), SegmentedFixedHeight(),
        NoDeveloperTerms(),
    ]
}

/// `list-row-shows-disclosure`
struct ListRowShowsDisclosure: Rule {
    static let description = RuleDescription(
        id: "list-row-shows-disclosure", severity: .warning, profiles: [.iphone2010],
        summary: "a table row that opens another list shows a disclosure indicator",
        rationale: "When selecting a row shows another list, use the disclosure indicator (002:L540: \"当选中一行后会"
            + "显示另一个列表时,应使用展开指示符\"): in a table that navigates a hierarchy it tells people that tapping "
            + "anywhere in the row shows the row's subset in a new list (002:L573: \"展开指示符表示用户点击该行中的任意"
            + "位置都可以在一个新列表中查看其子集\"). The rule reports a row that pushes a screen showing a list — its "
            + "tables hold two items or more, rows that lead on or name an entry without showing a value, and it "
            + "is not an item's details as `disclosure-not-for-details` defines them, nor an item's page (a "
            + "picture, a map or a page of text above its rows: an app's page with its Ratings and Web Site rows) — "
            + "with no accessory, or with a checkmark, which says the item is the one currently "
            + "selected (002:L547: \"表明该项当前被选中\"), not that it opens anything. A row presented "
            + "modally, one whose detail disclosure button leads on, one with a reorder control at its right "
            + "end, and the rows of a table with an index, which keeps the right edge free for the index, are not "
            + "reported; nor is a row that opens an item's details. The rows of one screen that open one list "
            + "alike are one finding, at the first.",
        sources: ["002:L540", "002:L573"],
        triggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: ↓«»General → [General](#general)
            - cell: Ringtone = Marimba {style: value1, ↓accessory: checkmark} → [Ringtone](#ringtone)
            # General
            ## Navigation bar
            - back: Settings
            - title: General
            ## Table (grouped)
            - cell: About
            - cell: Usage
            # Ringtone
            ## Navigation bar
            - back: Settings
            - title: Ringtone
            ## Table (grouped)
            - cell: Marimba {accessory: checkmark}
            - cell: Alarm
            """
        ],
        nonTriggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»General {accessory: disclosure} → [General](#general)
            - cell: Anna Haro → [Anna Haro](#anna-haro)
            - cell: Add Account → modal [General](#general)
            - cell: Office {accessory: detail-disclosure, action: join} → detail [General](#general)
            - cell: Home Network → [Home Network](#home-network)
            # Contacts
            ## Table (plain) {index: A-Z}
            ### A
            - cell: «»Anna Haro → [General](#general)
            # General
            ## Navigation bar
            - back: Settings
            - title: General
            ## Table (grouped)
            - cell: About
            - cell: Usage
            # Anna Haro
            ## Navigation bar
            - back: Settings
            - title: Info
            ## Table (grouped)
            - cell: mobile = (408) 555-5270 {style: value2}
            - cell: home = anna@example.com {style: value2}
            # Home Network
            ## Navigation bar
            - back: Settings
            - title: Home Network
            ## Table (grouped)
            - segmented: Configure = *DHCP* | BootP | Static
            - cell: IP Address = 192.168.1.20 {style: value1}
            - cell: Router = 192.168.1.1 {style: value1}
            """,
            RuleExample(
                """
                # Settings
                ## Table (grouped)
                - cell: «»General → [General](#general)
                # General
                ## Table (grouped)
                - cell: About
                - cell: Usage
                """, profile: .ios7),
            RuleExample(
                """
                # Top 25
                ## Table (plain)
                - cell: «»Angry Birds = Games {style: subtitle} → [Angry Birds](#angry-birds)
                # Angry Birds
                ## Navigation bar
                - back
                - title: «»Info
                ## Content
                - image: «»Icon {image: icon, size: 57x57}
                - text-view: «»Description = The survival of the birds is at stake. {read-only}
                ## Table (grouped)
                - cell: «»Customer Ratings {accessory: disclosure} → [Reviews](#reviews)
                - cell: «»Web Site {accessory: disclosure, action: open in safari}
                # Reviews
                ## Navigation bar
                - back
                - title: «»Reviews
                """, profile: .iphone2010),
        ])

    /// Whether `screen` shows a list: two rows or more that are its items — rows that lead on, or that
    /// name an entry or an option without showing a value — and it is not an item's details. A network's
    /// settings, value1 rows beside segmented controls, are not a list to go on from.
    static func showsList(_ screen: Screen) -> Bool {
        var items = 0
        for region in screen.regions {
            // An item shown above the rows (an app's icon and description, a photo) makes the screen
            // the item's page, and its rows are about it: Ratings, Web Site, Tell a Friend.
            guard region.kind == .table else {
                if region.kind == .content, items == 0, region.elements.contains(where: showsItem) { return false }
                continue
            }
            for element in region.allElements where element.kind == .cell {
                if element.target != nil || element.detailTarget != nil || element.value == nil { items += 1 }
            }
        }
        return items >= 2 && !DisclosureNotForDetails.showsDetails(screen)
    }

    /// Whether `element` shows an item itself, not a control: a picture, a map, a page of text.
    private static func showsItem(_ element: Element) -> Bool {
        switch element.kind {
        case .image, .map, .webView: true
        case .textView: element.hasFlag("read-only")
        case .title, .prompt, .back, .button, .infoButton, .contactAddButton, .space, .cell, .switch, .slider,
            .segmented, .textField, .searchField, .label, .picker, .datePicker, .stepper, .pageControl, .progress,
            .activityIndicator, .collection, .tab, .message, .refreshControl, .activity:
            false
        }
    }

    func check(_ context: inout RuleContext) {
        let project = context.project
        // Whether each destination shows a list, worked out once however many rows push it.
        var lists: [ScreenReference: Bool] = [:]
        // The rows of one screen that open one list the same way (sample rows, all alike) are one
        // problem: one finding at the first, the others as notes.
        var rows: [(place: RuleContext.Place, destination: ScreenReference, checkmark: Bool)] = []
        for edge in project.edges
        where edge.sourceKind == .cell && edge.presentation == .push && !edge.isDetail
            && context.applies(to: edge.source.screen.document)
        {
            guard case .screen(let destination) = edge.destination else { continue }
            let table = project.screen(edge.source.screen).regions[edge.source.region]
            let cell = project.element(edge.source)
            // An index stands at the right edge, where the indicator would (002:L585); so does the reorder control.
            guard table.attribute("index") == nil, !cell.hasFlag("reorder"), cell.detailTarget == nil else { continue }
            let accessory = cell.choice("accessory", as: Accessory.self)
            switch accessory {
            case .disclosure?, .detailDisclosure?: continue
            case .checkmark?, .none?, nil: break
            }
            let opensList: Bool
            if let known = lists[destination] {
                opensList = known
            } else {
                opensList = Self.showsList(project.screen(destination))
                lists[destination] = opensList
            }
            guard opensList else { continue }
            let place = cell.attribute("accessory")?.range ?? cell.label?.range ?? cell.anchor
            rows.append((RuleContext.Place(place, in: edge.source.screen), destination, accessory == .checkmark))
        }
        for same in rows.groupedInOrder(by: { [$0.place.screen, $0.destination, $0.checkmark] as [AnyHashable] }) {
            guard let first = same.first else { continue }
            let title = project.screen(first.destination).title
            let message =
                first.checkmark
                ? "this row opens the list `\(title.value)`, but its checkmark says it is a chosen option"
                : "this row opens the list `\(title.value)` but shows no disclosure indicator"
            context.report(
                message, atEach: same.map(\.place), alsoHere: "this row opens it the same way",
                notes: [
                    context.note("the list it opens", at: title.range, in: first.destination),
                    .help("add `accessory: disclosure`: it tells people that tapping the row shows another list"),
                ])
        }
    }
}

/// `detail-disclosure-own-action`
struct DetailDisclosureOwnAction: Rule {
    static let description = RuleDescription(
        id: "detail-disclosure-own-action", severity: .warning, profiles: [.ios7],
        summary: "a row's detail disclosure button leads somewhere the row itself does not",
        rationale: "A detail disclosure button shows more about its item in a separate view, and when it is in a "
            + "row, tapping the rest of the row does not activate it: the row is selected, or does something else "
            + "of the app's (003:L335: \"点击表格行的其它区域不会激活此按钮,只会选中该行,或者触发app中其它自定义的行为\"). "
            + "A row whose own target and whose button's `→ detail` target open the same screen in the same way "
            + "makes the button do what the whole row does. The 2010 text only says that the two actions may "
            + "differ, so the rule runs under iOS 7.",
        sources: ["003:L335"],
        triggering: [
            """
            # Recents
            ## Table (plain)
            - cell: «»Anna Haro {accessory: detail-disclosure} → [Info](#info) ↓→ detail [Info](#info)
            # Info
            ## Navigation bar
            - back
            - title: Info
            """
        ],
        nonTriggering: [
            """
            # Recents
            ## Table (plain)
            - cell: «»Anna Haro {accessory: detail-disclosure, action: call back} → detail [Info](#info)
            - cell: «»Hank Zakroff {accessory: detail-disclosure} → [Chat](#chat) → detail [Info](#info)
            - cell: «»Kate Bell {accessory: detail-disclosure} → modal [Info](#info) → detail [Info](#info)
            # Info
            ## Navigation bar
            - back
            - title: Info
            # Chat
            ## Navigation bar
            - back
            - title: Chat
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        // The row's edge and its button's, by row: the resolved destinations compare however the links are written.
        var rows: [ElementPath: NavigationEdge] = [:]
        var buttons: [(path: ElementPath, edge: NavigationEdge)] = []
        for edge in project.edges where edge.sourceKind == .cell && context.applies(to: edge.source.screen.document) {
            if edge.isDetail { buttons.append((edge.source, edge)) } else { rows[edge.source] = edge }
        }
        for (path, button) in buttons {
            guard let row = rows[path], row.presentation == button.presentation, row.destination == button.destination,
                case .screen(let destination) = button.destination
            else { continue }
            let title = project.screen(destination).title.value
            context.report(
                "this row and its detail disclosure button both open `\(title)`", at: button.range, in: path.screen,
                notes: [
                    context.note("the row's own target", at: row.range, in: path.screen),
                    .help("give the row an action of its own (`action: play`), or remove the button and let the row lead there"),
                ])
        }
    }
}

/// `segmented-fixed-height`
struct SegmentedFixedHeight: Rule {
    static let description = RuleDescription(
        id: "segmented-fixed-height", severity: .error, profiles: [.iphone2010],
        summary: "a segmented control keeps its standard height of 44 pt",
        rationale: "A segmented control's length follows the number of its segments and the longest one; its "
            + "height is fixed (002:L813: \"分段控件的长度取决于您所显示的段的数量以及最长一段的尺寸。分段控件的高度是固定的\"). "
            + "The height it has outside bars is the 44 pt the same line asks of every segment's hit area. A "
            + "`size` taller than 44 pt is reported; a lower one is `hit-target-min`'s, since each segment must "
            + "stay comfortable to tap.",
        sources: ["002:L813"],
        triggering: [
            """
            # Calendar
            ## Content
            - segmented: «»Period = *Day* | Week | Month {size: ↓300x60}
            """
        ],
        nonTriggering: [
            """
            # Calendar
            ## Content
            - segmented: «»Period = *Day* | Week | Month {size: 300x44}
            - segmented: «»View = *List* | Grid
            """,
            RuleExample(
                """
                # Calendar
                ## Content
                - segmented: «»Period = *Day* | Week | Month {size: 300x60}
                """, profile: .ios7),
        ])

    /// The height of a segmented control, in points.
    static let height = 44.0

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .segmented {
                guard let size = placed.element.attribute("size"), case .size(let width, let height) = size.value,
                    height > Self.height
                else { continue }
                let standard = ControlSupport.number(Self.height)
                context.report(
                    "a segmented control's height is fixed at \(standard) pt, but this one asks for \(ControlSupport.number(height)) pt",
                    at: size.valueAnchor, in: screen,
                    notes: [.help("keep the height: `size: \(ControlSupport.number(width))x\(standard)`; only the width follows the segments")])
            }
        }
    }
}

