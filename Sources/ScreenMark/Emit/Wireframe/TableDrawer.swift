import Foundation

/// Plain and grouped tables, one block per row so the fold can fall between rows.
///
/// - Plain: rows across the screen, each followed by a separator; a section header is a shaded
///   band (22 pt); the section index, if any, runs down the right edge.
/// - Grouped: each section a rounded box inset from the edges, rows separated inside it, the
///   header above it and the footer below.
struct TableDrawer {
    let context: DrawingContext
    private var glyphs: Glyphs { context.glyphs }
    private var width: Int { context.width }

    func blocks(_ region: Region) -> [Block] {
        let sections =
            region.sections.isEmpty
            ? [Section(title: nil, elements: region.elements, footer: nil, headingRange: nil, range: region.range)]
            : region.sections
        var index: [String] = []
        if case .text(let text)? = region.attribute("index")?.value { index = Self.indexEntries(text) }
        let refresh = sections.flatMap(\.elements).filter { $0.kind == .refreshControl }
        var blocks = refresh.map { element -> Block in
            let row = RowDrawer(context: context).draw(element, width: width - 2).canvas
            var canvas = Canvas(width: width, height: 1)
            canvas.draw(row, x: 1, y: 0)
            return Block(canvas)
        }
        let rowsStart = blocks.count
        let reserve = index.isEmpty ? 0 : 2
        if region.tableStyle == .grouped {
            blocks += grouped(sections, reserve: reserve)
        } else {
            blocks += plain(sections, reserve: reserve)
        }
        if !index.isEmpty { drawIndex(index, on: &blocks[rowsStart...]) }
        return blocks
    }

    private func plain(_ sections: [Section], reserve: Int) -> [Block] {
        let rows = RowDrawer(context: context)
        let contentWidth = width - 2 - reserve
        var blocks: [Block] = []
        for section in sections {
            if let title = section.title?.value {
                var band = Canvas(width: width, height: 1)
                band.fill(glyphs.band, x: 0, y: 0, count: width - reserve)
                band.write(" " + TextFit.fit(title, contentWidth - 2, ellipsis: glyphs.ellipsis) + " ", x: 1, y: 0)
                blocks.append(Block(band))
            }
            for element in section.elements where element.kind != .refreshControl {
                let row = rows.draw(element, width: contentWidth)
                var canvas = Canvas(width: width, height: row.canvas.height + 1)
                canvas.draw(row.canvas, x: 1, y: 0)
                canvas.fill(glyphs.h, x: 0, y: row.canvas.height, count: width - reserve)
                blocks.append(Block(canvas, points: element.kind == .cell ? 44 : row.points))
            }
            if let footer = section.footer?.markdown { blocks.append(prose(footer, x: 1, width: contentWidth)) }
        }
        return blocks
    }

    private func grouped(_ sections: [Section], reserve: Int) -> [Block] {
        let rows = RowDrawer(context: context)
        let boxWidth = width - 2 - reserve
        let contentWidth = boxWidth - 4
        var blocks: [Block] = []
        for section in sections {
            let elements = section.elements.filter { $0.kind != .refreshControl }
            var head = Canvas(width: width, height: elements.isEmpty ? 1 : 2)
            if let title = section.title?.value { context.write(title, into: &head, x: 2, y: 0, width: boxWidth - 2) }
            if !elements.isEmpty {
                head.fill(glyphs.h, x: 2, y: 1, count: boxWidth - 2)
                head.put(glyphs.roundTopLeft, x: 1, y: 1)
                head.put(glyphs.roundTopRight, x: boxWidth, y: 1)
            }
            blocks.append(Block(head))
            for (position, element) in elements.enumerated() {
                let row = rows.draw(element, width: contentWidth)
                let height = row.canvas.height
                var canvas = Canvas(width: width, height: height + 1)
                for line in 0..<height {
                    canvas.put(glyphs.v, x: 1, y: line)
                    canvas.put(glyphs.v, x: boxWidth, y: line)
                }
                canvas.draw(row.canvas, x: 3, y: 0)
                if position == elements.count - 1 {
                    canvas.fill(glyphs.h, x: 2, y: height, count: boxWidth - 2)
                    canvas.put(glyphs.roundBottomLeft, x: 1, y: height)
                    canvas.put(glyphs.roundBottomRight, x: boxWidth, y: height)
                } else {
                    canvas.rule(x: 1, y: height, width: boxWidth, glyphs: glyphs)
                }
                blocks.append(Block(canvas, points: element.kind == .cell ? 44 : row.points))
            }
            if let footer = section.footer?.markdown { blocks.append(prose(footer, x: 2, width: boxWidth - 2)) }
        }
        return blocks
    }

    /// A section footer: its text wrapped, at most four lines.
    private func prose(_ markdown: String, x: Int, width lineWidth: Int) -> Block {
        let lines = TextFit.limit(TextFit.wrap(markdown, lineWidth), to: 4, width: lineWidth, ellipsis: glyphs.ellipsis)
        var canvas = Canvas(width: width, height: lines.count)
        for (row, line) in lines.enumerated() { canvas.write(line, x: x, y: row, limit: lineWidth) }
        return Block(canvas)
    }

    /// The index down the right edge, centred on the table's rows; when there are more entries
    /// than rows, every other row shows a `•` for the entries left out, as iOS shortens it.
    private func drawIndex(_ entries: [String], on blocks: inout ArraySlice<Block>) {
        let total = blocks.reduce(0) { $0 + $1.canvas.height }
        guard total > 0 else { return }
        var shown = entries
        if entries.count > total {
            let letters = max(1, (total + 1) / 2)
            shown = []
            for slot in 0..<letters {
                if slot > 0 { shown.append(glyphs.mapDot) }
                let position = letters == 1 ? 0 : slot * (entries.count - 1) / (letters - 1)
                shown.append(entries[position])
            }
        }
        var row = (total - shown.count) / 2
        var entry = 0
        var skipped = 0
        for blockIndex in blocks.indices {
            let height = blocks[blockIndex].canvas.height
            while entry < shown.count, row - skipped < height {
                if row >= skipped {
                    blocks[blockIndex].canvas.clear(x: width - 2, y: row - skipped)
                    blocks[blockIndex].canvas.write(shown[entry], x: width - 2, y: row - skipped, limit: 1)
                }
                row += 1
                entry += 1
            }
            skipped += height
        }
    }

    /// `A-Z` → A … Z; `A, B, C` or `ABC` → each entry.
    static func indexEntries(_ text: String) -> [String] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let scalars = Array(trimmed.unicodeScalars)
        if scalars.count == 3, scalars[1] == "-", scalars[0].value < scalars[2].value, scalars[2].value - scalars[0].value < 64 {
            return (scalars[0].value...scalars[2].value).compactMap { Unicode.Scalar($0).map { String(Character($0)) } }
        }
        let separated = trimmed.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        return separated.count > 1 ? separated : trimmed.map { String($0) }
    }
}
