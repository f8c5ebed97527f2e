/// Byte offsets (what every ``SourceRange`` holds) to LSP positions and back.
///
/// LSP counts a line's characters in UTF-16 code units by default, which is all this server
/// offers: a character outside the Basic Multilingual Plane (an emoji, a rare CJK ideograph) is
/// two units, one of Chinese or Japanese in it one unit but three UTF-8 bytes. Lines end at LF,
/// CRLF or a lone CR, as both the protocol and ``SourceFile`` count them.
public struct PositionConverter: Sendable {
    /// The file positions are counted in.
    public let source: SourceFile

    /// A converter over `source`.
    public init(_ source: SourceFile) {
        self.source = source
    }

    /// The position of the byte `offset` (clamped to the file). An offset inside a character
    /// counts as that character's start.
    public func position(of offset: Int) -> LSP.Position {
        let offset = max(0, min(offset, source.bytes.count))
        let line = source.location(of: offset).line - 1
        var units = 0
        for byte in source.bytes[source.lineStarts[line]..<offset] { units += Self.utf16Units(leadByte: byte) }
        return LSP.Position(line: line, character: units)
    }

    /// The range covering the bytes of `range`.
    public func range(of range: SourceRange) -> LSP.Range {
        LSP.Range(start: position(of: range.start), end: position(of: range.end))
    }

    /// The byte offset of `position`: a line past the last is the end of the file, a character
    /// past the line's end is the line's end (before its terminator), and one inside a surrogate
    /// pair is the start of its character, as the protocol asks.
    public func offset(of position: LSP.Position) -> Int {
        let bytes = source.bytes
        guard position.line >= 0 else { return 0 }
        guard position.line < source.lineStarts.count else { return bytes.count }
        var offset = source.lineStarts[position.line]
        var units = 0
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") {
            let width = Self.utf16Units(leadByte: bytes[offset])
            if units + width > position.character { break }
            units += width
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        return offset
    }

    /// The byte range of `range`, start and end in order.
    public func sourceRange(of range: LSP.Range) -> SourceRange {
        let start = offset(of: range.start)
        let end = offset(of: range.end)
        return SourceRange(min(start, end), max(start, end))
    }

    /// The UTF-16 code units of the character a UTF-8 byte starts: none for a continuation byte,
    /// two for a four-byte sequence (a surrogate pair), else one (an invalid byte is read as
    /// U+FFFD, one unit).
    static func utf16Units(leadByte byte: UInt8) -> Int {
        if byte & 0xC0 == 0x80 { return 0 }
        return byte >= 0xF0 && byte <= 0xF4 ? 2 : 1
    }
}
