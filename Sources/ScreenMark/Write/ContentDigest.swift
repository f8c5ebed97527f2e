/// A 128-bit digest of a run's inputs: XXH64 (the published algorithm, 8 bytes a step) under two
/// seeds. Not cryptographic — nothing here guards against someone forging a collision, and
/// nothing needs to: it tells whether a person's edit, a new tool or a moved file changed what
/// a run reads, and an accidental match of 128 bits is out of reach.
///
/// Fields are added with their length, so `("ab", "c")` and `("a", "bc")` differ.
public struct ContentDigest: Sendable {
    private var bytes: [UInt8] = []

    /// An empty digest.
    public init() {}

    /// Adds `field`, prefixed by its length.
    public mutating func add<Bytes: Collection>(_ field: Bytes) where Bytes.Element == UInt8 {
        var count = UInt64(field.count)
        withUnsafeBytes(of: &count) { bytes += $0 }
        bytes += field
    }

    /// Adds the UTF-8 of `text`.
    public mutating func add(_ text: String) {
        add(text.utf8)
    }

    /// 32 lowercase hex digits.
    public var hex: String {
        bytes.withUnsafeBytes { buffer in
            [UInt64(0), 0x5CAB_1E5E_ED00_0001].map { seed in
                let hex = String(Self.xxh64(buffer, seed: seed), radix: 16)
                return String(repeating: "0", count: 16 - hex.count) + hex
            }.joined()
        }
    }

    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87, prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9, prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { value << count | value >> (64 - count) }

    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    private static func merge(_ accumulator: UInt64, _ value: UInt64) -> UInt64 {
        (accumulator ^ round(0, value)) &* prime1 &+ prime4
    }

    /// XXH64 of `data` (https://github.com/Cyan4973/xxHash/blob/dev/doc/xxhash_spec.md).
    static func xxh64(_ data: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let count = data.count
        var offset = 0
        func word(_ at: Int) -> UInt64 { UInt64(littleEndian: data.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        var hash: UInt64
        if count >= 32 {
            var lanes = (seed &+ prime1 &+ prime2, seed &+ prime2, seed, seed &- prime1)
            while offset + 32 <= count {
                lanes.0 = round(lanes.0, word(offset))
                lanes.1 = round(lanes.1, word(offset + 8))
                lanes.2 = round(lanes.2, word(offset + 16))
                lanes.3 = round(lanes.3, word(offset + 24))
                offset += 32
            }
            hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
            hash = merge(merge(merge(merge(hash, lanes.0), lanes.1), lanes.2), lanes.3)
        } else {
            hash = seed &+ prime5
        }
        hash = hash &+ UInt64(count)
        while offset + 8 <= count {
            hash = rotate(hash ^ round(0, word(offset)), 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            let half = UInt64(UInt32(littleEndian: data.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            hash = rotate(hash ^ (half &* prime1), 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash = rotate(hash ^ (UInt64(data[offset]) &* prime5), 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash = hash &* prime2
        hash ^= hash >> 29
        hash = hash &* prime3
        hash ^= hash >> 32
        return hash
    }
}
