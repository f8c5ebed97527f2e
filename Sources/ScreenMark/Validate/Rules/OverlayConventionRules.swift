/// Conventions of alerts, action sheets and modal views that the earlier rules cited but did not
/// check: a title of several sentences, the Cancel button of a risky alert, a destructive sheet
/// button drawn red, one transition for a modal screen (002:L297, L348, L394, L428; 003:L510).
/// With the activity view rules of `ActivityViewRules.swift`.
enum OverlayConventionRules {
    static let all: [any Rule] = [
        AlertTitleSentences(), AlertCancelTitledCancel(), ActionSheetDestructiveRole(), ModalOneTransition(),
        ActivityOpenedByShareButton(), ActivityNotBuiltIn(), ActivityIconAndTitle(), ActivityTitleNoAppName(),
    ]
}

/// `alert-title-sentences`
struct AlertTitleSentences: Rule {
    static let description = RuleDescription(
        id: "alert-title-sentences", severity: .warning, profiles: [.iphone2010],
        summary: "an alert title of two or more sentences is in sentence case, each sentence with end punctuation",
        rationale: "A title of two or more sentences takes sentence-style capitalisation and the right end "
            + "punctuation for each sentence (002:L348: \"如果标题由两个或更多的句子组成,请使用句子式的大写方式,并且为每个"
            + "句子添加适当的结束标点\"). `alert-title-style` judges titles of one sentence or fragment; this rule the "
            + "others. Sentences end at `.`, `?`, `!` or `…` followed by a space, or at 。！？; a period after an "
            + "abbreviation (St., Dr., Mr., Inc., e.g.) or a single letter does not end one. Reported: a last "
            + "sentence without end punctuation, a sentence starting in lower case, and a title whose every "
            + "sentence is in title case (`Password Changed. Sign In Again.`) — a sentence of names such as "
            + "`Open Location Services.` next to one in sentence case is left alone.",
        sources: ["002:L348"],
        options: [RuleOption("max-lowercase-preposition", default: 4, "prepositions up to this many letters stay lower-case in title case")],
        languages: "English and other Latin-script titles: their capitalisation and end punctuation. Chinese and Japanese have no letter case, so only the end punctuation of their last sentence (。！？) is judged.",
        triggering: [
            """
            # «»Mail
            ## Alert: ↓Password changed. Sign in again {#changed, raised}
            - button: Cancel {role: cancel}
            - button: Sign In
            ## Alert: ↓Password Changed. Sign In Again. {#changed-title-case, raised}
            - button: Cancel {role: cancel}
            - button: Sign In
            ## Alert: ↓密码已更改。请重新登录 {raised}
            - button: 取消 {role: cancel}
            - button: 登录
            """
        ],
        nonTriggering: [
            """
            # «»Mail
            ## Alert: Password changed. Sign in again. {raised}
            - button: Cancel {role: cancel}
            - button: Sign In
            ## Alert: Delete Photo? This cannot be undone. {raised}
            - button: Delete {role: destructive}
            - button: Cancel {role: cancel}
            ## Alert: Location is off. Open Location Services. {raised}
            - button: Cancel {role: cancel}
            - button: Settings
            ## Alert: St. Louis Weather Unavailable {raised}
            - button: Cancel {role: cancel}
            - button: Retry
            ## Alert: 密码已更改。请重新登录。 {raised}
            - button: 取消 {role: cancel}
            - button: 登录
            """
        ])

    func check(_ context: inout RuleContext) {
        let maxPreposition = AlertText.whole(context.option("max-lowercase-preposition"))
        for (screen, _, alert) in context.regions(.alert) {
            guard let title = alert.title else { continue }
            let sentences = AlertText.sentences(title.value)
            guard sentences.count >= 2, let last = sentences.last else { continue }
            let cjk = AlertText.containsCJK(title.value)
            var problems: [String] = []
            var fixed = sentences
            if !AlertText.endsSentence(last) {
                problems.append("its last sentence has no end punctuation")
                fixed[fixed.count - 1] += cjk ? "。" : "."
            }
            if !cjk {
                if sentences.contains(where: AlertText.startsLowercase) {
                    problems.append("a sentence starts in lower case")
                }
                let titleCased = sentences.allSatisfy { TitleCase.isTitleCase($0, maxPreposition: maxPreposition) }
                    && sentences.contains { AlertTitleStyle.readsAsTitle($0, maxPreposition: maxPreposition) }
                if titleCased { problems.append("it is in title case") }
                fixed = fixed.map { sentence in
                    titleCased ? AlertTitleStyle.sentenceCase(sentence) : TitleCase.capitalised(sentence)
                }
            }
            guard !problems.isEmpty else { continue }
            let suggestion = fixed.joined(separator: cjk ? "" : " ")
            context.report(
                "this title of \(sentences.count) sentences is not written as sentences: \(problems.joined(separator: ", and ")); write `\(suggestion)`",
                at: title.range, in: screen,
                notes: [.help("give each sentence sentence-style capitals and end punctuation, or shorten the title to one fragment")])
        }
    }
}

