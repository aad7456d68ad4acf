/// The unified diff (`diff -u`) of two texts, for `inset fix --dry-run`: what a review or a
/// `patch` reads.
public enum UnifiedDiff {
    public static func make(_ old: String, _ new: String, path: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let ops = script(a, b)
        guard ops.contains(where: { $0.kind != .same }) else { return "" }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        // Hunks: changes with up to `context` same lines around them, merged when the same lines
        // between two changes are no more than twice that.
        let changes = ops.indices.filter { ops[$0].kind != .same }
        var groups: [[Int]] = []
        for index in changes {
            if let last = groups.last?.last, index - last - 1 <= 2 * context { groups[groups.count - 1].append(index) }
            else { groups.append([index]) }
        }
        for group in groups {
            let hunk = ops[max(0, group.first! - context)..<min(ops.count, group.last! + 1 + context)]
            let oldCount = hunk.filter { $0.kind != .added }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            let oldStart = hunk.first!.oldLine + (oldCount == 0 ? 0 : 1)
            let newStart = hunk.first!.newLine + (newCount == 0 ? 0 : 1)
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for op in hunk {
                switch op.kind {
                case .same: out += " " + op.text + "\n"
                case .removed: out += "-" + op.text + "\n"
                case .added: out += "+" + op.text + "\n"
                }
            }
        }
        return out
    }

    struct Op {
        enum Kind { case same, removed, added }
        var kind: Kind
        var text: String
        /// Lines of each text before this one (0-based places).
        var oldLine: Int
        var newLine: Int
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The shortest edit script (the standard library's `difference`, Myers's algorithm: time and
    /// memory grow with the lines changed, not with the file), removals before additions.
    static func script(_ a: [String], _ b: [String]) -> [Op] {
        var removed = Set<Int>(), added = Set<Int>()
        for change in b.difference(from: a) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): added.insert(offset)
            }
        }
        var ops: [Op] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, removed.contains(i) {
                ops.append(Op(kind: .removed, text: a[i], oldLine: i, newLine: j)); i += 1
            } else if j < b.count, added.contains(j) {
                ops.append(Op(kind: .added, text: b[j], oldLine: i, newLine: j)); j += 1
            } else {
                ops.append(Op(kind: .same, text: a[i], oldLine: i, newLine: j)); i += 1; j += 1
            }
        }
        return ops
    }
}
