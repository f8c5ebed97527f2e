/// A half-open range of UTF-8 byte offsets into a ``SourceFile``.
///
/// Every AST node and diagnostic carries one. Line and column are derived from it only when
/// something is printed (see ``SourceFile/location(of:)``), so the parser never counts lines.
public struct SourceRange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Offset of the first byte.
    public var start: Int
    /// Offset one past the last byte.
    public var end: Int

    /// Creates the range `start..<end`.
    public init(_ start: Int, _ end: Int) {
        precondition(start <= end, "a source range cannot end before it starts")
        self.start = start
        self.end = end
    }

    /// An empty range at `offset`, for diagnostics about something missing.
    public static func empty(at offset: Int) -> SourceRange { SourceRange(offset, offset) }

    /// Number of bytes covered.
    public var count: Int { end - start }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(Swift.min(start, other.start), Swift.max(end, other.end))
    }

    /// Whether `offset` lies inside the range.
    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }

    public var description: String { "\(start)..<\(end)" }

    // Encoded as `[start, end]`, compact, as ``ASTDump`` writes it (`ASTDumpTests` holds the dump to these
    // conformances byte for byte).
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let start = try container.decode(Int.self)
        let end = try container.decode(Int.self)
        guard start <= end else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "range ends before it starts")
        }
        self.init(start, end)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(start)
        try container.encode(end)
    }
}

/// A value together with the bytes it was read from.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    public var value: Value
    /// Where it was written.
    public var range: SourceRange

    /// Pairs `value` with `range`.
    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}

extension Located: Encodable where Value: Encodable {
    private enum CodingKeys: String, CodingKey { case value, range }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encode(range, forKey: .range)
    }
}
