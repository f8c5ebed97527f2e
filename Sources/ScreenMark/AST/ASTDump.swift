import Foundation

/// The AST as JSON: what `screenmark dump` prints and the golden AST files hold.
public enum ASTDump {
    /// The format version of the dump.
    public static let version = 1

    /// `{"version": 1, "documents": [...]}`, pretty-printed with sorted keys, ending in a newline.
    public static func json(_ documents: [Document]) -> String {
        struct Dump: Encodable {
            var version: Int
            var documents: [Document]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Documents hold only strings, numbers and ranges: encoding cannot fail.
        let data = try! encoder.encode(Dump(version: version, documents: documents))
        return compacted(String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// Puts `[start, end]` ranges and empty arrays on one line: the dump stays readable in a diff.
    /// (JSON strings cannot hold raw line breaks, so these patterns only match structure.)
    static func compacted(_ json: String) -> String {
        json.replacing(/\[\s+(-?[0-9.]+),\s+(-?[0-9.]+)\s+\]/) { "[\($0.output.1), \($0.output.2)]" }
            .replacing(/\[\s+\]/) { _ in "[]" }
    }
}
