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
struct SwiftCode: Sendable, Hashable, CustomStringConvertible, MustacheCustomRenderable, MustacheParent {
    /// The Swift source.
    let text: String

    /// A token whose `text` the caller has made safe. Keep it internal: this is the only way in.
    init(_ text: String) {
        self.text = text
    }

    var description: String { text }

    /// What `{{token}}` and `{{{token}}}` print.
    var renderText: String { text }

    var isNull: Bool { false }

    /// A token has no keys: inside `{{#token}}…{{/token}}` names are looked up in the enclosing
    /// context, never in the token's own storage.
    func child(named name: String) -> Any? { nil }
}

extension Array where Element == SwiftCode {
    /// The tokens separated by `separator` (itself Swift punctuation such as `", "`).
    func joined(_ separator: String) -> SwiftCode {
        SwiftCode(map(\.text).joined(separator: separator))
    }
}

/// What a context returns for a key whose value is absent. It ends the lookup there (Mustache
/// would otherwise climb to an enclosing context with the same key, so an alert without fields
/// would find its screen's `state`), prints nothing, and counts as false in sections.
struct SwiftAbsent: MustacheCustomRenderable, MustacheParent {
    var renderText: String { "" }
    var isNull: Bool { true }
    func child(named name: String) -> Any? { nil }

    /// `value`, or an absent marker.
    static func or<Value>(_ value: Value?) -> Any {
        if let value { value } else { SwiftAbsent() }
    }
}
