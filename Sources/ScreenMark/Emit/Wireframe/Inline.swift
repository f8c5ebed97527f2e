/// A piece of one row — a title, a bar button, a switch, a segmented control — that knows how
/// wide it would like to be, how narrow it can go, and how to draw itself at a given width.
///
/// Bars and table rows lay out their pieces with ``InlineLayout``, which shrinks the widest
/// piece first: several long labels are cut evenly instead of the last one vanishing.
struct Inline {
    /// Columns it takes when there is room.
    var natural: Int
    /// The fewest columns it can be drawn in.
    var minimum: Int
    /// Whether it takes spare room in a row (a slider, a progress bar, a search field).
    var grows = false
    /// Draws it in exactly the given number of columns or fewer (never more).
    var render: (Int) -> String

    /// Text, cut with an ellipsis when narrowed.
    static func text(_ text: String, _ glyphs: Glyphs) -> Inline {
        let width = DisplayWidth.of(text)
        let ellipsis = DisplayWidth.of(glyphs.ellipsis)
        return Inline(natural: width, minimum: min(width, ellipsis + 1)) {
            TextFit.fit(text, $0, ellipsis: glyphs.ellipsis)
        }
    }

    /// Drawn as it is; never narrowed (the row clips it if it must).
    static func fixed(_ text: String) -> Inline {
        let width = DisplayWidth.of(text)
        return Inline(natural: width, minimum: width) { _ in text }
    }

    /// Text between two marks, e.g. `[Edit]`: the marks stay, the text is cut.
    static func wrapped(_ text: String, _ open: String, _ close: String, _ glyphs: Glyphs) -> Inline {
        let inner = Inline.text(text, glyphs)
        let marks = DisplayWidth.of(open) + DisplayWidth.of(close)
        return Inline(natural: inner.natural + marks, minimum: inner.minimum + marks) {
            open + inner.render($0 - marks) + close
        }
    }

    /// Pieces side by side with `gap` columns between them; narrowed as one row.
    static func joined(_ parts: [Inline], gap: Int = 1) -> Inline {
        let parts = parts.filter { $0.natural > 0 }
        let gaps = max(0, parts.count - 1) * gap
        return Inline(
            natural: parts.reduce(gaps) { $0 + $1.natural }, minimum: parts.reduce(gaps) { $0 + $1.minimum },
            grows: parts.contains { $0.grows }
        ) { width in
            let widths = InlineLayout.shrink(parts, toFit: width - gaps)
            return zip(parts, widths).map { DisplayWidth.pad($0.render($1), toWidth: $1) }
                .joined(separator: String(repeating: " ", count: gap))
        }
    }
}

/// Laying out ``Inline`` pieces along one row.
enum InlineLayout {
    /// One entry of a bar: a piece or a space.
    enum Part {
        case item(Inline)
        /// Takes an equal share of what is left (`space {flexible}`).
        case flexible
        /// A fixed number of columns (`space {width: 20}`).
        case fixed(Int)
    }

    /// Widths for `parts` that add up to at most `available`: each gets its natural width,
    /// then the widest is narrowed one column at a time (never below its minimum) until they fit.
    static func shrink(_ parts: [Inline], toFit available: Int) -> [Int] {
        var widths = parts.map(\.natural)
        var total = widths.reduce(0, +)
        while total > available {
            var widest: Int?
            for index in widths.indices where widths[index] > parts[index].minimum {
                if widest == nil || widths[index] > widths[widest!] { widest = index }
            }
            guard let index = widest else { break }
            widths[index] -= 1
            total -= 1
        }
        return widths
    }

