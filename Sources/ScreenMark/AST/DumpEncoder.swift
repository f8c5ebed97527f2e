/// An `Encoder` that writes the dump's JSON directly: keys sorted, two-space indentation, arrays
/// of numbers and empty containers on one line, ` : ` between a key and its value — the layout
/// ``ASTDump`` promises, byte for byte what Foundation's `JSONEncoder` (sorted keys, slashes
/// unescaped) followed by that layout gives.
///
/// Foundation's encoder checks every value for the types it treats specially (dates, data,
/// URLs, decimals) with dynamic casts; the AST holds none of them, and those casts were three
/// quarters of `dump`'s time. This encoder builds a small tree and prints it.
struct DumpEncoder {
    /// A JSON value.
    indirect enum Node {
        case object([(key: String, value: Node)])
        case array([Node])
        case string(String)
        /// A number or a literal (`true`, `false`, `null`), as it is printed.
        case scalar(String, isNumber: Bool)
    }

    /// `value` as the dump's JSON text, without a final newline.
    static func encode(_ value: some Encodable) -> [UInt8] {
        let root = NodeBox()
        // The AST's encodings never throw: they write strings, numbers and ranges.
        try! value.encode(to: NodeEncoder(box: root, codingPath: []))
        var output: [UInt8] = []
        write(root.finished, depth: 0, into: &output)
        return output
    }

    // MARK: - Printing

    private static func write(_ node: Node, depth: Int, into output: inout [UInt8]) {
        switch node {
        case .string(let text): writeString(text, into: &output)
        case .scalar(let text, _): output.append(contentsOf: text.utf8)
        case .object(let members):
            guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }).enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(depth + 1, into: &output)
                writeString(member.key, into: &output)
                output.append(contentsOf: " : ".utf8)
                write(member.value, depth: depth + 1, into: &output)
            }
            newline(depth, into: &output)
            output.append(UInt8(ascii: "}"))
        case .array(let members):
            guard !members.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            let inline = members.allSatisfy { if case .scalar(_, isNumber: true) = $0 { true } else { false } }
            output.append(UInt8(ascii: "["))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(contentsOf: inline ? ", ".utf8 : ",".utf8) }
                if !inline { newline(depth + 1, into: &output) }
                write(member, depth: depth + 1, into: &output)
            }
            if !inline { newline(depth, into: &output) }
            output.append(UInt8(ascii: "]"))
        }
    }

    private static func newline(_ depth: Int, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    /// `text` quoted as Foundation quotes it: `"` and `\` escaped, control characters as `\n`,
    /// `\t`… or `\u00XX`, everything else (slashes and non-ASCII included) as it is.
    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0x08: output.append(contentsOf: "\\b".utf8)
            case 0x0C: output.append(contentsOf: "\\f".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: "\\u00".utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// A number as Foundation prints it: integral values without `.0`.
    static func number(_ value: Double) -> String {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}

// MARK: - The Encoder

/// Where one value's node ends up once encoded.
private final class NodeBox {
    var node: DumpEncoder.Node?
    /// The members of a keyed container, or the elements of an unkeyed one, while they are written.
    var members: [(key: String, value: NodeBox)] = []
    var elements: [NodeBox] = []
    var kind: Kind = .unset
    enum Kind { case unset, keyed, unkeyed, single }

    /// The finished node.
    var finished: DumpEncoder.Node {
        if let node { return node }
        switch kind {
        case .keyed: return .object(members.map { ($0.key, $0.value.finished) })
        case .unkeyed: return .array(elements.map(\.finished))
        case .single, .unset: return node ?? .object([])
        }
    }
}

private struct NodeEncoder: Encoder {
    let box: NodeBox
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        box.kind = .keyed
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        box.kind = .unkeyed
        return UnkeyedNodeContainer(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        box.kind = .single
        return SingleNodeContainer(box: box, codingPath: codingPath)
    }
}

/// How each container turns a value into a node: scalars directly, the rest by encoding them.
private func node(of value: some Encodable, codingPath: [any CodingKey]) throws -> NodeBox {
    let box = NodeBox()
    switch value {
    case let text as String: box.node = .string(text)
    case let flag as Bool: box.node = .scalar(flag ? "true" : "false", isNumber: false)
    case let integer as Int: box.node = .scalar(String(integer), isNumber: true)
    case let number as Double: box.node = .scalar(DumpEncoder.number(number), isNumber: true)
    default: try value.encode(to: NodeEncoder(box: box, codingPath: codingPath))
    }
    box.node = box.finished
    return box
}

/// A scalar's box.
private func leaf(_ node: DumpEncoder.Node) -> NodeBox {
    let box = NodeBox()
    box.node = node
    return box
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: NodeBox
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { box.members.append((key.stringValue, leaf(.scalar("null", isNumber: false)))) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        box.members.append((key.stringValue, try node(of: value, codingPath: codingPath + [key])))
    }

    // The synthesized encodings call these for stored strings, numbers and flags: no cast needed.
    mutating func encode(_ value: String, forKey key: Key) throws { box.members.append((key.stringValue, leaf(.string(value)))) }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        box.members.append((key.stringValue, leaf(.scalar(String(value), isNumber: true))))
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        box.members.append((key.stringValue, leaf(.scalar(DumpEncoder.number(value), isNumber: true))))
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        box.members.append((key.stringValue, leaf(.scalar(value ? "true" : "false", isNumber: false))))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = NodeBox()
        box.members.append((key.stringValue, nested))
        return NodeEncoder(box: nested, codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = NodeBox()
        box.members.append((key.stringValue, nested))
        return NodeEncoder(box: nested, codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let nested = NodeBox()
        box.members.append((key.stringValue, nested))
        return NodeEncoder(box: nested, codingPath: codingPath + [key])
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let box: NodeBox
    var codingPath: [any CodingKey]
    var count: Int { box.elements.count }

    mutating func encodeNil() throws { box.elements.append(leaf(.scalar("null", isNumber: false))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        box.elements.append(try node(of: value, codingPath: codingPath))
    }

    mutating func encode(_ value: String) throws { box.elements.append(leaf(.string(value))) }
    mutating func encode(_ value: Int) throws { box.elements.append(leaf(.scalar(String(value), isNumber: true))) }
    mutating func encode(_ value: Double) throws { box.elements.append(leaf(.scalar(DumpEncoder.number(value), isNumber: true))) }
    mutating func encode(_ value: Bool) throws { box.elements.append(leaf(.scalar(value ? "true" : "false", isNumber: false))) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = NodeBox()
        box.elements.append(nested)
        return NodeEncoder(box: nested, codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = NodeBox()
        box.elements.append(nested)
        return NodeEncoder(box: nested, codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let nested = NodeBox()
        box.elements.append(nested)
        return NodeEncoder(box: nested, codingPath: codingPath)
    }
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
    let box: NodeBox
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { box.node = .scalar("null", isNumber: false) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        box.node = try node(of: value, codingPath: codingPath).node
    }

    mutating func encode(_ value: String) throws { box.node = .string(value) }
    mutating func encode(_ value: Int) throws { box.node = .scalar(String(value), isNumber: true) }
    mutating func encode(_ value: Double) throws { box.node = .scalar(DumpEncoder.number(value), isNumber: true) }
    mutating func encode(_ value: Bool) throws { box.node = .scalar(value ? "true" : "false", isNumber: false) }
}
