/// A closed set of keywords the language accepts as an attribute or front-matter value.
///
/// Each conforming enum is the single source of its keywords: the parser accepts exactly its
/// raw values, and `Grammar/Vocabulary.md` is generated from ``ChoiceSet``.
public protocol VocabularyChoice: CaseIterable, RawRepresentable, Hashable, Sendable, Codable
where RawValue == String, AllCases == [Self] {
    /// What the set is called in prose and messages, e.g. "cell style".
    static var vocabularyTitle: String { get }
    /// One sentence on what the set means, citing the guideline where there is one.
    static var vocabularySummary: String { get }
}

/// The keywords of one ``VocabularyChoice`` enum, as data.
public struct ChoiceSet: Hashable, Sendable {
    /// What the set is called, e.g. "cell style".
    public let title: String
    /// What the set means.
    public let summary: String
    /// The accepted keywords, in declaration order.
    public let values: [String]

    /// The title with "a" or "an": "an accessory", "a cell style".
    public var titleWithArticle: String { Article.prefixed(title) }

    /// The keywords of `type`.
    public init<Choice: VocabularyChoice>(_ type: Choice.Type) {
        title = Choice.vocabularyTitle
        summary = Choice.vocabularySummary
        values = Choice.allCases.map(\.rawValue)
    }
}

/// "a" or "an" before a noun, for messages.
enum Article {
    /// `noun` with its article: "an alert", "a toolbar", "an HIG profile".
    static func prefixed(_ noun: String) -> String {
        let vowelSound = noun.first.map { "aeiouAEIOU".contains($0) } ?? false || noun.hasPrefix("HIG")
        return (vowelSound ? "an " : "a ") + noun
    }
}
