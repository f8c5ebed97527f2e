/// The `---` block on the first line: `key: value` lines, a flat subset of YAML.
extension Parser {
    /// Parses front matter starting at `start` (after a BOM); returns where the body starts.
    ///
    /// With a closing `---` (or `...`), every line before it belongs to the front matter, and one
    /// that is not `key: value` is reported. Without one, the front matter is reported as not
    /// closed and ends at the first line that is not `key: value` (a `# Title` line is then the
    /// first screen, not a YAML comment).
    mutating func parseFrontMatter(from start: Int) -> Int {
        guard file.lineCount > 1 else { return start }
        let (_, firstEnd) = lineBounds(0)
        guard isFenceLine(start, firstEnd, "---") else { return start }
        let closing = (1..<file.lineCount).first { index in
            let (lineStart, lineEnd) = lineBounds(index)
            return isFenceLine(lineStart, lineEnd, "---") || isFenceLine(lineStart, lineEnd, "...")
        }
        var frontMatter = FrontMatter(entries: [], range: SourceRange(start, firstEnd))
        defer { finish(&frontMatter) }
        for index in 1..<(closing ?? file.lineCount) {
            let (lineStart, lineEnd) = lineBounds(index)
            checkUTF8InFrontMatter(lineStart, lineEnd)
            var cursor = ByteCursor(bytes: bytes, from: lineStart, to: lineEnd)
            cursor.skipSpaces()
            if cursor.isAtEnd || (closing != nil && cursor.peek() == .hash) { continue }
            if let entry = frontMatterEntry(cursor) {
                frontMatter.entries.append(entry)
                frontMatter.range = SourceRange(start, lineEnd)
                continue
            }
            if closing != nil {
                sink.report(
                    .invalidFrontMatter, "front matter holds `key: value` lines; this line is not one",
                    at: SourceRange(cursor.offset, lineEnd), notes: [.help("write `key: value`, or start a YAML comment with `#`")])
                continue
            }
            sink.report(
                .unclosedFrontMatter, "the front matter is not closed before this line",
                at: SourceRange(lineStart, lineEnd),
                notes: [
                    .note("the front matter opens here", path: file.path, range: SourceRange(start, firstEnd)),
                    .help("end it with a `---` line after the last `key: value` line"),
                ])
            return lineStart
        }
        guard let closing else {
            sink.report(
                .unclosedFrontMatter, "the front matter is not closed", at: SourceRange(start, firstEnd),
                notes: [.help("end it with a `---` line")])
            return bytes.count
        }
        let closingEnd = lineBounds(closing).end
        frontMatter.range = SourceRange(start, closingEnd)
        return closingEnd
    }

    private mutating func checkUTF8InFrontMatter(_ start: Int, _ end: Int) {
        var index = start
        while index < end {
            let length = bytes[index] < 0x80 ? 1 : UTF8Validation.sequenceLength(bytes, at: index, end: end)
            guard length > 0 else {
                sink.report(
                    .invalidUTF8, "this byte (0x\(bytes[index].hexString)) is not valid UTF-8; it is read as �",
                    at: SourceRange(index, index + 1), notes: [.help("save the file as UTF-8")])
                return
            }
            index += length
        }
    }

    /// A line that is exactly `marker`, trailing spaces allowed.
    private func isFenceLine(_ start: Int, _ end: Int, _ marker: StaticString) -> Bool {
        var cursor = ByteCursor(bytes: bytes, from: start, to: end)
        return cursor.advance(matching: marker) && cursor.restIsBlank
    }

    /// `key: value`, the value optionally quoted and followed by ` # comment`.
    private func frontMatterEntry(_ start: ByteCursor) -> FrontMatter.Entry? {
        var cursor = start
        let keyStart = cursor.offset
        cursor.advance(while: { $0.isKeywordByte || $0 == .underscore })
        let keyRange = cursor.range(from: keyStart)
        guard keyRange.count > 0, cursor.advance(matching: ":") else { return nil }
        guard cursor.isAtEnd || cursor.peek() == .space || cursor.peek() == .tab else { return nil }
        cursor.skipSpaces()
        var valueStart = cursor.offset
        var valueEnd = cursor.end
        if let comment = find(" #", from: valueStart, to: valueEnd) { valueEnd = comment }
        while valueEnd > valueStart, bytes[valueEnd - 1] == .space || bytes[valueEnd - 1] == .tab { valueEnd -= 1 }
        if valueEnd - valueStart >= 2, bytes[valueStart] == bytes[valueEnd - 1],
            bytes[valueStart] == .quote || bytes[valueStart] == UInt8(ascii: "'")
        {
            valueStart += 1
            valueEnd -= 1
        }
        let valueRange = SourceRange(valueStart, valueEnd)
        return FrontMatter.Entry(
            key: Located(text(keyRange), at: keyRange), value: Located(text(valueRange), at: valueRange))
    }

    /// Types the known keys and reports unknown keys and bad values.
    private mutating func finish(_ frontMatter: inout FrontMatter) {
        var seen: [String: SourceRange] = [:]
        for entry in frontMatter.entries {
            let name = entry.key.value
            if let first = seen[name] {
                sink.report(
                    .duplicateKey, "`\(name)` is set twice", at: entry.key.range,
                    notes: [.note("first set here", path: file.path, range: first)])
                continue
            }
            seen[name] = entry.key.range
            guard let key = FrontMatterKey(rawValue: name) else {
                sink.report(
                    .unknownFrontMatterKey, "`\(name)` is not a front-matter key; it is ignored", at: entry.key.range,
                    notes: helpNotes(for: name, among: FrontMatterKey.allCases.map(\.rawValue), noun: "front-matter keys"))
                continue
            }
            let value = entry.value
            switch key {
            case .screenmark:
                guard let version = NumberSyntax.integer(value.value), version >= 1 else {
                    sink.report(.invalidValue, "`screenmark` is the format version, a whole number such as `1`", at: value.range)
                    continue
                }
                if version > FormatVersion.current {
                    sink.report(
                        .unsupportedVersion,
                        "this file is written in format \(version); this ScreenMark reads format \(FormatVersion.current)",
                        at: value.range, notes: [.help("update ScreenMark, or write `screenmark: \(FormatVersion.current)`")])
                }
                frontMatter.formatVersion = Located(version, at: value.range)
            case .app:
                frontMatter.app = Located(value.value, at: value.range)
            case .hig:
                frontMatter.profile = choice(value, as: HIGProfile.self, key: name)
            case .style:
                frontMatter.appStyle = choice(value, as: AppStyle.self, key: name)
            case .language:
                // BCP 47's shape: subtags of letters and digits joined by `-`.
                let subtags = value.value.split(separator: "-", omittingEmptySubsequences: false)
                guard subtags.allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
                else {
                    sink.report(
                        .invalidValue, "`\(value.value)` is not a language tag", at: value.range,
                        notes: [.help("write a BCP 47 tag such as `en`, `en-GB` or `zh-Hans`")])
                    continue
                }
                frontMatter.language = Located(value.value, at: value.range)
            }
        }
        document.frontMatter = frontMatter
    }

    private mutating func choice<Choice: VocabularyChoice>(
        _ value: Located<String>, as type: Choice.Type, key: String
    ) -> Located<Choice>? {
        guard let choice = Choice(rawValue: value.value.lowercased()) else {
            let set = ChoiceSet(Choice.self)
            sink.report(
                .unknownValue, "`\(value.value)` is not \(set.titleWithArticle)", at: value.range,
                notes: helpNotes(for: value.value, among: set.values, listing: set))
            return nil
        }
        return Located(choice, at: value.range)
    }
}
