/// The alert rules of rules-core.md: title, buttons, and the wording of the text.
enum AlertRules {
    static let all: [any Rule] = [
        AlertHasTitle(), AlertButtonCount(), AlertCancelMarked(), AlertCancelPosition(), AlertButtonTitleWords(),
        AlertNoYesNo(), AlertTitleOneLine(), AlertTitleNotOneWord(), AlertTitleStyle(), AlertMessageLength(),
        AlertSaysTap(), AlertNoQuotedButton(),
    ]
}

/// `alert-has-title`
struct AlertHasTitle: Rule {
    static let description = RuleDescription(
        id: "alert-has-title", severity: .error,
        summary: "an alert has a title",
        rationale: "The title says, in a few words, what happened and what the user can do (002:L335); iOS 7 makes "
            + "it the one text an alert must have (003:L471: \"必须包含标题\").",
        sources: ["002:L335", "003:L471"],
        triggering: [
            """
            # «»Inbox
            ## ↓Alert {#no-connection}
            - message: The server did not answer.
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - message: The server did not answer.
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in AlertText.regions(.alert, in: context)
        where alert.title?.value.allSatisfy(\.isWhitespace) ?? true {
            context.report(
                "this alert has no title", at: alert.kindRange, in: screen,
                notes: [.help("say what happened after `Alert:`, e.g. `## Alert: Cannot Get Mail`")])
        }
    }
}

/// `alert-button-count`
struct AlertButtonCount: Rule {
    static let description = RuleDescription(
        id: "alert-button-count", severity: .warning,
        summary: "an alert has 2 buttons: 1 is \"not a good idea\", 3 or more should be an action sheet",
        rationale: "Two buttons are the easiest choice; a single button only informs and gives the user no control, "
            + "and three or more make the alert complex — offer those choices in an action sheet (002:L362; "
            + "003:L490). An alert with no button cannot be dismissed at all (004:L7).",
        sources: ["002:L362"],
        triggering: [
            """
            # «»Inbox
            ## ↓Alert: Message Deleted
            - button: OK {role: cancel}
            ## ↓Alert: Save Changes?
            - button: Save
            - button: Discard
            - button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - message: The server did not answer.
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in AlertText.regions(.alert, in: context) {
            let count = AlertText.buttons(of: alert).count
            switch count {
            case 2:
                continue
            case 0:
                context.report(
                    "this alert has no button, so it cannot be dismissed", at: alert.kindRange, in: screen,
                    notes: [.help("add two buttons: the action, and `- button: Cancel {role: cancel}`")])
            case 1:
                context.report(
                    "this alert has one button: it only informs, and gives the user no choice", at: alert.kindRange,
                    in: screen,
                    notes: [.help("offer two buttons (the action and Cancel), or show the information on the screen instead")])
            default:
                context.report(
                    "this alert has \(count) buttons; more than two make it complex", at: alert.kindRange, in: screen,
                    notes: [.help("offer three or more choices in an action sheet: `## Action sheet`")])
            }
        }
    }
}

/// `alert-cancel-marked`
struct AlertCancelMarked: Rule {
    static let description = RuleDescription(
        id: "alert-cancel-marked", severity: .error,
        summary: "the button that cancels carries the cancel role",
        rationale: "The cancel button may be light or dark, left or right, depending on whether the action is "
            + "destructive, so the code must be told which one it is (002:L369: \"一定要在您的代码中正确识别哪个按钮是取消按钮\"). "
            + "A button titled Cancel (取消), Not Now or Never Mind cancels; an alert with two or more buttons has "
            + "exactly one that does.",
        sources: ["002:L369"],
        triggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - message: The server did not answer.
            - ↓button: Cancel
            - button: Retry
            ## ↓Alert: Turn On Notifications?
            - button: Turn On
            - button: Later
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - message: The server did not answer.
            - button: Cancel {role: cancel}
            - button: Retry
            ## Alert: Message Deleted
            - button: OK
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in AlertText.regions(.alert, in: context) {
            let buttons = AlertText.buttons(of: alert)
            var marked = 0
            for button in buttons {
                if AlertText.isCancel(button) {
                    marked += 1
                    if marked == 2 {
                        context.report(
                            "this alert has two cancel buttons; only one button can cancel", at: button.anchor,
                            in: screen, notes: [.help("keep `{role: cancel}` on the button that dismisses without acting")])
                    }
                } else if AlertText.looksLikeCancel(button), !AlertText.isDestructive(button) {
                    let title = button.visibleTitle ?? "Cancel"
                    context.report(
                        "`\(title)` cancels, but is not marked as the cancel button", at: button.anchor, in: screen,
                        notes: [.help("write `- button: \(title) {role: cancel}`")],
                        fixIt: Self.addRole(to: button, source: context.source(screen.document)))
                }
            }
            if buttons.count >= 2, !buttons.contains(where: { AlertText.isCancel($0) || AlertText.looksLikeCancel($0) }) {
                context.report(
                    "no button of this alert is marked as the one that cancels", at: alert.kindRange, in: screen,
                    notes: [.help("add `{role: cancel}` to the button that dismisses the alert without acting")])
            }
        }
    }

