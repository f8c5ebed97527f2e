/// "Did you mean …?" for misspelt keywords.
public enum Suggestion {
    /// The candidate closest to `word` by Damerau–Levenshtein distance, if it is close enough to be
    /// a likely typo (at most a third of the word's length, and at least one edit allowed).
    public static func closest<Candidates: Sequence<String>>(to word: String, in candidates: Candidates) -> String? {
        let word = Array(word.lowercased().unicodeScalars)
        guard !word.isEmpty, word.count <= 64 else { return nil }
        let limit = Swift.max(1, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            // Too long or too short to be within the limit: not lowercased, not compared.
            if abs(candidate.unicodeScalars.count - word.count) > limit { continue }
            let distance = self.distance(word, Array(candidate.lowercased().unicodeScalars), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The help line for `word`, or `nil` when nothing is close.
    public static func help<Candidates: Sequence<String>>(for word: String, in candidates: Candidates) -> String? {
        closest(to: word, in: candidates).map { "did you mean `\($0)`?" }
    }

    /// Optimal string alignment distance; returns `limit + 1` early when it must exceed `limit`.
    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = Swift.min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = Swift.min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
