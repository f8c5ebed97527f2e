import ArgumentParser
import ScreenMark

/// `screenmark rules [id]`: the rule reference.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the HIG rules, or describe one.",
        discussion: "Without an id, one line per rule: id, default severity, profiles, what it checks. With an id, "
            + "the rule's rationale, sources, options and examples.")

    @Argument(help: "A rule id, e.g. tab-bar-max-items.")
    var id: String?

    func run() throws {
        guard let id else {
            Output.write(RuleReference.listing())
            return
        }
        guard let rule = RuleCatalog.description(of: id) else {
            let ids = RuleCatalog.descriptions.map(\.id)
            let close = Suggestion.help(for: id, in: ids).map { " (\($0))" } ?? ""
            Output.error("screenmark: error: `\(id)` is not a rule\(close); `screenmark rules` lists them")
            throw ExitCode(2)
        }
        Output.write(RuleReference.markdown(for: rule))
    }
}
