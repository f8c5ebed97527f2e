/// What a line's characters say before its syntax is read: bytes that are not UTF-8, control
/// characters, and words that mix alphabets with letters that look alike.
extension Parser {
    /// Reports the first invalid UTF-8 sequence of a line (a few per file, then stops), and the
    /// first control character of a line: no screen shows one, and on a terminal one can rewrite
    /// what the reader sees (the renderers show them escaped; here the author learns of them).
    /// The control character's fix-it removes every one on the line, so one `--fix` cleans it.
    mutating func checkUTF8(from start: Int, to end: Int) {
        var index = start
        var reportedInvalid = false, sawNonASCII = false, sawInvalid = false
        var controls: [(range: SourceRange, scalar: Unicode.Scalar)] = []
        while index < end {
            index = skippingPrintableASCII(from: index, to: end)
            guard index < end else { break }
            let byte = bytes[index]
            if byte < 0x80 {
                if (byte < 0x20 && byte != UInt8(ascii: "\t")) || byte == 0x7F {
                    controls.append((SourceRange(index, index + 1), Unicode.Scalar(byte)))
                }
                index += 1
                continue
            }
            let length = UTF8Validation.sequenceLength(bytes, at: index, end: end)
            sawNonASCII = true
            if length > 0 {
                // C1 controls, U+0080 to U+009F: 0xC2 0x80 … 0xC2 0x9F.
                if length == 2, byte == 0xC2, bytes[index + 1] < 0xA0 {
                    controls.append((SourceRange(index, index + 2), Unicode.Scalar(bytes[index + 1])))
                }
                index += length
                continue
            }
            sawInvalid = true
            guard invalidUTF8Reports < 5, !reportedInvalid else {
                index += 1
                continue
            }
            reportedInvalid = true
            invalidUTF8Reports += 1
            sink.report(
                .invalidUTF8,
                "this byte (0x\(byte.hexString)) is not valid UTF-8; it is read as �",
                at: SourceRange(index, index + 1),
                notes: invalidUTF8Reports == 5 ? [.help("further invalid bytes in this file are not reported")] : [.help("save the file as UTF-8")])
            index += 1
        }
        if let first = controls.first {
            let others = controls.count > 1 ? " and \(controls.count - 1) more" : ""
            sink.report(
                .controlCharacter, "this line holds the control character \(first.scalar.codePoint)\(others), which no screen shows",
                at: first.range,
                fixIt: FixIt(
                    message: controls.count > 1 ? "remove them" : "remove it",
                    edits: controls.map { FixIt.Edit(range: $0.range, replacement: "") }))
        }
        // Offsets are counted in valid UTF-8 only: a line with an invalid byte is not searched.
        if sawNonASCII, !sawInvalid, mayHoldCyrillicOrGreek(from: start, to: end) { checkLookalikes(from: start, to: end) }
    }

    /// The offset of the first byte from `start` that is not printable ASCII (below a space, DEL,
    /// or past ASCII), or `end`. Eight bytes are tested at once: nearly every line is printable
    /// ASCII but for a few words, and this was the parser's hottest loop byte by byte.
    private func skippingPrintableASCII(from start: Int, to end: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        var index = start
        while index + 8 <= end {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // Each mask is non-zero when some byte is past ASCII; below a space (the "has a byte
            // less than n" test); or, when none is past ASCII, DEL (the only byte that 1 carries
            // into the high bit).
            let pastASCII = word & high
            let belowSpace = (word &- ones &* 0x20) & ~word & high
            let delete = (word &+ ones) & high
            if pastASCII | belowSpace | delete != 0 { break }
            index += 8
        }
        while index < end, bytes[index] >= 0x20, bytes[index] < 0x7F { index += 1 }
        return index
    }

    /// Whether the line has a byte sequence that starts a Cyrillic or Greek letter (U+0370–U+052F,
    /// U+1C80–U+1CBF, U+1F00–U+1FFF, U+2DE0–U+2DFF, U+A640–U+A69F): a word can only mix alphabets
    /// with one, and most lines (English, Chinese) have none, so they are not decoded.
    private func mayHoldCyrillicOrGreek(from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            let byte = bytes[index]
            switch byte {
            case 0xCD...0xD4: return true
            case 0xE1 where index + 1 < end && (bytes[index + 1] == 0xB2 || bytes[index + 1] >= 0xBC): return true
            case 0xE2 where index + 1 < end && bytes[index + 1] == 0xB7: return true
            case 0xEA where index + 1 < end && (bytes[index + 1] == 0x99 || bytes[index + 1] == 0x9A): return true
            default: index += 1
            }
        }
        return false
    }

    /// Reports the first word of a line that mixes alphabets with letters that look alike
    /// (`pаy` with a Cyrillic `а`): it reads as one word and is another string, which a search,
    /// a link or a generated name does not find. The fix-it writes every such word of the line
    /// in its main alphabet.
    private mutating func checkLookalikes(from start: Int, to end: Int) {
        var mixes: [(range: SourceRange, word: String, mix: Lookalikes.Mix)] = []
        var wordStart = start, offset = start
        var word = String.UnicodeScalarView()
        func endWord() {
            let text = String(word)
            if let mix = Lookalikes.mix(in: text) { mixes.append((SourceRange(wordStart, offset), text, mix)) }
            word = String.UnicodeScalarView()
        }
        for scalar in String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars {
            if scalar.properties.isAlphabetic {
                if word.isEmpty { wordStart = offset }
                word.append(scalar)
            } else if !word.isEmpty {
                endWord()
            }
            offset += UTF8.width(scalar)
        }
        if !word.isEmpty { endWord() }
        guard let first = mixes.first, let script = Lookalikes.script(of: first.mix.stranger) else { return }
        let others = mixes.count > 1 ? " (and \(mixes.count - 1) more words on this line)" : ""
        sink.report(
            .mixedScript,
            "`\(first.word)` mixes \(first.mix.main.name) letters with \(script.name) `\(first.mix.stranger)` "
                + "(\(first.mix.stranger.codePoint)), which looks the same\(others)",
            at: first.range,
            fixIt: FixIt(
                message: "write `\(first.mix.respelt)`" + (mixes.count > 1 ? " and the others likewise" : ""),
                edits: mixes.map { FixIt.Edit(range: $0.range, replacement: $0.mix.respelt) }))
    }
}
