/// Two of `NavigationRules`: the back button a pushed screen shows, and what it says (002:L117,
/// L123; 003:L80–L84).

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
        for edge in project.edges where project.stacks(edge) {
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
