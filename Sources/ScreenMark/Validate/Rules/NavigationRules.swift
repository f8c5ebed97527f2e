/// The navigation graph: links, reachability, modal screens (in `ModalExitRules.swift`), back buttons,
/// shared tab bars.
enum NavigationRules {
    static let all: [any Rule] = [
        LinkTargetExists(), ScreenUnreachable(), ModalHasExit(), ModalCancelAndDone(), BackButtonOnPushed(),
        BackTitleIsParentTitle(), TabBarSameEverywhere(), TabBarReachable(), NavigationCycle(), OverlayShown(),
    ]
}

/// `link-target-exists`
struct LinkTargetExists: Rule {
    static let description = RuleDescription(
        id: "link-target-exists", severity: .error,
        summary: "every `→` link resolves to a screen, alert or action sheet",
        rationale: "A link to nothing is a button that does nothing: the spec promises a screen the app will not have.",
        sources: ["structural"],
        triggering: [
            """
            # «»Inbox
            ## Content
            - button: «»Open → [Message](↓#mesage)
            - button: «»Delete → sheet [Delete](↓#delete)
            # Message
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Content
            - button: «»Open → [Message](#message)
            - button: «»Delete → sheet [Delete](#delete)
            ## Action sheet {#delete}
            - button: Delete {role: destructive}
            - button: Cancel {role: cancel}
            # Message
            """
        ])

    func check(_ context: inout RuleContext) {
        for link in context.project.unresolvedLinks where context.applies(to: link.document) {
            context.report(link.message, at: link.range, inDocument: link.document, notes: link.notes)
        }
    }
}

