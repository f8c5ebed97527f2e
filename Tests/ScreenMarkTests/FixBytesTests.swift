import Foundation
import Testing
@testable import ScreenMark

/// `check --fix` changes the bytes of the fix-its it reports and no other (issue 22).
@Suite struct FixBytesTests {
    /// Bytes that are not UTF-8 survive `--fix`: the title-case fix-it over them is withheld
    /// (it was made from text reading them as U+FFFD), so the file is left as it was and the
    /// `invalid-utf8` error still says where they are. A fix-it elsewhere is still applied.
    @Test func bytesThatAreNotUTF8Survive() throws {
        let folder = try SwiftSupport.temporaryFolder("fix-bytes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("Latin1.screen.md")
        let label = Array("- button: d".utf8) + [0xE9] + Array("lete caf".utf8) + [0xE9] + [0x0A]
        let original = Array("# Home\n## Content\n".utf8) + label + Array("- button: sign out\n".utf8)
        try Data(original).write(to: spec)
        let run = try CLITests.run(["check", "--fix", "--snippets", "never", spec.path])
        let expected = Array("# Home\n## Content\n".utf8) + label + Array("- button: Sign Out\n".utf8)
        #expect(Array(try Data(contentsOf: spec)) == expected)
        #expect(run.status == 1)
        #expect(run.stdout.contains("[invalid-utf8]"))
        #expect(run.stdout.contains("no fix-it: it would rewrite bytes that are not UTF-8"))
    }

    /// Tens of thousands of fix-its are applied in one pass: each used to be checked against
    /// every fix-it taken before it, and spliced into the whole buffer in turn (minutes for an
    /// 8 MB file); now a fix-it costs a binary search.
    @Test(.timeLimit(.minutes(1))) func manyFixItsApplyInLinearTime() {
        let count = 60_000
        let line = Array("- button: x\n".utf8)
        let bytes = Array([[UInt8]](repeating: line, count: count).joined())
        let fixIts = (0..<count).map { index in
            FixIt(message: "write `X`", edits: [.init(range: SourceRange(index * line.count + 10, index * line.count + 11), replacement: "X")])
        }
        let clock = ContinuousClock()
        var result: FixApplier.Result?
        let elapsed = clock.measure { result = FixApplier.apply(fixIts, to: bytes) }
        #expect(result?.applied == count && result?.skipped == 0)
        #expect(result?.bytes == Array([[UInt8]](repeating: Array("- button: X\n".utf8), count: count).joined()))
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }

    /// Every seed of the fuzz corpus (`Scripts/fuzz.py`'s SEEDS), fixed by the binary: the file
    /// is what the reported fix-its make of it (`--format json`), and the bytes outside their
    /// ranges are the original ones, in order, whichever fix-its applied.
    @Test func fixChangesOnlyTheBytesOfTheFixItsItReports() throws {
        let folder = try SwiftSupport.temporaryFolder("fix-corpus")
        defer { try? FileManager.default.removeItem(at: folder) }
        let seeds = try Self.seedFiles()
        #expect(seeds.count > 50)
        var originals: [String: [UInt8]] = [:]
        for seed in seeds {
            let name = seed.replacingOccurrences(of: "/", with: "+") + ".screen.md"
            let bytes = Array(try Data(contentsOf: Golden.packageRoot.appendingPathComponent(seed)))
            try Data(bytes).write(to: folder.appendingPathComponent(name))
            originals[folder.appendingPathComponent(name).path] = bytes
        }
        let report = try CLITests.run(["check", "--format", "json", folder.path])
        let reported = try Self.fixIts(inJSON: report.stdout)
        #expect(reported.values.joined().count > 20, "the corpus should hold fix-its")
        let fix = try CLITests.run(["check", "--fix", "--snippets", "never", folder.path])
        #expect(fix.status != 2, "\(fix.stderr)")
        for (path, original) in originals {
            let fixed = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let fixIts = reported[path] ?? []
            #expect(fixed == FixApplier.apply(fixIts, to: original).bytes, "\(path)")
            #expect(Self.keepsEveryByteOutside(fixIts.flatMap(\.edits), original: original, fixed: fixed), "\(path)")
        }
    }

    /// The seed files, relative to the package.
    static func seedFiles() throws -> [String] {
        let root = Golden.packageRoot
        var seeds: [String] = []
        for (folder, recursive) in [("Fuzz/Corpus", false), ("Examples", false), ("Examples/invalid", true), ("Tests/ScreenMarkTests/Fixtures", true)] {
            let base = root.appendingPathComponent(folder)
            let names = recursive
                ? (FileManager.default.subpaths(atPath: base.path) ?? []).filter { $0.hasSuffix(".md") }
                : try FileManager.default.contentsOfDirectory(atPath: base.path)
                    .filter { folder == "Fuzz/Corpus" || $0.hasSuffix(".screen.md") }
            seeds += names.sorted().map { "\(folder)/\($0)" }
        }
        return seeds
    }

    /// The fix-its of a JSON report, by path, their ranges as byte offsets.
    static func fixIts(inJSON json: String) throws -> [String: [FixIt]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var fixIts: [String: [FixIt]] = [:]
        for diagnostic in object["diagnostics"] as? [[String: Any]] ?? [] {
            guard let path = diagnostic["path"] as? String, let fixIt = diagnostic["fixIt"] as? [String: Any] else { continue }
            let edits = (fixIt["edits"] as? [[String: Any]] ?? []).map { edit in
                let range = edit["range"] as? [String: Any]
                let offset = { (end: String) in (range?[end] as? [String: Any])?["offset"] as? Int ?? -1 }
                return FixIt.Edit(range: SourceRange(offset("start"), offset("end")), replacement: edit["replacement"] as? String ?? "")
            }
            fixIts[path, default: []].append(FixIt(message: fixIt["message"] as? String ?? "", edits: edits))
        }
        return fixIts
    }

    /// Whether `fixed` is `original` with, in place of each group of overlapping `edits`, the
    /// original bytes or some replacement: the bytes between the groups are matched in order.
    static func keepsEveryByteOutside(_ edits: [FixIt.Edit], original: [UInt8], fixed: [UInt8]) -> Bool {
        // Groups of edits whose ranges overlap (two insertions at one place included).
        var groups: [(range: SourceRange, edits: [FixIt.Edit])] = []
        for edit in edits.sorted(by: { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }) {
            if let last = groups.last,
                edit.range.start < last.range.end || (edit.range.start == last.range.start && edit.range.count == 0 && last.range.count == 0)
            {
                groups[groups.count - 1] = (last.range.union(edit.range), last.edits + [edit])
            } else {
                groups.append((edit.range, [edit]))
            }
        }
        let gaps = zip([0] + groups.map(\.range.end), groups.map(\.range.start) + [original.count]).map { original[$0..<$1] }
        // `matches(group, at)`: whether `fixed[at...]` is group `group`'s content then the rest.
        var known: [Int: [Int: Bool]] = [:]
        func matches(_ group: Int, _ at: Int) -> Bool {
            if let answer = known[group]?[at] { return answer }
            let gap = gaps[group]
            guard fixed.count - at >= gap.count, fixed[at..<at + gap.count].elementsEqual(gap) else { return false }
            let next = at + gap.count
            guard group < groups.count else { return next == fixed.count }
            let (range, members) = groups[group]
            // The group as it was, or as each of its edits alone would make it (overlapping edits
            // never apply together).
            let contents = [Array(original[range.start..<range.end])] + members.map { edit in
                Array(original[range.start..<edit.range.start]) + Array(edit.replacement.utf8) + Array(original[edit.range.end..<range.end])
            }
            let answer = contents.contains { content in
                fixed.count - next >= content.count && fixed[next..<next + content.count].elementsEqual(content)
                    && matches(group + 1, next + content.count)
            }
            known[group, default: [:]][at] = answer
            return answer
        }
        return matches(0, 0)
    }
}
