/// The values each docs template renders, page by page, for one format. Every text value is
/// made safe for the format here (Markdown escaping) or by the template (HTML escaping); the
/// `…HTML` values are HTML this module made safe.
struct DocsPages {
    let site: DocsSite
    let format: DocsFormat
    /// Each app's storyboard, when Graphviz drew one (HTML only).
    let storyboards: [Int: String]

    private var project: Project { site.project }

    /// The page path with this format's extension.
    func file(_ path: String) -> String { path + "." + format.fileExtension }

    /// `text` for the page: escaped for Markdown, left to Mustache for HTML.
    func text(_ value: String) -> String { format == .markdown ? DocsText.markdown(value) : value }

    /// `value` as code: a code span in Markdown (fenced by more backticks than it holds), plain
    /// for HTML, where the template wraps it in `<code>`.
    func code(_ value: String) -> String {
        guard format == .markdown else { return value }
        let fence = String(repeating: "`", count: DocsText.longestRun(of: "`", in: value) + 1)
        return fence + " " + value.replacingOccurrences(of: "\n", with: " ") + " " + fence
    }

    /// `File.screen.md:LINE` of `range` in `document`.
    private func source(_ document: Int, _ range: SourceRange) -> String {
        text("\(project.sources[document].name):\(project.sources[document].location(of: range.start).line)")
    }

    func link(_ from: String, _ to: String) -> String { DocsSite.link(from: file(from), to: file(to)) }

    private func screenTitle(_ reference: ScreenReference) -> String { text(project.screen(reference).title.value) }

    // MARK: - Pages

    /// The site's front page: a section per app with its description (the introduction of its
    /// first file, else its first screen's first paragraph), its counts and a link to its
    /// storyboard; and a link to the rules.
    func index() -> [String: Any] {
        let apps = site.apps.enumerated().map { index, app -> [String: Any] in
            let findings = app.screens.reduce(0) { $0 + (site.findings[$1]?.count ?? 0) }
            let first = app.screens.first
            let prose = first.flatMap { project.documents[$0.document].introduction ?? project.screen($0).description }
            let storyboard = format == .html ? "#storyboard" : "#navigation-map"
            var entry: [String: Any] = ["title": text(app.title), "link": link("index", app.path), "storyboardLink": link("index", app.path) + storyboard,
                    "screens": app.screens.count, "findings": findings, "hasFindings": findings > 0,
                    "screensText": Self.count(app.screens.count, "screen"), "findingsText": Self.count(findings, "finding"),
                    "descriptionHTML": DocsText.firstParagraphHTML(prose)]
            // The storyboard again, small: its screens link to their pages from here as well.
            if let svg = storyboards[index] { entry["storyboardHTML"] = svg }
            return entry
        }
        return ["title": "Screens", "root": "", "apps": apps, "hasApps": !apps.isEmpty, "appCount": Self.count(apps.count, "app"),
                "rulesLink": link("index", DocsRuleIndex.path), "ruleCount": RuleCatalog.descriptions.count]
    }

    /// `1 screen`, `3 screens`, `no findings`.
    static func count(_ number: Int, _ noun: String) -> String {
        number == 0 ? "no \(noun)s" : number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }

    func app(_ index: Int) -> [String: Any] {
        let app = site.apps[index]
        let here = app.path
        let screens = app.screens.map { reference -> [String: Any] in
            let screen = project.screen(reference)
            return [
                "title": screenTitle(reference), "link": link(here, site.screenPaths[reference]!),
                "summary": text(site.descriptions[reference]!.firstSentence),
                "findings": site.findings[reference]?.count ?? 0, "source": source(reference.document, screen.headingRange),
            ]
        }
        let roots = app.roots.map { ["title": screenTitle($0), "link": link(here, site.screenPaths[$0]!)] }
        let tabs = app.tabBar.map { bar in
            bar.roots.enumerated().map { tab, root -> [String: Any] in
                var row: [String: Any] = ["title": text(Self.name(of: project.screen(bar.owner).regions[bar.region].elements[tab]))]
                if let root { row["link"] = link(here, site.screenPaths[root]!) }
                return row
            }
        } ?? []
        let edges = site.edges[index].map { edge -> [String: Any] in
            let (from, to) = (app.screens[edge.from], app.screens[edge.to])
            return ["from": screenTitle(from), "fromLink": link(here, site.screenPaths[from]!),
             "to": screenTitle(to), "toLink": link(here, site.screenPaths[to]!),
             "element": text(edge.label), "presentation": edge.isTab ? "tab" : edge.presentation.rawValue]
        }
        var context: [String: Any] = [
            "title": text(app.title), "root": DocsSite.link(from: file(here), to: ""), "indexLink": link(here, "index"),
            "screens": screens, "roots": roots, "tabs": tabs, "hasTabs": !tabs.isEmpty, "edges": edges, "hasEdges": !edges.isEmpty,
        ]
        if let svg = storyboards[index] { context["storyboardHTML"] = svg }
        if format == .markdown { context["mermaid"] = mermaid(index) }
        return context
    }

