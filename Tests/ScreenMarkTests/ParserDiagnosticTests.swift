import Testing
@testable import ScreenMark

/// Every syntax diagnostic, at its marker, with and without a multibyte prefix on the line.
@Suite struct ParserDiagnosticTests {
    @Test func unknownNamesGetSuggestions() {
        assertDiagnostics(
            """
            # «»Settings

            ## 1️⃣Navigaton bar
            - title: «»Settings

            ## Table (grouped)
            - 2️⃣swich: «»Airplane Mode = off
            - cell: «»General {3️⃣accesory: disclosure}
            """,
            [
                ExpectedDiagnostic("1️⃣", "unknown-region", .warning, "`Navigaton bar` is not a region"),
                ExpectedDiagnostic("2️⃣", "unknown-element", .warning, "`swich` is not an element kind"),
                ExpectedDiagnostic("3️⃣", "unknown-attribute", .warning, "no attribute `accesory`"),
            ])
    }

    /// The parser reads printable ASCII eight bytes at a time: a control character, DEL, a C1
    /// control or an invalid byte is found wherever it falls in such a word, and a line of
    /// printable ASCII around it is not reported.
    @Test func oddBytesAreFoundAtEveryOffset() {
        let odd: [(bytes: [UInt8], id: String)] = [
            ([0x01], "control-character"), ([0x1B], "control-character"), ([0x7F], "control-character"),
            ([0xC2, 0x85], "control-character"), ([0xFF], "invalid-utf8"),
        ]
        for (bytes, id) in odd {
            for offset in 0..<20 {
                let prefix = Array("# A\n## Content\n- label: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: offset)
                let line = prefix + bytes + Array(" ~tail~ of the line 0123456789\n".utf8)
                let result = Parser.parse(SourceFile(path: "t.screen.md", bytes: line))
                #expect(result.diagnostics.map(\.id) == [id], "\(bytes) at \(offset)")
                #expect(result.diagnostics.first?.range.start == prefix.count, "\(bytes) at \(offset)")
            }
        }
        let printable = "# A\n## Content\n- label: " + (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\n"
        #expect(Parser.parse(SourceFile(path: "t.screen.md", text: printable)).diagnostics.filter {
            $0.id == "control-character" || $0.id == "invalid-utf8"
        }.isEmpty)
    }

    @Test func suggestionsNameTheClosestKeyword() {
        let result = Parser.parse(SourceFile(path: "t.screen.md", text: "# A\n## Tab bars\n## Content\n- buton: Go\n"))
        #expect(result.diagnostics.map { $0.notes.first?.message } == ["did you mean `tab bar`?", "did you mean `button`?"])
    }

    @Test func aLanguageIsABCP47Tag() {
        assertDiagnostics(
            """
            ---
            language: 1️⃣zh_Hans
            ---
            # «»设置
            """,
            [ExpectedDiagnostic("1️⃣", "invalid-value", .error, "`zh_Hans` is not a language tag")])
        let valid = Parser.parse(SourceFile(path: "t.screen.md", text: "---\nlanguage: zh-Hans\n---\n# 设置\n"))
        #expect(valid.diagnostics.isEmpty && valid.document.frontMatter?.language?.value == "zh-Hans")
    }

    @Test func anAppStyleIsOneOfThree() {
        assertDiagnostics(
            """
            ---
            style: 1️⃣productive # «»comment
            ---
            # «»Inbox
            """,
            [ExpectedDiagnostic("1️⃣", "unknown-value", .error, "`productive` is not an app style")])
        let wrong = Parser.parse(SourceFile(path: "t.screen.md", text: "---\nstyle: utilty\n---\n# Weather\n"))
        #expect(wrong.diagnostics.first?.notes.first?.message == "did you mean `utility`?")
        #expect(wrong.document.frontMatter?.appStyle == nil)
        let valid = Parser.parse(SourceFile(path: "t.screen.md", text: "---\nstyle: immersive\n---\n# Level\n"))
        #expect(valid.diagnostics.isEmpty && valid.document.frontMatter?.appStyle?.value == .immersive)
        // The value's range, where the style rules point their note: bytes 11..<20 of the file.
        #expect(valid.document.frontMatter?.appStyle?.range == SourceRange(11, 20))
    }

