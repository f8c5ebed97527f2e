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
        var literal = "\""
        literal.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if needsEscape(scalar) {
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return SwiftCode(literal + "\"")
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

    /// `///` comment lines for `text` (which may span lines). Each line is made safe for a
    /// comment: no line break, no control or reordering character can end it early or disguise
    /// what follows; such characters become U+FFFD.
    static func documentation(_ text: String) -> [SwiftCode] {
        var lines: [SwiftCode] = []
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let safe = commentSafe(String(line))
            lines.append(SwiftCode(safe.isEmpty ? "///" : "/// " + safe))
        }
        return lines
    }

    /// One line of comment text with unsafe characters replaced.
    static func commentSafe(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                result.append(" ")
            } else if needsEscape(scalar) {
                result.append("\u{FFFD}")
            } else {
                result.append(scalar)
            }
        }
        // Trailing spaces would only make the generated file fail whitespace linters.
        while result.last == " " { result.removeLast() }
        return String(result)
    }

    /// Controls (C0, DEL, C1), line and paragraph separators, and format characters other than
    /// the joiners emoji and some scripts need (U+200C, U+200D). Unassigned scalars are left as
    /// they are, so the output does not depend on the Unicode version of the toolchain.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        case .format: scalar.value != 0x200C && scalar.value != 0x200D
        default: false
        }
    }
}
