/// Controls, rows and labels beyond the core rules: segments of like length, row text that fits,
/// refresh titles that do not explain the gesture, activity indicators only for unknown durations,
/// short labels (002:L496–L524, L621, L694, L817; 003:L277, L348, L390, L400, L411).

/// `segmented-equal-content`
struct SegmentedEqualContent: Rule {
    static let description = RuleDescription(
        id: "segmented-equal-content", severity: .warning,
        summary: "the text segments of a segmented control are of about the same length",
        rationale: "The segments of a segmented control are equally wide, so their content should be of roughly "
            + "equal size (002:L817); keep the segments' text about as long as one another, because text of very "
            + "different lengths looks unbalanced in equal segments (003:L411). Measured as drawn: the text in "
            + "the segment's 13 pt bold font with Helvetica's widths (`TextWidth`: a wide character such as 中 an "
            + "em), each segment with 8 pt of padding each side: a text segment more than 3 times as wide as "
            + "another (the option `ratio`) is reported, so that Mail's search scope `All | From | To | Subject` "
            + "and BBC News' `UK | International` pass and `No | Only When Charging` and the App Store's "
            + "`All | Not on This iPhone` do not. Image segments are not measured.",
        sources: ["002:L817", "003:L411"],
        options: [RuleOption("ratio", default: 3, "how many times wider than the narrowest a segment may be, padding included")],
        languages: "any script: Latin text by Helvetica's widths, a Chinese or Japanese character an em, other letters an average letter's width.",
        triggering: [
            """
            # Settings
            ## Table (grouped)
            - segmented: «»Auto-Lock = *No* | ↓Only When Charging
            - segmented: «»Sync = ↓*Every Fifteen Minutes* | Off
            """
        ],
        nonTriggering: [
            """
            # Mail
            ## Search bar
            - search-field: «»Search
            ## Scope bar
            - segmented: «»Scope = *All* | From | To | Subject
            ## Content
            - segmented: «»Charts = *Paid* | Free | Top Grossing
            - segmented: «»Move = icon:chevron-up | icon:chevron-down
            - segmented: «»Edition = *UK* | International
            """
        ])

    /// A segment's title size, and the padding a segment adds to its text, in points.
    static let titleSize = 13.0
    static let padding = 16.0

    /// How wide `text` draws in a segment, its padding included, in points.
    static func width(_ text: String) -> Double {
        TextWidth.points(text, size: titleSize, weight: .bold) + padding
    }

    func check(_ context: inout RuleContext) {
        let ratio = context.option("ratio")
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .segmented {
                guard case .choices(let segments)? = placed.element.value?.value else { continue }
                let texts = segments.filter { !$0.isIcon }
                guard texts.count >= 2,
                    let narrow = texts.min(by: { Self.width($0.text) < Self.width($1.text) }),
                    let wide = texts.max(by: { Self.width($0.text) < Self.width($1.text) })
                else { continue }
                let narrowWidth = Self.width(narrow.text)
                let wideWidth = Self.width(wide.text)
                guard wideWidth > ratio * narrowWidth else { continue }
                context.report(
                    "the segment `\(wide.text)` is \(AlertText.whole(wideWidth)) pt wide with its padding, more than \(ControlSupport.number(ratio)) times `\(narrow.text)` (\(AlertText.whole(narrowWidth)) pt); segments are equally wide, so their text should be about as long",
                    at: wide.range, in: screen,
                    notes: [.help("shorten `\(wide.text)`, or name the segments with words of similar length")])
            }
        }
    }
}

