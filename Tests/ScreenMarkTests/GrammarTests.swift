import Testing
@testable import ScreenMark

/// `Grammar/` lists exactly what the parser accepts.
@Suite struct GrammarTests {
    @Test func vocabularyReferenceIsCurrent() {
        Golden.check(VocabularyReference.markdown(), against: "Grammar/Vocabulary.md")
    }

    @Test func everyChoiceSetIsListed() {
        // Every keyword set any attribute or front-matter key uses appears in the reference.
        var used = Set<ChoiceSet>()
        let attributes = ElementKind.allCases.flatMap(\.spec.attributes) + RegionKind.allCases.flatMap(\.spec.attributes)
        for attribute in attributes { if case .choice(let set) = attribute.type { used.insert(set) } }
        for key in FrontMatterKey.allCases { if case .choice(let set) = key.type { used.insert(set) } }
        for region in RegionKind.allCases { if let variants = region.spec.variants { used.insert(variants) } }
        used.insert(ChoiceSet(Presentation.self))
        #expect(used.isSubset(of: Set(VocabularyReference.choiceSets)))
    }

    @Test func everyElementKindHasARegion() {
        for kind in ElementKind.allCases {
            #expect(RegionKind.allCases.contains { $0.spec.elements.contains(kind) }, "`\(kind.rawValue)` fits in no region")
        }
    }

    @Test func everyKeywordInTheReferenceIsAccepted() {
        // Each element kind parses in its first region (with its choices, where it takes them:
        // without, `missing-choices` says so); each region heading parses.
        for kind in ElementKind.allCases {
            let region = RegionKind.allCases.first { $0.spec.elements.contains(kind) }!
            let label = kind.spec.label == .none ? "" : ": Text"
            let choices: String
            switch kind.spec.value {
            case .choices, .wheels: choices = " = One | *Two*"
            case .none, .toggle, .number, .integer, .text, .dateTime: choices = ""
            }
            let source = "# S\n\n## \(region.rawValue)\n- \(kind.rawValue)\(label)\(choices)\n"
            let result = Parser.parse(SourceFile(path: "t.screen.md", text: source))
            #expect(result.diagnostics.isEmpty, "\(kind.rawValue): \(result.diagnostics.map(\.message))")
            #expect(result.document.screens.first?.regions.first?.allElements.first?.kind == kind)
        }
    }

    /// The `markdown` blocks of Language.md, and whether each stands in its "What apps do" section.
    static func languageExamples() -> [(text: String, isWhole: Bool)] {
        let text = String(decoding: Golden.read("Grammar/Language.md").bytes, as: UTF8.self)
        var examples: [(String, Bool)] = []
        var section = ""
        var block: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if block == nil, line.hasPrefix("## ") { section = String(line) }
            if line == "```markdown" {
                block = []
            } else if line == "```", let lines = block {
                examples.append((lines.joined(separator: "\n") + "\n", section == "## What apps do"))
                block = nil
            } else if block != nil {
                block!.append(line)
            }
        }
        return examples
    }

    @Test func languageReferenceExamplesAreValid() {
        let examples = Self.languageExamples()
        #expect(examples.count >= 4 && examples.filter(\.isWhole).count == 2)
        for example in examples {
            // Every sample reads without a problem of the language.
            let result = Parser.parse(SourceFile(path: "Language.md", text: example.text))
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))\n\(example.text)")
            guard example.isWhole else { continue }
            // The whole files of "What apps do" are also linked and checked by every rule, with no finding.
            let checked = Pipeline.check(Workspace(sources: [SourceFile(path: "Example.screen.md", text: example.text)]))
            #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))\n\(example.text)")
            #expect(SwiftGenerator().generate(checked.project, blocked: []).files.count == 1)
        }
    }
}

/// `Grammar/Rules.md` is the rule types' own description.
@Suite struct RuleReferenceTests {
    @Test func rulesPageIsCurrent() {
        Golden.check(RuleReference.page(), against: "Grammar/Rules.md")
    }

