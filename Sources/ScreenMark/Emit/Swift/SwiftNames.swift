/// Swift identifiers made from labels, deterministically.
///
/// 1. A label is split into **words**: runs of characters Swift allows in identifiers that are
///    letters, combining marks or digits, starting with a letter or digit (ASCII letters and
///    digits; other scripts, such as Chinese, are kept as written: `相机胶卷` is an identifier).
///    Everything else — spaces, punctuation, `_`, symbols, emoji — separates words.
/// 2. A label with no such character (`*`, `#`, `🚀`) is spelt by the Unicode names of its symbols:
///    `asterisk`, `numberSign`, `rocket`; a symbol without a name becomes `u` and its hex code.
/// 3. Words are joined in lowerCamelCase for members (`Wi-Fi` → `wiFi`, `IP Address` →
///    `ipAddress`, a leading acronym is lowered whole) or UpperCamelCase for types (`WiFi`); two
///    numbers in a row keep an `_` between them (`6:30` → `6_30`).
/// 4. A name that does not start with a letter gets a leading `_` (`1Password` → `_1Password`).
/// 5. Keywords are written in backticks (`` `default` ``); the few names Swift refuses even in
///    backticks (`_`, `self`, `Self`, `Type`, `Protocol`) are never handed out (see
///    ``SwiftNameScope``), nor are names the generated code itself declares in that scope.
enum SwiftNames {
    /// lowerCamelCase or UpperCamelCase.
    enum Style {
        case member, type
    }

    /// Names that cannot be declared and used as generated code uses them, even in backticks.
    static let unusable: Set<String> = ["_", "self", "Self", "Type", "Protocol"]

