import ArgumentParser
import ScreenMark

/// `screenmark rules [id]`: the rule reference.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the HIG rules, or explain a rule or any other diagnostic id.",
        discussion: "Without an id, one line per rule: id, default severity, profiles, what it checks. With an id, "
            + "the rule's rationale, sources, options and examples; or, for an id that is not a rule (such as "
            + "`unknown-element`), what the problem is and an example.",
        aliases: ["explain"])

    @Argument(help: "A rule id, e.g. tab-bar-max-items, or another diagnostic's id, e.g. unknown-element.")
    var id: String?

    func run() throws {
        guard let id else {
            Output.write(RuleReference.listing())
            return
        }
        if let rule = RuleCatalog.description(of: id) {
            Output.write(RuleReference.markdown(for: rule))
        } else if let kind = DiagnosticCatalog.kind(id) {
            Output.write(DiagnosticReference.markdown(for: kind))
        } else {
            let ids = RuleCatalog.descriptions.map(\.id) + DiagnosticCatalog.kinds.map(\.id)
            let close = Suggestion.help(for: id, in: ids).map { " (\($0))" } ?? ""
            Output.error("screenmark: error: `\(id)` is not a rule or a diagnostic\(close); `screenmark rules` lists the rules")
            throw ExitCode(2)
        }
    }
}