    func screen(_ reference: ScreenReference) -> [String: Any] {
        let screen = project.screen(reference)
        let here = site.screenPaths[reference]!
        let app = site.apps[site.appOfDocument[reference.document]]
        let drawings = site.renderer.drawings(of: reference)
            .map { drawing -> [String: Any] in
                // Named from the screen, not the path the tool was given: the site is the same
                // whichever folder it was made from.
                let caption = drawing.overlay.map { index in
                    let overlay = screen.regions[index]
                    return Self.heading(of: overlay)
                } ?? screen.title.value
                return ["heading": text(caption), "text": drawing.text, "textHTML": DocsText.wireframeHTML(drawing.text),
                 "fence": String(repeating: "`", count: max(3, DocsText.longestRun(of: "`", in: drawing.text) + 1)),
                 "anchor": drawing.overlay.map { anchor(screen.regions[$0], index: $0) } ?? "screen"]
            }
        var context: [String: Any] = [
            "title": screenTitle(reference), "root": DocsSite.link(from: file(here), to: ""),
            "indexLink": link(here, "index"), "app": text(app.title), "appLink": link(here, app.path),
            "source": source(reference.document, screen.headingRange), "id": code("#" + screen.id.value),
            "descriptionHTML": site.descriptions[reference]!.html,
            "wireframes": drawings, "regions": regions(reference, from: here),
            "reachedFrom": project.edges(to: reference).map { edgeRow($0, from: here, showing: $0.source.screen) },
            "leadsTo": project.edges(from: reference).compactMap { edge -> [String: Any]? in
                guard case .screen(let target) = edge.destination else { return nil }
                return edgeRow(edge, from: here, showing: target)
            },
            "findings": (site.findings[reference] ?? []).map { finding(reference.document, $0, from: here) },
        ]
        context["hasReachedFrom"] = !(context["reachedFrom"] as! [Any]).isEmpty
        context["hasLeadsTo"] = !(context["leadsTo"] as! [Any]).isEmpty
        context["hasFindings"] = !(context["findings"] as! [Any]).isEmpty
        if let names = site.swiftNames[reference] {
            context["swift"] = ["type": code(names.type), "state": names.state.map(code), "actions": names.actions.map(code),
                                "hasState": !names.state.isEmpty, "hasActions": !names.actions.isEmpty]
        }
        return context
    }

    /// A rule's or diagnostic's page: its reference text, as `screenmark rules ID` prints it.
    func rule(_ id: String) -> [String: Any] {
        let markdown = RuleCatalog.description(of: id).map(RuleReference.markdown(for:))
            ?? DiagnosticCatalog.kind(id).map(DiagnosticReference.markdown(for:)) ?? ""
        let here = DocsSite.rulePath(id)
        var context: [String: Any] = ["title": text(id), "root": DocsSite.link(from: file(here), to: ""), "indexLink": link(here, "index"),
                "app": "Rules", "appLink": link(here, DocsRuleIndex.path),
                "bodyHTML": CommonMark.html(markdown), "markdown": markdown]
        // A rule's (not a diagnostic's) first triggering example, drawn with its findings.
        if let example = RuleCatalog.description(of: id).flatMap(DocsRuleExample.init) { context["example"] = example.context(self) }
        return context
    }

    /// The page of what changed since a base revision: `review` as its pull-request comment
    /// shows it (the same data, the same Markdown; in HTML rendered by libcmark in safe mode, so
    /// the drawings show without their collapsible sections).
    func changes(_ review: Review) -> [String: Any] {
        let markdown = ReviewMarkdown(review).render()
        return ["title": text("Changes since \(review.base)"), "root": DocsSite.link(from: file(DocsSite.changesPath), to: ""),
                "indexLink": link(DocsSite.changesPath, "index"), "bodyHTML": CommonMark.html(markdown), "markdown": markdown]
    }

    // MARK: - Parts

    /// Each region of the screen with its elements' rows (from one walk over the screen).
    private func regions(_ reference: ScreenReference, from here: String) -> [[String: Any]] {
        var walker = ElementRows(pages: self, reference: reference, here: here)
        for edge in project.edges(from: reference) { walker.edges[edge.source, default: []].append(edge) }
        let screen = project.screen(reference)
        screen.walk(at: reference, with: &walker)
        return screen.regions.indices.map { index in
            let region = screen.regions[index]
            let rows = walker.rows[index] ?? []
            return [
                "name": text(Self.heading(of: region)), "anchor": region.kind.isOverlay ? anchor(region, index: index) : "",
                "source": source(reference.document, region.headingRange), "elements": rows, "hasElements": !rows.isEmpty,
                "noteHTML": site.notes[reference]![index],
            ]
        }
    }

    /// The rows of a screen's regions, by region index, from one walk.
    private struct ElementRows: ProjectVisitor {
        let pages: DocsPages
        let reference: ScreenReference
        let here: String
        /// The screen's links, by the element that makes them: a row's own and its detail
        /// disclosure button's (`→ detail`) are two.
        var edges: [ElementPath: [NavigationEdge]] = [:]
        var rows: [Int: [[String: Any]]] = [:]

