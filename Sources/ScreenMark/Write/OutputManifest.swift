/// The list of files an emitter wrote into an output folder, each with a hash of the bytes it
/// wrote, kept in a hidden file there (`.screenmark-swift`, `.screenmark-wireframes`).
///
/// After the entries, `generate` keeps the ``RunRecord`` of its last run, in lines that start
/// with `#`: no entry does, so they are skipped here.
///
/// It is how a later run knows its orphans — files it wrote that no input makes any more —
/// without ever touching a file ScreenMark did not write, and how `--prune` tells a file still as
/// written (deleted) from one a person has edited since (kept, and said so).
public struct OutputManifest: Sendable, Equatable {
    /// Hash of the content written, by path relative to the folder.
    public var entries: [String: UInt64] = [:]

    /// An empty manifest.
    public init() {}

    /// Reads the text of a manifest; lines that do not parse are skipped (the file is ours, but
    /// a damaged one must not stop a run, only lose track of an orphan).
    public init(text: String) {
        for line in text.split(separator: "\n") {
            guard line.count > 17, let hash = UInt64(line.prefix(16), radix: 16) else { continue }
            entries[String(line.dropFirst(17))] = hash
        }
    }

    /// `hash path` lines sorted by path: the same files give the same bytes.
    public var text: String {
        entries.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { path in
            let hex = String(entries[path]!, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex + " " + path + "\n"
        }.joined()
    }

    /// FNV-1a, 64 bits: enough to tell an edited file from the one written (not a security
    /// boundary: a file is only ever deleted when its path is listed here too).
    public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
