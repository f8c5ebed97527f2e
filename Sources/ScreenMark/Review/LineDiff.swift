/// The lines two texts share and the lines each has alone, in order: what `review` marks in a
/// wireframe drawn before and after a change, and what the tests count to hold the generated
/// files to small diffs.
public enum LineDiff {
    /// One step of the alignment.
    public enum Step: Equatable, Sendable {
        /// A line of both (its index before, and after).
        case same(Int, Int)
        /// A line only the old text has.
        case removed(Int)
        /// A line only the new text has.
        case added(Int)
    }

    /// A longest common subsequence of `old` and `new`, as steps in order. Quadratic in time and
    /// memory: for drawings and files of a few thousand lines, not for arbitrary input.
    public static func steps<Line: Equatable>(_ old: [Line], _ new: [Line]) -> [Step] {
        // Lines shared at both ends cost nothing; most edits leave most lines there.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let a = Array(old[prefix..<(old.count - suffix)]), b = Array(new[prefix..<(new.count - suffix)])
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var steps = (0..<prefix).map { Step.same($0, $0) }
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                steps.append(.same(prefix + i, prefix + j))
                i += 1
                j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                steps.append(.added(prefix + j))
                j += 1
            } else {
                steps.append(.removed(prefix + i))
                i += 1
            }
        }
        steps += (0..<suffix).map { .same(old.count - suffix + $0, new.count - suffix + $0) }
        return steps
    }

    /// How many lines were removed or added between `old` and `new` (a changed line counts twice,
    /// as `git diff --stat` counts it).
    public static func changedLines(_ old: String, _ new: String) -> Int {
        let split = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false) }
        return steps(split(old), split(new)).filter { if case .same = $0 { false } else { true } }.count
    }
}
