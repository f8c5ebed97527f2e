/// The alert rules of rules-core.md: title, buttons, and the wording of the text.
enum AlertRules {
    static let all: [any Rule] = [
        AlertHasTitle(), AlertButtonCount(), AlertCancelMarked(), AlertCancelPosition(), AlertButtonTitleWords(),
        AlertNoYesNo(), AlertTitleOneLine(), AlertTitleNotOneWord(), AlertTitleStyle(), AlertMessageLength(),
        AlertSaysTap(), AlertNoQuotedButton(), AlertMessageAsProse(),
    ]
}

/// `alert-has-title`
struct AlertHasTitle: Rule {
    static let description = RuleDescription(
        id: "alert-has-title", severity: .error,
        summary: "an alert has a title",
        rationale: "The title says, in a few words, what happened and what the user can do (002:L335); iOS 7 makes "
            + "it the one text an alert must have (003:L471: \"必须包含标题\").",
        sources: ["002:L335", "003:L471", "002:L293"],
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
        for (screen, _, alert) in context.regions(.alert)
        where alert.title?.value.isBlank ?? true {
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
            + "003:L490). An alert with no button cannot be dismissed at all (004:L7); one that lets the user accept or "
            + "reject a dangerous outcome shows two, one that acts and one that does not (002:L297).",
        sources: ["002:L362", "002:L276", "002:L297"],
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
        for (screen, _, alert) in context.regions(.alert) {
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
            + "exactly one that does — an alert that lets the user accept or reject a dangerous outcome has one "
            + "that acts and one that dismisses it without acting (002:L297). An alert whose every button acts "
            + "(`{action: …}` or a target: Snooze and Stop, Delete and Save) has none that cancels.",
        sources: ["002:L369", "002:L297"],
        languages: "a button titled Cancel, Not Now, Never Mind or No Thanks (English, any case) or 取消 (Chinese) counts as one that cancels; in other languages only `{role: cancel}` does.",
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
        for (screen, _, alert) in context.regions(.alert) {
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
            // Only a button that dismisses without acting cancels: when every button says what it
            // does (`Snooze`, `Stop`; `Delete`, `Save`), there is none to mark.
            let dismissesOnly = buttons.contains { $0.attribute("action") == nil && $0.target == nil }
            if buttons.count >= 2, dismissesOnly, !buttons.contains(where: { AlertText.isCancel($0) || AlertText.looksLikeCancel($0) }) {
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
        id: "alert-cancel-position", severity: .warning,
        summary: "Cancel is on the right for a destructive action, on the left for a safe one",
        rationale: "In a two-button alert about a potentially dangerous action Cancel is on the right, where the "
            + "light, default button is (002:L366); for an action the user expects and that is safe, Cancel is on "
            + "the left (002:L367). The iOS 7 text repeats both (003:L493, 003:L494). Buttons are written left to "
            + "right, so Cancel is last next to a destructive button and first otherwise.",
        sources: ["002:L366", "002:L367", "003:L493", "003:L494"],
        languages: "a button titled Cancel, Not Now, Never Mind or No Thanks (English, any case) or 取消 (Chinese) counts as one that cancels; in other languages only `{role: cancel}` does.",
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
        for (screen, _, alert) in context.regions(.alert) {
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
            + "(002:L371; 003:L496). Chinese and Japanese are written without spaces: in Chinese two characters "
            + "count as a word; in Japanese a run of katakana is a word (キャンセル), and so is a run of kanji with "
            + "the hiragana after it (詳しく見る: 詳しく, 見る).",
        sources: ["002:L371"],
        options: [RuleOption("max-words", default: 2, "the most words an alert button title may have")],
        languages: "words are runs between spaces; in Chinese two characters count as one word; in Japanese a katakana run, or a kanji run with its hiragana, is one word.",
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
            """,
            """
            # «»レシピ
            ## Alert: プレミアム会員
            - button: キャンセル {role: cancel}
            - button: 詳しく見る
            """,
        ])

    func check(_ context: inout RuleContext) {
        let maximum = AlertText.whole(context.option("max-words"))
        for (screen, _, alert) in context.regions(.alert) {
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
        languages: "English (Yes, No) and Chinese (是, 否), whatever their case or end punctuation.",
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
        for (screen, _, alert) in context.regions(.alert) {
            for button in AlertText.buttons(of: alert) {
                guard let label = button.label, Self.words.contains(AlertText.normalized(label.value)) else { continue }
                context.report(
                    "`\(label.value)` does not say what the button does", at: label.range, in: screen,
                    notes: [.help("name the action, e.g. `Delete` or `Cancel`; `OK` when nothing better fits")])
            }
        }
    }
}
