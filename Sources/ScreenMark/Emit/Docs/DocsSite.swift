/// What the documentation of a checked project holds, and where each page goes: the apps, their
/// screens, the findings on each screen and the Swift names generated for it.
///
/// Paths are made as the other emitters make them: a screen's page is its wireframe's path
/// (``WireframePaths``, `Mail/inbox`) with the page's extension, so no id can lead out of the
/// output folder; an app's page is its name's GitHub anchor (`mail`); rule and diagnostic pages
/// are `rules/ID`, and a screen file whose folder would be `rules` or `style.css` gets
/// `rules-screens`, `style.css-screens`.
struct DocsSite {
    /// One app: the files that share an `app:`, or one file without it.
    struct App {
        /// What the app is called: its `app:`, or its file's name.
        var title: String
        /// The page's path without extension.
        var path: String
        /// Its screens, in document order.
        var screens: [ScreenReference]
        /// Where navigation starts.
        var roots: [ScreenReference]
        /// Its tab bar, if it has one (the first declared).
        var tabBar: TabBar?
    }

    let checked: CheckedProject
    private(set) var apps: [App] = []
    /// Each screen's page path, without extension.
    private(set) var screenPaths: [ScreenReference: String] = [:]
    /// The app (index into ``apps``) of each document.
    private(set) var appOfDocument: [Int] = []
    /// The diagnostics inside each screen's range.
    private(set) var findings: [ScreenReference: [Diagnostic]] = [:]
    /// The generated names of each screen of a generated app.
    let swiftNames: [ScreenReference: SwiftScreenSummary]
    /// The links between screens of each app (by app index), found once for every page, map
    /// and storyboard; `from` and `to` are positions in the app's ``App/screens``.
    private(set) var edges: [[Storyboard.Edge]] = []
    /// Draws every screen and overlay at the default width: one for the whole site.
    let renderer: WireframeRenderer
    /// Each screen's description as HTML and its first sentence, rendered once for every page
    /// and both formats (each screen's was rendered four times: libcmark was most of the time
    /// of the docs of a long description).
    private(set) var descriptions: [ScreenReference: (html: String, firstSentence: String)] = [:]
    /// Each screen's region notes as HTML, by region index (`""` for none), rendered once.
    private(set) var notes: [ScreenReference: [String]] = [:]

    var project: Project { checked.project }

    init(_ checked: CheckedProject) {
        self.checked = checked
        let project = checked.project
        swiftNames = SwiftGenerator.summaries(project, blocked: checked.blockedDocuments)
        renderer = WireframeRenderer(project: project, width: WireframeRenderer.defaultWidth, charset: .unicode)
        var appIndex: [String: Int] = [:]
        var taken = Set<String>()
        for document in project.documents.indices {
            let key = project.appKey(of: document)
            if let index = appIndex[key] {
                appOfDocument.append(index)
                continue
            }
            let title = project.documents[document].frontMatter?.app?.value ?? project.sources[document].stem
            // An app's title becomes a plain file name (its GitHub anchor), never one that needs
            // quoting in a link; `index`, `rules`, `style` and `changes` are the site's own, and
            // two apps named alike get a number.
            let base = Slug.make(title).isEmpty ? "app" : WireframePaths.safeComponent(Slug.make(title))
            var path = base
            var number = 2
            while ["index", "rules", "style", Self.changesPath].contains(path) || !taken.insert(path).inserted {
                path = base + "-\(number)"
                number += 1
            }
            appIndex[key] = apps.count
            appOfDocument.append(apps.count)
            apps.append(App(title: title, path: path, screens: [], roots: [], tabBar: nil))
        }
        let paths = WireframePaths.unique(project.screenReferences.map { reference in
            var components = WireframePaths.path(
                relativePath: project.sources[reference.document].name, screenID: project.screen(reference).id.value,
                overlayID: nil
            ).split(separator: "/").map(String.init)
            // The site's own names: a screen file's folder must not be `rules/` or `style.css`.
            if components.count > 1, ["rules", "style.css"].contains(components[0].lowercased()) { components[0] += "-screens" }
            return components.joined(separator: "/")
        })
        for (reference, path) in zip(project.screenReferences, paths) {
            apps[appOfDocument[reference.document]].screens.append(reference)
            screenPaths[reference] = String(path.dropLast(".txt".count))
        }
        for root in project.roots { apps[appOfDocument[root.document]].roots.append(root) }
        for bar in project.tabBars where apps[appOfDocument[bar.owner.document]].tabBar == nil {
            apps[appOfDocument[bar.owner.document]].tabBar = bar
        }
        edges = apps.map { app in
            let position = Dictionary(uniqueKeysWithValues: app.screens.enumerated().map { ($1, $0) })
            return app.screens.flatMap { project.edges(from: $0) }.compactMap { edge in
                guard case .screen(let target) = edge.destination, let to = position[target], let from = position[edge.source.screen]
                else { return nil }
                return Storyboard.Edge(
                    from: from, to: to, label: DocsPages.name(of: project.element(edge.source)),
                    presentation: edge.presentation, isTab: edge.isTabSwitch)
            }
        }
        for reference in project.screenReferences {
            let screen = project.screen(reference)
            descriptions[reference] = DocsText.rendered(screen.description)
            notes[reference] = screen.regions.map { DocsText.rendered($0.note).html }
        }
        assignFindings()
    }

    /// Each diagnostic goes to the screen whose range holds its start. A file's diagnostics come
    /// in position order, as its screens do, so one pointer per file walks both: linear.
    private mutating func assignFindings() {
        var screensOfPath: [String: [ScreenReference]] = [:]
        for reference in project.screenReferences {
            screensOfPath[project.documents[reference.document].path, default: []].append(reference)
        }
        var current: [String: Int] = [:]
        for diagnostic in checked.diagnostics {
            guard let screens = screensOfPath[diagnostic.path] else { continue }
            var index = current[diagnostic.path] ?? -1
            while index + 1 < screens.count, project.screen(screens[index + 1]).range.start <= diagnostic.range.start { index += 1 }
            current[diagnostic.path] = index
            if index >= 0 { findings[screens[index], default: []].append(diagnostic) }
        }
    }

    /// The page of what changed since `docs --since BASE`, without extension.
    static let changesPath = "changes"

    /// The page of rule or diagnostic `id`, without extension.
    static func rulePath(_ id: String) -> String { "rules/" + WireframePaths.safeComponent(id) }

    /// The link from the page at `from` to the page at `to` (both relative to the site's root),
    /// percent-encoded: a file or id with a space, a parenthesis or a quote still makes one URL.
    static func link(from: String, to: String) -> String {
        let depth = from.split(separator: "/").count - 1
        return String(repeating: "../", count: depth) + percentEncoded(to)
    }

    /// Every byte but unreserved characters and `/` as `%XX`.
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }
}
