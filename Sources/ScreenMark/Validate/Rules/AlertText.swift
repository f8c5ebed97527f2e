/// What the alert, action sheet and text rules ask of text: words, scripts, sentences, and how
/// many lines a text takes in an alert.
///
/// **The alert metric.** An alert is 270 pt wide; its text is inset about 15 pt on each side,
/// leaving 240 pt. The title's bold 17 pt letters are about 8 pt wide per column of
/// ``DisplayWidth`` (a Chinese character takes two columns), so a title line holds 30 columns;
/// the message's regular 13 pt letters are about 6 pt wide, so a message line holds 40. The
/// seeds give no width (the 270 pt is Apple's, not the seeds'), so the rules take it as the
/// option `width`.
enum AlertText {
    /// `text` without leading and trailing characters that match `predicate`.
    static func trimmed(_ text: some StringProtocol, while predicate: (Character) -> Bool) -> String {
        guard let start = text.firstIndex(where: { !predicate($0) }), let end = text.lastIndex(where: { !predicate($0) })
        else { return "" }
        return String(text[start...end])
    }

    /// The alert's width in points, unless configured.
    static let defaultWidth = 270.0
    /// Space left and right of the text, in points.
    static let padding = 15.0
    /// Points per column of ``DisplayWidth`` in the title's font.
    static let pointsPerColumn = 8.0
    /// Points per column in the message's smaller font.
    static let messagePointsPerColumn = 6.0

    /// The option rules that measure alert text declare.
    static let widthOption = RuleOption(
        "width", default: defaultWidth,
        "the alert's width in points; a line holds (width − 2 × 15 pt padding) / 8 pt columns of title, / 6 pt of message")

    /// The columns one line of an alert `width` points wide holds (at least 1), at
    /// `pointsPerColumn` (the title's font unless given).
    static func columns(forWidth width: Double, pointsPerColumn: Double = pointsPerColumn) -> Int {
        max(1, whole((width - 2 * padding) / pointsPerColumn))
    }

    /// A configured number as a count: rounded down and kept within 0…1,000,000, so a huge
    /// option value cannot trap the conversion.
    static func whole(_ value: Double) -> Int {
        Int(min(max(value.rounded(.down), 0), 1_000_000))
    }

    // MARK: Scripts

