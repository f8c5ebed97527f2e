/// Text from a spec shown to a person: every control character (C0 but tab, DEL, C1) written as
/// `\u{1B}`, so a file name or label cannot move a terminal's cursor, set its title or clear it,
/// and the reader sees that something is there.
public enum VisibleText {
    /// `text` with its control characters escaped.
    public static func escaped(_ text: String) -> String {
        // A control character's UTF-8 starts with a byte below 0x20, 0x7F, or 0xC2 (C1 controls):
        // most text has none and is returned as it is, unscanned by scalar.
        guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 }),
            text.unicodeScalars.contains(where: isControl)
        else { return text }
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

    /// A control character other than tab.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