        mutating func visitElement(_ element: Element, at path: ElementPath, regionKind: RegionKind) {
            rows[path.region, default: []].append(pages.elementRow(element, at: path, edges: edges[path] ?? [], from: here))
        }
    }

    fileprivate func elementRow(_ element: Element, at path: ElementPath, edges: [NavigationEdge], from here: String) -> [String: Any] {
        let document = path.screen.document
        let bytes = project.sources[document]
        var row: [String: Any] = [
            "kind": code(element.kind.rawValue), "label": text(element.label?.value ?? ""),
            "value": text(element.value.map { bytes.text($0.range) } ?? ""),
            "attributes": text(element.attributes.map { bytes.text($0.range) }.joined(separator: ", ")),
            "source": source(document, element.range),
        ]
        // A row that leads somewhere and whose detail disclosure button leads elsewhere has two.
        row["targets"] = edges.enumerated().map { index, edge -> [String: Any] in
            var target: [String: Any] = ["presentation": edge.presentation.rawValue, "detail": edge.isDetail, "first": index == 0]
            switch edge.destination {
            case .screen(let screen):
                target["title"] = screenTitle(screen)
                target["link"] = link(here, site.screenPaths[screen]!)
            case .overlay(let region):
                let overlay = project.screen(path.screen).regions[region]
                target["title"] = text(overlay.title?.value ?? overlay.kind.displayName)
                target["link"] = "#" + anchor(overlay, index: region)
            case .back, .dismiss:
                target["title"] = ""
            }
            return target
        }
        return row
    }

    private func edgeRow(_ edge: NavigationEdge, from here: String, showing screen: ScreenReference) -> [String: Any] {
        ["screen": screenTitle(screen), "link": link(here, site.screenPaths[screen]!),
         "element": text(Self.name(of: project.element(edge.source))),
         "presentation": edge.isTabSwitch ? "tab" : edge.presentation.rawValue,
         "source": source(edge.source.screen.document, edge.range)]
    }

    private func finding(_ document: Int, _ diagnostic: Diagnostic, from here: String) -> [String: Any] {
        ["id": code(diagnostic.id), "link": link(here, DocsSite.rulePath(diagnostic.id)), "severity": diagnostic.severity.rawValue,
         "message": text(diagnostic.message), "source": source(document, diagnostic.range)]
    }

    /// What an element is called in the docs: its label, else a system tab's title as the tab
    /// bar shows it (`Favorites`), else its system item (`compose`), else its kind.
    static func name(of element: Element) -> String {
        if let label = element.label?.value { return label }
        if element.kind == .tab, let item = element.choice("system", as: TabBarSystemItem.self) { return Controls.title(of: item) }
        if case .choice(let item)? = element.attribute("system")?.value { return item }
        return element.kind.rawValue
    }

    /// A region's heading on the screen's page: `Action sheet: Reply`.
    static func heading(of region: Region) -> String {
        let kind = region.kind.displayName.capitalisingFirstLetter
        if let title = region.title?.value { return kind + ": " + title }
        return kind + (region.kind.isOverlay ? region.id.map { " #" + $0.value } ?? "" : "")
    }

    /// Where an overlay's table is on the screen's page: the HTML id `overlay-INDEX-ID` (the
    /// region's index keeps it unique, the id made of safe characters keeps it readable), or in
    /// Markdown the anchor GitHub gives the region's heading.
    private func anchor(_ region: Region, index: Int) -> String {
        guard format == .html else { return Slug.make(Self.heading(of: region)) }
        return "overlay-\(index)-" + (region.id?.value ?? region.kind.rawValue).unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" ? String(scalar) : "_"
        }.joined()
    }

    // MARK: - Navigation map

    /// A Mermaid flowchart: a node per screen (ids generated, labels quoted) and per overlay (a
    /// rounded node), an edge per link: push solid, modal and flip dashed, tab thick, an overlay
    /// shown with a circle end.
    private func mermaid(_ index: Int) -> String {
        let screens = site.apps[index].screens
        var lines = ["flowchart LR"]
        for (position, screen) in screens.enumerated() {
            lines.append("  s\(position)[\(DocsText.mermaid(project.screen(screen).title.value))]")
        }
        for edge in site.edges[index] {
            let arrow = edge.isTab || edge.presentation == .root ? "==>" : edge.presentation == .push ? "-->" : "-.->"
            lines.append("  s\(edge.from) \(arrow)|\(DocsText.mermaid(edge.label))| s\(edge.to)")
        }
        var overlays: [String: String] = [:]
        for (position, screen) in screens.enumerated() {
            for edge in project.edges(from: screen) {
                guard case .overlay(let region) = edge.destination else { continue }
                let key = "s\(position)-\(region)"
                if overlays[key] == nil {
                    overlays[key] = "o\(overlays.count)"
                    let title = Self.heading(of: project.screen(screen).regions[region])
                    lines.append("  \(overlays[key]!)([\(DocsText.mermaid(title))])")
                }
                lines.append("  s\(position) --o|\(DocsText.mermaid(Self.name(of: project.element(edge.source))))| \(overlays[key]!)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
