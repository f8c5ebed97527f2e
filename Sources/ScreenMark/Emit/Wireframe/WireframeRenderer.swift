/// Draws screens as text wireframes in the proportions of a 320 × 480 pt iPhone screen.
///
/// A drawing is the screen in a frame: the bars at the top (status, navigation, search, scope —
/// the regions written first), the regions after them in the order written, and the bars at the
/// bottom (toolbar and tab bar — the regions written last, then the tab bar the screen shows
/// if it is declared elsewhere). A row stands for 22 pt (see ``DrawingContext``).
///
/// - A screen whose content fits is drawn 480 pt tall: views that fill (web views, maps) grow,
///   or blank rows stand for the empty space.
/// - When the content is taller, it is all drawn, and a dashed line marked `480 pt` shows where
///   the phone's screen ends (above the bottom bars, which stay put): below it is reached by
///   scrolling.
///
/// Every line of a drawing has the same display width and ends with the frame, so no line has
/// trailing spaces; the output depends on nothing but the input.
public struct WireframeRenderer: Sendable {
    /// The two character sets.
    public enum Charset: String, Sendable, CaseIterable {
        case unicode, ascii
    }

    /// The default width: 40 columns for the 320 pt screen and its frame.
    public static let defaultWidth = 40
    /// Below this the bars cannot hold a title and two buttons.
    public static let minimumWidth = 24
    /// Above this a drawing is no longer something to read.
    public static let maximumWidth = 400

    public let project: Project
    /// Columns of every line, frame included.
    public let width: Int
    public let charset: Charset
    let context: DrawingContext
    /// For screens that show a tab bar without a selected tab recorded (pushed screens), the tab
    /// whose root pushes to them.
    private let pushedFromTab: [ScreenReference: Int]

    /// A renderer for the screens of `project`; `width` is clamped to the allowed range.
    public init(project: Project, width: Int = defaultWidth, charset: Charset = .unicode) {
        self.project = project
        self.width = min(Self.maximumWidth, max(Self.minimumWidth, width))
        self.charset = charset
        context = DrawingContext(glyphs: charset == .ascii ? .ascii : .unicode, width: self.width - 2)
        pushedFromTab = Self.tabsOfPushedScreens(project)
    }

    /// The drawing of `screen`, or of it with the overlay (alert, action sheet or activity view)
    /// at index `overlay` of its regions shown over it. Lines end with LF, the last one too.
    ///
    /// Under an overlay the screen is drawn as the phone shows it, cut at 480 pt: a sheet rises
    /// from the bottom of the screen, not from the end of content that would need scrolling.
    public func draw(_ screen: ScreenReference, overlay: Int? = nil) -> String {
        let regions = project.screen(screen).regions
        let shown = overlay.flatMap { regions.indices.contains($0) && regions[$0].kind.isOverlay ? regions[$0] : nil }
        var canvas = drawScreen(screen, cutAtFold: shown != nil)
        if let shown {
            lay(OverlayDrawer(context: context).draw(shown), centred: OverlayDrawer.isCentred(shown), over: &canvas)
        }
        var text = ""
        text.reserveCapacity(canvas.height * (width + 1))
        for row in 0..<canvas.height {
            text += canvas.line(row)
            text += "\n"
        }
        return text
    }

    // MARK: - Layout

    /// Whether a region of `kind` is one of the bars at the top of the screen, which are drawn
    /// in full however long the screen is.
    private static func isAtTop(_ kind: RegionKind) -> Bool {
        switch kind {
        case .statusBar, .navigationBar, .searchBar, .scopeBar: true
        case .table, .content, .toolbar, .tabBar, .alert, .actionSheet, .activityView: false
        }
    }

