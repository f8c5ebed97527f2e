import Foundation
import Testing
@testable import ScreenMark

/// The one loop every emitter's files go through: writing, `--check`, orphans and `--prune`,
/// never touching a file ScreenMark did not write.
@Suite struct OutputSyncTests {
    static let manifest = ".screenmark-test"

    func files(_ names: [String]) -> [OutputFile] {
        names.map { OutputFile(path: $0, text: "// \($0)\n") }
    }

    func actions(_ report: OutputSync.Report) -> [String] {
        report.entries.map { "\($0.action.rawValue) \($0.path)" }
    }

    @Test func orphansAreReportedThenPrunedButNeverOthersFiles() throws {
        let folder = try SwiftSupport.temporaryFolder("sync")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sync = OutputSync(folder: folder.path, manifestName: Self.manifest)
        let first = try sync.run(files(["a.swift", "b.swift", "sub/c.swift"]), mode: .write)
        #expect(actions(first) == ["created a.swift", "created b.swift", "created sub/c.swift"])
        // Someone else's files in the folder, one where an output goes.
        try Data("mine\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data("mine too\n".utf8).write(to: folder.appendingPathComponent("d.swift"))
        let conflict = try sync.run(files(["a.swift", "b.swift", "sub/c.swift", "d.swift"]), mode: .write)
        #expect(actions(conflict) == ["unchanged a.swift", "unchanged b.swift", "unchanged sub/c.swift", "conflict d.swift"])
        #expect(conflict.hasConflicts)
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("d.swift").path) == Data("mine too\n".utf8))

        // `b` and `c` are made no more: orphans, reported and left in place.
        let second = try sync.run(files(["a.swift"]), mode: .write)
        #expect(actions(second) == ["unchanged a.swift", "orphaned b.swift", "orphaned sub/c.swift"])
        #expect(second.summary(noun: "Swift file", files: 1, mode: .write) == "1 Swift file: 0 created, 0 updated, 1 unchanged, 2 orphaned")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.swift").path))

        // `--check` calls the folder stale for them and writes nothing.
        let check = try sync.run(files(["a.swift"]), mode: .check)
        #expect(check.isStale)
        #expect(check.summary(noun: "Swift file", files: 1, mode: .check) == "0 of 1 Swift file are stale, 2 orphaned")

        // A person edits `c`; `--prune` deletes `b` only, and keeps saying so of `c`.
        try Data("// edited by hand\n".utf8).write(to: folder.appendingPathComponent("sub/c.swift"))
        let pruned = try sync.run(files(["a.swift"]), mode: .write, prune: true)
        #expect(actions(pruned) == ["unchanged a.swift", "deleted b.swift", "kept sub/c.swift"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.swift").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sub/c.swift").path))
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("notes.txt").path) == Data("mine\n".utf8))
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("d.swift").path) == Data("mine too\n".utf8))
        let current = try sync.run(files(["a.swift"]), mode: .check)
        #expect(actions(current) == ["unchanged a.swift", "orphaned sub/c.swift"])
    }

    @Test func aDamagedManifestCannotDeleteOutsideTheFolder() throws {
        let root = try SwiftSupport.temporaryFolder("sync-escape")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let victim = root.appendingPathComponent("victim.txt")
        try Data("keep\n".utf8).write(to: victim)
        let hash = OutputManifest.hash(Array("keep\n".utf8))
        var manifest = OutputManifest()
        manifest.entries["../victim.txt"] = hash
        try Data(manifest.text.utf8).write(to: folder.appendingPathComponent(Self.manifest))
        let sync = OutputSync(folder: folder.path, manifestName: Self.manifest)
        // The entry names no path inside the folder: it is not read, reported or deleted.
        #expect(try sync.run([], mode: .write, prune: true).entries.isEmpty)
        #expect(FileManager.default.contents(atPath: victim.path) == Data("keep\n".utf8))
    }

    @Test func manifestRoundTrips() {
        var manifest = OutputManifest()
        manifest.entries = ["b.swift": 1, "a/é.swift": 0xFFFF_FFFF_FFFF_FFFF]
        #expect(OutputManifest(text: manifest.text) == manifest)
        #expect(manifest.text.hasPrefix("ffffffffffffffff a/é.swift\n"))
    }

    /// Through the command: `generate` reports the orphan of a removed screen file, and
    /// `--prune` deletes it.
    @Test func generatePrunesTheOutputOfARemovedFile() throws {
        let folder = try SwiftSupport.temporaryFolder("prune")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        for name in ["A", "B"] {
            try Data("# \(name)\n\n## Content\n- label: \(name)\n".utf8).write(to: input.appendingPathComponent("\(name).screen.md"))
        }
        let output = folder.appendingPathComponent("out").path
        #expect(try CLITests.run(["generate", input.path, "--output", output]).status == 0)
        try FileManager.default.removeItem(at: input.appendingPathComponent("B.screen.md"))
        let stale = try CLITests.run(["generate", input.path, "--output", output, "--check"])
        #expect(stale.status == 1)
        #expect(stale.stdout == "orphaned B.screen.swift\n0 of 1 Swift file are stale, 1 orphaned\n")
        let pruned = try CLITests.run(["generate", input.path, "--output", output, "--prune", "--verbose"])
        #expect(pruned.stdout == "deleted B.screen.swift\n1 Swift file: 0 created, 0 updated, 1 unchanged, 1 deleted\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [".screenmark-swift", "A.screen.swift"])
    }
}
