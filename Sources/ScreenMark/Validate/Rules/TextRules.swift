/// The text rules of rules-core.md: how button titles are written, and that they are there.
enum TextRules {
    static let all: [any Rule] = [ButtonTitleCase(), LabelNotEmpty()]
}

/// `button-title-case`
struct ButtonTitleCase: Rule {
    static let description = RuleDescription(
        id: "button-title-case", severity: .warning,
        summary: "button and bar titles use title case (prepositions of 4 letters or fewer lower-case)",
        rationale: "Button titles — in bars, content, tabs, alerts and action sheets — use title-style "
            + "capitalisation (002:L373, 002:L767): every word is capitalised except articles (a, an, the), "
            + "coordinating conjunctions (and, but, or, nor, for, so, yet) and prepositions of four letters or "
            + "fewer (002:L332; the option `max-lowercase-preposition`); the first and last words always are. The "
            + "iOS 7 text repeats the rule (003:L451); its translation reads \"fewer than 4 letters\", but the 2010 "
            + "texts define the same rule twice as four or fewer (002:L332, L767), which the default keeps. "
            + "Words with a capital inside (iPhone, URL) are names and kept; a particle right after the first word "
            + "(Sign In to iCloud) may go either way. Only titles in Latin script are checked, and not a count shown on "
            + "a control (`❤️ 2,431 likes`, `500+ connections`): a title whose first word is a number shows a value, not a command; nor "
            + "notation (a calculator's `m+`, `x²`, `sin`: one token with a mathematical sign or digit, or a "
            + "calculator's abbreviation), nor a game's own lettering on a screen that draws its own "
            + "interface (`style: immersive`, no navigation bar) or on an immersive app's `style: custom` button "
            + "(Draw Something's word cards), nor the label of a bar button drawn as an icon, "
            + "which VoiceOver reads rather than the screen shows.",
        sources: ["002:L332", "002:L767", "003:L451"],
        options: [
            RuleOption("max-lowercase-preposition", default: 4, "prepositions up to this many letters stay lower-case")
        ],
        languages: "Latin-script labels only: Chinese and Japanese have no letter case, so their labels are not judged.",
        triggering: [
            """
            # Documents
            «»The files on this iPhone.
            ## Toolbar
            - button: ↓save to disk
            - button: ↓Export As PDF
            ## Tab bar
            - tab: ↓recent files {icon: clock} → [Documents](#documents)
            """
        ],
        nonTriggering: [
            """
            # Documents
            «»The files on this iPhone.
            ## Toolbar
            - button: Save to Disk
            - button: Export as PDF
            - button: Sign In to iCloud
            - button: ❤️ 2,431 likes
            - button: m+
            - button: sin
            - button: 保存
            ## Tab bar
            - tab: Recent Files {icon: clock} → [Documents](#documents)
            """,
            """
            # Post
            ## Content
            - button: «»❤️ 2,431 likes {action: like}
            - button: «»118 comments {action: show comments}
            - button: «»500+ connections {action: show connections}
            """,
            """
            # Document
            ## Toolbar
            - button: «»Keep offline {icon: pin, action: pin}
            """,
            """
            ---
            style: immersive
            ---
            # Choose a Word
            ## Navigation bar
            - title: «»Choose a Word
            ## Content
            - button: «»BANANA · Easy · 1 coin {style: custom, icon: card} → [Draw](#draw)
            # Draw
            """,
        ])

    func check(_ context: inout RuleContext) {
        let maxPreposition = AlertText.whole(context.option("max-lowercase-preposition"))
        // An app has few distinct button titles (Edit, Done, Cancel…) written many times: each is
        // judged once.
        var titleCased: [String: String?] = [:]
        func fixed(_ title: String) -> String? {
            if let known = titleCased[title] { return known }
            var fixed: String?
            if !AlertText.containsCJK(title), title.contains(where: { $0.isLetter && $0.isASCII }), !Self.isCount(title),
                !Self.isNotation(title)
            {
                let cased = TitleCase.apply(title, maxPreposition: maxPreposition)
                fixed = cased == title ? nil : cased
            }
            titleCased[title] = fixed
            return fixed
        }
        for screen in context.screens {
            // A game's menu is lettered by the game (`play`, `resume` drawn in its own hand).
            guard !context.project.drawsOwnInterface(screen) else { continue }
            let source = context.source(screen.document)
            for placed in context.elements(of: screen)
            where placed.element.kind == .button || placed.element.kind == .tab {
                // A bar button with an icon shows the icon; its label is what VoiceOver reads.
                let isBar = placed.regionKind == .toolbar || placed.regionKind == .navigationBar
                guard !(isBar && placed.element.attribute("icon") != nil) else { continue }
                // An immersive app's custom button is drawn in the game's own lettering too.
                let isArt = context.project.isImmersive(screen.document) && placed.element.choice("style", as: ButtonStyle.self) == .custom
                guard !isArt, let label = placed.element.label, let fixed = fixed(label.value) else { continue }
                context.report(
                    "`\(label.value)` is not in title case: write `\(fixed)`", at: label.range, in: screen,
                    notes: [.help("capitalise every word but articles, coordinating conjunctions and short prepositions")],
                    fixIt: Spelling.replacing(label, with: fixed, in: source))
            }
        }
    }
}

