/// Applies fix-its to a file's bytes, touching nothing else.
///
/// Every byte outside the edits' ranges is copied as it is: the edits are spliced into the byte
/// buffer, never through a `String`, so bytes that are not UTF-8 survive. Linear in the file
/// and (n log n) in the fix-its: an 8 MB file with a hundred thousand fix-its is one pass.
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
    /// overlaps an edit already taken, or whose own edits overlap, or that reaches past the end
    /// of the file, is skipped whole, so no edit lands on stale offsets.
    public static func apply(_ fixIts: [FixIt], to bytes: [UInt8]) -> Result {
        var taken = TakenEdits()
        var applied = 0
        var skipped = 0
        // By where each starts, computed once a fix-it rather than once a comparison; ties keep the given order.
        let ordered = fixIts.enumerated()
            .map { (start: $0.element.edits.map(\.range.start).min() ?? 0, order: $0.offset, fixIt: $0.element) }
            .sorted { ($0.start, $0.order) < ($1.start, $1.order) }
            .map(\.fixIt)
        for fixIt in ordered {
            let edits = fixIt.edits.sorted(by: TakenEdits.precedes)
            let fits = edits.allSatisfy { $0.range.end <= bytes.count }
                && zip(edits, edits.dropFirst()).allSatisfy { !TakenEdits.overlap($0.range, $1.range) }
                && !edits.contains { taken.overlaps($0.range) }
            guard fits else {
                skipped += 1
                continue
            }
            for edit in edits { taken.insert(edit) }
            applied += 1
        }
        return Result(bytes: taken.splice(into: bytes), applied: applied, skipped: skipped)
    }
}

/// The edits taken so far, sorted by range and never overlapping one another.
///
/// Fix-its come in file order, so a new edit is nearly always the last: it is checked against
/// its neighbours found by binary search, and inserted near the end. Checking it against every
/// edit taken, and splicing each into the whole file in turn, made `--fix` quadratic (an 8 MB
/// file took minutes).
private struct TakenEdits {
    private var edits: [FixIt.Edit] = []

    /// Whether two ranges may not both be edited: they share a byte, or they are two insertions
    /// at one place (whose order nothing decides).
    static func overlap(_ one: SourceRange, _ other: SourceRange) -> Bool {
        (one.start < other.end && other.start < one.end) || (one.count == 0 && other.count == 0 && one.start == other.start)
    }

    /// File order: by start, an insertion before a replacement starting at the same place.
    static func precedes(_ one: FixIt.Edit, _ other: FixIt.Edit) -> Bool {
        (one.range.start, one.range.end) < (other.range.start, other.range.end)
    }

    /// The index of the first edit that starts at or after `offset`.
    private func firstIndex(startingAtOrAfter offset: Int) -> Int {
        var low = 0
        var high = edits.count
        while low < high {
            let middle = (low + high) / 2
            if edits[middle].range.start < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether `range` overlaps an edit taken. The edits do not overlap one another, so of those
    /// starting before `range` only the last can reach into it; after it, only those starting
    /// before its end (or at it, for an insertion) can.
    func overlaps(_ range: SourceRange) -> Bool {
        var index = firstIndex(startingAtOrAfter: range.start)
        if index > 0, Self.overlap(range, edits[index - 1].range) { return true }
        while index < edits.count, edits[index].range.start <= range.end {
            if Self.overlap(range, edits[index].range) { return true }
            index += 1
        }
        return false
    }

    /// Adds `edit`, which overlaps none taken, in its place.
    mutating func insert(_ edit: FixIt.Edit) {
        var index = firstIndex(startingAtOrAfter: edit.range.start)
        while index < edits.count, Self.precedes(edits[index], edit) { index += 1 }
        edits.insert(edit, at: index)
    }

    /// `bytes` with every edit made: one pass copying the bytes between edits and each
    /// replacement's UTF-8 in turn.
    func splice(into bytes: [UInt8]) -> [UInt8] {
        guard !edits.isEmpty else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var copied = 0
        for edit in edits {
            output.append(contentsOf: bytes[copied..<edit.range.start])
            output.append(contentsOf: edit.replacement.utf8)
            copied = edit.range.end
        }
        output.append(contentsOf: bytes[copied...])
        return output
    }
}
