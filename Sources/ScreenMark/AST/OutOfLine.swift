/// A value kept behind one reference, so that the struct holding it stays small.
///
/// An element's targets are large (a presentation, a link with its text, file, fragment and
/// ranges) but most elements have none: stored inline they made every element three times
/// its size, and every copy of it (rules read elements by the hundred thousand) as slow. Out of
/// line, a missing target costs one null pointer. The value is immutable: a change stores a
/// new box, so the wrapper keeps value semantics.
public struct OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    /// Boxes `value`.
    public init(_ value: Value) { box = Box(value) }

    /// The value.
    public var value: Value { box.value }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
