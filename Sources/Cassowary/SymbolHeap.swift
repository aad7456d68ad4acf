/// A binary min-heap of 32-bit keys, so the simplex finds its lowest-numbered candidate without a scan.
struct SymbolHeap {
    private var keys: [Int32] = []

    var min: Int32? { keys.first }

    mutating func push(_ key: Int32) {
        keys.append(key)
        var child = keys.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if keys[parent] <= key { break }
            keys[child] = keys[parent]
            child = parent
        }
        keys[child] = key
    }

    @discardableResult
    mutating func popMin() -> Int32? {
        guard let top = keys.first else { return nil }
        let last = keys.removeLast()
        if keys.isEmpty { return top }
        var parent = 0
        let count = keys.count
        while true {
            var child = 2 * parent + 1
            if child >= count { break }
            if child + 1 < count && keys[child + 1] < keys[child] { child += 1 }
            if last <= keys[child] { break }
            keys[parent] = keys[child]
            parent = child
        }
        keys[parent] = last
        return top
    }
}
