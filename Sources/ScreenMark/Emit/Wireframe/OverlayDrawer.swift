/// Alerts, action sheets and activity views, each drawn as boxes that the renderer lays over
/// the screen: an alert centred, the sheets at the bottom.
///
/// A destructive button's title starts with `!` (iOS draws it red); a Cancel button of a sheet
/// sits in a box of its own below the others, as iOS 7 draws it.
struct OverlayDrawer {
    let context: DrawingContext
    private var glyphs: Glyphs { context.glyphs }

    /// Whether the overlay is drawn centred (an alert) rather than from the bottom.
    static func isCentred(_ region: Region) -> Bool { region.kind == .alert }

    func draw(_ region: Region) -> Canvas {
        switch region.kind {
        case .alert: alert(region)
        case .activityView: sheet(region, activities: true)
        case .actionSheet: sheet(region, activities: false)
        // Not overlays: never drawn here.
        case .statusBar, .navigationBar, .searchBar, .scopeBar, .table, .content, .toolbar, .tabBar:
            sheet(region, activities: false)
        }
    }

    /// A box about 270 pt wide: title and message centred, text fields, then the buttons, two
    /// side by side or else one per row.
    private func alert(_ region: Region) -> Canvas {
        let boxWidth = min(context.columns(270), context.width - 2)
        let inner = boxWidth - 4
        var rows: [(text: String, alignment: TextFit.Alignment)] = []
        if let title = region.title?.value { rows += TextFit.wrap(title, inner).map { ($0, .center) } }
        for element in region.elements where element.kind == .message {
            rows += TextFit.wrap(element.label?.value ?? "", inner).map { ($0, .center) }
        }
        for element in region.elements where element.kind == .textField {
            rows.append((context.controls.textField(element).render(inner), .leading))
        }
        let buttons = region.elements.filter { $0.kind == .button }.map(title)
        let sideBySide = buttons.count == 2
        let buttonRows = buttons.isEmpty ? 0 : (sideBySide ? 2 : 2 * buttons.count)
        var canvas = Canvas(width: boxWidth, height: 2 + rows.count + buttonRows)
        canvas.box(x: 0, y: 0, width: boxWidth, height: canvas.height, glyphs: glyphs)
        for (index, row) in rows.enumerated() {
            context.write(row.text, into: &canvas, x: 2, y: 1 + index, width: inner, row.alignment)
        }
        var y = 1 + rows.count
        if sideBySide {
            let half = (boxWidth - 3) / 2
            canvas.rule(x: 0, y: y, width: boxWidth, glyphs: glyphs)
            canvas.put(glyphs.teeDown, x: 1 + half, y: y)
            canvas.put(glyphs.v, x: 1 + half, y: y + 1)
            canvas.put(glyphs.teeUp, x: 1 + half, y: y + 2)
            context.write(buttons[0], into: &canvas, x: 1, y: y + 1, width: half, .center)
            context.write(buttons[1], into: &canvas, x: 2 + half, y: y + 1, width: boxWidth - 3 - half, .center)
        } else {
            for button in buttons {
                canvas.rule(x: 0, y: y, width: boxWidth, glyphs: glyphs)
                context.write(button, into: &canvas, x: 2, y: y + 1, width: inner, .center)
                y += 2
            }
        }
        return canvas
    }

    /// Boxes across the screen: the title and message, then the buttons (or, for an activity
    /// view, the services four to a row, icon above title); the Cancel buttons in their own box.
    private func sheet(_ region: Region, activities: Bool) -> Canvas {
        let boxWidth = context.width - 2
        let inner = boxWidth - 4
        var header: [String] = []
        if let title = region.title?.value { header += TextFit.wrap(title, inner) }
        for element in region.elements where element.kind == .message { header += TextFit.wrap(element.label?.value ?? "", inner) }
        let buttons = region.elements.filter { $0.kind == .button }
        let cancels = buttons.filter { $0.choice("role", as: ButtonRole.self) == .cancel }
        let others = buttons.filter { $0.choice("role", as: ButtonRole.self) != .cancel }
        let services = activities ? region.elements.filter { $0.kind == .activity } : []

        var main: [[String]] = []  // groups of lines, separated by rules
        if !header.isEmpty { main.append(header) }
        if activities {
            let perRow = 4
            let slot = inner / perRow
            for start in stride(from: 0, to: services.count, by: perRow) {
                let group = services[start..<min(services.count, start + perRow)]
                main.append([row(group.map { _ in glyphs.icon }, slot: slot), row(group.map(activityTitle), slot: slot)])
            }
        }
        main += others.map { [title($0)] }
        let mainHeight = main.isEmpty ? 0 : 1 + main.reduce(0) { $0 + $1.count + 1 }
        let cancelHeight = cancels.isEmpty ? 0 : 1 + 2 * cancels.count
        var canvas = Canvas(width: context.width, height: mainHeight + cancelHeight)
        if !main.isEmpty { drawGroups(main, into: &canvas, y: 0, boxWidth: boxWidth) }
        if !cancels.isEmpty { drawGroups(cancels.map { [title($0)] }, into: &canvas, y: mainHeight, boxWidth: boxWidth) }
        return canvas
    }

    /// A rounded box from row `y` holding `groups` of centred lines, a rule between groups.
    private func drawGroups(_ groups: [[String]], into canvas: inout Canvas, y: Int, boxWidth: Int) {
        let height = 1 + groups.reduce(0) { $0 + $1.count + 1 }
        canvas.box(x: 1, y: y, width: boxWidth, height: height, glyphs: glyphs)
        var row = y + 1
        for (index, group) in groups.enumerated() {
            if index > 0 {
                canvas.rule(x: 1, y: row, width: boxWidth, glyphs: glyphs)
                row += 1
            }
            for line in group {
                context.write(line, into: &canvas, x: 3, y: row, width: boxWidth - 4, .center)
                row += 1
            }
        }
    }

    /// Texts centred in slots `slot` columns wide, side by side, as one line.
    private func row(_ texts: [String], slot: Int) -> String {
        var line = ""
        for text in texts {
            let fitted = TextFit.fit(text, slot - 1, ellipsis: glyphs.ellipsis)
            let left = TextFit.offset(DisplayWidth.of(fitted), in: slot, .center)
            line += DisplayWidth.pad(String(repeating: " ", count: left) + fitted, toWidth: slot)
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    /// A button's title in an alert or sheet; `!` marks a destructive one.
    private func title(_ button: Element) -> String {
        let title = context.controls.buttonTitle(button)
        return button.choice("role", as: ButtonRole.self) == .destructive ? glyphs.destructive + " " + title : title
    }

    /// An activity's title: its label, else its system activity's title.
    private func activityTitle(_ activity: Element) -> String {
        if let label = activity.label?.value, !label.isEmpty { return label }
        if let system = activity.choice("system", as: SystemActivity.self) { return Controls.title(of: system) }
        return glyphs.icon
    }
}
