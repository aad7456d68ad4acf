import Foundation
import InsetCore
import InsetText

/// `inset-bench check [--n N]`: a generated N-element screen laid out (along one `LayoutChain`, on
/// one core) and checked on every iPhone and iPad environment; prints time per environment, and
/// the ratio to a 100-element run made in the same process, since absolute times on a shared
/// machine mean little.
enum CheckBenchmark {
    /// A settings-like screen: bars, a list of labelled switches, a button row; about `n` elements.
    static func layout(elements n: Int, platform: Platform) -> LayoutDocument {
        var rows: [Element] = []
        let pairs = max(1, (n - 4) / 2)
        for i in 0..<pairs {
            let above = i == 0 ? "safeArea.top + 12" : "label-\(i - 1).bottom + 20"
            rows.append(Element(id: "label-\(i)", role: .text, text: "Setting number \(i)", fontSize: 17,
                                constraints: ["leading == margins.leading", "top == \(above)"]))
            rows.append(Element(id: "switch-\(i)", role: .switch,
                                constraints: ["trailing == margins.trailing", "centerY == label-\(i).centerY"]))
        }
        let edges = ["left == screen.left", "right == screen.right"]
        return LayoutDocument(name: "Bench \(n)", platform: platform, elements: [
            Element(id: "bg", role: .background, constraints: edges + ["top == screen.top", "bottom == screen.bottom"]),
            Element(id: "nav", role: .navigationBar, text: "Settings", constraints: edges + ["top == safeArea.top"]),
            Element(id: "list", role: .list, constraints: edges + ["top == nav.bottom", "bottom == screen.bottom"],
                    children: rows),
            Element(id: "tabs", role: .tabBar, constraints: edges + ["bottom == safeArea.bottom"]),
        ])
    }

    struct Timing {
        var solve: Double
        var check: Double
        var environments: Int
    }

    static func measure(elements n: Int, catalog: DeviceCatalog, measurer: TextMeasurer) throws -> Timing {
        var solve = 0.0, check = 0.0, count = 0
        for platform in [Platform.iOS, .iPadOS] {
            let document = layout(elements: n, platform: platform)
            let envs = try EnvironmentQuery(orientation: .all).environments(for: document, in: catalog)
            let engine = LayoutEngine(measurer: measurer)
            let checker = Checker(engine: engine)
            // One chain, on one core: each environment moved from the one before, as `inset check` does.
            let chain = LayoutChain(engine: engine, document: document)
            for env in envs {
                let t0 = Date()
                let solved = chain.solve(in: env)
                let t1 = Date()
                _ = checker.check(solved, document: document)
                let t2 = Date()
                solve += t1.timeIntervalSince(t0)
                check += t2.timeIntervalSince(t1)
                count += 1
            }
        }
        return Timing(solve: solve / Double(count), check: check / Double(count), environments: count)
    }

    static func run(arguments: [String]) throws {
        var n = 1000
        if let i = arguments.firstIndex(of: "--n"), i + 1 < arguments.count, let v = Int(arguments[i + 1]) { n = v }
        let catalog = try DeviceCatalog.bundled()
        let measurer = PangoTextMeasurer()
        let reference = try measure(elements: 100, catalog: catalog, measurer: measurer)
        let big = try measure(elements: n, catalog: catalog, measurer: measurer)
        let line: [String: Any] = [
            "workload": "check", "N": n, "environments": big.environments,
            "solve_per_environment_s": big.solve, "rules_per_environment_s": big.check,
            "reference_N": 100, "reference_solve_per_environment_s": reference.solve,
            "reference_rules_per_environment_s": reference.check,
            "solve_ratio_to_reference": big.solve / reference.solve,
            "rules_ratio_to_reference": big.check / reference.check,
        ]
        let data = try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
