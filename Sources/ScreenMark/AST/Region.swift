/// A region: a `## Kind` heading and its elements, e.g. `## Navigation bar`.
public struct Region: Hashable, Sendable, Encodable, Attributed {
    /// What the region is.
    public var kind: RegionKind
    /// Where the kind's name is written in the heading.
    public var kindRange: SourceRange
    /// The keyword in parentheses, e.g. `grouped` in `## Table (grouped)`.
    public var variant: Located<String>?
    /// The title after `:`, e.g. `Delete Message?` in `## Alert: Delete Message?`.
    public var title: Located<String>?
    /// For overlays: the id that `→ alert [..](#id)` links use, from `{#id}` or derived from the
    /// title (or from the kind when there is no title).
    public var id: Located<String>?
    /// The heading's attributes, other than `#id`.
    public var attributes: [Attribute]
    /// The elements, for regions without sections.
    public var elements: [Element]
    /// The sections of a table; items before the first `###` form an untitled first section.
    public var sections: [Section]
    /// Prose written inside the region, outside any section.
    public var note: Prose?
    /// The heading line.
    public var headingRange: SourceRange
    /// From the heading to the end of the region's last line.
    public var range: SourceRange

    /// For a table, its style: `plain` unless `(grouped)` is written; `nil` for other regions
    /// and for an unknown variant (which the `table-style-known` rule reports).
    public var tableStyle: TableStyle? {
        guard kind == .table else { return nil }
        guard let variant else { return .plain }
        return TableStyle(rawValue: variant.value)
    }

    /// Every element, sections flattened, in file order.
    public var allElements: [Element] {
        // Most regions have no sections and most tables one: those share their array instead of
        // copying every element (many rules ask for it).
        if sections.isEmpty { return elements }
        if elements.isEmpty, sections.count == 1 { return sections[0].elements }
        return elements + sections.flatMap(\.elements)
    }
}

/// A table section: a `### Header` heading and its rows.
public struct Section: Hashable, Sendable, Encodable {
    /// The header text; `nil` for an untitled section (items before the first `###`, or `###`
    /// with no text).
    public var title: Located<String>?
    /// The rows.
    public var elements: [Element]
    /// Prose after the rows: the section footer.
    public var footer: Prose?
    /// The `###` line, `nil` for the implicit first section.
    public var headingRange: SourceRange?
    /// From the heading (or first row) to the end of the section's last line.
    public var range: SourceRange
}
