/// Statements of the control and table catalogues that a rule cited but did not check: a row that
/// opens a list shows a disclosure indicator, a detail disclosure button does something the row does
/// not, a text view has one style, a segmented control keeps its height, and text speaks the user's
/// words (002:L540, L573, L597, L599, L698, L813; 003:L335).
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
            + "is not an item's details as `disclosure-not-for-details` defines them — with no accessory, or with a checkmark, which says the item is the one currently "
            + "selected (002:L547: \"表明该项当前被选中\"), not that it opens anything. A row presented "
            + "modally, one whose detail disclosure button leads on, one with a reorder control at its right "
            + "end, and the rows of a table with an index, which keeps the right edge free for the index, are not "
            + "reported; nor is a row that opens an item's details.",
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
        ])

    /// Whether `screen` shows a list: two rows or more that are its items — rows that lead on, or that
    /// name an entry or an option without showing a value — and it is not an item's details. A network's
    /// settings, value1 rows beside segmented controls, are not a list to go on from.
    static func showsList(_ screen: Screen) -> Bool {
        var items = 0
        for region in screen.regions where region.kind == .table {
            for element in region.allElements where element.kind == .cell {
                if element.target != nil || element.detailTarget != nil || element.value == nil { items += 1 }
            }
        }
        return items >= 2 && !DisclosureNotForDetails.showsDetails(screen)
    }

    func check(_ context: inout RuleContext) {
        let project = context.project
        // Whether each destination shows a list, worked out once however many rows push it.
        var lists: [ScreenReference: Bool] = [:]
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
            let title = project.screen(destination).title
            let place = cell.attribute("accessory")?.range ?? cell.label?.range ?? cell.anchor
            let message =
                accessory == .checkmark
                ? "this row opens the list `\(title.value)`, but its checkmark says it is a chosen option"
                : "this row opens the list `\(title.value)` but shows no disclosure indicator"
            context.report(
                message, at: place, in: edge.source.screen,
                notes: [
                    context.note("the list it opens", at: title.range, in: destination),
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

/// `text-view-one-style`
struct TextViewOneStyle: Rule {
    static let description = RuleDescription(
        id: "text-view-one-style", severity: .error, profiles: [.iphone2010],
        summary: "a text view shows all its text in one font, colour and alignment",
        rationale: "You can set a text view's font, colour and alignment, but they apply to the whole text: you "
            + "cannot change them for part of it (002:L597: \"但这些属性会应用于整个文本。也就是说,您无法只对部分文本"
            + "做出上述属性的改变\"). Text that needs several fonts, colours or alignments goes in a web view, "
            + "formatted with HTML (002:L599: \"您可以使用web视图代替文本视图,使用HTML来格式化文本\"). The rule reports "
            + "a text view whose text marks part of itself for another style, as Markdown does (`**bold**`, "
            + "`*italic*`, `__bold__`) or HTML (`<strong>`, `<em>`, `<font …>`…). A lone asterisk (`5 * 3`, `Prices "
            + "vary*`) and one inside a word (`2*3*4`, `file_name_2`) are not emphasis. The iOS 7 text lets a text "
            + "view hold an attributed string (003:L286), so the rule runs under the 2010 guidelines.",
        sources: ["002:L597", "002:L599"],
        languages: "any: it reads the emphasis marks of Markdown and HTML, which are the same in every "
            + "language; in Chinese, which has no spaces, `**重要**` between characters is emphasis too",
        triggering: [
            """
            # Terms
            ## Content
            - text-view: Terms = ↓«»Read the **refund policy** before you buy. {read-only}
            - text-view: ↓«»Tap <strong>Save</strong> to keep your changes.
            - text-view: Note = ↓«»请先阅读**退款政策**。 {read-only}
            """
        ],
        nonTriggering: [
            """
            # Terms
            ## Content
            - text-view: Terms = «»Read the refund policy before you buy. {read-only}
            - text-view: Sums = «»5 * 3 makes 15, and 2*3*4 makes 24. Prices vary* {read-only}
            - text-view: Files = «»Saved as my_file_name_2.txt {read-only}
            - label: «»Read the **refund policy**
            """,
            RuleExample(
                """
                # Terms
                ## Content
                - text-view: Terms = «»Read the **refund policy** before you buy. {read-only}
                """, profile: .ios7),
        ])

    /// The HTML tags that style part of a text.
    static let tags: Set<String> = [
        "b", "i", "u", "s", "em", "strong", "font", "span", "big", "small", "sup", "sub", "mark", "code", "center",
    ]

    /// Byte offset of the first mark in `text` that styles part of it, and the mark as written.
    static func styledSpan(in text: String) -> (offset: Int, mark: String)? {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "<") })
        else { return nil }
        var found: (offset: Int, mark: String)?
        if let emphasis = emphasis(in: bytes) { found = emphasis }
        if let tag = tag(in: bytes), found == nil || tag.offset < found!.offset { found = tag }
        return found
    }

    /// Whether `byte` is an ASCII letter or digit: a delimiter touching one is inside a word (`2*3*4`).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The first `*x*`, `**x**`, `_x_` or `__x__` span whose text holds a letter. One pass finds the
    /// closing runs and counts letters, so that no opening mark scans the rest of the text again
    /// (a text of many unclosed marks stays linear).
    private static func emphasis(in bytes: [UInt8]) -> (offset: Int, mark: String)? {
        // Every run of `*` or `_` of one or two, and the letters before each byte (non-ASCII bytes
        // count as letters: a Chinese word is one).
        var runs: [(start: Int, end: Int)] = []
        var letters = [Int](repeating: 0, count: bytes.count + 1)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            letters[index + 1] = letters[index] + (isWordByte(byte) && byte > 0x39 || byte >= 0x80 ? 1 : 0)
            guard byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") else {
                index += 1
                continue
            }
            var run = index
            while run < bytes.count, bytes[run] == byte {
                letters[run + 1] = letters[run]
                run += 1
            }
            if run - index <= 2 { runs.append((index, run)) }
            index = run
        }
        // The runs that can close a span: after a non-space, not inside an ASCII word (`**` may close
        // between CJK characters), by mark and length, in order.
        var closers: [Int: [Int]] = [:]
        for (number, run) in runs.enumerated() {
            let byte = bytes[run.start], length = run.end - run.start
            let closes =
                run.start > 0 && !isSpace(bytes[run.start - 1])
                && (run.end == bytes.count || !isWordByte(bytes[run.end]) || (byte == UInt8(ascii: "*") && length == 2))
            if closes { closers[Int(byte) * 4 + length, default: []].append(number) }
        }
        var next: [Int: Int] = [:]  // by key: the first closer not yet passed
        for run in runs {
            let byte = bytes[run.start], length = run.end - run.start
            guard run.end < bytes.count, !isSpace(bytes[run.end]) else { continue }
            // An opening mark inside an ASCII word is not emphasis; `**` may open between CJK characters.
            if run.start > 0, isWordByte(bytes[run.start - 1]), byte == UInt8(ascii: "_") || length == 1 { continue }
            let key = Int(byte) * 4 + length
            guard let candidates = closers[key] else { continue }
            var position = next[key] ?? 0
            while position < candidates.count, runs[candidates[position]].start < run.end { position += 1 }
            next[key] = position
            guard position < candidates.count else { continue }
            let close = runs[candidates[position]]
            guard letters[close.start] - letters[run.end] > 0 else { continue }
            return (run.start, String(decoding: bytes[run.start..<close.end], as: UTF8.self))
        }
        return nil
    }

    /// The first opening tag of `tags` that a closing tag of the same name follows: one pass for the
    /// closing tags, one for the opening ones.
    private static func tag(in bytes: [UInt8]) -> (offset: Int, mark: String)? {
        guard bytes.contains(UInt8(ascii: "<")) else { return nil }
        func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        /// The name of the tag opening at `start` (`<` or `</` included), lower-cased, and where it ends.
        func name(at start: Int) -> (name: [UInt8], end: Int) {
            var end = start
            while end < bytes.count, isLetter(bytes[end]) { end += 1 }
            return (bytes[start..<end].map(lower), end)
        }
        var lastClose: [[UInt8]: Int] = [:]
        for index in bytes.indices where bytes[index] == UInt8(ascii: "<") && index + 1 < bytes.count
            && bytes[index + 1] == UInt8(ascii: "/")
        {
            let (closing, end) = name(at: index + 2)
            if !closing.isEmpty, end < bytes.count, bytes[end] == UInt8(ascii: ">") { lastClose[closing] = index }
        }
        guard !lastClose.isEmpty else { return nil }
        for index in bytes.indices where bytes[index] == UInt8(ascii: "<") {
            let (opening, end) = name(at: index + 1)
            guard !opening.isEmpty, tags.contains(String(decoding: opening, as: UTF8.self)), end < bytes.count,
                let close = lastClose[opening], close > index
            else { continue }
            // `<b>` or `<span class="x">`: a space or `>` after the name, then `>` before any `<`.
            guard bytes[end] == UInt8(ascii: ">") || isSpace(bytes[end]),
                let stop = bytes[end...].firstIndex(where: { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "<") }),
                bytes[stop] == UInt8(ascii: ">")
            else { continue }
            return (index, String(decoding: bytes[index...stop], as: UTF8.self))
        }
        return nil
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .textView {
                let view = placed.element
                var texts: [(text: String, range: SourceRange)] = []
                if let label = view.label { texts.append((label.value, label.range)) }
                if let value = view.value, case .text(let text) = value.value { texts.append((text, value.range)) }
                for (text, range) in texts {
                    guard let (_, mark) = Self.styledSpan(in: text) else { continue }
                    context.report(
                        "a text view shows all its text in one style, but `\(mark)` asks for part of it in another",
                        at: range, in: screen,
                        notes: [
                            .help(
                                "write the text plainly, or show it in a `web-view`, which formats text with HTML")
                        ])
                    break
                }
            }
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