extension ButtonTitleCase {
    /// Whether `title` is a count (`118 comments`, `❤️ 2,431 likes`, `500+ connections`): its first
    /// word with letters or digits is a number (digits, with `,` or `.` between them, and perhaps a
    /// `+` or `%` after).
    static func isCount(_ title: String) -> Bool {
        guard let word = title.split(separator: " ").first(where: { $0.contains { $0.isLetter || $0.isNumber } }) else { return false }
        let number = word.drop { !($0.isLetter || $0.isNumber) }.reversed().drop { $0 == "+" || $0 == "%" }.reversed()
        return number.first?.isNumber == true && number.allSatisfy { $0.isNumber || $0 == "," || $0 == "." }
    }

    /// A calculator's keys: the abbreviations of its functions and memory.
    private static let notationWords: Set<String> = [
        "mc", "mr", "ms", "sin", "cos", "tan", "sinh", "cosh", "tanh", "log", "ln", "exp", "deg", "rad", "rand", "ee",
    ]

    /// Whether `title` is notation rather than words, as a calculator's keys are: one token with a
    /// mathematical sign, digit or superscript in it (`m+`, `x²`, `1/x`), or one of a calculator's
    /// abbreviations (`mc`, `sin`, `ln`). Punctuation (`continue…`, `log-in`) does not make notation.
    static func isNotation(_ title: String) -> Bool {
        guard !title.contains(" "), !title.isEmpty else { return false }
        if notationWords.contains(title) || title.contains(where: { $0.isNumber || notationSigns.contains($0) }) { return true }
        // A hyphen ends a memory key (`m-`), not a word (`log-in`).
        return title.count <= 3 && title.hasSuffix("-")
    }

    /// The signs of a calculator's keys (digits and superscripts count as numbers).
    private static let notationSigns: Set<Character> = ["+", "−", "×", "÷", "=", "%", "√", "π", "^", "/", "!", "±"]
}

/// `label-not-empty`
struct LabelNotEmpty: Rule {
    static let description = RuleDescription(
        id: "label-not-empty", severity: .error,
        summary: "a button, tab, cell or title has visible text or an icon",
        rationale: "A button, tab or row with nothing on it cannot be understood or found, and an empty title "
            + "names nothing. Each shows a label, a standard item (`system:`), or an image (`icon:`, `image:`); a "
            + "cell may show only its detail text.",
        sources: ["structural"],
        triggering: [
            """
            # Notes
            «»Every note, newest first.
            ## Navigation bar
            - title: ↓""
            - ↓button {style: bordered}
            ## Table
            - ↓cell {accessory: disclosure} → [Notes](#notes)
            """
        ],
        nonTriggering: [
            """
            # Notes
            «»Every note, newest first.
            ## Navigation bar
            - title: Notes
            - button {system: add}
            ## Table
            - cell {image: note} → [Notes](#notes)
            - cell = Yesterday
            ## Tab bar
            - tab {icon: note} → [Notes](#notes)
            """
        ])

    static let kinds: Set<ElementKind> = [.button, .tab, .cell, .title]

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where Self.kinds.contains(placed.element.kind) {
                let element = placed.element
                let hasText = element.label.map { !$0.value.isBlank }
                if element.kind == .title {
                    // A missing title label is a syntax error already; an empty one is this rule's.
                    guard hasText == false else { continue }
                } else {
                    if hasText == true { continue }
                    if ["system", "icon", "image"].contains(where: { element.attribute($0) != nil }) { continue }
                    if case .text(let detail)? = element.value?.value, !detail.isBlank { continue }
                }
                let screenTitle = context.project.screen(screen).title.value
                let (message, help): (String, String) =
                    switch element.kind {
                    case .title: ("this title is empty", "write the screen's title: `- title: \(screenTitle)`")
                    case .cell: ("this row shows nothing: no text and no image", "give it a label (`- cell: Road Trip`) or an `image:`")
                    case .tab: ("this tab shows nothing: no title and no icon", "give it a title and an icon: `- tab: Songs {icon: songs}`, or a `system:` item")
                    // Of these, `kinds` lets only buttons through.
                    case .button, .prompt, .back, .infoButton, .contactAddButton, .space, .switch, .slider,
                        .segmented, .textField, .textView, .searchField, .label, .image, .picker, .datePicker,
                        .stepper, .pageControl, .progress, .activityIndicator, .webView, .map, .collection, .message,
                        .refreshControl, .activity:
                        ("this button shows nothing: no title and no icon", "give it a title (`- button: Edit`), a `system:` item or an `icon:`")
                    }
                let range = element.kind == .title ? element.label?.range ?? element.anchor : element.anchor
                context.report(message, at: range, in: screen, notes: [.help(help)])
            }
        }
    }
}
