/// A position in a run of UTF-8 bytes, usually one line, that reads forward.
///
/// Methods that consume input are `mutating`; those that only look are not. Backtracking is
/// copying the cursor and assigning it back. Offsets are absolute file offsets, so every range
/// the parser records is a file range.
///
/// It reads through an unsafe buffer pointer that ``Parser`` keeps valid for the whole parse:
/// cursors are copied on every backtrack and lookahead, and copying an array would retain and
/// release it each time (most of the parse time, measured with callgrind).
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    private(set) var offset: Int
    /// One past the last byte this cursor may read (the end of the line).
    let end: Int

    init(bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        self.bytes = bytes
        self.offset = start
        self.end = end
    }

    var isAtEnd: Bool { offset >= end }

    /// The byte `ahead` positions on, or `nil` past the end.
    func peek(_ ahead: Int = 0) -> UInt8? {
        let index = offset + ahead
        return index < end ? bytes[index] : nil
    }

    /// Whether the next bytes are `literal`.
    func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= end else { return false }
        return literal.withUTF8Buffer { buffer in
            for index in 0..<count where bytes[offset + index] != buffer[index] { return false }
            return true
        }
    }

    mutating func advance(_ count: Int = 1) {
        offset = Swift.min(offset + count, end)
    }

    /// Consumes `literal` if it comes next.
    mutating func advance(matching literal: StaticString) -> Bool {
        guard starts(with: literal) else { return false }
        advance(literal.utf8CodeUnitCount)
        return true
    }

    /// Consumes bytes while `predicate` holds; returns how many.
    @discardableResult
    mutating func advance(while predicate: (UInt8) -> Bool) -> Int {
        let start = offset
        while offset < end, predicate(bytes[offset]) { offset += 1 }
        return offset - start
    }

    /// Consumes spaces and tabs.
    @discardableResult
    mutating func skipSpaces() -> Int { advance(while: { $0 == .space || $0 == .tab }) }

    /// Whether only spaces and tabs remain.
    var restIsBlank: Bool {
        var copy = self
        copy.skipSpaces()
        return copy.isAtEnd
    }

    /// The range from `start` to the current offset.
    func range(from start: Int) -> SourceRange { SourceRange(start, offset) }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let hash = UInt8(ascii: "#")
    static let dash = UInt8(ascii: "-")
    static let star = UInt8(ascii: "*")
    static let plus = UInt8(ascii: "+")
    static let underscore = UInt8(ascii: "_")
    static let equals = UInt8(ascii: "=")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let pipe = UInt8(ascii: "|")
    static let backslash = UInt8(ascii: "\\")
    static let quote = UInt8(ascii: "\"")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let backtick = UInt8(ascii: "`")
    static let tilde = UInt8(ascii: "~")
    static let dot = UInt8(ascii: ".")

    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isASCIILetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
    /// Letters, digits and `-`: the bytes of a keyword.
    var isKeywordByte: Bool { isASCIILetter || isASCIIDigit || self == .dash }
    /// ASCII punctuation: what a backslash may escape, as in CommonMark.
    var isASCIIPunctuation: Bool {
        (self >= 0x21 && self <= 0x2F) || (self >= 0x3A && self <= 0x40) || (self >= 0x5B && self <= 0x60)
            || (self >= 0x7B && self <= 0x7E)
    }
}