/// `cell-label-fits`
struct CellLabelFits: Rule {
    static let description = RuleDescription(
        id: "cell-label-fits", severity: .warning,
        summary: "a table row's text label fits in the row without being cut off",
        rationale: "Every cell style cuts off text that does not fit, so keep the text concise and spare people "
            + "truncated words (002:L496, 003:L277); the text label especially should be short (002:L503, "
            + "002:L507), and value 2's narrow label column acts as a heading that truncation blurs (002:L519). "
            + "Accessories such as a checkmark or disclosure indicator take width from the text (002:L524). "
            + "A row is the screen's width (the option `width`, 320 pt) less 30 pt of margins; its text is measured "
            + "in the system font at 17 pt with Helvetica's widths (`TextWidth`: a wide character such as 中 an em), "
            + "in the regular weight even where rows were bold: an app may draw its rows lighter or smaller, and "
            + "only what cannot fit even so is reported. Beside it, at 8 pt a column, an image takes 5 "
            + "columns, an editing control 5, a checkmark or disclosure indicator 3, a detail disclosure button 4, "
            + "the reorder control 4, a badge its text + 2, and a switch in a `switch` row 8. "
            + "A value2 label has a column of 67 pt in its smaller font, 6 pt a column: 11 columns. Only the "
            + "text label is measured: a detail label may be cut off with less harm (002:L507), and rows marked "
            + "`{sample: …}` show the app's data, whose length the designer does not choose."
            + WidthEstimate.rationale,
        sources: ["002:L496", "002:L503", "002:L507", "002:L519", "002:L524", "003:L277"],
        options: [RuleOption("width", default: 320, "the screen's width in points; a row's text has it less 30 pt of margins")],
        languages: "any script: Latin text by Helvetica's widths, a Chinese or Japanese character an em, other letters an average letter's width.",
        triggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: ↓«»Use Cellular Data for iCloud Documents and Data = On {style: value1}
            - cell: ↓«»Software Updates Available Now for Download {image: gear, accessory: checkmark}
            - cell: ↓«»other phone number = (408) 555-5270 {style: value2}
            - switch: ↓«»Allow Notifications on Lock Screen = on
            """
        ],
        nonTriggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»Wi-Fi = Off {style: value1, accessory: checkmark}
            - cell: «»General {image: gear, accessory: detail-disclosure}
            - cell: mobile = (408) 555-5270 {style: value2}
            - switch: «»Show on Lock Screen = on
            ## Table (plain)
            - cell: «»Don't Stop Believin' (Live at the Greek Theatre, 1981) = Journey {sample: song, style: subtitle}
            """
        ])

    /// The size of a row's text, in points.
    static let textSize = 17.0
    /// Points per column of what stands beside a row's text; the value2 label's smaller font.
    static let pointsPerColumn = 8.0
    static let value2PointsPerColumn = 6.0
    /// The row's margins, in points; the value2 label column.
    static let margins = 30.0
    static let value2Column = 67.0

    /// The columns the row's other parts take from its text.
    static func taken(by row: Element) -> Int {
        if row.kind == .switch { return 8 }
        var columns = 0
        if row.attribute("image") != nil { columns += 5 }
        if row.attribute("editing") != nil { columns += 5 }
        if row.hasFlag("reorder") { columns += 4 }
        if let badge = row.text("badge") { columns += DisplayWidth.of(badge) + 2 }
        switch row.choice("accessory", as: Accessory.self) {
        case .disclosure?, .checkmark?: columns += 3
        case .detailDisclosure?: columns += 4
        case .none?, nil: break
        }
        return columns
    }

    func check(_ context: inout RuleContext) {
        let value2Columns = AlertText.whole(Self.value2Column / Self.value2PointsPerColumn)
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.regionKind == .table {
                let row = placed.element
                guard row.kind == .cell || row.kind == .switch, row.attribute("sample") == nil,
                    let label = row.label, !label.value.isEmpty
                else { continue }
                let width = DisplayWidth.of(label.value)
                if row.kind == .cell, row.choice("style", as: CellStyle.self) == .value2 {
                    guard WidthEstimate.overflows(width, value2Columns) else { continue }
                    context.report(
                        "this value2 label is \(width) columns wide, but its column holds \(value2Columns); it will be cut off",
                        at: label.range, in: screen,
                        notes: [.help("shorten it to a word or two, as Contacts' `mobile` or `home`")])
                    continue
                }
                let taken = Self.taken(by: row)
                let room = max(0, context.option("width") - Self.margins - Double(taken) * Self.pointsPerColumn)
                let needed = TextWidth.points(label.value, size: Self.textSize, weight: .regular)
                guard WidthEstimate.overflows(needed, room) else { continue }
                let besides = taken > 0 ? " beside its \(row.kind == .switch ? "switch" : "image, accessory or controls")" : ""
                context.report(
                    "this row's text needs \(AlertText.whole(needed)) pt, but the row has \(AlertText.whole(room)) pt for it\(besides); it will be cut off",
                    at: label.range, in: screen,
                    notes: [.help("shorten it, with the important words first")])
            }
        }
    }
}

