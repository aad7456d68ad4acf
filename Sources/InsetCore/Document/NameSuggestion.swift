/// Finds the name a designer most likely meant, so a typo's message can say "did you mean …?".
public enum NameSuggestion {
    /// The candidate closest to `word` (case-insensitive, transpositions counted once), or nil
    /// when none is close enough to be a plausible typo.
    public static func nearest<S: Sequence<String>>(to word: String, among candidates: S) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        guard !typed.isEmpty, typed.count <= 64 else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let target = Array(candidate.lowercased().unicodeScalars)
            let allowed = max(1, min(3, target.count / 3))
            guard abs(target.count - typed.count) <= allowed else { continue }
            let distance = editDistance(typed, target)
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// ` (did you mean "x"?)`, or nothing when no candidate is close.
    public static func hint<S: Sequence<String>>(for word: String, among candidates: S) -> String {
        nearest(to: word, among: candidates).map { tr(" (did you mean \"{suggestion}\"?)", ["suggestion": $0]) } ?? ""
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours each cost one.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
