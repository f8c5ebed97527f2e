// The parser's diagnostics about `{…}` attribute blocks, quotes and the front matter. Each
// example is checked by `DiagnosticCatalogTests` and printed in `Grammar/Diagnostics.md`.

extension DiagnosticKind {
    public static let unclosedAttributes = DiagnosticKind(
        "unclosed-attributes", .error, .syntax,
        summary: "a `{` attribute block is not closed",
        explanation: "Attributes are written `{name: value, flag}` on the element's line.",
        example: .screen(
            """
            # Inbox
            ## Content
            - button: Send ↓{style: done
            """))

    public static let invalidAttribute = DiagnosticKind(
        "invalid-attribute", .error, .syntax,
        summary: "an attribute block that cannot be read",
        explanation: "Attributes are `name: value` or a bare `flag`, separated by commas.",
        example: .screen(
            """
            # Inbox
            ## Content
            - button: Send {style: done, ↓: cancel}
            """))

    public static let unknownAttribute = DiagnosticKind(
        "unknown-attribute", .warning, .syntax,
        summary: "an attribute the element or region does not have",
        explanation: "The attributes of each kind are listed in Vocabulary.md; an unknown one is ignored.",
        example: .screen(
            """
            # Inbox
            ## Content
            - button: Send {↓colour: red}
            """))

    public static let duplicateAttribute = DiagnosticKind(
        "duplicate-attribute", .error, .syntax,
        summary: "an attribute given twice",
        explanation: "Each attribute is given once; the second is ignored.",
        example: .screen(
            """
            # Inbox
            ## Content
            - button: Send {style: done, ↓style: plain}
            """))

    public static let unexpectedId = DiagnosticKind(
        "unexpected-id", .error, .syntax,
        summary: "an `{#id}` on something that has no id",
        explanation: "Ids name screens, alerts, action sheets and activity views; to name an element in the "
            + "generated code, use `{name: …}`.",
        example: .screen(
            """
            # Inbox
            ## Content
            - button: Send {↓#send}
            """))

    public static let emptyId = DiagnosticKind(
        "empty-id", .error, .syntax,
        summary: "`{#}` with no id after the `#`",
        explanation: "Write the id: `{#inbox}`.",
        example: .screen(
            """
            # Inbox {↓#}
            """))

    public static let repeatedId = DiagnosticKind(
        "repeated-id", .error, .syntax,
        summary: "two `#id`s in one attribute block",
        explanation: "A screen or overlay has one id.",
        example: .screen(
            """
            # Inbox {#inbox, ↓#mail}
            """))

    public static let unclosedQuote = DiagnosticKind(
        "unclosed-quote", .error, .syntax,
        summary: "a quote is not closed",
        explanation: "A quoted label or value (`\"A = B\"`) ends with a quote on the same line.",
        example: .screen(
            """
            # Inbox
            ## Content
            - label: ↓"Hello
            """))

    public static let invalidFrontMatter = DiagnosticKind(
        "invalid-front-matter", .error, .syntax,
        summary: "a front-matter line that is not `key: value`",
        explanation: "The front matter between the `---` lines holds `key: value` lines and `#` comments.",
        example: .screen(
            """
            ---
            ↓screenmark 1
            ---
            # Inbox
            """))

    public static let unclosedFrontMatter = DiagnosticKind(
        "unclosed-front-matter", .error, .syntax,
        summary: "the front matter is not closed",
        explanation: "The front matter starts with `---` on the first line and ends with `---` (or `...`) "
            + "before the first heading.",
        example: .screen(
            """
            ---
            screenmark: 1
            ↓# Inbox
            """))

    public static let duplicateKey = DiagnosticKind(
        "duplicate-key", .error, .syntax,
        summary: "a front-matter key set twice",
        explanation: "Each key is set once.",
        example: .screen(
            """
            ---
            app: Mail
            ↓app: Notes
            ---
            # Inbox
            """))

    public static let unknownFrontMatterKey = DiagnosticKind(
        "unknown-front-matter-key", .warning, .syntax,
        summary: "a front-matter key ScreenMark does not know",
        explanation: "The keys are listed in Vocabulary.md; an unknown one is ignored.",
        example: .screen(
            """
            ---
            ↓colour: blue
            ---
            # Inbox
            """))

    public static let unsupportedVersion = DiagnosticKind(
        "unsupported-version", .error, .syntax,
        summary: "the file is written in a newer format than this ScreenMark reads",
        explanation: "`screenmark: N` in the front matter is the language's format; update ScreenMark to read a "
            + "newer one.",
        example: .screen(
            """
            ---
            screenmark: ↓99
            ---
            # Inbox
            """))
}
