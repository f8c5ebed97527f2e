/// What a text field takes: the keyboard its content needs, a date picker instead of a date typed
/// in parts (002:L645, L864; 003:L328, L466).

/// `text-field-keyboard-type`
struct TextFieldKeyboardType: Rule {
    static let description = RuleDescription(
        id: "text-field-keyboard-type", severity: .warning,
        summary: "a text field for an email address, phone number, web address or PIN brings up the keyboard made for it",
        rationale: "Pick the keyboard that fits what is typed, so that a web address, a PIN or a phone number is easy "
            + "to enter (002:L864; 003:L466: \"根据输入内容的类型来指定不同的键盘类型\"). The iOS 7 text says it as an "
            + "instruction, and the 2010 text offers the keyboards for the same cases, so the rule warns under both. "
            + "What a field takes is read from its label, else its placeholder, else its text: the last word "
            + "names it (`Email`, `Work Email`, `Email Address`, `Phone Number`, `Website`, `Home Page`, `URL`, "
            + "`PIN`; in Chinese the end of the label: 电子邮件, 邮箱, 电话, 手机号码, 网址, 主页, PIN码), or the "
            + "placeholder or text is itself an email address or starts with `http://`, `https://` or `www.`. "
            + "`Email Subject` or `Email Password` is not an email address, and a field for either of two "
            + "things (`Email or Phone`, `用户名/邮箱`) is left alone, as is a disabled field. An email address "
            + "needs `keyboard: email`; a web address `url` (or `web-search`); a phone number or a PIN a keyboard "
            + "that types digits (`phone-pad`, `number-pad`, `decimal-pad`, `numbers-and-punctuation`, and for a "
            + "phone number `name-phone-pad`).",
        sources: ["002:L864", "003:L466"],
        languages: "English and Chinese labels: the last English word, or the end of a Chinese label, names what a field takes; in any language an email address, or a web address starting `http://`, `https://` or `www.`, in the placeholder or text is read.",
        triggering: [
            """
            # Sign Up
            ## Table (grouped)
            - text-field: «»Email {placeholder: name@example.com, keyboard: ↓ascii-capable}
            - ↓text-field: «»Phone Number {placeholder: Required}
            - ↓text-field: «»个人主页
            - ↓text-field: «»Home {placeholder: Website, return-key: next}
            - ↓text-field: «»PIN {secure}
            - ↓text-field: «»To = anna@example.com
            """
        ],
        nonTriggering: [
            """
            # Sign Up
            ## Table (grouped)
            - text-field: «»Email {keyboard: email}
            - text-field: «»Email Subject
            - text-field: «»Email or Phone
            - text-field: «»Password {secure, placeholder: Email Password}
            - text-field: «»Mobile Number {keyboard: number-pad}
            - text-field: «»手机号码 {keyboard: phone-pad}
            - text-field: «»Home Address
            - text-field: «»Home Page {keyboard: web-search}
            - text-field: «»Website {disabled}
            - text-field: «»Name {placeholder: Anna Haro}
            """
        ])

    /// What a field is for, as far as its keyboard goes.
    enum Content {
        case email, phone, url, pin

        /// How a message names it.
        var noun: String {
            switch self {
            case .email: "an email address"
            case .phone: "a phone number"
            case .url: "a web address"
            case .pin: "a PIN"
            }
        }

        /// The keyboard the fix writes.
        var keyboard: KeyboardType {
            switch self {
            case .email: .email
            case .phone: .phonePad
            case .url: .url
            case .pin: .numberPad
            }
        }

        /// The keyboards that fit.
        var fitting: Set<KeyboardType> {
            switch self {
            case .email: [.email]
            case .url: [.url, .webSearch]
            case .phone: [.phonePad, .namePhonePad, .numberPad, .decimalPad, .numbersAndPunctuation]
            case .pin: [.phonePad, .numberPad, .decimalPad, .numbersAndPunctuation]
            }
        }
    }

    /// What a label that names one of the contents contains, lower-cased.
    private static let hints = ["mail", "phone", "tel", "fax", "url", "web", "site", "page", "number", "pin", "code"]
        + chineseEndings.map(\.0)