/// `no-developer-terms`
struct NoDeveloperTerms: Rule {
    static let description = RuleDescription(
        id: "no-developer-terms", severity: .error, profiles: [.iphone2010],
        summary: "the text people read uses their words, not what a program prints",
        rationale: "When you write the text of labels, always use the user's vocabulary: look through the app's "
            + "text and replace developer-centred words with user-centred ones (002:L698: \"当您撰写标签的文本时,一定要"
            + "使用用户的词汇。请检查您的应用程序中的文本,如果存在以开发人员为中心的词语,请使用以用户为中心的词语替换它们\"). "
            + "Whether a word is a user's is mostly a judgement, but some text is only ever printed by a program "
            + "and never written for people: `(null)`, `null` and `NaN` where a value is missing, error and "
            + "exception names (`NSURLErrorDomain`, `NSInvalidArgumentException`, `TypeError`), `Error Domain=`, "
            + "crash signals (`EXC_BAD_ACCESS`, `SIGABRT`), memory addresses (`0x1c2e4a80`), HTTP status lines "
            + "(`HTTP 404`), `errno` and stack traces. The rule looks for those in what the designer writes "
            + "for people to read: titles, buttons, tabs, labels, rows and their detail text, alert and action "
            + "sheet titles and messages, segments and placeholders. Rows marked `{sample: …}` show the app's "
            + "data, and text fields, text views and web views show what people type or open, so they are left "
            + "alone.",
        sources: ["002:L698"],
        languages: "any: the words it looks for are what programs print, the same in every language; in German "
            + "and Norwegian (`language: de`, `nb`), where `null` is the word for zero, only `(null)` and `<null>` "
            + "are reported of it. It does not judge whether other words are the user's",
        triggering: [
            """
            # Inbox
            ## Navigation bar
            - title: «»↓(null)
            ## Table (plain)
            - cell: From = «»↓null {style: value1}
            - label: «»Average: ↓NaN minutes
            ## Alert: Cannot Get Mail
            - message: «»The operation couldn't be completed. (↓NSURLErrorDomain error -1009.)
            - button: OK {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            ## Table (plain)
            - cell: «»Null and Void = The Contract {style: value1}
            - cell: «»Nan's Recipes
            - cell: «»TypeError in the docs = (null) {sample: search result, style: subtitle}
            - label: «»Network Error: the server cannot be reached.
            - text-field: Search = «»null
            ## Alert: Cannot Get Mail
            - message: «»The server cannot be reached. Check your network settings.
            - button: OK {role: cancel}
            """,
            """
            ---
            language: de
            ---
            # Wetter
            ## Content
            - label: «»Morgen früh null Grad
            """,
        ])

