import Foundation

/// `map` over every core: the results in the items' order, whatever order they finish in.
enum ParallelMap {
    static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    static func map<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        var results = [R?](repeating: nil, count: items.count)
        let lock = NSLock()
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: items.count) { i in
                let r = transform(items[i])
                lock.lock()
                results[i] = r
                lock.unlock()
            }
        }
        return results.map { $0! }
    }

    /// `map` with one worker per element of `workers` (state only it touches, such as a
    /// `LayoutChain`): worker k takes items k, k + n, k + 2n… in order. Results in the items' order.
    static func interleaved<W, T, R>(_ items: [T], _ workers: [W], _ transform: (W, T) -> R) -> [R] {
        let n = workers.count
        let parts = map(Array(0..<min(n, items.count))) { k in
            stride(from: k, to: items.count, by: n).map { transform(workers[k], items[$0]) }
        }
        return items.indices.map { parts[$0 % n][$0 / n] }
    }
}
