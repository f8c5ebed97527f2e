/// What the cursor is on, explained: a finding's rule (its summary and why it matters), an
/// element kind, a region or an attribute (what the vocabulary says it means).
public struct HoverText: Sendable {
    /// The check of the document.
    public let analysis: SpecAnalysis

    /// Hover in `analysis`'s document.
    public init(_ analysis: SpecAnalysis) {
        self.analysis = analysis
    }

    /// The explanation at byte `offset`, if the cursor is on something that has one.
    public func hover(at offset: Int) -> LSP.Hover? {
        var parts: [String] = []
        var range: SourceRange?
        for diagnostic in analysis.diagnostics where Self.holds(diagnostic.range, offset) {
            parts.append(Self.explanation(of: diagnostic))
            range = range ?? diagnostic.range
        }
        if let (text, place) = vocabulary(at: offset) {
            parts.append(text)
            range = range ?? place
        }
        guard !parts.isEmpty else { return nil }
        return LSP.Hover(contents: .init(value: parts.joined(separator: "\n\n---\n\n")), range: range.map(analysis.positions.range))
    }

    /// The finding's rule: what it says and why, from the rule catalogue or the language's.
    static func explanation(of diagnostic: Diagnostic) -> String {
        let head = "**\(diagnostic.id)** (\(diagnostic.severity.rawValue)): \(diagnostic.message)"
        if let rule = RuleCatalog.description(of: diagnostic.id) {
            return "\(head)\n\n\(rule.summary)\n\n*Why:* \(rule.rationale)"
        }
        if let kind = DiagnosticCatalog.kinds.first(where: { $0.id == diagnostic.id }) {
            return "\(head)\n\n\(kind.summary)\n\n\(kind.explanation)"
        }
        return head
    }

    /// The element kind, region kind or attribute name written at `offset`.
    private func vocabulary(at offset: Int) -> (String, SourceRange)? {
        guard let document = analysis.parsed else { return nil }
        for screen in document.screens where Self.holds(screen.range, offset) {
            if let attribute = Self.attribute(at: offset, of: Attributes.screen, in: []) { return attribute }
            for region in screen.regions where Self.holds(region.range, offset) {
                if Self.holds(region.kindRange, offset) {
                    return ("**\(region.kind.displayName)** (region): \(region.kind.spec.summary)", region.kindRange)
                }
                if let found = Self.attribute(at: offset, of: region.kind.spec.attributes, in: region.attributes) { return found }
                for element in region.allElements where Self.holds(element.range, offset) {
                    if Self.holds(element.kindRange, offset) {
                        let spec = element.kind.spec
                        var text = "**\(element.kind.rawValue)** (element): \(spec.summary)"
                        if spec.value != .none { text += "\n\nValue after `=`: \(spec.value.syntax)." }
                        return (text, element.kindRange)
                    }
                    if let found = Self.attribute(at: offset, of: element.kind.spec.attributes, in: element.attributes) { return found }
                }
            }
        }
        return nil
    }

    /// The attribute among `attributes` whose name is at `offset`, explained by its spec.
    private static func attribute(at offset: Int, of specs: [AttributeSpec], in attributes: [Attribute]) -> (String, SourceRange)? {
        guard let attribute = attributes.first(where: { holds($0.range, offset) }),
            let spec = specs.first(where: { $0.name == attribute.name.value })
        else { return nil }
        var text = "**\(spec.name)** (attribute, \(spec.type.description)): \(spec.summary)"
        if case .choice(let set) = spec.type { text += "\n\nOne of: " + set.values.map { "`\($0)`" }.joined(separator: ", ") + "." }
        return (text, attribute.range)
    }

    /// Whether the cursor at `offset` is on `range` (at its end too: the cursor after a word is on it).
    private static func holds(_ range: SourceRange, _ offset: Int) -> Bool {
        range.start <= offset && offset <= range.end
    }
}