    /// What programs print, and people never write. Words are ASCII: `\b` falls between `值` and `null`,
    /// but not between `ab` and `null` in `abnull`.
    nonisolated(unsafe) static let terms =
        /\(null\)|<null>|\b(?:null|NULL|NaN|errno)\b|\b(?:NS|CF|kCF)[A-Za-z]*(?:Error|Exception|Domain)[A-Za-z]*\b|\b[A-Z][a-z]+(?:[A-Z][a-z0-9]*)*(?:Error|Exception)\b|\bError Domain=|\bEXC_[A-Z_]+\b|\bSIG(?:ABRT|SEGV|BUS|KILL|TRAP|ILL)\b|\b0x[0-9A-Fa-f]{6,}\b|\bHTTP(?:\/\d\.\d)? ?[45]\d\d\b|\b(?:[Ss]tack ?trace|[Bb]acktrace|[Ss]egmentation fault|core dumped)\b/
        .wordBoundaryKind(.simple).asciiOnlyWordCharacters()

    /// The bytes one of `terms` starts with, tested before the expression runs.
    static let starts: [String] = [
        "null", "NULL", "NaN", "errno", "Error", "Exception", "Domain", "EXC_", "SIG", "0x", "HTTP", "trace",
        "segmentation", "dumped",
    ]

