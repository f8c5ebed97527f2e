/// What the bars' statements ask beyond the rules that cited their lines without checking them: no
/// path of earlier screens in the navigation bar, a status bar that shows on the bar under it
/// (iOS 7), a More tab only for tabs that do not fit, Edit/Cancel/Save/Done always bordered, and the
/// main view of a productivity app under a navigation bar (002:L117, L129, L1003, L1089; 003:L68,
/// L115). A toolbar that switches modes (002:L173) is `toolbar-not-tab-bar`'s, in both profiles. The
/// More tab's and the bordered items' rules are in `TabAndToolbarItemRules.swift`.
enum BarConventionRules {
    static let all: [any Rule] = [
        NavBarNoBreadcrumb(), StatusBarContrast(), MoreTabOnlyForOverflow(),
        EditItemsBordered(), ProductivityRootNavBar(),
    ]
}

/// `nav-bar-no-breadcrumb`
struct NavBarNoBreadcrumb: Rule {
    static let description = RuleDescription(
        id: "nav-bar-no-breadcrumb", severity: .warning, profiles: [.iphone2010],
        summary: "a navigation bar shows one way back, not the path of earlier screens",
        rationale: "The standard back button takes people back one screen; avoid multi-segment back buttons that "
            + "show the path (002:L129: \"特别地,您应该避免创建多段的返回按钮,比如图6-6中所示的按钮\"). If people "
            + "seem to need the path to find their way, the hierarchy is too deep: flatten it, as the text goes on "
            + "to say. A "
            + "navigation bar whose back button, buttons or segments name two or more of the screens above this "
            + "one (those that push it, and those that push them, up to 64 screens) shows that path: the back "
            + "button (without a label it names the screen that pushed it) with a button titled as an earlier "
            + "screen that goes there (`→ back`, or a link to that screen), or a segmented control with two "
            + "segments or more titled as earlier screens. A button titled as an earlier screen that opens "
            + "something else, the screen's own title, and a single earlier screen are left alone; a back "
            + "button whose own title runs through the path is `back-title-is-parent-title`'s.",
        sources: ["002:L129"],
        languages: "titles are compared exactly as written, in any language.",
        triggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: General → [General](#general)
            # General
            ## Navigation bar
            - back: Settings
            - title: General
            ## Table (grouped)
            - cell: Date & Time → [Date & Time](#date-time)
            # Date & Time {#date-time}
            ## Navigation bar
            - segmented: «»Path = Settings | ↓General
            """,
            """
            # 设置
            ## Table (grouped)
            - cell: 通用 → [通用](#通用)
            # 通用
            ## Navigation bar
            - back: 设置
            - title: 通用
            ## Table (grouped)
            - cell: 日期与时间 → [日期与时间](#日期与时间)
            # 日期与时间
            ## Navigation bar
            - back
            - title: «»日期与时间
            - button: ↓设置 → [设置](#设置)
            """,
        ],
        nonTriggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»General → [General](#general)
            # General
            ## Navigation bar
            - back: Settings
            - title: General
            ## Table (grouped)
            - cell: Date & Time → [Date & Time](#date-time)
            # Date & Time {#date-time}
            ## Navigation bar
            - back: General
            - segmented: «»Show = *Date & Time* | Time Zone
            - button: Settings → modal [Clock Settings](#clock-settings)
            # Clock Settings
            ## Navigation bar
            - title: Clock Settings
            - button: Done → dismiss
            # Calendar
            ## Table (plain)
            - cell: «»June → [Day](#day)
            # Day
            ## Navigation bar
            - back: Calendar
            - segmented: «»View = List | *Day* | Calendar
            """
        ])

    /// The most screens above one that are looked at: a path longer than that is no breadcrumb.
    static let ancestorLimit = 64

    /// The screens that push `screen`, and the screens that push them, at most ``ancestorLimit``.
    static func ancestors(of screen: ScreenReference, in project: Project) -> Set<ScreenReference> {
        var seen: Set<ScreenReference> = [screen]
        var queue = [screen]
        var next = 0
        while next < queue.count, seen.count <= ancestorLimit {
            let current = queue[next]
            next += 1
            for edge in project.edges(to: current) where edge.presentation == .push && !edge.isTabSwitch {
                if seen.insert(edge.source.screen).inserted { queue.append(edge.source.screen) }
            }
        }
        seen.remove(screen)
        return seen
    }

    func check(_ context: inout RuleContext) {
        let project = context.project
        for screen in context.screens {
            guard let bar = project.screen(screen).region(.navigationBar) else { continue }
            var edges: [ElementPath: NavigationEdge] = [:]
            for edge in project.edges(from: screen) where edges[edge.source] == nil { edges[edge.source] = edge }
            // Before walking up the hierarchy: a path needs a segmented control of two text segments
            // or more, or a button going up (`→ back`, or to a screen it is titled as) beside another.
            let placed = context.elements(of: screen).filter { $0.regionKind == .navigationBar }
            let goesUp = placed.contains { item in
                guard item.element.kind == .button, let label = item.element.label, let edge = edges[item.path] else { return false }
                switch edge.destination {
                case .back: return true
                case .screen(let destination):
                    return [project.screen(destination).navigationTitle, project.screen(destination).title.value].contains(label.value)
                case .overlay, .dismiss: return false
                }
            }
            let segmented = bar.elements.contains { element in
                guard element.kind == .segmented, case .choices(let choices)? = element.value?.value else { return false }
                return choices.filter { !$0.isIcon }.count >= 2
            }
            let namers = bar.elements.filter { $0.kind == .back || $0.kind == .button }.count
            guard segmented || (goesUp && namers >= 2) else { continue }
            let above = Self.ancestors(of: screen, in: project)
            guard !above.isEmpty else { continue }
            let own: Set<String> = [project.screen(screen).navigationTitle, project.screen(screen).title.value]
            var titles: Set<String> = []
            for ancestor in above {
                titles.insert(project.screen(ancestor).navigationTitle)
                titles.insert(project.screen(ancestor).title.value)
            }
            titles.subtract(own)

            // The back button and the buttons that go up to an earlier screen, named as it; and,
            // apart, a segmented control with two segments or more named as earlier screens.
            var path: [(text: String, range: SourceRange)] = []
            var segmentPath: [(text: String, range: SourceRange)] = []
            for item in placed {
                let element = item.element
                switch element.kind {
                case .back:
                    let title = element.label?.value ?? project.inheritedBackTitle(of: screen)
                    if titles.contains(title) { path.append((title, element.label?.range ?? element.anchor)) }
                case .button:
                    guard let label = element.label, titles.contains(label.value), let edge = edges[item.path] else { break }
                    switch edge.destination {
                    case .back: path.append((label.value, label.range))
                    case .screen(let destination) where above.contains(destination): path.append((label.value, label.range))
                    case .screen, .overlay, .dismiss: break
                    }
                case .segmented:
                    guard case .choices(let choices)? = element.value?.value else { break }
                    let named = choices.filter { !$0.isIcon && titles.contains($0.text) }
                    if Set(named.map(\.text)).count >= 2 { segmentPath = named.map { ($0.text, $0.range) } }
                case .title, .prompt, .infoButton, .contactAddButton, .space, .cell, .switch, .slider, .textField,
                    .textView, .searchField, .label, .image, .picker, .datePicker, .stepper, .pageControl, .progress,
                    .activityIndicator, .webView, .map, .collection, .tab, .message, .refreshControl, .activity:
                    break
                }
            }
            var distinct: [(text: String, range: SourceRange)] = []
            for name in path where !distinct.contains(where: { $0.text == name.text }) { distinct.append(name) }
            if distinct.count < 2 {
                distinct = []
                for name in segmentPath where !distinct.contains(where: { $0.text == name.text }) { distinct.append(name) }
            }
            guard distinct.count >= 2 else { continue }
            let quoted = distinct.map { "`\($0.text)`" }
            context.report(
                "the navigation bar shows the path back through " + quoted.dropLast().joined(separator: ", ")
                    + " and " + quoted.last! + "; a navigation bar has one back button, to the previous screen",
                at: distinct[1].range, in: screen,
                notes: [
                    context.note("\(quoted[0]), an earlier screen, is named here too", at: distinct[0].range, in: screen),
                    .help("keep `- back` to the previous screen only; if people need the whole path to find their way, flatten the hierarchy"),
                ])
        }
    }
}

/// `status-bar-contrast`
struct StatusBarContrast: Rule {
    static let description = RuleDescription(
        id: "status-bar-contrast", severity: .warning, profiles: [.ios7],
        summary: "an iOS 7 status bar's content contrasts with the bar under it: dark on a light bar, light on a black one",
        rationale: "Pick a status bar style that goes with the app: dark content suits a light app, light content "
            + "a dark one (003:L68: \"内容是深色的状态栏的在浅色应用中效果出色,而相应的浅色状态栏则更适用于颜色较深的"
            + "应用\"). The iOS 7 status bar is transparent over the bar written right below it: a status bar "
            + "written `{style: default}` (dark content) over a navigation or search bar `{style: black}`, or "
            + "`{style: light-content}` over one of the default (light) style, cannot be read. A bar the app tints "
            + "(`tint: #3B5998`) is judged by its colour: the content is unreadable only below a contrast of 2:1 "
            + "with it, since apps shipped white over mid tints (Twitter's blue, Vine's green) that both read on. A status bar with "
            + "no style is left alone (a navigation controller picks the style from its bar), and so are the "
            + "2010 styles `black-opaque` and `black-translucent`, and a status bar over content, whose colour "
            + "a spec does not give. The same style over the same bar on screen after screen is one finding, at "
            + "its first screen, with the others as notes.",
        sources: ["003:L68"],
        triggering: [
            """
            # Now Playing
            ## Status bar {↓style: default}
            ## Navigation bar {style: black}
            - title: «»Now Playing
            # Inbox
            ## Status bar {↓style: light-content}
            ## Search bar
            - search-field: «»Search
            # Drafts
            ## Status bar {style: light-content}
            ## Search bar
            - search-field: «»Search
            """
        ],
        nonTriggering: [
            """
            # Now Playing
            ## Status bar {style: light-content}
            ## Navigation bar {style: black}
            - title: «»Now Playing
            # Inbox
            ## Status bar {style: default}
            ## Navigation bar
            - title: «»Inbox
            # Photo
            ## Status bar
            ## Navigation bar {style: black}
            - title: «»Photo
            # Game
            ## Status bar {style: light-content}
            ## Content
            - image: «»Board {image: board}
            """,
            """
            # Timeline
            ## Status bar {style: light-content}
            ## Navigation bar {tint: #00BF8F}
            - title: «»Timeline
            # Profile
            ## Status bar {style: light-content}
            ## Navigation bar {tint: #3B5998}
            - title: «»Profile
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        // One status bar style over one bar shade, screen after screen, is one problem of the app:
        // one finding at its first screen, the others as notes.
        var found: [(place: RuleContext.Place, darkContent: Bool, bar: Region, shade: BarShade)] = []
        for (screen, _, statusBar) in context.regions(.statusBar) {
            guard statusBar.attribute("hidden") == nil, let style = statusBar.attribute("style"),
                let value = statusBar.choice("style", as: StatusBarStyle.self)
            else { continue }
            let darkContent: Bool
            switch value {
            case .default: darkContent = true
            case .lightContent: darkContent = false
            // The 2010 styles: what an iOS 7 spec means by them is not clear.
            case .blackOpaque, .blackTranslucent: continue
            }
            let stacked = BarRules.stacked(project.screen(screen))
            guard let index = stacked.firstIndex(where: { $0.kind == .statusBar }), index + 1 < stacked.count else { continue }
            let bar = stacked[index + 1]
            guard bar.kind == .navigationBar || bar.kind == .searchBar else { continue }
            let shade = BarShade(of: bar, in: .ios7)
            guard shade == (darkContent ? .dark : .light) else { continue }
            found.append((RuleContext.Place(style.range, in: screen), darkContent, bar, shade))
        }
        let groups = found.groupedInOrder { "\(project.appKey(of: $0.place.screen.document))\u{0}\($0.darkContent)\u{0}\($0.bar.kind.rawValue)" }
        for same in groups {
            guard let first = same.first else { continue }
            let (darkContent, kind) = (first.darkContent, first.bar.kind)
            let shade = BarShade.words(for: first.bar, first.shade)
            let (content, fix) = darkContent
                ? ("dark", "write `style: light-content` over a dark bar")
                : ("light", "remove `style: light-content`: the default dark content shows on a light bar")
            context.report(
                "the status bar's \(content) content does not show over the \(shade) \(kind.rawValue) under it",
                atEach: same.map(\.place), alsoHere: "the same status bar over the same \(kind.rawValue)",
                notes: [context.note("the \(kind.rawValue) under the status bar", at: first.bar.kindRange, in: first.place.screen), .help(fix)])
        }
    }
}

/// `productivity-root-nav-bar`
struct ProductivityRootNavBar: Rule {
    static let description = RuleDescription(
        id: "productivity-root-nav-bar", severity: .warning, profiles: [.iphone2010],
        summary: "the main view of a productivity app that drills down has a navigation bar with its title",
        rationale: "The initial view of a productivity app has a navigation bar showing just the title of that "
            + "first view, since people have not gone anywhere yet (002:L117: \"效率型应用程序中的初始视图应该包含一条"
            + "导航栏,上面只需显示第一个视图的标题,这是因为用户还没有切换到其它位置\"); the screens pushed from it then "
            + "show their title and a back button to it. In an app declared `style: productivity`, a main "
            + "view (a tab's root, or the app's first screen) that pushes a screen but has no `## Navigation "
            + "bar` starts the hierarchy without one. A main view that pushes nothing (a keypad, a timer) is left "
            + "alone, as is an app that declares no style, a main view with a search bar across its top in the "
            + "navigation bar's place (YouTube's Search), and one given over to a map or a photo (Maps); a back "
            + "button on the main view is `back-button-on-pushed`'s.",
        sources: ["002:L117"],
        triggering: [
            """
            ---
            style: productivity
            ---
            # ↓Accounts
            ## Table (grouped)
            - cell: «»Work → [Work](#work)
            # Work
            ## Navigation bar
            - back: Accounts
            - title: Work
            """
        ],
        nonTriggering: [
            """
            ---
            style: productivity
            ---
            # Accounts
            ## Navigation bar
            - title: «»Accounts
            ## Table (grouped)
            - cell: «»Work → [Work](#work)
            - cell: Add Account → modal [Add Account](#add-account)
            # Work
            ## Navigation bar
            - back: Accounts
            - title: Work
            # Add Account
            ## Navigation bar
            - button: Cancel → dismiss
            - title: Add Account
            """,
            """
            ---
            style: productivity
            ---
            # Keypad
            ## Content
            - button: «»Call {action: call}
            - button: Contacts → modal [Contacts](#contacts)
            # Contacts
            ## Navigation bar
            - title: Contacts
            - button: Done → dismiss
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (root, declared) in AppStyleRules.roots(.productivity, in: context) {
            let screen = project.screen(root)
            // A search bar across the top stands in for the navigation bar (YouTube's Search), and
            // a map or photo given the whole screen has none on purpose (Maps).
            guard screen.region(.navigationBar) == nil, screen.region(.searchBar) == nil, !screen.showsFullScreenMedium,
                let push = project.edges(from: root).first(where: { edge in
                    guard edge.presentation == .push, !edge.isTabSwitch, case .screen = edge.destination else { return false }
                    return true
                }),
                case .screen(let destination) = push.destination
            else { continue }
            context.report(
                "`\(screen.title.value)`, the main view of a productivity app, pushes `\(project.screen(destination).title.value)` but has no navigation bar",
                at: screen.title.range, in: root,
                notes: [
                    context.note("pushes a screen here", at: push.range, in: root),
                    AppStyleRules.declared(declared, in: root, context),
                    .help("give it `## Navigation bar` with `- title: \(screen.title.value)`: the bar the pushed screens' back buttons return to"),
                ])
        }
    }
}
