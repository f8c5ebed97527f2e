/// The navigation bar rules of ``BarRules``: where the bar sits, what it holds, and whether it fits.

extension BarRules {
    /// The items drawn in a navigation bar, left to right as written: every element but the
    /// `prompt`, which is a line of text above the bar.
    static func navigationBarItems(_ bar: Region) -> [Element] {
        bar.elements.filter { $0.kind != .prompt }
    }
}

/// `nav-bar-below-status-bar`
struct NavBarBelowStatusBar: Rule {
    static let description = RuleDescription(
        id: "nav-bar-below-status-bar", severity: .error,
        summary: "the navigation bar comes right after the status bar (or first if none)",
        rationale: "The navigation bar sits at the top edge of the screen, right below the status bar "
            + "(002:L102; 003:L75). Regions are drawn in the order written, so no region but `## Status bar` "
            + "is written above `## Navigation bar` (alerts, action sheets and activity views float over the "
            + "screen and do not count).",
        sources: ["002:L102", "003:L75", "002:L72", "002:L51"],
        triggering: [
            """
            # Inbox
            ## Status bar
            ## Search bar
            - search-field: «»Search
            ## ↓Navigation bar
            - title: «»Inbox
            """,
            """
            # Inbox
            ## Table (plain)
            - cell: «»Anna Haro
            ## ↓Navigation bar
            - title: «»Inbox
            """,
        ],
        nonTriggering: [
            """
            # Inbox
            ## Status bar
            ## Navigation bar
            - title: «»Inbox
            ## Search bar
            - search-field: «»Search
            """,
            """
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            ## Table (plain)
            - cell: «»Anna Haro
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for screen in context.screens {
            let regions = BarRules.stacked(project.screen(screen))
            guard let index = regions.firstIndex(where: { $0.kind == .navigationBar }),
                let above = regions[..<index].first(where: { $0.kind != .statusBar })
            else { continue }
            let hasStatusBar = regions.contains { $0.kind == .statusBar }
            let place = hasStatusBar ? "right below the status bar" : "at the top of the screen"
            context.report(
                "the navigation bar goes \(place), but \(above.kind.withArticle) is written above it",
                at: regions[index].kindRange, in: screen,
                notes: [
                    context.note("written above the navigation bar", at: above.kindRange, in: screen),
                    .help(hasStatusBar ? "move `## Navigation bar` up, right after `## Status bar`" : "move `## Navigation bar` up, first in the screen"),
                ])
        }
    }
}

/// `nav-bar-max-items`
struct NavBarMaxItems: Rule {
    static let description = RuleDescription(
        id: "nav-bar-max-items", severity: .warning,
        summary: "at most a title, a back button and one other control",
        rationale: "Even with room to spare, a navigation bar holds no more than the view's title, the back "
            + "button and one control that acts on the view (003:L85). Without a back button, one button "
            + "acting on the content may take its place left of the title (002:L144), so a modal screen's "
            + "Cancel and Done fit. The rule counts every item but the title and the `prompt` (a line "
            + "above the bar): at most one back button (or a button in its place) and `max` controls. In a bar "
            + "with no title, a search field or a segmented control stands in the title's place, as `nav-bar-fits` "
            + "measures it (Maps: Directions, the search field, Share), and is not counted.",
        sources: ["002:L144", "003:L85"],
        options: [RuleOption("max", default: 1, "controls besides the title and the back button (or the button in its place)")],
        triggering: [
            """
            # Notes
            ## Navigation bar
            - back: «»Folders
            - title: Notes
            - button: «»Edit {system: edit}
            - ↓button {system: add}
            """,
            """
            # New Note
            ## Navigation bar
            - button: «»Cancel {role: cancel}
            - title: New Note
            - button: «»Share {system: action}
            - ↓button: Done {style: done}
            """,
        ],
        nonTriggering: [
            """
            # Notes
            ## Navigation bar
            - prompt: «»Pick a note
            - back: «»Folders
            - title: Notes
            - button: «»Edit {system: edit}
            """,
            """
            # New Note
            ## Navigation bar
            - button: «»Cancel {role: cancel}
            - title: New Note
            - button: «»Done {style: done}
            """,
            """
            # Map
            ## Navigation bar
            - button: «»Directions {icon: directions}
            - search-field: «»Search or Address {bookmark}
            - button {system: action}
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        let controls = max(0, Int(context.option("max")))
        let limit = 1 + controls  // the back button's place, then the controls
        for screen in context.screens {
            guard let bar = project.screen(screen).region(.navigationBar) else { continue }
            var items = BarRules.navigationBarItems(bar).filter { $0.kind != .title }
            if !bar.elements.contains(where: { $0.kind == .title }),
                let centre = items.firstIndex(where: { $0.kind == .searchField || $0.kind == .segmented })
            {
                items.remove(at: centre)  // it stands in the title's place
            }
            guard items.count > limit else { continue }
            let extra = items[limit]
            let allowed = controls == 1 ? "one control" : "\(controls) controls"
            context.report(
                "the navigation bar is crowded: besides its title it holds \(items.count) items; keep a back button "
                    + "(or one button in its place) and \(allowed)",
                at: extra.anchor, in: screen,
                notes: [.help("move this `\(extra.kind.rawValue)` to a toolbar at the bottom of the screen, or into the content")])
        }
    }
}

/// `nav-bar-back-left`
struct NavBarBackLeft: Rule {
    static let description = RuleDescription(
        id: "nav-bar-back-left", severity: .error,
        summary: "the back button is the leftmost item",
        rationale: "The back button goes left of the current title (003:L82), at the bar's left edge where people "
            + "look for the way back: no item of the navigation bar is written before `back` (a `prompt` is a "
            + "line above the bar and may come first).",
        sources: ["003:L82"],
        triggering: [
            """
            # Inbox
            ## Navigation bar
            - button: «»Edit {system: edit}
            - ↓back: «»Mailboxes
            - title: Inbox
            """,
            """
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            - ↓back: «»Mailboxes
            """,
        ],
        nonTriggering: [
            """
            # Inbox
            ## Navigation bar
            - prompt: «»Choose a message
            - back: «»Mailboxes
            - title: Inbox
            - button: «»Edit {system: edit}
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for screen in context.screens {
            guard let bar = project.screen(screen).region(.navigationBar) else { continue }
            let items = BarRules.navigationBarItems(bar)
            guard let index = items.firstIndex(where: { $0.kind == .back }), index > 0 else { continue }
            let first = items[0]
            context.report(
                "the back button is the leftmost item of the navigation bar, but a `\(first.kind.rawValue)` is written before it",
                at: items[index].anchor, in: screen,
                notes: [
                    context.note("written before the back button", at: first.anchor, in: screen),
                    .help("move the `back` line first in the navigation bar (only a `prompt` may stay above it)"),
                ])
        }
    }
}

/// `nav-bar-left-button-without-back`
struct NavBarLeftButtonWithoutBack: Rule {
    static let description = RuleDescription(
        id: "nav-bar-left-button-without-back", severity: .warning, profiles: [.iphone2010],
        summary: "a content button may sit left of the title only when there is no back button",
        rationale: "Besides the back button, a navigation bar may hold one more button, right of the title; only "
            + "when there is no back button to show may a button that acts on the content, such as Edit, sit "
            + "left of the title instead (002:L144). \"Left of the title\" is written before the `title` element.",
        sources: ["002:L144"],
        triggering: [
            """
            # Inbox
            ## Navigation bar
            - back: «»Mailboxes
            - ↓button: «»Edit {system: edit}
            - title: Inbox
            """
        ],
        nonTriggering: [
            """
            # World Clock
            ## Navigation bar
            - button: «»Edit {system: edit}
            - title: World Clock
            - button {system: add}
            """,
            """
            # Inbox
            ## Navigation bar
            - back: «»Mailboxes
            - title: Inbox
            - button: «»Edit {system: edit}
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for screen in context.screens {
            guard let bar = project.screen(screen).region(.navigationBar) else { continue }
            let items = BarRules.navigationBarItems(bar)
            guard let back = items.first(where: { $0.kind == .back }),
                let title = items.firstIndex(where: { $0.kind == .title })
            else { continue }
            for item in items[..<title] where item.kind != .back && item.kind != .title {
                context.report(
                    "with a back button in the navigation bar, \(BarRules.named(item)) belongs right of the title",
                    at: item.anchor, in: screen,
                    notes: [
                        context.note("the back button takes the left side", at: back.anchor, in: screen),
                        .help("move this `\(item.kind.rawValue)` below the `title` line"),
                    ])
            }
        }
    }
}

/// `nav-bar-segmented-alone`
struct NavBarSegmentedAlone: Rule {
    static let description = RuleDescription(
        id: "nav-bar-segmented-alone", severity: .error, profiles: [.ios7],
        summary: "a navigation bar holding a segmented control has no title and no other control",
        rationale: "A segmented control in the navigation bar flattens the hierarchy at the top level of an app "
            + "(003:L84); when a bar holds one, it shows no title and no other superfluous control (003:L85). The "
            + "back button may stay (003:L84 asks for accurate back titles in this setup), and so may a `prompt`, "
            + "which is a line above the bar. So may the buttons that leave the screen (`→ dismiss` or "
            + "`→ back`): a modal view's Cancel and Done are its way out, as the back button is a pushed view's "
            + "(Maps' directions: Cancel, the modes of travel, Route). Each extra item is reported.",
        sources: ["003:L85"],
        triggering: [
            """
            # Recents
            ## Navigation bar
            - ↓title: «»Recents
            - segmented: «»Calls = *All* | Missed
            - ↓button: «»Edit {system: edit}
            """
        ],
        nonTriggering: [
            """
            # Recents
            ## Navigation bar
            - segmented: «»Calls = *All* | Missed
            """,
            """
            # Recents
            ## Navigation bar
            - prompt: «»Calls today
            - back: «»Phone
            - segmented: Calls = *All* | Missed
            """,
            """
            # Directions
            ## Navigation bar
            - button: «»Cancel {role: cancel} → dismiss
            - segmented: «»Transport = *Drive* | Walk
            - button: Route {style: done} → dismiss
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for screen in context.screens {
            guard let bar = project.screen(screen).region(.navigationBar),
                let segmented = bar.elements.firstIndex(where: { $0.kind == .segmented })
            else { continue }
            let control = bar.elements[segmented]
            for (index, item) in bar.elements.enumerated()
            where index != segmented && item.kind != .back && item.kind != .prompt && !Self.leaves(item) {
                let isTitle = item.kind == .title
                context.report(
                    isTitle
                        ? "a navigation bar holding a segmented control shows no title"
                        : "a navigation bar holding a segmented control holds no other control, but it has \(BarRules.named(item))",
                    at: item.anchor, in: screen,
                    notes: [
                        context.note("the segmented control", at: control.anchor, in: screen),
                        .help(isTitle ? "remove the `title`: the segments say what the screen shows" : "move this `\(item.kind.rawValue)` to a toolbar, or into the content"),
                    ])
            }
        }
    }
}

extension NavBarSegmentedAlone {
    /// Whether `item` is a button that leaves the screen, a modal view's Cancel or Done.
    static func leaves(_ item: Element) -> Bool {
        guard item.kind == .button, let presentation = item.target?.presentation else { return false }
        return presentation == .dismiss || presentation == .back
    }
}

/// `nav-bar-fits`
struct NavBarFits: Rule {
    static let description = RuleDescription(
        id: "nav-bar-fits", severity: .warning,
        summary: "the title and buttons fit the navigation bar's 320 pt width",
        rationale: "A navigation bar holds a few short items (002:L144; 003:L85: avoid crowding it even when "
            + "there is room), and the title is centred on the bar (002:L117, 003:L75). The rule measures the "
            + "bar in the text wireframes' columns: 320 pt is 40 columns of 8 pt; text takes its display "
            + "width (1 column a character, 2 for a wide one such as 中 or an emoji); a button takes its "
            + "title + 2 columns, the back button 2 more for its chevron, a standard text item (Edit, Cancel, "
            + "Save, Done, Undo, Redo) its standard title + 2, an icon (`icon:` or a standard icon item) and "
            + "an activity indicator 3; a segmented control has equal segments, each as wide as its widest "
            + "title + 2, or 3 for an icon, a segment's title measured in its own smaller font (13 pt bold, "
            + "Helvetica's widths, `TextWidth`) and rounded up to columns; a search field its placeholder + 3. Items written before the `title` sit at "
            + "the left edge, the others at the right edge, and the title between them: centred when there "
            + "is room, moved towards the shorter side when not (as UIKit does), so the items fit when left + "
            + "title + right ≤ 40 columns. Without a title a segmented control takes its place; with neither, "
            + "the items must fit side by side."
            + WidthEstimate.rationale,
        sources: ["002:L144", "003:L85"],
        languages: "any script: titles are measured in display columns, a Chinese or Japanese character or an emoji taking two.",
        triggering: [
            """
            # Message
            ## Navigation bar
            - back: «»All Mailboxes
            - title: ↓«»Messages from the Office
            - button: «»Edit {system: edit}
            """,
            """
            # Message
            ## ↓Navigation bar
            - back: «»All Inboxes
            - button: «»Mark as Unread
            - button: «»Move to Folder
            """,
        ],
        nonTriggering: [
            """
            # Message
            ## Navigation bar
            - back: «»Inbox
            - title: Mail
            - button {system: reply}
            """,
            """
            # New Message
            ## Navigation bar
            - button: Cancel {role: cancel}
            - title: «»New Message
            - button: Send {style: done}
            """,
        ])

    /// The bar's width in columns (320 pt at 8 pt a column).
    static let barColumns = 40
    /// Points per column, for messages.
    static let pointsPerColumn = 8

    /// Columns a segment takes: its width as drawn (`segmented-equal-content` measures it, padding
    /// included), rounded up to columns.
    static func segmentColumns(_ title: String) -> Int {
        Int((SegmentedEqualContent.width(title) / Double(pointsPerColumn)).rounded(.up))
    }

    /// The standard titles of the text bar button items; the other items are icons.
    static let standardTitles: [BarButtonSystemItem: String] = [
        .edit: "Edit", .cancel: "Cancel", .save: "Save", .done: "Done", .undo: "Undo", .redo: "Redo",
    ]

    /// Columns an item of the navigation bar takes (see the rationale); a back button without a
    /// label shows `backTitle`.
    static func columns(of element: Element, backTitle: String) -> Int {
        let label = element.label?.value ?? (element.kind == .back ? backTitle : "")
        switch element.kind {
        case .title:
            return DisplayWidth.of(label)
        case .back:
            return DisplayWidth.of(label) + 4
        case .button:
            if element.attribute("icon") != nil { return 3 }
            if case .choice(let keyword)? = element.attribute("system")?.value {
                guard let item = BarButtonSystemItem(rawValue: keyword), let title = standardTitles[item] else { return 3 }
                return DisplayWidth.of(label.isEmpty ? title : label) + 2
            }
            return label.isEmpty ? 3 : DisplayWidth.of(label) + 2
        case .segmented:
            guard case .choices(let choices)? = element.value?.value, !choices.isEmpty else {
                return label.isEmpty ? 3 : DisplayWidth.of(label) + 2
            }
            let widest = choices.map { $0.isIcon ? 3 : Self.segmentColumns($0.text) }.max() ?? 3
            return widest * choices.count
        case .searchField:
            return DisplayWidth.of(element.text("placeholder") ?? label) + 3
        case .activityIndicator:
            return 3
        case .prompt, .infoButton, .contactAddButton, .space, .cell, .switch, .slider, .textField, .textView, .label,
            .image, .picker, .datePicker, .stepper, .pageControl, .progress, .webView, .map, .collection, .tab,
            .message, .refreshControl, .activity:
            return 0
        }
    }

    func check(_ context: inout RuleContext) {
        let project = context.project
        let columns = Self.barColumns
        let points = Self.pointsPerColumn
        for screen in context.screens {
            guard let bar = project.screen(screen).region(.navigationBar) else { continue }
            let items = BarRules.navigationBarItems(bar)
            let backTitle = project.inheritedBackTitle(of: screen)
            let width = { (element: Element) in Self.columns(of: element, backTitle: backTitle) }
            guard !items.isEmpty else { continue }
            let centre = items.firstIndex { $0.kind == .title } ?? items.firstIndex { $0.kind == .segmented }
            guard let centre else {
                let total = items.map(width).reduce(0, +)
                guard WidthEstimate.overflows(total, columns) else { continue }
                context.report(
                    "the navigation bar's items do not fit in it: side by side they need \(total * points) pt, but the bar is \(columns * points) pt wide",
                    at: bar.kindRange, in: screen,
                    notes: [.help("shorten the buttons' titles, use icons, or move a button to a toolbar")])
                continue
            }
            let left = items[..<centre].map(width).reduce(0, +)
            let right = items[(centre + 1)...].map(width).reduce(0, +)
            let middle = width(items[centre])
            let needed = left + middle + right
            guard WidthEstimate.overflows(needed, columns) else { continue }
            let item = items[centre]
            let name = item.kind == .title ? "the title `\(item.label?.value ?? "")`" : "the segmented control"
            let between = left + right > 0 ? "between the buttons, " : ""
            context.report(
                "\(name) does not fit in the navigation bar: \(between)it needs \(needed * points) pt, but the bar is \(columns * points) pt wide",
                at: item.kind == .title ? (item.label?.range ?? item.anchor) : item.anchor, in: screen,
                notes: [
                    .help(
                        "shorten the title or the buttons' titles, or use icons (measured at 8 pt a character, 16 pt a "
                            + "wide one; a button adds 16 pt to its title, the back button 32 pt; an icon takes 24 pt)")
                ])
        }
    }
}
