/// Collects the diagnostics of one file as a stage produces them.
///
/// Stages never print and never throw on bad input: they report here and carry on.
public struct DiagnosticSink: Sendable {
    /// The file the diagnostics are about.
    public let path: String
    /// Everything reported so far, in the order reported.
    public private(set) var diagnostics: [Diagnostic] = []

    /// A sink for diagnostics about `path`.
    public init(path: String) { self.path = path }

    /// Reports a problem of `kind` at `range`, at the kind's severity.
    public mutating func report(
        _ kind: DiagnosticKind, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [],
        fixIt: FixIt? = nil
    ) {
        diagnostics.append(Diagnostic(kind, message, path: path, range: range, notes: notes, fixIt: fixIt))
    }
}