/// `refresh-title-not-instructions`
struct RefreshTitleNotInstructions: Rule {
    static let description = RuleDescription(
        id: "refresh-title-not-instructions", severity: .error, profiles: [.ios7],
        summary: "a refresh control's title does not explain how to use it",
        rationale: "Add a short title to a refresh control only when it helps, and never use the title to "
            + "describe how to use the control (003:L400: \"不要使用短标题来描述刷新控件怎么使用\"). A title is "
            + "taken to describe the gesture when it names it: \"pull\", \"drag\", \"swipe\" or \"release\" "
            + "together with \"down\" or what it does (refresh, reload, update, load, sync), or 下拉, 拉动, "
            + "拖动, 松开, 松手, 释放. A title saying what is being refreshed, such as Mail's \"Checking for "
            + "Mail…\", is what the title is for.",
        sources: ["003:L400"],
        languages: "English (pull, drag, swipe, release with down or what it does) and Chinese (下拉, 拉动, 拖动, 松开, 松手, 释放) titles; other languages are not judged.",
        triggering: [
            """
            # Inbox
            ## Table (plain)
            - refresh-control: ↓«»Pull down to refresh
            - cell: «»Anna Haro
            """,
            """
            # 收件箱
            ## Table (plain)
            - refresh-control: ↓«»下拉刷新
            - cell: «»Anna Haro
            """,
        ],
        nonTriggering: [
            """
            # Inbox
            ## Table (plain)
            - refresh-control: «»Checking for Mail…
            - cell: «»Anna Haro
            # Releases
            ## Table (plain)
            - refresh-control: «»Checking for New Releases…
            - cell: «»Rumours
            # Updates
            ## Table (plain)
            - refresh-control
            - cell: «»Maps
            """
        ])

    private static let gestures: Set<String> = ["pull", "pulling", "drag", "dragging", "swipe", "release"]
    private static let effects: Set<String> = ["down", "refresh", "reload", "update", "load", "sync"]
    private static let chineseGestures = ["下拉", "拉动", "拖动", "松开", "松手", "释放"]

    /// Whether `title` describes the pull-to-refresh gesture.
    static func describesGesture(_ title: String) -> Bool {
        if chineseGestures.contains(where: title.containsBytes(of:)) { return true }
        let words = Set(title.lowercased().split { !$0.isLetter }.map(String.init))
        return !words.isDisjoint(with: gestures) && !words.isDisjoint(with: effects)
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .refreshControl {
                guard let title = placed.element.label, Self.describesGesture(title.value) else { continue }
                context.report(
                    "this refresh control's title explains how to use it; people know to pull the list down",
                    at: title.range, in: screen,
                    notes: [.help("remove the title, or say what is refreshed, as Mail's `Checking for Mail…`")])
            }
        }
    }
}

/// `activity-indicator-unknown-duration`
struct ActivityIndicatorUnknownDuration: Rule {
    static let description = RuleDescription(
        id: "activity-indicator-unknown-duration", severity: .warning,
        summary: "an activity indicator is for a task of unknown length; one whose progress is known shows a progress view",
        rationale: "An activity indicator shows that a task of unknown duration is under way; when the task's "
            + "duration is known and its progress is to be shown, use a progress view (002:L621: \"如果已知一项任务的"
            + "持续时间,需要显示该任务的进度,请使用进度视图\"), which suits a task whose progress is well defined, "
            + "telling people roughly how long it will take (003:L390). An activity indicator is reported when its "
            + "own label shows how far the task has got: a percentage (`45%`) or a count of a known total "
            + "(`3 of 12`, `3/12`), as Mail's toolbar shows with a progress bar.",
        sources: ["002:L621", "003:L390", "002:L740"],
        languages: "any language: a percentage or a count of a known total (`3 of 12`, `3/12`) in the indicator's label; `of` is the only word read.",
        triggering: [
            """
            # Sync
            ## Content
            - ↓activity-indicator: «»45% done
            ## Toolbar
            - ↓activity-indicator: «»Downloading 3 of 12
            """
        ],
        nonTriggering: [
            """
            # Sync
            ## Content
            - activity-indicator
            - progress: «»Downloading 3 of 12 = 0.25
            ## Toolbar
            - activity-indicator: «»Checking for Mail…
            """
        ])