    /// The rules that read the words of labels say which languages they judge, and how.
    @Test func textRulesSayWhichLanguagesTheyJudge() {
        let text = [
            "alert-title-one-line", "alert-title-not-one-word", "alert-title-style", "alert-message-length", "alert-says-tap",
            "alert-no-quoted-button", "button-title-case", "alert-button-title-words", "alert-no-yes-no",
            // Pronouns, end punctuation, instructions and Cancel in alerts and sheets.
            "alert-button-no-you-me", "alert-title-no-you-me", "alert-no-button-instructions", "alert-button-no-end-punctuation",
            "alert-not-for-progress", "alert-not-for-success", "alert-title-fragment", "alert-title-sentences",
            "alert-cancel-titled-cancel", "action-sheet-has-cancel", "action-sheet-distinct-buttons",
            "action-sheet-destructive-role", "modal-cancel-and-done", "utility-flipside-done",
            // What a label names: keyboards, dates, gestures, tabs, placeholders, activities, developer terms.
            "text-field-keyboard-type", "date-picker-for-dates", "refresh-title-not-instructions", "system-tab-title",
            "search-placeholder-not-instructions", "text-field-single-line", "activity-not-built-in",
            "activity-title-no-app-name", "help-not-a-tab", "no-developer-terms", "back-button-goes-back",
            // Text measured in display columns.
            "cell-label-fits", "value1-cell-fits", "button-title-fits", "segmented-equal-content", "label-short-text",
            "action-sheet-fits-screen", "table-index-short-entries", "no-menu-for-options", "search-uses-search-bar",
        ]
        for id in text {
            let rule = RuleCatalog.descriptions.first { $0.id == id }
            #expect(rule?.languages?.isEmpty == false, "\(id) says nothing of languages")
            #expect(RuleReference.page().contains("Languages: \(rule?.languages ?? "-")"))
        }
    }

    /// The rules that read no words: they look at structure, kinds, attributes, links and numbers. Every
    /// other rule must say which languages it judges, so a new rule that reads labels cannot forget to.
    static let readNoWords: Set<String> = [
        "link-target-exists", "screen-unreachable", "modal-has-exit", "tab-bar-same-everywhere",
        "tab-bar-reachable", "navigation-cycle", "overlay-shown", "status-bar-top", "nav-bar-below-status-bar",
        "nav-bar-max-items", "nav-bar-back-left", "nav-bar-left-button-without-back", "nav-bar-segmented-alone",
        "toolbar-bottom", "toolbar-max-items", "toolbar-or-tab-bar", "toolbar-no-mixed-styles",
        "tab-bar-max-items", "tab-bar-icon-and-title", "tab-bar-one-selected", "tab-bar-no-actions",
        "scope-bar-needs-search-bar", "table-style-known", "table-index-plain-only", "cell-value-style-no-image",
        "cell-value2-no-image", "disclosure-needs-target", "disclosure-not-for-details",
        "grouped-table-not-empty", "segmented-segment-count", "segmented-text-or-image", "hit-target-min",
        "date-picker-wheels", "countdown-max", "minute-interval-divides-60", "page-control-max-dots",
        "slider-range", "progress-range", "switch-two-states", "system-item-known", "system-item-meaning",
        "info-button-utility", "no-rounded-rect-button", "alert-has-title", "alert-button-count",
        "alert-message-as-prose", "action-sheet-min-buttons", "action-sheet-no-message",
        "action-sheet-destructive-first", "action-sheet-for-confirmation", "label-not-empty",
        "status-bar-matches-nav-bar", "nav-bar-translucent-status-bar", "bars-translucency-match",
        "bar-style-consistent", "tab-bar-bottom", "page-control-at-bottom", "progress-style-for-place",
        "table-index-no-accessories", "value2-cells-in-grouped-table", "modal-has-title",
        "action-sheet-asked-for", "status-bar-hidden-sparingly", "nav-bar-buttons-bordered",
        "toolbar-icons-when-crowded", "detail-disclosure-leads-to-details", "activity-system-first",
        "status-bar-style-2010", "network-activity-in-status-bar", "nav-bar-buttons-borderless",
        "back-link-needs-parent", "more-tab-lists-tabs", "tab-bar-at-top-level", "toolbar-titled-buttons-apart",
        "toolbar-items-spread", "toolbar-not-tab-bar", "toolbar-has-commands", "option-list-from-button-plain",
        "empty-table-shows-loading", "disclosure-row-pushes", "refresh-control-at-top", "switch-in-table",
        "plain-table-even-rows", "immersive-table-for-options", "default-cell-no-detail",
        "activity-indicator-suits-background", "info-button-style-contrast", "page-control-current-page",
        "date-picker-in-context", "picker-in-context", "info-button-shows-options", "text-field-purpose-shown",
        "web-content-no-plugins", "one-scroll-view", "modal-not-single-choice", "overlay-opens-no-overlay",
        "utility-flat", "utility-minimal-input", "immersive-full-screen", "immersive-little-text",
        "status-bar-contrast", "more-tab-only-for-overflow", "edit-items-bordered", "productivity-root-nav-bar",
        "modal-one-transition", "activity-opened-by-share-button", "activity-icon-and-title",
        "list-row-shows-disclosure", "detail-disclosure-own-action", "segmented-fixed-height",
        "suppression-unknown-rule", "suppression-unused", "style-reads-immersive",
    ]

