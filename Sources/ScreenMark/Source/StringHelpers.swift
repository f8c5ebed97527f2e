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
        let needle = Array(other.utf8)
        guard let first = needle.first else { return true }
        let haystack = Array(utf8)
        guard haystack.count >= needle.count else { return false }
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
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
