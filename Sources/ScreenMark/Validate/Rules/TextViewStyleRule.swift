/// `text-view-one-style`, one of `RowTextAndControlRules`: a text view styles all its text alike
/// (002:L597, L599).

/// `text-view-one-style`
struct TextViewOneStyle: Rule {
    static let description = RuleDescription(
        id: "text-view-one-style", severity: .error, profiles: [.iphone2010],
        summary: "a text view shows all its text in one font, colour and alignment",
        rationale: "You can set a text view's font, colour and alignment, but they apply to the whole text: you "
            + "cannot change them for part of it (002:L597: \"但这些属性会应用于整个文本。也就是说,您无法只对部分文本"
            + "做出上述属性的改变\"). Text that needs several fonts, colours or alignments goes in a web view, "
            + "formatted with HTML (002:L599: \"您可以使用web视图代替文本视图,使用HTML来格式化文本\"). The rule reports "
            + "a text view whose text marks part of itself for another style, as Markdown does (`**bold**`, "
            + "`*italic*`, `__bold__`) or HTML (`<strong>`, `<em>`, `<font …>`…). A lone asterisk (`5 * 3`, `Prices "
            + "vary*`) and one inside a word (`2*3*4`, `file_name_2`) are not emphasis. The iOS 7 text lets a text "
            + "view hold an attributed string (003:L286), so the rule runs under the 2010 guidelines.",
        sources: ["002:L597", "002:L599"],
        languages: "any: it reads the emphasis marks of Markdown and HTML, which are the same in every "
            + "language; in Chinese, which has no spaces, `**重要**` between characters is emphasis too",
        triggering: [
            """
            # Terms
            ## Content
            - text-view: Terms = ↓«»Read the **refund policy** before you buy. {read-only}
            - text-view: ↓«»Tap <strong>Save</strong> to keep your changes.
            - text-view: Note = ↓«»请先阅读**退款政策**。 {read-only}
            """
        ],
        nonTriggering: [
            """
            # Terms
            ## Content
            - text-view: Terms = «»Read the refund policy before you buy. {read-only}
            - text-view: Sums = «»5 * 3 makes 15, and 2*3*4 makes 24. Prices vary* {read-only}
            - text-view: Files = «»Saved as my_file_name_2.txt {read-only}
            - label: «»Read the **refund policy**
            """,
            RuleExample(
                """
                # Terms
                ## Content
                - text-view: Terms = «»Read the **refund policy** before you buy. {read-only}
                """, profile: .ios7),
        ])

    /// The HTML tags that style part of a text.
    static let tags: Set<String> = [
        "b", "i", "u", "s", "em", "strong", "font", "span", "big", "small", "sup", "sub", "mark", "code", "center",
    ]

