import Foundation
import Testing
@testable import ScreenMark

/// One file that cannot be written or deleted does not cut a run short: every file's fate is
/// reported by path, the others are written, the manifest too, and the run exits 2.
@Suite struct OutputFailureTests {
    /// Two screen files, `A` and `B`, in `root/in`.
    static func input(in root: URL, names: [String] = ["A", "B", "C"]) throws -> URL {
        let input = root.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        for name in names {
            try Data("# \(name)\n\n## Content\n- label: \(name)\n".utf8).write(to: input.appendingPathComponent("\(name).screen.md"))
        }
        return input
    }

    /// An orphan that became a symbolic link is not deleted — said so by path, without
    /// `--verbose` too — and the run goes on: the next orphan is deleted, the summary is printed,
    /// the manifest still lists the link's path (a later `--prune` tries again). Before, the link
    /// ended the run with one line.
    @Test func aSymbolicLinkOrphanIsReportedAndThePruneGoesOn() throws {
        let root = try SwiftSupport.temporaryFolder("prune-link")
        defer { try? FileManager.default.removeItem(at: root) }
        let input = try Self.input(in: root)
        let output = root.appendingPathComponent("out")
        #expect(try CLITests.run(["generate", input.path, "--output", output.path]).status == 0)
        // `B`'s output replaced by a link to a copy of its bytes, as a person might.
        let b = output.appendingPathComponent("B.screen.swift")
        let copy = root.appendingPathComponent("B-copy.swift")
        try FileManager.default.moveItem(at: b, to: copy)
        try FileManager.default.createSymbolicLink(at: b, withDestinationURL: copy)
        for name in ["B", "C"] { try FileManager.default.removeItem(at: input.appendingPathComponent("\(name).screen.md")) }

        let pruned = try CLITests.run(["generate", input.path, "--output", output.path, "--prune"])
        #expect(pruned.status == 2)
        #expect(pruned.stdout == """
            failed B.screen.swift: is not a regular file, so it is not deleted
            1 Swift file: 0 created, 0 updated, 1 unchanged, 1 deleted, 1 failed

            """)
        #expect(pruned.stderr.contains("the files marked `failed` could not be written or deleted"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("C.screen.swift").path))
        #expect(FileManager.default.contents(atPath: copy.path) != nil, "the link's target is left alone")
        let manifest = try String(contentsOf: output.appendingPathComponent(".screenmark-swift"), encoding: .utf8)
        #expect(OutputManifest(text: manifest).entries.keys.sorted() == ["A.screen.swift", "B.screen.swift"])
    }

    /// A file where a folder of pages should be: each page under it is reported failed by its
    /// path, every other page and the manifest are written, the run exits 2.
    @Test func pagesThatCannotBeWrittenAreEachReportedAndTheRestWritten() throws {
        let root = try SwiftSupport.temporaryFolder("docs-blocked")
        defer { try? FileManager.default.removeItem(at: root) }
        let input = try Self.input(in: root, names: ["A"])
        let output = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: output.appendingPathComponent("rules"))
        let run = try CLITests.run(["docs", input.path, "--output", output.path, "--docs-format", "html", "--verbose"])
        #expect(run.status == 2)
        let lines = run.stdout.split(separator: "\n")
        let failed = lines.filter { $0.hasPrefix("failed ") }
        // A page per rule and diagnostic, and their index.
        let rules = RuleCatalog.descriptions.count + DiagnosticCatalog.kinds.count + 1
        #expect(failed.count == rules)
        #expect(failed.allSatisfy { $0.hasPrefix("failed rules/") && $0.hasSuffix(".html: `rules` is a file, not a folder") })
        #expect(lines.contains("created A/a.html"))
        #expect(lines.last == "\(rules + 4) pages: 4 created, 0 updated, 0 unchanged, \(rules) failed")
        let manifest = OutputManifest(text: try String(contentsOf: output.appendingPathComponent(".screenmark-docs"), encoding: .utf8))
        #expect(manifest.entries.keys.sorted() == ["A/a.html", "a.html", "index.html", "style.css"])
        #expect(FileManager.default.contents(atPath: output.appendingPathComponent("rules").path) == Data("mine\n".utf8))
    }

    /// The manifest cannot be written (a folder stands at its name, as a full disk would stop
    /// it): every page is reported by path — not written, since the manifest could not list it
    /// first and it would stand in the way of every later run — then the manifest's own
    /// failure, and the summary. Before, the run said only that the manifest failed, after
    /// writing pages no later run could claim.
    @Test func aManifestThatCannotBeWrittenIsReportedWithEveryPage() throws {
        let root = try SwiftSupport.temporaryFolder("docs-manifest")
        defer { try? FileManager.default.removeItem(at: root) }
        let input = try Self.input(in: root, names: ["A"])
        let output = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output.appendingPathComponent(".screenmark-docs"), withIntermediateDirectories: true)
        let run = try CLITests.run(["docs", input.path, "--output", output.path, "--docs-format", "markdown"])
        #expect(run.status == 2)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        // A page per rule and diagnostic, their index, the site's index, the app's and the screen's.
        let pages = RuleCatalog.descriptions.count + DiagnosticCatalog.kinds.count + 4
        let reason = ".screenmark-docs: cannot replace the file (Is a directory)"
        #expect(lines.contains("failed A/a.md: not written: \(reason)"))
        #expect(lines.filter { $0.hasSuffix(": not written: \(reason)") }.count == pages)
        // The manifest's own line: a folder is neither replaced nor deleted.
        #expect(lines.dropLast().last?.hasPrefix("failed .screenmark-docs: ") == true)
        #expect(lines.last == "\(pages) pages: 0 created, 0 updated, 0 unchanged, \(pages + 1) failed")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("A/a.md").path))
    }

    /// `docs` killed (`kill -9`) as soon as its first page appears, while it writes the others:
    /// every page it left is listed in the manifest (new files are listed before they are
    /// written), so the next run, with a changed spec, rewrites them instead of calling them
    /// conflicts for good. Before, the manifest was written last: the pages of a killed run
    /// were nobody's.
    @Test func aRunKilledWhileWritingLeavesEveryFileListed() throws {
        let root = try SwiftSupport.temporaryFolder("killed")
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        for name in Golden.files(in: "Examples", endingWith: ".screen.md") {
            try FileManager.default.copyItem(at: Golden.packageRoot.appendingPathComponent(name), to: input.appendingPathComponent(URL(fileURLWithPath: name).lastPathComponent))
        }
        for round in 1...3 {
            let output = root.appendingPathComponent("out-\(round)")
            let run = try OutputLockTests.Running(["docs", input.path, "--output", output.path, "--docs-format", "markdown"], logs: root, name: "\(round)")
            let deadline = Date().addingTimeInterval(60)
            while run.process.isRunning, Date() < deadline, !FileManager.default.fileExists(atPath: output.appendingPathComponent("index.md").path) {
                usleep(500)
            }
            // Only while it runs: once reaped, its process id may be another process's.
            if run.process.isRunning { kill(run.process.processIdentifier, SIGKILL) }
            run.process.waitUntilExit()
            let pages = OutputLockTests.tree(output).keys.filter { !$0.hasPrefix(".") && !$0.contains("/.") }
            let manifest = OutputManifest(text: String(decoding: FileManager.default.contents(atPath: output.appendingPathComponent(".screenmark-docs").path) ?? Data(), as: UTF8.self))
            #expect(!pages.isEmpty, "round \(round): killed before it wrote a page")
            #expect(pages.filter { manifest.entries[$0] == nil }.sorted() == [], "round \(round): pages no manifest lists")
            // The spec changes: every page is rewritten, none is a conflict.
            let mail = input.appendingPathComponent("Mail.screen.md")
            try Data((try String(contentsOf: mail, encoding: .utf8) + "\nChanged in round \(round).\n").utf8).write(to: mail)
            let next = try CLITests.run(["docs", input.path, "--output", output.path, "--docs-format", "markdown"])
            #expect(next.status == 0, "round \(round): \(next.stdout.split(separator: "\n").filter { $0.hasPrefix("conflict") }.prefix(3))")
        }
    }
}
