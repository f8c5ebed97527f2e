/// Applies fix-its to a file's bytes, touching nothing else.
public enum FixApplier {
    /// What applying gave.
    public struct Result: Sendable {
        /// The new content.
        public var bytes: [UInt8]
        /// Fix-its applied.
        public var applied: Int
        /// Fix-its left out because they overlap one applied before (run `--fix` again).
        public var skipped: Int
    }

    /// Applies `fixIts` in file order. A fix-it's edits go in together or not at all: one that
    /// overlaps an edit already taken is skipped whole, so no edit lands on stale offsets.
    public static func apply(_ fixIts: [FixIt], to bytes: [UInt8]) -> Result {
        var taken: [FixIt.Edit] = []
        var applied = 0
        var skipped = 0
        let ordered = fixIts.sorted { ($0.edits.map(\.range.start).min() ?? 0) < ($1.edits.map(\.range.start).min() ?? 0) }
        for fixIt in ordered {
            let overlaps = fixIt.edits.contains { edit in
                taken.contains { other in
                    edit.range.start < other.range.end && other.range.start < edit.range.end
                        || (edit.range.count == 0 && other.range.count == 0 && edit.range.start == other.range.start)
                } || edit.range.end > bytes.count
            }
            if overlaps {
                skipped += 1
                continue
            }
            taken += fixIt.edits
            applied += 1
        }
        var output = bytes
        // From the end backwards, so earlier offsets stay valid.
        for edit in taken.sorted(by: { $0.range.start > $1.range.start || ($0.range.start == $1.range.start && $0.range.end > $1.range.end) }) {
            output.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        return Result(bytes: output, applied: applied, skipped: skipped)
    }
}
