/// The bytes of one input file, its display path and a table of line starts.
///
/// The parser reads ``bytes`` directly; positions everywhere are byte offsets. Only a renderer
/// turns an offset into a line and column, through ``location(of:)``.
public struct SourceFile: Sendable {
    /// The path as the user should see it (relative to where they ran the tool when possible).
    public let path: String
    /// The path relative to the input it was found under (`Mail.screen.md` for
    /// `Examples/Mail.screen.md` found in `Examples`): output names and generated ids are made
    /// from it, so they never depend on where the tool was run.
    public let name: String
    /// The raw file content, exactly as read: no BOM stripping, no newline conversion.
    public let bytes: [UInt8]
    /// The file's size on disk: more than `bytes.count` when it was too large to read whole.
    public let size: Int
    /// Offset of the first byte of every line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    /// Wraps `bytes` read from `path`; `name` defaults to the path's last component.
    public init(path: String, name: String? = nil, bytes: [UInt8], size: Int? = nil) {
        self.path = path
        self.size = max(size ?? bytes.count, bytes.count)
        self.name = name ?? path.split(separator: "/").last.map(String.init) ?? path
        self.bytes = bytes
        self.lineStarts = SourceFile.lineStarts(of: bytes)
    }

    /// Convenience for tests and tools: the UTF-8 encoding of `text`.
    public init(path: String, name: String? = nil, text: String) {
        self.init(path: path, name: name, bytes: Array(text.utf8))
    }

    /// The name's last component without `.screen.md`: `Mail` for `Mail.screen.md`. What an app
    /// without an `app:` is called, in its generated namespace and in the docs.
    public var stem: String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        return last.hasSuffix(InputFiles.fileExtension) ? String(last.dropLast(InputFiles.fileExtension.count)) : last
    }

    /// Number of lines; a final line without a newline counts, an empty file has one empty line.
    public var lineCount: Int { lineStarts.count }

    /// The 1-based line and column of a byte offset. See ``SourceLocation`` for the units.
    public func location(of offset: Int) -> SourceLocation {
        let offset = Swift.max(0, Swift.min(offset, bytes.count))
        let lineIndex = lineIndex(containing: offset)
        let lineStart = lineStarts[lineIndex]
        let scalarColumn = Self.scalarCount(bytes[lineStart..<offset])
        return SourceLocation(
            line: lineIndex + 1, column: scalarColumn + 1, byteColumn: offset - lineStart + 1, offset: offset)
    }

    /// The byte offset of a 1-based line and Unicode-scalar column (clamped to the file).
    public func offset(line: Int, column: Int) -> Int {
        guard line >= 1 else { return 0 }
        guard line <= lineCount else { return bytes.count }
        var offset = lineStarts[line - 1]
        var remaining = column - 1
        while remaining > 0, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return offset
    }

    /// The bytes of a line (1-based) without its line terminator.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        let index = line - 1
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return bytes[start..<end]
    }

    /// The text of `range`, invalid UTF-8 replaced by U+FFFD.
    public func text(_ range: SourceRange) -> String {
        String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    /// Whether the bytes of `range` are valid UTF-8 (a range past the end of the file is not).
    public func isValidUTF8(_ range: SourceRange) -> Bool {
        guard range.end <= bytes.count else { return false }
        let slice = bytes[range.start..<range.end]
        // Most ranges are ASCII: no decoding, no allocation.
        return slice.allSatisfy { $0 < 0x80 } || String(validating: slice, as: UTF8.self) != nil
    }

    /// Binary search for the line holding `offset`.
    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Line starts after LF, CRLF and lone CR, as CommonMark counts lines.
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            starts.reserveCapacity(buffer.count / 32 + 1)
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                index += 1
                if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                } else if byte == UInt8(ascii: "\r") {
                    if index < count, buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                }
            }
            return starts
        }
    }

    /// Unicode scalars in a byte slice: every byte that is not a UTF-8 continuation byte starts
    /// one (an invalid byte counts as one replacement character).
    private static func scalarCount(_ slice: ArraySlice<UInt8>) -> Int {
        var count = 0
        for byte in slice where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}

/// A printable position: 1-based line and column.
///
/// `column` counts Unicode scalars (what most editors call characters); `byteColumn` counts
/// UTF-8 bytes, as libcmark and clang do. `offset` is the 0-based byte offset in the file.
public struct SourceLocation: Hashable, Sendable, Codable {
    /// 1-based line number.
    public var line: Int
    /// 1-based column in Unicode scalars.
    public var column: Int
    /// 1-based column in UTF-8 bytes.
    public var byteColumn: Int
    /// 0-based byte offset in the file.
    public var offset: Int
}
