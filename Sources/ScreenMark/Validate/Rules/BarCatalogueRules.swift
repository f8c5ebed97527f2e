/// The bars beyond the core rules: the status bar's styles and network indicator, the back button
/// and the navigation bar's title and buttons (002:L91, L123, L129; 003:L76, L81, L352; 000:L233).
/// The tab bar's are in `BarCatalogueTabRules.swift`, the toolbar's and the search bar's in
/// `BarCatalogueToolbarRules.swift`.
enum BarCatalogueRules {
    static let all: [any Rule] = [
        StatusBarStyle2010(), NetworkActivityInStatusBar(), BackButtonGoesBack(), PushedScreenNewTitle(),
        NavBarButtonsBorderless(), BackLinkNeedsParent(), SystemTabTitle(), BarIconUseSystem(),
        MoreTabListsTabs(), TabBarAtTopLevel(), SearchPlaceholderNotInstructions(), ToolbarTitledButtonsApart(),
        ToolbarItemsSpread(), ToolbarNotTabBar(), ToolbarHasCommands(),
    ]
}

/// `status-bar-style-2010`
struct StatusBarStyle2010: Rule {
    static let description = RuleDescription(
        id: "status-bar-style-2010", severity: .error, profiles: [.iphone2010],
        summary: "a 2010 status bar is gray, black opaque or black translucent",
        rationale: "The 2010 text offers three status bar styles: gray (the default), opaque black and translucent "
            + "black (002:L91: \"您可以选择灰色(默认的颜色),不透明的黑色或半透明的黑色\"). `light-content` is the iOS 7 "
            + "style for dark apps; the 2010 system has no such status bar.",
        sources: ["002:L91"],
        triggering: [
            """
            # Inbox
            ## Status bar {style: ↓light-content}
            ## Navigation bar {style: black}
            - title: «»Inbox
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Status bar {style: black-opaque}
            ## Navigation bar {style: black}
            - title: «»Inbox
            """,
            RuleExample(
                """
                # Inbox
                ## Status bar {style: light-content}
                ## Navigation bar {style: black}
                - title: «»Inbox
                """, profile: .ios7),
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, statusBar) in context.regions(.statusBar) {
            guard statusBar.choice("style", as: StatusBarStyle.self) == .lightContent, let style = statusBar.attribute("style")
            else { continue }
            context.report(
                "`light-content` is an iOS 7 status bar style; the 2010 status bar is gray, black opaque or black translucent",
                at: style.valueAnchor, in: screen,
                notes: [.help("write `style: black-opaque` (or `black-translucent`) for a dark app, or leave the default gray")])
        }
    }
}