    /// How far the task `text` shows has got, as a fraction: `45%` is 0.45, `3 of 12` is 0.25.
    static func progress(shownBy text: String) -> Double? {
        if let match = text.firstMatch(of: /(\d+(?:\.\d+)?)\s*[%％]/), let percent = Double(match.output.1), percent <= 100 {
            return percent / 100
        }
        for match in text.matches(of: /(\d+)\s*(?:of|\/|／)\s*(\d+)/) {
            if let done = Double(match.output.1), let total = Double(match.output.2), total > 0, done <= total {
                return done / total
            }
        }
        return nil
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .activityIndicator {
                guard let label = placed.element.label?.value, let fraction = Self.progress(shownBy: label) else { continue }
                let value = ControlSupport.number((fraction * 100).rounded() / 100)
                let style = placed.regionKind == .toolbar ? " {style: bar}" : ""
                context.report(
                    "this activity indicator's task has a known progress (`\(label)`); show it with a progress view",
                    at: placed.element.anchor, in: screen,
                    notes: [.help("write `- progress: \(label) = \(value)\(style)`")])
            }
        }
    }
}

/// `label-short-text`
struct LabelShortText: Rule {
    static let description = RuleDescription(
        id: "label-short-text", severity: .note,
        summary: "a label holds a small amount of text; long text goes in a text view",
        rationale: "Labels name parts of the interface or give brief help, and are best for relatively small "
            + "amounts of text (002:L694; 003:L348: \"标签最适合拿来展示相对简单的文本信息\"). A text view shows "
            + "text of any length and scrolls it (002:L589). A label in the content or a table is reported when "
            + "its text wraps to more than 8 lines (the option `max-lines`) of a 36-column line: 290 pt at 8 pt "
            + "a column, a wide character such as 中 taking 2.",
        sources: ["002:L694", "003:L348"],
        options: [RuleOption("max-lines", default: 8, "the most lines a label's text may take")],
        languages: "any script: lines are measured in display columns, a Chinese or Japanese character taking two.",
        triggering: [
            """
            # About
            ## Content
            - label: ↓«»ScreenMark describes iPhone screens in Markdown files that read well on GitHub. It checks them against the Human Interface Guidelines, generates Swift code for their navigation and state, and draws wireframes of every screen. Each rule cites the guideline line it checks, and each finding says how to fix it. The examples bundled with it model the built-in apps: Mail, Phone, Music, Settings and Clock, each written the way the guidelines describe.
            """
        ],
        nonTriggering: [
            """
            # About
            ## Content
            - label: «»ScreenMark 1.0
            - label: «»Describes iPhone screens in Markdown and checks them against the guidelines.
            - text-view: «»License = ScreenMark describes iPhone screens in Markdown files that read well on GitHub. It checks them against the Human Interface Guidelines, generates Swift code for their navigation and state, and draws wireframes of every screen. Each rule cites the guideline line it checks, and each finding says how to fix it. {read-only}
            """
        ])

    /// Columns of one line of a label: 290 pt at 8 pt a column.
    static let lineColumns = 36

    func check(_ context: inout RuleContext) {
        let maximum = AlertText.whole(context.option("max-lines"))
        for screen in context.screens {
            for placed in context.elements(of: screen)
            where placed.element.kind == .label && (placed.regionKind == .content || placed.regionKind == .table) {
                guard let label = placed.element.label else { continue }
                let lines = AlertText.lineCount(label.value, columns: Self.lineColumns)
                guard lines > maximum else { continue }
                context.report(
                    "this label's text takes \(lines) lines; a label suits a small amount of text",
                    at: label.range, in: screen,
                    notes: [.help("shorten it, or show it in a `- text-view: … {read-only}`, which scrolls")])
            }
        }
    }
}
