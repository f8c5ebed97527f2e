import Testing
@testable import ScreenMark

/// `screenmark dump` writes its JSON with ``DumpEncoder``; it must print exactly what Foundation's
/// `JSONEncoder` and the dump's layout print, for every file the repository holds and for the
/// values that test a JSON writer: numbers of every shape, escapes, control characters.
@Suite struct DumpEncoderTests {
    static let files =
        Golden.files(in: "Examples", endingWith: ".screen.md") + Golden.files(in: "Examples/invalid", endingWith: ".invalid.md")
        + Golden.files(in: "Examples/invalid/hig", endingWith: ".invalid.md") + Golden.files(in: "Fuzz/Corpus", endingWith: ".md")

    @Test(arguments: files) func printsWhatFoundationPrints(path: String) {
        let documents = Checker.link([ExamplesTests.source(path)]).project.documents
        #expect(ASTDump.json(documents) == FoundationDump.json(documents), "\(path)")
    }

    @Test func numbersEscapesAndControlCharacters() {
        let text = """
            ---
            screenmark: 1
            app: "Quotes \\" and \\\\ back/slash"
            ---
            # Numbers \u{7}bell\ttab
            ## Content
            - slider: Tiny = 0.0000001 {min: -3, max: 100000000000000000000}
            - slider: Half = 0.5 {min: 0.25, max: 1}
            - stepper: Steps = 44 {min: -0, max: 1e3, step: 2.5}
            - button: Sized {size: 44x44.5}
            - page-control = 2 {pages: 3}
            - segmented: Mode = *A "quoted"* | B\\C | icon:star
            - date-picker: When = 2024-02-29 13:05
            - text-field: Name = "line\\nbreak" {placeholder: 名前 😀}
            """
        let documents = Checker.link([SourceFile(path: "numbers.screen.md", text: text)]).project.documents
        #expect(ASTDump.json(documents) == FoundationDump.json(documents))
        #expect(ASTDump.json(documents).contains("\"value\" : 0.5"))
    }
}
