/// `{#id, name, name: value, name: "quoted, value"}`.
extension Parser {
    /// The attributes of one `{…}` block, checked against what the construct accepts.
    struct CheckedAttributes {
        var attributes: [Attribute] = []
        var id: Located<String>?
    }

    /// One item of a block, before its value is checked.
    private struct RawAttribute {
        var name: Located<String>
        var value: Located<String>?
        var range: SourceRange
    }

    /// The offset just past the `}` closing the block that opens at `open`, skipping quoted
    /// text and escapes; `nil` when the line ends first.
    func attributeBlockEnd(from open: Int, to end: Int) -> Int? {
        var index = open + 1
        var inQuotes = false
        while index < end {
            let byte = bytes[index]
            if byte == .backslash {
                index += 2
                continue
            }
            if byte == .quote { inQuotes.toggle() }
            if byte == .closeBrace, !inQuotes { return index + 1 }
            index += 1
        }
        return nil
    }

    /// Reads the block `{…}` in `block` and checks each attribute against `allowed`. `what` names
    /// the element or region in messages, and is only spelt out when there is one to write.
    mutating func checkedAttributes(
        _ block: SourceRange, allowed: [AttributeSpec], what: @autoclosure () -> String, allowsID: Bool
    ) -> CheckedAttributes {
        var result = CheckedAttributes()
        for raw in rawAttributes(in: block) {
            if raw.name.value.hasPrefix("#") {
                checkID(raw, what: what(), allowsID: allowsID, into: &result)
                continue
            }
            if let previous = result.attributes.first(where: { $0.name.value == raw.name.value }) {
                sink.report(
                    .duplicateAttribute, "`\(raw.name.value)` is given twice", at: raw.range,
                    notes: [.note("first given here", path: file.path, range: previous.range)])
                continue
            }
            guard let spec = allowed.first(where: { $0.name == raw.name.value }) else {
                reportUnknownAttribute(raw.name, allowed: allowed, what: what())
                continue
            }
            if let value = checkedValue(raw, spec) {
                result.attributes.append(Attribute(name: raw.name, value: value, valueRange: raw.value?.range, range: raw.range))
            }
        }
        return result
    }

    private mutating func checkID(
        _ raw: RawAttribute, what: String, allowsID: Bool, into result: inout CheckedAttributes
    ) {
        let id = String(raw.name.value.dropFirst())
        let idRange = SourceRange(raw.name.range.start + 1, raw.name.range.end)
        if !allowsID {
            sink.report(
                .unexpectedId, "\(what) takes no `{#id}`", at: raw.range,
                notes: [.help("ids name screens, alerts, action sheets and activity views; to name an element in code, use `{name: …}`")])
        } else if id.isEmpty {
            sink.report(.emptyId, "`#` must be followed by an id, e.g. `{#inbox}`", at: raw.range)
        } else if result.id != nil {
            sink.report(.repeatedId, "a second `#id`; one is enough", at: raw.range)
        } else {
            result.id = Located(id, at: idRange)
        }
    }

    private mutating func reportUnknownAttribute(_ name: Located<String>, allowed: [AttributeSpec], what: String) {
        let notes: [Diagnostic.Note] =
            if let suggestion = Suggestion.help(for: name.value, in: allowed.map(\.name)) {
                [.help(suggestion)]
            } else if allowed.isEmpty {
                [.help("\(what) takes no attributes")]
            } else {
                [.help("\(what) takes: " + allowed.map { "`\($0.name)`" }.joined(separator: ", "))]
            }
        sink.report(.unknownAttribute, "\(what) has no attribute `\(name.value)`; it is ignored", at: name.range, notes: notes)
    }

    /// The typed value of `raw`, or `nil` after a diagnostic.
    private mutating func checkedValue(_ raw: RawAttribute, _ spec: AttributeSpec) -> AttributeValue? {
        guard let written = raw.value else {
            if spec.type == .flag { return .flag }
            var notes: [Diagnostic.Note] = []
            if case .choice(let set) = spec.type { notes = helpNotes(for: "", among: set.values, listing: set) }
            sink.report(
                .missingValue, "`\(spec.name)` needs a value: \(spec.type.description)", at: raw.range, notes: notes)
            return nil
        }
        let text = written.value
        func invalid(_ expected: String, notes: [Diagnostic.Note] = []) -> AttributeValue? {
            sink.report(
                .invalidValue, "`\(spec.name)` is \(expected), not `\(text)`", at: written.range, notes: notes)
            return nil
        }
        switch spec.type {
        case .flag:
            sink.report(
                .unexpectedValue, "`\(spec.name)` takes no value", at: written.range,
                notes: [.help("write just `\(spec.name)`")])
            return nil
        case .integer:
            guard let integer = NumberSyntax.integer(text) else { return invalid("a whole number") }
            return .integer(integer)
        case .number:
            guard let number = NumberSyntax.number(text) else { return invalid("a number") }
            return .number(number)
        case .size:
            guard let size = NumberSyntax.size(text) else { return invalid("a size like `44x44`") }
            return .size(width: size.width, height: size.height)
        case .text:
            return .text(text)
        case .colour:
            guard let colour = Colour(hex: text) else { return invalid("a colour `#RRGGBB`, like `#5DBB63`") }
            return .colour(colour)
        case .choice(let set):
            let keyword = text.lowercased()
            guard set.values.contains(keyword) || spec.checkedByRule != nil else {
                sink.report(
                    .unknownValue, "`\(text)` is not \(set.titleWithArticle)", at: written.range,
                    notes: helpNotes(for: text, among: set.values, listing: set))
                return nil
            }
            return .choice(keyword)
        }
    }

