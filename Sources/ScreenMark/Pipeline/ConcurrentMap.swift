import Foundation

extension Array where Element: Sendable {
    /// `map` on all cores, results in order. For pure transforms of independent items: the
    /// result is the same whatever order they finish in.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = ConcurrentResults<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.set(index, transform(self[index]))
        }
        return results.values
    }
}

/// Results filled in from several threads, each index once.
private final class ConcurrentResults<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
