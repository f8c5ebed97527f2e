/// Heading anchors as GitHub makes them, so a screen's derived id is also the anchor of its
/// heading in the rendered file: `[Inbox](#inbox)` works in ScreenMark and on GitHub alike.
public enum Slug {
    /// Lowercases `text`, drops everything but letters, digits, spaces, `-` and `_`, and turns
    /// spaces into `-`. `"Delete Message?"` → `delete-message`, `"世界时钟"` → `世界时钟`.
    public static func make(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return makeASCII(text) }
        var slug = ""
        for character in text.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
                slug.append(character)
            } else if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .nonspacingMark }) {
                slug.append(character)
            }
        }
        return slug
    }

    /// The same rules on ASCII bytes, without Unicode property look-ups.
    private static func makeASCII(_ text: String) -> String {
        String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
            var count = 0
            for byte in text.utf8 {
                let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                let kept: UInt8? =
                    lowered == UInt8(ascii: " ") ? UInt8(ascii: "-")
                    : (lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z"))
                        || (lowered >= UInt8(ascii: "0") && lowered <= UInt8(ascii: "9"))
                        || lowered == UInt8(ascii: "-") || lowered == UInt8(ascii: "_") ? lowered : nil
                if let kept {
                    buffer[count] = kept
                    count += 1
                }
            }
            return count
        }
    }
}
