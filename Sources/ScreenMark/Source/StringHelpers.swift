import Foundation

extension String {
    /// The string with its first character upper-cased: `Navigation bar`, a sentence's start.
    var capitalisingFirstLetter: String { prefix(1).uppercased() + dropFirst() }

    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmedOfWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

extension String {
    /// Whether `other`'s UTF-8 bytes occur in the string's: an exact substring test without the
    /// Unicode-aware comparison of `contains(_:)`, for rules that look for keywords in every label.
    func containsBytes(of other: String) -> Bool {
        // Native strings are contiguous UTF-8: searching their storage in place allocates nothing
        // (this runs for nearly every label, by several rules).
        var haystack = self
        var needle = other
        return haystack.withUTF8 { haystack in
            needle.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard haystack.count >= needle.count else { return false }
                for start in 0...(haystack.count - needle.count) where haystack[start] == first {
                    if UnsafeBufferPointer(rebasing: haystack[start..<start + needle.count]).elementsEqual(needle) {
                        return true
                    }
                }
                return false
            }
        }
    }
}

extension StringProtocol where UTF8View: BidirectionalCollection, UTF8View.Index == String.Index {
    /// The last run of characters that are not whitespace, `nil` when there is none: what
    /// `split(whereSeparator: \.isWhitespace).last` gives, without splitting every word first.
    var lastWord: SubSequence? {
        // An ASCII text (most labels) is searched byte by byte: its whitespace characters are the
        // bytes below, and every byte is a character boundary.
        if utf8.allSatisfy({ $0 < 0x80 }) {
            let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
            guard let last = utf8.lastIndex(where: { !isSpace($0) }) else { return nil }
            let start = utf8[..<last].lastIndex(where: isSpace).map(utf8.index(after:)) ?? startIndex
            return self[start...last]
        }
        return split(whereSeparator: \.isWhitespace).last
    }
}

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// `trimmingCharacters(in: .whitespaces)`, without Foundation's cost for the common text that
    /// neither starts nor ends with a space.
    var trimmingSpaces: String {
        let plain = { (byte: UInt8) in byte != 0x20 && byte != 0x09 && byte < 0x80 }
        if let first = utf8.first, let last = utf8.last, plain(first), plain(last) { return String(self) }
        return trimmingCharacters(in: .whitespaces)
    }
}

extension String {
    /// Whether the string is empty or only whitespace: `allSatisfy(\.isWhitespace)`, answered by
    /// the first visible ASCII byte for most texts instead of by walking every character.
    var isBlank: Bool {
        if utf8.contains(where: { $0 > 0x20 && $0 < 0x80 }) { return false }
        return allSatisfy(\.isWhitespace)
    }
}

extension Double {
    /// The number as a user writes it: `44`, `0.5`, `1e+20` (whole numbers too large for an
    /// `Int` are not converted to one: that would trap).
    var writtenForm: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}

extension UInt8 {
    /// Two upper-case hex digits.
    var hexString: String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(self >> 4)], digits[Int(self & 0xF)]])
    }
}

extension Unicode.Scalar {
    /// `U+0430`: the code point as Unicode writes it, at least four hex digits.
    var codePoint: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