/// `alert-cancel-titled-cancel`
struct AlertCancelTitledCancel: Rule {
    static let description = RuleDescription(
        id: "alert-cancel-titled-cancel", severity: .warning, profiles: [.iphone2010],
        summary: "in an alert that accepts or rejects a destructive action, the button that rejects it says Cancel",
        rationale: "An alert may let the user accept or reject a potentially dangerous outcome; then it shows two "
            + "buttons, one that dismisses it and acts and one that dismisses it without acting, and that one is "
            + "usually labelled Cancel (002:L297: \"通常,应该为关闭警告但不执行动作的按钮使用取消作为标签\"; 004:L30: "
            + "\"Often, it makes sense to use the label \\\"Cancel\\\"\"). An alert with a `{role: destructive}` button "
            + "is such an alert, and its `{role: cancel}` button is reported when it is titled otherwise (`Keep`, "
            + "`Don't Delete`, `No`). Alerts without a destructive button are left alone: a permission alert's "
            + "`Don't Allow` or `Not Now` is right. That the alert has two buttons, one of them the cancel button, "
            + "is `alert-button-count`'s and `alert-cancel-marked`'s.",
        sources: ["002:L297", "004:L30"],
        languages: "English (Cancel) and Chinese (取消), whatever their case or end punctuation.",
        triggering: [
            """
            # «»Notes
            ## Alert: Delete All Notes? {raised}
            - button: Delete All {role: destructive}
            - button: ↓Keep {role: cancel}
            ## Alert: 删除所有备忘录? {raised}
            - button: 删除 {role: destructive}
            - button: ↓不要删除 {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Notes
            ## Alert: Delete All Notes? {raised}
            - button: Delete All {role: destructive}
            - button: Cancel {role: cancel}
            ## Alert: 删除所有备忘录? {raised}
            - button: 删除 {role: destructive}
            - button: 取消 {role: cancel}
            ## Alert: Notes Would Like to Use Your Location {raised}
            - button: Don't Allow {role: cancel}
            - button: OK
            """
        ])

    /// The titles that say Cancel.
    static let cancel: Set<String> = ["cancel", "取消"]

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in context.regions(.alert) {
            let buttons = AlertText.buttons(of: alert)
            guard buttons.contains(where: AlertText.isDestructive) else { continue }
            for button in buttons where AlertText.isCancel(button) {
                guard let label = button.label, !Self.cancel.contains(AlertText.normalized(label.value)) else { continue }
                context.report(
                    "`\(label.value)` rejects the destructive action; the button that dismisses without acting is titled Cancel",
                    at: label.range, in: screen,
                    notes: [.help("title it `Cancel` (取消), and let the destructive button name what it does")])
            }
        }
    }
}

/// `action-sheet-destructive-role`
struct ActionSheetDestructiveRole: Rule {
    static let description = RuleDescription(
        id: "action-sheet-destructive-role", severity: .warning,
        summary: "an action sheet button that deletes, erases or discards is marked destructive, so it is red",
        rationale: "A button that performs a potentially destructive action, such as deleting every item of a "
            + "shopping list, is red (002:L394: \"如果您需要提供一个按钮来执行具有潜在破坏性的动作,比如删除用户购物清单上的"
            + "所有条目,那么按钮的颜色应该采用红色\"; 003:L510: \"无论在哪种设备中,使用红色文字来表示可能存在破坏性的操作\"). "
            + "`{role: destructive}` draws it red; a sheet button whose title starts with Delete, Erase or "
            + "Discard (删除, 抹掉, 抹除) and carries no role destroys data but would be drawn like the others. "
            + "Where the red button goes is `action-sheet-destructive-first`'s. The 2010 text says 应该 "
            + "(\"should\"), and the rule reads the action from the title's first word, so it warns.",
        sources: ["002:L394", "003:L510"],
        languages: "English (Delete, Erase, Discard as the first word, any case) and Chinese (a title starting with 删除, 抹掉 or 抹除); other languages are not judged.",
        triggering: [
            """
            # «»Mail
            ## Toolbar
            - button {system: trash} → sheet [Draft](#draft)
            - button: 照片 → sheet [照片](#photo)
            ## Action sheet {#draft}
            - ↓button: Delete Draft
            - button: Save Draft
            - button: Cancel {role: cancel}
            ## Action sheet {#photo}
            - ↓button: 删除照片
            - button: 取消 {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Mail
            ## Toolbar
            - button {system: trash} → sheet [Draft](#draft)
            ## Action sheet {#draft}
            - button: Delete Draft {role: destructive}
            - button: Save Draft
            - button: Deleted Items Folder
            - button: Cancel {role: cancel}
            """
        ])

