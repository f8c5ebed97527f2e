/// The alert rules about its words: title length and style, message length, "tap", quoted buttons.

/// `alert-title-one-line`
struct AlertTitleOneLine: Rule {
    static let description = RuleDescription(
        id: "alert-title-one-line", severity: .warning,
        summary: "the title fits on one line of the alert's width",
        rationale: "A short title is read at a glance; a long one may make the alert scroll (002:L339; 003:L479). "
            + "An alert is 270 pt wide (the option `width`), its text inset 15 pt each side: a line is 240 pt. The "
            + "title is measured in its bold 17 pt font with Helvetica's widths (`TextWidth`: a Chinese character "
            + "an em), about 30 Latin characters or 14 Chinese ones."
            + WidthEstimate.rationale,
        sources: ["002:L339"],
        options: [AlertText.widthOption],
        languages: "any script: Latin text by Helvetica's widths, a Chinese or Japanese character an em, other letters an average letter's width.",
        triggering: [
            """
            # «»Inbox
            ## Alert: ↓The Server Did Not Answer Your Request
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - message: The server did not answer your request.
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ])

    /// The size of an alert's title, in points (bold).
    static let titleSize = 17.0

    func check(_ context: inout RuleContext) {
        let line = max(0, context.option("width") - 2 * AlertText.padding)
        for (screen, _, alert) in context.regions(.alert) {
            guard let title = alert.title else { continue }
            let needed = TextWidth.points(title.value, size: Self.titleSize, weight: .bold)
            guard WidthEstimate.overflows(needed, line) else { continue }
            context.report(
                "this title needs \(AlertText.whole(needed)) pt, more than the \(AlertText.whole(line)) pt of one line of an alert",
                at: title.range, in: screen, notes: [.help("shorten the title; put the details in a `- message:`")])
        }
    }
}

/// `alert-title-not-one-word`
struct AlertTitleNotOneWord: Rule {
    static let description = RuleDescription(
        id: "alert-title-not-one-word", severity: .warning,
        summary: "the title is more than one word",
        rationale: "A one-word title such as \"Error\" gives no useful information (002:L340); a short, informative "
            + "sentence fragment does (002:L341). An alert shows text that explains the situation (004:L26), and "
            + "the iOS 7 text asks for a title refined until the alert makes sense without the message below it "
            + "(003:L481: \"尽可能的精炼你的标题文字,让警告框即使没有下面的正文信息也能完全让用户理解\"): `Error`, "
            + "`Warning`, 提示, 错误 explain nothing by themselves, whatever the message says. An alert that asks "
            + "for text (it has a `text-field`: `Rename`, 登录) is explained by its field and left alone.",
        sources: ["002:L340", "003:L481", "004:L26"],
        languages: "words are runs between spaces; in Chinese and Japanese, written without spaces, two characters count as one word (删除 \"delete\"), so a title of one or two such characters is one word.",
        triggering: [
            """
            # «»Inbox
            ## Alert: ↓Error
            - button: Cancel {role: cancel}
            - button: Retry
            ## Alert: ↓提示
            - message: 服务器没有响应。
            - button: 取消 {role: cancel}
            - button: 重试
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - button: Cancel {role: cancel}
            - button: Retry
            ## Alert: 无法接收邮件
            - button: 取消 {role: cancel}
            - button: 重试
            ## Alert: 登录
            - text-field: 密码 {secure}
            - button: 取消 {role: cancel}
            - button: 登录
            """,
            """
            # Battle
            ## Content
            - button: «»Pause {style: custom} → alert [Quit](#quit)
            ## Alert: Quit {#quit, custom}
            - message: Your progress in this battle will be lost.
            - button: Cancel {role: cancel}
            - button: Quit {role: destructive} → dismiss
            """,
            """
            # Restaurant
            ## Table (grouped)
            - cell: «»Phone = 03-1234-5678 → alert [Call](#call)
            ## Alert: 03-1234-5678 {#call}
            - button: Cancel {role: cancel}
            - button: Call
            """,
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in context.regions(.alert) {
            // A number is not a word: the system's own call alert is titled with the number it calls.
            guard let title = alert.title, AlertText.wordCount(title.value) == 1, title.value.contains(where: \.isLetter),
                !alert.elements.contains(where: { $0.kind == .textField })
            else { continue }
            context.report(
                "`\(title.value)` is a one-word title and says little about what happened", at: title.range, in: screen,
                notes: [.help("describe the situation in a short phrase, e.g. `Cannot Get Mail`, so the title stands on its own")])
        }
    }
}

/// `alert-title-style`
struct AlertTitleStyle: Rule {
    static let description = RuleDescription(
        id: "alert-title-style", severity: .warning, profiles: [.iphone2010],
        summary: "a title is a title-case fragment without end punctuation, or a sentence-case question ending in \"?\"",
        rationale: "A title that is a sentence fragment or a single statement takes title-style capitalisation and "
            + "no end punctuation (002:L344–L346); a title that is a single question takes sentence-style "
            + "capitalisation and a question mark (002:L347). Title style capitalises every word but articles, "
            + "coordinating conjunctions and prepositions of four letters or fewer (002:L332); sentence style only "
            + "the first word and names (002:L333). Titles of several sentences (002:L348) are "
            + "`alert-title-sentences`'s; Chinese text has no case to check.",
        sources: ["002:L344", "002:L347"],
        options: [RuleOption("max-lowercase-preposition", default: 4, "prepositions up to this many letters stay lower-case in title case")],
        languages: "English and other Latin-script titles: their capitalisation and end punctuation. Chinese and Japanese have no letter case, so only their end punctuation (。！：；) is judged, and a question (？) is left alone.",
        triggering: [
            """
            # «»Inbox
            ## Alert: ↓Cannot get mail.
            - button: Cancel {role: cancel}
            - button: Retry
            ## Alert: ↓Delete All Messages?
            - button: Delete All {role: destructive}
            - button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - button: Cancel {role: cancel}
            - button: Retry
            ## Alert: Delete all messages in iCloud?
            - button: Delete All {role: destructive}
            - button: Cancel {role: cancel}
            """
        ])

    func check(_ context: inout RuleContext) {
        let maxPreposition = AlertText.whole(context.option("max-lowercase-preposition"))
        for (screen, _, alert) in context.regions(.alert) {
            guard let title = alert.title, !AlertText.hasSeveralSentences(title.value) else { continue }
            let text = title.value
            let latin = !AlertText.containsCJK(text)
            if let mark = AlertText.finalMark(text), mark == "?" || mark == "？" {
                guard latin else { continue }
                let sentence = Self.sentenceCase(text)
                if AlertText.startsLowercase(text) || Self.readsAsTitle(text, maxPreposition: maxPreposition) {
                    context.report(
                        "`\(text)` is a question, so it takes sentence case: `\(sentence)`", at: title.range, in: screen,
                        notes: [.help("capitalise only the first word and names, and end with `?`")])
                }
                continue
            }
            var fixed = text
            var problems: [String] = []
            if let mark = AlertText.finalMark(text), ".!:;。！：；".contains(mark) {
                if let index = fixed.lastIndex(of: mark) { fixed.remove(at: index) }
                while let last = fixed.last, ".!:;。！：；".contains(last) || last.isWhitespace { fixed.removeLast() }
                problems.append("ends with `\(mark)`")
            }
            if latin, !TitleCase.isTitleCase(fixed, maxPreposition: maxPreposition) {
                fixed = TitleCase.apply(fixed, maxPreposition: maxPreposition)
                problems.append("is not in title case")
            }
            guard !problems.isEmpty else { continue }
            context.report(
                "this title \(problems.joined(separator: " and ")): write `\(fixed)`", at: title.range, in: screen,
                notes: [.help("a title that is not a question is a title-case fragment without end punctuation")])
        }
    }

    /// `text` with its first word capitalised and the others lower-cased (names like `iCloud`,
    /// `URL` and `I` kept).
    static func sentenceCase(_ text: String) -> String {
        var first = true
        return TitleCase.words(text).map { word in
            defer { if word.core.contains(where: \.isLetter) { first = false } }
            if word.core == "I" || TitleCase.isName(word.core) { return word.before + word.core + word.after }
            let core = first ? TitleCase.capitalised(word.core) : word.core.lowercased()
            return word.before + core + word.after
        }.joined()
    }

    /// Whether a question reads like a title: every word but the minor ones capitalised, and at
    /// least two capitalised after the first word (one could be a name).
    static func readsAsTitle(_ text: String, maxPreposition: Int) -> Bool {
        let words = TitleCase.words(text).map(\.core).filter { $0.contains(where: \.isLetter) }
        let capitalised = words.dropFirst().filter { $0.first?.isUppercase == true && !TitleCase.isName($0) && $0 != "I" }
        return capitalised.count >= 2 && TitleCase.isTitleCase(text, maxPreposition: maxPreposition)
    }
}

/// `alert-message-length`
struct AlertMessageLength: Rule {
    static let description = RuleDescription(
        id: "alert-message-length", severity: .warning,
        summary: "the message is 1 to 2 lines, a sentence with end punctuation",
        rationale: "A message longer than two lines makes the alert scroll (002:L352; 003:L485); it is a complete "
            + "sentence in sentence case with end punctuation (002:L353). Lines are counted with the alert metric "
            + "of `alert-title-one-line` at the message's smaller font: 270 pt (the option `width`) less 15 pt "
            + "each side, 6 pt per display column (a 13 pt letter; a Chinese character takes two columns), 40 "
            + "columns a line, wrapped at spaces and between Chinese characters.",
        sources: ["002:L352", "002:L353"],
        options: [AlertText.widthOption, RuleOption("max-lines", default: 2, "the most lines a message may take")],
        languages: "any script: display columns, a Chinese or Japanese character taking two; lines wrap at spaces or between Chinese or Japanese characters.",
        triggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - message: ↓The server did not answer
            - message: ↓The server imap.example.com did not answer in time, so your new mail could not be downloaded. Check your connection and try again.
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - message: The server imap.example.com did not answer in time.
            - button: Cancel {role: cancel}
            - button: Retry
            ## Alert: Cannot Send Mail
            - message: Your message will stay in the Outbox until the server answers again.
            - button: OK {role: cancel}
            ## Alert: 无法接收邮件
            - message: 服务器没有响应。
            - button: 取消 {role: cancel}
            - button: 重试
            """,
            """
            # Deal
            ## Content
            - button: «»Call the Shop → alert [Call](#call)
            ## Alert: Call the Shop? {#call}
            - message: 400-660-5335
            - button: Cancel {role: cancel}
            - button: Call
            """,
        ])

    func check(_ context: inout RuleContext) {
        let columns = AlertText.columns(forWidth: context.option("width"), pointsPerColumn: AlertText.messagePointsPerColumn)
        let maxLines = AlertText.whole(context.option("max-lines"))
        for (screen, _, alert) in context.regions(.alert) {
            for message in alert.elements where message.kind == .message {
                guard let label = message.label else { continue }
                let lines = AlertText.lineCount(label.value, columns: columns)
                if lines > maxLines {
                    context.report(
                        "this message takes about \(lines) lines of the alert; keep it to \(maxLines)", at: label.range,
                        in: screen, notes: [.help("shorten it to one short sentence; a question in the title can replace it")])
                } else if label.value.contains(where: \.isLetter),
                    !AlertText.endsSentence(label.value) || AlertText.startsLowercase(label.value)
                {
                    // A message that is only a number (the phone number a call alert dials) is not a sentence to write.
                    context.report(
                        "this message is not written as a sentence", at: label.range, in: screen,
                        notes: [.help("start it with a capital letter and end it with `.`, `?` or `!`")])
                }
            }
        }
    }
}

/// `alert-says-tap`
struct AlertSaysTap: Rule {
    static let description = RuleDescription(
        id: "alert-says-tap", severity: .warning,
        summary: "text says \"tap\", never \"click\", \"touch\" or \"choose\"",
        rationale: "When an alert must tell the user what to do, the word for selecting is \"tap\", not \"touch\", "
            + "\"click\" or \"choose\" (002:L357; 003:L487). Chinese text is not checked (点击 is the translation of "
            + "\"tap\" too), nor the name Touch ID.",
        sources: ["002:L357"],
        languages: "English only: the Chinese texts themselves translate both tap and click as 点击, so Chinese wording is not judged.",
        triggering: [
            """
            # «»Inbox
            ## Alert: ↓Click Retry to Try Again
            - message: Or ↓touch Cancel to stop, and ↓choose another server.
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - message: Tap Settings to check your account, or use Touch ID to sign in.
            - button: Cancel {role: cancel}
            - button: Settings
            """
        ])

    /// Each word to avoid, with what to write instead.
    static let replacements: [(word: String, tap: String)] = [
        ("click", "tap"), ("clicks", "taps"), ("clicked", "tapped"), ("clicking", "tapping"),
        ("touch", "tap"), ("touches", "taps"), ("touched", "tapped"), ("touching", "tapping"),
        ("choose", "tap"), ("chooses", "taps"), ("chose", "tapped"), ("chosen", "tapped"), ("choosing", "tapping"),
    ]

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in context.regions(.alert) {
            let source = context.source(screen.document)
            let texts = ([alert.title] + alert.elements.filter { $0.kind == .message }.map(\.label)).compactMap { $0 }
            for text in texts {
                var found: [(range: SourceRange, word: String, tap: String)] = []
                for (word, tap) in Self.replacements {
                    var searched = text.range
                    while let range = AlertText.rangeOfWord(word, in: searched, of: source) {
                        let after = source.text(SourceRange(range.end, min(range.end + 3, text.range.end)))
                        if !(word == "touch" && after.lowercased() == " id") { found.append((range, word, tap)) }
                        searched = SourceRange(range.end, searched.end)
                    }
                }
                for (range, _, tap) in found.sorted(by: { $0.range.start < $1.range.start }) {
                    let written = source.text(range)
                    let word = written.first?.isUppercase == true ? TitleCase.capitalised(tap) : tap
                    context.report(
                        "say `\(word)`, not `\(written)`", at: range, in: screen,
                        notes: [.help("on a touch screen the user taps: write `\(word)`")])
                }
            }
        }
    }
}

/// `alert-no-quoted-button`
struct AlertNoQuotedButton: Rule {
    static let description = RuleDescription(
        id: "alert-no-quoted-button", severity: .warning,
        summary: "the text does not quote button names",
        rationale: "Where alert text names a button, it writes the name without quotes, keeping its capitalisation "
            + "(002:L358: \"不要将按钮标题括在引号之内,但要保留其大写方式\"); the iOS 7 text says the same (003:L488: "
            + "\"不要用引号,但保证大写\").",
        sources: ["002:L358", "003:L488"],
        languages: "any script: straight and curly quotes, single or double, and the Chinese corner brackets 「」 and 『』 around a button's title.",
        triggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - message: Tap ↓"Retry" to try again, or ↓“Cancel” to stop.
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - message: Tap Retry to try again, or check the "Server" field in Settings.
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ])

