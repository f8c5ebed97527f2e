/// How wide text is drawn in the iPhone's system font, in points: what the rules that ask whether
/// a title fits its room measure with.
///
/// Each character of ISO Latin-1 takes Helvetica's advance width (``SystemFontMetrics``: Adobe's
/// metrics; iOS 7's Helvetica Neue is within a few percent); a character two columns wide
/// (``DisplayWidth``: Chinese, Japanese, Korean, emoji) takes an em, as those fonts draw it; any
/// other visible character (Greek, Cyrillic, a Latin letter beyond Latin-1) takes the width of a
/// lower-case `n`, an average letter. A character that takes no column (a combining mark, a
/// zero-width joiner) takes nothing. No kerning: it changes a title by a point or two.
public enum TextWidth {
    /// The weight of the font.
    public enum Weight: Sendable {
        case regular, bold
    }

    /// The width of `text` at `size` points, in points.
    public static func points(_ text: String, size: Double, weight: Weight) -> Double {
        let metrics = weight == .bold ? SystemFontMetrics.bold : SystemFontMetrics.regular
        let average = Double(metrics[Int(UInt8(ascii: "n"))])
        var thousandths = 0.0
        for character in text {
            let columns = DisplayWidth.of(character)
            guard columns > 0 else { continue }
            if columns == 2 {
                thousandths += 1000
            } else if let scalar = character.unicodeScalars.first, scalar.value < 256, metrics[Int(scalar.value)] > 0 {
                thousandths += Double(metrics[Int(scalar.value)])
            } else {
                thousandths += average
            }
        }
        return thousandths * size / 1000
    }
}
