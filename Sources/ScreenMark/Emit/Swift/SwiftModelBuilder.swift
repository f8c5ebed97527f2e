/// Builds the template context of every file of a project: names first (all apps, so links
/// across files and apps can name their targets), then each screen.
///
/// An app is the files sharing one `app:` (or one file without it), as the resolver groups them.
/// Its namespace (`MailScreens`: the ids, the graph) is declared in its first file; every file
/// extends it with its screens. An app with an error in any of its files is not generated at
/// all, so the files of an app always agree with each other.
struct SwiftModelBuilder {
    let project: Project
    /// Each document's path as generated code names it (``SourceFile/name``: relative to its
    /// input root, so ids and file names never depend on where the tool ran).
    let sourceNames: [String]

    /// The names of one app.
    struct AppNames {
        var documents: [Int]
        /// Each document's part of the `ScreenID` raw values, by position in `documents`: the
        /// shortest ending of its name that no other file of the app shares (`Music.screen.md`,
        /// or `Phone/Music.screen.md` beside `Pad/Music.screen.md`), so the ids do not depend
        /// on which folder was passed to the tool.
        var idFiles: [String] = []
        var title: String
        /// `Mail`, `mail`: for the namespace and accessibility identifiers.
        var base, member: String
        var namespace: String { base + "Screens" }
    }

    /// The names of one screen.
    struct ScreenNames {
        var app: Int
        /// The type (`Inbox`) and its `ScreenID` case (`inbox`).
        var type, member: String
    }

    private(set) var apps: [AppNames] = []
    private(set) var appOfDocument: [Int] = []
    private(set) var screens: [ScreenReference: ScreenNames] = [:]
    /// The app-level type of each tab bar (by index into ``Project/tabBars``): `Tab` for an
    /// app's first, `FavoritesTab` (its owner's name) for any other.
    private(set) var tabTypes: [Int: String] = [:]
    private(set) var elements: [ScreenReference: SwiftElementNames] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether `Strings` are looked up by key in a String Catalog, not written as literals.
    var localized = false
    /// Documents with an error found while generating.
    private var erroneous: Set<Int> = []

    /// Names everything; with `manualElementNamesOnly`, the elements' hand-written names only,
    /// which is all their diagnostics need (see ``SwiftElementNames``): such a builder makes no files.
    init(project: Project, manualElementNamesOnly: Bool = false) {
        self.project = project
        self.sourceNames = project.sources.map(\.name)
        nameApps()
        for app in apps.indices { nameScreens(of: app) }
        for reference in project.screenReferences { nameElements(of: reference, manualOnly: manualElementNamesOnly) }
    }

    /// The files of every app not in `blocked` (document indices with errors), and the
    /// documents left out, both in document order. Files are built on all cores: each only
    /// reads the names made before.
    mutating func files(blocked: Set<Int>) -> (files: [(document: Int, context: SwiftFileContext)], skipped: [Int]) {
        files(blocked: blocked) { $0 }
    }

    /// ``files(blocked:)``, each context handed to `transform` as soon as it is built (on the
    /// core that built it) and only its result kept: rendering there means a file's context is
    /// freed once its text is made, rather than every context of the project living at once.
    mutating func files<Result: Sendable>(
        blocked: Set<Int>, _ transform: @Sendable (SwiftFileContext) -> Result
    ) -> (files: [(document: Int, context: Result)], skipped: [Int]) {
        let candidates = apps.indices.filter { app in
            !apps[app].documents.contains { blocked.contains($0) || erroneous.contains($0) }
        }.flatMap { apps[$0].documents }.sorted()
        let builder = self
        let built = candidates.concurrentMap { document in
            let file = builder.file(of: document)
            return (context: transform(file.context), problems: file.problems)
        }
        for (document, result) in zip(candidates, built) {
            for (problem, range) in result.problems { report(problem, in: document, at: range) }
        }
        // An app is generated whole or not at all.
        let failed = Set(apps.indices.filter { app in apps[app].documents.contains { blocked.contains($0) || erroneous.contains($0) } })
        let files = zip(candidates, built).filter { !failed.contains(appOfDocument[$0.0]) }.map { ($0.0, $0.1.context) }
        let skipped = project.documents.indices.filter { failed.contains(appOfDocument[$0]) }
        return (files, skipped)
    }