    /// Chinese label endings, by what they name.
    private static let chineseEndings: [(String, Content)] = [
        ("邮件", .email), ("邮箱", .email), ("邮件地址", .email), ("邮箱地址", .email), ("电邮", .email),
        ("电话", .phone), ("电话号码", .phone), ("手机", .phone), ("手机号", .phone), ("手机号码", .phone),
        ("传真", .phone), ("传真号码", .phone), ("网址", .url), ("网站", .url), ("主页", .url),
    ]

    /// What the words of a label or placeholder name: its last word (the head of an English or
    /// Chinese noun phrase), with the word before it for `Email Address`, `Phone Number`, `Home Page`.
    static func content(named text: String) -> Content? {
        // Most labels name none of these (`First`, `Subject`): one scan says so before the words
        // are split and lower-cased.
        let lower = text.lowercased()
        guard Self.hints.contains(where: { lower.containsBytes(of: $0) }) else { return nil }
        var text = text
        // A parenthesised remark at the end, `Email (optional)`, does not name the field.
        if let open = text.lastIndex(where: { $0 == "(" || $0 == "（" }), text[open...].contains(where: { $0 == ")" || $0 == "）" }) {
            text = String(text[..<open])
        }
        let original = text.split(whereSeparator: \.isWhitespace).map { AlertText.trimmed($0, while: { ":：*".contains($0) }) }
            .filter { !$0.isEmpty }
        let words = original.map { $0.lowercased() }
        // A field for either of two things takes either: no one keyboard fits it.
        if words.contains("or") || words.contains("and") || text.contains(where: { "/／或、&".contains($0) }) { return nil }
        guard let last = words.last else { return nil }
        let before = words.count > 1 ? words[words.count - 2] : ""
        switch last {
        case "email", "e-mail": return .email
        case "phone", "telephone", "tel", "tel.", "fax", "cellphone": return .phone
        case "url", "website", "homepage": return .url
        case "address" where before == "email" || before == "e-mail": return .email
        case "address" where before == "web": return .url
        case "site" where before == "web": return .url
        case "page" where before == "home": return .url
        case "number" where ["phone", "telephone", "mobile", "cell", "fax", "contact"].contains(before): return .phone
        case "number" where original.count > 1 && original[original.count - 2] == "PIN": return .pin
        case "code" where original.count > 1 && original[original.count - 2] == "PIN": return .pin
        case "pin码": return .pin
        default: break
        }
        if original.last == "PIN" { return .pin }
        return chineseEndings.first { last.hasSuffix($0.0) }?.1
    }

    /// What a placeholder or text that is itself an address is: `anna@example.com`, `https://…`.
    static func content(shownBy text: String) -> Content? {
        let text = text.trimmingSpaces
        // The regex only where it can match: compiling and running it for every field was most of the rule's time.
        if text.contains("@"), text.wholeMatch(of: /[^\s@]+@[^\s@]+\.[^\s@]+/) != nil { return .email }
        let lowered = text.lowercased()
        if !text.contains(where: \.isWhitespace),
            lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("www.")
        {
            return .url
        }
        return nil
    }

    /// What `field` takes, and why the rule thinks so.
    static func content(of field: Element) -> (Content, String)? {
        if let label = field.label?.value, let content = content(named: label) {
            return (content, "its label says `\(label)`")
        }
        if let placeholder = field.text("placeholder"),
            let content = content(named: placeholder) ?? content(shownBy: placeholder)
        {
            return (content, "its placeholder says `\(placeholder)`")
        }
        if case .text(let text)? = field.value?.value, let content = content(shownBy: text) {
            return (content, "its text is `\(text)`")
        }
        return nil
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .textField {
                let field = placed.element
                guard !field.hasFlag("disabled"), let (content, reason) = Self.content(of: field) else { continue }
                let keyboard = field.choice("keyboard", as: KeyboardType.self) ?? .default
                guard !content.fitting.contains(keyboard) else { continue }
                let expected = content.keyboard.rawValue
                let help = Diagnostic.Note.help("write `keyboard: \(expected)`")
                guard let attribute = field.attribute("keyboard") else {
                    context.report(
                        "this text field takes \(content.noun) (\(reason)) but brings up the default keyboard",
                        at: field.anchor, in: screen, notes: [help])
                    continue
                }
                context.report(
                    "this text field takes \(content.noun) (\(reason)) but brings up the `\(keyboard.rawValue)` keyboard",
                    at: attribute.valueAnchor, in: screen, notes: [help],
                    fixIt: FixIt(
                        message: "use `keyboard: \(expected)`",
                        edits: [.init(range: attribute.valueAnchor, replacement: expected)]))
            }
        }
    }
}

