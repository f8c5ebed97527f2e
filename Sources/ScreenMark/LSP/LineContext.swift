import Foundation

/// The line around a cursor, read as text: what completion needs to know of what is being typed,
/// which the parser cannot say yet (a line being typed is, most of the time, not valid).
struct LineContext {
    /// The whole text.
    let source: SourceFile
    /// The cursor's byte offset.
    let offset: Int
    /// 0-based line of the cursor.
    let line: Int
    /// The line from its start up to the cursor.
    let prefix: String

    init(source: SourceFile, offset: Int) {
        self.source = source
        self.offset = max(0, min(offset, source.bytes.count))
        line = source.location(of: self.offset).line - 1
        prefix = String(decoding: source.bytes[source.lineStarts[line]..<self.offset], as: UTF8.self)
    }

    /// After `](`: the destination typed so far.
    var openLinkDestination: String? {
        guard let open = prefix.range(of: "](", options: .backwards) else { return nil }
        let typed = prefix[open.upperBound...]
        return typed.contains(")") ? nil : String(typed)
    }

    /// After `→ [` or `-> [` (a presentation may stand between): the link text typed so far, and
    /// the presentation.
    var openLinkText: (typed: String, presentation: Presentation?)? {
        guard let bracket = prefix.lastIndex(of: "["), !prefix[bracket...].contains("]") else { return nil }
        guard let arrow = Self.arrow(before: prefix[..<bracket]) else { return nil }
        return (String(prefix[prefix.index(after: bracket)...]), arrow.presentation)
    }

    /// The presentation written before the link whose destination is being typed.
    var presentationBeforeLink: Presentation? {
        guard let open = prefix.range(of: "](", options: .backwards),
            let bracket = prefix[..<open.lowerBound].lastIndex(of: "[")
        else { return nil }
        return Self.arrow(before: prefix[..<bracket])?.presentation
    }

    /// An arrow that ends the text before a link, perhaps followed by a presentation word.
    private struct Arrow {
        /// The word; `nil` for a push, or for `detail` (which pushes too).
        var presentation: Presentation?
    }

    /// The arrow `text` ends with, if it does.
    private static func arrow(before text: Substring) -> Arrow? {
        var rest = text.trimmingSuffix(" ")
        var word: Presentation?
        if let space = rest.lastIndex(where: { $0 == " " || $0 == "→" || $0 == ">" }) {
            let last = String(rest[rest.index(after: space)...])
            if let presentation = Presentation(rawValue: last) {
                word = presentation
                rest = rest[...space].trimmingSuffix(" ")
            } else if last == "detail" {
                rest = rest[...space].trimmingSuffix(" ")
            }
        }
        return rest.hasSuffix("→") || rest.hasSuffix("->") ? Arrow(presentation: word) : nil
    }

    /// An attribute block `{…}` still open at the cursor.
    struct AttributeBlock {
        /// The names already given in it.
        var given: Set<String>
        /// The attribute whose value is being typed (after `name:`), else `nil`.
        var name: String?
        /// What is typed of the current name or value.
        var typed: String
    }

    /// The `{…}` block the cursor is in, if any.
    var openAttributeBlock: AttributeBlock? {
        guard let brace = prefix.lastIndex(of: "{"), !prefix[brace...].contains("}") else { return nil }
        let pieces = prefix[prefix.index(after: brace)...].split(separator: ",", omittingEmptySubsequences: false)
        let current = pieces.last.map { $0.drop { $0 == " " } } ?? ""
        let given = Set(pieces.dropLast().map { $0.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" })
        if let colon = current.firstIndex(of: ":") {
            return AttributeBlock(
                given: given, name: current[..<colon].trimmingCharacters(in: .whitespaces),
                typed: String(current[current.index(after: colon)...].drop { $0 == " " }))
        }
        return AttributeBlock(given: given, name: nil, typed: String(current))
    }

    /// The attributes the line's element, region or screen takes.
    var attributeSpecs: [AttributeSpec] {
        if prefix.hasPrefix("- ") {
            let keyword = prefix.dropFirst(2).prefix { $0.isLetter || $0 == "-" }
            return ElementKind.named(String(keyword))?.spec.attributes ?? []
        }
        if prefix.hasPrefix("## ") { return Self.regionKind(in: prefix)?.spec.attributes ?? [] }
        if prefix.hasPrefix("# ") { return Attributes.screen }
        return []
    }

    /// The region of the nearest `## ` heading above the cursor, within its screen.
    var enclosingRegion: RegionKind? {
        var index = line - 1
        while index >= 0 {
            let text = String(decoding: source.lineBytes(index + 1), as: UTF8.self)
            if text.hasPrefix("## ") { return Self.regionKind(in: text) }
            if text.hasPrefix("# ") { return nil }
            index -= 1
        }
        return nil
    }

    /// Whether the cursor is between the front matter's `---` lines.
    var isInFrontMatter: Bool {
        guard line > 0, source.lineBytes(1).elementsEqual("---".utf8) else { return false }
        for index in 1..<line where source.lineBytes(index + 1).elementsEqual("---".utf8) { return false }
        return true
    }

    /// The kind a `## ` heading names (`## Table (grouped)` → table).
    static func regionKind(in heading: String) -> RegionKind? {
        let name = heading.dropFirst(3).prefix { !"(:{<".contains($0) }
        return RegionKind(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased())
    }
}

extension Substring {
    /// Without the trailing `character`s.
    fileprivate func trimmingSuffix(_ character: Character) -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == character { end = index(before: end) }
        return self[..<end]
    }
}
