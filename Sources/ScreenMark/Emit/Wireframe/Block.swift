/// The geometry and glyphs every drawer works with.
///
/// **Scale.** The screen's 320 pt are the columns inside the frame (38 at the default width of
/// 40, so about 8.4 pt a column), and a row is 22 pt. 22 pt is half the 44 pt that bars, table
/// rows and touch targets measure, so those are exactly two rows (their text and a rule), and
/// the 480 pt screen is 22 rows. Viewed in a GitHub diff (20 px lines, about 7.2 px per
/// character), 38 × 22 cells keep the screen's 2 : 3 shape.
struct DrawingContext {
    /// The points one row stands for.
    static let pointsPerRow = 22
    /// The screen, in points.
    static let screenWidth = 320.0
    static let screenHeight = 480
    /// The rows a 480 pt screen takes: 21.8, rounded.
    static let screenRows = Int((Double(screenHeight) / Double(pointsPerRow)).rounded())

    let glyphs: Glyphs
    /// Columns inside the frame: the screen's width.
    let width: Int
    let controls: Controls

    init(glyphs: Glyphs, width: Int) {
        self.glyphs = glyphs
        self.width = width
        controls = Controls(glyphs: glyphs)
    }

    /// The columns `points` horizontal points take, at least 1.
    func columns(_ points: Double) -> Int {
        max(1, Int((points * Double(width) / Self.screenWidth).rounded()))
    }

    /// Writes `text` fitted to `width` columns with this context's ellipsis.
    func write(_ text: String, into canvas: inout Canvas, x: Int, y: Int, width: Int, _ alignment: TextFit.Alignment = .leading) {
        TextFit.write(text, into: &canvas, x: x, y: y, width: width, alignment, ellipsis: glyphs.ellipsis)
    }
}

/// One piece of a screen drawn top to bottom: a bar, a table row, a control.
///
/// `points` is the height it stands for on the phone, from the HIG (a 44 pt row, a 216 pt
/// picker), which the rows only approximate; the fold marker is placed by points, so it is
/// where a 480 pt screen really ends whatever the rounding.
struct Block {
    var canvas: Canvas
    var points: Int
    /// For views that fill the space left on the screen (a web view, a map): draws the block
    /// again, `rows` tall.
    var grow: ((Int) -> Canvas)?
    /// Rows that are rules across the whole screen: the frame joins them (`├───┤`).
    var joinedRows: [Int] = []

    /// A block whose height in points is its rows × 22 unless given.
    init(_ canvas: Canvas, points: Int? = nil, joinedRows: [Int] = [], grow: ((Int) -> Canvas)? = nil) {
        self.canvas = canvas
        self.points = points ?? canvas.height * DrawingContext.pointsPerRow
        self.joinedRows = joinedRows
        self.grow = grow
    }

    /// A block that grows, first drawn `rows` tall.
    static func growing(rows: Int, _ draw: @escaping (Int) -> Canvas) -> Block {
        Block(draw(rows), grow: draw)
    }

    /// One row with `placed` pieces, from column `x`.
    static func row(width: Int, _ placed: [(x: Int, text: String)], x: Int = 0, points: Int? = nil) -> Block {
        var canvas = Canvas(width: width, height: 1)
        InlineLayout.draw(placed, into: &canvas, x: x, y: 0, width: width - 2 * x)
        return Block(canvas, points: points)
    }

    /// Blank rows.
    static func blank(width: Int, rows: Int) -> Block {
        Block(Canvas(width: width, height: rows))
    }
}
