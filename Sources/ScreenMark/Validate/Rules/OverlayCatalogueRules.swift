/// Alerts, action sheets and modal views beyond the core rules: titles that are fragments, overlays
/// that fit without scrolling, a modal view that is not a single choice, no overlay opened from
/// another, no alert for a success (002:L276–L289, L360; 003:L480, L489, L511).
enum OverlayCatalogueRules {
    static let all: [any Rule] = [
        AlertTitleFragment(), AlertFitsLandscape(), ActionSheetFitsScreen(),
        ModalNotSingleChoice(), OverlayOpensNoOverlay(), AlertNotForSuccess(),
    ]
}

/// `alert-title-fragment`
struct AlertTitleFragment: Rule {
    static let description = RuleDescription(
        id: "alert-title-fragment", severity: .note, profiles: [.ios7],
        summary: "an alert's title is a sentence fragment, not a sentence ending in a period",
        rationale: "If possible, an alert's title is a sentence fragment rather than a full sentence: a short, "
            + "clear description of the situation is easier to take in (003:L480: \"如果可以的话,使用句子片段而非完整"
            + "的句子。一个简洁清晰的状态描述往往比一个完整的句子更容易理解\"). A title of one statement ending in a "
            + "period (`.` or 。) is written as a full sentence. A question, which the text recommends, "
            + "two short sentences, which it allows, an exclamation (`Level Complete!`) and an ellipsis are left "
            + "alone. In the 2010 profile `alert-title-style` reports the end punctuation.",
        sources: ["003:L480"],
        languages: "any script: only the end punctuation is read (`.` and 。), so the rule judges English and Chinese alike; a title of several sentences is not judged.",
        triggering: [
            """
            # «»Inbox
            ## Alert: ↓The server did not answer.
            - button: Cancel {role: cancel}
            - button: Retry
            ## Alert: ↓服务器没有响应。
            - button: 取消 {role: cancel}
            - button: 重试
            ## Alert: ↓St. Louis weather is not available.
            - button: OK {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Alert: Cannot Get Mail
            - button: Cancel {role: cancel}
            - button: Retry
            ## Alert: Delete this draft?
            - button: Cancel {role: cancel}
            - button: Delete {role: destructive}
            ## Alert: Your password changed. Sign in again.
            - button: Cancel {role: cancel}
            - button: Sign In
            ## Alert: Checking Mail...
            - button: Cancel {role: cancel}
            - button: Hide
            ## Alert: All Mail Read!
            - button: OK {role: cancel}
            - button: Archive All
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in context.regions(.alert) {
            guard let title = alert.title, let mark = AlertText.finalMark(title.value), mark == "." || mark == "。",
                !title.value.hasSuffix(".."), !AlertText.hasSeveralSentences(title.value)
            else { continue }
            context.report(
                "this title is a full sentence ending in `\(mark)`; a short fragment is quicker to read",
                at: title.range, in: screen,
                notes: [.help("name the situation in a phrase without end punctuation, e.g. `Cannot Get Mail`, or ask a question")])
        }
    }
}

/// `modal-not-single-choice`
struct ModalNotSingleChoice: Rule {
    static let description = RuleDescription(
        id: "modal-not-single-choice", severity: .error, profiles: [.iphone2010],
        summary: "a modal view is not a set of buttons that each close it: that single choice is an action sheet",
        rationale: "Alerts, action sheets and modal views tell users different things, and users know them by their "
            + "looks, so each must be used correctly and consistently (002:L289: \"您一定要在应用程序中正确地,一致地使用"
            + "这些视图\"). An action sheet takes a single choice among the ways to complete a task; a modal view "
            + "supports a wider, multistep interaction, such as choosing several options or typing (002:L322: "
            + "\"不像动作表单只能接受单一的选项,模式视图支持多重步骤的用户交互\"). A screen presented `→ modal` whose "
            + "content and tables hold nothing but two or more buttons that each close it (`→ dismiss`), and that "
            + "has no toolbar or search bar, offers one choice: an action sheet's job. A screen of an immersive app "
            + "without a navigation bar draws its own menus (a game's pause menu, 000:L415), which an action sheet "
            + "would break: it is not checked.",
        sources: ["002:L289"],
        triggering: [
            """
            # «»Photos
            ## Toolbar
            - button {system: add} → modal [Add Photo](#add-photo)
            # ↓Add Photo
            ## Navigation bar
            - title: «»Add Photo
            - button: Cancel {role: cancel} → dismiss
            ## Content
            - button: Take Photo {action: take photo} → dismiss
            - button: Choose Existing Photo {action: choose photo} → dismiss
            """
        ],
        nonTriggering: [
            """
            # «»Photos
            ## Toolbar
            - button {system: add} → modal [New Album](#new-album)
            - button {system: action} → modal [Post](#post)
            # New Album
            ## Navigation bar
            - button: Cancel {role: cancel} → dismiss
            - title: «»New Album
            - button: Save {style: done} → dismiss
            ## Table (grouped)
            - text-field: Name {placeholder: Album Name}
            # Post
            ## Navigation bar
            - button: Cancel {role: cancel} → dismiss
            - title: «»Post
            ## Content
            - image: The photo {image: photo}
            - button: Post Now {action: post} → dismiss
            - button: Post Later {action: schedule} → dismiss
            """,
            """
            ---
            style: immersive
            ---
            # «»Level
            ## Content
            - button: Pause {icon: pause} → modal [Pause](#pause)
            # Pause
            ## Content
            - button: «»Continue → dismiss
            - button: Main Menu {action: quit level} → dismiss
            """,
        ])

    /// The regions of a screen that hold its content.
    static func isContent(_ kind: RegionKind) -> Bool {
        switch kind {
        case .content, .table: true
        case .statusBar, .navigationBar, .searchBar, .scopeBar, .toolbar, .tabBar, .alert, .actionSheet, .activityView: false
        }
    }

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (screen, edge) in project.modalScreens.sorted(by: { $0.key < $1.key })
        where edge.presentation == .modal && context.applies(to: screen.document) && !project.drawsOwnInterface(screen) {
            let value = project.screen(screen)
            // A toolbar or a search bar does more than choose once.
            guard value.region(.toolbar) == nil, value.region(.searchBar) == nil else { continue }
            let content = value.regions.filter { Self.isContent($0.kind) }.flatMap(\.allElements)
            guard content.count >= 2,
                content.allSatisfy({ $0.kind == .button && $0.target?.presentation == .dismiss })
            else { continue }
            context.report(
                "`\(value.title.value)` only offers \(content.count) buttons that each close it: a single choice, which is what an action sheet is for",
                at: value.title.range, in: screen,
                notes: [
                    context.note("presented here", at: edge.range, in: edge.source.screen),
                    .help("offer the choices in an `## Action sheet` of the screen that presents it, with a Cancel button"),
                ])
        }
    }
}

/// `overlay-opens-no-overlay`
struct OverlayOpensNoOverlay: Rule {
    static let description = RuleDescription(
        id: "overlay-opens-no-overlay", severity: .error, profiles: [.iphone2010],
        summary: "a button of an alert or action sheet does not open another alert or action sheet",
        rationale: "Alerts, action sheets and modal views interrupt the user's workflow, and views that ask for "
            + "confirmation too often annoy more than they help, so avoid overusing them (002:L276: \"您一定要避免过度"
            + "使用这些视图\"). A button of an alert or action sheet that opens another one (`→ alert`, `→ sheet`) "
            + "interrupts twice for one task — a destructive choice in an action sheet already is the confirmation. "
            + "An alert that asks for text (it has a `text-field`) is a step of the task, not a second interruption, "
            + "and is left alone.",
        sources: ["002:L276"],
        triggering: [
            """
            # «»Recents
            ## Toolbar
            - button: «»Clear → sheet [Clear](#clear)
            ## Action sheet {#clear}
            - button: Clear All Recents {role: destructive} ↓→ alert [Are You Sure](#sure)
            - button: Cancel {role: cancel}
            ## Alert: Clear All Recents? {#sure}
            - button: Cancel {role: cancel}
            - button: Clear {role: destructive}
            """
        ],
        nonTriggering: [
            """
            # «»Notes
            ## Toolbar
            - button {system: action} → sheet [Note](#note)
            ## Action sheet {#note}
            - button: Rename → alert [Rename](#rename)
            - button: Delete Note {role: destructive} → back
            - button: Cancel {role: cancel}
            ## Alert: Rename Note {#rename}
            - text-field: Name {placeholder: Name}
            - button: Cancel {role: cancel}
            - button: Rename
            """
        ])

    /// Whether a button of `from` opening `to` is a second interruption: an alert or action sheet
    /// opening another overlay that asks for nothing typed. `action-sheet-for-confirmation` leaves
    /// these to this rule.
    static func reports(from: Region, to: Region) -> Bool {
        (from.kind == .alert || from.kind == .actionSheet) && from.isSystemOverlay && to.isSystemOverlay
            && !to.elements.contains(where: { $0.kind == .textField })
    }

    func check(_ context: inout RuleContext) {
        let project = context.project
        for edge in project.edges where context.applies(to: edge.source.screen.document) {
            guard case .overlay(let index) = edge.destination else { continue }
            let regions = project.screen(edge.source.screen).regions
            let from = regions[edge.source.region]
            let to = regions[index]
            guard Self.reports(from: from, to: to) else { continue }
            context.report(
                "this button of \(from.kind.withArticle) opens \(to.kind.withArticle): one task, two interruptions",
                at: edge.range, in: edge.source.screen,
                notes: [
                    context.note("the second", at: to.kindRange, in: edge.source.screen),
                    .help("let the button act at once: choosing it in \(from.kind.withArticle) already confirms"),
                ])
        }
    }
}

/// `alert-not-for-success`
struct AlertNotForSuccess: Rule {
    static let description = RuleDescription(
        id: "alert-not-for-success", severity: .warning, profiles: [.iphone2010],
        summary: "an alert does not announce that something was saved, sent or succeeded",
        rationale: "Use alerts sparingly: when they appear too often, users dismiss them without reading them just "
            + "to get them out of the way (002:L281: \"特别地,应该尽量少使用警告。如果警告出现得过于频繁,用户很可能为使自己"
            + "免受它们的打扰,不经阅读就关闭这些警告\"). An alert that announces a task went as expected — a title "
            + "ending in Sent, Saved, Successful or Succeeded, or that is Success, or begins with Successfully; in "
            + "Chinese one ending in 成功, 已保存 or 已发送 — is such an alert: the result can be seen on the "
            + "screen. A title with a negation (Not, Cannot, Failed; 未, 不, 无法, 失败) reports a problem and is "
            + "left alone, as is a question.",
        sources: ["002:L281"],
        languages: "English and Chinese: the English words are matched whole and without regard to case; the Chinese ones at the end of the title.",
        triggering: [
            """
            # «»Compose
            ## Navigation bar
            - title: «»New Message
            - button: Send {style: done} → alert [Sent](#sent)
            ## Alert: ↓Message Sent {#sent}
            - button: OK {role: cancel}
            ## Alert: ↓照片已保存 {raised}
            - button: 好 {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Compose
            ## Alert: Message Not Sent {raised}
            - message: The server did not answer.
            - button: Cancel {role: cancel}
            - button: Retry
            ## Alert: Sent Mailbox Full {raised}
            - button: Cancel {role: cancel}
            - button: Empty Mailbox
            ## Alert: 发送失败 {raised}
            - button: 取消 {role: cancel}
            - button: 重试
            """
        ])

    /// English words that, ending a title, say a task went as expected.
    static let successEnds: Set<String> = ["sent", "saved", "successful", "succeeded", "success"]
    /// English words that turn it into a problem.
    static let negations: Set<String> = [
        "not", "no", "cannot", "can't", "couldn't", "unable", "failed", "fail", "unsuccessful", "error",
    ]
    /// Chinese endings that say a task went as expected.
    static let chineseEnds = ["成功", "已保存", "已发送"]
    /// Chinese negations.
    static let chineseNegations: [Character] = ["未", "不", "无", "失", "没"]

    /// Whether `title` announces a success.
    static func announcesSuccess(_ title: String) -> Bool {
        if let mark = AlertText.finalMark(title), mark == "?" || mark == "？" { return false }
        let text = AlertText.normalized(title)
        if AlertText.containsCJK(text) {
            return chineseEnds.contains { text.hasSuffix($0) } && !text.contains(where: chineseNegations.contains)
        }
        let words = text.split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init)
        guard let last = words.last, !words.contains(where: negations.contains) else { return false }
        return successEnds.contains(last) || words.first == "successfully"
    }

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in context.regions(.alert) {
            guard let title = alert.title, Self.announcesSuccess(title.value) else { continue }
            context.report(
                "`\(title.value)` announces that a task went as expected; alerts shown that often get dismissed unread",
                at: title.range, in: screen,
                notes: [.help("let the screen show the result (the sent message, the saved item), and keep alerts for problems the user must know about")])
        }
    }
}
