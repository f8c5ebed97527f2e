/// How the bars look together: the status bar beside the navigation bar, the navigation bar beside
/// the toolbar, and the same bar from screen to screen (002:L98, L167, L169, L204; 003:L88).

/// Whether a bar region says `{translucent}`.
private func isTranslucent(_ region: Region) -> Bool { region.attribute("translucent") != nil }

/// `status-bar-matches-nav-bar`
struct StatusBarMatchesNavBar: Rule {
    static let description = RuleDescription(
        id: "status-bar-matches-nav-bar", severity: .warning, profiles: [.iphone2010],
        summary: "no translucent status bar over an opaque navigation bar",
        rationale: "The status bar's look goes with the rest of the app: where the navigation bar is opaque, a "
            + "translucent status bar is to be avoided (002:L98). A navigation bar is opaque unless it says "
            + "`{translucent}`.",
        sources: ["002:L98"],
        triggering: [
            """
            # Inbox
            ## Status bar {↓style: black-translucent}
            ## Navigation bar
            - title: «»Inbox
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Status bar {style: black-translucent}
            ## Navigation bar {translucent}
            - title: «»Inbox
            # Photo
            ## Status bar {style: black-opaque}
            ## Navigation bar
            - title: «»Photo
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, statusBar) in context.regions(.statusBar) {
            guard statusBar.choice("style", as: StatusBarStyle.self) == .blackTranslucent,
                let navigationBar = context.project.screen(screen).region(.navigationBar), !isTranslucent(navigationBar),
                let style = statusBar.attribute("style")
            else { continue }
            context.report(
                "a translucent status bar over an opaque navigation bar", at: style.range, in: screen,
                notes: [
                    context.note("the navigation bar is opaque", at: navigationBar.kindRange, in: screen),
                    .help("use `style: black-opaque` or the default, or make the navigation bar `{translucent}`"),
                ])
        }
    }
}

/// `nav-bar-translucent-status-bar`
struct NavBarTranslucentStatusBar: Rule {
    static let description = RuleDescription(
        id: "nav-bar-translucent-status-bar", severity: .error, profiles: [.iphone2010],
        summary: "a translucent navigation bar never sits under a black opaque status bar",
        rationale: "A translucent navigation bar and a black opaque status bar are never to be mixed; a translucent "
            + "navigation bar may go with the gray (default) opaque status bar (002:L167).",
        sources: ["002:L167"],
        triggering: [
            """
            # Photo
            ## Status bar {↓style: black-opaque}
            ## Navigation bar {translucent}
            - title: «»Photo
            """
        ],
        nonTriggering: [
            """
            # Photo
            ## Status bar
            ## Navigation bar {translucent}
            - title: «»Photo
            # Album
            ## Status bar {style: black-translucent}
            ## Navigation bar {translucent, style: black}
            - title: «»Album
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, statusBar) in context.regions(.statusBar) {
            guard statusBar.choice("style", as: StatusBarStyle.self) == .blackOpaque,
                let navigationBar = context.project.screen(screen).region(.navigationBar), isTranslucent(navigationBar),
                let style = statusBar.attribute("style")
            else { continue }
            context.report(
                "a black opaque status bar over a translucent navigation bar", at: style.range, in: screen,
                notes: [
                    context.note("the navigation bar is translucent", at: navigationBar.kindRange, in: screen),
                    .help("use `style: black-translucent` or the default gray status bar"),
                ])
        }
    }
}