    /// Words Swift reads as keywords somewhere a generated name stands; written in backticks.
    static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "actor", "any", "as", "associatedtype", "async", "await",
        "borrowing", "break", "case", "catch", "class", "consume", "consuming", "continue", "convenience",
        "copy", "default", "defer", "deinit", "didSet", "do", "dynamic", "each", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "get", "guard", "if",
        "import", "in", "indirect", "infix", "init", "inout", "internal", "is", "isolated", "lazy", "let",
        "macro", "mutating", "nil", "nonisolated", "nonmutating", "open", "operator", "optional",
        "override", "package", "postfix", "precedencegroup", "prefix", "private", "protocol", "public",
        "repeat", "required", "rethrows", "return", "self", "sending", "set", "some", "static", "struct",
        "subscript", "super", "switch", "then", "throw", "throws", "true", "try", "typealias", "unowned",
        "var", "weak", "where", "while", "willSet",
    ]

    // MARK: - Labels to names

    /// The identifier words of `text`, or its symbols' names when it has none.
    static func words(_ text: String) -> [String] {
        let words = identifierWords(text)
        return words.isEmpty ? symbolWords(text) : words
    }

    /// Runs of identifier letters, marks and digits that start with a letter or digit: a mark
    /// with nothing to combine with (a variation selector after `❤`, an accent at the start) is
    /// not a word, and Swift would not lex it as one. Invisible letters and marks (default-
    /// ignorable: U+034F, variation selectors, U+3164…), which Swift would keep inside a name, are
    /// left out, so `pa\u{34F}y` is `pay`, not a second member that looks the same; invisible
    /// format characters (a zero-width space) end a word like any other separator. A word that
    /// mixes alphabets with letters that look alike is written in its main one (`pаy` with a
    /// Cyrillic `а` is `pay`; see ``Lookalikes``): the parser reports such a word (`mixed-script`).
    /// Words of different alphabets side by side (`OK Отмена`) keep their own letters; a name
    /// that looks like another in its scope is numbered (``SwiftNameScope``).
    static func identifierWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func endWord() {
            let word = String(current)
            words.append(Lookalikes.mix(in: word)?.respelt ?? word)
            current = String.UnicodeScalarView()
        }
        // No ASCII scalar is default-ignorable: the property is looked up for the others only.
        for scalar in text.unicodeScalars
        where !(scalar.value >= 0x80 && isWordScalar(scalar) && scalar.properties.isDefaultIgnorableCodePoint) {
            if isWordScalar(scalar), !current.isEmpty || !isMark(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                endWord()
            }
        }
        if !current.isEmpty { endWord() }
        return words
    }

    /// The lowercased words of the Unicode names of the symbols in `text`; spaces, controls,
    /// format characters, combining marks and skin-tone modifiers are skipped.
    static func symbolWords(_ text: String) -> [String] {
        var words: [String] = []
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            switch properties.generalCategory {
            case .control, .format, .nonspacingMark, .enclosingMark, .spacingMark, .spaceSeparator,
                .lineSeparator, .paragraphSeparator, .surrogate:
                continue
            default:
                if properties.isEmojiModifier { continue }
            }
            if let name = properties.name, !name.isEmpty {
                words += name.split(whereSeparator: { $0 == " " || $0 == "-" }).map { $0.lowercased() }
            } else {
                words.append("u" + String(scalar.value, radix: 16, uppercase: true))
            }
        }
        return words
    }

    /// `words` joined in `style`, made to start like an identifier; not yet escaped.
    static func join(_ words: [String], _ style: Style) -> String {
        var name = ""
        for (index, word) in words.enumerated() {
            let cased = index == 0 && style == .member ? lowercasingLead(word) : capitalisingFirst(word)
            if let last = name.unicodeScalars.last, let first = cased.unicodeScalars.first,
                isDigit(last), isDigit(first)
            {
                name += "_"
            }
            name += cased
        }
        return startingLikeAnIdentifier(name)
    }

    /// A name written by hand (`{name: …}`) in `style`: only its first letter's case changes.
    static func manual(_ name: String, _ style: Style) -> String {
        style == .member ? lowercasingLead(name) : capitalisingFirst(name)
    }

    /// Why `name` cannot be a hand-written identifier, or `nil` when it can: a hand-written name
    /// is one word, so it may not mix alphabets with letters that look alike either.
    static func problem(withManualName name: String) -> String? {
        if let problem = problem(withIdentifier: name) { return problem }
        if let mix = Lookalikes.mix(in: name), let script = Lookalikes.script(of: mix.stranger) {
            return "a name may not mix \(mix.main.name) letters with \(script.name) ones that look alike "
                + "(`\(mix.stranger)`, \(mix.stranger.codePoint)); write `\(mix.respelt)`"
        }
        return nil
    }

    /// Why `name` is not an identifier Swift reads as one, visibly, or `nil`.
    static func problem(withIdentifier name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "a name cannot be empty" }
        if unusable.contains(name) { return "`\(name)` cannot name generated code" }
        if first != "_" && !(isWordScalar(first) && isHead(first)) {
            return "a name must start with a letter or `_`"
        }
        if let bad = name.unicodeScalars.first(where: { $0 != "_" && !isWordScalar($0) }) {
            return "a name may hold only letters, digits and `_`, not `\(bad.escaped(asASCII: false))`"
        }
        if let invisible = name.unicodeScalars.first(where: \.properties.isDefaultIgnorableCodePoint) {
            return "a name may not hold an invisible character (\(invisible.codePoint))"
        }
        return nil
    }

    /// `name` as a token: in backticks when it is a keyword.
    static func token(_ name: String) -> SwiftCode {
        SwiftCode(keywords.contains(name) ? "`\(name)`" : name)
    }

    // MARK: - Casing

    /// Lowercases a leading capital, or a leading acronym: `DHCP` → `dhcp`, `IPAddress` →
    /// `ipAddress`, `BootP` → `bootP`; `iCloud` is kept.
    static func lowercasingLead(_ word: String) -> String {
        // An ASCII word (most names) is lowercased byte by byte: its bytes are its characters.
        var bytes = Array(word.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            let isUpper = { (byte: UInt8) in byte >= 0x41 && byte <= 0x5A }
            var run = 0
            while run < bytes.count, isUpper(bytes[run]) { run += 1 }
            guard run > 0 else { return word }
            let count = run > 1 && run < bytes.count && bytes[run] >= 0x61 && bytes[run] <= 0x7A ? run - 1 : run
            for index in 0..<count { bytes[index] += 0x20 }
            return String(decoding: bytes, as: UTF8.self)
        }
        let characters = Array(word)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        guard run > 0 else { return word }
        let count = run > 1 && run < characters.count && characters[run].isLowercase ? run - 1 : run
        return String(characters[..<count]).lowercased() + String(characters[count...])
    }

    /// Uppercases the first character: `fi` → `Fi`; `相机` is kept.
    static func capitalisingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func startingLikeAnIdentifier(_ name: String) -> String {
        guard let first = name.unicodeScalars.first else { return name }
        return isHead(first) ? name : "_" + name
    }

    // MARK: - Characters

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .decimalNumber
    }

    /// A letter, mark or digit that Swift allows inside identifiers.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        guard isSwiftIdentifierScalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber:
            return true
        default:
            return false
        }
    }

    /// Whether Swift allows `scalar` first in an identifier: not an ASCII digit, not a combining mark
    /// of the four ranges The Swift Programming Language excludes.
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value == 0x5F || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
        let combining: [ClosedRange<UInt32>] = [0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]
        return isSwiftIdentifierScalar(value) && !combining.contains { $0.contains(value) }
    }

    /// The non-ASCII ranges of `identifier-character` in the Swift grammar (Lexical Structure).
    private static func isSwiftIdentifierScalar(_ value: UInt32) -> Bool {
        if value >= 0x10000 { return value <= 0xEFFFD && value & 0xFFFF <= 0xFFFD }
        for range in identifierRanges where range.contains(value) { return true }
        return false
    }

    private static let identifierRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5,
        0x00B7...0x00BA, 0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x167F,
        0x1681...0x180D, 0x180F...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
        0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0xD7FF, 0xF900...0xFD3D,
        0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFFD,
    ]
}
