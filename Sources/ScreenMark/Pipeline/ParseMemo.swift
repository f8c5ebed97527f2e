import Foundation

/// The parse of each file, kept from one check to the next, for a caller that checks the same
/// files again and again with one of them changed: the language server, where a keystroke changes
/// the file typed in and the other files of its app are what they were. A file is parsed again
/// when its path, name or bytes differ from the kept ones; otherwise the kept parse is the one a
/// fresh parse would give (the parser reads nothing else), so a check is the same with or
/// without a memo.
public final class ParseMemo: @unchecked Sendable {
    // `parses` is read and written under `lock`: the files of a check are parsed concurrently.
    private let lock = NSLock()
    private var parses: [String: (file: SourceFile, result: ParseResult)] = [:]

    /// An empty memo.
    public init() {}

    /// The parse of `file`: the kept one if it is the same file, else a new one, kept.
    func parse(_ file: SourceFile) -> ParseResult {
        let kept = lock.withLock { parses[file.path] }
        if let kept, kept.file.name == file.name, kept.file.size == file.size, kept.file.bytes == file.bytes {
            return kept.result
        }
        let result = Parser.parse(file)
        lock.withLock { parses[file.path] = (file, result) }
        return result
    }
}
