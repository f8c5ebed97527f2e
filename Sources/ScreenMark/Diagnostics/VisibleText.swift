/// Text from a spec shown to a person: every control character (C0 but tab, DEL, C1) written as
/// `\u{1B}`, so a file name or label cannot move a terminal's cursor, set its title or clear it,
/// and the reader sees that something is there.
public enum VisibleText {
    /// `text` with its control characters escaped.
    public static func escaped(_ text: String) -> String {
        guard mayHoldControl(text), text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `bytes` as text, escaped as ``escaped(_:)`` does, every byte that is not part of valid
    /// UTF-8 written as `\xE9`: a file name, which is bytes, shown truly (decoding would show
    /// U+FFFD, a name no file has).
    public static func escaped(bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        next: while index < bytes.count {
            // The longest UTF-8 sequence is four bytes: the first length that decodes is the character.
            for length in 1...4 where index + length <= bytes.count {
                if let character = String(validating: bytes[index..<index + length], as: UTF8.self) {
                    text += character
                    index += length
                    continue next
                }
            }
            text += "\\x" + bytes[index].hexString
            index += 1
        }
        return escaped(text)
    }

    /// Whether `text` may hold a control character (other than tab and, with `allowingNewlines`,
    /// line feed): its UTF-8 has a byte below 0x20, 0x7F, or 0xC2 (the lead byte of C1 controls).
    /// Most text has none and is not scanned by scalar.
    public static func mayHoldControl(_ text: String, allowingNewlines: Bool = false) -> Bool {
        text.utf8.contains { ($0 < 0x20 && $0 != 0x09 && !(allowingNewlines && $0 == 0x0A)) || $0 == 0x7F || $0 == 0xC2 }
    }

    /// A control character other than tab.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
