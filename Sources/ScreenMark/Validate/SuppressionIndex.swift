/// The suppressions of a project, arranged so that finding the one that silences a finding does
/// not scan them all: a file with thousands of suppressed findings stays linear.
///
/// A line suppression (`disable-next-line`, `disable-line`) covers a line (a few, for a comment
/// over several lines), so those naming a rule in a document are sorted by where they start and
/// found by binary search, walking back only while an earlier one may still reach the finding.
/// Range and file suppressions are few (each is a pair of comments, or one a file) and are
/// scanned. Where several cover a finding, the first in the document wins, as it reads.
struct SuppressionIndex {
    private struct Key: Hashable {
        var document: Int
        var rule: String
    }

    /// One rule id of one suppression: where it covers, and which it is.
    private struct Entry {
        var covers: SourceRange
        var use: SuppressionUse
    }

    /// Line suppressions by document and rule, sorted by start, then by order of appearance.
    private var lines: [Key: [Entry]] = [:]
    /// For each list of `lines`, the furthest end among its first entries (up to each index).
    private var reach: [Key: [Int]] = [:]
    /// Range and file suppressions by document and rule, in order of appearance.
    private var wide: [Key: [Entry]] = [:]

    init(_ suppressions: [Suppression]) {
        for (index, suppression) in suppressions.enumerated() {
            for (position, rule) in suppression.rules.enumerated() {
                let key = Key(document: suppression.document, rule: rule.value)
                let entry = Entry(covers: suppression.covers, use: SuppressionUse(suppression: index, rule: position))
                switch suppression.scope {
                case .nextLine, .line: lines[key, default: []].append(entry)
                case .range, .file: wide[key, default: []].append(entry)
                }
            }
        }
        for key in lines.keys {
            lines[key]!.sort {
                ($0.covers.start, $0.use.suppression, $0.use.rule) < ($1.covers.start, $1.use.suppression, $1.use.rule)
            }
            var furthest = Int.min
            reach[key] = lines[key]!.map { entry in
                furthest = max(furthest, entry.covers.end)
                return furthest
            }
        }
    }

    /// The suppression of `rule` covering `offset` in `document`, if any.
    func use(rule: String, document: Int, at offset: Int) -> SuppressionUse? {
        let key = Key(document: document, rule: rule)
        var best: SuppressionUse?
        func consider(_ entry: Entry) {
            guard entry.covers.contains(offset) else { return }
            if let current = best, (current.suppression, current.rule) <= (entry.use.suppression, entry.use.rule) { return }
            best = entry.use
        }
        if let entries = lines[key], let reach = reach[key] {
            // Back from the last line suppression starting at or before `offset`, while one of
            // those before may still end after it.
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].covers.start <= offset { low = middle + 1 } else { high = middle }
            }
            var index = low - 1
            while index >= 0, reach[index] > offset {
                consider(entries[index])
                index -= 1
            }
        }
        for entry in wide[key] ?? [] { consider(entry) }
        return best
    }
}