/// `date-picker-for-dates`
struct DatePickerForDates: Rule {
    static let description = RuleDescription(
        id: "date-picker-for-dates", severity: .warning,
        summary: "a date or time is picked with a date picker, not typed in parts into text fields",
        rationale: "A date picker spares people typing a value made of parts, such as a date's year, month and day "
            + "(002:L645); let them pick a date or time rather than type it (003:L328: \"使用日期时间选择器来让用户选择"
            + "时间,而不是让用户自己输入一个包含了日期、时间等多个部分的时间值\"). Reported: text fields of one "
            + "section or region that each take a part of one date — at least two of `Year`, `Month` and `Day` "
            + "(年份, 月份, 日), or both `Hour` and `Minute` (时, 分) — named by the last word of the label, else "
            + "by a placeholder `YYYY`, `MM`, `DD` or `HH`; and a text field whose placeholder is a date or time "
            + "pattern (`YYYY-MM-DD`, `MM/YY`, `HH:MM`) or whose text is a whole date (`1980-06-07`, "
            + "`06/07/1980`, `1980年6月7日`). `Years` and `Months` are not reported: together they are a "
            + "duration, such as a loan's term, which a date picker does not pick.",
        sources: ["002:L645", "003:L328"],
        languages: "English and Chinese labels (Year, Month, Day, Hour, Minute; 年份, 月份, 日, 时, 分); in any language a date or time pattern in the placeholder, or a whole date in the text.",
        triggering: [
            """
            # Profile
            ## Table (grouped)
            ### «»Birthday
            - ↓text-field: «»Month {keyboard: number-pad}
            - text-field: «»Day {keyboard: number-pad}
            - text-field: «»Year {keyboard: number-pad}
            ### «»Reminder
            - ↓text-field: «»Hour
            - text-field: «»Minutes
            ## Content
            - ↓text-field: «»Anniversary {placeholder: YYYY-MM-DD}
            - ↓text-field: «»Expires = 06/07/2012
            """
        ],
        nonTriggering: [
            """
            # Profile
            ## Table (grouped)
            - date-picker: «»Birthday = 1980-06-07 {mode: date}
            - text-field: «»Year {placeholder: Model Year}
            - text-field: «»Mileage
            ### «»Loan
            - text-field: «»Years
            - text-field: «»Months
            ###
            - text-field: «»Month
            ## Content
            - text-field: «»Day
            - text-field: «»Code {placeholder: ABC-123}
            """
        ])

    /// A part of a date or time.
    enum Part: String {
        case year, month, day, hour, minute
    }

    /// The last word of a label that names a part. Years, months and days only in the singular:
    /// `Years` and `Months` together are a duration, not a date.
    private static let labelParts: [String: Part] = [
        "year": .year, "month": .month, "day": .day, "hour": .hour, "hours": .hour, "minute": .minute,
        "minutes": .minute, "min": .minute, "年份": .year, "月份": .month, "日": .day, "时": .hour, "小时": .hour,
        "分": .minute, "分钟": .minute,
    ]
    /// A placeholder that names a part: `YYYY`.
    private static let placeholderParts: [String: Part] = ["yyyy": .year, "mm": .month, "dd": .day, "hh": .hour]

    /// The last word of `text`, lower-cased, without a trailing colon.
    private static func lastWord(_ text: String) -> String? {
        text.lastWord.map { AlertText.trimmed($0.lowercased(), while: { ":：".contains($0) }) }
    }

