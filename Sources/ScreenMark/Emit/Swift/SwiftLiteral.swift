/// Swift literals and comments made from spec text, so that no text can leave them.
enum SwiftLiteral {
    /// `text` as a one-line `"…"` string literal that evaluates to exactly `text`.
    ///
    /// `\` and `"` are escaped, so `\(…)` is never an interpolation and `"""` never ends the
    /// string; `#` needs nothing in a non-raw literal. Line breaks, tabs, other control
    /// characters, U+2028/U+2029, and invisible format characters that reorder or hide text
    /// (bidirectional overrides, the byte-order mark) become `\n`, `\t`, `\u{…}`. Everything else,
    /// Chinese and emoji included, is written as is. (A `String` holds Unicode scalars, so a lone
    /// surrogate cannot occur.)
    static func string(_ text: String) -> SwiftCode {
        // Built as UTF-8 bytes, a scalar's bytes copied as they are: appending scalar by scalar
        // to a `String` was most of the time, and every label of every screen is a literal.
        var literal: [UInt8] = [UInt8(ascii: "\"")]
        literal.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case "\"": literal += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case "\n": literal += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case "\r": literal += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case "\t": literal += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case "\0": literal += [UInt8(ascii: "\\"), UInt8(ascii: "0")]
            default:
                if needsEscape(scalar) {
                    literal += Array(("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}").utf8)
                } else if scalar.isASCII {
                    literal.append(UInt8(truncatingIfNeeded: scalar.value))
                } else {
                    literal += UTF8.encode(scalar)!
                }
            }
        }
        literal.append(UInt8(ascii: "\""))
        return SwiftCode(String(decoding: literal, as: UTF8.self))
    }

    /// A string literal, or `nil` (the token).
    static func optionalString(_ text: String?) -> SwiftCode {
        text.map(string) ?? SwiftCode("nil")
    }

    /// A `Double` literal: Swift's shortest round-tripping form (`0.7`, `2.0`, `1e-05`).
    static func double(_ value: Double) -> SwiftCode {
        precondition(value.isFinite, "the parser only reads finite numbers")
        return SwiftCode("\(value)")
    }

    /// An `Int` literal.
    static func integer(_ value: Int) -> SwiftCode {
        SwiftCode(String(value))
    }

    /// `///` comment lines for `text` (which may span lines), as one token, `nil` for no text.
    /// Each line is made safe for a comment: no line break, no control or reordering character
    /// can end it early or disguise what follows; such characters become U+FFFD.
    static func documentation(_ text: String) -> SwiftCode? {
        guard !text.isEmpty else { return nil }
        // Most text needs nothing but `///` before each line: build that from its UTF-8 lines.
        if text.unicodeScalars.allSatisfy({ $0 == "\n" || !(isLineBreak($0) || needsEscape($0) || $0 == "\t") }) {
            // One pass over the bytes (splitting into `String`s and joining them was most of the time).
            let utf8 = Array(text.utf8)
            var out: [UInt8] = []
            out.reserveCapacity(utf8.count + 16)
            var start = 0
            while start <= utf8.count {
                var end = start
                while end < utf8.count, utf8[end] != UInt8(ascii: "\n") { end += 1 }
                var last = end
                while last > start, utf8[last - 1] == UInt8(ascii: " ") { last -= 1 }
                if start > 0 { out.append(UInt8(ascii: "\n")) }
                out += [UInt8(ascii: "/"), UInt8(ascii: "/"), UInt8(ascii: "/")]
                if last > start {
                    out.append(UInt8(ascii: " "))
                    out += utf8[start..<last]
                }
                start = end + 1
            }
            return SwiftCode(String(decoding: out, as: UTF8.self))
        }
        var result = "///"
        var line = String.UnicodeScalarView()
        var previous: Unicode.Scalar = "\0"
        func endLine() {
            while line.last == " " { line.removeLast() }
            if !line.isEmpty { result += " " + String(line) }
            line = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if isLineBreak(scalar) {
                if scalar == "\n" && previous == "\r" { continue }
                endLine()
                result += "\n///"
            } else if scalar == "\t" {
                line.append(" ")
            } else if needsEscape(scalar) {
                line.append("\u{FFFD}")
            } else {
                line.append(scalar)
            }
        }
        endLine()
        return SwiftCode(result)
    }

    /// `text` on one comment line: line breaks and unsafe characters become U+FFFD.
    static func commentSafe(_ text: String) -> String {
        var line = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            line.append(isLineBreak(scalar) || needsEscape(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(line)
    }

    /// What Swift or an editor may take for the end of a line.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Controls (C0, DEL, C1), line and paragraph separators, and format characters other than
    /// the joiners emoji and some scripts need (U+200C, U+200D). Unassigned scalars are left as
    /// they are, so the output does not depend on the Unicode version of the toolchain.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII, the common case, needs no table look-up.
        if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
        return switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        case .format: scalar.value != 0x200C && scalar.value != 0x200D
        default: false
        }
    }
}
