/// `- kind: label = value {attributes} → target`, after the list marker.
///
/// The label comes first; the value, attributes, target and a trailing `<!-- comment -->`
/// may follow in any order, each at most once.
extension Parser {
    /// Parses an element from the text after the list marker; `nil` (after a diagnostic) when the
    /// item is not an element this region accepts.
    mutating func parseElement(_ start: ByteCursor, itemStart: Int) -> Element? {
        guard let region else { return nil }
        var cursor = start
        let kindStart = cursor.offset
        cursor.advance(while: { $0.isKeywordByte })
        if cursor.offset == kindStart {
            // Not a keyword at all (`- 按钮: 编辑`): name the word in the diagnostic.
            cursor.advance(while: { $0 != .colon && $0 != .space && $0 != .tab })
        }
        let kindRange = cursor.range(from: kindStart)
        let word = text(kindRange)
        guard let kind = elementKind(word, range: kindRange, line: start, in: region.kind, allowed: regionElements)
        else { return nil }
        let spec = kind.spec
        var element = Element(
            kind: kind, kindRange: kindRange, label: nil, value: nil, attributes: [], target: nil,
            range: SourceRange(itemStart, start.end))
        cursor.skipSpaces()
        if cursor.peek() == .colon {
            cursor.advance()
            cursor.skipSpaces()
            element.label = label(&cursor)
        }
        var rawValue: Located<String>?
        var attributeBlock: SourceRange?
        cursor.skipSpaces()
        while !cursor.isAtEnd {
            let pieceStart = cursor.offset
            if cursor.peek() == .equals, rawValue == nil {
                cursor.advance()
                cursor.skipSpaces()
                rawValue = valueText(&cursor, at: pieceStart)
            } else if cursor.peek() == .openBrace, attributeBlock == nil {
                guard let end = attributeBlockEnd(from: cursor.offset, to: cursor.end) else {
                    sink.report(
                        .unclosedAttributes, "this `{` is not closed", at: SourceRange(pieceStart, pieceStart + 1),
                        notes: [.help("end the attributes with `}` on the same line")])
                    break
                }
                attributeBlock = SourceRange(pieceStart, end)
                cursor.advance(end - pieceStart)
            } else if isArrow(cursor), isDetailArrow(cursor) ? element.detailTarget == nil : element.target == nil {
                let target = target(&cursor)
                if target?.detailRange != nil { element.detailTarget = target } else { element.target = target }
            } else if cursor.starts(with: "<!--"), let close = find("-->", from: cursor.offset + 4, to: cursor.end) {
                recordComment(from: cursor.offset, to: close + 3, closed: true)
                cursor.advance(close + 3 - cursor.offset)
            } else {
                unexpectedText(&cursor, after: kind)
            }
            cursor.skipSpaces()
        }
        if let block = attributeBlock {
            element.attributes = checkedAttributes(
                block, allowed: spec.attributes, what: "a `\(kind.rawValue)`", allowsID: false
            ).attributes
        }
        // A value written as the label is taken back first: a page control's `3` is its value,
        // not a label it cannot have.
        if rawValue == nil { rawValue = valueWrittenAsLabel(&element, spec: spec) }
        checkLabel(&element, spec: spec)
        checkNearMissArrows(label: element.label, value: rawValue)
        checkRange(element)
        if let rawValue { element.value = elementValue(rawValue, for: element, type: spec.value) }
        if rawValue == nil { checkChoicesGiven(element, spec: spec) }
        checkTarget(&element, spec: spec)
        return element
    }

    /// A value written after the colon, where the label belongs — a segmented control's choices
    /// (`- segmented: *Audio* | Video`), a switch's `on`, a slider's `0.5`, a date picker's
    /// `09:41` — taken back from the label as the value it was meant to be, with a warning and the
    /// fix-it that writes it after `=`; `nil` when the label is a label (a quoted one always is).
    private mutating func valueWrittenAsLabel(_ element: inout Element, spec: ElementSpec) -> Located<String>? {
        guard let label = element.label, bytes[label.range.start] != .quote else { return nil }
        let text = label.value
        let what: String
        switch spec.value {
        case .none, .text:
            return nil
        case .choices, .wheels:
            guard bytes[label.range.start..<label.range.end].contains(.pipe) else { return nil }
            what = "the choices"
        case .toggle:
            guard ["on", "off"].contains(text.lowercased()) else { return nil }
            what = "the state"
        case .number:
            guard NumberSyntax.number(text) != nil else { return nil }
            what = "the value"
        case .integer:
            guard NumberSyntax.integer(text) != nil else { return nil }
            what = "the value"
        case .dateTime:
            // In any mode's shape: a time written for a date picker of dates is still a value,
            // and the value's own check says which shape its mode takes.
            guard DatePickerMode.allCases.contains(where: { DateTimeSyntax.parse(text, mode: $0) != nil }) else { return nil }
            what = "the date or time"
        }
        let kind = element.kind.rawValue
        sink.report(
            .valueAsLabel, "`\(text)` reads as \(what) of this `\(kind)`, written where its label belongs",
            at: label.range,
            notes: [.help("write it after `=`: `- \(kind) = \(text)`, or with a label `- \(kind): Label = \(text)`")],
            fixIt: FixIt(
                message: "write `= \(text)`",
                edits: [FixIt.Edit(range: SourceRange(element.kindRange.end, label.range.start), replacement: " = ")]))
        element.label = nil
        return Located(self.text(label.range), at: label.range)
    }

