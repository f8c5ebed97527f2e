/// `# Screen {#id}`, `## Region (variant): Title {attributes}`.
extension Parser {
    /// A heading's text and its trailing `{…}` block, split.
    struct HeadingParts {
        var text: SourceRange
        var attributes: SourceRange?
    }

    /// Splits a trailing `{…}` block (the last `{` whose `}` ends the heading) from the text.
    func splitHeadingAttributes(_ content: SourceRange) -> HeadingParts {
        guard content.count > 0, bytes[content.end - 1] == .closeBrace else { return HeadingParts(text: content) }
        var index = content.end - 2
        while index >= content.start {
            if bytes[index] == .openBrace, index == content.start || bytes[index - 1] != .backslash {
                var textEnd = index
                while textEnd > content.start, bytes[textEnd - 1] == .space || bytes[textEnd - 1] == .tab {
                    textEnd -= 1
                }
                return HeadingParts(text: SourceRange(content.start, textEnd), attributes: SourceRange(index, content.end))
            }
            index -= 1
        }
        return HeadingParts(text: content)
    }

    /// The text of `range`, invalid UTF-8 replaced by U+FFFD.
    func text(_ range: SourceRange) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]), as: UTF8.self)
    }

    /// The lowercased text of `range` with runs of spaces and tabs collapsed to one space, for
    /// keyword lookups (`Navigation  Bar` → `navigation bar`).
    func keyword(_ range: SourceRange) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            var count = 0
            var pendingSpace = false
            for byte in bytes[range.start..<range.end] {
                if byte == .space || byte == .tab {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    buffer[count] = .space
                    count += 1
                    pendingSpace = false
                }
                buffer[count] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
    }

    /// The text of `range` with spaces trimmed and backslash escapes resolved.
    func trimmedText(_ range: SourceRange) -> Located<String> {
        var start = range.start
        var end = range.end
        while start < end, bytes[start] == .space || bytes[start] == .tab { start += 1 }
        while end > start, bytes[end - 1] == .space || bytes[end - 1] == .tab { end -= 1 }
        return Located(unescaped(SourceRange(start, end)), at: SourceRange(start, end))
    }

    /// The text of `range` with `\` before ASCII punctuation removed, as Markdown renders it.
    func unescaped(_ range: SourceRange) -> String {
        guard find("\\", from: range.start, to: range.end) != nil else { return text(range) }
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.start
        while index < range.end {
            if bytes[index] == .backslash, index + 1 < range.end, bytes[index + 1].isASCIIPunctuation {
                index += 1
            }
            output.append(bytes[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - Screens

    mutating func screenHeading(_ content: SourceRange, line: ByteCursor) -> Screen {
        let headingRange = SourceRange(line.offset, line.end)
        let parts = splitHeadingAttributes(content)
        let title = trimmedText(parts.text)
        var id = Located(Slug.make(title.value), at: title.range)
        var hasExplicitID = false
        var codeName: Located<String>?
        var hidesTabBar: SourceRange?
        var raised: SourceRange?
        if let attributeRange = parts.attributes {
            let checked = checkedAttributes(
                attributeRange, allowed: Attributes.screen, what: "a screen",
                allowsID: true)
            if let explicit = checked.id {
                id = explicit
                hasExplicitID = true
            }
            if let name = checked.attributes.first(where: { $0.name.value == "name" }), case .text(let text) = name.value {
                codeName = Located(text, at: name.range)
            }
            hidesTabBar = checked.attributes.first { $0.name.value == Attributes.hidesTabBar.name }?.range
            raised = checked.attributes.first { $0.name.value == Attributes.raisedScreen.name }?.range
        }
        if title.value.isEmpty {
            sink.report(
                .missingTitle, "this screen has no title", at: headingRange,
                notes: [.help("write the screen's name after `# `, e.g. `# Inbox`")])
        } else if id.value.isEmpty {
            sink.report(
                .noIdFromTitle, "no id can be made from the title `\(title.value)`", at: title.range,
                notes: [.help("give the screen an id: `# \(title.value) {#my-screen}`")])
        }
        return Screen(
            title: title, id: id, hasExplicitID: hasExplicitID, codeName: codeName, hidesTabBar: hidesTabBar, raised: raised,
            description: nil, regions: [],
            headingRange: headingRange, range: headingRange)
    }

    // MARK: - Regions

    /// Parses `Kind (variant): Title {attributes}`; `nil` (after a diagnostic) when the kind is
    /// unknown, and the region's lines are then skipped.
    mutating func regionHeading(_ content: SourceRange, line: ByteCursor) -> Region? {
        let headingRange = SourceRange(line.offset, line.end)
        let parts = splitHeadingAttributes(content)
        var cursor = ByteCursor(bytes: bytes, from: parts.text.start, to: parts.text.end)
        let nameStart = cursor.offset
        cursor.advance(while: { $0 != .openParen && $0 != .colon })
        let name = trimmedText(SourceRange(nameStart, cursor.offset))
        guard let kind = RegionKind(rawValue: keyword(name.range)) else {
            reportUnknownRegion(name, headingRange: headingRange)
            return nil
        }
        if let previous = screen?.regions.first(where: { $0.kind == kind }), !kind.isOverlay,
            kind != .content, kind != .table
        {
            sink.report(
                .duplicateRegion, "this screen already has \(kind.withArticle)", at: name.range,
                notes: [.note("the first \(kind.displayName) is here", path: file.path, range: previous.kindRange)])
        }
        let spec = kind.spec
        var region = Region(
            kind: kind, kindRange: name.range, variant: nil, title: nil, id: nil, attributes: [], elements: [],
            sections: [], note: nil, headingRange: headingRange, range: headingRange)
        if cursor.peek() == .openParen {
            region.variant = regionVariant(&cursor, kind: kind)
            cursor.skipSpaces()
        }
        if cursor.peek() == .colon {
            cursor.advance()
            let title = trimmedText(SourceRange(cursor.offset, cursor.end))
            if !spec.takesTitle {
                sink.report(
                    .unexpectedTitle, "\(kind.withArticle) heading takes no title", at: title.range,
                    notes: [.help(kind == .navigationBar ? "write the title as an element: `- title: \(title.value)`" : "remove the text after `:`")])
            } else if !title.value.isEmpty {
                region.title = title
            }
        } else if !cursor.isAtEnd {
            let rest = trimmedText(SourceRange(cursor.offset, cursor.end))
            sink.report(
                .unexpectedText, "unexpected `\(rest.value)` in the \(kind.displayName) heading", at: rest.range,
                notes: [.help("a region heading reads `## Kind (variant): Title {attributes}`")])
        }
        if let attributeRange = parts.attributes {
            let checked = checkedAttributes(
                attributeRange, allowed: spec.attributes, what: kind.withArticle, allowsID: kind.isOverlay)
            region.attributes = checked.attributes
            region.id = checked.id
        }
        if kind.isOverlay, region.id == nil {
            let derived = Slug.make(region.title?.value ?? "")
            region.id = Located(derived.isEmpty ? Slug.make(kind.rawValue) : derived, at: region.title?.range ?? name.range)
        }
        return region
    }

    private mutating func regionVariant(_ cursor: inout ByteCursor, kind: RegionKind) -> Located<String>? {
        let open = cursor.offset
        cursor.advance()
        cursor.advance(while: { $0 != .closeParen })
        let word = trimmedText(SourceRange(open + 1, cursor.offset))
        guard cursor.peek() == .closeParen else {
            sink.report(.unclosedParenthesis, "this `(` is not closed", at: SourceRange(open, open + 1))
            return nil
        }
        cursor.advance()
        guard kind.spec.variants != nil else {
            sink.report(
                .unexpectedVariant, "\(kind.withArticle) has no variants like `(\(word.value))`",
                at: SourceRange(open, cursor.offset))
            return nil
        }
        // Kept even when unknown: the `table-style-known` rule reports it.
        return Located(word.value.lowercased(), at: word.range)
    }

    private mutating func reportUnknownRegion(_ name: Located<String>, headingRange: SourceRange) {
        let names = RegionKind.allCases.map(\.rawValue)
        var notes: [Diagnostic.Note] = []
        if let suggestion = Suggestion.closest(to: name.value, in: names) {
            notes.append(.help("did you mean `\(suggestion)`?"))
        } else if ElementKind(rawValue: name.value.lowercased()) != nil {
            notes.append(.help("`\(name.value)` is an element: write it as a list item, `- \(name.value.lowercased()): …`"))
        } else {
            notes.append(.help("regions are: " + names.map { "`\($0)`" }.joined(separator: ", ")))
        }
        sink.report(
            .unknownRegion,
            name.value.isEmpty ? "this region heading names no region" : "`\(name.value)` is not a region; its lines are ignored",
            at: name.value.isEmpty ? headingRange : name.range, notes: notes)
    }

    /// "did you mean" when a keyword is close, else the list of accepted keywords when it is short.
    func helpNotes(
        for word: String, among candidates: [String], listing set: ChoiceSet? = nil, noun: String? = nil
    ) -> [Diagnostic.Note] {
        if let help = Suggestion.help(for: word, in: candidates) { return [.help(help)] }
        if candidates.count <= 12 {
            let what = set.map { "\($0.title)s are" } ?? noun.map { "\($0) are" } ?? "it is one of"
            return [.help("\(what): " + candidates.map { "`\($0)`" }.joined(separator: ", "))]
        }
        return []
    }
}