    private func drawScreen(_ reference: ScreenReference, cutAtFold: Bool) -> Canvas {
        let screen = project.screen(reference)
        let bars = BarDrawer(context: context, inheritedBackTitle: project.inheritedBackTitle(of: reference))
        let regions = screen.regions.filter { !$0.kind.isOverlay && $0.kind != .tabBar }
        let topCount = regions.prefix { Self.isAtTop($0.kind) }.count
        let bottomCount = regions.dropFirst(topCount).reversed().prefix { $0.kind == .toolbar }.count
        var top: [Block] = []
        var middle: [Block] = []
        var bottom: [Block] = []
        for (index, region) in regions.enumerated() {
            let blocks = blocks(region, bars)
            if index < topCount { top += blocks } else if index >= regions.count - bottomCount { bottom += blocks } else { middle += blocks }
        }
        if let tabBar = tabBar(reference, bars) { bottom.append(tabBar) }

        let visible = DrawingContext.screenHeight - points(top) - points(bottom)
        var marker: (block: Int, row: Int)?
        if points(middle) <= visible {
            fill(&middle, spare: DrawingContext.screenRows - rows(top + middle + bottom))
        } else {
            marker = fold(middle, visible: visible)
            if cutAtFold, let fold = marker {
                var kept = Array(middle[..<fold.block])
                if fold.row > 0 {
                    let block = middle[fold.block]
                    kept.append(Block(block.canvas.prefix(rows: fold.row), joinedRows: block.joinedRows.filter { $0 < fold.row }))
                }
                middle = kept
                marker = nil
            }
        }
        return frame(top: top, middle: middle, bottom: bottom, marker: marker)
    }

    private func blocks(_ region: Region, _ bars: BarDrawer) -> [Block] {
        switch region.kind {
        case .statusBar: bars.statusBar(region).map { [$0] } ?? []
        case .navigationBar: [bars.navigationBar(region)]
        case .searchBar: [bars.searchBar(region)]
        case .scopeBar: [bars.scopeBar(region)]
        case .toolbar: [bars.toolbar(region)]
        case .table: TableDrawer(context: context).blocks(region)
        case .content: ContentDrawer(context: context).blocks(region)
        case .tabBar, .alert, .actionSheet, .activityView: []
        }
    }

    /// The tab bar the screen shows (declared in it or in another screen), its tab selected.
    private func tabBar(_ reference: ScreenReference, _ bars: BarDrawer) -> Block? {
        if let shown = project.tabBarShown[reference], project.tabBars.indices.contains(shown.tabBar) {
            let bar = project.tabBars[shown.tabBar]
            let region = project.screen(bar.owner).regions[bar.region]
            return bars.tabBar(region, selected: shown.selectedTab ?? pushedFromTab[reference])
        }
        // A tab bar the resolver did not record (not expected): draw it as written.
        return project.screen(reference).region(.tabBar).map { bars.tabBar($0, selected: nil) }
    }

    /// Gives `spare` rows to the views that grow, evenly, or else adds blank rows at the end.
    private func fill(_ middle: inout [Block], spare: Int) {
        guard spare > 0 else { return }
        let growing = middle.indices.filter { middle[$0].grow != nil }
        guard !growing.isEmpty else {
            middle.append(.blank(width: context.width, rows: spare))
            return
        }
        for (position, index) in growing.enumerated() {
            let extra = spare / growing.count + (position < spare % growing.count ? 1 : 0)
            let canvas = middle[index].grow!(middle[index].canvas.height + extra)
            middle[index] = Block(canvas, grow: middle[index].grow)
        }
    }

    /// Where the content passes `visible` points: the block, and the row inside it.
    private func fold(_ middle: [Block], visible: Int) -> (block: Int, row: Int)? {
        var top = 0
        for (index, block) in middle.enumerated() {
            if top + block.points > visible {
                let row = block.points > 0 ? (visible - top) * block.canvas.height / block.points : 0
                return (index, max(0, row))
            }
            top += block.points
        }
        return nil
    }