    /// First words that name a destructive action.
    static let latinVerbs: Set<String> = ["delete", "erase", "discard"]
    /// Chinese beginnings of the same.
    static let chineseVerbs = ["删除", "抹掉", "抹除"]

    /// Whether `title` starts with a destructive verb.
    static func destroys(_ title: String) -> Bool {
        let text = AlertText.trimmed(title, while: \.isWhitespace)
        if chineseVerbs.contains(where: { text.hasPrefix($0) }) { return true }
        guard let first = TitleCase.words(text).first(where: { $0.core.contains(where: \.isLetter) }) else { return false }
        return latinVerbs.contains(first.core.lowercased())
    }

    func check(_ context: inout RuleContext) {
        for (screen, _, sheet) in context.regions(.actionSheet) {
            for button in AlertText.buttons(of: sheet) where button.attribute("role") == nil {
                guard let title = button.label?.value, Self.destroys(title) else { continue }
                context.report(
                    "`\(title)` destroys data, but it is not marked destructive, so it is not drawn red", at: button.anchor,
                    in: screen, notes: [.help("write `- button: \(title) {role: destructive}`")],
                    fixIt: Self.addRole(to: button, source: context.source(screen.document)))
            }
        }
    }

    /// Adds `role: destructive` to the button's attributes.
    static func addRole(to button: Element, source: SourceFile) -> FixIt? {
        if let first = button.attributes.first {
            return FixIt(
                message: "mark it `{role: destructive}`",
                edits: [.init(range: .empty(at: first.range.start), replacement: "role: destructive, ")])
        }
        guard let label = button.label, !source.text(SourceRange(label.range.end, button.range.end)).contains("{")
        else { return nil }
        return FixIt(
            message: "mark it `{role: destructive}`",
            edits: [.init(range: .empty(at: label.range.end), replacement: " {role: destructive}")])
    }
}

/// `modal-one-transition`
struct ModalOneTransition: Rule {
    static let description = RuleDescription(
        id: "modal-one-transition", severity: .warning, profiles: [.iphone2010],
        summary: "a modal screen is presented with one transition, not sliding up from one place and flipping from another",
        rationale: "Don't change a modal view's transition style just for variety: users take a different "
            + "transition to mean something different, so keep a logical, consistent pattern and avoid needless "
            + "changes (002:L428: \"如果您决定更改应用程序中模式视图的切换风格,请不要仅仅为了追求多样化而这样做……最好建立一个"
            + "具有逻辑性和一致性的模式\"). The same screen presented `→ modal` by one button and `→ flip` by another "
            + "is that needless change: it is one view, shown two ways. Different screens may use different "
            + "transitions (a utility app flips to its settings and slides up a composer).",
        sources: ["002:L428"],
        triggering: [
            """
            # «»Weather
            ## Content
            - label: «»Cupertino 18°
            - info-button → flip [Cities](#cities)
            ## Toolbar
            - button: «»Cities ↓→ modal [Cities](#cities)
            # Cities
            ## Navigation bar
            - title: «»Cities
            - button: Done {style: done} → dismiss
            """
        ],
        nonTriggering: [
            """
            # «»Weather
            ## Content
            - label: «»Cupertino 18°
            - info-button → flip [Cities](#cities)
            ## Toolbar
            - button: «»Share → modal [New Message](#new-message)
            # Cities
            ## Navigation bar
            - title: «»Cities
            - button: Done {style: done} → dismiss
            # New Message
            ## Navigation bar
            - button: Cancel {role: cancel} → dismiss
            - title: «»New Message
            - button: Send {style: done} → dismiss
            """
        ])

    func check(_ context: inout RuleContext) {
        // The first edge of each transition into each screen, in document order.
        var first: [ScreenReference: NavigationEdge] = [:]
        var reported = Set<ScreenReference>()
        for edge in context.project.edges where edge.presentation == .modal || edge.presentation == .flip {
            guard case .screen(let destination) = edge.destination, context.applies(to: destination.document) else {
                continue
            }
            guard let earlier = first[destination] else {
                first[destination] = edge
                continue
            }
            guard earlier.presentation != edge.presentation, reported.insert(destination).inserted else { continue }
            let title = context.project.screen(destination).title.value
            context.report(
                "`\(title)` is presented with `\(edge.presentation.rawValue)` here but with `\(earlier.presentation.rawValue)` elsewhere; one view takes one transition",
                at: edge.range, in: edge.source.screen,
                notes: [
                    context.note("presented with `\(earlier.presentation.rawValue)` here", at: earlier.range, in: earlier.source.screen),
                    .help("present `\(title)` the same way from every button, e.g. `→ \(earlier.presentation.rawValue) [\(title)](#\(context.project.screen(destination).id.value))`"),
                ])
        }
    }
}
