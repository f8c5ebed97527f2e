/// `Grammar/Coverage.md`: every guideline statement of the catalogues (`Grammar/Statements.tsv`,
/// imported by `Scripts/import-statements.py`) with the rules that check it — those whose sources
/// cite one of its lines — or why none needs to (`Grammar/Judgements.tsv`: the language itself
/// holds it), or why none can, or that none does yet.
public enum CoverageReference {
    /// One statement of a catalogue.
    struct Statement {
        var catalogue, id, element, severity, profile: String
        var sources: [String]
        var text: String
        /// The catalogue's reason no static check can judge it, or empty.
        var notCheckable: String

        /// How `Judgements.tsv` names it: an id may stand in two catalogues.
        var key: String { catalogue + "/" + id }
    }

    /// What the project decided about a statement no rule checks (a row of `Judgements.tsv`).
    struct Judgement {
        /// Whether the language holds the statement, or no static check can judge it.
        enum Kind: String {
            /// The vocabulary or the drawing admits nothing else: `table-style-known`'s kind of statement.
            case language
            /// A spec cannot show what the statement is about (sizes in pixels, colours, timing, iPad).
            case notCheckable = "not-checkable"
        }

        var kind: Kind
        var reason: String
    }

    /// How a statement stands.
    enum Status {
        case checked([String])
        case heldByLanguage(String)
        case notCheckable(String)
        case notChecked
    }

    /// The page for the statements of `table` (the TSV's text), the project's `judgements` of those
    /// no rule checks (`Judgements.tsv`'s text) and the rules of the catalogue.
    public static func page(statements table: String, judgements: String) -> String {
        let statements = parse(table)
        let judged = parseJudgements(judgements)
        var rulesByLine: [String: [String]] = [:]
        for rule in RuleCatalog.descriptions {
            for line in Set(rule.sources + citations(in: rule.rationale)) { rulesByLine[line, default: []].append(rule.id) }
        }
        let statuses = statements.map { statement -> Status in
            // A judgement comes first: a line can hold two statements, and a rule citing it for one
            // does not check the other.
            if let judgement = judged[statement.key] {
                switch judgement.kind {
                case .language: return .heldByLanguage(judgement.reason)
                case .notCheckable: return .notCheckable(judgement.reason)
                }
            }
            let rules = statement.sources.flatMap { rulesByLine[$0] ?? [] }
            if !rules.isEmpty { return .checked(rules.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }) }
            return statement.notCheckable.isEmpty ? .notChecked : .notCheckable(statement.notCheckable)
        }
        let checked = statuses.filter { if case .checked = $0 { true } else { false } }.count
        let held = statuses.filter { if case .heldByLanguage = $0 { true } else { false } }.count
        let impossible = statuses.filter { if case .notCheckable = $0 { true } else { false } }.count
        let rulesUsed = Set(statuses.flatMap { status -> [String] in if case .checked(let ids) = status { ids } else { [] } })
        var lines = [
            "# Coverage of the guidelines", "",
            "Every statement of the guideline texts that the HIG catalogues list, with the rules that check it.",
            "A statement that [`Judgements.tsv`](Judgements.tsv) finds held by the language itself (its vocabulary or",
            "its drawing admits nothing else) or beyond what a spec can show says so; otherwise a rule checks it when",
            "the rule's sources or rationale cite one of its lines, and a statement whose line the catalogue lists among",
            "what no static check can judge says so. Generated from [`Statements.tsv`](Statements.tsv), `Judgements.tsv`",
            "and the rules' sources by `make grammar`; do not edit.", "",
            "\(statements.count) statements: \(checked) checked by \(rulesUsed.count) of the \(RuleCatalog.descriptions.count) rules, "
                + "\(held) held by the language, \(impossible) that no static check can judge, "
                + "\(statements.count - checked - held - impossible) not checked yet.",
        ]
        var catalogue = ""
        for (statement, status) in zip(statements, statuses) {
            if statement.catalogue != catalogue {
                catalogue = statement.catalogue
                lines += [
                    "", "## \(catalogue)", "", "| statement | severity | profile | sources | checked by |", "|---|---|---|---|---|",
                ]
            }
            let by: String
            switch status {
            case .checked(let ids): by = ids.map { "[`\($0)`](Rules.md#\($0))" }.joined(separator: ", ")
            case .heldByLanguage(let reason): by = "held by the language: " + cell(reason)
            case .notCheckable(let reason): by = "not checkable: " + cell(reason)
            case .notChecked: by = "—"
            }
            let element = statement.element.isEmpty ? "" : " (\(cell(statement.element)))"
            lines.append(
                "| `\(statement.id)`\(element): \(cell(statement.text)) | \(statement.severity) | \(statement.profile) "
                    + "| \(statement.sources.joined(separator: " ")) | \(by) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The statements of the TSV, its header line left out.
    static func parse(_ table: String) -> [Statement] {
        table.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 8 else { return nil }
            return Statement(
                catalogue: fields[0], id: fields[1], element: fields[2], severity: fields[3], profile: fields[4],
                sources: fields[5].split(separator: " ").map(String.init), text: fields[6], notCheckable: fields[7])
        }
    }

    /// The judgements of `Judgements.tsv` (catalogue, id, kind, reason), by `catalogue/id`; its header
    /// line and malformed lines left out (the test counts them).
    static func parseJudgements(_ table: String) -> [String: Judgement] {
        var judgements: [String: Judgement] = [:]
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let kind = Judgement.Kind(rawValue: fields[2]), !fields[3].isEmpty else { continue }
            judgements[fields[0] + "/" + fields[1]] = Judgement(kind: kind, reason: fields[3])
        }
        return judgements
    }

    /// The lines a rationale cites: `002:L540`, and each line of `002:L969–L999`.
    static func citations(in text: String) -> [String] {
        text.matches(of: /(\d{3}):L(\d+)(?:[–-]L(\d+))?/).flatMap { match -> [String] in
            guard let first = Int(match.output.2) else { return [] }
            let last = match.output.3.flatMap { Int($0) }.map { max(first, min($0, first + 50)) } ?? first
            return (first...last).map { "\(match.output.1):L\($0)" }
        }
    }

    /// Text safe in a Markdown table cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
