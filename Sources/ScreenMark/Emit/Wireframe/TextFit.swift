/// Text measured and cut by display width: fitting, aligning and wrapping.
///
/// Everything here counts columns with ``DisplayWidth`` and cuts only between grapheme clusters,
/// so a wide character is never split and a combining mark stays with its base.
enum TextFit {
    enum Alignment: Sendable {
        case leading, center, trailing
    }

    /// `text` cut to at most `width` columns with `ellipsis` at the cut, or unchanged if it fits.
    static func fit(_ text: String, _ width: Int, ellipsis: String) -> String {
        DisplayWidth.truncate(text, toWidth: width, ellipsis: ellipsis)
    }

    /// The column at which `textWidth` columns start inside `width` columns, aligned.
    static func offset(_ textWidth: Int, in width: Int, _ alignment: Alignment) -> Int {
        switch alignment {
        case .leading: 0
        case .center: max(0, (width - textWidth) / 2)
        case .trailing: max(0, width - textWidth)
        }
    }

    /// Writes `text`, fitted to `width` columns and aligned, at (`x`, `y`).
    static func write(
        _ text: String, into canvas: inout Canvas, x: Int, y: Int, width: Int, _ alignment: Alignment = .leading,
        ellipsis: String
    ) {
        guard width > 0 else { return }
        let fitted = fit(text, width, ellipsis: ellipsis)
        let fittedWidth = DisplayWidth.of(fitted)
        canvas.write(fitted, x: x + offset(fittedWidth, in: width, alignment), y: y, limit: width)
    }

    /// `text` broken into lines of at most `width` columns: at spaces where possible, between any
    /// two characters inside a word too long for a line (as CJK text, which has no spaces, is
    /// broken anyway). Runs of white space, line breaks included, count as one space: prose
    /// written over several Markdown lines is one paragraph. Returns at least one line.
    static func wrap(_ text: String, _ width: Int) -> [String] {
        guard width > 0 else { return [""] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(whereSeparator: { $0.isWhitespace }) {
            let wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if wordWidth <= width {
                line = String(word)
                lineWidth = wordWidth
                continue
            }
            // A word wider than the line: break it between characters.
            for character in word {
                let columns = DisplayWidth.of(character)
                if lineWidth + columns > width, lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += columns
            }
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `lines` limited to `count`, the last kept line ending in an ellipsis when some were dropped.
    static func limit(_ lines: [String], to count: Int, width: Int, ellipsis: String) -> [String] {
        guard lines.count > count, count > 0 else { return lines }
        var kept = Array(lines.prefix(count))
        let last = kept[count - 1]
        let room = width - DisplayWidth.of(ellipsis)
        kept[count - 1] = DisplayWidth.of(last) <= room ? last + ellipsis : fit(last + ellipsis, width, ellipsis: ellipsis)
        return kept
    }
}
