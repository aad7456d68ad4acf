/// A drag on a long generated screen, timed step by step, for `inset-bench` and the tests.
public enum DragBenchmark {
    /// How each step finds the layout.
    public enum Method: String, Sendable, CaseIterable {
        /// Applies the move to the document and solves it afresh: the reference a live step is measured against.
        case resolve
        /// A `DragSession` step: edit variables in the constraint system kept for the drag.
        case live
    }

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
    /// `each` sees every step's layout, outside the time.
    public static func run(rows: Int = 500, steps: Int = 20, engine: LayoutEngine, environment: Environment,
                           method: Method = .live,
                           each: (SolvedLayout) -> Void = { _ in }) throws(EditError) -> [Duration] {
        let document = rowsLayout(rows: rows)
        let id = "label\(rows / 2)"
        var session: DragSession?
        if method == .live {
            session = try DragSession(document: document, elementID: id, environment: environment, engine: engine)
        }
        let clock = ContinuousClock()
        var times: [Duration] = []
        for step in 1...max(1, steps) {
            let began = clock.now
            let layout: SolvedLayout
            if let session {
                layout = try session.drag(dx: 0, dy: Double(step))
            } else {
                let move = EditCommand.move(element: id, dx: 0, dy: Double(step), in: environment)
                layout = engine.solve(try move.applied(to: document), in: environment)
            }
            times.append(clock.now - began)
            each(layout)
        }
        return times
    }
}
