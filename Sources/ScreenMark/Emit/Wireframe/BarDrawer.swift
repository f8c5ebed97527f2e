/// The bars: status, navigation, search and scope bars at the top; toolbar and tab bar at the
/// bottom. Each is its content row(s) and a rule on the side facing the content.
struct BarDrawer {
    let context: DrawingContext
    /// What a back button without a label shows (``Project/inheritedBackTitle(of:)``).
    let inheritedBackTitle: String
    private var glyphs: Glyphs { context.glyphs }
    private var controls: Controls { context.controls }
    /// Bars keep a one-column margin inside the frame.
    private var inner: Int { context.width - 2 }

    /// `▂▄▆█ Carrier     9:41 AM     ▮▮▮▯`, 20 pt; nothing when `{hidden}`.
    func statusBar(_ region: Region) -> Block? {
        if region.attribute("hidden") != nil { return nil }
        let activity = region.attribute("network-activity") != nil ? " " + glyphs.networkActivity : ""
        let placed = InlineLayout.centered(
            left: .text(glyphs.signal + " Carrier" + activity, glyphs), title: .fixed("9:41 AM"),
            right: .fixed(glyphs.battery), width: inner)
        return .row(width: context.width, placed, x: 1, points: 20)
    }

    /// The back button (or the buttons written before the title) on the left, the title centred,
    /// the buttons written after it on the right; a prompt above. 44 pt, 74 with a prompt.
    func navigationBar(_ region: Region) -> Block {
        var left: [Inline] = []
        var right: [Inline] = []
        var title: Inline?
        var prompt: String?
        for element in region.elements {
            switch element.kind {
            case .prompt:
                prompt = prompt ?? element.label?.value
                continue
            case .back:
                left.insert(.text(glyphs.back + " " + (element.label?.value ?? inheritedBackTitle), glyphs), at: 0)
                continue
            case .title where title == nil:
                title = .text(element.label?.value ?? "", glyphs)
                continue
            case .title, .button, .infoButton, .contactAddButton, .space, .cell, .switch, .slider, .segmented,
                .textField, .textView, .searchField, .label, .image, .picker, .datePicker, .stepper, .pageControl,
                .progress, .activityIndicator, .webView, .map, .collection, .tab, .message, .refreshControl,
                .activity:
                break
            }
            guard let piece = barItem(element) else { continue }
            // A segmented control or search field with no title written stands in its place.
            let standsForTitle = title == nil && (element.kind == .segmented || element.kind == .searchField)
                && !region.elements.contains { $0.kind == .title }
            if standsForTitle {
                title = piece
            } else if title == nil {
                left.append(piece)
            } else {
                right.append(piece)
            }
        }
        var canvas = Canvas(width: context.width, height: prompt == nil ? 2 : 3)
        var row = 0
        if let prompt {
            context.write(prompt, into: &canvas, x: 1, y: 0, width: inner, .center)
            row = 1
        }
        let placed = InlineLayout.centered(
            left: left.isEmpty ? nil : .joined(left), title: title, right: right.isEmpty ? nil : .joined(right),
            width: inner)
        InlineLayout.draw(placed, into: &canvas, x: 1, y: row, width: inner)
        canvas.fill(glyphs.h, x: 0, y: row + 1, count: context.width)
        return Block(canvas, points: prompt == nil ? 44 : 74, joinedRows: [row + 1])
    }

    /// A search field across the bar, a prompt above it. 44 pt, 74 with a prompt.
    func searchBar(_ region: Region) -> Block {
        let prompt = region.elements.first { $0.kind == .prompt }?.label?.value
        let field = region.elements.first { $0.kind == .searchField }
        var canvas = Canvas(width: context.width, height: prompt == nil ? 2 : 3)
        var row = 0
        if let prompt {
            context.write(prompt, into: &canvas, x: 1, y: 0, width: inner, .center)
            row = 1
        }
        if let field {
            canvas.write(controls.searchField(field).render(inner), x: 1, y: row, limit: inner)
        }
        canvas.fill(glyphs.h, x: 0, y: row + 1, count: context.width)
        return Block(canvas, points: prompt == nil ? 44 : 74, joinedRows: [row + 1])
    }

    /// The scope buttons as one segmented control across the bar. 44 pt.
    func scopeBar(_ region: Region) -> Block {
        var canvas = Canvas(width: context.width, height: 2)
        if let segmented = region.elements.first(where: { $0.kind == .segmented }),
            case .choices(let choices)? = segmented.value?.value
        {
            canvas.write(controls.segmented(choices, grows: true).render(inner), x: 1, y: 0, limit: inner)
        }
        canvas.fill(glyphs.h, x: 0, y: 1, count: context.width)
        return Block(canvas, points: 44, joinedRows: [1])
    }

