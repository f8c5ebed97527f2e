import Mustache

/// A piece of Swift source that is complete and safe on its own: an identifier (escaped when it is
/// a keyword), a string, number or type expression, or whole `///` comment lines.
///
/// Templates only ever receive these (and booleans and counts), never raw text from a spec, so a
/// template cannot be tricked into emitting code from a label: whatever a label holds, the token
/// made from it lexes as one identifier, one string literal or one comment.
///
/// Only ``SwiftNames``, ``SwiftLiteral`` and the model builders make tokens; the initialiser is
/// internal on purpose.
public struct SwiftCode: Sendable, Hashable, CustomStringConvertible, MustacheCustomRenderable {
    /// The Swift source.
    public let text: String

    /// A token whose `text` the caller has made safe. Keep it internal: this is the only way in.
    init(_ text: String) {
        self.text = text
    }

    public var description: String { text }

    /// What `{{token}}` and `{{{token}}}` print.
    public var renderText: String { text }

    public var isNull: Bool { false }
}

extension Array where Element == SwiftCode {
    /// The tokens separated by `separator` (itself Swift punctuation such as `", "`).
    func joined(_ separator: String) -> SwiftCode {
        SwiftCode(map(\.text).joined(separator: separator))
    }
}
