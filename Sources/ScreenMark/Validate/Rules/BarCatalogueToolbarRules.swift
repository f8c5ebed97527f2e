/// The toolbar and the search bar beyond the core rules: commands spread evenly and spaced apart,
/// actions rather than a way between views, and a placeholder that names the search
/// (002:L183, L778; 003:L92, L96, L99, L101, L138).

extension BarCatalogueRules {
    /// Whether `element` is a toolbar button showing a title of the author's: a label, neither a
    /// system item nor an icon, and drawn by the bar (not `style: custom`, a view the app draws
    /// itself with its own shape, colour and margins).
    static func isTitledButton(_ element: Element) -> Bool {
        element.kind == .button && !(element.label?.value.isEmpty ?? true) && element.attribute("system") == nil
            && element.attribute("icon") == nil && element.choice("style", as: ButtonStyle.self) != .custom
    }
}

/// `search-placeholder-not-instructions`
struct SearchPlaceholderNotInstructions: Rule {
    static let description = RuleDescription(
        id: "search-placeholder-not-instructions", severity: .note,
        summary: "a search field's placeholder names what it does or where it searches, not how to use it",
        rationale: "The placeholder text says what the control does (\"Search\") or where the search looks "
            + "(\"YouTube\", \"Google\") (002:L778: \"该文本可以用来显示控件的功能(例如搜索),或者用来提醒用户他们所处"
            + "的搜索环境\"; 003:L138: \"占位符文本通常会写明控件的功能——如 “搜索”,或者提示用户输入的文本将在哪里"
            + "搜索\"). A sentence telling people what to do belongs in the prompt above the bar (002:L781). A "
            + "placeholder (or, without one, the field's label) is taken for an instruction when it starts with "
            + "Tap, Touch, Click, Press, Type, Enter, Input or Please (请, 输入, 点击, 轻击, 轻触, 在此) or ends "
            + "with `.` or `!` (。！) as a sentence does; `Search…` is not a sentence.",
        sources: ["002:L778", "003:L138"],
        languages: "English (the first word, whatever its case) and Chinese (how the text starts); the end "
            + "punctuation in any language.",
        triggering: [
            """
            # Cities
            ## Search bar
            - search-field: «»City {↓placeholder: Type a city name}
            # 城市
            ## Search bar
            - search-field: «»城市 {↓placeholder: 请输入城市名称}
            # Places
            ## Search bar
            - prompt: «»Places nearby
            - ↓search-field: Enter a place
            """
        ],
        nonTriggering: [
            """
            # Cities
            ## Search bar
            - prompt: «»Type the city, ZIP code or airport location
            - search-field: «»City {placeholder: Search}
            # Videos
            ## Search bar
            - search-field: «»YouTube
            # Mail
            ## Search bar
            - search-field: «»Mail {placeholder: Search…}
            """
        ])

    private static let verbs: Set<String> = ["tap", "touch", "click", "press", "type", "enter", "input", "please"]
    private static let chineseStarts = ["请", "請", "输入", "輸入", "点击", "點擊", "轻击", "轻触", "在此", "在这里"]

    /// Whether `text` tells people what to do rather than naming the search.
    static func isInstruction(_ text: String) -> Bool {
        let trimmed = AlertText.trimmed(text, while: \.isWhitespace)
        if chineseStarts.contains(where: trimmed.hasPrefix) { return true }
        if let first = trimmed.lowercased().split(whereSeparator: { !$0.isLetter }).first, verbs.contains(String(first)) {
            return true
        }
        guard !trimmed.hasSuffix("..."), let mark = AlertText.finalMark(trimmed) else { return false }
        return [".", "!", "。", "！"].contains(mark)
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .searchField {
                let field = placed.element
                let text: String
                let range: SourceRange
                if let placeholder = field.attribute("placeholder") {
                    guard case .text(let value) = placeholder.value else { continue }
                    (text, range) = (value, placeholder.range)
                } else if let label = field.label {
                    (text, range) = (label.value, field.anchor)
                } else {
                    continue
                }
                guard Self.isInstruction(text) else { continue }
                context.report(
                    "the placeholder `\(text)` tells people what to do; it names what the field does (`Search`) or where it searches",
                    at: range, in: screen,
                    notes: [.help("write `placeholder: Search` (or the place searched), and move the sentence to a `prompt` above the field")])
            }
        }
    }
}

