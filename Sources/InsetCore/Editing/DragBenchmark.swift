/// A drag on a long generated screen, timed step by step, for `inset-bench` and the tests.
public enum DragBenchmark {
    /// A settings list: `rows` rows of a label and a switch, each row below the one before, so
    /// 2 × `rows` elements whose every frame depends on the rows above.
    public static func rowsLayout(rows: Int) -> LayoutDocument {
        var elements: [Element] = []
        for row in 0..<rows {
            let top = row == 0 ? "top == safeArea.top + 8" : "top == label\(row - 1).bottom + 12"
            elements.append(Element(id: "label\(row)", role: .text, text: "Setting \(row)", fontSize: 17,
                                    constraints: ["leading == margins.leading", top]))
            elements.append(Element(id: "switch\(row)", role: .switch,
                                    constraints: ["trailing == margins.trailing", "centerY == label\(row).centerY"]))
        }
        return LayoutDocument(name: "Rows", platform: .iOS, elements: elements)
    }

    /// Drags the middle row's label down one point a step, `steps` times; the time of each step.
    public static func run(rows: Int = 500, steps: Int = 20, engine: LayoutEngine,
                           environment: Environment) throws(EditError) -> [Duration] {
        let session = try DragSession(document: rowsLayout(rows: rows), elementID: "label\(rows / 2)",
                                      environment: environment, engine: engine)
        let clock = ContinuousClock()
        var times: [Duration] = []
        for step in 1...max(1, steps) {
            let began = clock.now
            try session.drag(dx: 0, dy: Double(step))
            times.append(clock.now - began)
        }
        return times
    }
}
