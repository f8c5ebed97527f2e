/// The text rules of rules-core.md.
enum TextRules {
    static let all: [any Rule] = []
}
