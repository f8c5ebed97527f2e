// The parser's diagnostics about the file as a whole and its headings: what the language cannot
// read. Each example is checked by `DiagnosticCatalogTests` and printed in `Grammar/Diagnostics.md`.

extension DiagnosticKind {
    public static let fileTooLarge = DiagnosticKind(
        "file-too-large", .error, .syntax,
        summary: "the file is larger than a screen file can be",
        explanation: "Screen files are read up to 16 MiB; the rest of a larger file is not read. Split the app "
            + "into several files (they link to each other with `file.screen.md#id`).",
        example: .generated(
            description: "a file of 16 MiB and one byte", offset: 0,
            bytes: { Array(repeating: UInt8(ascii: "\n"), count: Parser.maximumFileSize + 1) }))

    public static let invalidUTF8 = DiagnosticKind(
        "invalid-utf8", .error, .syntax,
        summary: "a byte is not valid UTF-8",
        explanation: "Screen files are UTF-8. A byte that is not is read as U+FFFD (�), so the text around it is "
            + "not what was meant; save the file as UTF-8.",
        example: .generated(
            description: "a label holding the byte 0xFF", offset: 30,
            bytes: { Array("# Inbox\n## Content\n- label: A ".utf8) + [0xFF] + Array("\n".utf8) }))

    public static let controlCharacter = DiagnosticKind(
        "control-character", .warning, .syntax,
        summary: "a control character in the text",
        explanation: "Control characters (U+0000 to U+001F but tab, U+007F to U+009F) show on no screen, and "
            + "on a terminal one can move the cursor or rewrite the title. ScreenMark's reports show them "
            + "escaped (`\\u{1B}`); `--fix` removes them from the file.",
        example: .generated(
            description: "a label holding ESC (U+001B)", offset: 30,
            bytes: { Array("# Inbox\n## Content\n- label: A \u{1B}[2J\n".utf8) }))

    public static let mixedScript = DiagnosticKind(
        "mixed-script", .warning, .syntax,
        summary: "a word mixing alphabets with letters that look alike",
        explanation: "A word written mostly in one alphabet (Latin, Cyrillic or Greek) with a letter of another "
            + "that looks the same — `Pаy` with a Cyrillic `а` — reads as `Pay` and is another string: a "
            + "search or a translation tool does not find it, and a Swift name made from it could pass for "
            + "another. The first such word of a line is reported; `--fix` writes it in its main alphabet, "
            + "and the generated Swift name is always spelt that way.",
        example: .generated(
            description: "a label `Pay` whose `a` is Cyrillic (U+0430)", offset: 28,
            bytes: { Array("# Inbox\n## Content\n- label: P\u{430}y\n".utf8) }))

    public static let tooManyProblems = DiagnosticKind(
        "too-many-problems", .note, .reporting,
        summary: "the file has more warnings than are shown",
        explanation: "After 200 warnings and notes about one file — of the language, the links or the rules alike — "
            + "further ones are counted, not listed (errors are always listed: a hidden error would let a broken "
            + "file pass). Fix the first ones and check again.",
        example: .generated(
            description: "a screen with 201 unknown elements", offset: 19 + 199 * 11 + 7,
            bytes: { Array(("# Inbox\n## Content\n" + String(repeating: "- swich: x\n", count: 201)).utf8) }))

    public static let unclosedComment = DiagnosticKind(
        "unclosed-comment", .error, .syntax,
        summary: "an HTML comment is not closed",
        explanation: "Everything after `<!--` up to `-->` is a comment, invisible when the file is rendered; "
            + "without `-->`, the rest of the file would be hidden.",
        example: .screen(
            """
            # Inbox
            ↓<!-- draft
            ## Content
            """))

    public static let setextHeading = DiagnosticKind(
        "setext-heading", .warning, .syntax,
        summary: "a line of `=` or `-` turns the text above it into a heading",
        explanation: "Markdown reads text followed by a line of `=` or `-` as a heading, but ScreenMark reads only "
            + "`#` headings, so the file would render differently from what was checked. Write `# Title`, or "
            + "put a blank line above the line.",
        example: .screen(
            """
            # Inbox
            All mail
            ↓---
            """))

    public static let proseCut = DiagnosticKind(
        "prose-cut", .warning, .syntax,
        summary: "the docs render this description or note only up to here",
        explanation: "`docs` renders prose with libcmark, whose time grows faster than the text on some inputs "
            + "(many `[` left open). So a screen's description or a region's note is rendered up to "
            + "\(ProseBound.maximumBytes / 1024) KiB, and while at most \(ProseBound.maximumOpenBrackets) `[` are open at "
            + "once; the rest is left out of the docs. Split a long text, close the brackets, or write a bracket "
            + "that opens nothing as `\\[`.",
        example: .generated(
            description: "a description with \(ProseBound.maximumOpenBrackets + 1) `[` open", offset: 9 + ProseBound.maximumOpenBrackets,
            bytes: { Array(("# Inbox\n\n" + String(repeating: "[", count: ProseBound.maximumOpenBrackets + 1) + "\n").utf8) }))

