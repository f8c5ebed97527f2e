/// Names the generated code declares or refers to, per kind of scope: a name from a label never
/// takes one of these (it gets a number instead, see ``SwiftNameScope``).
enum SwiftReserved {
    /// Standard-library types the generated code writes unqualified: a nested type with one of
    /// these names would shadow it everywhere inside the enclosing type.
    static let types = [
        "Any", "AnyObject", "Array", "Bool", "CaseIterable", "ClosedRange", "Double", "Equatable", "Hashable",
        "Int", "Never", "Optional", "Sendable", "String", "Swift",
    ]

    /// What every app namespace declares (`MailScreens.ScreenID`, `MailScreens.edges`…).
    static let appMembers = [
        "Bundle", "BundleToken", "ButtonRole", "CalendarDate", "DateAndTime", "Edge", "ElementID", "Presentation", "Screen", "ScreenAction",
        "ScreenDestination", "ScreenID", "Tab", "TimeOfDay", "edges", "roots",
    ]

    /// What every screen type declares besides its overlays.
    static let screenMembers = [
        "AccessibilityID", "Action", "Destination", "Effect", "State", "Strings", "Tab", "hidesTabBar", "id", "tab", "title",
    ]

    /// Members every enum has, from `Hashable`, `CaseIterable` or `RawRepresentable`.
    static let enumMembers = ["allCases", "hashValue", "rawValue"]

    /// Members of a struct besides its stored properties.
    static let structMembers = ["hashValue"]

    /// The computed properties of each kind of generated enum.
    static let optionMembers = enumMembers + ["icon", "title"]
    static let buttonMembers = enumMembers + ["accessibilityID", "activity", "role", "title"]
    static let tabMembers = enumMembers + ["accessibilityID", "badge", "icon", "systemItem", "title"]
    static let destinationMembers = enumMembers + ["presentation", "screen"]
    static let actionMembers = enumMembers + ["destination", "effect"]
}

/// A problem found while generating, as a diagnostic.
enum SwiftProblem {
    /// `{name: …}` is not an identifier.
    case invalidName(String)
    /// `{name: …}` is already used in the same scope.
    case takenName(String)

    func diagnostic(path: String, range: SourceRange) -> Diagnostic {
        switch self {
        case .invalidName(let reason):
            Diagnostic(
                .invalidCodeName, "this name cannot be used in Swift: \(reason)", path: path, range: range,
                notes: [.help("write an identifier, e.g. `{name: deleteButton}`")])
        case .takenName(let name):
            Diagnostic(
                .duplicateCodeName, "the generated code already uses the name `\(name)` here", path: path, range: range,
                notes: [.help("choose another identifier: each `{name: …}` in a screen (or app) must be its own")])
        }
    }
}
