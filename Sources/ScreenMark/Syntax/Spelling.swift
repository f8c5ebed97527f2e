/// Text as the language spells it: what a fix-it writes so that the parser reads back exactly
/// that text. The inverse of label reading: plain words stay plain; text holding a character the
/// line's syntax may give a meaning (any ASCII punctuation but `.,!?'&-`, and `→`) or an edge space
/// is written in quotes, with `\` and `"` escaped.
enum Spelling {
    /// Punctuation a plain label may hold as it is.
    private static let plainPunctuation: Set<UInt8> = Set(".,!?'&-".utf8)

    /// `text` as a label; `quoted` keeps an author's quotes even where none are needed.
    static func label(_ text: String, quoted: Bool = false) -> String {
        let bytes = text.utf8
        let needsQuotes =
            bytes.first == UInt8(ascii: " ") || bytes.last == UInt8(ascii: " ")
            || bytes.contains { byte in
                byte < 0x80 && !(byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: " ") || plainPunctuation.contains(byte))
            }
            || text.unicodeScalars.contains("→")
        guard quoted || needsQuotes else { return text }
        // By scalar: a quote followed by a combining mark is one `Character`, and still a quote.
        var literal = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { literal.unicodeScalars.append("\\") }
            literal.unicodeScalars.append(scalar)
        }
        return literal + "\""
    }

    /// The fix-it that replaces `label` with `text`, spelt so that it reads back as `text` (in
    /// quotes if the label had them or `text` needs them): what every label fix-it writes.
    static func replacing(_ label: Located<String>, with text: String, in source: SourceFile) -> FixIt {
        let quoted = label.range.count > 0 && source.bytes[label.range.start] == UInt8(ascii: "\"")
        return FixIt(message: "write `\(text)`", edits: [.init(range: label.range, replacement: Self.label(text, quoted: quoted))])
    }
}
