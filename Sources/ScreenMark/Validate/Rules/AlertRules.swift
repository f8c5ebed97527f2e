/// The alert rules of rules-core.md.
enum AlertRules {
    static let all: [any Rule] = []
}