    /// Reports a segmented control or picker written without choices.
    private mutating func checkChoicesGiven(_ element: Element, spec: ElementSpec) {
        switch spec.value {
        case .choices, .wheels: break
        case .none, .toggle, .number, .integer, .text, .dateTime: return
        }
        let kind = element.kind.rawValue
        sink.report(
            .missingChoices, "this `\(kind)` has no choices", at: element.kindRange,
            notes: [.help("write them after `=`, the selected one in `*…*`: `- \(kind): \(element.label?.value ?? "Label") = One | *Two*`")])
    }

    /// The element kind `word` names, if this region accepts it; else a diagnostic.
    private mutating func elementKind(
        _ word: String, range: SourceRange, line: ByteCursor, in regionKind: RegionKind, allowed: [ElementKind]
    ) -> ElementKind? {
        guard !word.isEmpty else {
            sink.report(
                .unknownElement, "this list item is not an element; it is ignored",
                at: SourceRange(line.offset, line.end),
                notes: [.help("elements read `- kind: label`, e.g. `- button: Edit`")])
            return nil
        }
        guard let kind = ElementKind.named(keyword(range)) else {
            var notes = helpNotes(for: word, among: allowed.map(\.rawValue))
            if notes.isEmpty, let anywhere = Suggestion.closest(to: word, in: ElementKind.allCases.map(\.rawValue)) {
                notes = [.help("did you mean `\(anywhere)`?")]
            }
            if notes.isEmpty {
                notes = [.help("\(regionKind.withArticle) holds: " + allowed.map { "`\($0.rawValue)`" }.joined(separator: ", "))]
            }
            sink.report(
                .unknownElement, "`\(word)` is not an element kind; this item is ignored", at: range, notes: notes)
            return nil
        }
        guard allowed.contains(kind) else {
            let homes = RegionKind.allCases.filter { $0.spec.elements.contains(kind) }.map { "`\($0.rawValue)`" }
            sink.report(
                .elementNotAllowed, "a `\(kind.rawValue)` does not belong in \(regionKind.withArticle)", at: range,
                notes: [.help("it belongs in: " + homes.joined(separator: ", "))])
            return nil
        }
        return kind
    }

    /// The label after `kind:`: quoted, or up to the first unescaped `=`, `{`, `→`, `->` or `<!--`.
    private mutating func label(_ cursor: inout ByteCursor) -> Located<String>? {
        if cursor.peek() == .quote { return quotedString(&cursor) }
        let start = cursor.offset
        while !cursor.isAtEnd, !isPieceStart(cursor) {
            cursor.advance(cursor.peek() == .backslash ? 2 : 1)
        }
        let text = trimmedText(cursor.range(from: start))
        return text.value.isEmpty ? nil : text
    }

    /// The raw text after `=`, up to the next `=`, attribute block, arrow or comment (write `\=`
    /// or quote the value for a literal `=`).
    private mutating func valueText(_ cursor: inout ByteCursor, at equals: Int) -> Located<String>? {
        if cursor.peek() == .quote {
            return quotedString(&cursor)
        }
        let start = cursor.offset
        while !cursor.isAtEnd, !isPieceStart(cursor) {
            cursor.advance(cursor.peek() == .backslash ? 2 : 1)
        }
        let range = cursor.range(from: start)
        var end = range.end
        while end > range.start, bytes[end - 1] == .space || bytes[end - 1] == .tab { end -= 1 }
        guard end > range.start else {
            sink.report(
                .missingValue, "`=` must be followed by a value", at: SourceRange(equals, equals + 1),
                notes: [.help("remove the `=`, or write the initial value after it")])
            return nil
        }
        // Kept raw: choice markers and escapes are read by the value parser.
        return Located(text(SourceRange(range.start, end)), at: SourceRange(range.start, end))
    }

    /// Whether the cursor is at `=`, `{`, an arrow or `<!--`: where the label ends.
    private func isPieceStart(_ cursor: ByteCursor) -> Bool {
        guard let byte = cursor.peek() else { return true }
        return byte == .equals || byte == .openBrace || isArrow(cursor) || cursor.starts(with: "<!--")
    }