    static let quotes: [(open: String, close: String)] = [
        ("\"", "\""), ("“", "”"), ("'", "'"), ("‘", "’"), ("「", "」"), ("『", "』"),
    ]

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in context.regions(.alert) {
            let source = context.source(screen.document)
            let names = Set(AlertText.buttons(of: alert).compactMap(\.visibleTitle).filter { !$0.isEmpty })
            let texts = ([alert.title] + alert.elements.filter { $0.kind == .message }.map(\.label)).compactMap { $0 }
            for text in texts {
                let lowered = text.value.lowercased()
                // Most texts quote nothing: only the quotes whose opening mark is there are tried.
                let quotes = Self.quotes.filter { lowered.containsBytes(of: $0.open) }
                guard !quotes.isEmpty else { continue }
                var found: [(range: SourceRange, name: String)] = []
                for name in names.sorted() {
                    let loweredName = name.lowercased()
                    for (open, close) in quotes {
                        let quoted = open + name + close
                        guard lowered.containsBytes(of: open + loweredName + close) else { continue }
                        let range = AlertText.rangeOf(quoted, in: text.range, of: source) ?? text.range
                        found.append((range, name))
                    }
                }
                for (range, name) in found.sorted(by: { $0.range.start < $1.range.start }) {
                    context.report(
                        "the text puts the button `\(name)` in quotes", at: range, in: screen,
                        notes: [.help("name the button without quotes, capitalised as it is: \(name)")])
                }
            }
        }
    }
}
