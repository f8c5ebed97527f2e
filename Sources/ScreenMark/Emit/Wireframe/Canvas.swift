/// A grid of character cells, addressed by column and row, that a wireframe is drawn on.
///
/// Columns are display columns (``DisplayWidth``): a wide character (CJK, emoji, a flag) takes its
/// cell and the next one, which holds a continuation placeholder that is skipped on output. The
/// grid keeps that invariant whatever is written over what:
/// - overwriting either half of a wide character blanks the other half, so no line ever holds
///   half a character and every line keeps the canvas's width;
/// - a wide character that would cross the right edge is not drawn (the cell stays blank);
/// - clusters of width 0 (control characters, a lone joiner) are never placed: they could not be
///   seen, and a tab or line break in a label must not break the drawing.
struct Canvas: Sendable {
    enum Cell: Hashable, Sendable {
        case blank
        case character(Character)
        /// The right half of the wide character in the cell to the left.
        case continuation
    }

    /// Columns per row.
    let width: Int
    private(set) var height: Int
    private var cells: [Cell]

    /// A blank canvas.
    init(width: Int, height: Int = 0) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// Adds `count` blank rows at the bottom.
    mutating func addRows(_ count: Int) {
        guard count > 0 else { return }
        cells.append(contentsOf: repeatElement(.blank, count: count * width))
        height += count
    }

    subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, x < width, y >= 0, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// Puts one character at (`x`, `y`) and returns the columns it takes (0, 1 or 2). Outside the
    /// canvas nothing is drawn; a wide character in the last column is replaced by a blank.
    @discardableResult
    mutating func put(_ character: Character, x: Int, y: Int) -> Int {
        // A joiner at the end of a cluster joins nothing in it, but would fuse it with an emoji
        // placed in the next cell.
        if character.unicodeScalars.count > 1, character.unicodeScalars.last == "\u{200D}" {
            return put(Character(String(String.UnicodeScalarView(character.unicodeScalars.dropLast()))), x: x, y: y)
        }
        let columns = DisplayWidth.of(character)
        guard columns > 0, y >= 0, y < height, x >= 0, x < width else { return columns }
        release(x: x, y: y)
        if columns == 2 {
            guard x + 1 < width else {
                cells[y * width + x] = .blank
                return 2
            }
            release(x: x + 1, y: y)
            cells[y * width + x + 1] = .continuation
        }
        cells[y * width + x] = .character(character)
        return columns
    }

    /// Writes `text` from column `x`, clipped at the right edge (and at `x + limit` when given)
    /// without an ellipsis: callers that want one fit the text first (``TextFit``). Returns the
    /// columns written.
    @discardableResult
    mutating func write(_ text: String, x: Int, y: Int, limit: Int? = nil) -> Int {
        let end = min(width, limit.map { x + $0 } ?? width)
        var column = x
        // Control characters go before the text is cut into clusters, not after: dropped between
        // two emoji joined by a ZWJ (`👩‍\u{1}👩`), one would leave two clusters here that fuse
        // into one, two columns narrower, when the line is read back.
        let text = text.unicodeScalars.contains(where: VisibleText.isControl)
            ? String(String.UnicodeScalarView(text.unicodeScalars.filter { !VisibleText.isControl($0) })) : text
        for character in text {
            let columns = DisplayWidth.of(character)
            if columns == 0 { continue }
            if column + columns > end { break }
            put(character, x: column, y: y)
            column += columns
        }
        return column - x
    }

    /// Fills columns `x..<x+count` of row `y` with `character` (one column wide).
    mutating func fill(_ character: Character, x: Int, y: Int, count: Int) {
        for column in max(0, x)..<max(max(0, x), min(width, x + count)) { put(character, x: column, y: y) }
    }

