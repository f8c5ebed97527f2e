import Yams

/// Parses `.screenmark.yml` into Yams' nodes, without starting a regular-expression engine when
/// the file does not need one.
///
/// Yams' default resolver, which tells `true`, `12` or `~` from a string, is seven
/// `NSRegularExpression`s compiled on first use; the first compile starts ICU's regex engine:
/// about 9M instructions, more than the rest of a one-file check. The resolver with no rules
/// (`Resolver.basic`) makes every unquoted scalar a string.
///
/// The two give this loader the same nodes whenever every mapping key is a scalar that starts
/// with an ASCII letter and is not one of YAML 1.1's boolean or null words. A value's tag is never
/// read here (the loader reads text, and numbers with `Double`); a key's tag is read by Yams itself:
/// two keys are duplicates when their text *and* tag match (`1` and `"1"` are two keys), `=` is a
/// value key. The default rules give such a key the string tag, as the basic resolver does: only
/// `yes`/`no`/`true`/`false`/`on`/`off` (three casings each) and `null` begin with a letter among
/// their patterns; the others begin with a digit, a sign, a dot, `~`, `<<` or `=`, or are empty.
/// Anything else — another key, or a file the fast parse rejects — is parsed with the default
/// resolver, so it reads and fails exactly as before.
enum ConfigurationYAML {
    /// The first document of `text`, as `Yams.compose(yaml:)` with the default resolver makes it.
    static func compose(_ text: String) throws -> Node? {
        if let root = try? Yams.compose(yaml: text, .basic), keysResolveAsStrings(root) { return root }
        return try Yams.compose(yaml: text)
    }

    /// The words starting with a letter that the default rules do not take for strings.
    private static let typedWords: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF", "null", "Null", "NULL",
    ]

    /// Whether every key of every mapping in `node` gets the string tag from both resolvers.
    private static func keysResolveAsStrings(_ node: Node) -> Bool {
        switch node {
        case .scalar, .alias:
            return true
        case .sequence(let sequence):
            return sequence.allSatisfy(keysResolveAsStrings)
        case .mapping(let mapping):
            return mapping.allSatisfy { key, value in
                guard let text = key.scalar?.string, let first = text.unicodeScalars.first,
                    ("a"..."z").contains(first) || ("A"..."Z").contains(first), !typedWords.contains(text)
                else { return false }
                return keysResolveAsStrings(value)
            }
        }
    }
}