    /// Items from the left, flexible spaces sharing what is left, fixed spaces their width. 44 pt.
    func toolbar(_ region: Region) -> Block {
        var parts: [InlineLayout.Part] = []
        for element in region.elements {
            if element.kind == .space {
                if element.hasFlag("flexible") {
                    parts.append(.flexible)
                } else {
                    parts.append(.fixed(context.columns(element.number("width") ?? 0)))
                }
            } else if let piece = barItem(element) {
                parts.append(.item(piece))
            }
        }
        var canvas = Canvas(width: context.width, height: 2)
        canvas.fill(glyphs.h, x: 0, y: 0, count: context.width)
        InlineLayout.draw(InlineLayout.place(parts, width: inner), into: &canvas, x: 1, y: 1, width: inner)
        return Block(canvas, points: 44, joinedRows: [0])
    }

    /// The tabs side by side: each title with its icon (filled and marked when selected) and
    /// badge centred above it. 49 pt.
    ///
    /// Tabs share the bar in equal slots, as on the phone, when every title fits its slot; else
    /// the titles keep their widths (cut only if the bar cannot hold them all, the longest
    /// first) and the space left is shared between them.
    func tabBar(_ region: Region, selected: Int?) -> Block {
        let tabs = region.elements.filter { $0.kind == .tab }
        var canvas = Canvas(width: context.width, height: 3)
        canvas.fill(glyphs.h, x: 0, y: 0, count: context.width)
        guard !tabs.isEmpty else { return Block(canvas, points: 49, joinedRows: [0]) }
        let titles = tabs.map { Inline.text(tabTitle($0), glyphs) }
        let slot = inner / tabs.count
        var spans: [(x: Int, width: Int)]
        if titles.allSatisfy({ $0.natural <= slot - 1 }) {
            spans = tabs.indices.map { (1 + $0 * slot + (inner - slot * tabs.count) / 2, slot) }
        } else {
            let parts = titles.flatMap { [InlineLayout.Part.flexible, .item($0)] } + [.flexible]
            let placed = InlineLayout.place(parts, width: inner)
            spans = placed.map { (1 + $0.x, DisplayWidth.of($0.text)) }
        }
        for (index, tab) in tabs.enumerated() {
            let span = spans[index]
            let isSelected = index == selected || (selected == nil && tab.hasFlag("selected"))
            var badge: String?
            if let text = tab.text("badge") { badge = text }
            // The icon may be wider than a short title: centre it on the title, within the bar.
            let icon = tabIcon(selected: isSelected, badge: badge, width: max(span.width, slot - 1))
            let iconWidth = DisplayWidth.of(icon)
            let iconX = min(max(1, span.x + (span.width - iconWidth) / 2), context.width - 1 - iconWidth)
            canvas.write(icon, x: iconX, y: 1)
            context.write(tabTitle(tab), into: &canvas, x: span.x, y: 2, width: span.width, .center)
        }
        return Block(canvas, points: 49, joinedRows: [0])
    }

    /// A tab's icon with its badge, `◇(2)`, the selected one filled between the selection marks,
    /// `▸◆◂`, in at most `width` columns. When that is too wide, the marks go first (the filled
    /// icon still shows the selection), then the badge's parentheses, then the badge; the icon
    /// always stays.
    func tabIcon(selected: Bool, badge: String?, width: Int) -> String {
        let icon = selected ? glyphs.tabSelected : glyphs.tab
        let marked = selected ? String(glyphs.selectedLeft) + icon + String(glyphs.selectedRight) : icon
        let candidates = badge.map { [marked + "(\($0))", icon + "(\($0))", icon + $0] } ?? []
        return (candidates + [marked, icon]).first { DisplayWidth.of($0) <= width } ?? icon
    }

    /// A tab's title: its label, else its system item's title.
    func tabTitle(_ tab: Element) -> String {
        if let label = tab.label?.value, !label.isEmpty { return label }
        if let item = tab.choice("system", as: TabBarSystemItem.self) { return Controls.title(of: item) }
        return ""
    }

    /// An element of a navigation bar or toolbar as a bar item.
    private func barItem(_ element: Element) -> Inline? {
        switch element.kind {
        case .button: controls.button(element)
        case .segmented:
            if case .choices(let choices)? = element.value?.value { controls.segmented(choices) } else { nil }
        case .searchField: controls.searchField(element)
        case .infoButton: .fixed(glyphs.infoButton)
        case .label: .text(element.label?.value ?? "", glyphs)
        case .activityIndicator: .fixed(glyphs.spinner)
        case .progress:
            controls.progress(element)
        case .title, .prompt, .back, .contactAddButton, .space, .cell, .switch, .slider, .textField, .textView,
            .image, .picker, .datePicker, .stepper, .pageControl, .webView, .map, .collection, .tab, .message,
            .refreshControl, .activity: nil
        }
    }
}
