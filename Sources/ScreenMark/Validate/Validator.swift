/// Runs the HIG rules over a project: picks each file's profile, applies the configuration's
/// severities and thresholds, then the suppressions in the files.
public struct Validator: Sendable {
    /// The team's settings.
    public var configuration: Configuration
    /// `--profile`: overrides every file's own.
    public var profileOverride: HIGProfile?
    /// `--preview`: the preview rules run too, as with `preview: true` in the configuration.
    public var preview: Bool
    /// The ids of the rules to run, `nil` for every rule of ``RuleCatalog`` that the configuration
    /// turns on (the stable ones, and the preview ones asked for). The suppression rules always
    /// run; `suppression-unused` then judges only the suppressions of rules that ran.
    public var only: Set<String>?

    /// A validator running every rule of ``RuleCatalog`` that the configuration (and `preview`)
    /// turns on, or those of them in `only`.
    public init(
        configuration: Configuration = .none, profileOverride: HIGProfile? = nil, preview: Bool = false,
        only: Set<String>? = nil
    ) {
        self.configuration = configuration
        self.profileOverride = profileOverride
        self.preview = preview
        self.only = only
    }

    /// The profile a document is checked under: `--profile`, else its front matter's `hig:`,
    /// else the configuration's `profile:`, else `ios7`.
    public func profile(of document: Document) -> HIGProfile {
        profileOverride ?? document.frontMatter?.profile?.value ?? configuration.profile ?? .ios7
    }

    /// Every finding of every rule that is on, minus the suppressed ones, plus problems with the
    /// suppressions themselves.
    public func validate(_ project: Project) -> [Diagnostic] {
        let profiles = project.documents.map(profile(of:))
        let index = ProjectIndex(project)
        /// Runs `check` in a fresh context for the rule, unless it is off; its findings, at their severity.
        @Sendable func run(_ description: RuleDescription, _ check: (inout RuleContext) -> Void) -> [(String, Severity, RuleContext.Finding)] {
            // The catalogue's rules were chosen by `runs` already; this is for the suppression rules.
            guard configuration.runs(description, preview: preview) else { return [] }
            let setting = configuration.rules[description.id] ?? .init()
            var context = RuleContext(
                project: project, index: index, profiles: profiles, rule: description, options: setting.options)
            check(&context)
            return context.findings.map { (description.id, setting.severity ?? description.severity, $0) }
        }
        func diagnostic(_ rule: String, _ severity: Severity, _ finding: RuleContext.Finding) -> Diagnostic {
            Diagnostic(
                id: rule, severity: severity, message: finding.message, path: project.documents[finding.document].path,
                range: finding.range, notes: finding.notes, fixIt: finding.fixIt)
        }
        let chosen = RuleCatalog.rules.filter { rule in
            let description = type(of: rule).description
            return (only?.contains(description.id) ?? true) && configuration.runs(description, preview: preview)
        }
        let ran = Set(chosen.map { type(of: $0).description.id })
        // The rules read the project independently: they run on all cores, and their findings
        // are joined in catalogue order, as if they had run one after another.
        let findings = chosen.concurrentMap { rule in run(type(of: rule).description) { rule.check(&$0) } }.joined()

        var diagnostics: [Diagnostic] = []
        var suppressions: [Suppression] = []
        for (index, document) in project.documents.enumerated() {
            suppressions += Suppression.read(document, index: index, source: project.sources[index], into: &diagnostics)
        }
        var used = Set<SuppressionUse>()
        let suppressionIndex = SuppressionIndex(suppressions)
        for (rule, severity, finding) in findings {
            if let use = suppressionIndex.use(rule: rule, document: finding.document, at: finding.range.start) {
                used.insert(use)
                continue
            }
            diagnostics.append(diagnostic(rule, severity, finding))
        }
        for rule in RuleCatalog.suppressionRules {
            diagnostics += run(type(of: rule).description) { rule.check(suppressions, used: used, ran: ran, &$0) }.map(diagnostic)
        }
        return diagnostics
    }
}

/// One rule id of one suppression that silenced something.
public struct SuppressionUse: Hashable, Sendable {
    var suppression: Int
    var rule: Int
}
