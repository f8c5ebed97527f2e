// The parser's diagnostics about element lines: their kind, label, value and target. Each
// example is checked by `DiagnosticCatalogTests` and printed in `Grammar/Diagnostics.md`.

extension DiagnosticKind {
    public static let unknownElement = DiagnosticKind(
        "unknown-element", .warning, .syntax,
        summary: "a list item that is not an element",
        explanation: "An element reads `- kind: label`; the kinds are listed in Vocabulary.md. An item that "
            + "names none is ignored (with a suggestion when a kind is close).",
        example: .screen(
            """
            # Inbox
            ## Content
            - ↓swich: Airplane Mode
            """))

    public static let elementNotAllowed = DiagnosticKind(
        "element-not-allowed", .error, .syntax,
        summary: "an element in a region it cannot be in",
        explanation: "Each region holds certain kinds: tabs are in a tab bar, a page control in content. The "
            + "message says where the element belongs.",
        example: .screen(
            """
            # Inbox
            ## Toolbar
            - ↓page-control = 1 of 3
            """))

    public static let missingLabel = DiagnosticKind(
        "missing-label", .error, .syntax,
        summary: "an element that needs a label has none",
        explanation: "Cells, labels, tabs and other kinds show text: write it after the colon.",
        example: .screen(
            """
            # Inbox
            ## Content
            - ↓label
            """))

    public static let unexpectedLabel = DiagnosticKind(
        "unexpected-label", .error, .syntax,
        summary: "an element that takes no label has one",
        explanation: "Some kinds show no text of their own (a space, an activity indicator); the label is dropped.",
        example: .screen(
            """
            # Inbox
            ## Toolbar
            - space: ↓Gap
            """))

    public static let missingValue = DiagnosticKind(
        "missing-value", .error, .syntax,
        summary: "`=` or an attribute without the value it needs",
        explanation: "`=` gives a control's value (`- switch: Wi-Fi = on`); an attribute such as `style` needs "
            + "one too (`{style: done}`).",
        example: .screen(
            """
            # Settings
            ## Content
            - switch: Wi-Fi ↓=
            - button: Send {↓style}
            """))

    public static let invalidValue = DiagnosticKind(
        "invalid-value", .error, .syntax,
        summary: "a value of the wrong type",
        explanation: "A switch is `on` or `off`, a slider a number, a date picker a real date; an attribute's "
            + "type is in Vocabulary.md; the front matter's `screenmark` is a whole number.",
        example: .screen(
            """
            # Settings
            ## Content
            - switch: Wi-Fi = ↓maybe
            - slider: Volume = 0.5 {max: ↓loud}
            """))

    public static let unexpectedValue = DiagnosticKind(
        "unexpected-value", .error, .syntax,
        summary: "a value where none is taken",
        explanation: "Buttons have no `= value`; flag attributes such as `clear-button` are written alone.",
        example: .screen(
            """
            # Settings
            ## Content
            - button: Sign In = ↓yes
            - text-field: Name {clear-button: ↓yes}
            """))

    public static let unknownValue = DiagnosticKind(
        "unknown-value", .error, .syntax,
        summary: "a keyword that is not among an attribute's choices",
        explanation: "Attributes such as `accessory`, `system` or `keyboard`, and front-matter keys such as `hig`, "
            + "take one of the keywords listed in Vocabulary.md.",
        example: .screen(
            """
            # Inbox
            ## Table
            - cell: Drafts {accessory: ↓disclosur}
            """))

    public static let valueAsLabel = DiagnosticKind(
        "value-as-label", .warning, .syntax,
        summary: "an element's value written where its label belongs: choices, on or off, a number, a date or time",
        explanation: "A value follows `=`: `- segmented: Media = *Audio* | Video`, `- switch: Wi-Fi = on`, "
            + "`- slider: Volume = 0.5`, `- date-picker = 09:41`; without a label, `- segmented = *Audio* | Video`. "
            + "Written after the colon, the value would be a label and the element would have none; it is read as "
            + "the value meant, and the fix-it writes it so. A quoted label is a label.",
        example: .screen(
            """
            # Podcasts
            ## Content
            - segmented: ↓*Audio* | Video
            - slider: ↓0.5
            """))

    public static let missingChoices = DiagnosticKind(
        "missing-choices", .warning, .syntax,
        summary: "a segmented control or picker with no choices",
        explanation: "A segmented control shows its segments and a picker its rows: write them after `=`, the "
            + "selected one in `*…*`.",
        example: .screen(
            """
            # Clock
            ## Content
            - ↓segmented: Range
            """))

    public static let emptyOption = DiagnosticKind(
        "empty-option", .error, .syntax,
        summary: "an empty option in a segmented control or picker",
        explanation: "Options are separated by `|`; two in a row, or one at an end, leave an option with no text.",
        example: .screen(
            """
            # Clock
            ## Content
            - segmented: Range = Day |↓ | Month
            """))

    public static let multipleSelected = DiagnosticKind(
        "multiple-selected", .error, .syntax,
        summary: "more than one option marked selected",
        explanation: "`*Week*` marks the selected segment or row of a wheel; one at most can be.",
        example: .screen(
            """
            # Clock
            ## Content
            - segmented: Range = *Day* | ↓*Week* | Month
            """))