    @Test func badValues() {
        assertDiagnostics(
            """
            # «»Controls

            ## Table (groupd)
            - switch: «»Wi-Fi = 2️⃣maybe
            - slider: «»Volume = 3️⃣loud
            - segmented: «»Range = Day | *Week* | 4️⃣*Month*
            - date-picker: «»Start = 5️⃣2010-02-30 {mode: date}
            - cell: «»Name {accessory: 6️⃣arrow}
            - stepper: «»Count {min: 7️⃣one}
            """,
            [
                ExpectedDiagnostic("2️⃣", "invalid-value", .error, "`on` or `off`"),
                ExpectedDiagnostic("3️⃣", "invalid-value", .error, "a number"),
                ExpectedDiagnostic("4️⃣", "multiple-selected", .error, "2 options"),
                ExpectedDiagnostic("5️⃣", "invalid-value", .error, "February 2010 has 28 days"),
                ExpectedDiagnostic("6️⃣", "unknown-value", .error, "not an accessory"),
                ExpectedDiagnostic("7️⃣", "invalid-value", .error, "a number"),
            ])
    }

    @Test func attributeSyntax() {
        assertDiagnostics(
            """
            # «»Attributes

            ## Toolbar
            - space {flexible: 2️⃣yes}
            - button: «»Add {1️⃣system}
            - button: «»Go {role: cancel, 3️⃣role: destructive}
            - button: «»Up {4️⃣#up}
            - button: «»Odd {5️⃣= x}
            - button: «»Open 6️⃣{icon: "x
            """,
            [
                ExpectedDiagnostic("2️⃣", "unexpected-value", .error, "`flexible` takes no value"),
                ExpectedDiagnostic("1️⃣", "missing-value", .error, "`system` needs a value"),
                ExpectedDiagnostic("3️⃣", "duplicate-attribute", .error, "given twice"),
                ExpectedDiagnostic("4️⃣", "unexpected-id", .error, "takes no `{#id}`"),
                ExpectedDiagnostic("5️⃣", "invalid-attribute", .error, "expected an attribute name"),
                ExpectedDiagnostic("6️⃣", "unclosed-attributes", .error, "not closed"),
            ])
    }

    @Test func aTintIsAColourInHex() {
        assertDiagnostics(
            """
            # «»Tints

            ## Navigation bar {tint: #3b5998}
            - title: «»Tints
            ## Toolbar {tint: 1️⃣green}
            - button: «»Go
            """,
            [ExpectedDiagnostic("1️⃣", "invalid-value", .error, "`tint` is a colour `#RRGGBB`, like `#5DBB63`, not `green`")])
    }

    @Test func coloursReadTheirShade() {
        #expect(Colour(hex: "#3b5998")?.hex == "#3B5998")
        #expect(Colour(hex: "#12345") == nil && Colour(hex: "3B5998") == nil && Colour(hex: "#GGGGGG") == nil)
        // White on Facebook's blue reads (6.8:1, worked by hand from WCAG's formula); black on white is the most there is.
        let blue = Colour(hex: "#3B5998")!
        #expect(Colour.white.contrast(on: blue) > 6.8 && Colour.white.contrast(on: blue) < 6.9)
        #expect(Colour.black.contrast(on: .white) == 21)
    }

    @Test func elementSyntax() {
        assertDiagnostics(
            """
            # «»Elements

            ## Navigation bar
            - 1️⃣title
            - button: «»Edit = 2️⃣x
            - button: «»Go → 3️⃣sideways [X](#x)
            - button: «»Go 4️⃣→ modal
            - button: «»Back → dismiss 5️⃣[X](#x)
            - button: «»Odd {system: edit} 6️⃣{role: cancel}
            - 7️⃣tab: «»Home

            ## Content
            - label: «»Hello 8️⃣→ [X](#elements)
            - page-control: 9️⃣Three = 1
            """,
            [
                ExpectedDiagnostic("1️⃣", "missing-label", .error, "needs a label"),
                ExpectedDiagnostic("2️⃣", "unexpected-value", .error, "takes no value"),
                ExpectedDiagnostic("3️⃣", "unknown-presentation", .error, "`sideways`"),
                ExpectedDiagnostic("4️⃣", "missing-link", .error, "needs a link"),
                ExpectedDiagnostic("5️⃣", "unexpected-link", .error, "takes no link"),
                ExpectedDiagnostic("6️⃣", "unexpected-text", .error, "a second `{…}` attribute block"),
                ExpectedDiagnostic("7️⃣", "element-not-allowed", .error, "does not belong in a navigation bar"),
                ExpectedDiagnostic("8️⃣", "unexpected-target", .error, "does not lead anywhere"),
                ExpectedDiagnostic("9️⃣", "unexpected-label", .error, "takes no label"),
            ])
    }

