import Foundation
@testable import ScreenMark

/// The dump as it was made before ``ASTDump`` wrote it itself: the nodes' `Encodable`
/// conformances through `JSONEncoder` (sorted keys, slashes unescaped), then a pass that lays
/// the compact text out. `ASTDumpTests` holds the writer to it, byte for byte.
enum EncodedDump {
    static func json(_ documents: [Document]) -> String {
        struct Dump: Encodable {
            var version: Int
            var documents: [Document]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try! encoder.encode(Dump(version: ASTDump.version, documents: documents))
        return String(decoding: layout(Array(data)), as: UTF8.self) + "\n"
    }

    /// Lays out compact JSON: a token-level pass that copies every string byte for byte (a
    /// pattern over the text would also match inside a label such as `[ 1,  2 ] items`).
    /// Arrays of numbers only, and empty arrays, stay on one line; everything else gets a line
    /// per member, as Foundation's pretty printing does.
    static func layout(_ compact: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(compact.count * 2)
        var depth = 0
        var index = 0
        /// Whether a one-line array of numbers is open (its commas stay on the line).
        var inlineArray = false
        func newline() {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        }
        while index < compact.count {
            let byte = compact[index]
            switch byte {
            case UInt8(ascii: "\""):
                let end = stringEnd(compact, from: index)
                output.append(contentsOf: compact[index..<end])
                index = end
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                output.append(byte)
                let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if index + 1 < compact.count, compact[index + 1] == close {
                    output.append(close)
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "["), holdsOnlyNumbers(compact, from: index + 1) {
                    inlineArray = true
                } else {
                    depth += 1
                    newline()
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if inlineArray {
                    inlineArray = false
                } else {
                    depth -= 1
                    newline()
                }
                output.append(byte)
            case UInt8(ascii: ","):
                output.append(byte)
                if inlineArray { output.append(UInt8(ascii: " ")) } else { newline() }
            case UInt8(ascii: ":"):
                output.append(contentsOf: Array(" : ".utf8))
            default:
                output.append(byte)
            }
            index += 1
        }
        return output
    }

    /// The index just past the string that starts at `start` (its closing quote included).
    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return index
    }

    /// Whether the array whose members start at `start` holds numbers only.
    private static func holdsOnlyNumbers(_ bytes: [UInt8], from start: Int) -> Bool {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: ","):
                index += 1
            default:
                return false
            }
        }
        return true
    }
}