    /// Whether `scalar` is written without spaces between words: Han ideographs, kana, and CJK
    /// punctuation and full-width forms.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
            0x20000...0x2FA1F:
            return true
        default:
            return false
        }
    }

    /// Whether `text` holds Chinese or Japanese characters.
    static func containsCJK(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains(where: isCJK)
    }

    /// Whether `character` is a Han ideograph or kana (a letter of a script without spaces).
    static func isCJKLetter(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        default: return false
        }
    }

    // MARK: Words

    /// How many words `text` has: runs separated by spaces that hold a letter or digit. Chinese
    /// and Japanese are written without spaces. Chinese (ideographs alone) counts two characters
    /// a word, as most of its words are (删除 "delete", 照片 "photo"). Japanese (with kana) counts
    /// as it is read: a run of katakana is one word, as the loanwords it spells are (キャンセル
    /// "cancel"), and so is a run of kanji with the hiragana that follows it (詳しく見る "see in
    /// detail": 詳しく, 見る).
    static func wordCount(_ text: String) -> Int {
        var count = 0
        for token in text.split(whereSeparator: \.isWhitespace) {
            let other = token.contains { !isCJKLetter($0) && !isKana($0) && ($0.isLetter || $0.isNumber) }
            count += (token.contains(where: isKana) ? japaneseWords(token) : (token.filter(isCJKLetter).count + 1) / 2)
                + (other ? 1 : 0)
        }
        return count
    }

    /// The words of a Japanese token: a new word starts at katakana after anything else, at a
    /// kanji after anything but kanji, and at hiragana that follows no kanji or hiragana.
    private static func japaneseWords(_ token: Substring) -> Int {
        enum Script { case kanji, hiragana, katakana, other }
        func script(_ character: Character) -> Script {
            if isKatakana(character) { return .katakana }
            if isKana(character) { return .hiragana }
            // Ideographs: what is CJK and not kana (the middle dot ・ is neither: `.other`).
            let value = character.unicodeScalars.first?.value ?? 0
            return isCJKLetter(character) && !(0x3040...0x30FF).contains(value) ? .kanji : .other
        }
        var count = 0
        var previous = Script.other
        for character in token {
            let current = script(character)
            switch (previous, current) {
            case (_, .other), (.kanji, .kanji), (.kanji, .hiragana), (.hiragana, .hiragana), (.katakana, .katakana): break
            case (_, .kanji), (_, .hiragana), (_, .katakana): count += 1
            }
            previous = current
        }
        return count
    }

    /// Whether `character` is katakana (full or half width) or the prolonged sound mark (ー); the
    /// middle dot (・) separates words and is none.
    static func isKatakana(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return ((0x30A0...0x30FF).contains(scalar.value) && scalar.value != 0x30FB) || (0xFF66...0xFF9D).contains(scalar.value)
    }

    /// Whether `character` is hiragana or katakana.
    static func isKana(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x3040...0x309F).contains(scalar.value) || isKatakana(character)
    }

    /// `text` lower-cased and without surrounding spaces and end punctuation, for comparing a
    /// button title with a word list.
    static func normalized(_ text: String) -> String {
        trimmed(text.lowercased(), while: { $0.isWhitespace || ".!?。！？…".contains($0) })
    }

    // MARK: Sentences

    /// End punctuation of a sentence.
    static let sentenceEnds: Set<Character> = [".", "!", "?", "…", "。", "！", "？"]
    /// Closing quotes and brackets that may follow the end punctuation.
    static let closers: Set<Character> = ["\"", "'", "”", "’", ")", "）", "」", "』", "]"]

    /// The last character of `text` that is not a closing quote or bracket.
    static func finalMark(_ text: String) -> Character? {
        trimmed(text, while: \.isWhitespace).last { !closers.contains($0) }
    }

    /// Whether `text` ends like a sentence: `.`, `?`, `!`, `…` or their Chinese forms.
    static func endsSentence(_ text: String) -> Bool {
        finalMark(text).map(sentenceEnds.contains) ?? false
    }

    /// Whether the first word of `text` starts with a lower-case letter (and is not a name like
    /// `iPhone`, which keeps its capital later in the word).
    static func startsLowercase(_ text: String) -> Bool {
        // The first word with a letter decides: a long message is not split into all its words.
        // A word's core runs from its first letter or digit to its last, as in `TitleCase.words`.
        var rest = text[...]
        while let start = rest.firstIndex(where: { !$0.isWhitespace }) {
            let end = rest[start...].firstIndex(where: \.isWhitespace) ?? rest.endIndex
            let token = rest[start..<end]
            rest = rest[end...]
            guard let coreStart = token.firstIndex(where: { $0.isLetter || $0.isNumber }),
                let coreEnd = token.lastIndex(where: { $0.isLetter || $0.isNumber }),
                let letter = token[coreStart...coreEnd].first(where: \.isLetter)
            else { continue }
            return letter.isLowercase && !TitleCase.isName(String(token[coreStart...coreEnd]))
        }
        return false
    }

    /// Whether `text` holds two sentences or more (see ``sentences(_:)``: `St. Louis` is one).
    static func hasSeveralSentences(_ text: String) -> Bool {
        sentences(text).count >= 2
    }

    /// Words after which a period marks an abbreviation, not the end of a sentence.
    static let abbreviations: Set<String> = [
        "mr", "mrs", "ms", "dr", "st", "jr", "sr", "inc", "ltd", "co", "corp", "vs", "etc", "no", "mt", "ft", "e.g",
        "i.e", "approx", "dept", "fig", "vol",
    ]

    /// The sentences of `text`, trimmed: split after end punctuation followed by a space (not after
    /// an abbreviation or a single letter), and after Chinese end punctuation.
    static func sentences(_ text: String) -> [String] {
        let body = trimmed(text, while: \.isWhitespace)
        let characters = Array(body)
        var result: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            current.append(character)
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let ends: Bool
            if "。！？".contains(character) {
                ends = true
            } else if sentenceEnds.contains(character), let next, next.isWhitespace {
                // The word before a period: an abbreviation or an initial does not end a sentence.
                let word = current.dropLast().lastWord.map(String.init) ?? ""
                let core = word.lowercased().filter { $0.isLetter || $0 == "." }
                ends = character != "." || !(abbreviations.contains(core) || core.filter(\.isLetter).count == 1)
            } else {
                ends = false
            }
            if ends {
                let sentence = trimmed(current, while: \.isWhitespace)
                if !sentence.isEmpty { result.append(sentence) }
                current = ""
            }
        }
        let rest = trimmed(current, while: \.isWhitespace)
        if !rest.isEmpty { result.append(rest) }
        return result
    }

    // MARK: Layout

    /// How many lines `text` takes when wrapped at `columns`: greedily, breaking at spaces and
    /// between Chinese or Japanese characters; a word longer than a line is cut.
    static func lineCount(_ text: String, columns: Int) -> Int {
        // The unbreakable pieces: words, and single Chinese or Japanese characters; `gap` when a
        // space separates a piece from the one before.
        var pieces: [(width: Int, gap: Bool)] = []
        var word = 0
        var wordGap = false
        var sawSpace = false
        for character in text {
            let width = DisplayWidth.of(character)
            if character.isWhitespace {
                if word > 0 { pieces.append((word, wordGap)) }
                word = 0
                sawSpace = true
            } else if isCJKLetter(character) || width == 2 {
                if word > 0 { pieces.append((word, wordGap)) }
                word = 0
                pieces.append((width, sawSpace))
                sawSpace = false
            } else {
                if word == 0 {
                    wordGap = sawSpace
                    sawSpace = false
                }
                word += width
            }
        }
        if word > 0 { pieces.append((word, wordGap)) }

        var lines = 1
        var used = 0
        for piece in pieces {
            let gap = piece.gap && used > 0 ? 1 : 0
            if used > 0, used + gap + piece.width > columns {
                lines += 1
                used = 0
            } else {
                used += gap
            }
            var rest = piece.width
            while used + rest > columns {  // a word wider than a line is cut
                rest -= columns - used
                lines += 1
                used = 0
            }
            used += rest
        }
        return lines
    }

    // MARK: Source positions

    /// The range of the first whole-word, case-insensitive match of `word` in the source text
    /// of `range`, if the raw text holds it.
    static func rangeOfWord(_ word: String, in range: SourceRange, of source: SourceFile) -> SourceRange? {
        // ASCII case folding keeps the byte offsets; the words looked for are ASCII.
        let fold = { (byte: UInt8) -> UInt8 in byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
        let raw = source.bytes[range.start..<range.end]
        let target = Array(word.utf8).map(fold)
        guard !target.isEmpty, raw.count >= target.count else { return nil }
        func isWordByte(_ byte: UInt8) -> Bool {
            let byte = fold(byte)
            return (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
        }
        // Folded as compared, not copied folded: rules look for several words in every alert.
        for start in range.start...(range.end - target.count) where fold(raw[start]) == target[0] {
            let end = start + target.count
            guard zip(raw[start + 1..<end], target.dropFirst()).allSatisfy({ fold($0) == $1 }) else { continue }
            if start > range.start, isWordByte(raw[start - 1]) { continue }
            if end < range.end, isWordByte(raw[end]) { continue }
            return SourceRange(start, end)
        }
        return nil
    }

    /// The range of `needle` in the source text of `range` (exact bytes), if there.
    static func rangeOf(_ needle: String, in range: SourceRange, of source: SourceFile) -> SourceRange? {
        let target = Array(needle.utf8)
        guard !target.isEmpty, range.count >= target.count else { return nil }
        for start in range.start...(range.end - target.count)
        where source.bytes[start..<start + target.count].elementsEqual(target) {
            return SourceRange(start, start + target.count)
        }
        return nil
    }

    // MARK: Regions

    /// The `button` elements of an alert or action sheet, in order.
    static func buttons(of region: Region) -> [Element] {
        region.elements.filter { $0.kind == .button }
    }

    /// Button titles that plainly dismiss without acting.
    static let cancelTitles: Set<String> = ["cancel", "取消", "not now", "never mind", "no thanks", "no, thanks"]

    /// Whether `element` is a button titled like one that cancels.
    static func looksLikeCancel(_ element: Element) -> Bool {
        element.kind == .button && cancelTitles.contains(normalized(element.visibleTitle ?? ""))
    }

    /// Whether `element` carries `{role: cancel}`.
    static func isCancel(_ element: Element) -> Bool {
        element.choice("role", as: ButtonRole.self) == .cancel
    }

    /// Whether `element` carries `{role: destructive}`.
    static func isDestructive(_ element: Element) -> Bool {
        element.choice("role", as: ButtonRole.self) == .destructive
    }
}
