import Testing

@testable import ScreenMark

/// A file that names no style and draws its own interface on every screen is read as immersive,
/// and told so once; its fix-it writes the style, after which the note is gone. A `style:` the
/// language does not know is a declaration all the same (the fuzz target `fix` found the fix-it
/// writing a second `style:` under a misspelled one, round after round).
@Suite struct StyleReadsImmersiveTests {
    static let game = """
        ---
        screenmark: 1
        app: Candy
        ---
        # Map
        ## Status bar {hidden}
        ## Content
        - button: Level 1 {style: custom} → [Board](#board)
        # Board
        ## Status bar {hidden}
        ## Content
        - button: Menu {style: custom} → back
        """

    static func check(_ text: String) -> CheckedProject {
        Pipeline.check(Workspace(sources: [SourceFile(path: "Candy.screen.md", text: text)]))
    }

    @Test func theNoteIsFixedByWritingTheStyle() throws {
        let before = Self.check(Self.game)
        #expect(before.diagnostics.map(\.id) == ["style-reads-immersive"])
        #expect(before.project.isImmersive(0))
        let fixed = FixApplier.apply(before.fixIts.values.flatMap { $0 }, to: Array(Self.game.utf8))
        let text = String(decoding: fixed.bytes, as: UTF8.self)
        #expect(text.contains("app: Candy\nstyle: immersive\n---"))
        let after = Self.check(text)
        #expect(after.diagnostics.isEmpty)
        #expect(after.project.isImmersive(0))
    }

    @Test func aMisspelledStyleIsADeclarationNotAGuess() {
        let text = Self.game.replacingOccurrences(of: "app: Candy\n", with: "app: Candy\nstyle: immersiv\n")
        let checked = Self.check(text)
        #expect(!checked.diagnostics.map(\.id).contains("style-reads-immersive"))
        #expect(checked.fixIts.values.flatMap { $0 }.allSatisfy { !$0.edits.contains { $0.replacement.contains("style:") } })
        #expect(!checked.project.isImmersive(0))
    }
}