    // MARK: - Names

    private mutating func nameApps() {
        var keys: [String: Int] = [:]
        appOfDocument = Array(repeating: 0, count: project.documents.count)
        for (index, document) in project.documents.enumerated() {
            let key = document.frontMatter?.app.map { "app:" + $0.value } ?? "file:" + document.path
            if let app = keys[key] {
                apps[app].documents.append(index)
            } else {
                keys[key] = apps.count
                let title = document.frontMatter?.app?.value ?? project.sources[index].stem
                apps.append(AppNames(documents: [index], title: title, base: "", member: ""))
            }
            appOfDocument[index] = keys[key]!
        }
        var scope = SwiftNameScope()
        for app in apps.indices {
            let words = SwiftNames.words(apps[app].title)
            let base = scope.claim(SwiftNames.join(words.isEmpty ? ["app"] : words, .type))
            apps[app].base = base
            apps[app].member = SwiftNames.lowercasingLead(base)
            apps[app].idFiles = Self.shortestDistinctEndings(apps[app].documents.map { project.sources[$0].name })
        }
    }

    /// Screens with `{name: …}` claim their names first, in file order; the others follow.
    private mutating func nameScreens(of app: Int) {
        let namespace = apps[app].namespace
        var types = SwiftNameScope(reserving: SwiftReserved.types + SwiftReserved.appMembers + [namespace])
        var members = SwiftNameScope(reserving: SwiftReserved.enumMembers + ["screen"])
        let references = apps[app].documents.flatMap { document in
            project.documents[document].screens.indices.map { ScreenReference(document: document, screen: $0) }
        }
        var typeNames: [ScreenReference: String] = [:]
        for reference in references {
            guard let manual = project.screen(reference).codeName else { continue }
            let name = SwiftNames.manual(manual.value, .type)
            if let problem = SwiftNames.problem(withManualName: manual.value) {
                report(.invalidName(problem), in: reference.document, at: manual.range)
            } else if types.isTaken(name) {
                report(.takenName(name), in: reference.document, at: manual.range)
            } else {
                typeNames[reference] = types.claim(name)
            }
        }
        for reference in references where typeNames[reference] == nil {
            let words = SwiftNames.words(project.screen(reference).title.value)
            typeNames[reference] = types.claim(SwiftNames.join(words.isEmpty ? ["screen"] : words, .type))
        }
        for reference in references {
            let type = typeNames[reference]!
            screens[reference] = ScreenNames(
                app: app, type: type, member: members.claim(SwiftNames.lowercasingLead(type)))
        }
        var hasTab = false
        for (index, bar) in project.tabBars.enumerated() where typeNames[bar.owner] != nil {
            tabTypes[index] = hasTab ? types.claim(typeNames[bar.owner]! + "Tab") : "Tab"
            hasTab = true
        }
    }

    private mutating func nameElements(of reference: ScreenReference, manualOnly: Bool) {
        let names = screens[reference]!
        var problems: [(SwiftProblem, SourceRange)] = []
        elements[reference] = SwiftElementNames(
            screen: project.screen(reference), reference: reference,
            prefix: apps[names.app].member + "." + names.member, namespace: apps[names.app].namespace,
            manualOnly: manualOnly
        ) { problems.append(($0, $1)) }
        for (problem, range) in problems { report(problem, in: reference.document, at: range) }
    }

    // MARK: - Files

