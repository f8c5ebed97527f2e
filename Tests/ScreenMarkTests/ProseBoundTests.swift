import Foundation
import Testing
@testable import ScreenMark

/// `docs` stays linear on prose libcmark is slow on: what it renders is bounded, and `check`
/// says where the bound cut, as `docs` does.
@Suite struct ProseBoundTests {
    /// A screen whose description is `description`, then a region.
    static func screen(_ description: String) -> String {
        "# Inbox\n\n" + description + "\n\n## Content\n- label: Hi\n"
    }

    /// `![[]()` repeated: each leaves one `[` open.
    static func openBrackets(bytes: Int) -> String { String(repeating: "![[]()", count: bytes / 6) }

    @Test func theSizeBoundCutsBeforeACharacterNotInsideIt() {
        let text = String(repeating: "a", count: ProseBound.maximumBytes - 1) + "é and more"
        #expect(ProseBound.renderable(text) == String(repeating: "a", count: ProseBound.maximumBytes - 1))
        let within = String(repeating: "a", count: ProseBound.maximumBytes)
        #expect(ProseBound.renderable(within) == within)
    }

    @Test func escapedAndClosedBracketsAreNotOpen() {
        let escaped = String(repeating: "\\[", count: 100) + String(repeating: "[a] ", count: 100)
        #expect(ProseBound.renderable(escaped) == escaped)
        let open = String(repeating: "[", count: ProseBound.maximumOpenBrackets + 5)
        #expect(ProseBound.renderable(open) == String(repeating: "[", count: ProseBound.maximumOpenBrackets))
    }

    /// `check` reports the cut at the byte where `docs` stops: over several lines and
    /// paragraphs, the separators counted as `docs` sees them.
    @Test func checkReportsWhereTheDocsStop() throws {
        let line = String(repeating: "word ", count: 200)  // 1000 bytes
        let description = (0..<20).map { $0 % 3 == 2 ? line + "\n" : line }.joined(separator: "\n")
        let source = Self.screen(description)
        let diagnostics = Parser.parse(SourceFile(path: "Long.screen.md", text: source)).diagnostics.filter { $0.id == "prose-cut" }
        try #require(diagnostics.count == 1)
        let prose = Parser.parse(SourceFile(path: "Long.screen.md", text: source)).document.screens[0].description!
        let kept = ProseBound.renderable(prose.markdown)
        // The bytes before the cut are the source's from the description's start (no invalid UTF-8 here).
        #expect(diagnostics[0].range.start == "# Inbox\n\n".utf8.count + kept.utf8.count)
        #expect(diagnostics[0].message == "the docs render this text only up to here: it passes 16 KiB")
    }

    /// Notes are bounded as descriptions are; a footer, which the docs do not render, is not.
    @Test func notesAreBoundedAndFootersAreNot() {
        let brackets = String(repeating: "[", count: 40)
        let source = "# Inbox\n\n## Content\n- label: Hi\n\n" + brackets + "\n\n## Table\n### Mail\n- cell: A\n\n" + brackets + "\n"
        let cuts = Parser.parse(SourceFile(path: "Notes.screen.md", text: source)).diagnostics.filter { $0.id == "prose-cut" }
        #expect(cuts.map(\.range.start) == ["# Inbox\n\n## Content\n- label: Hi\n\n".utf8.count + 32])
    }

    /// The pathological description of issue 22 at 360 KB: `docs` ends in seconds, not minutes
    /// (it took 118 s), says where it cut, as `check` does, and renders only what is before it.
    @Test func docsOfAPathologicalDescriptionEndInSeconds() throws {
        let root = try SwiftSupport.temporaryFolder("prose-bound")
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("Slow.screen.md")
        try Data(Self.screen(Self.openBrackets(bytes: 360 * 1024)).utf8).write(to: input)
        let output = root.appendingPathComponent("out")
        let docs = try OutputLockTests.Running(
            ["docs", input.path, "--output", output.path, "--docs-format", "html"], logs: root, name: "docs")
        let result = try #require(docs.finish(within: 30), "docs took more than 30 s")
        #expect(result.status == 0)
        let warning = "\(input.path):3:189: warning: the docs render this text only up to here: more than 32 `[` are open at once [prose-cut]"
        #expect(result.stderr.contains(warning))
        #expect(try CLITests.run(["check", input.path]).stdout.contains(warning))
        let page = try String(contentsOf: output.appendingPathComponent("Slow/inbox.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "<img").count - 1 <= ProseBound.maximumOpenBrackets)
    }
}
