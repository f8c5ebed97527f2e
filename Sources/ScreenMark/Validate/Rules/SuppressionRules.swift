/// A rule about the suppression comments themselves; it runs after the other rules, when it is
/// known which suppressions silenced something.
public protocol SuppressionRule: Sendable {
    /// What the rule is, as data.
    static var description: RuleDescription { get }
    /// Looks at every suppression; `used` holds the rule ids that silenced a finding, `ran` the
    /// ids of the rules that ran.
    func check(_ suppressions: [Suppression], used: Set<SuppressionUse>, ran: Set<String>, _ context: inout RuleContext)
}

/// A suppression that silences a real finding: silent for both suppression rules.
private let usedSuppression = RuleExample(
    """
    # «»Inbox
    <!-- screenmark-disable-next-line alert-button-count -- one button is enough here -->
    ## Alert: «»Deleted
    - button: OK {role: cancel}
    """)

/// `suppression-unknown-rule`: a disable comment names a rule that exists.
struct SuppressionUnknownRule: SuppressionRule {
    static let description = RuleDescription(
        id: "suppression-unknown-rule", severity: .error,
        summary: "a disable comment names a rule that exists",
        rationale: "A misspelt rule id silences nothing, and the finding it was meant for still shows (or, worse, "
            + "the writer believes a rule was considered that never ran).",
        sources: ["—"],
        triggering: [
            """
            # «»Inbox
            <!-- screenmark-disable-next-line ↓alert-button-cuont -- one button is enough here -->
            ## Alert: «»Deleted
            - button: OK {role: cancel}
            """
        ],
        nonTriggering: [usedSuppression])

    func check(_ suppressions: [Suppression], used: Set<SuppressionUse>, ran: Set<String>, _ context: inout RuleContext) {
        let known = RuleCatalog.descriptions.map(\.id)
        for suppression in suppressions {
            for rule in suppression.rules where !known.contains(rule.value) {
                context.report(
                    "`\(rule.value)` is not a rule", at: rule.range, inDocument: suppression.document,
                    notes: [.help(Suggestion.help(for: rule.value, in: known) ?? "`screenmark rules` lists the rules")])
            }
        }
    }
}

/// `suppression-unused`: a disable comment silences something.
struct SuppressionUnused: SuppressionRule {
    static let description = RuleDescription(
        id: "suppression-unused", severity: .warning,
        summary: "a disable comment silences something",
        rationale: "A suppression that silences nothing is stale: the problem was fixed or moved, and the comment "
            + "would hide the next real finding on that line.",
        sources: ["—"],
        triggering: [
            """
            # «»Inbox
            <!-- screenmark-disable-next-line ↓alert-button-count -- stale -->
            ## Alert: «»Delete?
            - button: Cancel {role: cancel}
            - button: Delete {role: destructive}
            """
        ],
        nonTriggering: [usedSuppression])

    func check(_ suppressions: [Suppression], used: Set<SuppressionUse>, ran: Set<String>, _ context: inout RuleContext) {
        for (index, suppression) in suppressions.enumerated() {
            for (position, rule) in suppression.rules.enumerated()
            where ran.contains(rule.value) && !used.contains(SuppressionUse(suppression: index, rule: position)) {
                context.report(
                    "this comment disables `\(rule.value)`, but nothing here breaks it", at: rule.range,
                    inDocument: suppression.document, notes: [.help("remove `\(rule.value)` from the comment")])
            }
        }
    }
}
