/// Collects an enum's cases and the values its computed properties take per case, then makes
/// its context: each property's `switch` groups the cases that return the same value (in the
/// order the values first appear), so it stays short and never needs a `default:` (which
/// `-warnings-as-errors` would reject once every case is listed).
struct SwiftEnumBuilder {
    var doc: SwiftCode?
    var name: SwiftCode
    var conformances: SwiftCode
    private(set) var cases: [SwiftCaseContext] = []
    private var properties: [Property] = []

    private struct Property {
        var doc: SwiftCode?
        var name, type: SwiftCode
        var values: [(pattern: SwiftCode, value: SwiftCode)] = []
    }

    init(doc: String, name: SwiftCode, conformances: String = "Sendable, Hashable, CaseIterable") {
        self.doc = SwiftLiteral.documentation(doc)
        self.name = name
        self.conformances = SwiftCode(conformances)
    }

    var isEmpty: Bool { cases.isEmpty }

    /// Declares a computed property; give its values with ``set(_:of:to:)``.
    mutating func property(_ name: String, type: String, doc: String) {
        properties.append(Property(doc: SwiftLiteral.documentation(doc), name: SwiftCode(name), type: SwiftCode(type)))
    }

    /// Adds a case.
    mutating func add(_ name: SwiftCode, doc: String, payload: String? = nil, rawValue: SwiftCode? = nil) {
        cases.append(
            SwiftCaseContext(
                doc: SwiftLiteral.documentation(doc), name: name, payload: payload.map(SwiftCode.init), rawValue: rawValue))
    }

    /// Property `property` is `value` for the cases `pattern` matches (e.g. `.a` or `.b(.c)`).
    mutating func set(_ property: String, of pattern: SwiftCode, to value: SwiftCode) {
        guard let index = properties.firstIndex(where: { $0.name.text == property }) else {
            preconditionFailure("undeclared property \(property)")
        }
        properties[index].values.append((pattern, value))
    }

    /// `.name`: a pattern or value for case `name`.
    static func dot(_ name: SwiftCode) -> SwiftCode { SwiftCode("." + name.text) }

    var context: SwiftEnumContext {
        // An enum without cases still declares its properties (`switch self {}` is exhaustive):
        // a protocol may require them.
        let switches: [SwiftSwitchContext] = properties.map { property -> SwiftSwitchContext in
            var order: [String] = []
            var patterns: [String: [SwiftCode]] = [:]
            for (pattern, value) in property.values {
                if patterns[value.text] == nil { order.append(value.text) }
                patterns[value.text, default: []].append(pattern)
            }
            return SwiftSwitchContext(
                doc: property.doc, name: property.name, type: property.type,
                branches: order.map { SwiftSwitchContext.Branch(pattern: patterns[$0]!.joined(", "), value: SwiftCode($0)) })
        }
        return SwiftEnumContext(doc: doc, name: name, conformances: conformances, cases: cases, properties: switches)
    }
}
