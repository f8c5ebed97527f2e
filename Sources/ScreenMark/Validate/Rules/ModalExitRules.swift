/// Two of `NavigationRules`: a way out of every modal screen, and Cancel beside the button that
/// completes its task (002:L320, L413; 004:L64).

/// `modal-has-exit`
struct ModalHasExit: Rule {
    static let description = RuleDescription(
        id: "modal-has-exit", severity: .error,
        summary: "a screen presented modally offers a way out (a Cancel/Done-type button that dismisses)",
        rationale: "A modal view is a task the user finishes or abandons: it always has a button that closes it "
            + "(002:L320; 004:L64: \"a modal view should always include a button that dismisses it\").",
        sources: ["002:L320", "004:L64", "002:L276", "004:L7"],
        triggering: [
            """
            # «»Notes
            ## Navigation bar
            - title: «»Notes
            - button {system: add} → modal [New Note](#new-note)
            # ↓New Note
            ## Navigation bar
            - title: «»New Note
            """
        ],
        nonTriggering: [
            """
            # «»Notes
            ## Navigation bar
            - title: «»Notes
            - button {system: add} → modal [New Note](#new-note)
            # New Note
            ## Navigation bar
            - button: «»Cancel {role: cancel} → dismiss
            - title: New Note
            - button: Done {style: done} → dismiss
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (screen, edge) in project.modalScreens.sorted(by: { $0.key < $1.key }) where context.applies(to: screen.document) {
            let hasExit = project.edges(from: screen).contains { $0.destination == .dismiss }
            guard !hasExit else { continue }
            let title = project.screen(screen).title
            context.report(
                "`\(title.value)` is presented modally but nothing on it dismisses it", at: title.range, in: screen,
                notes: [
                    context.note("presented here", at: edge.range, in: edge.source.screen),
                    .help("add `- button: Cancel {role: cancel} → dismiss` to its navigation bar"),
                ])
        }
    }
}

/// `modal-cancel-and-done`
struct ModalCancelAndDone: Rule {
    static let description = RuleDescription(
        id: "modal-cancel-and-done", severity: .warning,
        summary: "a modal screen has both Cancel and a Done/Save/Send-type button, in a navigation bar",
        rationale: "A modal task is finished or abandoned from its navigation bar: Cancel on the left, the button "
            + "that completes the task on the right (002:L320, 002:L413, 004:L64). A flipped utility back side "
            + "only needs Done, so `→ flip` screens are not checked. Cancel abandons a task (004:L64); a modal "
            + "view that only shows something, or whose choices take effect as they are tapped (a photo "
            + "viewer, a wish list, the calendars to show), has nothing to abandon: its only way out, a Done "
            + "that dismisses, is enough when it holds nothing typed or picked (no text field, text view, "
            + "picker, date picker, slider or stepper). Save, Send, Add and the like create something, and "
            + "still need a Cancel beside them.",
        sources: ["002:L320", "002:L413", "004:L64"],
        languages: "English and Chinese titles, any case: Cancel or 取消 (also Not Now, Never Mind, No Thanks) for the button that abandons the task; Done, Save, Send, Add, Join, Post, Create, OK or 完成, 保存, 存储, 发送, 添加, 加入, 发布, 创建, 好 for the one that completes it. In any language `{role: cancel}` and `{style: done}` say the same.",
        triggering: [
            """
            # «»Notes
            ## Content
            - button: «»Add → modal [New Note](#new-note)
            # New Note
            ## ↓Navigation bar
            - title: «»New Note
            - button: Save {style: done} → dismiss
            """,
            """
            # Notes
            ## Content
            - button: «»Add → modal [New Note](#new-note)
            # New Note
            ## ↓Navigation bar
            - title: «»New Note
            - button: Done {style: done} → dismiss
            ## Content
            - text-view: Note
            """,
        ],
        nonTriggering: [
            """
            # «»Notes
            ## Content
            - button: «»Add → modal [New Note](#new-note)
            # New Note
            ## Navigation bar
            - button: «»Cancel {role: cancel} → dismiss
            - title: New Note
            - button: Save {style: done} → dismiss
            """,
            """
            # «»备忘录
            ## Content
            - button: «»添加 → modal [新备忘录](#new-note)
            # 新备忘录 {#new-note}
            ## Navigation bar
            - button: 取消 → dismiss
            - title: «»新备忘录
            - button: 完成 → dismiss
            """,
            """
            # Photos
            ## Content
            - image: «»Last Photo → modal [Camera Roll](#camera-roll)
            # Camera Roll
            ## Navigation bar
            - title: «»1 of 128
            - button: Done {style: done} → dismiss
            ## Content
            - image: Photo
            # Calendar
            ## Navigation bar
            - button: «»Calendars → modal [Calendars](#calendars)
            - title: Calendar
            # Calendars
            ## Navigation bar
            - title: «»Calendars
            - button {system: done} → dismiss
            ## Table (plain)
            - cell: Home {accessory: checkmark}
            - cell: Work
            """,
        ])

    static let completionWords: Set<String> = [
        "done", "save", "send", "add", "join", "post", "create", "ok",
        "完成", "保存", "存储", "发送", "添加", "加入", "发布", "创建", "好",
    ]

    /// The kinds that take what the user types or picks, which Cancel would throw away.
    static let inputKinds: Set<ElementKind> = [.textField, .textView, .picker, .datePicker, .slider, .stepper]

    /// Whether the modal `screen` has nothing to abandon: its completion buttons all say Done (完成), and
    /// it holds nothing typed or picked.
    static func onlyViews(_ screen: Screen, buttons: [Element]) -> Bool {
        let completing = buttons.filter {
            $0.choice("style", as: ButtonStyle.self) == .done
                || Self.completionWords.contains($0.visibleTitle?.lowercased() ?? "")
        }
        guard !completing.isEmpty, completing.allSatisfy({ ["done", "完成"].contains($0.visibleTitle?.lowercased()) }) else {
            return false
        }
        return !screen.regions.contains { region in region.allElements.contains { inputKinds.contains($0.kind) } }
    }

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (screen, edge) in project.modalScreens.sorted(by: { $0.key < $1.key })
        where edge.presentation == .modal && context.applies(to: screen.document) {
            let value = project.screen(screen)
            guard let bar = value.region(.navigationBar) else { continue }  // modal-has-exit covers a missing way out
            let buttons = bar.elements.filter { $0.kind == .button }
            // `Cancel` and 取消 (any case, end punctuation ignored), as the alert rules read them.
            let hasCancel = buttons.contains { AlertText.isCancel($0) || AlertText.looksLikeCancel($0) }
            let hasDone = buttons.contains {
                $0.choice("style", as: ButtonStyle.self) == .done
                    || Self.completionWords.contains(AlertText.normalized($0.visibleTitle ?? ""))
            }
            guard !(hasCancel && hasDone) else { continue }
            if !hasCancel, Self.onlyViews(value, buttons: buttons) { continue }
            let missing = hasCancel ? "no Done-type button" : hasDone ? "no Cancel button" : "neither Cancel nor a Done-type button"
            context.report(
                "this modal navigation bar has \(missing)", at: bar.kindRange, in: screen,
                notes: [.help(hasCancel ? "add `- button: Done {style: done} → dismiss` on the right" : "add `- button: Cancel {role: cancel} → dismiss` on the left")])
        }
    }
}
