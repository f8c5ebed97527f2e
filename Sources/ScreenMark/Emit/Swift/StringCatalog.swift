/// A String Catalog, `Localizable.xcstrings`: the keys the generated `Strings` look up, each with
/// the spec's text in the language it is written in and a comment for translators, in the JSON
/// Xcode reads and writes (sorted keys, two-space indents), so that translations added in Xcode
/// show as a small diff. Written beside the Swift files by `generate --strings-catalog`.
public enum StringCatalog {
    /// The file's name in the output folder.
    public static let fileName = "Localizable.xcstrings"

    /// One string: its key, its text and what it is.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: String
        public var comment: String
    }

    /// The catalog of `entries`, each in the language of its app (a BCP 47 tag); the source
    /// language is the first app's.
    static func json(_ entries: [(language: String, entry: Entry)]) -> String {
        var strings: [String: JSONValue] = [:]
        for (language, entry) in entries {
            strings[entry.key] = .object([
                "comment": .string(entry.comment),
                "extractionState": .string("manual"),
                "localizations": .object([
                    language: .object(["stringUnit": .object(["state": .string("translated"), "value": .string(entry.value)])])
                ]),
            ])
        }
        let catalog = JSONValue.object([
            "sourceLanguage": .string(entries.first?.language ?? "en"),
            "strings": .object(strings),
            "version": .string("1.0"),
        ])
        return catalog.text + "\n"
    }
}
