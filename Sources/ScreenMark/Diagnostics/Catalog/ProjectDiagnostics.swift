// Diagnostics of the whole project that are not HIG rules: ids, the generated names,
// suppression comments and the configuration. Each example is checked by
// `DiagnosticCatalogTests` and printed in `Grammar/Diagnostics.md`.

extension DiagnosticKind {
    public static let duplicateId = DiagnosticKind(
        "duplicate-id", .error, .links,
        summary: "two screens of a file, or two overlays of a screen, have one id",
        explanation: "Links find screens and overlays by id, so each id names one. Titles give ids, so two "
            + "screens titled alike need `{#another-id}` on one of them.",
        example: .screen(
            """
            # Inbox
            # ↓Inbox
            """))

    public static let hidesTabBarUnused = DiagnosticKind(
        "hides-tab-bar-unused", .warning, .links,
        summary: "`{hides-tab-bar}` on a screen whose tab bar it cannot hide",
        explanation: "A screen pushed from a tab's screen can cover the tab bar (a player, a photo viewer), and "
            + "the screens pushed from it then cover it too. A tab's root always shows its bar, and a screen "
            + "that no tab's screen pushes (a modal screen, a screen of an app without a tab bar) has none to "
            + "cover: there the attribute changes nothing, and the screen is drawn and checked as if it were "
            + "not written.",
        example: .screen(
            """
            # Songs {↓hides-tab-bar}
            ## Tab bar
            - tab: Songs {icon: songs} → [Songs](#songs)
            - tab: Albums {icon: albums} → [Albums](#albums)
            # Albums
            """))

    public static let invalidCodeName = DiagnosticKind(
        "invalid-code-name", .error, .naming,
        summary: "a `{name: …}` that is not a Swift identifier",
        explanation: "`name` sets the identifier the generated Swift uses for a screen or element; it holds "
            + "letters, digits and `_`, and does not start with a digit.",
        example: .screen(
            """
            # Inbox
            ## Content
            - button: Delete {↓name: delete button}
            """))

    public static let duplicateCodeName = DiagnosticKind(
        "duplicate-code-name", .error, .naming,
        summary: "a `{name: …}` already used in the same scope",
        explanation: "Each `name` in a screen (or, for screens, in an app) must be its own, or the generated "
            + "code would declare it twice.",
        example: .screen(
            """
            # Inbox
            ## Content
            - button: Delete {name: remove}
            - button: Erase {↓name: remove}
            """))

    public static let suppressionUnknownDirective = DiagnosticKind(
        "suppression-unknown-directive", .error, .suppressions,
        summary: "a `screenmark-…` comment that is not a directive",
        explanation: "The directives are `screenmark-disable-next-line`, `screenmark-disable-line`, "
            + "`screenmark-disable` … `screenmark-enable`, and `screenmark-disable-file`.",
        example: .screen(
            """
            # Inbox
            <!-- ↓screenmark-disable-nextline alert-button-count -- why -->
            """))

    public static let suppressionNoRules = DiagnosticKind(
        "suppression-no-rules", .error, .suppressions,
        summary: "a disable comment that names no rule",
        explanation: "Name the rules to disable: `<!-- screenmark-disable-next-line alert-button-count -- why -->`.",
        example: .screen(
            """
            # Inbox
            <!-- ↓screenmark-disable-next-line -- why -->
            """))

    public static let suppressionNothingToEnable = DiagnosticKind(
        "suppression-nothing-to-enable", .warning, .suppressions,
        summary: "`screenmark-enable` for a rule that is not disabled there",
        explanation: "`screenmark-enable` ends a `screenmark-disable` range of the same rule above it.",
        example: .screen(
            """
            # Inbox
            <!-- screenmark-enable ↓alert-button-count -->
            """))

    public static let configSyntax = DiagnosticKind(
        "config-syntax", .error, .configuration,
        summary: "`.screenmark.yml` is not valid YAML",
        explanation: "The configuration is a YAML mapping; the message gives the parser's reason.",
        example: .configuration(
            """
            rules:
              alert-button-count: [off
            ↓
            """))

    public static let configInvalidValue = DiagnosticKind(
        "config-invalid-value", .error, .configuration,
        summary: "a configuration value of the wrong kind",
        explanation: "`profile` is `ios7` or `iphone-2010`; `include` and `exclude` are lists of globs; a rule's "
            + "setting is a severity (`error`, `warning`, `note`, `off`) or a mapping with `severity` and options.",
        example: .configuration(
            """
            profile: ↓ios6
            """))

    public static let configUnknownKey = DiagnosticKind(
        "config-unknown-key", .warning, .configuration,
        summary: "a configuration key ScreenMark does not know",
        explanation: "The keys are `profile`, `include`, `exclude` and `rules`; an unknown one is ignored.",
        example: .configuration(
            """
            ↓rule:
              alert-button-count: off
            """))

    public static let configUnknownRule = DiagnosticKind(
        "config-unknown-rule", .warning, .configuration,
        summary: "a setting for a rule that does not exist",
        explanation: "`screenmark rules` lists the rule ids; a setting for another id is ignored.",
        example: .configuration(
            """
            rules:
              ↓alert-button-cuont: off
            """))

    public static let configUnknownOption = DiagnosticKind(
        "config-unknown-option", .warning, .configuration,
        summary: "an option a rule does not have",
        explanation: "`screenmark rules ID` lists a rule's options; another key is ignored.",
        example: .configuration(
            """
            rules:
              tab-bar-max-items:
                ↓maximum: 6
            """))
}