    /// Places the parts of a bar in `width` columns and returns where each item starts, with its
    /// text. Items are at least one column apart; flexible spaces share what is left, the leftmost
    /// taking the odd columns. Without a flexible space the items are packed from the left.
    static func place(_ parts: [Part], width: Int) -> [(x: Int, text: String)] {
        var items: [Inline] = []
        var fixedColumns = 0
        var flexibleCount = 0
        for part in parts {
            switch part {
            case .item(let inline):
                if !items.isEmpty { fixedColumns += 1 }  // items never touch
                items.append(inline)
            case .flexible:
                flexibleCount += 1
            case .fixed(let columns):
                fixedColumns += columns
            }
        }
        let widths = shrink(items, toFit: width - fixedColumns)
        let spare = max(0, width - fixedColumns - widths.reduce(0, +))
        var placed: [(x: Int, text: String)] = []
        var x = 0
        var flexibleIndex = 0
        var itemIndex = 0
        for part in parts {
            switch part {
            case .item:
                if itemIndex > 0 { x += 1 }
                let text = items[itemIndex].render(widths[itemIndex])
                placed.append((x, text))
                x += widths[itemIndex]
                itemIndex += 1
            case .flexible:
                x += spare / flexibleCount + (flexibleIndex < spare % flexibleCount ? 1 : 0)
                flexibleIndex += 1
            case .fixed(let columns):
                x += columns
            }
        }
        return placed
    }

    /// A row with `left` pieces from the left edge and `right` pieces against the right edge.
    static func sides(left: [Inline], right: [Inline], width: Int) -> [(x: Int, text: String)] {
        place(left.map(Part.item) + [.flexible] + right.map(Part.item), width: width)
    }

    /// A bar with a centred title between a left and a right piece, as a navigation bar draws
    /// it. When everything fits, the title is centred on the bar, or in the gap between the
    /// sides if they reach past the middle. When something must be cut, the title keeps its
    /// width and the middle if each side can be narrowed to the half it leaves; if not, the
    /// widest of the three is cut first.
    static func centered(left: Inline?, title: Inline?, right: Inline?, width: Int) -> [(x: Int, text: String)] {
        let pieces = [left, title, right]
        var widthOf: [Int?] = pieces.map { $0?.natural }
        let gaps = (left != nil && title != nil ? 1 : 0) + (title != nil && right != nil ? 1 : 0)
            + (left != nil && right != nil && title == nil ? 1 : 0)
        let fits = widthOf.reduce(0, { $0 + ($1 ?? 0) }) + gaps <= width
        if !fits, let title, left != nil || right != nil {
            let half = (width - title.natural) / 2 - 1
            if (left?.minimum ?? 0) <= half, (right?.minimum ?? 0) <= half {
                widthOf[0] = left.map { min($0.natural, half) }
                widthOf[2] = right.map { min($0.natural, half) }
            }
        }
        if widthOf.reduce(0, { $0 + ($1 ?? 0) }) + gaps > width {
            let widths = shrink(pieces.compactMap { $0 }, toFit: width - gaps)
            var next = 0
            for index in pieces.indices where pieces[index] != nil {
                widthOf[index] = widths[next]
                next += 1
            }
        }
        var placed: [(x: Int, text: String)] = []
        let leftWidth = widthOf[0] ?? 0
        let rightWidth = widthOf[2] ?? 0
        if let left { placed.append((0, left.render(leftWidth))) }
        if let right { placed.append((width - rightWidth, right.render(rightWidth))) }
        if let title, let titleWidth = widthOf[1] {
            let text = title.render(titleWidth)
            let drawn = DisplayWidth.of(text)
            let low = left == nil ? 0 : leftWidth + 1
            let high = right == nil ? width : width - rightWidth - 1
            var x = (width - drawn) / 2
            if x < low || x + drawn > high { x = low + max(0, (high - low - drawn) / 2) }
            placed.append((x, text))
        }
        return placed
    }

    /// Writes placed parts on row `y` of `canvas`, from column `x`, clipped at `width` columns
    /// when given: pieces that cannot be narrowed enough to fit are cut at the row's end, never
    /// drawn over what lies beyond it (a margin, the frame).
    static func draw(_ placed: [(x: Int, text: String)], into canvas: inout Canvas, x: Int, y: Int, width: Int? = nil) {
        for part in placed {
            let limit = width.map { $0 - part.x } ?? canvas.width
            if limit > 0 { canvas.write(part.text, x: x + part.x, y: y, limit: limit) }
        }
    }
}
