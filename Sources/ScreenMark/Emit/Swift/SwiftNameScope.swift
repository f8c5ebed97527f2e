/// The names declared in one Swift scope (a type's members, an enum's cases…).
///
/// Each name is handed out once. A request for a name already taken gets the next free number
/// (`edit`, `edit2`, `edit3`; after a digit with an `_`: `item1_2`), so collisions are resolved
/// by request order — source order — and the same input always gives the same names. Names the
/// generated code declares itself in the scope, and ``SwiftNames/unusable`` ones, are taken from
/// the start. Names are compared by how they look (``Lookalikes/skeleton(_:)``): `pay` and `рау`
/// in Cyrillic, or `ｐａｙ`, are one name, so the second is numbered and the two never look alike.
struct SwiftNameScope {
    /// The skeletons of the names declared.
    private var taken: Set<String>
    /// The next number to try for a base name, so many equal labels stay linear.
    private var nextNumber: [String: Int] = [:]

    /// A scope where `fixed` (the generated code's own names) are already declared.
    init(reserving fixed: [String] = []) {
        taken = Set(SwiftNames.unusable.union(fixed).map(Lookalikes.skeleton))
    }

    /// Declares `name` as it is: one of the generated code's own.
    mutating func reserve(_ name: String) { taken.insert(Lookalikes.skeleton(name)) }

    /// Whether `name` is already declared here.
    func isTaken(_ name: String) -> Bool { taken.contains(Lookalikes.skeleton(name)) }

    /// Declares `candidate`, or the first free numbered variant of it, and returns it.
    mutating func claim(_ candidate: String) -> String {
        let skeleton = Lookalikes.skeleton(candidate)
        if taken.insert(skeleton).inserted { return candidate }
        let separator = candidate.unicodeScalars.last?.properties.generalCategory == .decimalNumber ? "_" : ""
        var number = nextNumber[candidate] ?? 2
        while !taken.insert(skeleton + separator + String(number)).inserted { number += 1 }
        nextNumber[candidate] = number + 1
        return candidate + separator + String(number)
    }
}

extension SwiftNameScope {
    // The scopes every screen opens, their reserved names fixed: made once, copied per screen
    // (building each reserved set was a tenth of naming a large project).
    static let screenTypes = SwiftNameScope(reserving: SwiftReserved.types + SwiftReserved.screenMembers)
    static let tabs = SwiftNameScope(reserving: SwiftReserved.tabMembers)
    static let elements = SwiftNameScope(reserving: SwiftReserved.structMembers + SwiftReserved.actionMembers)
    static let buttons = SwiftNameScope(reserving: SwiftReserved.buttonMembers)
    static let fields = SwiftNameScope(reserving: SwiftReserved.types + SwiftReserved.structMembers)
}