    /// Adds `role: cancel` to the button's attributes.
    static func addRole(to button: Element, source: SourceFile) -> FixIt? {
        guard button.attribute("role") == nil else { return nil }  // an unknown role: the writer decides
        if let first = button.attributes.first {
            return FixIt(message: "mark it `{role: cancel}`", edits: [.init(range: .empty(at: first.range.start), replacement: "role: cancel, ")])
        }
        guard let label = button.label, !source.text(SourceRange(label.range.end, button.range.end)).contains("{")
        else { return nil }
        return FixIt(message: "mark it `{role: cancel}`", edits: [.init(range: .empty(at: label.range.end), replacement: " {role: cancel}")])
    }
}

/// `alert-cancel-position`
struct AlertCancelPosition: Rule {
    static let description = RuleDescription(
        id: "alert-cancel-position", severity: .warning, profiles: [.iphone2010],
        summary: "Cancel is on the right for a destructive action, on the left for a safe one",
        rationale: "In a two-button alert about a potentially dangerous action Cancel is on the right, where the "
            + "light, default button is (002:L366); for an action the user expects and that is safe, Cancel is on "
            + "the left (002:L367). Buttons are written left to right, so Cancel is last next to a destructive "
            + "button and first otherwise.",
        sources: ["002:L366", "002:L367"],
        triggering: [
            """
            # «»Inbox
            ## Alert: Delete All Messages?
            - ↓button: Cancel {role: cancel}
            - button: Delete All {role: destructive}
            ## Alert: Cannot Get Mail
            - button: Retry
            - ↓button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Alert: Delete All Messages?
            - button: Delete All {role: destructive}
            - button: Cancel {role: cancel}
            ## Alert: Cannot Get Mail
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in AlertText.regions(.alert, in: context) {
            let buttons = AlertText.buttons(of: alert)
            guard buttons.count == 2,
                let cancel = buttons.firstIndex(where: { AlertText.isCancel($0) || AlertText.looksLikeCancel($0) })
            else { continue }
            let destructive = buttons.contains(where: AlertText.isDestructive)
            if destructive, cancel != 1 {
                context.report(
                    "Cancel should be on the right of a destructive button", at: buttons[cancel].anchor, in: screen,
                    notes: [.help("write the Cancel button last, after the destructive one")])
            } else if !destructive, cancel != 0 {
                context.report(
                    "Cancel should be on the left when the other button is safe", at: buttons[cancel].anchor,
                    in: screen, notes: [.help("write the Cancel button first")])
            }
        }
    }
}

/// `alert-button-title-words`
struct AlertButtonTitleWords: Rule {
    static let description = RuleDescription(
        id: "alert-button-title-words", severity: .warning,
        summary: "button titles are 1 or 2 words",
        rationale: "The best alert button titles are one or two words that make sense with the alert's text "
            + "(002:L371; 003:L496). Chinese and Japanese are written without spaces: there two characters count "
            + "as a word.",
        sources: ["002:L371"],
        options: [RuleOption("max-words", default: 2, "the most words an alert button title may have")],
        triggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - button: Cancel {role: cancel}
            - button: ↓Try Again Right Now
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - button: Cancel {role: cancel}
            - button: Try Again
            """
        ])

    func check(_ context: inout RuleContext) {
        let maximum = AlertText.whole(context.option("max-words"))
        for (screen, _, alert) in AlertText.regions(.alert, in: context) {
            for button in AlertText.buttons(of: alert) {
                guard let label = button.label else { continue }
                let words = AlertText.wordCount(label.value)
                guard words > maximum else { continue }
                context.report(
                    "`\(label.value)` is \(words) words; an alert button takes "
                        + (maximum <= 1 ? "one" : maximum == 2 ? "1 or 2" : "1 to \(maximum)"), at: label.range,
                    in: screen, notes: [.help("name the result of the tap in a word or two, e.g. `Retry` or `Delete`")])
            }
        }
    }
}

/// `alert-no-yes-no`
struct AlertNoYesNo: Rule {
    static let description = RuleDescription(
        id: "alert-no-yes-no", severity: .warning,
        summary: "buttons are not \"Yes\"/\"No\"; name the action",
        rationale: "A button title names what happens when it is tapped, with a verb related to the alert's text; "
            + "\"OK\" is the fallback for a simple acceptance, and \"Yes\" and \"No\" are to be avoided (002:L375, "
            + "whose object was lost in translation; 003:L499: \"避免使用”是(Yes)”或”否(No)”\").",
        sources: ["002:L375", "003:L499"],
        triggering: [
            """
            # «»Inbox
            ## Alert: Delete All Messages?
            - button: ↓Yes
            - button: ↓No {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Alert: Delete All Messages?
            - button: Delete All
            - button: Cancel {role: cancel}
            """
        ])

