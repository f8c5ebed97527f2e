/// The table rules of rules-core.md.
enum TableRules {
    static let all: [any Rule] = []
}
