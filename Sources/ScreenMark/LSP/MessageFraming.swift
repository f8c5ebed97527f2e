import Foundation

/// The base protocol's framing: each JSON-RPC message is preceded by a header,
/// `Content-Length: N\r\n` (and optionally `Content-Type: …\r\n`), then a blank line, then N bytes
/// of UTF-8 JSON.
///
/// The reader is fed whatever bytes arrive (a pipe hands them over in chunks of any size) and
/// yields each whole message once its last byte is in. A header it cannot read is skipped up to
/// the blank line that ends it and reported, not thrown: one bad frame must not end the session.
public struct MessageFraming: Sendable {
    /// What one call of ``next()`` found.
    public enum Frame: Equatable, Sendable {
        /// A message's body.
        case message([UInt8])
        /// A header without a usable `Content-Length`, skipped: what was wrong.
        case malformed(String)
    }

    /// Bytes received and not yet taken.
    private var buffer: [UInt8] = []
    /// Where the unread part of ``buffer`` starts (the buffer is compacted when it has grown).
    private var start = 0

    /// An empty reader.
    public init() {}

    /// Adds bytes as they arrive.
    public mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
    }

    /// The next whole frame, or `nil` when more bytes are needed.
    public mutating func next() -> Frame? {
        guard let headerEnd = find(Self.headerTerminator, from: start) else { return nil }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        let bodyStart = headerEnd + Self.headerTerminator.count
        guard let length = Self.contentLength(in: header) else {
            consume(upTo: bodyStart)
            return .malformed("a header without a valid Content-Length: \(header.debugDescription)")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        consume(upTo: bodyStart + length)
        return .message(body)
    }

    /// `body` framed for sending.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// The blank line after the header fields.
    private static let headerTerminator: [UInt8] = Array("\r\n\r\n".utf8)

    /// The value of the `Content-Length` field (names are case-insensitive), if it is a
    /// non-negative number no larger than a message could sensibly be (1 GiB).
    static func contentLength(in header: String) -> Int? {
        // `\r\n` is one Character to Swift: split on what is a line break, not on "\r" or "\n".
        for line in header.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            guard let length = Int(parts[1].trimmingCharacters(in: .whitespaces)), length >= 0, length <= 1 << 30 else {
                return nil
            }
            return length
        }
        return nil
    }

    private mutating func consume(upTo offset: Int) {
        start = offset
        // Compacted only once the dead part is large, so a run of small messages copies little.
        if start > 65_536, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    private func find(_ needle: [UInt8], from offset: Int) -> Int? {
        guard buffer.count >= needle.count else { return nil }
        var index = offset
        while index + needle.count <= buffer.count {
            if buffer[index] == needle[0], buffer[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
