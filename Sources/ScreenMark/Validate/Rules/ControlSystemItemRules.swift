/// The system item rules and the info button (part of ``ControlRules``).

/// `system-item-known`
struct SystemItemKnown: Rule {
    static let description = RuleDescription(
        id: "system-item-known", severity: .error,
        summary: "a `system:` bar item or tab icon is one of the standard ones for its bar",
        rationale: "The system supplies a fixed set of buttons for toolbars and navigation bars (002:L903, "
            + "002:L1003; undo and redo: 003:L107), of icons for tab bars (002:L1039) and of services for the "
            + "activity view (003:L160, 003:L174). A `system:` keyword outside its set names nothing the system can "
            + "draw, and bar button items belong in a navigation bar or toolbar, not in content, tables or alerts.",
        sources: ["002:L903", "002:L1003", "002:L1039"],
        triggering: [
            """
            # Notes
            ## Navigation bar
            - title: «»Notes
            - button {system: ↓compse} → modal [New Note](#new-note)
            ## Table (plain)
            - button: «»Add {↓system: add}
            ## Tab bar
            - tab: «»Notes {system: ↓favourites, selected} → [Notes](#notes)
            - tab: «»Folders {system: ↓add} → [Notes](#notes)
            # New Note
            ## Navigation bar
            - button: Cancel {system: cancel} → dismiss
            - title: New Note
            ## Activity view
            - activity {system: ↓facebook}
            """
        ],
        nonTriggering: [
            """
            # Notes
            ## Navigation bar
            - title: «»Notes
            - button {system: compose} → modal [New Note](#new-note)
            ## Tab bar
            - tab: «»Notes {system: favorites, selected} → [Notes](#notes)
            - tab: «»More {system: more} → [Notes](#notes)
            # New Note
            ## Navigation bar
            - button: Cancel {system: cancel} → dismiss
            - title: New Note
            - button {system: undo}
            ## Toolbar
            - button {system: trash}
            ## Activity view
            - activity {system: post-to-facebook}
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) {
                let element = placed.element
                guard let attribute = element.attribute("system"), case .choice(let keyword) = attribute.value else {
                    continue
                }
                let set: ChoiceSet
                switch element.kind {
                case .tab:
                    set = ChoiceSet(TabBarSystemItem.self)
                case .activity:
                    set = ChoiceSet(SystemActivity.self)
                case .button where placed.regionKind == .navigationBar || placed.regionKind == .toolbar:
                    set = ChoiceSet(BarButtonSystemItem.self)
                case .button:
                    context.report(
                        "`system: \(keyword)` is a bar button item, but this button is in \(placed.regionKind.withArticle)",
                        at: attribute.range, in: screen,
                        notes: [.help("move the button to the navigation bar or toolbar, or give it a title instead: `- button: Title`")])
                    continue
                case .title, .prompt, .back, .infoButton, .contactAddButton, .space, .cell, .switch, .slider,
                    .segmented, .textField, .textView, .searchField, .label, .image, .picker, .datePicker, .stepper,
                    .pageControl, .progress, .activityIndicator, .webView, .map, .collection, .message,
                    .refreshControl:
                    continue
                }
                guard !set.values.contains(keyword) else { continue }
                context.report(
                    "`\(keyword)` is not \(set.titleWithArticle)", at: attribute.valueAnchor,
                    in: screen, notes: [.help(Self.help(for: keyword, in: set))])
            }
        }
    }

    /// "did you mean", else where the keyword does belong, else the list.
    private static func help(for keyword: String, in set: ChoiceSet) -> String {
        if let suggestion = Suggestion.help(for: keyword, in: set.values) { return suggestion }
        let list = "\(set.titleWithArticle) is one of " + set.values.map { "`\($0)`" }.joined(separator: ", ")
        let others = [ChoiceSet(BarButtonSystemItem.self), ChoiceSet(TabBarSystemItem.self), ChoiceSet(SystemActivity.self)]
        if let home = others.first(where: { $0 != set && $0.values.contains(keyword) }) {
            return "`\(keyword)` is \(home.titleWithArticle); \(list)"
        }
        return list
    }
}

/// `system-item-meaning`
struct SystemItemMeaning: Rule {
    static let description = RuleDescription(
        id: "system-item-meaning", severity: .warning,
        summary: "a system item is used for its documented meaning (trash deletes, compose opens a new message …)",
        rationale: "Use the system buttons and icons for their documented meaning, never for their look "
            + "(002:L883, 002:L890, 002:L903, 002:L1041, 003:L106). Where a link shows what a bar button does, "
            + "it must fit the meaning: Action and Camera open an action sheet (002:L915, 002:L921), Compose a "
            + "new message view in editing mode (002:L927), presented modally as Mail's, or pushed as Notes' new "
            + "note is, when the pushed screen has a text field or text view to write in, Bookmarks shows bookmarks (002:L933), Search a search "
            + "field (002:L939) — a search bar, or a search form's keyword field whose return key says Search —, Add creates "
            + "an item (002:L945), on a screen of its own or on the one it returns to (Safari's + in its page switcher "
            + "closes it on a new page), Trash deletes the current item (002:L951), "
            + "Organize moves it to a destination (002:L957), Reply sends or routes it (002:L963), Stop, "
            + "Refresh and the media buttons act on this screen (002:L969–L999), Edit enters editing mode "
            + "(002:L1015), Cancel, Save and Done leave it (002:L1021–L1033); undo and redo act in place "
            + "(003:L107). Among tabs, More holds the tabs that do not fit, so it comes last (002:L1089), and "
            + "Search enters search mode (002:L1113). A button without a link is not judged, nor one that does "
            + "its work where it is (`{action: …}`) and then closes the screen.",
        sources: ["002:L890", "002:L903", "003:L106", "002:L894"],
        triggering: [
            """
            # Message
            ## Navigation bar
            - back: «»Inbox
            - title: Message
            ## Toolbar
            - button {system: trash} ↓→ [Trash](#trash)
            - button {system: compose} ↓→ [New Message](#new-message)
            - button {system: action} ↓→ alert [Shared](#shared)
            ## Alert: Shared
            - button: OK {role: cancel}
            # Trash
            ## Navigation bar
            - back: Message
            - title: «»Trash
            # New Message
            ## Navigation bar
            - back: Message
            - title: «»New Message
            """,
            """
            # Featured
            ## Tab bar
            - tab: «»More {system: ↓more} → [More](#more)
            - tab: «»Search {system: search} ↓→ [Search](#search)
            # More
            # Search
            ## Content
            - label: «»Type to search
            """,
        ],
        nonTriggering: [
            """
            # Message
            ## Navigation bar
            - back: «»Inbox
            - title: Message
            - button {system: search} → [Search](#search)
            ## Toolbar
            - button {system: trash} → sheet [Delete](#delete)
            - button {system: compose} → modal [New Message](#new-message)
            - button {system: action} → sheet [Share](#share)
            - button {system: refresh}
            ## Action sheet {#delete}
            - button: Delete Message {role: destructive} → back
            - button: Cancel {role: cancel}
            ## Activity view {#share}
            - activity {system: mail}
            - button: Cancel {role: cancel}
            # Search
            ## Search bar
            - search-field: «»Search
            # New Message
            ## Navigation bar
            - button {system: cancel} → dismiss
            - title: «»New Message
            - button {system: done} → dismiss
            """,
            """
            # Note
            ## Navigation bar
            - back: «»Notes
            - title: Note
            ## Toolbar
            - button {system: compose} → [New Note](#new-note)
            # New Note
            ## Navigation bar
            - back: «»Note
            - title: New Note
            ## Content
            - text-view: Note
            """,
            """
            # Featured
            ## Tab bar
            - tab: «»Search {system: search} → [Search](#search)
            - tab: «»More {system: more} → [More](#more)
            # More
            # Search
            ## Search bar
            - search-field: «»Search
            """,
            """
            # Pages
            ## Toolbar
            - button {system: add} → dismiss
            - space {flexible}
            - button: «»Done {style: done} → dismiss
            ## Tab bar
            - tab {system: search} → [Find](#find)
            # Find
            ## Table (grouped)
            - text-field: «»Keyword {return-key: search}
            """,
        ])

    /// What a bar button item does, and which presentations fit it.
    private struct Meaning {
        var does: String
        var allowed: Set<Presentation>
        var help: String
    }

    private static let closes = "close the screen with `→ dismiss` or `→ back`, or remove the link"
    private static let staysHere = "remove the link: it acts on this screen"

    private static func meaning(of item: BarButtonSystemItem) -> Meaning {
        switch item {
        case .action:
            Meaning(
                does: "opens an action sheet", allowed: [.sheet],
                help: "link it to an action sheet or activity view: `→ sheet [Share](#share)`")
        case .camera:
            Meaning(
                does: "opens the photo picker in camera mode", allowed: [.sheet, .modal],
                help: "link it to an action sheet, or present the camera with `→ modal`")
        case .compose:
            Meaning(
                does: "opens a new message view to write in", allowed: [.modal, .push],
                help: "present the new message with `→ modal [New Message](#new-message)`, or push a screen with a text view to write in")
        case .bookmarks:
            Meaning(does: "shows the app's bookmarks", allowed: [.push, .modal], help: "link it to the bookmarks screen")
        case .search:
            Meaning(
                does: "shows a search field", allowed: [.push, .modal],
                help: "link it to a screen with a search bar, or show the search bar here and remove the link")
        case .add:
            Meaning(
                does: "creates a new item", allowed: [.push, .modal, .sheet, .alert, .dismiss, .back],
                help: "present the new item's screen with `→ modal [New Item](#new-item)`, or push it")
        case .trash:
            Meaning(
                does: "deletes the current item", allowed: [.sheet, .alert, .back, .dismiss],
                help: "confirm with an action sheet, `→ sheet [Delete](#delete)`, or go `→ back` once it is deleted")
        case .organize:
            Meaning(
                does: "moves the item to a place such as a folder", allowed: [.push, .modal, .sheet],
                help: "link it to the list of places the item can go")
        case .reply:
            Meaning(
                does: "sends or routes the item elsewhere", allowed: [.sheet, .modal],
                help: "link it to an action sheet of ways to send it, or present the message with `→ modal`")
        case .stop:
            Meaning(does: "stops the current task", allowed: [.sheet, .alert, .back, .dismiss], help: staysHere)
        case .refresh:
            Meaning(does: "refreshes the content", allowed: [.sheet, .alert], help: staysHere)
        case .play:
            Meaning(
                does: "plays the media or slideshow", allowed: [.modal, .flip],
                help: "remove the link, or present the player with `→ modal`")
        case .fastForward, .pause, .rewind:
            Meaning(does: "acts on the media playing on this screen", allowed: [], help: staysHere)
        case .edit:
            Meaning(
                does: "switches this screen into editing mode", allowed: [.modal],
                help: "remove the link: editing happens on this screen")
        case .cancel:
            Meaning(does: "leaves editing without saving", allowed: [.back, .dismiss, .sheet, .alert], help: closes)
        case .save:
            Meaning(does: "saves the changes and leaves editing", allowed: [.back, .dismiss, .sheet, .alert], help: closes)
        case .done:
            Meaning(does: "ends the current mode, saving any changes", allowed: [.back, .dismiss, .sheet, .alert], help: closes)
        case .undo, .redo:
            Meaning(does: "\(item.rawValue)s the last change on this screen", allowed: [.sheet, .alert], help: staysHere)
        }
    }

    func check(_ context: inout RuleContext) {
        let project = context.project
        for screen in context.screens {
            // The first edge of an item, asked only for the few items with a `system:` keyword (a
            // table of every edge of the project cost more memory than the rule's whole work).
            func firstEdge(of path: ElementPath) -> NavigationEdge? { project.edges(from: screen).first { $0.source == path } }
            let placed = context.elements(of: screen)
            for (position, item) in placed.enumerated() {
                let element = item.element
                guard let attribute = element.attribute("system"), case .choice(let keyword) = attribute.value else {
                    continue
                }
                if element.kind == .tab, let system = TabBarSystemItem(rawValue: keyword) {
                    let isLastTab = !placed[(position + 1)...].contains { $0.path.region == item.path.region }
                    if system == .more, !isLastTab {
                        context.report(
                            "the `more` tab holds the tabs that do not fit, so it comes last",
                            at: attribute.valueAnchor, in: screen,
                            notes: [.help("move the `more` tab to the end of the tab bar")])
                    }
                    if system == .search, let target = element.target, let edge = firstEdge(of: item.path),
                        case .screen(let destination) = edge.destination, !Self.showsSearch(project.screen(destination))
                    {
                        context.report(
                            "the `search` tab enters search mode, but `\(project.screen(destination).title.value)` shows no search field",
                            at: target.range, in: screen,
                            notes: [.help("give the tab's screen a search bar, or use a tab of your own")])
                    }
                    continue
                }
                guard element.kind == .button,
                    item.regionKind == .navigationBar || item.regionKind == .toolbar,
                    let system = BarButtonSystemItem(rawValue: keyword), let target = element.target,
                    let edge = firstEdge(of: item.path)
                else { continue }
                let meaning = Self.meaning(of: system)
                var fits = meaning.allowed.contains(target.presentation)
                if fits, system == .trash, case .overlay(let region) = edge.destination,
                    project.screen(screen).regions[region].kind == .activityView
                {
                    fits = false
                }
                if fits, system == .compose, target.presentation == .push, case .screen(let destination) = edge.destination,
                    !Self.hasTextInput(project.screen(destination))
                {
                    fits = false
                }
                if fits, system == .search, case .screen(let destination) = edge.destination,
                    !Self.showsSearch(project.screen(destination))
                {
                    context.report(
                        "the `search` button shows a search field, but `\(project.screen(destination).title.value)` has none",
                        at: target.range, in: screen, notes: [.help(meaning.help)])
                    continue
                }
                // A button that does its work where it is (`action: open new page`) and then closes
                // the screen, as Safari's + in the page switcher, still means what its symbol says.
                if !fits, target.presentation == .dismiss, element.attribute("action") != nil { continue }
                guard !fits else { continue }
                context.report(
                    "the `\(keyword)` button \(meaning.does), but this one \(Self.describe(edge, from: screen, in: project))",
                    at: target.range, in: screen,
                    notes: [
                        .help(meaning.help),
                        .help("if it does something else, give it a title or an icon of its own instead of `system: \(keyword)`"),
                    ])
            }
        }
    }

    /// Whether `screen` has a text field or text view to write in.
    private static func hasTextInput(_ screen: Screen) -> Bool {
        screen.regions.contains { $0.allElements.contains { $0.kind == .textView || $0.kind == .textField } }
    }

    /// Whether `screen` has a field to type a search in: a search field, or the keyword field of a
    /// search form, whose return key says Search (Tabelog's 検索).
    private static func showsSearch(_ screen: Screen) -> Bool {
        screen.regions.contains { region in
            region.kind == .searchBar
                || region.allElements.contains {
                    $0.kind == .searchField || ($0.kind == .textField && $0.choice("return-key", as: ReturnKey.self) == .search)
                }
        }
    }

    /// What following `edge` does, in words: "pushes `Trash`", "shows an alert".
    private static func describe(_ edge: NavigationEdge, from screen: ScreenReference, in project: Project) -> String {
        switch edge.destination {
        case .back: return "goes back"
        case .dismiss: return "closes the screen"
        case .overlay(let region): return "shows \(project.screen(screen).regions[region].kind.withArticle)"
        case .screen(let destination):
            let title = "`\(project.screen(destination).title.value)`"
            switch edge.presentation {
            case .modal: return "presents \(title) modally"
            case .flip: return "flips to \(title)"
            case .root: return "switches the app to \(title)"
            // Only push, modal, flip and root lead to a screen.
            case .push, .dismiss, .back, .alert, .sheet: return "pushes \(title)"
            }
        }
    }
}

/// `info-button-utility`
struct InfoButtonUtility: Rule {
    static let description = RuleDescription(
        id: "info-button-utility", severity: .note, profiles: [.iphone2010],
        summary: "an info button sits at the bottom right and flips to settings",
        rationale: "In a utility app the settings live on the back of the main view, reached with the familiar "
            + "info button in its lower-right corner (000:L382); the info button flips to the back of the view "
            + "to show configuration (002:L674, 002:L1153). The bottom right is the last item of the screen's "
            + "last content region or toolbar, and the link is `→ flip`.",
        sources: ["000:L382", "002:L674"],
        triggering: [
            """
            # Weather
            ## Content
            - ↓info-button {style: light} → flip [Settings](#settings)
            - label: «»Cupertino
            - info-button {style: light} → ↓modal [Settings](#settings)
            # Settings
            ## Navigation bar
            - title: «»Settings
            - button: Done {style: done} → dismiss
            """
        ],
        nonTriggering: [
            """
            # Weather
            ## Content
            - label: «»Cupertino
            - page-control = 1 {pages: 3}
            ## Toolbar
            - space {flexible}
            - info-button {style: light} → flip [Settings](#settings)
            # Settings
            ## Navigation bar
            - title: «»Settings
            - button: Done {style: done} → dismiss
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for screen in context.screens {
            let regions = project.screen(screen).regions
            let last = regions.lastIndex { $0.kind == .content || $0.kind == .toolbar }
            for (regionIndex, region) in regions.enumerated() where region.kind == .content || region.kind == .toolbar {
                for (index, element) in region.elements.enumerated() where element.kind == .infoButton {
                    if regionIndex != last || index != region.elements.count - 1 {
                        context.report(
                            "this info button is not at the bottom right of the screen", at: element.anchor, in: screen,
                            notes: [.help("make it the last item of the screen's last content region or toolbar, where users look for it")])
                    }
                    guard let target = element.target else {
                        context.report(
                            "this info button leads nowhere; it flips the screen over to its settings",
                            at: element.anchor, in: screen, notes: [.help("add `→ flip [Settings](#settings)`")])
                        continue
                    }
                    guard target.presentation != .flip else { continue }
                    var fixIt: FixIt?
                    if let link = target.link {
                        if target.presentation == .modal, let range = target.presentationRange {
                            fixIt = FixIt(message: "flip to it", edits: [.init(range: range, replacement: "flip")])
                        } else if target.presentation == .push {
                            fixIt = FixIt(
                                message: "flip to it", edits: [.init(range: .empty(at: link.range.start), replacement: "flip ")])
                        }
                    }
                    let does: String
                    switch target.presentation {
                    case .push: does = "pushes a screen"
                    case .modal: does = "slides a screen up"
                    case .back: does = "goes back"
                    case .dismiss: does = "closes the screen"
                    case .alert: does = "shows an alert"
                    case .sheet: does = "shows an action sheet"
                    case .root: does = "switches the app to another section"
                    case .flip: continue  // as the guard above
                    }
                    context.report(
                        "this info button \(does); it should flip the screen over to the settings on its back",
                        at: target.presentationRange ?? target.range, in: screen,
                        notes: [.help("link it with `→ flip [Settings](#settings)`")], fixIt: fixIt)
                }
            }
        }
    }
}
