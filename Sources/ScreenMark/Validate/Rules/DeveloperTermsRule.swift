/// `no-developer-terms`, one of `RowTextAndControlRules`: labels use the user's words, not what a
/// program prints (002:L698).

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