    /// The part of a date `field` takes, if it takes one.
    static func part(of field: Element) -> Part? {
        if let label = field.label?.value, let word = lastWord(label), let part = labelParts[word] { return part }
        if let placeholder = field.text("placeholder"), let word = lastWord(placeholder) { return placeholderParts[word] }
        return nil
    }

    /// Whether `text` is a pattern of several date or time parts: `YYYY-MM-DD`, `MM/YY`, `HH:MM`.
    static func isDatePattern(_ text: String) -> Bool {
        guard let first = text.first, "yYmMdDhH".contains(first) else { return false }
        let pieces = text.lowercased().split { "-/.: 年月日".contains($0) }
        guard pieces.count >= 2 else { return false }
        var letters = Set<Character>()
        for piece in pieces {
            guard let letter = piece.first, "ymdh".contains(letter), piece.count >= 2, piece.allSatisfy({ $0 == letter }),
                letters.insert(letter).inserted
            else { return false }
        }
        return true
    }

    /// Whether `text` is a whole date: `1980-06-07`, `06/07/1980`, `1980年6月7日`.
    static func isDate(_ text: String) -> Bool {
        let text = text.trimmingSpaces
        // A date starts with a digit and is short; the regexes only for those.
        guard text.first?.isNumber == true, text.count <= 12 else { return false }
        return text.wholeMatch(of: /\d{4}[-\/.]\d{1,2}[-\/.]\d{1,2}/) != nil
            || text.wholeMatch(of: /\d{1,2}[-\/.]\d{1,2}[-\/.]\d{4}/) != nil
            || text.wholeMatch(of: /\d{4}年\d{1,2}月\d{1,2}日/) != nil
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for region in context.project.screen(screen).regions {
                let groups = region.kind == .table ? region.sections.map(\.elements) : [region.elements]
                for elements in groups {
                    check(elements.filter { $0.kind == .textField }, in: screen, &context)
                }
            }
        }
    }

    /// Checks the text fields of one section or region.
    private func check(_ fields: [Element], in screen: ScreenReference, _ context: inout RuleContext) {
        let parts = fields.map(Self.part(of:))
        var reported = Set<Int>()
        for group in [[Part.year, .month, .day], [.hour, .minute]] {
            let members = fields.indices.filter { parts[$0].map(group.contains) ?? false }
            let named = Set(members.compactMap { parts[$0] })
            guard named.count >= 2, let first = members.first else { continue }
            let isDate = group.contains(.year)
            let help: String
            if !isDate {
                help = "replace the fields with one `- date-picker` in `mode: time` (or `countdown` for a duration)"
            } else if named.contains(.day) {
                help = "replace the fields with one `- date-picker` in `mode: date`"
            } else {
                // A month and a year, as a card's expiry: no day to pick.
                help = "replace the fields with one `- picker` of a month wheel and a year wheel"
            }
            let labels = members.map { "`\(fields[$0].label?.value ?? fields[$0].text("placeholder") ?? "")`" }
            context.report(
                "\(isDate ? "a date" : "a time") is typed in parts here (\(labels.joined(separator: ", "))); let people pick it instead",
                at: fields[first].anchor, in: screen,
                notes: members.dropFirst().map { context.note("another part", at: fields[$0].anchor, in: screen) }
                    + [.help(help)])
            reported.formUnion(members)
        }
        for (index, field) in fields.enumerated() where !reported.contains(index) {
            let typed: String
            if let placeholder = field.text("placeholder"), Self.isDatePattern(placeholder) {
                typed = "its placeholder `\(placeholder)`"
            } else if case .text(let text)? = field.value?.value, Self.isDate(text) {
                typed = "its text `\(text)`"
            } else {
                continue
            }
            context.report(
                "this text field has people type a date in parts (\(typed)); let them pick it with a date picker",
                at: field.anchor, in: screen,
                notes: [.help("use `- date-picker` with the `mode` that shows the parts: `date`, `time` or `date-and-time`")])
        }
    }
}
