import Testing
@testable import ScreenMark

/// cmark's outline of `text` as UTF-8.
private func outline(_ text: String) -> [CommonMark.Block] {
    CommonMark.outline(of: Array(text.utf8))
}

private func heading(_ level: Int, _ line: Int, _ text: String) -> CommonMark.Block {
    CommonMark.Block(kind: .heading(level: level), line: line, text: text)
}

private func item(_ depth: Int, _ line: Int, _ text: String, ordered: Bool = false) -> CommonMark.Block {
    CommonMark.Block(kind: .listItem(ordered: ordered, depth: depth), line: line, text: text)
}

@Test func commonMarkVersionIsThirtyOrLater() {
    let version = CommonMark.version
    #expect(version.hasPrefix("0.3"), "linked libcmark \(version)")
}

@Test func commonMarkHeadingsHaveLevelLineAndText() {
    let source = """
        # Inbox

        Some prose.

        ## 收件箱
        ### Edit message {#edit}
        """
    #expect(outline(source) == [
        heading(1, 1, "Inbox"),
        heading(2, 5, "收件箱"),
        heading(3, 6, "Edit message {#edit}"),
    ])
}

@Test func commonMarkHeadingTextIsLiteralInlineText() {
    // Closing #s dropped, escapes and entities decoded, code and inline HTML kept, emphasis,
    // link and image children kept, URLs dropped.
    let source = "## a &amp; \\* `c` <b>d</b> *e* [f](#f) ![g](g.png) ##\n"
    #expect(outline(source) == [heading(2, 1, "a & * c <b>d</b> e f g")])
}

@Test func commonMarkSetextHeadingJoinsLinesWithASpace() {
    #expect(outline("Title\non two lines\n===\n") == [heading(1, 1, "Title on two lines")])
}

@Test func commonMarkListItemTextIsLinkTextOnly() {
    let source = "- button: Edit {system: edit} → [Inbox](#inbox)\n"
    #expect(outline(source) == [item(1, 1, "button: Edit {system: edit} → Inbox")])
}

@Test func commonMarkNestedListDepth() {
    let source = """
        # Screen
        - header
          - button: Back
            - label: Back
          - title: Inbox
        - list
        1. first
        """
    #expect(outline(source) == [
        heading(1, 1, "Screen"),
        item(1, 2, "header"),
        item(2, 3, "button: Back"),
        item(3, 4, "label: Back"),
        item(2, 5, "title: Inbox"),
        item(1, 6, "list"),
        item(1, 7, "first", ordered: true),
    ])
}

@Test func commonMarkListItemTextIsOnlyItsFirstLine() {
    // A lazy continuation line and a hard break both end the element line.
    let source = "- button: Save\nlazy continuation\n- label: a  \n  b\n- text: c\n  more\n"
    #expect(outline(source) == [item(1, 1, "button: Save"), item(1, 3, "label: a"), item(1, 5, "text: c")])
}

@Test func commonMarkListItemWhoseFirstBlockIsNotAParagraphHasNoText() {
    #expect(outline("- # Title\n  para\n") == [item(1, 1, ""), heading(1, 1, "Title")])
    #expect(outline("- \n") == [item(1, 1, "")])
}

@Test func commonMarkCRLFKeepsLineNumbers() {
    let source = "# A\r\n\r\n- x\r\n- y\r\n\r\n## B\r\n"
    #expect(outline(source) == [heading(1, 1, "A"), item(1, 3, "x"), item(1, 4, "y"), heading(2, 6, "B")])
}

@Test func commonMarkSkipsAByteOrderMark() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("# Inbox\n- button: Edit\n".utf8)
    #expect(CommonMark.outline(of: bytes) == [heading(1, 1, "Inbox"), item(1, 2, "button: Edit")])
}

@Test func commonMarkInvalidUTF8BecomesReplacementCharacters() {
    // 0xFF, 0xFE, a truncated sequence and a NUL: no crash, U+FFFD instead.
    let bytes: [UInt8] = Array("# a".utf8) + [0xFF, 0xFE] + Array("b\n- c".utf8) + [0xC3, 0x00] + Array("d\n".utf8)
    #expect(CommonMark.outline(of: bytes) == [heading(1, 1, "a\u{FFFD}\u{FFFD}b"), item(1, 2, "c\u{FFFD}\u{FFFD}d")])
    #expect(CommonMark.outline(of: []) == [])
    #expect(CommonMark.outline(of: [0x80, 0xBF, 0xF8]).isEmpty)
}

@Test func commonMarkReadsFrontMatterAsASetextHeading() {
    // Why blankingFrontMatter exists: `---` is a thematic break, then `title: x` + `---` is an h2.
    #expect(outline("---\ntitle: x\n---\n# Inbox\n") == [heading(2, 2, "title: x"), heading(1, 4, "Inbox")])
}

@Test func commonMarkBlankingFrontMatterKeepsLineNumbers() {
    let frontMatter = "---\r\ntitle: Inbox\nitems:\n  - a\n---\n"
    let bytes = Array((frontMatter + "# Inbox\n- button: Edit\n").utf8)
    let blanked = CommonMark.blankingFrontMatter(bytes, frontMatterEnd: frontMatter.utf8.count)
    #expect(blanked.count == bytes.count)
    #expect(String(decoding: blanked.prefix(frontMatter.utf8.count), as: UTF8.self) == "   \r\n" + String(repeating: " ", count: 12) + "\n      \n     \n   \n")
    #expect(blanked.suffix(from: frontMatter.utf8.count) == bytes.suffix(from: frontMatter.utf8.count))
    #expect(CommonMark.outline(of: blanked) == [heading(1, 6, "Inbox"), item(1, 7, "button: Edit")])
    // Out-of-range ends are clamped.
    #expect(CommonMark.blankingFrontMatter(bytes, frontMatterEnd: -3) == bytes)
    #expect(CommonMark.blankingFrontMatter(Array("a\nb".utf8), frontMatterEnd: 99) == Array(" \n ".utf8))
}

@Test func commonMarkHTMLIsSafe() {
    let script = CommonMark.html("Hi <script>alert(1)</script>\n\n<div>block</div>\n")
    #expect(!script.contains("<script"))
    #expect(!script.contains("<div"))
    #expect(script.contains("<!-- raw HTML omitted -->"))
    #expect(CommonMark.html("[x](javascript:alert(1))") == "<p><a href=\"\">x</a></p>\n")
}

@Test func commonMarkHTMLRendersInlines() {
    #expect(CommonMark.html("*x*") == "<p><em>x</em></p>\n")
    #expect(CommonMark.html("a < b & \"c\" -- d") == "<p>a &lt; b &amp; &quot;c&quot; -- d</p>\n")
    #expect(CommonMark.html("") == "")
}
