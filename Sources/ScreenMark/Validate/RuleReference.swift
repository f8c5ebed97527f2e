/// The rule reference, from the rule types themselves: `screenmark rules` and
/// `Grammar/Rules.md` (a test fails when the committed page is stale).
public enum RuleReference {
    /// The whole Markdown page.
    public static func page() -> String {
        var lines = [
            "# ScreenMark rules",
            "",
            "<!-- Generated from Sources/ScreenMark/Validate/Rules by `make grammar`; do not edit. -->",
            "",
            "Every rule `screenmark check` knows, with its level, its default severity, the guideline profiles it belongs to",
            "(`ios7`, the default, or `iphone-2010`; set by `hig:` in front matter, `profile:` in `.screenmark.yml`",
            "or `--profile`) and where the guideline says it (`002:L230` is line 230 of seed `002`). Severities",
            "and thresholds can be changed in `.screenmark.yml`; a finding can be silenced with",
            "`<!-- screenmark-disable-next-line rule-id -- reason -->`.",
            "",
            "A **stable** rule runs by default: it is silent on the real-app corpus (`Tests/ScreenMarkTests/Fixtures/RealApps`)",
            "except for the departures from the guidelines that the corpus lists. A **preview** rule runs only when asked for —",
            "`preview: true` or its id under `rules:` in `.screenmark.yml`, or `--preview` — and its section says why it is",
            "not stable yet.",
            "",
            "| rule | level | severity | profiles | checks |",
            "|---|---|---|---|---|",
        ]
        for rule in RuleCatalog.descriptions {
            lines.append("| [`\(rule.id)`](#\(rule.id)) | \(rule.level.name) | \(rule.severity.rawValue) | \(rule.profileNames) | \(rule.summary) |")
        }
        lines.append("")
        for rule in RuleCatalog.descriptions {
            lines.append(markdown(for: rule))
        }
        return lines.joined(separator: "\n")
    }

    /// One rule's section: summary, rationale, options and examples.
    public static func markdown(for rule: RuleDescription) -> String {
        var lines = [
            "## \(rule.id)", "",
            "**\(rule.level.name)** · **\(rule.severity.rawValue)** · profiles: \(rule.profileNames) · sources: \(rule.sources.joined(separator: ", "))",
            "", "\(rule.summary.capitalisingFirstLetter).", "", rule.rationale, "",
        ]
        switch rule.level {
        case .stable: break
        case .preview(let reason):
            lines += ["Preview: \(reason) It runs when `.screenmark.yml` names it under `rules:` or says `preview: true`, or with `--preview`.", ""]
        }
        if let languages = rule.languages { lines += ["Languages: \(languages)", ""] }
        if !rule.options.isEmpty {
            lines += ["Options (in `.screenmark.yml`, under `rules: \(rule.id):`):", ""]
            lines += rule.options.map { "- `\($0.name)`: \($0.summary) (default \(format($0.defaultValue)))" }
            lines.append("")
        }
        lines += examples("Triggers (`↓` marks each finding)", rule.triggering)
        lines += examples("Does not trigger", rule.nonTriggering)
        return lines.joined(separator: "\n")
    }

    /// The plain-text listing of `screenmark rules`.
    public static func listing() -> String {
        let width = RuleCatalog.descriptions.map(\.id.count).max() ?? 0
        return RuleCatalog.descriptions.map { rule in
            let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let level = rule.level.name.padding(toLength: 7, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let profiles = rule.profileNames.padding(toLength: 11, withPad: " ", startingAt: 0)
            return "\(id)  \(level)  \(severity)  \(profiles)  \(rule.summary)\n"
        }.joined()
    }

    private static func examples(_ heading: String, _ examples: [RuleExample]) -> [String] {
        var lines = ["\(heading):", ""]
        for example in examples {
            let text = example.source.replacing(RuleExample.slot, with: "")
            lines += ["```markdown", text, "```", ""]
        }
        return lines
    }

    private static func format(_ value: Double) -> String { value.writtenForm }
}
