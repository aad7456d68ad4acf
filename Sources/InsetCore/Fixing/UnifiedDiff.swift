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

    /// The shortest edit script, from the longest common subsequence of lines (after the common
    /// head and tail, which a fix leaves as they were).
    static func script(_ a: [String], _ b: [String]) -> [Op] {
        var head = 0
        while head < a.count && head < b.count && a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head && tail < b.count - head && a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let x = Array(a[head..<(a.count - tail)]), y = Array(b[head..<(b.count - tail)])
        // lcs[i][j]: the longest common subsequence of x[i...] and y[j...].
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in stride(from: x.count - 1, through: 0, by: -1) {
            for j in stride(from: y.count - 1, through: 0, by: -1) {
                lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var ops: [Op] = (0..<head).map { Op(kind: .same, text: a[$0], oldLine: $0, newLine: $0) }
        var i = 0, j = 0
        while i < x.count || j < y.count {
            if i < x.count && j < y.count && x[i] == y[j] {
                ops.append(Op(kind: .same, text: x[i], oldLine: head + i, newLine: head + j)); i += 1; j += 1
            } else if i < x.count && (j == y.count || lcs[i + 1][j] >= lcs[i][j + 1]) {
                // Removals before additions, as diff writes them.
                ops.append(Op(kind: .removed, text: x[i], oldLine: head + i, newLine: head + j)); i += 1
            } else {
                ops.append(Op(kind: .added, text: y[j], oldLine: head + i, newLine: head + j)); j += 1
            }
        }
        for k in 0..<tail {
            ops.append(Op(kind: .same, text: a[a.count - tail + k], oldLine: a.count - tail + k, newLine: b.count - tail + k))
        }
        return ops
    }
}
