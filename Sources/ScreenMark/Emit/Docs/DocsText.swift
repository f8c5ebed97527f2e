/// Text made safe for the docs' two formats, and the Mermaid map. HTML pages get their text
/// escaped by Mustache (`{{x}}`); only HTML this module makes (libcmark's, in safe mode, and the
/// storyboard, escaped in ``Storyboard``) is inserted as it is.
enum DocsText {
    /// The characters that can start Markdown syntax inside a line: emphasis, code, links and
    /// images, raw HTML and autolinks, entities, strikethrough and table cells.
    private static let inlineSyntax: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "!", "&", "~", "|"]

    /// Text for a Markdown page, inside a line (a table cell, a list item, after `# `): each
    /// character of ``inlineSyntax`` backslash-escaped (CommonMark allows it for any ASCII
    /// punctuation), so no text makes a link, HTML or a cell break; line breaks and other control
    /// characters become spaces.
    static func markdown(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += " "
            } else if inlineSyntax.contains(scalar) {
                result += "\\" + String(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        // At the start of a line a `#`, `>`, `-`, `+`, `=` or `1.` would start a block: escape
        // it too, wherever the text lands (inside a line the backslash changes nothing).
        if let first = result.unicodeScalars.first, "#>-+=".unicodeScalars.contains(first) {
            result = "\\" + result
        } else if let stop = result.firstIndex(where: { !$0.isASCII || !$0.isNumber }), stop != result.startIndex,
            result[stop] == "." || result[stop] == ")"
        {
            result.insert("\\", at: stop)
        }
        return result
    }

    /// A Mermaid label: letters, digits and spaces as they are, everything else as an entity code
    /// (`#35;`), inside quotes, so no label can end the node or start a directive.
    static func mermaid(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            let plain = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == " "
            result += plain ? String(scalar) : "#\(scalar.value);"
        }
        return result + "\""
    }

    /// The glyphs of the Unicode drawing set that the monospace fonts of the style sheet lack
    /// (DejaVu Sans Mono has every other one): a browser draws them from another font, wider
    /// than a column.
    static let glyphsOutsideTheDrawingFont: Set<Character> = Set(
        [Glyphs.unicode.detailDisclosure, Glyphs.unicode.infoButton, Glyphs.unicode.clear].flatMap { $0 })

    /// A wireframe as the HTML inside its `<pre>`: escaped, and each character a browser would
    /// draw from a fallback font (a wide one, CJK or emoji, and ``glyphsOutsideTheDrawingFont``)
    /// in a box exactly as wide as its columns (`c1`, `c2`: `1ch`, `2ch`), so the frame's right
    /// border stays straight whatever font draws it. The text, tags removed, is the drawing.
    static func wireframeHTML(_ drawing: String) -> String {
        var html = ""
        for character in drawing {
            let escaped: String
            switch character {
            case "&": escaped = "&amp;"
            case "<": escaped = "&lt;"
            case ">": escaped = "&gt;"
            default: escaped = String(character)
            }
            let width = DisplayWidth.of(character)
            if width == 2 || glyphsOutsideTheDrawingFont.contains(character) {
                html += "<span class=\"c\(width)\">" + escaped + "</span>"
            } else {
                html += escaped
            }
        }
        return html
    }

    /// The length of the longest run of `character` in `text`.
    static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0, current = 0
        for each in text {
            current = each == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// A description or note as HTML, and its first sentence as plain text, from as few
    /// renderings as can give them: the part of it within ``ProseBound``, rendered once, and
    /// its first paragraph alone only when there are more.
    static func rendered(_ prose: Prose?) -> (html: String, firstSentence: String) {
        guard let prose else { return ("", "") }
        let markdown = ProseBound.renderable(prose.markdown)
        let html = CommonMark.html(markdown)
        let paragraph = markdown.components(separatedBy: "\n\n").first ?? ""
        return (html, firstSentence(ofHTML: paragraph.utf8.count == markdown.utf8.count ? html : CommonMark.html(paragraph)))
    }

    /// The first paragraph of a description as HTML (`""` for none), within ``ProseBound``.
    static func firstParagraphHTML(_ prose: Prose?) -> String {
        guard let prose else { return "" }
        let paragraph = ProseBound.renderable(prose.markdown).components(separatedBy: "\n\n").first ?? ""
        var html = CommonMark.html(paragraph)
        while html.last?.isWhitespace == true { html.removeLast() }
        return html
    }

    /// The first sentence of a paragraph rendered by libcmark, as plain text (so Markdown
    /// syntax is gone): tags removed, entities decoded, cut after the first full stop.
    private static func firstSentence(ofHTML html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if let stop = text.range(of: ". ") { return String(text[..<stop.lowerBound]) + "." }
        return text
    }
}