    @Test func linkSyntax() {
        assertDiagnostics(
            """
            # «»Links

            ## Content
            - button: «»A → 1️⃣[Somewhere](#links
            - button: «»B → [Web](2️⃣https://example.com)
            - button: «»C → modal 3️⃣[Nowhere]()
            - label: 4️⃣"unclosed «»quote
            - segmented: «»Filter = All | Unread 5️⃣= Flagged
            """,
            [
                ExpectedDiagnostic("1️⃣", "incomplete-link", .error, "not complete"),
                ExpectedDiagnostic("2️⃣", "invalid-link", .error, "not a screen link"),
                ExpectedDiagnostic("3️⃣", "invalid-link", .error, "leads nowhere"),
                ExpectedDiagnostic("4️⃣", "unclosed-quote", .error, "not closed"),
                ExpectedDiagnostic("5️⃣", "unexpected-text", .error, "a second value"),
            ])
    }

    @Test func structure() {
        assertDiagnostics(
            """
            Intro «»text.

            1️⃣## Content

            # «»Screen
            2️⃣- button: «»Go

            ## Navigation bar
            - title: «»Screen
            3️⃣### Section

            ## 4️⃣Navigation bar {style: black}

            5️⃣#### Deep «»heading

            ## Table
            - cell: «»One
              6️⃣- cell: «»Nested
            - cell: «»Two
            7️⃣continued «»text
            8️⃣1. «»numbered

            Text
            9️⃣===
            """,
            [
                ExpectedDiagnostic("1️⃣", "region-outside-screen", .error, "not inside a screen"),
                ExpectedDiagnostic("2️⃣", "element-outside-region", .error, "not inside a region"),
                ExpectedDiagnostic("3️⃣", "section-outside-table", .error, "belong in a table"),
                ExpectedDiagnostic("4️⃣", "duplicate-region", .error, "already has a navigation bar"),
                ExpectedDiagnostic("5️⃣", "heading-level", .warning, "no meaning"),
                ExpectedDiagnostic("6️⃣", "nested-item", .warning, "nested list items"),
                ExpectedDiagnostic("7️⃣", "element-continuation", .warning, "continues the list item"),
                ExpectedDiagnostic("8️⃣", "numbered-item", .warning, "numbered list items"),
                ExpectedDiagnostic("9️⃣", "setext-heading", .warning, "makes that text a heading"),
            ])
    }

    @Test func headings() {
        assertDiagnostics(
            """
            1️⃣#

            # «»Alerts

            ## Navigation bar: 2️⃣Title «»here
            ## Content 3️⃣(grouped)
            ## Alert: «»Sure? {#sure}
            ## Table 5️⃣(plain
            ## Table {6️⃣name: x}
            ## 7️⃣Content oops
            """,
            [
                ExpectedDiagnostic("1️⃣", "missing-title", .error, "no title"),
                ExpectedDiagnostic("2️⃣", "unexpected-title", .error, "takes no title"),
                ExpectedDiagnostic("3️⃣", "unexpected-variant", .error, "a content region has no variants"),
                ExpectedDiagnostic("5️⃣", "unclosed-parenthesis", .error, "not closed"),
                ExpectedDiagnostic("6️⃣", "unknown-attribute", .warning, "a table has no attribute `name`"),
                ExpectedDiagnostic("7️⃣", "unknown-region", .warning, "`Content oops` is not a region"),
            ])
    }

    @Test func frontMatter() {
        assertDiagnostics(
            """
            ---
            screenmark: 1️⃣2
            hig: 2️⃣ios6
            3️⃣colour: blue # «»comment
            4️⃣hig: ios7
            ---

            # «»Screen
            """,
            [
                ExpectedDiagnostic("1️⃣", "unsupported-version", .error, "format 2"),
                ExpectedDiagnostic("2️⃣", "unknown-value", .error, "not an HIG profile"),
                ExpectedDiagnostic("3️⃣", "unknown-front-matter-key", .warning, "`colour`"),
                ExpectedDiagnostic("4️⃣", "duplicate-key", .error, "set twice"),
            ])
    }

    @Test func unclosedFrontMatter() {
        assertDiagnostics(
            """
            ---
            app: «»Mail
            1️⃣# «»Inbox
            """,
            [ExpectedDiagnostic("1️⃣", "unclosed-front-matter", .error, "not closed before this line")])
        let result = Parser.parse(SourceFile(path: "t.screen.md", text: "---\napp: Mail\n# Inbox\n"))
        #expect(result.document.screens.map(\.title.value) == ["Inbox"])
        #expect(result.document.frontMatter?.app?.value == "Mail")
    }

