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
}
