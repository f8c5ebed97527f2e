import Foundation
import Testing
@testable import ScreenMark

/// The text and JSON renderings of diagnostics.
@Suite struct RendererTests {
    @Test func caretsStandUnderWideText() {
        let source = SourceFile(path: "时钟.screen.md", text: "# 世界时钟\n## Content\n- 按钮: 编辑\n- label: 中文 {colour: red}\n")
        let diagnostics = Checker.check([source], validator: nil).diagnostics
        let output = diagnostics.map(TextRenderer(sources: [source], showsSnippets: true).render).joined()
        #expect(
            output == """
                时钟.screen.md:3:3: warning: `按钮` is not an element kind; this item is ignored [unknown-element]
                  |
                3 | - 按钮: 编辑
                  |   ^^^^
                  = help: a content region holds: `button`, `info-button`, `contact-add-button`, `switch`, `slider`, `segmented`, `text-field`, `text-view`, `search-field`, `label`, `image`, `picker`, `date-picker`, `stepper`, `page-control`, `progress`, `activity-indicator`, `web-view`, `map`, `collection`
                时钟.screen.md:4:14: warning: a `label` has no attribute `colour`; it is ignored [unknown-attribute]
                  |
                4 | - label: 中文 {colour: red}
                  |                ^^^^^^
                  = help: a `label` takes: `name`

                """)
        // Column 14 counts characters; on screen the carets sit 16 columns in, under `colour`.
        #expect(diagnostics.count == 2)
    }

    @Test func tabsAreExpandedInSnippets() {
        let source = SourceFile(path: "t.screen.md", text: "# S\n## Content\n-\tswich: x\n")
        let output = Checker.check([source], validator: nil).diagnostics.map(TextRenderer(sources: [source], showsSnippets: true).render).joined()
        #expect(output.contains("3 | -    swich: x\n  |      ^^^^^\n"))
    }

    @Test func compilerLineWithoutSnippets() {
        let source = SourceFile(path: "a/b.screen.md", text: "# S\n## Contnt\n")
        let output = Checker.check([source], validator: nil).diagnostics.map(TextRenderer(sources: [source], showsSnippets: false).render).joined()
        #expect(output == "a/b.screen.md:2:4: warning: `Contnt` is not a region; its lines are ignored [unknown-region]\n  = help: did you mean `content`?\n")
    }

    @Test func notesPointElsewhere() {
        let source = SourceFile(path: "t.screen.md", text: "# A\n# A\n")
        let output = Checker.check([source], validator: nil).diagnostics.map(TextRenderer(sources: [source], showsSnippets: false).render).joined()
        #expect(output == """
            t.screen.md:2:3: error: another screen in this file already has the id `a` [duplicate-id]
            t.screen.md:1:3: note: `A` has it
              = help: give one of them its own id: `# A {#another-id}`

            """)
    }

    @Test func jsonHasOffsetsAndBothColumns() throws {
        let source = SourceFile(path: "t.screen.md", text: "# S\n## Content\n- label: 中文 {colour: red}\n")
        let diagnostics = Checker.check([source], validator: nil).diagnostics
        let json = JSONRenderer(sources: [source]).render(diagnostics, fileCount: 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let entry = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        let start = try #require((entry["range"] as? [String: Any])?["start"] as? [String: Any])
        #expect(start["line"] as? Int == 3)
        #expect(start["column"] as? Int == 14)
        #expect(start["byteColumn"] as? Int == 18)
        #expect(start["offset"] as? Int == diagnostics[0].range.start)
        #expect((object["summary"] as? [String: Int])?["warnings"] == 1)
        // Stable: the same input renders the same bytes.
        #expect(json == JSONRenderer(sources: [source]).render(diagnostics, fileCount: 1))
    }

    /// The SARIF log's writer gives the bytes `JSONSerialization` gives, only faster.
    @Test func jsonValueIsWrittenAsJSONSerializationWritesIt() throws {
        let text = "x\u{1}\u{1F}\u{7F}\u{8}\u{C}\n\r\t\"\\/é😀 \u{2028}"
        let value: JSONValue = .object([
            "b": .array([]), "a": .object([:]), "ruleIndex": .int(-3), "ruleId": .string(text), "B": .int(2),
            "c": .array([.string(""), .int(0), .object(["k": .array([.int(1), .array([])])])]),
        ])
        let foundation: [String: Any] = [
            "b": [Any](), "a": [String: Any](), "ruleIndex": -3, "ruleId": text, "B": 2,
            "c": ["", 0, ["k": [1, [Any]()]]] as [Any],
        ]
        let data = try JSONSerialization.data(withJSONObject: foundation, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(value.text == String(decoding: data, as: UTF8.self))
    }
}
