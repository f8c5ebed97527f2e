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

    /// `text` broken into lines of at most `width` columns. A line may break at a space, before
    /// or after any wide character (CJK text has no spaces, and mixes with Latin words without
    /// them: `网络。Your`), and inside a word only when the word alone is wider than a line.
    /// Runs of white space, line breaks included, count as one space: prose written over several
    /// Markdown lines is one paragraph. Returns at least one line.
    static func wrap(_ text: String, _ width: Int) -> [String] {
        guard width > 0 else { return [""] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        func add(_ piece: String, _ pieceWidth: Int, spaced: Bool) {
            let gap = spaced && lineWidth > 0 ? 1 : 0
            if lineWidth > 0, lineWidth + gap + pieceWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if lineWidth > 0, gap > 0 {
                line += " "
                lineWidth += 1
            }
            if pieceWidth <= width - lineWidth {
                line += piece
                lineWidth += pieceWidth
                return
            }
            // A word wider than the line: broken between characters.
            for character in piece {
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
        var word = ""
        var wordSpaced = false
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                if !word.isEmpty { add(word, DisplayWidth.of(word), spaced: wordSpaced) }
                word = ""
                pendingSpace = true
            } else if DisplayWidth.of(character) == 2 {
                if !word.isEmpty { add(word, DisplayWidth.of(word), spaced: wordSpaced) }
                word = ""
                add(String(character), 2, spaced: pendingSpace)
                pendingSpace = false
            } else {
                if word.isEmpty {
                    wordSpaced = pendingSpace
                    pendingSpace = false
                }
                word.append(character)
            }
        }
        if !word.isEmpty { add(word, DisplayWidth.of(word), spaced: wordSpaced) }
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
