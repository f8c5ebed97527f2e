/// The actionsheet rules of rules-core.md.
enum ActionSheetRules {
    static let all: [any Rule] = []
}
