/// Action sheets and activity views beyond the core rules: distinct buttons, a Cancel, system
/// activities first (002:L309, L405; 003:L177; 004:L49).

/// `action-sheet-distinct-buttons`
struct ActionSheetDistinctButtons: Rule {
    static let description = RuleDescription(
        id: "action-sheet-distinct-buttons", severity: .warning, profiles: [.iphone2010],
        summary: "no two buttons of an action sheet have the same title",
        rationale: "An action sheet may show many buttons, as long as each is easy to tell apart from the others "
            + "(002:L405: \"只要确保每个按钮都能很容易地与其它按钮区分开来\"). Two buttons with the same title — compared "
            + "without regard to case, spaces and end punctuation — cannot be told apart at all.",
        sources: ["002:L405"],
        languages: "any script: titles are compared whole, without regard to case, repeated spaces and end punctuation.",
        triggering: [
            """
            # Photo
            ## Toolbar
            - button {system: action} → sheet [Share](#share)
            ## Action sheet {#share}
            - button: «»Email Photo
            - button: Print
            - button: ↓«»Email photo
            - button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # Photo
            ## Toolbar
            - button {system: action} → sheet [Share](#share)
            - button {system: trash} → sheet [Delete](#delete)
            ## Action sheet {#share}
            - button: «»Email Photo
            - button: Print
            - button: Cancel {role: cancel}
            ## Action sheet {#delete}
            - button: Delete Photo {role: destructive}
            - button: Cancel {role: cancel}
            """
        ])

    /// `title` as the rule compares it: lower case, single spaces, no end punctuation.
    static func key(_ title: String) -> String {
        AlertText.normalized(title).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func check(_ context: inout RuleContext) {
        for (screen, _, sheet) in context.regions(.actionSheet) {
            var first: [String: Element] = [:]
            for button in AlertText.buttons(of: sheet) {
                guard let title = button.visibleTitle, !Self.key(title).isEmpty else { continue }
                let key = Self.key(title)
                guard let earlier = first[key] else {
                    first[key] = button
                    continue
                }
                context.report(
                    "two buttons of this action sheet are titled `\(title)`", at: button.label?.range ?? button.anchor,
                    in: screen,
                    notes: [
                        context.note("the first", at: earlier.label?.range ?? earlier.anchor, in: screen),
                        .help("give each choice a title of its own, or remove the repeated one"),
                    ])
            }
        }
    }
}

/// `action-sheet-has-cancel`
struct ActionSheetHasCancel: Rule {
    static let description = RuleDescription(
        id: "action-sheet-has-cancel", severity: .note, profiles: [.iphone2010],
        summary: "an action sheet offers a Cancel button beside its choices",
        rationale: "An action sheet closes only when one of its buttons is tapped, so besides the choices it "
            + "offers a way back: Photos' send sheet shows its destinations \"in addition to a Cancel "
            + "button, which cancels the send\" (004:L49; 002:L309), and the text places that Cancel button at the "
            + "bottom of every sheet (002:L386). A button with `{role: cancel}`, or titled Cancel (取消), Not Now "
            + "or Never Mind, is one. A sheet of fewer than two buttons is `action-sheet-min-buttons`'s.",
        sources: ["004:L49", "002:L309"],
        languages: "a button titled Cancel, Not Now, Never Mind or No Thanks (English, any case) or 取消 (Chinese) counts as one that cancels; in other languages only `{role: cancel}` does.",
        triggering: [
            """
            # Mail
            ## Toolbar
            - button {system: reply} → sheet [Reply](#reply)
            ## ↓Action sheet {#reply}
            - button: «»Reply
            - button: Forward
            """
        ],
        nonTriggering: [
            """
            # Mail
            ## Toolbar
            - button {system: reply} → sheet [Reply](#reply)
            - button {system: trash} → sheet [Delete](#delete)
            ## Action sheet {#reply}
            - button: «»Reply
            - button: Forward
            - button: Cancel {role: cancel}
            ## Action sheet {#delete}
            - button: Delete Message {role: destructive}
            - button: «»Keep {role: cancel}
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, sheet) in context.regions(.actionSheet) {
            let buttons = AlertText.buttons(of: sheet)
            guard buttons.count >= 2,
                !buttons.contains(where: { AlertText.isCancel($0) || AlertText.looksLikeCancel($0) })
            else { continue }
            context.report(
                "this action sheet offers no Cancel button", at: sheet.kindRange, in: screen,
                notes: [.help("add `- button: Cancel {role: cancel}` as its last button")])
        }
    }
}

/// `activity-system-first`
struct ActivitySystemFirst: Rule {
    static let description = RuleDescription(
        id: "activity-system-first", severity: .warning, profiles: [.ios7],
        summary: "an activity view lists the system services before custom ones",
        rationale: "The order of the system's services cannot be changed, and all of them appear before the custom "
            + "ones (003:L177: \"所有系统服务都应出现在自定义服务之前\"), so a spec that lists a custom activity (one "
            + "without `system:`) before a system one shows an order the app will not get.",
        sources: ["003:L177"],
        triggering: [
            """
            # Photo
            ## Toolbar
            - button {system: action} → sheet [Share](#share)
            ## Activity view {#share}
            - ↓activity: «»Add to Album {icon: album}
            - activity {system: mail}
            - activity {system: print}
            - button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # Photo
            ## Toolbar
            - button {system: action} → sheet [Share](#share)
            ## Activity view {#share}
            - activity {system: mail}
            - activity {system: print}
            - activity: «»Add to Album {icon: album}
            - button: Cancel {role: cancel}
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, view) in context.regions(.activityView) {
            let activities = view.elements.filter { $0.kind == .activity }
            guard let lastSystem = activities.lastIndex(where: { $0.attribute("system") != nil }) else { continue }
            // One sheet in the wrong order is one problem: a finding at its first custom service.
            let early = activities.indices.filter { $0 < lastSystem && activities[$0].attribute("system") == nil }
            guard let index = early.first else { continue }
            // The first system service after it, which the system would show before it.
            let system = activities[(index + 1)...].first { $0.attribute("system") != nil } ?? activities[lastSystem]
            let name = activities[index].label?.value ?? "this activity"
            let more = early.count > 1 ? " (and \(early.count - 1) more)" : ""
            context.report(
                "`\(name)`\(more) is a custom service listed before a system one; the system's come first",
                atEach: early.map { RuleContext.Place(activities[$0].anchor, in: screen) }, alsoHere: "a custom service before a system one",
                notes: [
                    context.note("a system service", at: system.anchor, in: screen),
                    .help("list the `system:` activities first, then the app's own"),
                ])
        }
    }
}
