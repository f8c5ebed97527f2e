/// One problem a spec, its links, its names or the configuration can have that is not a HIG
/// rule: its id, its severity, and the words and example that explain it.
///
/// Every diagnostic that is not a rule's finding is reported through one of these (see
/// ``DiagnosticSink/report(_:_:at:notes:fixIt:)``), so an id cannot be used without being
/// catalogued, and one id always has one severity and one meaning. ``DiagnosticCatalog`` lists
/// them; `screenmark rules ID` and `Grammar/Diagnostics.md` print them; the catalogue test runs
/// each example and expects its id exactly at the marks.
public struct DiagnosticKind: Sendable, Hashable {
    /// The stage that finds the problem.
    public enum Stage: String, Sendable, CaseIterable {
        /// The parser: the file cannot be read as the language says.
        case syntax
        /// The resolver: ids that clash.
        case links
        /// The names the generated Swift would use.
        case naming
        /// `<!-- screenmark-… -->` comments.
        case suppressions
        /// `.screenmark.yml`.
        case configuration
        /// The report itself: what is left out of it.
        case reporting
    }

    /// How the example is written.
    public enum Example: Sendable, Hashable {
        /// A screen file, `↓` before each place the diagnostic is expected.
        case screen(String)
        /// A `.screenmark.yml`, `↓` before each place the diagnostic is expected.
        case configuration(String)
        /// A screen file too large or too odd to print (over 16 MiB, invalid UTF-8): described in
        /// words, built by `bytes` for the test, which expects the diagnostic at `offset`.
        case generated(description: String, offset: Int, bytes: @Sendable () -> [UInt8])

        public static func == (lhs: Example, rhs: Example) -> Bool {
            switch (lhs, rhs) {
            case (.screen(let a), .screen(let b)), (.configuration(let a), .configuration(let b)): a == b
            case (.generated(let a, let x, _), .generated(let b, let y, _)): a == b && x == y
            case (.screen, _), (.configuration, _), (.generated, _): false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .screen(let text), .configuration(let text): hasher.combine(text)
            case .generated(let description, let offset, _):
                hasher.combine(description)
                hasher.combine(offset)
            }
        }
    }

    /// Stable kebab-case id, never reused: `unknown-element`.
    public let id: String
    /// Errors stop `generate` for the file's app; warnings and notes do not.
    public let severity: Severity
    /// Who finds it.
    public let stage: Stage
    /// One line: what is wrong.
    public let summary: String
    /// Why it matters and how to fix it.
    public let explanation: String
    /// Where it fires.
    public let example: Example

    /// Declares a kind of diagnostic.
    public init(
        _ id: String, _ severity: Severity, _ stage: Stage, summary: String, explanation: String, example: Example
    ) {
        self.id = id
        self.severity = severity
        self.stage = stage
        self.summary = summary
        self.explanation = explanation
        self.example = example
    }

    public static func == (lhs: DiagnosticKind, rhs: DiagnosticKind) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Diagnostic {
    /// A diagnostic of `kind`, at its severity.
    public init(
        _ kind: DiagnosticKind, _ message: String, path: String, range: SourceRange, notes: [Note] = [],
        fixIt: FixIt? = nil
    ) {
        self.init(id: kind.id, severity: kind.severity, message: message, path: path, range: range, notes: notes, fixIt: fixIt)
    }
}
