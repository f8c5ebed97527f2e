/// The AST as JSON: what `screenmark dump` prints and the golden AST files hold.
public enum ASTDump {
    /// The format version of the dump.
    public static let version = 1

    /// `{"version": 1, "documents": [...]}`, indented two spaces with sorted keys, ranges and
    /// empty arrays on one line (the dump stays readable in a diff), ending in a newline.
    public static func json(_ documents: [Document]) -> String {
        String(decoding: DumpEncoder.encode(Dump(version: version, documents: documents)), as: UTF8.self) + "\n"
    }

    /// The dump's top level.
    struct Dump: Encodable {
        var version: Int
        var documents: [Document]
    }
}