/// `screen-unreachable`
struct ScreenUnreachable: Rule {
    static let description = RuleDescription(
        id: "screen-unreachable", severity: .warning,
        summary: "every screen is reachable from a root (a tab, or the first screen of the app)",
        rationale: "A screen no link leads to is never shown: either a link is missing or the screen is left over "
            + "(a screen the app shows by itself says so: `# Level Cleared {raised}`). "
            + "The screens linked only from it are shown as notes under its finding: one missing link, one finding. "
            + "A screen that a mistyped link was meant for (the one its `did you mean` names) counts as reached: "
            + "the link's error is the finding.",
        sources: ["structural"],
        triggering: [
            """
            # «»Inbox
            ## Content
            - label: «»No links
            # ↓Drafts
            ## Content
            - button: «»Edit → [Draft](#draft)
            # Draft
            """
        ],
        nonTriggering: [
            """
            # «»Inbox
            ## Content
            - button: «»Drafts → [Drafts](#drafts)
            # Drafts
            """,
            """
            # Levels
            ## Content
            - button: «»Level 1 {action: start level}
            # Level Cleared {raised}
            ## Content
            - button: «»Next → [Levels](#levels)
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        let reached = project.reachableScreens
        // A screen linked only from unreachable ones is an echo of their problem: one finding at
        // each screen nothing reaches (the cause), the screens shown only through it as notes.
        let unreached = context.screens.filter { !reached.contains($0) }
        let linkedFromUnreached = Set(unreached.flatMap { screen in
            project.edges(from: screen).compactMap { edge -> ScreenReference? in
                if case .screen(let next) = edge.destination, next != screen { return next }
                return nil
            }
        })
        var assigned = Set<ScreenReference>()
        // Heads first (nothing unreached links to them), then whatever a cycle left over.
        for screen in unreached.filter({ !linkedFromUnreached.contains($0) }) + unreached where !assigned.contains(screen) {
            assigned.insert(screen)
            var echoes: [ScreenReference] = []
            var queue = [screen]
            while let next = queue.popLast() {
                for edge in project.edges(from: next) {
                    if case .screen(let after) = edge.destination, !reached.contains(after), assigned.insert(after).inserted {
                        echoes.append(after)
                        queue.append(after)
                    }
                }
            }
            let title = project.screen(screen).title
            let others = echoes.sorted().map { context.note("`\(project.screen($0).title.value)` is shown only from it", at: project.screen($0).title.range, in: $0) }
            context.report(
                "no link leads to `\(title.value)`, so it is never shown", at: title.range, in: screen,
                notes: others + [.help("link to it with `→ [\(title.value)](#\(project.screen(screen).id.value))`, or remove it")])
        }
    }
}

/// `back-button-on-pushed`
struct BackButtonOnPushed: Rule {
    static let description = RuleDescription(
        id: "back-button-on-pushed", severity: .warning,
        summary: "a pushed screen shows a back button; a root screen shows none",
        rationale: "The back button is how the user retraces a path through a hierarchy (002:L117, 002:L123, 003:L80); "
            + "the first level has nowhere to go back to. A screen pushed to edit one part of a modal form "
            + "(Calendar's Start & End) may show Cancel and Done in its place, so that the change is kept or "
            + "abandoned as a whole: a Cancel button that goes back (`→ back`) retraces the path as the back "
            + "button would; so does any bar button of the app's that goes back (an icon at the left of the navigation "
            + "bar, a reader's arrow in its toolbar), and on a screen without a navigation bar, a button of its own "
            + "that goes back (a journal's close control). An immersive app (`style: immersive`) may bring its own navigation (000:L415): its "
            + "screens without a navigation bar are not asked for a back button. Nor is the last step of a modal task, "
            + "pushed inside it, whose Done (`{style: done}`) closes the whole modal: going back would undo what was "
            + "just done (Foursquare's Checked In).",
        sources: ["002:L117", "002:L123", "003:L80", "000:L235"],
        languages: "any language: a bar button that goes back stands in for the back button, whatever its title.",
        triggering: [
            """
            # «»Mailboxes
            ## Navigation bar
            - ↓back: «»Accounts
            - title: Mailboxes
            ## Content
            - button: «»Inbox → [Inbox](#inbox)
            # ↓Inbox
            ## Navigation bar
            - title: «»Inbox
            """
        ],
        nonTriggering: [
            """
            # «»Mailboxes
            ## Navigation bar
            - title: «»Mailboxes
            ## Content
            - button: «»Inbox → [Inbox](#inbox)
            # Inbox
            ## Navigation bar
            - back: Mailboxes
            - title: Inbox
            """,
            """
            # Add Event
            ## Navigation bar
            - button: Cancel {role: cancel}
            - title: «»Add Event
            ## Table (grouped)
            - cell: «»Starts = 10:00 AM {style: value1, accessory: disclosure} → [Start & End](#start--end)
            # Start & End
            ## Navigation bar
            - button: «»Cancel {role: cancel} → back
            - title: Start & End
            - button: Done {style: done} → back
            ## Content
            - date-picker: Starts = 2010-06-07 10:00
            """,
            """
            ---
            style: immersive
            ---
            # «»Main Menu
            ## Content
            - button: «»Play → [Levels](#levels)
            # Levels
            ## Content
            - button: «»Level 1 {action: start level}
            - button: Back {icon: arrow-left} → back
            """,
            """
            # Articles
            ## Table (plain)
            - cell: «»Long Read → [Article](#article)
            # Article
            ## Content
            - text-view: «»Article = The whole article. {read-only}
            ## Toolbar
            - button: «»Back {icon: back-arrow} → back
            - space {flexible}
            - button {system: action} → sheet [Share](#share)
            ## Activity view {#share}
            - activity {system: mail}
            """,
        ])

    /// Whether `bar` has a Done-type button that closes the modal: the last step of a modal task
    /// (Foursquare's Checked In), where going back would undo what was just done.
    static func endsTask(_ bar: Region?) -> Bool {
        bar?.elements.contains { element in
            element.kind == .button && element.target?.presentation == .dismiss
                && element.choice("style", as: ButtonStyle.self) == .done
        } ?? false
    }

    /// Whether `screen` has a button of the app's own that goes back: an icon at the left of the
    /// navigation bar (Snapchat's camera), the arrow of a reader's toolbar once the navigation bar
    /// is hidden (Instapaper), or, on a screen with no navigation bar, a close control of its own
    /// (Paper's journal). It is the back button, drawn by the app.
    static func drawsOwnBack(_ screen: Screen) -> Bool {
        let hasNavigationBar = screen.region(.navigationBar) != nil
        return screen.regions.contains { region in
            (region.kind == .navigationBar || region.kind == .toolbar || (region.kind == .content && !hasNavigationBar))
                && region.elements.contains { $0.kind == .button && $0.target?.presentation == .back }
        }
    }

    /// Whether the leftmost item of `bar` is a button drawn as the back button (`‹ Mail`, `Back`)
    /// that does something else: `back-button-goes-back` reports that button, where it runs.
    static func fakesBack(_ bar: Region?, profile: HIGProfile) -> Bool {
        guard BackButtonGoesBack.description.profiles.contains(profile), let bar,
            let first = BarRules.navigationBarItems(bar).first, first.kind == .button, let label = first.label
        else { return false }
        return BackButtonGoesBack.looksLikeBack(label.value)
    }

    func check(_ context: inout RuleContext) {
        let inModals = context.project.screensInModals
        let project = context.project
        var pushed = Set<ScreenReference>()
        for edge in project.edges where edge.presentation == .push && !edge.isTabSwitch {
            if case .screen(let destination) = edge.destination { pushed.insert(destination) }
        }
        for screen in context.screens {
            let value = project.screen(screen)
            let back = value.region(.navigationBar)?.elements.first { $0.kind == .back }
            let bar = value.region(.navigationBar)
            // An immersive app's screen without a navigation bar draws its own way back (a game's
            // back arrow).
            if pushed.contains(screen), back == nil, !project.drawsOwnInterface(screen), !Self.drawsOwnBack(value),
                !(inModals.contains(screen) && Self.endsTask(bar)),
                !Self.fakesBack(bar, profile: context.profiles[screen.document])
            {
                context.report(
                    "`\(value.title.value)` is pushed but shows no back button", at: value.title.range, in: screen,
                    notes: [.help("add `- back: <previous screen's title>` first in its navigation bar")])
            } else if !pushed.contains(screen), let back, project.roots.contains(screen) {
                context.report(
                    "`\(value.title.value)` is a first screen, so it has nothing to go back to", at: back.anchor,
                    in: screen, notes: [.help("remove the back button")])
            }
        }
    }
}

/// `back-title-is-parent-title`
struct BackTitleIsParentTitle: Rule {
    static let description = RuleDescription(
        id: "back-title-is-parent-title", severity: .warning,
        summary: "a back button's title equals the parent screen's navigation title",
        rationale: "The back button names where it goes: the title of the previous screen (002:L123, 003:L82). "
            + "A screen pushed from screens with different titles cannot name them all: its back button is "
            + "written without a label, and takes the title of whichever screen pushed it (the fix-it removes "
            + "the label). One written `- back: \"\"` shows the chevron alone, on purpose. Neither is reported. "
            + "Below a screen whose navigation bar shows a segmented control in place of its title, the back "
            + "button still names that screen (003:L84: \"如果在导航栏中使用了分段控件,请确保返回按钮标题命名的准确\"): "
            + "its screen's title, or the segment it was pushed from (`受信箱` below `受信箱 | 送信済み`). "
            + "A back button may leave out the count a list shows after its title (`Notes` below `Notes (4)`), and "
            + "one below a title drawn as a logo (`- title: Facebook {image: logo}`) names it as the app chooses.",
        sources: ["002:L123", "003:L82", "002:L129", "003:L84"],
        languages: "any language: the back button's label and the parent's title are compared as written.",
        triggering: [
            """
            # Mailboxes
            ## Content
            - button: «»Inbox → [Inbox](#inbox)
            # Inbox
            ## Navigation bar
            - back: ↓Back
            - title: «»Inbox
            """,
            """
            # Songs
            ## Table
            - cell: «»Now Playing → [Now Playing](#now-playing)
            # Albums
            ## Table
            - cell: «»Now Playing → [Now Playing](#now-playing)
            # Now Playing
            ## Navigation bar
            - back: ↓Songs
            - title: «»Now Playing
            """,
        ],
        nonTriggering: [
            """
            # Mailboxes
            ## Content
            - button: «»Inbox → [Inbox](#inbox)
            # Inbox
            ## Navigation bar
            - back: Mailboxes
            - title: «»Inbox
            """,
            """
            # Songs
            ## Table
            - cell: «»Now Playing → [Now Playing](#now-playing)
            # Albums
            ## Table
            - cell: «»Now Playing → [Now Playing](#now-playing)
            # Now Playing
            ## Navigation bar
            - back
            - title: «»Now Playing
            ## Content
            - button: «»Lyrics → [Lyrics](#lyrics)
            # Lyrics
            ## Navigation bar
            - back: ""
            """,
            """
            # Notes (4)
            ## Navigation bar
            - title: Notes (4)
            ## Table (plain)
            - cell: «»Groceries → [Groceries](#groceries)
            # Groceries
            ## Navigation bar
            - back: Notes
            - title: «»Groceries
            # Home
            ## Navigation bar
            - title: «»Facebook {image: facebook-logo}
            - button: «»Friends → [Friends](#friends)
            # Friends
            ## Navigation bar
            - back: Home
            - title: «»Friends
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        // Back buttons of one file that all call one parent by the same other name are one
        // problem (the parent's title, or what the app calls it): one finding, the others as
        // notes, its fix-it mending them all.
        var misnamed: [(place: RuleContext.Place, title: String, label: String)] = []
        for screen in context.screens {
            guard let back = project.screen(screen).region(.navigationBar)?.elements.first(where: { $0.kind == .back }),
                let label = back.label, !label.value.isEmpty
            else { continue }
            var parents: [String] = []
            for edge in project.edges(to: screen) where edge.presentation == .push && !edge.isTabSwitch {
                let parent = project.screen(edge.source.screen)
                // A title drawn as a logo cannot be a back button's: the app names it in words.
                if parent.region(.navigationBar)?.elements.first(where: { $0.kind == .title })?.attribute("image") != nil {
                    continue
                }
                // A segmented control in place of the title: the back button names the segment
                // it came from, which is accurate (003:L84).
                if let bar = parent.region(.navigationBar), !bar.elements.contains(where: { $0.kind == .title }),
                    let segmented = bar.elements.first(where: { $0.kind == .segmented }),
                    case .choices(let segments)? = segmented.value?.value, segments.contains(where: { $0.text == label.value })
                {
                    continue
                }
                let title = parent.navigationTitle
                if !parents.contains(title) { parents.append(title) }
            }
            guard let first = parents.first, !first.isEmpty else { continue }
            if parents.count > 1 {
                // Pushed from screens with different titles: no one label is right for all of them.
                let quoted = parents.map { "`\($0)`" }
                context.report(
                    "the back button says `\(label.value)`, but the screens that push this one are titled "
                        + quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!,
                    at: label.range, in: screen,
                    notes: [.help("write `- back` without a label: it shows the title of whichever screen pushed it")],
                    fixIt: FixIt(
                        message: "write `- back`",
                        edits: [.init(range: SourceRange(back.kindRange.end, label.range.end), replacement: "")]))
            } else if label.value != first, label.value != Self.withoutCount(first) {
                // A title read from invalid UTF-8 holds U+FFFD, which is not what its author wrote:
                // copying it would write text that other fix-its then change, round after round.
                let fixIt = first.unicodeScalars.contains("\u{FFFD}")
                    ? nil : Spelling.replacing(label, with: first, in: context.source(screen.document))
                misnamed.append((RuleContext.Place(label.range, in: screen, fixIt: fixIt), first, label.value))
            }
        }
        for same in misnamed.groupedInOrder(by: { "\($0.place.screen.document)\u{0}\($0.title)\u{0}\($0.label)" }) {
            guard let (_, title, label) = same.first else { continue }
            context.report(
                "the back button says `\(label)`, but the screen it returns to is `\(title)`",
                atEach: same.map(\.place), alsoHere: "this back button says `\(label)` too",
                notes: [.help("write `- back: \(Spelling.label(title))`")])
        }
    }

    /// `title` without the count some lists show after it, `Notes (4)` → `Notes`: a back button
    /// names the list, not how much it holds.
    static func withoutCount(_ title: String) -> String {
        guard title.hasSuffix(")"), let open = title.lastIndex(of: "("),
            title[title.index(after: open)..<title.index(before: title.endIndex)].allSatisfy(\.isNumber)
        else { return title }
        return String(title[..<open]).trimmedOfWhitespace
    }
}

/// `tab-bar-same-everywhere`
struct TabBarSameEverywhere: Rule {
    static let description = RuleDescription(
        id: "tab-bar-same-everywhere", severity: .error,
        summary: "every screen that shows the tab bar shows the same tabs, in the same order",
        rationale: "The tab bar is the app's top-level structure; it stays the same on every screen so the user "
            + "always knows where the modes are (003:L121). Declare it once: its tabs' screens share it.",
        sources: ["003:L121"],
        triggering: [
            """
            # World Clock
            ## Tab bar
            - tab: «»World Clock {icon: globe} → [World Clock](#world-clock)
            - tab: «»Alarm {icon: alarm} → [Alarm](#alarm)
            # Alarm
            ## ↓Tab bar
            - tab: «»Alarm {icon: alarm} → [Alarm](#alarm)
            - tab: «»World Clock {icon: globe} → [World Clock](#world-clock)
            """
        ],
        nonTriggering: [
            """
            # World Clock
            ## Tab bar
            - tab: «»World Clock {icon: globe} → [World Clock](#world-clock)
            - tab: «»Alarm {icon: alarm} → [Alarm](#alarm)
            # Alarm
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for (index, bar) in project.tabBars.enumerated() where context.applies(to: bar.owner.document) {
            // The bar the owner shows (a tab bar declared earlier wins) must be this one, tab for tab.
            let screens = [bar.owner] + bar.roots.compactMap { $0 }
            guard let other = screens.compactMap({ project.tabBarShown[$0]?.tabBar }).first(where: { $0 != index }),
                tabs(of: project.tabBars[other], in: project) != tabs(of: bar, in: project)
            else { continue }
            let region = project.screen(bar.owner).regions[bar.region]
            let first = project.tabBars[other]
            context.report(
                "this tab bar's tabs differ from the app's tab bar", at: region.kindRange, in: bar.owner,
                notes: [
                    context.note("the app's tab bar is declared here", at: project.screen(first.owner).regions[first.region].kindRange, in: first.owner),
                    .help("declare the tab bar once; the screens its tabs open share it"),
                ])
        }
    }

    /// Each tab's title (or system item) and destination, in order.
    private func tabs(of bar: TabBar, in project: Project) -> [String] {
        let region = project.screen(bar.owner).regions[bar.region]
        return zip(region.elements, bar.roots).map { tab, root in
            "\(tab.visibleTitle ?? "")→\(root.map(project.displayName) ?? "?")"
        }
    }
}

/// `tab-bar-reachable`
struct TabBarReachable: Rule {
    static let description = RuleDescription(
        id: "tab-bar-reachable", severity: .warning,
        summary: "in a tab app, every non-modal screen shows the tab bar",
        rationale: "In a tab bar app the tab bar stays visible as the user moves through a mode's screens "
            + "(002:L212, 003:L113); only a modal task covers it. A screen pushed to show content on the whole "
            + "screen (a player, a photo viewer) may cover it too, and says so: `# Now Playing {hides-tab-bar}`; "
            + "the screens pushed from it then cover it as well. A screen the app raises itself (`{raised}`) is "
            + "shown over the app, with the screens pushed from it, and one a mistyped link was meant for is that "
            + "link's error: none of them is reported.",
        sources: ["002:L212", "003:L113"],
        triggering: [
            """
            # Favorites
            ## Tab bar
            - tab: «»Favorites {system: favorites} → [Favorites](#favorites)
            - tab: «»Recents {system: recents} → [Recents](#recents)
            # Recents
            # ↓Call Log
            ## Content
            - button: «»Back to Favorites → [Favorites](#favorites)
            """
        ],
        nonTriggering: [
            """
            # Favorites
            ## Tab bar
            - tab: «»Favorites {system: favorites} → [Favorites](#favorites)
            - tab: «»Recents {system: recents} → [Recents](#recents)
            ## Content
            - button: «»Details → [Details](#details)
            - button: «»Add → modal [Add](#add)
            # Recents
            # Details
            ## Navigation bar
            - back: Favorites
            - title: Details
            # Add
            ## Navigation bar
            - button: Cancel {role: cancel} → dismiss
            - title: Add
            - button: Done {style: done} → dismiss
            """,
            """
            # Libraries {raised}
            ## Table (grouped)
            - cell: «»Add Library {accessory: disclosure} → [Add Library](#add-library)
            # Add Library
            ## Navigation bar
            - back
            - title: «»Add Library
            # Music
            ## Tab bar
            - tab: «»Music {icon: music} → [Music](#music)
            - tab: «»Videos {icon: videos} → [Videos](#videos)
            # Videos
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        let appsWithTabs = Set(project.tabBars.map { project.appKey(of: $0.owner.document) })
        let inModals = project.screensInModals
        // A screen a mistyped link was meant for, or one only it leads to, is that link's
        // problem (`link-target-exists`).
        let meant = project.behindBrokenLinks
        // A screen the app raises itself (`{raised}`) is shown over the app, not on a tab's stack,
        // and so are the screens pushed from it (Remote's Libraries, then Add Library).
        let raised = project.pushed(from: project.screenReferences.filter { project.screen($0).raised != nil })
        for screen in context.screens
        where appsWithTabs.contains(project.appKey(of: screen.document)) && project.tabBarShown[screen] == nil
            && project.tabBarHidden[screen] == nil && !inModals.contains(screen) && !raised.contains(screen)
            && !meant.contains(screen)
        {
            let title = project.screen(screen).title
            context.report(
                "`\(title.value)` is not presented modally, so it should show the tab bar", at: title.range, in: screen,
                notes: [.help("reach it from a tab's screen with a push link, or present it with `→ modal`")])
        }
    }
}