/// `toolbar-titled-buttons-apart`
struct ToolbarTitledButtonsApart: Rule {
    static let description = RuleDescription(
        id: "toolbar-titled-buttons-apart", severity: .warning, profiles: [.ios7],
        summary: "two titled toolbar buttons are not written side by side without a space",
        rationale: "Keep enough room between titled toolbar buttons: crowded together they are hard to tell apart, "
            + "and a fixed space set between them fixes it (003:L101: \"保证工具栏标题按钮之间有足够的间距\"). Items "
            + "written one after the other without a `space` are drawn next to each other, so two buttons showing "
            + "titles of their own (a label, no system item, no icon, not drawn by the app: `style: custom`) read as one phrase. A toolbar with no space "
            + "at all is `toolbar-items-spread`'s; system items such as Undo and Redo come with their own spacing.",
        sources: ["003:L101"],
        triggering: [
            """
            # Inbox
            ## Toolbar
            - button {system: refresh}
            - space {flexible}
            - button: «»Mark All
            - ↓button: «»Move
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Toolbar
            - button: «»Mark All
            - space {width: 10}
            - button: «»Move
            - space {flexible}
            - button {system: undo}
            - button {system: redo}
            """,
            """
            # Item
            ## Toolbar
            - button: «»Chat {icon: chat}
            - space {flexible}
            - button: «»Add to Cart {style: custom}
            - button: «»Buy Now {style: custom}
            """,
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, toolbar) in context.regions(.toolbar) {
            let items = toolbar.elements
            guard items.contains(where: { $0.kind == .space }) else { continue }
            for index in items.indices.dropFirst()
            where BarCatalogueRules.isTitledButton(items[index]) && BarCatalogueRules.isTitledButton(items[index - 1]) {
                let (first, second) = (items[index - 1], items[index])
                context.report(
                    "\(BarRules.named(second)) is right next to \(BarRules.named(first)) with no space between the titled buttons; they are hard to tell apart",
                    at: second.anchor, in: screen,
                    notes: [
                        context.note("the button before it", at: first.anchor, in: screen),
                        .help("put `- space {width: 10}` (a fixed space) or `- space {flexible}` between them"),
                    ])
            }
        }
    }
}