    private func file(of document: Int) -> (context: SwiftFileContext, problems: [(SwiftProblem, SourceRange)]) {
        let app = appOfDocument[document]
        let names = apps[app]
        let header = SwiftCode(
            "// " + SwiftLiteral.commentSafe("Generated by ScreenMark from \(sourceNames[document]) — do not edit."))
        var screenContexts: [SwiftScreenContext] = []
        var problems: [(SwiftProblem, SourceRange)] = []
        for index in project.documents[document].screens.indices {
            var builder = SwiftScreenBuilder(model: self, reference: ScreenReference(document: document, screen: index))
            screenContexts.append(builder.build())
            problems += builder.problems
        }
        var namespace = names.documents.first == document ? appContext(app) : nil
        namespace?.localized = localized
        let context = SwiftFileContext(
            header: header, app: namespace, namespace: SwiftCode(names.namespace), screens: screenContexts,
            imports: localized ? [SwiftCode("Foundation")] : [])
        return (context, problems)
    }

    private func appContext(_ app: Int) -> SwiftAppContext {
        let names = apps[app]
        let files = names.documents.map { sourceNames[$0] }.joined(separator: ", ")
        let doc = SwiftLiteral.documentation(
            "The screens of the app “\(names.title)”, and how they link.\n\nSource: \(files)")
        // An enum without cases cannot have a raw type: an app may have no screens yet.
        let hasScreens = names.documents.contains { !project.documents[$0].screens.isEmpty }
        var screenID = SwiftEnumBuilder(
            doc: "Every screen of the app; the raw value is `file#id`, the path cut to what tells the file from the app's others.",
            name: SwiftCode("ScreenID"), conformances: (hasScreens ? "String, " : "") + "Sendable, Hashable, CaseIterable")
        screenID.property("screen", type: "any Screen.Type", doc: "The screen's type, to drive it through ``Screen``.")
        var edges: [SwiftEdgeContext] = []
        var uses = SwiftAppUses()
        for (position, document) in names.documents.enumerated() {
            for index in project.documents[document].screens.indices {
                let reference = ScreenReference(document: document, screen: index)
                let screen = project.screen(reference)
                let name = SwiftNames.token(screens[reference]!.member)
                screenID.add(
                    name, doc: "“\(screen.title.value)”. Source: \(sourceLine(reference.document, screen.headingRange))",
                    rawValue: SwiftLiteral.string("\(names.idFiles[position])#\(screen.id.value)"))
                screenID.set("screen", of: SwiftEnumBuilder.dot(name), to: SwiftCode(qualifiedType(of: reference) + ".self"))
                screen.walk(at: reference, with: &uses)
                edges += self.edges(from: reference, app: app)
            }
        }
        let roots = project.roots.filter { appOfDocument[$0.document] == app }.map { caseToken(of: $0) }
        let tabs = tabTypes.keys.sorted().filter { appOfDocument[project.tabBars[$0].owner.document] == app }.map { bar in
            SwiftScreenBuilder(model: self, reference: project.tabBars[bar].owner).tabBar(named: tabTypes[bar]!)
        }
        return SwiftAppContext(
            doc: doc, name: SwiftCode(names.namespace), screenID: screenID.context, roots: roots, edges: edges,
            tabs: tabs, usesButtonRole: uses.buttonRole, usesTimeOfDay: uses.timeOfDay,
            usesCalendarDate: uses.calendarDate, usesDateAndTime: uses.dateAndTime)
    }

    /// The app-level type of the tab bar `owner` declares: `Tab`, or `FavoritesTab` for an app's second.
    func tabType(ownedBy owner: ScreenReference) -> String {
        project.tabBars.indices.first { project.tabBars[$0].owner == owner }.flatMap { tabTypes[$0] } ?? "Tab"
    }

    /// The app-level type of the tab bar `screen` shows, and `screen`'s tab in it, if it is a tab's root.
    func tab(of reference: ScreenReference) -> (type: String, tab: String)? {
        guard let shown = project.tabBarShown[reference], let selected = shown.selectedTab,
            let type = tabTypes[shown.tabBar],
            let name = elements[project.tabBars[shown.tabBar].owner]?.tabs[selected]
        else { return nil }
        return (type, name)
    }