    public static let elementContinuation = DiagnosticKind(
        "element-continuation", .warning, .syntax,
        summary: "a line continues the list item above",
        explanation: "In Markdown an indented line, or text right under a list item, belongs to that item; "
            + "ScreenMark reads an element from one line, so the continuation is not read. Put each element "
            + "on its own `- ` line, or leave a blank line before prose.",
        example: .screen(
            """
            # Inbox
            ## Content
            - label: Hello
              ↓world
            """))

    public static let headingLevel = DiagnosticKind(
        "heading-level", .warning, .syntax,
        summary: "a heading deeper than `###`",
        explanation: "`#` is a screen, `##` a region, `###` a table section; deeper headings mean nothing in the "
            + "language and are ignored.",
        example: .screen(
            """
            # Inbox
            ## Table
            ### Today
            ↓#### Morning
            """))

    public static let regionOutsideScreen = DiagnosticKind(
        "region-outside-screen", .error, .syntax,
        summary: "a `##` region before the first `#` screen",
        explanation: "A region belongs to the screen above it; start the file with `# Title`.",
        example: .screen(
            """
            ↓## Content
            - label: Hello
            """))

    public static let sectionOutsideTable = DiagnosticKind(
        "section-outside-table", .error, .syntax,
        summary: "a `###` section outside a table",
        explanation: "Sections group the rows of a table; only `## Table` regions have them.",
        example: .screen(
            """
            # Inbox
            ## Content
            ↓### Today
            """))

    public static let elementOutsideRegion = DiagnosticKind(
        "element-outside-region", .error, .syntax,
        summary: "an element before the screen's first region",
        explanation: "Elements sit in a region (`## Content`, `## Navigation bar`…); a list item right under "
            + "`# Title` belongs to no region.",
        example: .screen(
            """
            # Inbox
            ↓- label: Hello
            """))

    public static let nestedItem = DiagnosticKind(
        "nested-item", .warning, .syntax,
        summary: "a nested list item",
        explanation: "Elements are not nested: an indented list item is ignored. Put it at the top level of "
            + "the region.",
        example: .screen(
            """
            # Inbox
            ## Content
            - label: Hello

              ↓- label: Nested
            """))

    public static let numberedItem = DiagnosticKind(
        "numbered-item", .warning, .syntax,
        summary: "a numbered list item",
        explanation: "Elements are `- ` items; numbered items are prose to the language and are ignored.",
        example: .screen(
            """
            # Inbox
            ## Content
            ↓1. label: First
            """))

    public static let missingTitle = DiagnosticKind(
        "missing-title", .error, .syntax,
        summary: "a screen heading without a title",
        explanation: "A screen is named by its `# Title`, which also gives its id.",
        example: .screen(
            """
            ↓# {#inbox}
            """))

    public static let noIdFromTitle = DiagnosticKind(
        "no-id-from-title", .error, .syntax,
        summary: "no id can be made from the screen's title",
        explanation: "A screen's id is its title as a GitHub heading anchor (lowercase, spaces to `-`, "
            + "punctuation dropped); a title of punctuation only gives none. Give one: `# !!! {#alarm}`.",
        example: .screen(
            """
            # ↓!!!
            """))

    public static let unknownRegion = DiagnosticKind(
        "unknown-region", .warning, .syntax,
        summary: "a `##` heading that names no region",
        explanation: "`##` headings name regions: navigation bar, table, toolbar… (see Vocabulary.md). Under an "
            + "unknown one, the lines are ignored.",
        example: .screen(
            """
            # Inbox
            ## ↓Contnt
            """))

    public static let duplicateRegion = DiagnosticKind(
        "duplicate-region", .error, .syntax,
        summary: "a screen has a bar or other single region twice",
        explanation: "A screen has one navigation bar, one toolbar, one tab bar…; merge the two.",
        example: .screen(
            """
            # Inbox
            ## Toolbar
            ## ↓Toolbar
            """))

    public static let unexpectedTitle = DiagnosticKind(
        "unexpected-title", .error, .syntax,
        summary: "a region heading that takes no title has one",
        explanation: "Only alerts, action sheets and table sections are titled in their heading (`## Alert: "
            + "Delete?`); a bar's title is its `- title:` element.",
        example: .screen(
            """
            # Inbox
            ## Toolbar: ↓Tools
            """))

    public static let unexpectedVariant = DiagnosticKind(
        "unexpected-variant", .error, .syntax,
        summary: "a region heading with a variant it does not have",
        explanation: "`(plain)` and `(grouped)` are table styles; other regions have no variants in parentheses.",
        example: .screen(
            """
            # Inbox
            ## Toolbar ↓(grouped)
            """))

    public static let unclosedParenthesis = DiagnosticKind(
        "unclosed-parenthesis", .error, .syntax,
        summary: "a `(` in a region heading is not closed",
        explanation: "A variant reads `## Table (grouped)`.",
        example: .screen(
            """
            # Inbox
            ## Table ↓(grouped
            """))
}