/// `toolbar-items-spread`
struct ToolbarItemsSpread: Rule {
    static let description = RuleDescription(
        id: "toolbar-items-spread", severity: .note,
        summary: "a toolbar's items are spread across its width with spaces",
        rationale: "A toolbar shows its items evenly spaced across its width (002:L183: \"工具栏在其宽度范围内等距离"
            + "地显示工具栏上的项\"; 003:L96: \"栏中各项以等距方式排列\"). Items with no `space` between any of them "
            + "are packed at the toolbar's left end; flexible spaces share the width between them.",
        sources: ["002:L183", "003:L96"],
        triggering: [
            """
            # Message
            ## ↓Toolbar
            - button {system: reply}
            - button: «»Archive
            - button {system: trash}
            """
        ],
        nonTriggering: [
            """
            # Message
            ## Toolbar
            - button {system: reply}
            - space {flexible}
            - button: «»Archive
            - space {flexible}
            - button {system: trash}
            # Mailboxes
            ## Toolbar
            - button {system: refresh}
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, toolbar) in context.regions(.toolbar) {
            let items = toolbar.elements
            guard !items.contains(where: { $0.kind == .space }), items.count >= 2 else { continue }
            context.report(
                "the toolbar's \(items.count) items are packed at its left end; a toolbar spreads its items evenly across its width",
                at: toolbar.kindRange, in: screen,
                notes: [.help("put `- space {flexible}` between the items (and at the ends to centre them)")])
        }
    }
}

/// `toolbar-not-tab-bar`
struct ToolbarNotTabBar: Rule {
    static let description = RuleDescription(
        id: "toolbar-not-tab-bar", severity: .warning,
        summary: "a toolbar acts on the screen's content; it is not a row of links to other views",
        rationale: "The toolbar holds controls that act on the objects of the current screen (003:L92: \"工具栏上放置"
            + "着用于操作当前屏幕中各对象的控件\"); switching between the app's views or modes is the tab bar's job. "
            + "A toolbar of three or more items that are all buttons pushing other screens acts on "
            + "nothing here: it is used as a tab bar. (A segmented control that switches views may stay, 003:L99.) "
            + "The 2010 text says it outright: the toolbar is not for switching the app's modes; use a tab bar "
            + "(002:L173: \"工具栏不是用来切换应用程序的不同模式的。如果您需要这样做,您应该使用标签栏而非工具栏\"). One or two "
            + "such buttons beside actions (Organize moving a message to a folder) are left alone. The catalogues "
            + "call it a warning in iOS 7 and an error in 2010; it is one rule, a warning, configurable as any.",
        sources: ["003:L92", "002:L173"],
        triggering: [
            """
            # Home
            ## ↓Toolbar
            - button: «»Inbox → [Inbox](#inbox)
            - space {flexible}
            - button: Sent → [Sent](#sent)
            - space {flexible}
            - button: Drafts → [Drafts](#drafts)
            # Inbox
            # Sent
            # Drafts
            """,
            RuleExample(
                """
                # Notes
                ## Table (plain)
                - cell: «»Groceries
                ## ↓Toolbar
                - button: «»All Notes → [All Notes](#all-notes)
                - space {flexible}
                - button: Folders → [Folders](#folders)
                - space {flexible}
                - button: Shared → [Shared](#shared)
                # All Notes
                # Folders
                # Shared
                """, profile: .iphone2010),
        ],
        nonTriggering: [
            """
            # Home
            ## Toolbar
            - button {system: organize} → [Folders](#folders)
            - space {flexible}
            - button {system: trash} → sheet [Delete](#delete)
            - space {flexible}
            - button: «»Settings → [Settings](#settings)
            ## Action sheet {#delete}
            - button: Delete {role: destructive}
            - button: Cancel {role: cancel}
            # Folders
            # Settings
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, toolbar) in context.regions(.toolbar) {
            let items = toolbar.elements.filter { $0.kind != .space }
            guard items.count >= 3,
                items.allSatisfy({ $0.kind == .button && $0.target?.presentation == .push && $0.target?.link != nil })
            else { continue }
            context.report(
                "every item of this toolbar opens another screen; a toolbar holds actions on this screen's content",
                at: toolbar.kindRange, in: screen,
                notes: [.help("switch between the app's views with a tab bar (or list them in a table), and keep actions in the toolbar")])
        }
    }
}

/// `toolbar-has-commands`
struct ToolbarHasCommands: Rule {
    static let description = RuleDescription(
        id: "toolbar-has-commands", severity: .note, profiles: [.ios7],
        summary: "a toolbar holds at least one item",
        rationale: "Put the commands people use most in the current context in the toolbar (003:L99: \"在工具栏里放置"
            + "用户在当前情景下最常用的指令\"). A `## Toolbar` with no item but spaces takes the bottom of the screen "
            + "and offers nothing.",
        sources: ["003:L99"],
        triggering: [
            """
            # Notes
            ## Table (plain)
            - cell: «»Groceries
            ## ↓Toolbar
            - space {flexible}
            """
        ],
        nonTriggering: [
            """
            # Notes
            ## Table (plain)
            - cell: «»Groceries
            ## Toolbar
            - space {flexible}
            - label: «»Updated Just Now
            - space {flexible}
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, toolbar) in context.regions(.toolbar) where toolbar.elements.allSatisfy({ $0.kind == .space }) {
            context.report(
                "this toolbar holds no commands; it is for the ones people use most on this screen",
                at: toolbar.kindRange, in: screen,
                notes: [.help("put the screen's most used commands in it, or remove the `## Toolbar`")])
        }
    }
}
