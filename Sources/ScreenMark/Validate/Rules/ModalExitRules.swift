/// Two of `NavigationRules`: a way out of every modal screen, and Cancel beside the button that
/// completes its task (002:L320, L413; 004:L64).

/// `modal-has-exit`
struct ModalHasExit: Rule {
    static let description = RuleDescription(
        id: "modal-has-exit", severity: .error,
        summary: "a screen presented modally offers a way out (a Cancel/Done-type button that dismisses)",
        rationale: "A modal view is a task the user finishes or abandons: it always has a button that closes it "
            + "(002:L320; 004:L64: \"a modal view should always include a button that dismisses it\"). A screen of an "
            + "immersive app without a navigation bar draws its own navigation (000:L415): one that leads on "
            + "anywhere (a race, left through its pause menu) is not trapped. Nor is a modal left from a screen "
            + "pushed inside it (a sign-up closed by its last step), nor a search presented "
            + "with the Cancel button of its search field (`search-field {cancel}`), which ends it.",
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
            """,
            """
            # «»Welcome
            ## Content
            - button: «»Sign Up → modal [Account](#account)
            - button: «»Search → modal [Search](#search)
            # Account
            ## Navigation bar
            - title: «»Account
            - button: «»Next → [Done](#done)
            # Done
            ## Navigation bar
            - title: «»All Set
            - button: Done {style: done} → dismiss
            # Search
            ## Search bar
            - search-field: «»Events {cancel}
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (screen, edge) in project.modalScreens.sorted(by: { $0.key < $1.key }) where context.applies(to: screen.document) {
            // The way out may be further on, in the modal's own navigation: a sign-up finished on its
            // last pushed step closes the whole modal.
            let hasExit = project.closes(screen) || Self.cancelsSearch(project.screen(screen))
                || project.pushed(from: screen).contains { project.closes($0) }
            // A game's screen draws its own navigation: a race left through its pause menu has a
            // way on, which is its way out.
            let hasWayOn = project.drawsOwnInterface(screen) && !project.edges(from: screen).isEmpty
            guard !hasExit, !hasWayOn else { continue }
            let title = project.screen(screen).title
            context.report(
                "`\(title.value)` is presented modally but nothing on it dismisses it", at: title.range, in: screen,
                notes: [
                    context.note("presented here", at: edge.range, in: edge.source.screen),
                    .help("add `- button: Cancel {role: cancel} → dismiss` to its navigation bar"),
                ])
        }
    }

    /// Whether `screen` is a search whose field's Cancel button ends it: Calendar's search.
    static func cancelsSearch(_ screen: Screen) -> Bool {
        screen.regions.contains { region in
            (region.kind == .navigationBar || region.kind == .searchBar)
                && region.elements.contains { $0.kind == .searchField && $0.hasFlag("cancel") }
        }
    }
}

/// `modal-cancel-and-done`
struct ModalCancelAndDone: Rule {
    static let description = RuleDescription(
        id: "modal-cancel-and-done", severity: .warning,
        level: .preview(because: "Whether a modal task has anything to abandon depends on whether its changes are kept as they are made, which a spec seldom says: Apple's Reminders, a bid confirmed by its own alert, a run in progress and a menu closed with Close were all flagged, and rejected, on real apps."),
        summary: "a modal task can be abandoned with Cancel and completed with a Done/Save/Send-type button",
        rationale: "A modal task is finished or abandoned from its navigation bar: Cancel on the left, the button "
            + "that completes the task on the right (002:L320, 002:L413, 004:L64). A flipped utility back side "
            + "only needs Done, so `→ flip` screens are not checked. The button that completes the task may sit "
            + "beside what it sends (Messages' Send beside the message), and a tap on a row that closes the "
            + "screen completes it too (a mailbox in Move Message, a contact in a picker), and so does the last digit "
            + "typed in a passcode field (`secure`, `keyboard: number-pad`). Cancel abandons a task "
            + "(004:L64): a modal view that holds nothing typed (no text field or editable text view) and makes "
            + "nothing (no Save, Send, Add…) has nothing to abandon — a viewer, a store, a panel whose switches "
            + "and sliders take effect as they move — and its way out (a button that dismisses it) is enough. A "
            + "screen given over to a medium (a player, a book's page) is not checked, nor one that nothing closes: "
            + "that is `modal-has-exit`'s finding.",
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

    /// The completion words that make something (Save, Send, Add…): Cancel must stand beside them.
    static let creatingWords: Set<String> = completionWords.subtracting(["done", "ok", "完成", "好"])

    /// Whether `element` is a passcode field (secure, number pad): typing its last digit completes
    /// the task, as the Settings passcode screen does, so Cancel alone is the design.
    static func isPasscode(_ element: Element) -> Bool {
        element.kind == .textField && element.attribute("secure") != nil
            && element.choice("keyboard", as: KeyboardType.self) == .numberPad
    }

    /// Whether `element` is typed into: what Cancel would throw away. (A switch, slider, stepper or
    /// picker in a modal panel takes effect as it is changed, like Kindle's font panel.)
    static func isTyped(_ element: Element) -> Bool {
        element.kind == .textField || (element.kind == .textView && element.attribute("read-only") == nil)
    }

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (screen, edge) in project.modalScreens.sorted(by: { $0.key < $1.key })
        where edge.presentation == .modal && context.applies(to: screen.document) {
            let value = project.screen(screen)
            // A player or a book's page shows something: there is no task to finish or abandon.
            guard let bar = value.region(.navigationBar), !value.showsFullScreenMedium else { continue }
            let elements = value.regions.filter { !$0.kind.isOverlay }.flatMap(\.allElements)
            // A screen nothing closes is modal-has-exit's finding: one problem, one finding.
            guard project.closes(screen) else { continue }
            // `Cancel` and 取消 (any case, end punctuation ignored), as the alert rules read them.
            let isCancel = { (element: Element) in AlertText.isCancel(element) || AlertText.looksLikeCancel(element) }
            let hasCancel = bar.elements.contains { $0.kind == .button && isCancel($0) }
            let title = { (element: Element) in AlertText.normalized(element.visibleTitle ?? "") }
            let completing = elements.filter {
                $0.kind == .button && ($0.choice("style", as: ButtonStyle.self) == .done || Self.completionWords.contains(title($0)))
            }
            // A row or button that closes the screen and is not Cancel completes the task too: a
            // tap on a mailbox in Move Message, on a contact in a picker.
            let choosing = elements.contains { ($0.target?.presentation == .dismiss && !isCancel($0)) || Self.isPasscode($0) }
            if hasCancel, !completing.isEmpty || choosing { continue }
            // Without Cancel: a screen that holds nothing typed and makes nothing (only views, or
            // choices that take effect as they are made) needs only its way out.
            if !hasCancel, !elements.contains(where: Self.isTyped),
                !completing.contains(where: { Self.creatingWords.contains(title($0)) })
            {
                continue
            }
            let hasDone = !completing.isEmpty
            let missing = hasCancel ? "no Done-type button" : hasDone ? "no Cancel button" : "neither Cancel nor a Done-type button"
            context.report(
                "this modal navigation bar has \(missing)", at: bar.kindRange, in: screen,
                notes: [.help(hasCancel ? "add `- button: Done {style: done} → dismiss` on the right" : "add `- button: Cancel {role: cancel} → dismiss` on the left")])
        }
    }
}
