/// JSON appended straight to one byte buffer, laid out as ``ASTDump`` prints it.
///
/// The layout is the one the dump has always had, which Foundation's `JSONEncoder` produced
/// with a pass over its output: two-space indents, `"key" : value`, a line per member, and
/// empty containers and pairs of numbers (ranges, sizes) on one line. Strings are escaped as
/// `JSONEncoder` escapes them with `.withoutEscapingSlashes`.
///
/// Why not `JSONEncoder`: its keyed containers, existentials and boxing of every value were
/// three quarters of the dump's instructions, and a custom `Encoder` runs through the same
/// machinery. Writing the bytes directly is a loop over the nodes.
///
/// The writer does not sort keys: the caller writes them in order (see ``ASTDump``).
struct JSONWriter {
    /// The JSON written since the last ``removeAll()``.
    private(set) var bytes: [UInt8] = []
    /// How many objects and arrays are open: the indent of the next line.
    private var depth = 0
    /// Whether the innermost open object or array has no member yet: the next one needs no
    /// comma, and closing it keeps `{}` or `[]` on one line.
    private var isEmpty = true
    /// A newline and as many spaces as the deepest line so far needs: every line starts with
    /// a prefix of it (appending the spaces one by one was a third of the writer's time).
    private var lineBreak: [UInt8] = [UInt8(ascii: "\n")]

    /// A writer whose buffer holds `capacity` bytes before it grows.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Forgets the bytes written so far (after they were passed on), keeping the buffer.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    // MARK: Structure

    /// Opens an object: its members follow, each started by ``key(_:)``.
    mutating func beginObject() { open(UInt8(ascii: "{")) }

    /// Closes the innermost object.
    mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array: its elements follow, each started by ``nextElement()``.
    mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Closes the innermost array.
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the member `name` of the open object; its value is written next.
    mutating func key(_ name: StaticString) {
        nextElement()
        append("\"")
        append(name)
        append("\" : ")
    }

    /// Starts the next element of the open array (or member of the open object): a comma
    /// after the one before, then a new line.
    mutating func nextElement() {
        if !isEmpty { bytes.append(UInt8(ascii: ",")) }
        isEmpty = false
        newline()
    }

    /// Ends the last line of the text.
    mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        isEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isEmpty { newline() }
        bytes.append(bracket)
        // The container just closed is a member of the one around it.
        isEmpty = false
    }

    /// A new line and the indent at `depth`, copied in one piece from ``lineBreak``.
    private mutating func newline() {
        let count = 1 + depth * 2
        if lineBreak.count < count {
            lineBreak.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count - lineBreak.count))
        }
        bytes.append(contentsOf: lineBreak[..<count])
    }

    // MARK: Values

    /// `true` or `false`.
    mutating func bool(_ value: Bool) {
        append(value ? "true" : "false")
    }

    /// A whole number in decimal digits.
    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // The digits come out last first: they fill a buffer from its end.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// A number as `JSONEncoder` writes it: Swift's shortest round-tripping digits, without a
    /// trailing `.0` (`1`, `0.5`, `1e+21`, `-0`). The parser reads at most 30 digits, so a
    /// dumped number is finite; an infinity or NaN (which `JSONEncoder` refuses) is `null`.
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            append("null")
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// `[first, second]` on one line: a range's offsets.
    mutating func pair(_ first: Int, _ second: Int) {
        bytes.append(UInt8(ascii: "["))
        integer(first)
        append(", ")
        integer(second)
        bytes.append(UInt8(ascii: "]"))
    }

    /// `[first, second]` on one line: a size's width and height.
    mutating func pair(_ first: Double, _ second: Double) {
        bytes.append(UInt8(ascii: "["))
        number(first)
        append(", ")
        number(second)
        bytes.append(UInt8(ascii: "]"))
    }

    /// A string in quotes, copied byte for byte except for what JSON must escape: `"`, `\`
    /// and the control characters (`\n`, `\t`, `\r`, `\b`, `\f` by name, the others as
    /// `\u00XX`). `/`, DEL and everything beyond ASCII are written as they are.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                escape(byte)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ byte: UInt8) {
        let named: UInt8? =
            switch byte {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case 0x08: UInt8(ascii: "b")
            case 0x09: UInt8(ascii: "t")
            case 0x0A: UInt8(ascii: "n")
            case 0x0C: UInt8(ascii: "f")
            case 0x0D: UInt8(ascii: "r")
            default: nil
            }
        bytes.append(UInt8(ascii: "\\"))
        if let named {
            bytes.append(named)
        } else {
            append("u00")
            bytes.append(Self.hexDigit(byte >> 4))
            bytes.append(Self.hexDigit(byte & 0xF))
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Appends a literal's bytes (keys and punctuation: no escaping needed).
    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