    /// Splits `{…}` into items; syntax errors are reported and the item skipped.
    private mutating func rawAttributes(in block: SourceRange) -> [RawAttribute] {
        var items: [RawAttribute] = []
        var cursor = ByteCursor(bytes: bytes, from: block.start + 1, to: block.end - 1)
        while true {
            cursor.skipSpaces()
            guard !cursor.isAtEnd else { break }
            let itemStart = cursor.offset
            if cursor.peek() == .comma {
                cursor.advance()
                continue
            }
            if let item = rawAttribute(&cursor) { items.append(item) }
            cursor.skipSpaces()
            if cursor.peek() == .comma {
                cursor.advance()
            } else if !cursor.isAtEnd {
                let rest = cursor.offset
                cursor.advance(while: { $0 != .comma })
                sink.report(
                    .invalidAttribute, "expected `,` or `}` after the attribute",
                    at: SourceRange(rest, cursor.offset),
                    notes: [.help("attributes read `{name, name: value}`; quote values that contain `,` or `}`")])
            }
            if cursor.offset == itemStart { cursor.advance() }
        }
        return items
    }

    private mutating func rawAttribute(_ cursor: inout ByteCursor) -> RawAttribute? {
        let start = cursor.offset
        if cursor.peek() == .hash {
            cursor.advance()
            cursor.advance(while: { $0 != .comma && $0 != .space && $0 != .tab })
            let name = Located(text(cursor.range(from: start)), at: cursor.range(from: start))
            return RawAttribute(name: name, value: nil, range: name.range)
        }
        cursor.advance(while: { $0.isKeywordByte })
        guard cursor.offset > start else {
            cursor.advance(while: { $0 != .comma })
            sink.report(
                .invalidAttribute, "expected an attribute name", at: cursor.range(from: start),
                notes: [.help("attributes read `{name, name: value}`")])
            return nil
        }
        let name = Located(keyword(cursor.range(from: start)), at: cursor.range(from: start))
        var probe = cursor
        probe.skipSpaces()
        guard probe.peek() == .colon else {
            return RawAttribute(name: name, value: nil, range: name.range)
        }
        probe.advance()
        probe.skipSpaces()
        cursor = probe
        let value: Located<String>
        if cursor.peek() == .quote {
            value = quotedString(&cursor)
        } else {
            let valueStart = cursor.offset
            while let byte = cursor.peek(), byte != .comma {
                cursor.advance(byte == .backslash ? 2 : 1)
            }
            value = trimmedText(cursor.range(from: valueStart))
        }
        return RawAttribute(name: name, value: value, range: SourceRange(start, value.range.end))
    }

    /// Reads `"…"` with backslash escapes. An unclosed quote is reported and the text runs to the
    /// end of the line, so nothing after it cascades into further errors.
    mutating func quotedString(_ cursor: inout ByteCursor) -> Located<String> {
        let open = cursor.offset
        cursor.advance()
        while let byte = cursor.peek(), byte != .quote {
            cursor.advance(byte == .backslash ? 2 : 1)
        }
        guard cursor.peek() == .quote else {
            sink.report(
                .unclosedQuote, "this quote is not closed", at: SourceRange(open, open + 1),
                notes: [.help("end the text with `\"`; write `\\\"` for a quote inside it")])
            return Located(unescaped(SourceRange(open + 1, cursor.offset)), at: SourceRange(open, cursor.offset))
        }
        cursor.advance()
        return Located(unescaped(SourceRange(open + 1, cursor.offset - 1)), at: SourceRange(open, cursor.offset))
    }
}

/// The number formats of the language: plain decimals, no exponents, no thousands separators.
enum NumberSyntax {
    /// `-?[0-9]+`
    static func integer(_ text: String) -> Int? {
        let body = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !body.isEmpty, body.count <= 18, body.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// `-?[0-9]+(\.[0-9]+)?` or `-?\.[0-9]+`, checked byte by byte before `Double` reads it.
    static func number(_ text: String) -> Double? {
        var digits = 0
        var dots = 0
        var lastWasDigit = false
        for (index, byte) in text.utf8.enumerated() {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
                lastWasDigit = true
            } else if byte == UInt8(ascii: ".") && dots == 0 {
                dots += 1
                lastWasDigit = false
            } else if byte == UInt8(ascii: "-") && index == 0 {
                continue
            } else {
                return nil
            }
        }
        guard digits > 0, digits <= 30, lastWasDigit else { return nil }
        return Double(text.hasPrefix("-.") ? "-0" + text.dropFirst() : text.hasPrefix(".") ? "0" + text : text)
    }

    /// `WxH`, e.g. `44x44` or `320x240.5`.
    static func size(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = number(String(parts[0].trimmedOfWhitespace)),
            let height = number(String(parts[1].trimmedOfWhitespace)), width >= 0, height >= 0
        else { return nil }
        return (width, height)
    }
}

extension Substring {
    fileprivate var trimmedOfWhitespace: String { String(self).trimmedOfWhitespace }
}
