/// The action sheet rules of rules-core.md: buttons, their order, and when to use a sheet.
enum ActionSheetRules {
    static let all: [any Rule] = [
        ActionSheetMinButtons(), ActionSheetNoMessage(), ActionSheetCancelLast(), ActionSheetDestructiveFirst(),
        ActionSheetForConfirmation(),
    ]
}

/// `action-sheet-min-buttons`
struct ActionSheetMinButtons: Rule {
    static let description = RuleDescription(
        id: "action-sheet-min-buttons", severity: .error,
        summary: "an action sheet has at least 2 buttons",
        rationale: "An action sheet offers the user a choice of ways to finish a task, so it always has more than "
            + "one button, Cancel included (002:L314; 004:L59: \"always provides more than one button\").",
        sources: ["002:L314", "004:L59", "002:L276", "004:L7"],
        triggering: [
            """
            # «»Notes
            ## Toolbar
            - button {system: trash} → sheet [Delete Note](#delete-note)
            ## ↓Action sheet {#delete-note}
            - button: Delete Note {role: destructive}
            """
        ],
        nonTriggering: [
            """
            # «»Notes
            ## Toolbar
            - button {system: trash} → sheet [Delete Note](#delete-note)
            ## Action sheet {#delete-note}
            - button: Delete Note {role: destructive}
            - button: Cancel {role: cancel}
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, sheet) in context.regions(.actionSheet) {
            let count = AlertText.buttons(of: sheet).count
            guard count < 2 else { continue }
            context.report(
                "this action sheet has \(count == 0 ? "no button" : "one button"); it offers a choice, so it needs two or more",
                at: sheet.kindRange, in: screen,
                notes: [.help(count == 0 ? "add the choices and `- button: Cancel {role: cancel}`" : "add `- button: Cancel {role: cancel}` last")])
        }
    }
}

/// `action-sheet-no-message`
struct ActionSheetNoMessage: Rule {
    static let description = RuleDescription(
        id: "action-sheet-no-message", severity: .warning, profiles: [.iphone2010],
        summary: "an action sheet carries no message",
        rationale: "An action sheet appears because the user just tapped something, so it needs no explanation: "
            + "the button titles, with the task at hand, give enough context (002:L314, 002:L382; 004:L59: \"You "
            + "should not have to add a message\"). A title after `Action sheet:` is shown as such a message too; "
            + "name the sheet with `{#id}` instead.",
        sources: ["002:L382", "004:L59"],
        triggering: [
            """
            # «»Notes
            ## Toolbar
            - button {system: trash} → sheet [Delete Note](#delete-note)
            ## Action sheet: ↓This Cannot Be Undone {#delete-note}
            - ↓message: The note will be deleted from all your devices.
            - button: Delete Note {role: destructive}
            - button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Notes
            ## Toolbar
            - button {system: trash} → sheet [Delete Note](#delete-note)
            ## Action sheet {#delete-note}
            - button: Delete Note {role: destructive}
            - button: Cancel {role: cancel}
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, sheet) in context.regions(.actionSheet) {
            if let title = sheet.title {
                context.report(
                    "an action sheet shows no title text; its buttons say enough", at: title.range, in: screen,
                    notes: [.help("remove the title; name the sheet with an id: `## Action sheet {#\(sheet.id?.value ?? "id")}`")])
            }
            for message in sheet.elements where message.kind == .message {
                context.report(
                    "an action sheet shows no message; its buttons say enough", at: message.anchor, in: screen,
                    notes: [.help("remove the message, and make the button titles say what each choice does")])
            }
        }
    }
}

/// `action-sheet-cancel-last`
struct ActionSheetCancelLast: Rule {
    static let description = RuleDescription(
        id: "action-sheet-cancel-last", severity: .error,
        summary: "the Cancel button is last",
        rationale: "Cancel is always at the bottom of an action sheet, so the user reads every choice before "
            + "reaching it (002:L386: \"一定要将取消按钮显示在动作表单的底部\"). The fix moves the Cancel button's line "
            + "below the sheet's last item.",
        sources: ["002:L386"],
        languages: "a button titled Cancel, Not Now, Never Mind or No Thanks (English, any case) or 取消 (Chinese) counts as one that cancels; in other languages only `{role: cancel}` does.",
        triggering: [
            """
            # «»Mail
            ## Toolbar
            - button {system: reply} → sheet [Reply](#reply)
            ## Action sheet {#reply}
            - button: Reply
            - ↓button: Cancel {role: cancel}
            - button: Forward
            """
        ],
        nonTriggering: [
            """
            # «»Mail
            ## Toolbar
            - button {system: reply} → sheet [Reply](#reply)
            ## Action sheet {#reply}
            - button: Reply
            - button: Forward
            - button: Cancel {role: cancel}
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, sheet) in context.regions(.actionSheet) {
            let cancels = sheet.elements.filter { AlertText.isCancel($0) || AlertText.looksLikeCancel($0) }
            guard let last = sheet.elements.last else { continue }
            for cancel in cancels where cancel != last {
                let title = cancel.visibleTitle ?? "Cancel"
                context.report(
                    "`\(title)` should be the last button of the action sheet", at: cancel.anchor, in: screen,
                    notes: [.help("move `- button: \(title)` to the bottom of the sheet, below every other choice")],
                    fixIt: cancels.count == 1 ? Self.moveLine(of: cancel, below: last, in: context.source(screen.document)) : nil)
            }
        }
    }

    /// Moves the line of `element` to just below the line of `last`: deletes the whole line
    /// (with its line ending) and inserts it after `last`'s line, keeping the file's line endings.
    static func moveLine(of element: Element, below last: Element, in source: SourceFile) -> FixIt? {
        let line = source.location(of: element.range.start).line
        let lastLine = source.location(of: last.range.start).line
        guard line < lastLine, lastLine <= source.lineCount else { return nil }
        let start = source.lineStarts[line - 1]
        let next = source.lineStarts[line]  // the line is not the file's last: it has a line ending
        let text = source.text(SourceRange(start, next))
        let insertion: FixIt.Edit
        if lastLine < source.lineCount {
            insertion = .init(range: .empty(at: source.lineStarts[lastLine]), replacement: text)
        } else {
            // The last item ends the file without a line ending: add one before the moved line.
            let content = source.lineBytes(line)
            let ending = String(decoding: source.bytes[content.endIndex..<next], as: UTF8.self)
            let body = String(decoding: content, as: UTF8.self)
            insertion = .init(range: .empty(at: source.bytes.count), replacement: ending + body)
        }
        return FixIt(
            message: "move it below the last choice",
            edits: [.init(range: SourceRange(start, next), replacement: ""), insertion])
    }
}

/// `action-sheet-destructive-first`
struct ActionSheetDestructiveFirst: Rule {
    static let description = RuleDescription(
        id: "action-sheet-destructive-first", severity: .error,
        summary: "a destructive button is first, never last",
        rationale: "A button that destroys data is red and at the top of the sheet, where the user sees it first "
            + "(002:L394), and never at the bottom, where a thumb reaching for the Home button can tap it by "
            + "mistake (002:L397; 003:L510).",
        sources: ["002:L394", "002:L397"],
        triggering: [
            """
            # «»Mail
            ## Toolbar
            - button {system: compose} → sheet [Draft](#draft)
            ## Action sheet {#draft}
            - button: Save Draft
            - ↓button: Delete Draft {role: destructive}
            - button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Mail
            ## Toolbar
            - button {system: compose} → sheet [Draft](#draft)
            ## Action sheet {#draft}
            - button: Delete Draft {role: destructive}
            - button: Save Draft
            - button: Cancel {role: cancel}
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, sheet) in context.regions(.actionSheet) {
            let buttons = AlertText.buttons(of: sheet)
            var seenOther = false
            for (index, button) in buttons.enumerated() {
                guard AlertText.isDestructive(button) else {
                    seenOther = true
                    continue
                }
                guard seenOther else { continue }
                let title = button.visibleTitle ?? "the destructive button"
                let isLast = index == buttons.count - 1
                context.report(
                    isLast
                        ? "`\(title)` is destructive and last, where it is tapped by mistake; put it first"
                        : "`\(title)` is destructive, so it goes first in the action sheet",
                    at: button.anchor, in: screen,
                    notes: [.help("move `- button: \(title) {role: destructive}` to the top of the sheet")])
            }
        }
    }
}

/// `action-sheet-for-confirmation`
struct ActionSheetForConfirmation: Rule {
    static let description = RuleDescription(
        id: "action-sheet-for-confirmation", severity: .note, profiles: [.iphone2010],
        summary: "confirming a user's destructive action uses an action sheet, not an alert",
        rationale: "To confirm an action the user started, even a risky one such as deleting a contact, use an "
            + "action sheet, not an alert (002:L302; 004:L40). An alert that a tap opens (`→ alert`) and that holds "
            + "a destructive button is such a confirmation. An alert the app shows on its own may still let the "
            + "user accept or reject a dangerous outcome (004:L30), so alerts no element opens are not reported, "
            + "and one opened from another alert or action sheet is `overlay-opens-no-overlay`'s.",
        sources: ["002:L302", "004:L40"],
        triggering: [
            """
            # «»Contacts
            ## Navigation bar
            - title: Contacts
            - button: Delete → alert [Delete Contact](#delete-contact)
            ## ↓Alert: Delete This Contact? {#delete-contact}
            - button: Delete {role: destructive}
            - button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Contacts
            ## Navigation bar
            - title: Contacts
            - button: Delete → sheet [Delete Contact](#delete-contact)
            ## Action sheet {#delete-contact}
            - button: Delete Contact {role: destructive}
            - button: Cancel {role: cancel}
            """,
            RuleExample(
                """
                # Battle
                ## Content
                - button: «»New Game {style: custom} → alert [New Game](#new-game)
                ## Alert: Start a New Game? {#new-game, custom}
                - message: Your hero's progress will be lost.
                - button: Cancel {role: cancel}
                - button: Start Over {role: destructive}
                """, profile: .iphone2010),
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (screen, index, alert) in context.regions(.alert)
        where AlertText.buttons(of: alert).contains(where: AlertText.isDestructive) {
            guard let opener = project.edges(from: screen).first(where: { $0.destination == .overlay(region: index) })
            else { continue }
            // An alert opened from another alert or sheet is `overlay-opens-no-overlay`'s finding.
            if OverlayOpensNoOverlay.reports(from: project.screen(screen).regions[opener.source.region], to: alert) { continue }
            context.report(
                "this alert confirms a destructive action the user started; use an action sheet", at: alert.kindRange,
                in: screen,
                notes: [
                    context.note("the user starts it here", at: opener.range, in: screen),
                    .help("write `## Action sheet` with the destructive button first and Cancel last, and open it with `→ sheet`"),
                ])
        }
    }
}