    /// Draws the outline of a box `boxWidth` × `boxHeight` with its top-left corner at (`x`, `y`).
    mutating func box(x: Int, y: Int, width boxWidth: Int, height boxHeight: Int, glyphs: Glyphs, rounded: Bool = true) {
        guard boxWidth >= 2, boxHeight >= 2 else { return }
        let right = x + boxWidth - 1
        let bottom = y + boxHeight - 1
        fill(glyphs.h, x: x + 1, y: y, count: boxWidth - 2)
        fill(glyphs.h, x: x + 1, y: bottom, count: boxWidth - 2)
        for row in (y + 1)..<bottom {
            put(glyphs.v, x: x, y: row)
            put(glyphs.v, x: right, y: row)
        }
        put(rounded ? glyphs.roundTopLeft : glyphs.topLeft, x: x, y: y)
        put(rounded ? glyphs.roundTopRight : glyphs.topRight, x: right, y: y)
        put(rounded ? glyphs.roundBottomLeft : glyphs.bottomLeft, x: x, y: bottom)
        put(rounded ? glyphs.roundBottomRight : glyphs.bottomRight, x: right, y: bottom)
    }

    /// A horizontal rule across a box: `├───┤` from `x` to `x + ruleWidth - 1`.
    mutating func rule(x: Int, y: Int, width ruleWidth: Int, glyphs: Glyphs, line: Character? = nil) {
        guard ruleWidth >= 2 else { return }
        put(glyphs.teeLeft, x: x, y: y)
        fill(line ?? glyphs.h, x: x + 1, y: y, count: ruleWidth - 2)
        put(glyphs.teeRight, x: x + ruleWidth - 1, y: y)
    }

    /// Copies `other` onto this canvas with its top-left corner at (`x`, `y`); blank cells of
    /// `other` are copied too (it is opaque), and what falls outside is clipped.
    ///
    /// Widths are not measured again: a character is wide exactly when a continuation follows
    /// it in `other`. (Measuring every box-drawing character was most of the drawing time.)
    mutating func draw(_ other: Canvas, x: Int, y: Int) {
        for row in 0..<other.height where y + row >= 0 && y + row < height {
            let target = y + row
            for column in 0..<other.width {
                let to = x + column
                guard to >= 0, to < width else { continue }
                switch other.cells[row * other.width + column] {
                case .character(let character):
                    let wide = column + 1 < other.width && other.cells[row * other.width + column + 1] == .continuation
                    release(x: to, y: target)
                    if wide {
                        guard to + 1 < width else {
                            cells[target * width + to] = .blank
                            continue
                        }
                        release(x: to + 1, y: target)
                        cells[target * width + to + 1] = .continuation
                    }
                    cells[target * width + to] = .character(character)
                case .blank:
                    clear(x: to, y: target)
                case .continuation:
                    break  // written with its left half
                }
            }
        }
    }

    /// Row `index` alone, as a canvas one row tall.
    func row(_ index: Int) -> Canvas {
        var copy = Canvas(width: width, height: 1)
        copy.cells = Array(cells[(index * width)..<((index + 1) * width)])
        return copy
    }

    /// The first `count` rows.
    func prefix(rows count: Int) -> Canvas {
        var copy = self
        copy.height = max(0, min(height, count))
        copy.cells.removeSubrange((copy.height * width)...)
        return copy
    }

    /// Blanks one cell (and the other half of a wide character there).
    mutating func clear(x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        release(x: x, y: y)
        cells[y * width + x] = .blank
    }

    /// The rows as text: continuation cells skipped, blank cells as spaces. Every line is exactly
    /// ``width`` display columns.
    func lines() -> [String] {
        (0..<height).map { line($0) }
    }

    /// One row as text.
    func line(_ row: Int) -> String {
        var text = ""
        text.reserveCapacity(width)
        for cell in cells[(row * width)..<((row + 1) * width)] {
            switch cell {
            case .blank: text.append(" ")
            case .character(let character): text.append(character)
            case .continuation: break
            }
        }
        return text
    }

    /// Before (`x`, `y`) is overwritten: if it holds half of a wide character, the other half
    /// becomes blank, so a character is never split.
    private mutating func release(x: Int, y: Int) {
        let index = y * width + x
        switch cells[index] {
        case .continuation:
            if x > 0 { cells[index - 1] = .blank }
        case .character:
            if x + 1 < width, cells[index + 1] == .continuation { cells[index + 1] = .blank }
        case .blank:
            break
        }
    }
}
