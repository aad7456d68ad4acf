import Cassowary
import Foundation

/// UIKit satisfies constraints in priority order: a 751 outweighs any number of 750s a layout
/// would trade against it. Cassowary weighs them, so each priority a document uses gets a weight
/// several times the one below it (within the range the solver holds exactly), rather than
/// `Strength(priority:)`'s 2.8 % a step.
struct PriorityScale: Sendable {
    private let levels: [Double]
    private let weights: [Double]

    /// `levels`: the priorities below 1000 the document uses, in any order.
    init(levels: [Double]) {
        let sorted = Array(Set(levels.filter { $0 > 0 && $0 < 1000 } + [1, 250, 750, 999])).sorted()
        // At most 10⁸ between the lowest and the highest, at least 3× a step.
        let step = max(3, min(10, pow(1e8, 1 / Double(max(1, sorted.count - 1)))))
        self.levels = sorted
        self.weights = sorted.indices.map { pow(step, Double($0)) }
    }

    func strength(_ priority: Double) -> Strength {
        guard priority < 1000 else { return .required }
        guard priority > 0 else { return Strength(weight: 0) }
        // A priority the document didn't declare (an edit) sits between its neighbours.
        let upper = levels.firstIndex { $0 >= priority } ?? levels.count
        if upper < levels.count, levels[upper] == priority { return Strength(weight: weights[upper]) }
        if upper == 0 { return Strength(weight: weights[0] * priority / levels[0]) }
        if upper == levels.count { return Strength(weight: weights[upper - 1] * 2) }
        let t = (priority - levels[upper - 1]) / (levels[upper] - levels[upper - 1])
        return Strength(weight: weights[upper - 1] * pow(weights[upper] / weights[upper - 1], t))
    }
}