    public static let valueRange = DiagnosticKind(
        "value-range", .error, .syntax,
        summary: "a slider's or stepper's `min` is above its `max`",
        explanation: "Such a range holds no value, so the control can be neither drawn nor generated. The "
            + "defaults are 0…1 for a slider and 0…100 for a stepper, so `{min: 5}` alone is above a slider's "
            + "`max`. (A value outside a valid range is the `slider-range` rule's concern.)",
        example: .screen(
            """
            # Settings
            ## Content
            - stepper: Copies {min: 5, ↓max: 1}
            - slider: Speed {↓min: 5}
            """))

    public static let unexpectedText = DiagnosticKind(
        "unexpected-text", .error, .syntax,
        summary: "text the element or heading does not expect",
        explanation: "An element reads `- kind: label = value {attributes} → target`, each part at most once; a "
            + "region heading reads `## Region (variant): Title {attributes}`.",
        example: .screen(
            """
            # Inbox
            ## Content
            - button: Send {style: done} ↓{role: cancel}
            """))

    public static let missingTarget = DiagnosticKind(
        "missing-target", .error, .syntax,
        summary: "an arrow with nothing after it",
        explanation: "`→` is followed by a link (`→ [Inbox](#inbox)`), a presentation and a link "
            + "(`→ modal [Compose](#compose)`), or `back` or `dismiss`.",
        example: .screen(
            """
            # Inbox
            ## Content
            - button: Open ↓→
            """))

    public static let nearMissArrow = DiagnosticKind(
        "near-miss-arrow", .warning, .syntax,
        summary: "an arrow almost written: `—>`, `–>` or `=>`",
        explanation: "A target follows `→` or `->`. A dash turned long by a word processor (`—>`, `–>`) leaves the "
            + "target in the label, and `=>` starts a value; either way the link silently does nothing. The "
            + "fix-it writes `→`.",
        example: .screen(
            """
            # Inbox
            ## Content
            - button: Open ↓—> [Message](#message)
            - button: Reply ↓=> modal [Message](#message)
            # Message
            """))

    public static let unknownPresentation = DiagnosticKind(
        "unknown-presentation", .error, .syntax,
        summary: "a word after the arrow that is not a presentation",
        explanation: "The presentations are push (the default), modal, flip, alert, sheet, back and dismiss.",
        example: .screen(
            """
            # Inbox
            ## Content
            - button: Open → ↓popover [Compose](#compose)
            """))

    public static let missingLink = DiagnosticKind(
        "missing-link", .error, .syntax,
        summary: "a presentation that shows something names nothing",
        explanation: "`→ modal`, `→ alert` and `→ sheet` need a link to the screen or overlay they show.",
        example: .screen(
            """
            # Inbox
            ## Content
            - button: Compose ↓→ modal
            """))

    public static let unexpectedLink = DiagnosticKind(
        "unexpected-link", .error, .syntax,
        summary: "`→ back` or `→ dismiss` with a link",
        explanation: "They return to wherever the screen came from, so they name no destination.",
        example: .screen(
            """
            # Compose
            ## Navigation bar
            - button: Cancel → dismiss ↓[Inbox](#inbox)
            """))

    public static let incompleteLink = DiagnosticKind(
        "incomplete-link", .error, .syntax,
        summary: "a Markdown link that is not closed",
        explanation: "A link reads `[Title](#screen-id)`, both brackets and both parentheses on the line.",
        example: .screen(
            """
            # Inbox
            ## Content
            - button: Open → ↓[Message](#message
            """))

    public static let invalidLink = DiagnosticKind(
        "invalid-link", .error, .syntax,
        summary: "a link that does not lead to a screen",
        explanation: "Links lead to screens and overlays: `#id`, `file.screen.md` or `file.screen.md#id`; a web "
            + "address or an empty destination is not one. (A well-formed link to an id that does not exist is "
            + "the `link-target-exists` rule's finding.)",
        example: .screen(
            """
            # Inbox
            ## Content
            - button: Help → [Help](↓https://example.com)
            """))

    public static let unexpectedTarget = DiagnosticKind(
        "unexpected-target", .error, .syntax,
        summary: "an element that leads nowhere has a target",
        explanation: "Only buttons, cells, tabs, images, collections and activities navigate; a back button "
            + "always goes back; `→ detail` is the target of a cell's detail disclosure button, so only a cell "
            + "with `{accessory: detail-disclosure}` takes it.",
        example: .screen(
            """
            # Inbox
            ## Content
            - label: Hello ↓→ [Inbox](#inbox)
            """))

    public static let invalidTabTarget = DiagnosticKind(
        "invalid-tab-target", .error, .syntax,
        summary: "a tab that goes back or dismisses",
        explanation: "A tab opens a screen: write `→ [Title](#screen-id)`. `→ back` and `→ dismiss` have nothing "
            + "to open. (A tab that presents a screen, `→ modal [Camera](#camera)`, is written as the app does it "
            + "and reported by the rule `tab-bar-no-actions`.)",
        example: .screen(
            """
            # Inbox
            ## Tab bar
            - tab: Mail {icon: mail} → ↓dismiss
            """))
}
