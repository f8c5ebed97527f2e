/// How much a diagnostic matters. Ordered: `note < warning < error`.
public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case note
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}

/// One problem found in a source file: what, where, how bad, and how to fix it.
///
/// Every stage (parser, resolver, later the validator) reports through this one model; the
/// renderers in ``DiagnosticRenderer`` turn it into compiler lines, snippets or JSON.
public struct Diagnostic: Hashable, Sendable {
    /// A stable kebab-case identifier, e.g. `unknown-element` or `link-target-exists`.
    public var id: String
    /// How bad it is.
    public var severity: Severity
    /// Lowercase, in the user's words: what is wrong (and, briefly, what to do).
    public var message: String
    /// The path of the file, as given to the tool.
    public var path: String
    /// The bytes the message is about; empty for "something is missing here".
    public var range: SourceRange
    /// Further remarks, each optionally pointing at another place (in this or another file).
    public var notes: [Note]
    /// A mechanical fix, when there is one.
    public var fixIt: FixIt?

    /// Creates a diagnostic.
    public init(
        id: String, severity: Severity, message: String, path: String, range: SourceRange,
        notes: [Note] = [], fixIt: FixIt? = nil
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.path = path
        self.range = range
        self.notes = notes
        self.fixIt = fixIt
    }

    /// A remark attached to a diagnostic: `help:` text without a place, or a `note:` at one.
    public struct Note: Hashable, Sendable {
        /// The remark.
        public var message: String
        /// Where it points, if anywhere: file path and range.
        public var location: (path: String, range: SourceRange)?

        /// A note with no position, printed as `= help: …`.
        public static func help(_ message: String) -> Note { Note(message: message, location: nil) }

        /// A note pointing at `range` in `path`.
        public static func note(_ message: String, path: String, range: SourceRange) -> Note {
            Note(message: message, location: (path, range))
        }

        public static func == (lhs: Note, rhs: Note) -> Bool {
            lhs.message == rhs.message && lhs.location?.path == rhs.location?.path
                && lhs.location?.range == rhs.location?.range
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(message)
            hasher.combine(location?.path)
            hasher.combine(location?.range)
        }
    }
}

/// A mechanical fix: replace some byte ranges of the file with new text.
public struct FixIt: Hashable, Sendable {
    /// What the fix does, e.g. "replace with `navigation bar`".
    public var message: String
    /// Non-overlapping edits, applied together.
    public var edits: [Edit]

    /// Creates a fix.
    public init(message: String, edits: [Edit]) {
        self.message = message
        self.edits = edits
    }

    /// Replace the bytes of `range` with `replacement`.
    public struct Edit: Hashable, Sendable {
        /// The bytes to replace.
        public var range: SourceRange
        /// The new text.
        public var replacement: String

        /// Creates an edit.
        public init(range: SourceRange, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }
}