    /// Byte offset of the first mark in `text` that styles part of it, and the mark as written.
    static func styledSpan(in text: String) -> (offset: Int, mark: String)? {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "<") })
        else { return nil }
        var found: (offset: Int, mark: String)?
        if let emphasis = emphasis(in: bytes) { found = emphasis }
        if let tag = tag(in: bytes), found == nil || tag.offset < found!.offset { found = tag }
        return found
    }

    /// Whether `byte` is an ASCII letter or digit: a delimiter touching one is inside a word (`2*3*4`).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The first `*x*`, `**x**`, `_x_` or `__x__` span whose text holds a letter. One pass finds the
    /// closing runs and counts letters, so that no opening mark scans the rest of the text again
    /// (a text of many unclosed marks stays linear).
    private static func emphasis(in bytes: [UInt8]) -> (offset: Int, mark: String)? {
        // Every run of `*` or `_` of one or two, and the letters before each byte (non-ASCII bytes
        // count as letters: a Chinese word is one).
        var runs: [(start: Int, end: Int)] = []
        var letters = [Int](repeating: 0, count: bytes.count + 1)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            letters[index + 1] = letters[index] + (isWordByte(byte) && byte > 0x39 || byte >= 0x80 ? 1 : 0)
            guard byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") else {
                index += 1
                continue
            }
            var run = index
            while run < bytes.count, bytes[run] == byte {
                letters[run + 1] = letters[run]
                run += 1
            }
            if run - index <= 2 { runs.append((index, run)) }
            index = run
        }
        // The runs that can close a span: after a non-space, not inside an ASCII word (`**` may close
        // between CJK characters), by mark and length, in order.
        var closers: [Int: [Int]] = [:]
        for (number, run) in runs.enumerated() {
            let byte = bytes[run.start], length = run.end - run.start
            let closes =
                run.start > 0 && !isSpace(bytes[run.start - 1])
                && (run.end == bytes.count || !isWordByte(bytes[run.end]) || (byte == UInt8(ascii: "*") && length == 2))
            if closes { closers[Int(byte) * 4 + length, default: []].append(number) }
        }
        var next: [Int: Int] = [:]  // by key: the first closer not yet passed
        for run in runs {
            let byte = bytes[run.start], length = run.end - run.start
            guard run.end < bytes.count, !isSpace(bytes[run.end]) else { continue }
            // An opening mark inside an ASCII word is not emphasis; `**` may open between CJK characters.
            if run.start > 0, isWordByte(bytes[run.start - 1]), byte == UInt8(ascii: "_") || length == 1 { continue }
            let key = Int(byte) * 4 + length
            guard let candidates = closers[key] else { continue }
            var position = next[key] ?? 0
            while position < candidates.count, runs[candidates[position]].start < run.end { position += 1 }
            next[key] = position
            guard position < candidates.count else { continue }
            let close = runs[candidates[position]]
            guard letters[close.start] - letters[run.end] > 0 else { continue }
            return (run.start, String(decoding: bytes[run.start..<close.end], as: UTF8.self))
        }
        return nil
    }

    /// The first opening tag of `tags` that a closing tag of the same name follows: one pass for the
    /// closing tags, one for the opening ones.
    private static func tag(in bytes: [UInt8]) -> (offset: Int, mark: String)? {
        guard bytes.contains(UInt8(ascii: "<")) else { return nil }
        func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        /// The name of the tag opening at `start` (`<` or `</` included), lower-cased, and where it ends.
        func name(at start: Int) -> (name: [UInt8], end: Int) {
            var end = start
            while end < bytes.count, isLetter(bytes[end]) { end += 1 }
            return (bytes[start..<end].map(lower), end)
        }
        var lastClose: [[UInt8]: Int] = [:]
        for index in bytes.indices where bytes[index] == UInt8(ascii: "<") && index + 1 < bytes.count
            && bytes[index + 1] == UInt8(ascii: "/")
        {
            let (closing, end) = name(at: index + 2)
            if !closing.isEmpty, end < bytes.count, bytes[end] == UInt8(ascii: ">") { lastClose[closing] = index }
        }
        guard !lastClose.isEmpty else { return nil }
        for index in bytes.indices where bytes[index] == UInt8(ascii: "<") {
            let (opening, end) = name(at: index + 1)
            guard !opening.isEmpty, tags.contains(String(decoding: opening, as: UTF8.self)), end < bytes.count,
                let close = lastClose[opening], close > index
            else { continue }
            // `<b>` or `<span class="x">`: a space or `>` after the name, then `>` before any `<`.
            guard bytes[end] == UInt8(ascii: ">") || isSpace(bytes[end]),
                let stop = bytes[end...].firstIndex(where: { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "<") }),
                bytes[stop] == UInt8(ascii: ">")
            else { continue }
            return (index, String(decoding: bytes[index...stop], as: UTF8.self))
        }
        return nil
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .textView {
                let view = placed.element
                var texts: [(text: String, range: SourceRange)] = []
                if let label = view.label { texts.append((label.value, label.range)) }
                if let value = view.value, case .text(let text) = value.value { texts.append((text, value.range)) }
                for (text, range) in texts {
                    guard let (_, mark) = Self.styledSpan(in: text) else { continue }
                    context.report(
                        "a text view shows all its text in one style, but `\(mark)` asks for part of it in another",
                        at: range, in: screen,
                        notes: [
                            .help(
                                "write the text plainly, or show it in a `web-view`, which formats text with HTML")
                        ])
                    break
                }
            }
        }
    }
}