/// `network-activity-in-status-bar`
struct NetworkActivityInStatusBar: Rule {
    static let description = RuleDescription(
        id: "network-activity-in-status-bar", severity: .error, profiles: [.ios7],
        summary: "the network activity indicator is shown only in a visible status bar",
        rationale: "The network activity indicator appears in the status bar, spinning while the network is in use "
            + "(003:L352: \"网络活动指示器在状态栏中出现\"). A status bar that says both `hidden` and "
            + "`network-activity` shows an indicator nobody can see.",
        sources: ["003:L352"],
        triggering: [
            """
            # Map
            ## Status bar {hidden, ↓network-activity}
            ## Content
            - map: «»Cupertino
            """
        ],
        nonTriggering: [
            """
            # Map
            ## Status bar {network-activity}
            ## Content
            - map: «»Cupertino
            # Photo
            ## Status bar {hidden}
            ## Content
            - image: «»Beach {image: beach}
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, statusBar) in context.regions(.statusBar) {
            guard let hidden = statusBar.attribute("hidden"), let indicator = statusBar.attribute("network-activity")
            else { continue }
            context.report(
                "the network activity indicator spins in the status bar, but this screen hides the status bar",
                at: indicator.range, in: screen,
                notes: [
                    context.note("hidden here", at: hidden.range, in: screen),
                    .help("show the status bar while the network is in use, or remove `network-activity`"),
                ])
        }
    }
}

/// `back-button-goes-back`
struct BackButtonGoesBack: Rule {
    static let description = RuleDescription(
        id: "back-button-goes-back", severity: .error, profiles: [.iphone2010],
        summary: "a navigation bar button drawn as the back button goes back",
        rationale: "The standard back button is the user's reliable way back to the previous screen, so its "
            + "behaviour is never changed (002:L129: \"标准的返回按钮为用户提供了一种返回到先前屏幕的可靠方式,所以一定"
            + "不要改变该按钮的行为\"). The `back` element always goes back; a navigation bar `button` dressed as it — "
            + "titled Back (返回, 后退), or a back arrow (‹, <, ←, 〈) before a title — in the back button's place, "
            + "leftmost in the bar, that pushes or presents a screen, or shows an alert or action sheet, is a back "
            + "button that does something else. A lone arrow (perhaps a Previous button), and a button that goes "
            + "`→ back`, closes a modal screen with `→ dismiss`, or has no link, are left alone.",
        sources: ["002:L129"],
        languages: "English (Back, Go Back) and Chinese (返回, 后退), whatever their case or end punctuation, and a "
            + "title in any language that starts with ‹, <, ← or 〈.",
        triggering: [
            """
            # Mailboxes
            ## Table (plain)
            - cell: «»Inbox → [Inbox](#inbox)
            # Inbox
            ## Navigation bar
            - button: Back ↓→ [Mailboxes](#mailboxes)
            - title: «»Inbox
            """,
            """
            # 邮箱
            ## Table (plain)
            - cell: «»收件箱 → [收件箱](#收件箱)
            # 收件箱
            ## Navigation bar
            - button: ‹ «»邮箱 ↓→ modal [Accounts](#accounts)
            - title: 收件箱
            # Accounts
            ## Navigation bar
            - title: Accounts
            - button: Done {style: done} → dismiss
            """,
        ],
        nonTriggering: [
            """
            # Mailboxes
            ## Table (plain)
            - cell: «»Inbox → [Inbox](#inbox)
            # Inbox
            ## Navigation bar
            - back: «»Mailboxes
            - title: Inbox
            - button: Backup → [Backup](#backup)
            # Backup
            ## Navigation bar
            - button: Back → back
            - title: Backup
            - button: ‹ → [Older Backup](#older-backup)
            # Older Backup
            ## Navigation bar
            - button: ‹ → [Backup](#backup)
            - title: «»Older Backup
            """
        ])

    /// Titles that say "back" (compared lower-cased, without end punctuation).
    static let backTitles: Set<String> = ["back", "go back", "返回", "后退", "後退"]
    /// First characters that draw a back arrow.
    static let arrows: Set<Character> = ["‹", "<", "←", "〈"]

    /// Whether `title` is dressed as a back button: it says "back", or a back arrow precedes a
    /// title (a lone arrow is as likely a Previous button).
    static func looksLikeBack(_ title: String) -> Bool {
        let trimmed = AlertText.trimmed(title, while: \.isWhitespace)
        if let first = trimmed.first, arrows.contains(first) {
            return trimmed.dropFirst().contains { $0.isLetter || $0.isNumber }
        }
        return backTitles.contains(AlertText.normalized(trimmed))
    }

    func check(_ context: inout RuleContext) {
        for (screen, _, bar) in context.regions(.navigationBar) {
            // The back button's place: the bar's leftmost item (a `prompt` is a line above the bar).
            guard let button = BarRules.navigationBarItems(bar).first, button.kind == .button,
                let label = button.label, let target = button.target, Self.looksLikeBack(label.value)
            else { continue }
            let does: String
            switch target.presentation {
            case .back, .dismiss: continue
            case .push: does = "pushes a screen"
            case .modal: does = "presents a screen modally"
            case .flip: does = "flips to a screen"
            case .root: does = "switches the app to another section"
            case .alert: does = "shows an alert"
            case .sheet: does = "shows an action sheet"
            }
            context.report(
                "`\(label.value)` looks like the back button but \(does); the back button only ever returns to the previous screen",
                at: target.range, in: screen,
                notes: [
                    context.note("drawn as the back button", at: label.range, in: screen),
                    .help("use `- back` to go back, and give a button that goes elsewhere a title saying where"),
                ])
        }
    }
}

/// `pushed-screen-new-title`
struct PushedScreenNewTitle: Rule {
    static let description = RuleDescription(
        id: "pushed-screen-new-title", severity: .warning,
        level: .preview(because: "Two levels about one thing may carry its name — a person's profile and the chat with that person, in Messages and LINE — which the rule cannot tell from a screen that forgot its title."),
        summary: "a pushed screen's navigation title is not its parent's",
        rationale: "When the user reaches a new level, the navigation bar's title changes to that level's title "
            + "(003:L81: \"将导航栏标题改为当前层级的标题\"; 002:L123: \"导航栏就应该将它的标题更改为新视图的标题\"). A "
            + "screen pushed from one whose navigation bar shows the same `title` looks as if nothing happened but "
            + "a back button appearing. Both titles must be written; a screen that pushes itself is "
            + "`navigation-cycle`'s.",
        sources: ["002:L123", "003:L81"],
        languages: "any language: the two titles are compared as written.",
        triggering: [
            """
            # Mailboxes
            ## Navigation bar
            - title: «»Mail
            ## Table (plain)
            - cell: «»Inbox → [Inbox](#inbox)
            # Inbox
            ## Navigation bar
            - back: Mail
            - title: ↓«»Mail
            """
        ],
        nonTriggering: [
            """
            # Mailboxes
            ## Navigation bar
            - title: «»Mail
            ## Table (plain)
            - cell: «»Inbox → [Inbox](#inbox)
            - cell: «»Compose → modal [New Message](#new-message)
            # Inbox
            ## Navigation bar
            - back: Mail
            - title: «»Inbox
            # New Message
            ## Navigation bar
            - button: Cancel {role: cancel} → dismiss
            - title: «»Mail
            """
        ])

    /// The `title` element of the screen's navigation bar, when it has a non-empty one.
    static func writtenTitle(_ screen: Screen) -> Located<String>? {
        guard let label = screen.region(.navigationBar)?.elements.first(where: { $0.kind == .title })?.label,
            !label.value.isEmpty
        else { return nil }
        return label
    }

    func check(_ context: inout RuleContext) {
        let project = context.project
        for screen in context.screens {
            guard let title = Self.writtenTitle(project.screen(screen)) else { continue }
            for edge in project.edges(to: screen) where edge.presentation == .push && !edge.isTabSwitch {
                let parent = edge.source.screen
                guard parent != screen, let parentTitle = Self.writtenTitle(project.screen(parent)),
                    parentTitle.value == title.value
                else { continue }
                context.report(
                    "this screen is pushed from one titled `\(title.value)` too; the title changes to the new level's",
                    at: title.range, in: screen,
                    notes: [
                        context.note("the screen it is pushed from", at: parentTitle.range, in: parent),
                        .help("title the navigation bar with what this screen shows"),
                    ])
                break
            }
        }
    }
}

/// `nav-bar-buttons-borderless`
struct NavBarButtonsBorderless: Rule {
    static let description = RuleDescription(
        id: "nav-bar-buttons-borderless", severity: .warning, profiles: [.ios7],
        summary: "an iOS 7 navigation bar's buttons have no border",
        rationale: "The iOS 7 navigation bar is translucent and every control on it is borderless (003:L76: "
            + "\"导航栏是半透明的,上面所有的控件都是无边界的\"). `style: bordered` is the 2010 bar button "
            + "(`nav-bar-buttons-bordered`); in iOS 7 it draws a button unlike the system's.",
        sources: ["003:L76"],
        triggering: [
            """
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            - button: «»Edit {↓style: bordered}
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Navigation bar
            - button: «»Cancel {role: cancel}
            - title: New Message
            - button: «»Send {style: done}
            """,
            RuleExample(
                """
                # Inbox
                ## Navigation bar
                - title: «»Inbox
                - button: «»Edit {style: bordered}
                """, profile: .iphone2010),
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, bar) in context.regions(.navigationBar) {
            for button in bar.elements where button.kind == .button && button.choice("style", as: ButtonStyle.self) == .bordered {
                guard let style = button.attribute("style") else { continue }
                context.report(
                    "iOS 7 navigation bar buttons are borderless; `style: bordered` is the 2010 look", at: style.range,
                    in: screen,
                    notes: [.help("remove `style: bordered` (use `style: done` for the button that ends a task)")])
            }
        }
    }
}

/// `back-link-needs-parent`
struct BackLinkNeedsParent: Rule {
    static let description = RuleDescription(
        id: "back-link-needs-parent", severity: .warning,
        summary: "`→ back` is used only on a screen that something pushes",
        rationale: "The path through an app's information is logical and easy to predict (000:L233: \"确保通过你给出"
            + "的信息得到的路径是符合逻辑且易于用户预知的\"). `→ back` returns to the screen that pushed this one; on a "
            + "screen that nothing pushes — a first screen, or one presented modally — it leads nowhere the user can "
            + "foresee. A modal screen is closed with `→ dismiss`. A screen no link reaches is "
            + "`screen-unreachable`'s and is not reported here.",
        sources: ["000:L233"],
        triggering: [
            """
            # Notes
            ## Navigation bar
            - title: «»Notes
            - button {system: add} → modal [New Note](#new-note)
            # New Note
            ## Navigation bar
            - button: «»Cancel {role: cancel} ↓→ back
            - title: New Note
            - button: Done {style: done} → dismiss
            """
        ],
        nonTriggering: [
            """
            # Notes
            ## Navigation bar
            - title: «»Notes
            - button {system: add} → modal [New Note](#new-note)
            ## Table (plain)
            - cell: «»Groceries → [Note](#note)
            # New Note
            ## Navigation bar
            - button: «»Cancel {role: cancel} → dismiss
            - title: New Note
            # Note
            ## Navigation bar
            - back: Notes
            - title: Note
            ## Toolbar
            - button {system: trash} → sheet [Delete](#delete)
            ## Action sheet {#delete}
            - button: «»Delete Note {role: destructive} → back
            - button: Cancel {role: cancel}
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        let roots = Set(project.roots)
        for screen in context.screens {
            let arriving = project.edges(to: screen)
            guard !arriving.contains(where: project.stacks),
                roots.contains(screen) || !arriving.isEmpty
            else { continue }
            let isModal = arriving.contains { $0.presentation == .modal || $0.presentation == .flip }
            let title = project.screen(screen).title.value
            // A back button on a first screen is `back-button-on-pushed`'s finding.
            for edge in project.edges(from: screen)
            where edge.destination == .back && !(edge.sourceKind == .back && roots.contains(screen)) {
                context.report(
                    "`→ back` returns to the screen that pushed this one, but nothing pushes `\(title)`", at: edge.range,
                    in: screen,
                    notes: [.help(isModal ? "close the modal screen with `→ dismiss`" : "remove the link: `\(title)` is a first screen")])
            }
        }
    }
}