/// `bars-translucency-match`
struct BarsTranslucencyMatch: Rule {
    static let description = RuleDescription(
        id: "bars-translucency-match", severity: .error, profiles: [.iphone2010],
        summary: "the navigation bar and the toolbar of a screen are both translucent or both opaque",
        rationale: "The bars of an app look alike: a translucent navigation bar does not go with an opaque toolbar "
            + "(002:L169), nor a translucent toolbar with an opaque navigation bar (002:L204). A bar is opaque "
            + "unless it says `{translucent}`. (In iOS 7 every bar is translucent unless the app makes it opaque, "
            + "which the language does not say, so the rule is the 2010 text's.)",
        sources: ["002:L169", "002:L204"],
        triggering: [
            """
            # Photo
            ## Navigation bar {translucent}
            - title: «»Photo
            ## Content
            - image: «»Beach {image: beach}
            ## ↓Toolbar
            - button {system: action}
            """
        ],
        nonTriggering: [
            """
            # Photo
            ## Navigation bar {translucent}
            - title: «»Photo
            ## Toolbar {translucent}
            - button {system: action}
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            ## Toolbar
            - button {system: compose}
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, toolbar) in context.regions(.toolbar) {
            guard let navigationBar = context.project.screen(screen).region(.navigationBar),
                isTranslucent(navigationBar) != isTranslucent(toolbar)
            else { continue }
            let (clear, solid) = isTranslucent(toolbar) ? ("toolbar", "navigation bar") : ("navigation bar", "toolbar")
            context.report(
                "the \(clear) is translucent and the \(solid) opaque", at: toolbar.kindRange, in: screen,
                notes: [
                    context.note("the navigation bar", at: navigationBar.kindRange, in: screen),
                    .help("write `{translucent}` on both bars, or on neither"),
                ])
        }
    }
}

/// `bar-style-consistent`
struct BarStyleConsistent: Rule {
    static let description = RuleDescription(
        id: "bar-style-consistent", severity: .warning,
        level: .preview(
            because: "Apps vary their bars on purpose — a light modal form in a dark app, a transit line's own colour, "
                + "a black bar over a video or over weather drawn on a photo — and on the last hold-out set five of "
                + "its six findings were such designs."),
        summary: "an app's navigation bars look alike on every screen, and so do its toolbars",
        rationale: "Avoid changing the navigation bar's colour or translucency between screens (002:L169, 003:L88) — "
            + "a modal view's too, whose navigation bar has the app's background (002:L413; 003:L522) — "
            + "and the toolbar's likewise (002:L204). Each bar of an app is compared with the app's usual look for "
            + "its kind, the most common one: its `style` (default or black) and its `tint` in both profiles, and, in the 2010 "
            + "profile, whether it is `{translucent}` (in iOS 7 every bar is translucent unless the app makes it "
            + "opaque, which the language does not say). A screen given over to one medium — a photo, a video, a "
            + "map, a book's page — may darken its bars, as Photos does, so they do not distract from it "
            + "(003:L68); it is not compared, nor are the screens opened from it that keep its style (a book's "
            + "contents). One look that departs from the usual one is one finding, at its first bar, with the "
            + "other bars that share it as notes.",
        sources: ["002:L169", "002:L204", "003:L88", "003:L522", "002:L413"],
        triggering: [
            """
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            - button: «»Edit {system: edit}
            ## Table (plain)
            - cell: «»Anna Haro → [Message](#message)
            # Message
            ## Navigation bar {↓style: black}
            - back: Inbox
            - title: «»Message
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Navigation bar {style: black}
            - title: «»Inbox
            ## Table (plain)
            - cell: «»Anna Haro → [Message](#message)
            # Message
            ## Navigation bar {style: black}
            - back: Inbox
            - title: «»Message
            ## Toolbar
            - button {system: reply}
            # Photo
            ## Navigation bar {style: black, translucent}
            - back: Inbox
            - title: «»Photo
            ## Content
            - image: «»Beach {image: beach}
            ## Toolbar {style: black, translucent}
            - button {system: action}
            """,
            RuleExample(
                """
                # Playlists
                ## Navigation bar {style: black}
                - title: «»Playlists
                ## Table (plain)
                - cell: «»Dancing On My Own → [Now Playing](#now-playing)
                # Now Playing
                ## Navigation bar {style: black, translucent}
                - back
                - title: «»Now Playing
                ## Content
                - image: «»Album cover {image: cover, size: 320x320}
                - slider: «»Position = 0.35
                ## Toolbar {style: black, translucent}
                - button {system: pause, action: pause}
                """, profile: .iphone2010),
            """
            # Discover
            ## Navigation bar {tint: #C62F2F}
            - title: «»Discover
            ## Table (plain)
            - cell: «»Ten Years → [Now Playing](#now-playing)
            # Now Playing
            ## Navigation bar {style: black, translucent}
            - back
            - title: «»Ten Years
            ## Content
            - image: «»Record {image: record, size: 280x280}
            - slider: «»Position = 0.35
            - button: «»Pause {icon: pause, action: pause}
            """,
        ])

    /// How a bar looks, as far as the rule compares it.
    private struct Look: Hashable {
        var style: BarStyle
        /// The app's colour for it, if it tints it.
        var tint: Colour?
        /// Compared in the 2010 profile only; `false` in iOS 7.
        var translucent: Bool

        var words: String {
            "`\(style.rawValue)`" + (tint.map { " tinted `\($0.hex)`" } ?? "") + (translucent ? " and translucent" : "")
        }
    }

    func check(_ context: inout RuleContext) {
        let project = context.project
        for kind in [RegionKind.navigationBar, .toolbar] {
            let placed = context.regions(kind)
            var looks: [ScreenReference: Look] = [:]
            for (screen, _, region) in placed where looks[screen] == nil {
                looks[screen] = Look(
                    style: region.choice("style", as: BarStyle.self) ?? .default, tint: region.tint,
                    translucent: context.profiles[screen.document] == .iphone2010 && isTranslucent(region))
            }
            // Screens given over to a medium darken or clear their bars on purpose, and the screens
            // opened from one keep its style (a book's contents, the back of Now Playing): the look
            // follows the content, and they are left out.
            let media = Set(looks.keys.filter { project.screen($0).showsFullScreenMedium })
            var followsMedium = media
            for edge in project.edges where media.contains(edge.source.screen) {
                if case .screen(let next) = edge.destination, let look = looks[next], look.style == looks[edge.source.screen]?.style {
                    followsMedium.insert(next)
                }
            }
            // Each app's other bars of this kind, in file order, with their looks.
            let bars = placed.filter { !followsMedium.contains($0.screen) }.map { (look: looks[$0.screen]!, screen: $0.screen, region: $0.region) }
            for app in bars.groupedInOrder(by: { project.appKey(of: $0.screen.document) }) {
                report(app, kind: kind, in: &context)
            }
        }
    }

    /// One finding for each look that departs from the app's usual one, at its first bar, with
    /// the other bars of that look as notes: one difference is one problem, however many screens
    /// repeat it. The usual look is the most common (on a tie, the first bar's).
    private func report(
        _ bars: [(look: Look, screen: ScreenReference, region: Region)], kind: RegionKind, in context: inout RuleContext
    ) {
        var counts: [Look: Int] = [:]
        for bar in bars { counts[bar.look, default: 0] += 1 }
        guard counts.count > 1, let first = bars.first else { return }
        let usual = bars.map(\.look).reduce(first.look) { (counts[$1] ?? 0) > (counts[$0] ?? 0) ? $1 : $0 }
        let model = bars.first { $0.look == usual }!
        var reported: Set<Look> = [usual]
        for bar in bars where reported.insert(bar.look).inserted {
            let same = bars.filter { $0.look == bar.look }
            let others = same.dropFirst().map {
                context.note("this \(kind.rawValue) looks the same", at: $0.region.kindRange, in: $0.screen)
            }
            context.report(
                "this \(kind.rawValue) is \(bar.look.words), unlike the app's other \(kind.rawValue)s (\(usual.words))",
                at: bar.region.attribute("style")?.range ?? bar.region.kindRange, in: bar.screen,
                notes: others + [
                    context.note("the app's usual \(kind.rawValue)", at: model.region.kindRange, in: model.screen),
                    .help("give every \(kind.rawValue) of the app the same `style` and translucency; a screen given over to a photo, video, map or page may differ"),
                ])
        }
    }
}

/// `status-bar-hidden-sparingly`
struct StatusBarHiddenSparingly: Rule {
    static let description = RuleDescription(
        id: "status-bar-hidden-sparingly", severity: .warning,
        level: .preview(
            because: "Right on an app that hides it for its look (Clear, a to-do list), wrong on a screen given over "
                + "to one thing that is neither a photo nor a game (Sleep Cycle's bedside clock at night): the rule "
                + "cannot yet tell such a screen from the rest."),
        summary: "the status bar is hidden only by immersive apps and over full-screen media",
        rationale: "Think twice before hiding the status bar: people want to see the time, the battery and the "
            + "network, and an app that hides it sends them out of the app to look (002:L82, 003:L65). Hiding it "
            + "is for a full-screen, immersive app (`style: immersive` in the front matter) and for a screen given "
            + "over to one medium — a photo or a video with the player's controls over it, the viewfinder, a map, "
            + "album covers, a book's page: no table, nothing to type or pick — where the guidelines suggest it "
            + "(002:L84, 003:L66); so may a screen flipped or presented over such a one that hides it (the back of "
            + "a cover in Cover Flow). An app that hides it on screen after screen is one finding, at the first, "
            + "with the others as notes.",
        sources: ["002:L82", "002:L84", "003:L65", "003:L66"],
        triggering: [
            """
            ---
            style: productivity
            ---
            # Inbox
            ## Status bar {↓hidden}
            ## Navigation bar
            - title: «»Inbox
            # Drafts
            ## Status bar {hidden}
            ## Navigation bar
            - title: «»Drafts
            """
        ],
        nonTriggering: [
            """
            ---
            style: productivity
            ---
            # Photo
            ## Status bar {hidden}
            ## Content
            - image: «»Beach {image: beach}
            """,
            """
            ---
            style: productivity
            ---
            # Player
            ## Status bar {hidden}
            ## Content
            - button: «»Done {style: done}
            - slider: Position = 0.3
            - image: Video {image: video-frame, action: toggle controls}
            - button: Pause {icon: pause, action: pause}
            # Page
            ## Status bar {hidden}
            ## Content
            - text-view: Page = "When I wake up, the other side of the bed is cold." {read-only}
            - label: «»Page 12 of 374
            """,
            """
            ---
            style: immersive
            ---
            # Game
            ## Status bar {hidden}
            ## Content
            - label: «»Level 1
            - button: «»Play
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        let hides = { (screen: ScreenReference) in project.screen(screen).region(.statusBar)?.attribute("hidden") != nil }
        // A screen flipped or presented from a medium that hides the status bar keeps it hidden
        // (the back of a cover in Cover Flow).
        let overMedium = Set(project.edges.compactMap { edge -> ScreenReference? in
            guard edge.presentation == .flip || edge.presentation == .modal, case .screen(let next) = edge.destination,
                project.screen(edge.source.screen).showsFullScreenMedium, hides(edge.source.screen)
            else { return nil }
            return next
        })
        // An app that hides it on screen after screen has one problem: one finding at its first
        // screen, the others as notes.
        let hidden = context.regions(.statusBar).compactMap { screen, _, statusBar -> RuleContext.Place? in
            guard let attribute = statusBar.attribute("hidden"), !project.isImmersive(screen.document),
                !project.screen(screen).showsFullScreenMedium, !overMedium.contains(screen)
            else { return nil }
            return RuleContext.Place(attribute.range, in: screen)
        }
        for app in hidden.groupedInOrder(by: { project.appKey(of: $0.screen.document) }) {
            context.report(
                "the status bar is hidden, so the time, battery and network cannot be seen", atEach: app,
                alsoHere: "hidden here too",
                notes: [.help("show it; hide it only in an immersive app (`style: immersive`) or over a full-screen photo or video")])
        }
    }
}
