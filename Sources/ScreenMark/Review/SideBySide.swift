/// Two drawings side by side, before on the left and after on the right, lines aligned by
/// ``LineDiff`` and each row marked in the gutter between them:
///
/// - `|` the line is the same on both sides;
/// - `*` the line changed (a line of the old drawing beside the one that took its place);
/// - `<` a line only the old drawing has; `>` one only the new drawing has.
///
/// Every row is exactly as wide as the two drawings and the gutter, counted in display columns
/// (``DisplayWidth``: CJK and emoji two), so the columns line up in a terminal and in a code
/// block on GitHub; a side with no line there is spaces.
public enum SideBySide {
    /// The rows, each ending in a newline, under a heading row naming the sides.
    public static func text(before: String, after: String, titles: (String, String) = ("before", "after")) -> String {
        let old = lines(before), new = lines(after)
        let left = max(old.map(DisplayWidth.of).max() ?? 0, DisplayWidth.of(titles.0))
        let right = max(new.map(DisplayWidth.of).max() ?? 0, DisplayWidth.of(titles.1))
        func row(_ a: String?, _ mark: Character, _ b: String?) -> String {
            DisplayWidth.pad(a ?? "", toWidth: left) + " \(mark) " + DisplayWidth.pad(b ?? "", toWidth: right) + "\n"
        }
        var text = row(titles.0, " ", titles.1)
        var removed: [String] = [], added: [String] = []
        // A run of removed and added lines is shown pairwise: what replaced what.
        func flush() {
            for index in 0..<max(removed.count, added.count) {
                let a = index < removed.count ? removed[index] : nil, b = index < added.count ? added[index] : nil
                text += row(a, a == nil ? ">" : b == nil ? "<" : "*", b)
            }
            removed = []
            added = []
        }
        for step in LineDiff.steps(old, new) {
            switch step {
            case .same(let index, _):
                flush()
                text += row(old[index], "|", old[index])
            case .removed(let index): removed.append(old[index])
            case .added(let index): added.append(new[index])
            }
        }
        flush()
        return text
    }

    /// The lines of a drawing, without the newline that ends the last.
    static func lines(_ drawing: String) -> [String] {
        var lines = drawing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
