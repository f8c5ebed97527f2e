/// The large views: images, maps, web views, collections and text views, each a box that says
/// what it is by what is inside.
struct MediaDrawer {
    let context: DrawingContext
    private var glyphs: Glyphs { context.glyphs }

    /// The size written as `{size: WxH}`, in columns and rows.
    func size(of element: Element) -> (columns: Int, rows: Int)? {
        guard case .size(let width, let height)? = element.attribute("size")?.value else { return nil }
        return (context.columns(width), max(3, Int((height / Double(DrawingContext.pointsPerRow)).rounded())))
    }

    /// An image placeholder: a box with diagonals from its corners and its label in the middle,
    /// `width` × `height`, centred in `fullWidth` columns.
    func image(_ element: Element, width: Int, height: Int, fullWidth: Int) -> Canvas {
        var canvas = Canvas(width: fullWidth, height: height)
        let width = min(width, fullWidth)
        let left = (fullWidth - width) / 2
        canvas.box(x: left, y: 0, width: width, height: height, glyphs: glyphs, rounded: false)
        let inner = width - 2
        let rows = height - 2
        let labelRow = 1 + (rows - 1) / 2
        // Corner diagonals two columns per row, about 45° in a terminal, stopping short of the label.
        for step in 0..<max(0, (rows - 1) / 2) where 2 * step < inner / 2 {
            canvas.put(glyphs.diagonalDown, x: left + 1 + 2 * step, y: 1 + step)
            canvas.put(glyphs.diagonalUp, x: left + inner - 2 * step, y: 1 + step)
            canvas.put(glyphs.diagonalUp, x: left + 1 + 2 * step, y: height - 2 - step)
            canvas.put(glyphs.diagonalDown, x: left + inner - 2 * step, y: height - 2 - step)
        }
        if rows > 0 { centredLabel(element.label?.value ?? "", into: &canvas, x: left + 1, y: labelRow, width: inner) }
        return canvas
    }

    /// A map: a box of dots (shaded for satellite, both for hybrid) with a pin and the label.
    func map(_ element: Element, width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        canvas.box(x: 0, y: 0, width: width, height: height, glyphs: glyphs, rounded: false)
        let mode = element.choice("mode", as: MapMode.self) ?? .standard
        for row in 1..<max(1, height - 1) {
            let shaded = mode == .satellite || (mode == .hybrid && row % 2 == 0)
            if shaded {
                canvas.fill(glyphs.satellite, x: 1, y: row, count: width - 2)
            } else {
                for x in stride(from: 2 + (row % 2) * 2, to: width - 2, by: 4) { canvas.write(glyphs.mapDot, x: x, y: row) }
            }
        }
        if height > 2 {
            let label = element.label?.value ?? ""
            centredLabel(label.isEmpty ? glyphs.mapPin : glyphs.mapPin + " " + label, into: &canvas, x: 1, y: height / 2, width: width - 2)
        }
        return canvas
    }

    /// A web view: a box with its label (address or description) on the first line and lines of
    /// `~` standing for the page's text.
    func webView(_ element: Element, width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        canvas.box(x: 0, y: 0, width: width, height: height, glyphs: glyphs, rounded: false)
        guard height > 2, width > 4 else { return canvas }
        context.write(element.label?.value ?? "", into: &canvas, x: 2, y: 1, width: width - 4)
        let words = [5, 3, 7, 4, 6, 2, 8, 4, 3, 6, 5, 2]
        var word = 0
        for row in 2..<(height - 1) where row % 2 == 1 {
            var x = 2
            let end = width - 2 - (row % 3 == 0 ? 4 : 0)
            while x + words[word % words.count] <= end {
                canvas.fill("~", x: x, y: row, count: words[word % words.count])
                x += words[word % words.count] + 1
                word += 1
            }
        }
        return canvas
    }

    /// A collection: a grid of items, four to a row (79 pt thumbnails across 320 pt), each a box
    /// three rows tall; `items` of them, or as many rows as `height` holds.
    func collection(_ element: Element, width: Int, height: Int?) -> Canvas {
        let perRow = 4
        let itemWidth = max(3, width / perRow)
        var rows = max(1, (height ?? 3) / 3)
        var count = rows * perRow
        if case .integer(let items)? = element.attribute("items")?.value {
            count = max(0, items)
            rows = (count + perRow - 1) / perRow
        }
        var canvas = Canvas(width: width, height: max(1, rows * 3))
        let left = (width - itemWidth * perRow) / 2
        for item in 0..<count {
            canvas.box(
                x: left + (item % perRow) * itemWidth, y: (item / perRow) * 3, width: itemWidth, height: 3, glyphs: glyphs,
                rounded: false)
        }
        return canvas
    }

    /// A text view: a box with its text wrapped inside, at least `rows` lines.
    func textView(_ element: Element, width: Int, rows: Int) -> Canvas {
        let lines = RowDrawer(context: context).textLines(element, width: width - 4, minimumRows: rows)
        var canvas = Canvas(width: width, height: lines.height + 2)
        canvas.box(x: 0, y: 0, width: width, height: canvas.height, glyphs: glyphs, rounded: false)
        canvas.draw(lines, x: 2, y: 1)
        return canvas
    }

    /// `text` centred on row `y`, with a blank column each side to stand clear of the pattern
    /// when the box is wide enough (in a small box the whole label matters more).
    private func centredLabel(_ text: String, into canvas: inout Canvas, x: Int, y: Int, width: Int) {
        guard !text.isEmpty, width > 0 else { return }
        let textWidth = DisplayWidth.of(text)
        let padding = textWidth + 2 <= width ? 1 : 0
        let fitted = TextFit.fit(text, width - 2 * padding, ellipsis: glyphs.ellipsis)
        let span = DisplayWidth.of(fitted) + 2 * padding
        let start = x + TextFit.offset(span, in: width, .center)
        for column in start..<min(x + width, start + span) { canvas.clear(x: column, y: y) }
        canvas.write(fitted, x: start + padding, y: y)
    }
}