    /// The links from `reference` to screens of the same app; a tab's link is a `.tab` edge. The
    /// rows of a sample list share an element, so their links are listed once.
    private func edges(from reference: ScreenReference, app: Int) -> [SwiftEdgeContext] {
        var seen: Set<String> = []
        return project.edges(from: reference).compactMap { edge in
            guard case .screen(let target) = edge.destination, appOfDocument[target.document] == app else { return nil }
            let presentation = edge.isTabSwitch ? "tab" : edge.presentation.rawValue
            let element = accessibilityID(of: edge.source) + (edge.isDetail ? SwiftElementNames.detailSuffix : "")
            let context = SwiftEdgeContext(
                from: caseToken(of: reference), to: caseToken(of: target), presentation: SwiftCode("." + presentation),
                element: SwiftCode("ElementID(" + SwiftLiteral.string(element).text + ")"))
            return seen.insert("\(context.to.text) \(presentation) \(element)").inserted ? context : nil
        }
    }

    /// For each path, its fewest last components that no other path ends with (the whole path
    /// when it is a suffix of another).
    static func shortestDistinctEndings(_ paths: [String]) -> [String] {
        let components = paths.map { $0.split(separator: "/", omittingEmptySubsequences: false) }
        return components.indices.map { index in
            let mine = components[index]
            for count in 1..<max(mine.count, 1) {
                let ending = mine.suffix(count)
                let shared = components.indices.contains { other in
                    other != index && components[other].count >= count && components[other].suffix(count).elementsEqual(ending)
                }
                if !shared { return ending.joined(separator: "/") }
            }
            return paths[index]
        }
    }

    /// The language the labels of `document`'s app are written in: the first `language:` of its
    /// files, else English.
    func language(of document: Int) -> String {
        apps[appOfDocument[document]].documents.lazy.compactMap { self.project.documents[$0].frontMatter?.language?.value }.first ?? "en"
    }

    // MARK: - Shared helpers

    /// `.inbox`: the screen's `ScreenID` case.
    func caseToken(of reference: ScreenReference) -> SwiftCode {
        SwiftCode("." + SwiftNames.token(screens[reference]!.member).text)
    }

    /// `MailScreens.Inbox`: the screen's type, qualified.
    func qualifiedType(of reference: ScreenReference) -> String {
        let names = screens[reference]!
        return apps[names.app].namespace + "." + SwiftNames.token(names.type).text
    }

    /// The accessibility identifier of the element at `path` (elements of overlays and tab bars too).
    func accessibilityID(of path: ElementPath) -> String {
        elements[path.screen]!.accessibilityID(of: path, kind: project.element(path).kind)
    }

    /// `Mail.screen.md#inbox`: the file and the id of the screen that holds `range`. Not a line
    /// number: every edit above a declaration would change its comment, and a three-line edit to
    /// a spec would rewrite hundreds of generated lines; the id changes only with the screen.
    func sourceLine(_ document: Int, _ range: SourceRange) -> String {
        let screens = project.documents[document].screens
        guard let screen = screens.last(where: { $0.range.start <= range.start }) else { return sourceNames[document] }
        return "\(sourceNames[document])#\(screen.id.value)"
    }

    mutating func report(_ problem: SwiftProblem, in document: Int, at range: SourceRange) {
        diagnostics.append(problem.diagnostic(path: project.documents[document].path, range: range))
        erroneous.insert(document)
    }

}

/// Which support types an app's namespace declares: found by walking each of its screens.
struct SwiftAppUses: ProjectVisitor {
    var buttonRole = false, timeOfDay = false, calendarDate = false, dateAndTime = false

    mutating func visitElement(_ element: Element, at path: ElementPath, regionKind: RegionKind) {
        // The kind first: it is a comparison, `isOverlay` a table lookup.
        if element.kind == .button || element.kind == .activity, regionKind.isOverlay { buttonRole = true }
        if element.kind == .datePicker {
            switch element.choice("mode", as: DatePickerMode.self) ?? .dateAndTime {
            case .time: timeOfDay = true
            case .date: calendarDate = true
            case .dateAndTime: dateAndTime = true
            case .countdown: break
            }
        }
    }
}
