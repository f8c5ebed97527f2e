/// Lays out rendered Swift: indentation from bracket depth, four spaces a level.
///
/// Templates are written indented for their reader, but a partial's indentation cannot be
/// trusted: swift-mustache indents only the first line of each pass through a section inside an
/// indented partial. So the templates' leading whitespace is dropped and recomputed here:
/// a line is indented by the `{`, `(` and `[` open before it, less the closers it starts with;
/// `case` and `default:` sit at the level of their `switch`, as Swift style has it. Brackets in
/// comments and string literals do not count, and the lines of a multi-line string literal are
/// left exactly as they are. Trailing spaces are removed, blank lines after `{` and before `}`
/// are dropped, runs of blank lines become one, and the text ends with one newline.
///
/// It works on UTF-8 bytes: every character it looks for is ASCII, and the bytes of other
/// characters never are, so a `"` is never mistaken inside one (nor hidden by a combining mark).
enum SwiftLayout {
    static func format(_ text: String) -> String {
        var scanner = Scanner()
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + text.utf8.count / 4)
        var pendingBlank = false
        let bytes = Array(text.utf8)
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != newline { end += 1 }
            let line = bytes[start..<end]
            start = end + 1
            if scanner.isInMultilineString {
                output += line
                output.append(newline)
                scanner.scan(line)
                continue
            }
            var first = line.startIndex
            while first < line.endIndex, line[first] == space || line[first] == tab { first += 1 }
            var last = line.endIndex
            while last > first, line[last - 1] == space || line[last - 1] == tab { last -= 1 }
            let code = line[first..<last]
            guard !code.isEmpty else {
                // A blank line is kept (once) unless it follows an opening brace or starts the file.
                if let previous = output.dropLast().last, previous != openBrace, !output.isEmpty { pendingBlank = true }
                continue
            }
            var depth = scanner.depth - code.prefix { $0 == closeParen || $0 == closeBracket || $0 == closeBrace }.count
            if scanner.isInSwitch, startsWith(code, "case ") || startsWith(code, "default:") || startsWith(code, "@unknown default") {
                depth -= 1
            }
            if pendingBlank && code.first != closeBrace { output.append(newline) }
            pendingBlank = false
            output += repeatElement(space, count: 4 * max(depth, 0))
            output += code
            output.append(newline)
            scanner.scan(code)
        }
        while output.count > 1, output[output.count - 2] == newline { output.removeLast() }
        return String(decoding: output, as: UTF8.self)
    }

    private static let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    private static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    private static let closeParen = UInt8(ascii: ")"), closeBracket = UInt8(ascii: "]")

    private static func startsWith(_ bytes: ArraySlice<UInt8>, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        // A plain loop: the generic `elementsEqual` was a tenth of the layout's time.
        let start = prefix.utf8Start
        var index = bytes.startIndex
        for offset in 0..<count {
            guard bytes[index] == start[offset] else { return false }
            index += 1
        }
        return true
    }

    /// Follows brackets, strings and comments across lines.
    private struct Scanner {
        /// Open brackets; `s` for a `{` that opens a `switch`.
        private var open: [UInt8] = []
        private var inBlockComment = 0
        /// Inside a `"""` literal: the `#`s of its delimiter.
        private var multiline: Int?

        var depth: Int { open.count }
        var isInSwitch: Bool { open.last == UInt8(ascii: "s") }
        var isInMultilineString: Bool { multiline != nil }

        mutating func scan(_ line: ArraySlice<UInt8>) {
            var index = line.startIndex
            var sawSwitch = false
            func at(_ offset: Int) -> UInt8? { index + offset < line.endIndex ? line[index + offset] : nil }
            func starts(_ text: StaticString) -> Bool { SwiftLayout.startsWith(line[index...], text) }
            func isWord(_ byte: UInt8?) -> Bool {
                guard let byte else { return false }
                return byte >= 0x80 || byte == UInt8(ascii: "_") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                    || (byte >= 0x30 && byte <= 0x39)
            }
            // Each test is behind a check of the byte it starts with: this runs on every byte
            // of every generated file.
            while index < line.endIndex {
                let byte = line[index]
                if let hashes = multiline {
                    // Ends at `"""` followed by the delimiter's `#`s.
                    if byte == quote, starts("\"\"\""), (0..<hashes).allSatisfy({ at(3 + $0) == hash }) {
                        multiline = nil
                        index += 3 + hashes
                    } else {
                        index += byte == backslash && hashes == 0 ? 2 : 1
                    }
                    continue
                }
                if inBlockComment > 0 {
                    if byte == star, at(1) == slash {
                        inBlockComment -= 1
                        index += 2
                    } else if byte == slash, at(1) == star {
                        inBlockComment += 1
                        index += 2
                    } else {
                        index += 1
                    }
                    continue
                }
                if byte == slash {
                    if at(1) == slash { return }
                    if at(1) == star {
                        inBlockComment += 1
                        index += 2
                        continue
                    }
                }
                if byte == hash || byte == quote {
                    var hashes = 0
                    while at(hashes) == hash { hashes += 1 }
                    if at(hashes) == quote {
                        index += hashes
                        if starts("\"\"\"") {
                            multiline = hashes
                            index += 3
                        } else {
                            index = endOfString(line, from: index + 1, hashes: hashes)
                        }
                    } else {
                        index += hashes
                    }
                    continue
                }
                if byte == UInt8(ascii: "s"), starts("switch"), !isWord(index > line.startIndex ? line[index - 1] : nil),
                    !isWord(at(6))
                {
                    sawSwitch = true
                }
                switch byte {
                case UInt8(ascii: "{"):
                    open.append(sawSwitch ? UInt8(ascii: "s") : byte)
                    sawSwitch = false
                case UInt8(ascii: "("), UInt8(ascii: "["): open.append(byte)
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): if !open.isEmpty { open.removeLast() }
                default: break
                }
                index += 1
            }
        }

        private let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
        private let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")

        /// The index after the `"` (and `#`s) that ends a one-line string whose text starts at `start`.
        private func endOfString(_ line: ArraySlice<UInt8>, from start: Int, hashes: Int) -> Int {
            var index = start
            while index < line.endIndex {
                if line[index] == UInt8(ascii: "\\") && hashes == 0 {
                    index += 2
                    continue
                }
                if line[index] == UInt8(ascii: "\"") {
                    var count = 0
                    while count < hashes, index + 1 + count < line.endIndex, line[index + 1 + count] == UInt8(ascii: "#") {
                        count += 1
                    }
                    if count == hashes { return index + 1 + hashes }
                }
                index += 1
            }
            return line.endIndex
        }
    }
}
