/// The utility app's rules of `AppStyleRules`: its information is flat, it asks for little input,
/// and its back side returns with Done (000:L354, L367, L384).

/// `utility-flat`
struct UtilityFlat: Rule {
    static let description = RuleDescription(
        id: "utility-flat", severity: .note, profiles: [.iphone2010],
        summary: "a utility app keeps its information flat: no drilling down a hierarchy",
        rationale: "A utility app tends to organise its information as a flat list of items, and users usually do "
            + "not drill down through levels of information (000:L367: \"实用型应用程序往往把信息组织成一个扁平的项目列表;"
            + "用户往往不需要逐级深入信息层次\"). In an app declared `style: utility`, a screen pushed from a screen "
            + "that is itself pushed from the main view (a tab's root, or the app's first screen) is a second level "
            + "of a hierarchy; the option `max-depth` sets how many levels of pushes are flat enough. Screens "
            + "shown modally or flipped, such as the settings on the back of the main view, are not followed.",
        sources: ["000:L367"],
        options: [RuleOption("max-depth", default: 1, "how many screens deep a utility app may push from its main view")],
        triggering: [
            """
            ---
            style: utility
            ---
            # Stocks
            ## Table (plain)
            - cell: «»AAPL = 254.15 → [Apple](#apple)
            # Apple
            ## Navigation bar
            - back
            - title: «»Apple
            ## Table (grouped)
            - cell: «»News ↓→ [News](#news)
            # News
            ## Navigation bar
            - back
            - title: «»News
            """
        ],
        nonTriggering: [
            """
            ---
            style: utility
            ---
            # Stocks
            ## Table (plain)
            - cell: «»AAPL = 254.15 → [Apple](#apple)
            ## Toolbar
            - space {flexible}
            - info-button {style: light} → flip [Settings](#settings)
            # Apple
            ## Navigation bar
            - back
            - title: «»Apple
            # Settings
            ## Navigation bar
            - title: «»Settings
            - button: Done {style: done} → dismiss
            ## Table (grouped)
            - cell: «»Stocks → [Edit Stocks](#edit-stocks)
            # Edit Stocks
            ## Navigation bar
            - back
            - title: «»Edit Stocks
            ## Table (grouped)
            - cell: «»Currency → [Currency](#currency)
            # Currency
            ## Navigation bar
            - back
            - title: «»Currency
            """,
            """
            ---
            style: productivity
            ---
            # Mailboxes
            ## Table (plain)
            - cell: «»Inbox → [Inbox](#inbox)
            # Inbox
            ## Navigation bar
            - back
            - title: «»Inbox
            ## Table (plain)
            - cell: «»Anna Haro → [Message](#message)
            # Message
            ## Navigation bar
            - back
            - title: «»Message
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        let maxDepth = AlertText.whole(context.option("max-depth"))
        // Breadth first from every utility main view, along pushes only; each screen is visited once.
        var depth: [ScreenReference: Int] = [:]
        var queue: [(screen: ScreenReference, root: ScreenReference, style: Located<AppStyle>)] = []
        for (root, style) in AppStyleRules.roots(.utility, in: context) where depth[root] == nil {
            depth[root] = 0
            queue.append((root, root, style))
        }
        var next = 0
        while next < queue.count {
            let (screen, root, style) = queue[next]
            next += 1
            let level = depth[screen] ?? 0
            for edge in project.edges(from: screen) where edge.presentation == .push && !edge.isTabSwitch {
                guard case .screen(let destination) = edge.destination, depth[destination] == nil else { continue }
                depth[destination] = level + 1
                guard level + 1 > maxDepth else {
                    queue.append((destination, root, style))
                    continue
                }
                // The first level too deep is reported; what lies below it is the same drill-down.
                guard context.applies(to: screen.document) else { continue }
                context.report(
                    "`\(project.screen(destination).title.value)` is \(level + 1) levels below the main view; a utility app keeps its information flat",
                    at: edge.range, in: screen,
                    notes: [
                        AppStyleRules.declared(style, in: root, context),
                        .help("show this on the screen above it, or declare `style: productivity` if the app organises its data as a hierarchy"),
                    ])
            }
        }
    }
}

/// `utility-flipside-done`
struct UtilityFlipsideDone: Rule {
    static let description = RuleDescription(
        id: "utility-flipside-done", severity: .warning, profiles: [.iphone2010],
        summary: "the back of a utility app's main view returns with a Done button",
        rationale: "A utility app keeps its settings on the back of the main view; when the user has made the "
            + "changes, a Done button turns back to the main view (000:L384: \"修改完毕后,用户点一下完成按钮回到正面的"
            + "主视图\"). In an app declared `style: utility`, a screen reached with `→ flip` whose buttons that close "
            + "it (`→ dismiss`) include no Done — titled Done or 完成, `{system: done}`, or drawn `{style: done}` "
            + "like one — is reported at the first of them. A back side with no way out is `modal-has-exit`'s.",
        sources: ["000:L384"],
        languages: "English (Done, any case) and Chinese (完成); in any language `{system: done}` or `{style: done}` marks a Done button.",
        triggering: [
            """
            ---
            style: utility
            ---
            # Weather
            ## Content
            - label: «»Cupertino
            - info-button {style: light} → flip [Settings](#settings)
            # Settings
            ## Navigation bar
            - title: «»Settings
            - button: ↓Close → dismiss
            ## Table (grouped)
            - cell: «»Cupertino {editing: delete}
            """
        ],
        nonTriggering: [
            """
            ---
            style: utility
            ---
            # Weather
            ## Content
            - label: «»Cupertino
            - info-button {style: light} → flip [Settings](#settings)
            # Settings
            ## Navigation bar
            - title: «»Settings
            - button {system: done} → dismiss
            ## Table (grouped)
            - cell: «»Cupertino {editing: delete}
            """,
            """
            ---
            style: productivity
            ---
            # Weather
            ## Content
            - label: «»Cupertino
            - info-button {style: light} → flip [Settings](#settings)
            # Settings
            ## Navigation bar
            - title: «»Settings
            - button: Close → dismiss
            """,
        ])

    /// Titles of a Done button.
    static let doneTitles: Set<String> = ["done", "完成"]

    func check(_ context: inout RuleContext) {
        let project = context.project
        var seen: Set<ScreenReference> = []
        for edge in project.edges where edge.presentation == .flip {
            guard case .screen(let back) = edge.destination, context.applies(to: back.document),
                let style = AppStyleRules.style(of: back.document, in: project), style.value == .utility,
                seen.insert(back).inserted
            else { continue }
            let regions = project.screen(back).regions
            let closers = project.edges(from: back).filter {
                $0.destination == .dismiss && !regions[$0.source.region].kind.isOverlay
            }.map { project.element($0.source) }
            guard let first = closers.first,
                !closers.contains(where: {
                    Self.doneTitles.contains(AlertText.normalized($0.visibleTitle ?? ""))
                        || $0.choice("style", as: ButtonStyle.self) == .done
                })
            else { continue }
            let title = first.visibleTitle.map { "`\($0)`" } ?? "a button without a title"
            context.report(
                "this back side closes with \(title); a utility app returns to its main view with Done",
                at: first.label?.range ?? first.anchor, in: back,
                notes: [
                    AppStyleRules.declared(style, in: back, context),
                    .help("write `- button: Done {style: done} → dismiss`"),
                ])
        }
    }
}

/// `utility-minimal-input`
struct UtilityMinimalInput: Rule {
    static let description = RuleDescription(
        id: "utility-minimal-input", severity: .note, profiles: [.iphone2010],
        summary: "a utility app's main view asks for little typing",
        rationale: "A utility app performs a simple task that requires minimal input from the user (000:L354: "
            + "\"实用型应用程序能够完成那些简单的,对用户的输入要求最低的任务\"). In an app declared `style: utility`, a "
            + "main view (a tab's root, or the app's first screen) with more than three text fields and editable "
            + "text views (the option `max`) is a form to fill in. A search field, a read-only text view and an "
            + "alert's text field are not counted.",
        sources: ["000:L354"],
        options: [RuleOption("max", default: 3, "the most text fields and editable text views a utility main view may have")],
        triggering: [
            """
            ---
            style: utility
            ---
            # ↓Loan
            ## Table (grouped)
            - text-field: «»Amount {keyboard: decimal-pad}
            - text-field: Rate {keyboard: decimal-pad}
            - text-field: Years {keyboard: number-pad}
            - text-field: Down Payment {keyboard: decimal-pad}
            - label: Monthly Payment
            """
        ],
        nonTriggering: [
            """
            ---
            style: utility
            ---
            # Loan
            ## Table (grouped)
            - text-field: «»Amount {keyboard: decimal-pad}
            - text-field: Rate {keyboard: decimal-pad}
            - stepper: Years = 30 {min: 1, max: 40}
            - text-view: About loans {read-only}
            - label: Monthly Payment
            """,
            """
            ---
            style: productivity
            ---
            # Contact
            ## Table (grouped)
            - text-field: «»First {placeholder: First}
            - text-field: Last {placeholder: Last}
            - text-field: Company {placeholder: Company}
            - text-field: Phone {keyboard: phone-pad}
            """,
        ])

    func check(_ context: inout RuleContext) {
        let maximum = AlertText.whole(context.option("max"))
        for (root, style) in AppStyleRules.roots(.utility, in: context) {
            let fields = context.elements(of: root).filter { placed in
                guard !placed.regionKind.isOverlay else { return false }
                let element = placed.element
                return element.kind == .textField || (element.kind == .textView && !element.hasFlag("read-only"))
            }
            guard fields.count > maximum else { continue }
            let title = context.project.screen(root).title
            context.report(
                "the main view of this utility app has \(fields.count) text entries to fill in; a utility app asks for minimal input",
                at: title.range, in: root,
                notes: [
                    context.note("the first", at: fields[0].element.anchor, in: root),
                    AppStyleRules.declared(style, in: root, context),
                    .help("ask only for what the task needs, offer choices with a picker or segmented control, or declare `style: productivity`"),
                ])
        }
    }
}