    func isArrow(_ cursor: ByteCursor) -> Bool {
        cursor.starts(with: "→") || cursor.starts(with: "->")
    }

    /// Whether the arrow at the cursor is `→ detail …`, a detail disclosure button's target.
    func isDetailArrow(_ cursor: ByteCursor) -> Bool {
        var cursor = cursor
        cursor.advance(cursor.starts(with: "→") ? 3 : 2)
        cursor.skipSpaces()
        guard cursor.advance(matching: "detail") else { return false }
        return cursor.peek() == nil || cursor.peek() == .space || cursor.peek() == .tab || cursor.peek() == .openBracket
    }

    private mutating func unexpectedText(_ cursor: inout ByteCursor, after kind: ElementKind) {
        let start = cursor.offset
        let byte = cursor.peek()!
        let repeated: String? =
            byte == .equals ? "value" : byte == .openBrace ? "`{…}` attribute block" : isArrow(cursor) ? "target" : nil
        if repeated != nil {
            // A part given twice: the rest of the line is not read.
            cursor.advance(while: { _ in true })
        } else {
            // Skip to the next part, so the rest of the line is still read.
            cursor.advance()
            while !cursor.isAtEnd, !isPieceStart(cursor) { cursor.advance() }
        }
        let text = trimmedText(cursor.range(from: start))
        sink.report(
            .unexpectedText, repeated.map { "a second \($0) in this element" } ?? "unexpected `\(text.value)` in this element",
            at: text.range,
            notes: [.help("an element reads `- \(kind.rawValue): label = value {attributes} → target`, each part at most once")])
    }

    /// An arrow almost written: `—>` or `–>` (a dash a word processor made of `-`) in a label, or
    /// `=>` (read as `=` and a value starting with `>`) before a link or presentation. The text
    /// would silently be label or value; the fix-it writes the arrow. Text in quotes is text as
    /// written: quoting is how an author says so (found by the fuzzer: a quoted `—>` turned into
    /// `→` and back by two fix-its).
    private mutating func checkNearMissArrows(label: Located<String>?, value: Located<String>?) {
        if let label, label.range.count > 0, bytes[label.range.start] != .quote {
            for arrow: StaticString in ["—>", "–>"] {
                guard let found = find(arrow, from: label.range.start, to: label.range.end) else { continue }
                let range = SourceRange(found, found + arrow.utf8CodeUnitCount)
                sink.report(
                    .nearMissArrow, "`\(arrow)` is not an arrow, so it and what follows are part of the label", at: range,
                    fixIt: FixIt(message: "write `→`", edits: [FixIt.Edit(range: range, replacement: "→")]))
                return
            }
        }
        guard let value, value.value.hasPrefix(">"), value.range.start > 0, bytes[value.range.start - 1] == .equals else { return }
        let rest = value.value.dropFirst().drop { $0 == " " }
        let targets = ["[", "modal", "flip", "sheet", "alert", "dismiss", "back", "push"]
        guard targets.contains(where: { rest.hasPrefix($0) }) else { return }
        let range = SourceRange(value.range.start - 1, value.range.start + 1)
        sink.report(
            .nearMissArrow, "`=>` is not an arrow: `=` starts a value, so the target is read as one", at: range,
            fixIt: FixIt(message: "write `→`", edits: [FixIt.Edit(range: range, replacement: "→")]))
    }

    /// A slider's or stepper's range: `min` above `max` (given, or the default) is no range at
    /// all, so nothing can be drawn or generated for it. An error here, for every command alike;
    /// whether the value lies in the range is a rule's concern.
    private mutating func checkRange(_ element: Element) {
        guard element.kind == .slider || element.kind == .stepper else { return }
        let (minimum, maximum) = element.numericRange
        guard minimum > maximum, let culprit = element.attribute("max") ?? element.attribute("min") else { return }
        let given = { (name: String, value: Double) in
            element.attribute(name) == nil ? "\(value.writtenForm) (the default)" : value.writtenForm
        }
        sink.report(
            .valueRange,
            "this \(element.kind.rawValue)'s `min` \(given("min", minimum)) is above its `max` \(given("max", maximum))",
            at: culprit.range, notes: [.help("give the \(element.kind.rawValue) a `min` at or below its `max`")])
    }

    private mutating func checkLabel(_ element: inout Element, spec: ElementSpec) {
        switch spec.label {
        case .required where element.label == nil:
            sink.report(
                .missingLabel, "a `\(element.kind.rawValue)` needs a label", at: element.kindRange,
                notes: [.help("write it after a colon: `- \(element.kind.rawValue): Text`")])
        case .none where element.label != nil:
            sink.report(
                .unexpectedLabel, "a `\(element.kind.rawValue)` takes no label", at: element.label!.range,
                notes: [.help("remove the text after `\(element.kind.rawValue):`")])
            element.label = nil
        case .required, .optional, .none:
            break
        }
    }
}
