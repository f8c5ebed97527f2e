/// The 2010 overview's app styles (`style:` in the front matter) and its advice for every app:
/// a utility app is flat, asks for little input and returns from its back side with Done; an
/// immersive app fills the screen and shows little text; no tab is given up to help
/// (000:L224, L354–L415). The style rules run only where the front matter declares the style:
/// the styles are aids, not categories every app must fit (000:L301).
enum AppStyleRules {
    static let all: [any Rule] = [
        UtilityFlat(), UtilityFlipsideDone(), UtilityMinimalInput(), ImmersiveFullScreen(), ImmersiveLittleText(),
        HelpNotATab(), StyleReadsImmersive(),
    ]

    /// Why the rules about an immersive app's look are preview (one reason, three rules).
    static let immersiveGuidance =
        "The 2010 text says what immersive apps tend to do (000:L415, L419), not what they must: on real games "
        + "declared immersive — a word game's list of matches, a leaderboard from Game Center — the finding was "
        + "rejected more often than accepted."

    /// The style the front matter of `document` declares.
    static func style(of document: Int, in project: Project) -> Located<AppStyle>? {
        project.documents[document].frontMatter?.appStyle
    }

    /// The main views of the apps declared `style` that `context` applies to: each app's roots
    /// (its tab roots, or its first screen), with the declaration.
    static func roots(_ style: AppStyle, in context: RuleContext) -> [(screen: ScreenReference, style: Located<AppStyle>)] {
        context.project.roots.compactMap { root in
            guard context.applies(to: root.document), let declared = Self.style(of: root.document, in: context.project),
                declared.value == style
            else { return nil }
            return (root, declared)
        }
    }

    /// A note at the front matter's `style:`, in the document of `screen`.
    static func declared(_ style: Located<AppStyle>, in screen: ScreenReference, _ context: RuleContext) -> Diagnostic.Note {
        context.note("the app is declared `style: \(style.value.rawValue)` here", at: style.range, in: screen)
    }
}

/// `immersive-full-screen`
struct ImmersiveFullScreen: Rule {
    static let description = RuleDescription(
        id: "immersive-full-screen", severity: .note,
        level: .preview(because: AppStyleRules.immersiveGuidance),
        profiles: [.iphone2010],
        summary: "an immersive app's main view fills the screen, without the system's bars",
        rationale: "An immersive app offers a full-screen, visually rich environment (000:L394) and tends to hide "
            + "the device's own interface, replacing it with a custom one that draws the user into the app's world "
            + "(000:L415: \"沉浸式应用程序往往隐藏设备原有的界面,取而代之的是自定义的用户界面\"). In an app declared "
            + "`style: immersive`, a main view (a tab's root, or the app's first screen) that shows a status bar "
            + "(a `## Status bar` not `{hidden}`), a navigation bar, a toolbar or a tab bar is reported, each bar "
            + "once. Its other screens — settings, scores — may show bars.",
        sources: ["000:L415", "000:L394"],
        triggering: [
            """
            ---
            style: immersive
            ---
            # Level
            ## ↓Status bar
            ## ↓Navigation bar
            - title: «»Level
            ## Content
            - image: «»Bubble {image: bubble}
            """
        ],
        nonTriggering: [
            """
            ---
            style: immersive
            ---
            # Level
            ## Status bar {hidden}
            ## Content
            - image: «»Bubble {image: bubble}
            - info-button {style: light} → flip [Settings](#settings)
            # Settings
            ## Navigation bar
            - title: «»Settings
            - button: Done {style: done} → dismiss
            """,
            """
            ---
            style: utility
            ---
            # Level
            ## Status bar
            ## Navigation bar
            - title: «»Level
            ## Content
            - image: «»Bubble {image: bubble}
            """,
        ])