    /// The first term of `text` and its byte offset. Where `null` is a word of the language (German and
    /// Norwegian for zero: `null Grad`), only `(null)` and `<null>` are a program's.
    static func term(in text: String, nullIsAWord: Bool = false) -> (offset: Int, term: String)? {
        guard starts.contains(where: { text.containsBytes(of: $0) }) else { return nil }
        for match in text.matches(of: terms) where !(nullIsAWord && match.output == "null") {
            return (text.utf8.distance(from: text.startIndex, to: match.range.lowerBound), String(match.output))
        }
        return nil
    }

    /// The languages in which `null` is a word: zero in German, Norwegian, Swiss German and Luxembourgish.
    static let nullLanguages: Set<String> = ["de", "gsw", "lb", "nb", "nn", "no"]

    /// Whether the labels of `document` are written in a language in which `null` is a word.
    static func nullIsAWord(in document: Document) -> Bool {
        guard let tag = document.frontMatter?.language?.value.lowercased() else { return false }
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? tag
        return nullLanguages.contains(primary)
    }

    /// The texts of `element` people read, with where each is written.
    static func texts(of element: Element) -> [Located<String>] {
        switch element.kind {
        case .title, .prompt, .back, .button, .infoButton, .contactAddButton, .label, .message, .tab, .refreshControl,
            .activity, .switch, .slider, .stepper, .picker, .datePicker, .progress, .activityIndicator, .textField,
            .searchField:
            var texts = element.label.map { [$0] } ?? []
            if let placeholder = element.attribute("placeholder"), case .text(let text) = placeholder.value {
                texts.append(Located(text, at: placeholder.valueAnchor))
            }
            return texts
        case .cell:
            guard element.attribute("sample") == nil else { return [] }
            var texts = element.label.map { [$0] } ?? []
            if let value = element.value, case .text(let text) = value.value { texts.append(Located(text, at: value.range)) }
            return texts
        case .segmented:
            guard case .choices(let choices)? = element.value?.value else { return [] }
            return choices.filter { !$0.isIcon }.map { Located($0.text, at: $0.range) }
        case .textView, .webView, .image, .map, .collection, .space, .pageControl:
            // What people type or open, and descriptions of pictures: not text the designer writes for them.
            return []
        }
    }

    /// Where `term` starts in `text` written at `range`: exact when the source holds the text as it is
    /// (no quotes or escapes), else the start of the text.
    static func position(of offset: Int, length: Int, in text: Located<String>, source: SourceFile) -> SourceRange {
        let range = text.range
        guard range.end <= source.bytes.count, source.bytes[range.start..<range.end].elementsEqual(text.value.utf8)
        else { return range }
        return SourceRange(range.start + offset, range.start + offset + length)
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            let source = context.source(screen.document)
            let nullIsAWord = Self.nullIsAWord(in: context.project.documents[screen.document])
            var texts: [Located<String>] = []
            for region in context.project.screen(screen).regions where region.kind.isOverlay {
                if let title = region.title { texts.append(title) }
            }
            for placed in context.elements(of: screen) { texts += Self.texts(of: placed.element) }
            texts.sort { $0.range.start < $1.range.start }
            for text in texts {
                guard let (offset, term) = Self.term(in: text.value, nullIsAWord: nullIsAWord) else { continue }
                context.report(
                    "`\(term)` is what a program prints, not a word people use",
                    at: Self.position(of: offset, length: term.utf8.count, in: text, source: source), in: screen,
                    notes: [.help("say it in the user's words: what is missing, or what went wrong and what to do about it")])
            }
        }
    }
}
