/// Heading anchors as GitHub makes them, so a screen's derived id is also the anchor of its
/// heading in the rendered file: `[Inbox](#inbox)` works in ScreenMark and on GitHub alike.
public enum Slug {
    /// Lowercases `text`, drops everything but letters, digits, spaces, `-` and `_`, and turns
    /// spaces into `-`. `"Delete Message?"` → `delete-message`, `"世界时钟"` → `世界时钟`.
    public static func make(_ text: String) -> String {
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
}