    func check(_ context: inout RuleContext) {
        for (root, style) in AppStyleRules.roots(.immersive, in: context) {
            for region in context.project.screen(root).regions {
                switch region.kind {
                case .statusBar:
                    guard region.attribute("hidden") == nil else { continue }
                case .navigationBar, .toolbar, .tabBar:
                    break
                case .searchBar, .scopeBar, .table, .content, .alert, .actionSheet, .activityView:
                    continue
                }
                context.report(
                    "the main view of this immersive app shows the \(region.kind.displayName); immersive apps fill the screen with their own interface",
                    at: region.kindRange, in: root,
                    notes: [
                        AppStyleRules.declared(style, in: root, context),
                        .help(region.kind == .statusBar
                            ? "hide it with `## Status bar {hidden}`, or declare another style"
                            : "replace the bar with the app's own controls, or declare another style"),
                    ])
            }
        }
    }
}

/// `immersive-little-text`
struct ImmersiveLittleText: Rule {
    static let description = RuleDescription(
        id: "immersive-little-text", severity: .note,
        level: .preview(because: AppStyleRules.immersiveGuidance),
        profiles: [.iphone2010],
        summary: "an immersive app's main view is not a table or a text view",
        rationale: "Tasks that offer a unique environment and do not show much text suit an immersive app (000:L400: "
            + "\"那些提供独特的环境,不显示大量文本信息,鼓励用户专注的任务,是沉浸式应用程序的一个不错的选择\"); such an "
            + "app may handle much data but seldom presents it for the user to read through in order or drill into "
            + "(000:L419). In an app declared `style: immersive`, a main view (a tab's root, or the app's first "
            + "screen) that is a table, or that shows a text view, is reported. Its other screens — help, scores — "
            + "may.",
        sources: ["000:L400"],
        triggering: [
            """
            ---
            style: immersive
            ---
            # Puzzle
            ## ↓Table (plain)
            - cell: «»Level 1 → [Board](#board)
            - cell: Level 2 → [Board](#board)
            # Board
            ## Content
            - image: «»Board {image: board}
            """
        ],
        nonTriggering: [
            """
            ---
            style: immersive
            ---
            # Puzzle
            ## Content
            - image: «»Board {image: board}
            - button: Levels → modal [Levels](#levels)
            # Levels
            ## Navigation bar
            - title: «»Levels
            - button: Done {style: done} → dismiss
            ## Table (plain)
            - cell: «»Level 1 {action: play}
            """
        ])

    func check(_ context: inout RuleContext) {
        for (root, style) in AppStyleRules.roots(.immersive, in: context) {
            for region in context.project.screen(root).regions {
                if region.kind == .table {
                    context.report(
                        "the main view of this immersive app is a table: a list of text to read through",
                        at: region.kindRange, in: root,
                        notes: [
                            AppStyleRules.declared(style, in: root, context),
                            .help("show the app's content itself on its main view, and lists on the screens it opens"),
                        ])
                }
                for element in region.elements where element.kind == .textView {
                    context.report(
                        "the main view of this immersive app shows a text view; immersive apps show little text",
                        at: element.anchor, in: root,
                        notes: [
                            AppStyleRules.declared(style, in: root, context),
                            .help("move the text to a screen of its own, or say it with images"),
                        ])
                }
            }
        }
    }
}

/// `help-not-a-tab`
struct HelpNotATab: Rule {
    static let description = RuleDescription(
        id: "help-not-a-tab", severity: .note, profiles: [.iphone2010],
        summary: "no tab of the tab bar is given up to help",
        rationale: "Mobile users have no time to read much help before using an app, and you do not want to give up "
            + "valuable screen space to show it (000:L224: \"更何况你也不想放弃宝贵的屏幕空间去显示它们或存储这些内容\"). "
            + "A tab titled Help, Instructions, How to Use, User Guide or User Manual (帮助, 使用说明, 使用帮助, "
            + "帮助中心) keeps a place of the tab bar, on every screen, for it.",
        sources: ["000:L224"],
        languages: "English and Chinese tab titles, compared whole, without regard to case and end punctuation.",
        triggering: [
            """
            # Recipes
            ## Navigation bar
            - title: «»Recipes
            ## Tab bar
            - tab: Recipes {icon: book, selected} → [Recipes](#recipes)
            - tab: ↓Help {icon: help} → [Help](#help)
            # Help
            ## Navigation bar
            - title: «»Help
            """
        ],
        nonTriggering: [
            """
            # Recipes
            ## Navigation bar
            - title: «»Recipes
            - button: Help → modal [Help](#help)
            ## Tab bar
            - tab: Recipes {icon: book, selected} → [Recipes](#recipes)
            - tab: Tips {icon: tips} → [Tips](#tips)
            # Tips
            ## Navigation bar
            - title: «»Tips
            # Help
            ## Navigation bar
            - title: «»Help
            - button: Done {style: done} → dismiss
            """
        ])