    @Test func everyOtherRuleSaysWhichLanguagesItJudges() {
        for rule in RuleCatalog.descriptions where !Self.readNoWords.contains(rule.id) {
            #expect(rule.languages?.isEmpty == false, "\(rule.id) reads no words? add it to readNoWords; else say its languages")
        }
        for id in Self.readNoWords {
            let rule = RuleCatalog.descriptions.first { $0.id == id }
            #expect(rule != nil && rule?.languages == nil, "\(id) is listed as reading no words")
        }
    }

    /// `Grammar/Coverage.md` maps each guideline statement to the rules whose sources cite it.
    @Test func coveragePageIsCurrent() throws {
        let table = String(decoding: Golden.read("Grammar/Statements.tsv").bytes, as: UTF8.self)
        let statements = CoverageReference.parse(table)
        #expect(statements.count == table.split(separator: "\n").count - 1, "a line of Statements.tsv is malformed")
        #expect(statements.count > 500)
        let judgements = String(decoding: Golden.read("Grammar/Judgements.tsv").bytes, as: UTF8.self)
        let judged = CoverageReference.parseJudgements(judgements)
        #expect(judged.count == judgements.split(separator: "\n").count - 1, "a line of Judgements.tsv is malformed or repeated")
        let keys = Set(statements.map(\.key))
        #expect(judged.keys.filter { !keys.contains($0) }.isEmpty, "Judgements.tsv names statements that do not exist")
        Golden.check(CoverageReference.page(statements: table, judgements: judgements), against: "Grammar/Coverage.md")
        // A rule that cites the texts cites at least one line of a statement (`structural` rules cite none).
        let cited = Set(statements.flatMap(\.sources))
        let stray = RuleCatalog.descriptions.filter { rule in
            let lines = rule.sources.filter { $0.contains(":L") }
            return !lines.isEmpty && !lines.contains(where: cited.contains)
        }
        #expect(stray.isEmpty, "\(stray.map(\.id))")
    }

    @Test func everyRuleIsInThePageAndTheListing() {
        let page = RuleReference.page()
        let listing = RuleReference.listing()
        for rule in RuleCatalog.descriptions {
            #expect(page.contains("## \(rule.id)\n"))
            #expect(listing.contains("\(rule.id) "))
        }
    }
}
