/// The outline of a document: its screens, each with its regions, the overlays (alerts, action
/// sheets, activity views) marked as such.
public struct DocumentSymbols: Sendable {
    /// The check of the document.
    public let analysis: SpecAnalysis

    /// The outline of `analysis`'s document.
    public init(_ analysis: SpecAnalysis) {
        self.analysis = analysis
    }

    /// The protocol's symbol kinds used.
    private enum Kind: Int {
        case `class` = 5, field = 8, `struct` = 23, event = 24
    }

    /// One symbol per screen, its regions (and a table's titled sections) as children.
    public var symbols: [LSP.DocumentSymbol] {
        guard let document = analysis.parsed else { return [] }
        let positions = analysis.positions
        return document.screens.map { screen in
            let regions = screen.regions.map { region in
                let name = region.title.map { "\(region.kind.displayName): \($0.value)" } ?? region.kind.displayName
                let sections = region.sections.compactMap { section -> LSP.DocumentSymbol? in
                    guard let title = section.title else { return nil }
                    return LSP.DocumentSymbol(
                        name: title.value, detail: "section", kind: Kind.field.rawValue, range: positions.range(of: section.range),
                        selectionRange: positions.range(of: title.range), children: nil)
                }
                return LSP.DocumentSymbol(
                    name: name, detail: region.id.map { "#" + $0.value },
                    kind: (region.kind.isOverlay ? Kind.event : Kind.struct).rawValue, range: positions.range(of: region.range),
                    selectionRange: positions.range(of: region.kindRange), children: sections.isEmpty ? nil : sections)
            }
            return LSP.DocumentSymbol(
                name: screen.title.value.isEmpty ? "#" + screen.id.value : screen.title.value, detail: "#" + screen.id.value,
                kind: Kind.class.rawValue, range: positions.range(of: screen.range),
                selectionRange: positions.range(of: screen.title.range), children: regions)
        }
    }
}
