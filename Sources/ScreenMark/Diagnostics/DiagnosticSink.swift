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

    /// Reports a problem at `range`.
    public mutating func report(
        _ id: String, _ severity: Severity, _ message: String, at range: SourceRange,
        notes: [Diagnostic.Note] = [], fixIt: FixIt? = nil
    ) {
        diagnostics.append(
            Diagnostic(id: id, severity: severity, message: message, path: path, range: range, notes: notes, fixIt: fixIt))
    }

    /// Reports an error at `range`.
    public mutating func error(
        _ id: String, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], fixIt: FixIt? = nil
    ) {
        report(id, .error, message, at: range, notes: notes, fixIt: fixIt)
    }

    /// Reports a warning at `range`.
    public mutating func warning(
        _ id: String, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], fixIt: FixIt? = nil
    ) {
        report(id, .warning, message, at: range, notes: notes, fixIt: fixIt)
    }
}