    /// Titles of a tab that holds help.
    static let helpTitles: Set<String> = [
        "help", "instructions", "how to use", "user guide", "user manual", "帮助", "使用说明", "使用帮助", "帮助中心",
    ]

    func check(_ context: inout RuleContext) {
        for (screen, _, bar) in context.regions(.tabBar) {
            for tab in bar.elements where tab.kind == .tab {
                guard let title = tab.visibleTitle, Self.helpTitles.contains(ActionSheetDistinctButtons.key(title)) else { continue }
                context.report(
                    "the tab `\(title)` gives a place on every screen to help; users have no time to read it",
                    at: tab.label?.range ?? tab.anchor, in: screen,
                    notes: [.help("make the app obvious without help, or offer it from a button of the screen that needs it")])
            }
        }
    }
}

/// `style-reads-immersive`
struct StyleReadsImmersive: Rule {
    static let description = RuleDescription(
        id: "style-reads-immersive", severity: .note,
        summary: "a file whose every screen draws its own interface says `style: immersive`",
        rationale: "An immersive app brings its own interface to the whole screen and hides the device's, as a "
            + "game does (000:L393–L419). A file that declares no `style:`, whose every screen hides the status "
            + "bar and shows no navigation bar, tab bar or toolbar, is such an app, and ScreenMark reads it so: "
            + "the rules leave its own navigation, its drawn switches and its hidden status bar alone. This note "
            + "says so once, at the top of the file, so that the reading is written down (`style: immersive`) "
            + "rather than guessed.",
        sources: ["000:L393", "000:L415"],
        triggering: [
            """
            ↓# Menu
            ## Status bar {hidden}
            ## Content
            - button: «»Play {style: custom} → [Board](#board)
            # Board
            ## Status bar {hidden}
            ## Content
            - image: «»Board {image: board}
            - button: «»Menu {style: custom} → back
            """
        ],
        nonTriggering: [
            """
            ---
            style: immersive
            ---
            # Menu
            ## Status bar {hidden}
            ## Content
            - button: «»Play {style: custom} → [Board](#board)
            # Board
            ## Status bar {hidden}
            ## Content
            - image: «»Board {image: board}
            - button: «»Menu {style: custom} → back
            """,
            """
            # Photo
            ## Status bar {hidden}
            ## Content
            - image: «»Sunset {image: sunset}
            - button: «»Albums {style: custom} → [Albums](#albums)
            # Albums
            ## Navigation bar
            - title: «»Albums
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for document in project.undeclaredImmersive.sorted() where context.applies(to: document) {
            let documentValue = project.documents[document]
            let source = context.source(document)
            let message = "every screen here hides the status bar and has no navigation bar, tab bar or toolbar: "
                + "ScreenMark reads this app as immersive, one that draws its own interface"
            let help = Diagnostic.Note.help("say so in the front matter, `style: immersive`, or declare the style it is")
            if let frontMatter = documentValue.frontMatter, let last = frontMatter.entries.last {
                // After the last entry's line (past a closing quote the value's range leaves out).
                var lineEnd = last.value.range.end
                while lineEnd < source.bytes.count, source.bytes[lineEnd] != UInt8(ascii: "\n"), source.bytes[lineEnd] != UInt8(ascii: "\r") {
                    lineEnd += 1
                }
                let fixIt = FixIt(message: "add `style: immersive`", edits: [.init(range: .empty(at: lineEnd), replacement: "\nstyle: immersive")])
                let opening = SourceRange(frontMatter.range.start, min(frontMatter.range.start + 3, frontMatter.range.end))
                context.report(message, at: opening, inDocument: document, notes: [help], fixIt: fixIt)
            } else if let first = documentValue.screens.first {
                context.report(message, at: first.headingRange, inDocument: document, notes: [help])
            }
        }
    }
}
