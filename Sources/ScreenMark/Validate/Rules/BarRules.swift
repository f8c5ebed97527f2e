/// The bar rules of rules-core.md.
enum BarRules {
    static let all: [any Rule] = []
}
