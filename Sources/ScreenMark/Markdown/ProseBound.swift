/// How much of one piece of prose — a screen's description, a region's note — the docs hand to
/// libcmark.
///
/// libcmark's time grows faster than its input on some texts: many `[` left open (`![[]()`
/// repeated) took 0.09 s at 45 KB, 0.4 s at 90 KB and 5 s at 180 KB (cmark 0.30.2). A piece of
/// prose is therefore rendered up to ``maximumBytes``, and only while at most
/// ``maximumOpenBrackets`` `[` are open; past either, the rest is left out of the docs. The parser
/// reads prose with the same ``Scanner`` and reports where it stops (``DiagnosticKind/proseCut``),
/// so `check` and `docs` say the same.
public enum ProseBound {
    /// The bytes of a piece of prose rendered: far more than a description needs.
    public static let maximumBytes = 16 * 1024
    /// How many `[` (links, images, plain brackets) may be open at once: no prose nests links,
    /// and each open one makes libcmark look back over the others.
    public static let maximumOpenBrackets = 32

    /// Which bound a piece of prose passed.
    public enum Reason: Sendable, Equatable {
        /// It is longer than ``maximumBytes``.
        case size
        /// More than ``maximumOpenBrackets`` `[` would be open.
        case brackets
    }

    /// Reads a piece of prose in order, in as many parts as it comes, and says where it passes a
    /// bound: linear, one look at each byte.
    public struct Scanner: Sendable {
        /// The bytes read so far.
        private var count = 0
        /// The `[` open, not escaped and not closed.
        private var open = 0
        /// Whether the last byte was an unescaped backslash.
        private var escaping = false

        /// A scanner at the start of a piece of prose.
        public init() {}

        /// Reads `bytes`, the next part of the prose; returns the offset in `bytes` where the
        /// prose stops being rendered and why, or `nil` while it is all rendered. Once it has
        /// returned an offset it is not meant to be asked again.
        public mutating func scan<Bytes: BidirectionalCollection>(_ bytes: Bytes) -> (offset: Int, reason: Reason)? where Bytes.Element == UInt8 {
            var offset = 0
            for byte in bytes {
                if count == ProseBound.maximumBytes {
                    // Not inside a character: back to the start of the one being cut.
                    var start = offset
                    var index = bytes.index(bytes.startIndex, offsetBy: offset)
                    while start > 0, bytes[index] & 0xC0 == 0x80 {
                        start -= 1
                        index = bytes.index(before: index)
                    }
                    return (start, .size)
                }
                if escaping {
                    escaping = false
                } else if byte == UInt8(ascii: "\\") {
                    escaping = true
                } else if byte == UInt8(ascii: "[") {
                    if open == ProseBound.maximumOpenBrackets { return (offset, .brackets) }
                    open += 1
                } else if byte == UInt8(ascii: "]"), open > 0 {
                    open -= 1
                }
                count += 1
                offset += 1
            }
            return nil
        }
    }

    /// The part of `markdown` that is rendered: all of it within the bounds, else the text up to
    /// where it passes one.
    public static func renderable(_ markdown: String) -> String {
        var scanner = Scanner()
        guard let cut = scanner.scan(markdown.utf8) else { return markdown }
        return String(decoding: markdown.utf8.prefix(cut.offset), as: UTF8.self)
    }
}