    @Test func unclosedComment() {
        assertDiagnostics(
            "# «»Screen\n1️⃣<!-- never «»closed\n## Content\n",
            [ExpectedDiagnostic("1️⃣", "unclosed-comment", .error, "not closed")])
    }

    @Test func emptyOptions() {
        assertDiagnostics(
            "# «»Screen\n## Content\n- segmented: «»Mode = A |1️⃣ | B\n",
            [ExpectedDiagnostic("1️⃣", "empty-option", .error, "is empty")])
    }

    /// An arrow almost written is reported where it would silently be label text, not in quotes,
    /// where the author wrote the text as it is.
    @Test func nearMissArrowsOutsideQuotesOnly() {
        assertDiagnostics(
            "# «»Home\n## Content\n- button: «»Open 1️⃣—> [Home](#home)\n- button: \"«»Open —> Home\"\n",
            [ExpectedDiagnostic("1️⃣", "near-miss-arrow", .warning, "`—>` is not an arrow")])
    }

    /// A tab that presents is written as the app does it (the rule `tab-bar-no-actions` flags it);
    /// one that goes back or dismisses opens nothing and is refused.
    @Test func tabsOpenScreens() {
        assertDiagnostics("# «»Home\n## Tab bar\n- tab: «»Home → modal [Home](#home)\n", [])
        assertDiagnostics(
            "# «»Home\n## Tab bar\n- tab: «»Home → 1️⃣dismiss\n- tab: «»Back → 2️⃣back\n",
            [
                ExpectedDiagnostic("1️⃣", "invalid-tab-target", .error, "a tab opens a screen"),
                ExpectedDiagnostic("2️⃣", "invalid-tab-target", .error, "a tab opens a screen"),
            ])
    }
}

/// Linking: unknown targets, duplicate ids, cycles.
@Suite struct ResolverDiagnosticTests {
    @Test func unknownTargets() {
        assertDiagnostics(
            """
            # «»Inbox

            ## Content
            - button: «»Open → [Message](1️⃣#mesage)
            - button: «»Delete → sheet [Delete](2️⃣#delete)
            - button: «»Other → [Other](3️⃣other.screen.md#x)
            - button: «»Confirm → [Confirm](4️⃣#confirm)
            - button: «»Ask → sheet [Confirm](5️⃣#confirm)

            ## Alert: Confirm

            # «»Message
            """,
            [
                ExpectedDiagnostic("1️⃣", "link-target-exists", .error, "no screen in this file has the id `mesage`"),
                ExpectedDiagnostic("2️⃣", "link-target-exists", .error, "no action sheet or activity view"),
                ExpectedDiagnostic("3️⃣", "link-target-exists", .error, "not among the files"),
                ExpectedDiagnostic("4️⃣", "link-target-exists", .error, "no screen in this file"),
                ExpectedDiagnostic("5️⃣", "link-target-exists", .error, "no action sheet"),
            ], rules: ["link-target-exists"])
    }

    @Test func suggestionsForTargets() {
        let source = SourceFile(path: "t.screen.md", text: "# A\n## Content\n- button: B → [M](#mesage)\n- button: C → [M](#confirm)\n## Alert: Confirm\n# Message\n")
        let diagnostics = Checker.check([source], validator: Validator(configuration: .only(["link-target-exists"]))).diagnostics
        #expect(diagnostics.map { $0.notes.first?.message } == [
            "did you mean `message`?", "`#confirm` is this screen's alert: write `→ alert [M](#confirm)`",
        ])
    }

    @Test func duplicateIDs() {
        assertDiagnostics(
            """
            # «»Inbox {#inbox}
            # «»Inbox again {#1️⃣inbox}
            # 2️⃣Inbox
            ## Alert: «»Sure {#sure}
            ## Action sheet {#3️⃣sure}
            """,
            [
                ExpectedDiagnostic("1️⃣", "duplicate-id", .error, "already has the id `inbox`"),
                ExpectedDiagnostic("2️⃣", "duplicate-id", .error, "already has the id `inbox`"),
                ExpectedDiagnostic("3️⃣", "duplicate-id", .error, "overlay"),
            ])
    }

    @Test func cycles() {
        assertDiagnostics(
            """
            # «»A {#a}
            ## Content
            - button: «»To B → [B](#b)
            # «»B {#b}
            ## Content
            - button: «»To C → modal [C](#c)
            - button: «»Back → back
            # «»C {#c}
            ## Content
            - button: «»To A 2️⃣→ [A](#a)
            """,
            [ExpectedDiagnostic("2️⃣", "navigation-cycle", .warning, "already on the way here (a loop of 3 screens)")],
            rules: ["navigation-cycle"])
    }
}
