import Testing
@testable import ScreenMark

/// Every rule's own examples are its tests: each triggering example fires exactly at its `↓`
/// marks, each non-triggering one is silent — with the `«»` slots empty and again filled with
/// Chinese text and emoji.
@Suite struct RuleExamplesTests {
    /// The rule ids of `../shared/hig/rules-core.md`, which every release must check.
    static let coreRules = [
        "link-target-exists", "screen-unreachable", "modal-has-exit", "modal-cancel-and-done", "back-button-on-pushed",
        "back-title-is-parent-title", "tab-bar-same-everywhere", "tab-bar-reachable", "status-bar-top",
        "nav-bar-below-status-bar", "nav-bar-max-items", "nav-bar-back-left", "nav-bar-left-button-without-back",
        "nav-bar-segmented-alone", "nav-bar-fits", "toolbar-bottom", "toolbar-max-items", "toolbar-or-tab-bar",
        "toolbar-no-mixed-styles", "tab-bar-max-items", "tab-bar-icon-and-title", "tab-bar-one-selected",
        "tab-bar-no-actions", "tab-bar-badge-format", "scope-bar-needs-search-bar", "search-uses-search-bar",
        "table-style-known", "table-index-plain-only", "cell-value-style-no-image", "disclosure-needs-target",
        "disclosure-not-for-details", "grouped-table-not-empty", "segmented-segment-count", "segmented-text-or-image",
        "hit-target-min", "date-picker-wheels", "countdown-max", "minute-interval-divides-60", "page-control-max-dots",
        "slider-range", "progress-range", "switch-two-states", "system-item-known", "system-item-meaning",
        "info-button-utility", "no-rounded-rect-button", "alert-has-title", "alert-button-count", "alert-cancel-marked",
        "alert-cancel-position", "alert-button-title-words", "alert-no-yes-no", "alert-title-one-line",
        "alert-title-not-one-word", "alert-title-style", "alert-message-length", "alert-says-tap",
        "alert-no-quoted-button", "action-sheet-min-buttons", "action-sheet-no-message", "action-sheet-cancel-last",
        "action-sheet-destructive-first", "action-sheet-for-confirmation", "button-title-case", "label-not-empty",
        "suppression-unknown-rule", "suppression-unused",
    ]

    static let ids = RuleCatalog.descriptions.map(\.id)

    @Test func idsAreUniqueAndKebabCase() {
        #expect(Set(Self.ids).count == Self.ids.count)
        for id in Self.ids {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && !id.hasPrefix("-"), "\(id)")
        }
    }

    @Test func everyRuleHasExamplesBothWays() {
        for rule in RuleCatalog.descriptions {
            #expect(!rule.triggering.isEmpty, "\(rule.id) has no triggering example")
            #expect(!rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
            #expect(!rule.rationale.isEmpty && !rule.sources.isEmpty, "\(rule.id)")
        }
    }

    @Test(arguments: ids) func examples(id: String) throws {
        let rule = try #require(RuleCatalog.description(of: id))
        for (index, example) in rule.triggering.enumerated() {
            #expect(example.source.contains(RuleExample.slot), "\(id) triggering #\(index + 1) has no «» slot")
            for slot in ["", MarkedSource.multibytePrefix] {
                let (text, marks) = example.unmarked(slotText: slot)
                #expect(!marks.isEmpty, "\(id) triggering #\(index + 1) marks nothing with ↓")
                let found = findings(of: rule, in: text, example: example, name: "\(id) triggering #\(index + 1)")
                #expect(
                    found.map(\.range.start).sorted() == marks.sorted(),
                    "\(id) triggering #\(index + 1)\(slot.isEmpty ? "" : " (multibyte)"): expected at \(marks), found \(found.map { "\($0.range.start): \($0.message)" })")
            }
        }
        for (index, example) in rule.nonTriggering.enumerated() {
            for slot in ["", MarkedSource.multibytePrefix] {
                let (text, marks) = example.unmarked(slotText: slot)
                #expect(marks.isEmpty, "\(id) non-triggering #\(index + 1) has a ↓ mark")
                let found = findings(of: rule, in: text, example: example, name: "\(id) non-triggering #\(index + 1)")
                #expect(found.isEmpty, "\(id) non-triggering #\(index + 1): \(found.map(\.message))")
            }
        }
    }

    @Test func everyCoreRuleExists() {
        let missing = Self.coreRules.filter { !Self.ids.contains($0) }
        #expect(missing.isEmpty, "missing core rules: \(missing)")
    }

    /// The findings of `rule` in `text`, checked under the example's profile; the example itself
    /// must be free of syntax errors.
    private func findings(of rule: RuleDescription, in text: String, example: RuleExample, name: String) -> [Diagnostic] {
        let source = SourceFile(path: "example.screen.md", text: text)
        let syntax = Checker.check([source], validator: nil).diagnostics.filter { $0.severity == .error }
        #expect(syntax.isEmpty, "\(name) does not parse: \(syntax.map(\.message))")
        let profile = example.profile ?? (rule.profiles.contains(.ios7) ? .ios7 : .iphone2010)
        let validator = Validator(profileOverride: profile, preview: true)
        let all = Checker.check([source], validator: validator).diagnostics
        if rule.id != "link-target-exists" {
            // A broken link would make an example pass or fail for the wrong reason.
            let broken = all.filter { $0.id == "link-target-exists" }
            #expect(broken.isEmpty, "\(name) has a broken link: \(broken.map(\.message))")
        }
        return all.filter { $0.id == rule.id }
    }
}