    static let words: Set<String> = ["yes", "no", "是", "否"]

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in AlertText.regions(.alert, in: context) {
            for button in AlertText.buttons(of: alert) {
                guard let label = button.label, Self.words.contains(AlertText.normalized(label.value)) else { continue }
                context.report(
                    "`\(label.value)` does not say what the button does", at: label.range, in: screen,
                    notes: [.help("name the action, e.g. `Delete` or `Cancel`; `OK` when nothing better fits")])
            }
        }
    }
}

/// `alert-title-one-line`
struct AlertTitleOneLine: Rule {
    static let description = RuleDescription(
        id: "alert-title-one-line", severity: .warning,
        summary: "the title fits on one line of the alert's width",
        rationale: "A short title is read at a glance; a long one may make the alert scroll (002:L339; 003:L479). "
            + "Measured with the alert metric: an alert is 270 pt wide (the option `width`), its text inset 15 pt "
            + "each side; at 8 pt per display column a line holds 30 columns — about 30 Latin characters or 15 "
            + "Chinese ones.",
        sources: ["002:L339"],
        options: [AlertText.widthOption],
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

    func check(_ context: inout RuleContext) {
        let columns = AlertText.columns(forWidth: context.option("width"))
        for (screen, _, alert) in AlertText.regions(.alert, in: context) {
            guard let title = alert.title else { continue }
            let width = DisplayWidth.of(title.value)
            guard width > columns else { continue }
            context.report(
                "this title takes \(width) columns, more than the \(columns) that fit on one line of an alert",
                at: title.range, in: screen, notes: [.help("shorten the title; put the details in a `- message:`")])
        }
    }
}

/// `alert-title-not-one-word`
struct AlertTitleNotOneWord: Rule {
    static let description = RuleDescription(
        id: "alert-title-not-one-word", severity: .warning, profiles: [.iphone2010],
        summary: "the title is more than one word",
        rationale: "A one-word title such as \"Error\" gives no useful information (002:L340); a short, informative "
            + "sentence fragment does (002:L341).",
        sources: ["002:L340"],
        triggering: [
            """
            # «»Inbox
            ## Alert: ↓Error
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in AlertText.regions(.alert, in: context) {
            guard let title = alert.title, AlertText.wordCount(title.value) == 1 else { continue }
            context.report(
                "`\(title.value)` is a one-word title and says little about what happened", at: title.range, in: screen,
                notes: [.help("describe the situation in a short phrase, e.g. `Cannot Get Mail`")])
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
            + "the first word and names (002:L333). Titles of several sentences (002:L348) and the case of Chinese "
            + "text are not checked.",
        sources: ["002:L344", "002:L347"],
        options: [RuleOption("max-lowercase-preposition", default: 4, "prepositions up to this many letters stay lower-case in title case")],
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
        for (screen, _, alert) in AlertText.regions(.alert, in: context) {
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
            + "of `alert-title-one-line`: 270 pt (the option `width`) less 15 pt each side, 8 pt per display "
            + "column, 30 columns a line, wrapped at spaces and between Chinese characters.",
        sources: ["002:L352", "002:L353"],
        options: [AlertText.widthOption, RuleOption("max-lines", default: 2, "the most lines a message may take")],
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
            ## Alert: 无法接收邮件
            - message: 服务器没有响应。
            - button: 取消 {role: cancel}
            - button: 重试
            """
        ])

    func check(_ context: inout RuleContext) {
        let columns = AlertText.columns(forWidth: context.option("width"))
        let maxLines = AlertText.whole(context.option("max-lines"))
        for (screen, _, alert) in AlertText.regions(.alert, in: context) {
            for message in alert.elements where message.kind == .message {
                guard let label = message.label else { continue }
                let lines = AlertText.lineCount(label.value, columns: columns)
                if lines > maxLines {
                    context.report(
                        "this message takes about \(lines) lines of the alert; keep it to \(maxLines)", at: label.range,
                        in: screen, notes: [.help("shorten it to one short sentence; a question in the title can replace it")])
                } else if !AlertText.endsSentence(label.value) || AlertText.startsLowercase(label.value) {
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
        for (screen, _, alert) in AlertText.regions(.alert, in: context) {
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
        id: "alert-no-quoted-button", severity: .warning, profiles: [.iphone2010],
        summary: "the text does not quote button names",
        rationale: "Where alert text names a button, it writes the name without quotes, keeping its capitalisation "
            + "(002:L358: \"不要将按钮标题括在引号之内,但要保留其大写方式\").",
        sources: ["002:L358"],
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
        for (screen, _, alert) in AlertText.regions(.alert, in: context) {
            let source = context.source(screen.document)
            let names = Set(AlertText.buttons(of: alert).compactMap(\.visibleTitle).filter { !$0.isEmpty })
            let texts = ([alert.title] + alert.elements.filter { $0.kind == .message }.map(\.label)).compactMap { $0 }
            for text in texts {
                var found: [(range: SourceRange, name: String)] = []
                for name in names.sorted() {
                    for (open, close) in Self.quotes {
                        let quoted = open + name + close
                        guard text.value.lowercased().contains(quoted.lowercased()) else { continue }
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