    /// The blocks inside the frame, rules joined to it, the fold marked.
    private func frame(top: [Block], middle: [Block], bottom: [Block], marker: (block: Int, row: Int)?) -> Canvas {
        let glyphs = context.glyphs
        var canvas = Canvas(width: width, height: 1)
        canvas.fill(glyphs.h, x: 1, y: 0, count: width - 2)
        canvas.put(glyphs.topLeft, x: 0, y: 0)
        canvas.put(glyphs.topRight, x: width - 1, y: 0)
        func add(_ block: Block, splitAt split: Int? = nil) {
            for row in 0..<block.canvas.height {
                if row == split { addMarker() }
                let y = canvas.height
                canvas.addRows(1)
                let joined = block.joinedRows.contains(row)
                canvas.put(joined ? glyphs.teeLeft : glyphs.v, x: 0, y: y)
                canvas.put(joined ? glyphs.teeRight : glyphs.v, x: width - 1, y: y)
                canvas.draw(block.canvas.row(row), x: 1, y: y)
            }
        }
        func addMarker() {
            let y = canvas.height
            canvas.addRows(1)
            canvas.rule(x: 0, y: y, width: width, glyphs: glyphs, line: glyphs.dashed)
            TextFit.write(" 480 pt ", into: &canvas, x: 1, y: y, width: width - 2, .center, ellipsis: "")
        }
        top.forEach { add($0) }
        for (index, block) in middle.enumerated() { add(block, splitAt: marker?.block == index ? marker!.row : nil) }
        bottom.forEach { add($0) }
        let y = canvas.height
        canvas.addRows(1)
        canvas.fill(glyphs.h, x: 1, y: y, count: width - 2)
        canvas.put(glyphs.bottomLeft, x: 0, y: y)
        canvas.put(glyphs.bottomRight, x: width - 1, y: y)
        return canvas
    }

    /// Lays an overlay over the screen, which stays readable around it (shading it would bury
    /// the labels a reviewer looks for): an alert centred on the first 480 pt with a clear column
    /// either side, a sheet against the bottom across the whole width.
    private func lay(_ overlay: Canvas, centred: Bool, over canvas: inout Canvas) {
        let screenRows = min(canvas.height - 2, DrawingContext.screenRows)
        let x = (width - overlay.width) / 2
        let y = centred ? 1 + max(0, (screenRows - overlay.height) / 2) : max(1, canvas.height - 1 - overlay.height)
        for row in y..<min(canvas.height - 1, y + overlay.height) {
            if x - 1 >= 1 { canvas.clear(x: x - 1, y: row) }
            if x + overlay.width <= width - 2 { canvas.clear(x: x + overlay.width, y: row) }
            // A bar's rule under the overlay no longer meets the frame.
            canvas.put(context.glyphs.v, x: 0, y: row)
            canvas.put(context.glyphs.v, x: width - 1, y: row)
        }
        canvas.draw(overlay, x: x, y: y)
    }

    private func points(_ blocks: [Block]) -> Int { blocks.reduce(0) { $0 + $1.points } }
    private func rows(_ blocks: [Block]) -> Int { blocks.reduce(0) { $0 + $1.canvas.height } }

    /// For each screen pushed (directly or not) from a tab's root, the first such tab.
    private static func tabsOfPushedScreens(_ project: Project) -> [ScreenReference: Int] {
        var found: [ScreenReference: Int] = [:]
        for bar in project.tabBars {
            for (tab, root) in bar.roots.enumerated() {
                guard let root else { continue }
                var queue = [root]
                var seen: Set<ScreenReference> = [root]
                while let screen = queue.popLast() {
                    for edge in project.edges(from: screen) where edge.presentation == .push && !edge.isTabSwitch {
                        guard case .screen(let next) = edge.destination, seen.insert(next).inserted else { continue }
                        if found[next] == nil { found[next] = tab }
                        queue.append(next)
                    }
                }
            }
        }
        return found
    }
}
