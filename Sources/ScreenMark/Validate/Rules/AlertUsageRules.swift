/// How alert buttons are titled and what an alert is for: no end punctuation, no progress reports
/// (002:L301, L373; 003:L497; 004:L34).

/// `alert-button-no-end-punctuation`
struct AlertButtonNoEndPunctuation: Rule {
    static let description = RuleDescription(
        id: "alert-button-no-end-punctuation", severity: .warning,
        summary: "an alert button title ends without punctuation",
        rationale: "Like every button title, an alert button's title has no ending punctuation (002:L373: "
            + "\"和所有的按钮标题一样,请使用标题式的大写方式,且不要使用结束标点\"; 003:L497: \"不需要标点符号\"). Its "
            + "capitalisation is `button-title-case`'s. An ellipsis is not reported: on a button it says that "
            + "more input follows, not that a sentence ends. The 2010 text says 不要 (\"don't\"), the iOS 7 text "
            + "only 不需要 (\"need not\"), so the rule warns, as `alert-title-style` does for a title's end "
            + "punctuation. The fix-it removes the punctuation.",
        sources: ["002:L373", "003:L497"],
        languages: "any script: the Latin and Chinese end and clause marks . ! ? , : ; and 。！？，：； at the end of the title; an ellipsis is allowed.",
        triggering: [
            """
            # Inbox
            ## Alert: Cannot Get Mail {raised}
            - button: ↓Cancel. {role: cancel}
            - button: ↓«»Retry!
            ## Alert: 无法接收邮件 {raised}
            - button: ↓取消。 {role: cancel}
            - button: 重试
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Alert: Cannot Get Mail {raised}
            - button: Cancel {role: cancel}
            - button: «»Retry
            ## Alert: Account Needs Attention {raised}
            - button: Cancel {role: cancel}
            - button: «»Settings…
            """
        ])

    /// Marks that end a sentence or a clause.
    static let marks: Set<Character> = [".", "!", "?", ",", ":", ";", "。", "！", "？", "，", "：", "；"]

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in context.regions(.alert) {
            for button in AlertText.buttons(of: alert) {
                guard let label = button.label else { continue }
                let text = AlertText.trimmed(label.value, while: \.isWhitespace)
                guard let mark = text.last, Self.marks.contains(mark), !text.hasSuffix("...") else { continue }
                var fixed = text
                while let last = fixed.last, Self.marks.contains(last) || last.isWhitespace { fixed.removeLast() }
                context.report(
                    "the button title `\(label.value)` ends with `\(mark)`", at: label.range, in: screen,
                    notes: [.help(fixed.isEmpty ? "give the button a title without punctuation" : "write `\(fixed)`")],
                    fixIt: fixed.isEmpty ? nil : Spelling.replacing(label, with: fixed, in: context.source(screen.document)))
            }
        }
    }
}

/// `alert-not-for-progress`
struct AlertNotForProgress: Rule {
    static let description = RuleDescription(
        id: "alert-not-for-progress", severity: .warning, profiles: [.iphone2010],
        summary: "an alert does not report a task in progress",
        rationale: "Avoid alerts that tell the user about a task progressing normally; show its progress with a "
            + "progress view or an activity indicator instead (002:L301; 004:L34: \"Update users on tasks that "
            + "are progressing normally\"). Reported: a title that reads as a task under way — a first word ending "
            + "in -ing and an ellipsis at the end (`Uploading Photos…`), `Please Wait` alone, or in Chinese 正在… "
            + "with an ellipsis, or 请稍候 alone — or a message that asks the user to wait while it happens (`Please "
            + "wait while your tweet is sent.`, 请稍候…). A title such as `Pairing Failed`, without the ellipsis, tells "
            + "of a problem and is not reported.",
        sources: ["002:L301", "004:L34"],
        languages: "English (a first word ending in -ing with a final ellipsis; Please Wait alone; a message starting Please wait while) and Chinese (正在… with a final ellipsis; 请稍候 or 请稍等 alone, or starting the message); other languages are not judged.",
        triggering: [
            """
            # «»Photos
            ## Toolbar
            - button: «»Upload → alert [Uploading Photos](#uploading)
            ## Alert: ↓Uploading Photos… {#uploading}
            - button: Cancel {role: cancel}
            ## Alert: ↓正在上传照片… {raised}
            - button: 取消 {role: cancel}
            ## Alert: ↓Please Wait {raised}
            - button: Cancel {role: cancel}
            ## Alert: ↓Sending Tweet {raised}
            - message: Please wait while your tweet is sent.
            - button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Photos
            ## Alert: Pairing Failed {raised}
            - button: Cancel {role: cancel}
            - button: Retry
            ## Alert: Something Went Wrong… {raised}
            - button: Cancel {role: cancel}
            - button: Retry
            ## Alert: 正在使用的照片无法删除 {raised}
            - button: 取消 {role: cancel}
            - button: 重试
            ## Alert: Please Wait Before Retrying {raised}
            - button: OK {role: cancel}
            ## Alert: 请稍候再试 {raised}
            - button: 好 {role: cancel}
            """
        ])

    /// Words ending in -ing that do not name a task under way.
    static let notGerunds: Set<String> = [
        "during", "morning", "evening", "nothing", "something", "anything", "everything", "missing", "incoming",
        "outgoing", "remaining", "pending", "king", "ring", "thing", "string", "spring", "wing", "sing", "bring",
    ]

    /// Whether `title` reads as a task under way.
    static func readsAsProgress(_ title: String) -> Bool {
        let text = AlertText.trimmed(title, while: \.isWhitespace)
        // "Please wait" alone: "Please Wait Before Retrying" and 请稍候再试 ("try again later") tell
        // of a problem.
        if ["please wait", "请稍候", "请稍等"].contains(AlertText.normalized(text)) { return true }
        guard text.hasSuffix("…") || text.hasSuffix("...") else { return false }
        if text.hasPrefix("正在") { return true }
        guard let first = TitleCase.words(text).first(where: { $0.core.contains(where: \.isLetter) })?.core.lowercased()
        else { return false }
        return first.count >= 5 && first.hasSuffix("ing") && first.allSatisfy(\.isASCII) && !notGerunds.contains(first)
            && !first.hasSuffix("thing")
    }

    /// Whether an alert's message asks the user to wait while something happens: `Please wait
    /// while your tweet is sent.`, 请稍候… — whatever the title says, the alert reports progress.
    static func asksToWait(_ message: String) -> Bool {
        let text = AlertText.normalized(message)
        return text.hasPrefix("please wait while") || text.hasPrefix("请稍候") || text.hasPrefix("请稍等")
    }

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in context.regions(.alert) {
            let message = alert.elements.first { $0.kind == .message }?.label?.value ?? ""
            guard let title = alert.title, Self.readsAsProgress(title.value) || Self.asksToWait(message) else { continue }
            context.report(
                "`\(title.value)` reports a task in progress; an alert is not for normal progress", at: title.range,
                in: screen,
                notes: [.help("show the progress on the screen: a `progress` view, or an `activity-indicator` while the length is unknown")])
        }
    }
}
