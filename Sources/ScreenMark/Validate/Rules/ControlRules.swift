/// The control rules of rules-core.md.
enum ControlRules {
    static let all: [any Rule] = []
}
