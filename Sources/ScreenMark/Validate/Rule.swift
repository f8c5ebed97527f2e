/// A check of the Human Interface Guidelines.
///
/// Each rule is one type whose ``description`` is the single source of its id, severity,
/// profiles, rationale, sources and examples: the validator runs it, the generic rule test runs
/// its examples (each triggering one must fire exactly at its `↓` marks, each non-triggering one
/// must stay silent), and `screenmark rules` and `Grammar/Rules.md` print it.
public protocol Rule: Sendable {
    /// What the rule is, as data.
    static var description: RuleDescription { get }
    /// Looks at the project through `context` and reports what breaks the rule.
    func check(_ context: inout RuleContext)
}

/// Everything about a rule except its check.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id, never reused: `tab-bar-max-items`.
    public let id: String
    /// The severity unless the configuration changes it.
    public let severity: Severity
    /// Whether the rule runs by default (`stable`) or only when asked for (`preview`).
    public let level: RuleLevel
    /// The guideline profiles the rule belongs to.
    public let profiles: Set<HIGProfile>
    /// One line: what must hold.
    public let summary: String
    /// Why, citing the guideline.
    public let rationale: String
    /// Where the guideline says it: `002:L230` is line 230 of seed `002_…`; `structural` when the
    /// rule follows from the language itself.
    public let sources: [String]
    /// Configurable thresholds.
    public let options: [RuleOption]
    /// For a rule that reads the words of labels: which languages it judges, and how (a Chinese
    /// label has no letter case, no spaces between words, and its own punctuation). `nil` for the
    /// rules that do not read words.
    public let languages: String?
    /// Screens that must trigger the rule, with `↓` before each expected position.
    public let triggering: [RuleExample]
    /// Screens that must not trigger it.
    public let nonTriggering: [RuleExample]

    /// Describes a rule.
    public init(
        id: String, severity: Severity, level: RuleLevel = .stable, profiles: Set<HIGProfile> = Set(HIGProfile.allCases), summary: String,
        rationale: String, sources: [String], options: [RuleOption] = [], languages: String? = nil,
        triggering: [RuleExample], nonTriggering: [RuleExample]
    ) {
        self.id = id
        self.severity = severity
        self.level = level
        self.profiles = profiles
        self.summary = summary
        self.rationale = rationale
        self.sources = sources
        self.options = options
        self.languages = languages
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// `all`, `ios7` or `iphone-2010`, for the reference.
    public var profileNames: String {
        profiles.count == HIGProfile.allCases.count
            ? "all" : HIGProfile.allCases.filter(profiles.contains).map(\.rawValue).joined(separator: ", ")
    }
}

/// How far a rule is trusted: what it promises a team that did not ask for it.
///
/// A rule is `stable` only when it is right on the real-app corpus (`Tests/…/Fixtures/RealApps`):
/// silent there except for the departures the corpus lists. Every other rule is `preview`, with
/// the reason, and runs only when `.screenmark.yml` says `preview: true`, names the rule under
/// `rules:`, or `--preview` is given.
public enum RuleLevel: Sendable, Equatable {
    /// Runs by default.
    case stable
    /// Runs only when asked for; `because` says, in one sentence, why it is not yet stable.
    case preview(because: String)

    /// `stable` or `preview`, as the reference and `screenmark rules` print it.
    public var name: String {
        switch self {
        case .stable: "stable"
        case .preview: "preview"
        }
    }
}

/// A number a team may change in `.screenmark.yml`: `tab-bar-max-items: {max: 6}`.
public struct RuleOption: Sendable {
    /// The key under the rule's entry.
    public let name: String
    /// Its value unless configured.
    public let defaultValue: Double
    /// What it sets.
    public let summary: String

    /// Declares an option.
    public init(_ name: String, default defaultValue: Double, _ summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// A screen file used as a rule's example and test.
///
/// `↓` marks where a finding is expected (the marks are removed before checking). `«»` is a slot
/// that the generic test fills once with nothing and once with Chinese text and emoji, so every
/// position is also checked after multibyte text on its line.
public struct RuleExample: Sendable, ExpressibleByStringLiteral {
    /// The marked source.
    public let source: String
    /// The profile to check it under; `nil` for the rule's own (`ios7` when it has it).
    public let profile: HIGProfile?

    /// An example checked under `profile`.
    public init(_ source: String, profile: HIGProfile? = nil) {
        self.source = source
        self.profile = profile
    }

    public init(stringLiteral source: String) {
        self.init(source)
    }

    /// The expected-position mark.
    public static let marker: Character = "↓"
    /// The multibyte prefix slot.
    public static let slot = "«»"

    /// The source without marks, the slots filled with `slotText`, and the byte offset of each mark.
    public func unmarked(slotText: String = "") -> (text: String, marks: [Int]) {
        var text = ""
        var marks: [Int] = []
        for character in source.replacing(RuleExample.slot, with: slotText) {
            if character == RuleExample.marker {
                marks.append(text.utf8.count)
            } else {
                text.append(character)
            }
        }
        return (text, marks)
    }
}
