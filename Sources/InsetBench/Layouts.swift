import Cassowary

/// One view's frame variables, as kiwi_bench.py names them.
struct View {
    let left: Variable, top: Variable, width: Variable, height: Variable

    init(_ index: Int) {
        left = Variable("l\(index)")
        top = Variable("t\(index)")
        width = Variable("w\(index)")
        height = Variable("h\(index)")
    }
}

/// The constraint systems of kiwi_bench.py, built in its order with its strengths.
struct Layout {
    let containerWidth = Variable("cw")
    var views: [View] = []
    var constraints: [Constraint] = []

    /// `chain_constraints`: a horizontal chain whose widths prefer 100 (medium).
    static func chain(_ n: Int) -> Layout {
        var layout = Layout()
        layout.views = (0..<n).map(View.init)
        for (i, v) in layout.views.enumerated() {
            layout.constraints.append(v.width >= 44)
            layout.constraints.append(v.height >= 44)
            layout.constraints.append((v.width == 100) | .medium)
            if i == 0 {
                layout.constraints.append(v.left == 0)
            } else {
                let p = layout.views[i - 1]
                layout.constraints.append(v.left == p.left + p.width + 8)
            }
            layout.constraints.append(v.top == 20)
        }
        let last = layout.views[n - 1]
        layout.constraints.append(last.left + last.width <= layout.containerWidth)
        return layout
    }

    /// `fill_constraints`: a fill-equally row as a stack view builds it.
    static func fill(_ n: Int) -> Layout {
        var layout = Layout()
        layout.views = (0..<n).map(View.init)
        let w0 = layout.views[0].width
        for (i, v) in layout.views.enumerated() {
            if i > 0 { layout.constraints.append(v.width == w0) }
            layout.constraints += [v.width >= 44, v.height >= 44, v.top == 20]
            if i == 0 {
                layout.constraints += [v.left == 0, (v.width == 100) | .medium]
            } else {
                let p = layout.views[i - 1]
                layout.constraints.append(v.left == p.left + p.width + 8)
            }
        }
        let last = layout.views[n - 1]
        layout.constraints.append(last.left + last.width <= layout.containerWidth)
        return layout
    }

    /// Columns of `grid_constraints`: ceil(sqrt(n)).
    static func gridColumns(_ n: Int) -> Int {
        var columns = 0
        while columns * columns < n { columns += 1 }
        return columns
    }

    /// `grid_constraints`: equal-width cells in rows and columns; `tiedHeights` adds `grid_tied`'s ties.
    static func grid(_ n: Int, tiedHeights: Bool) -> Layout {
        var layout = Layout()
        let cols = gridColumns(n)
        let cw = layout.containerWidth
        layout.constraints.append(cw == Double(cols * 108 + 8))
        for k in 0..<n {
            let (r, c) = k.quotientAndRemainder(dividingBy: cols)
            let v = View(k)
            layout.views.append(v)
            layout.constraints += [v.width >= 44, v.height >= 44, (v.height == 60) | .medium]
            if c == 0 {
                layout.constraints.append(v.left == 8)
            } else {
                let p = layout.views[k - 1]
                layout.constraints += [v.left == p.left + p.width + 8, v.width == p.width]
                if tiedHeights { layout.constraints.append(v.height == p.height) }
            }
            if r == 0 {
                layout.constraints.append(v.top == 8)
            } else {
                let a = layout.views[k - cols]
                layout.constraints += [v.top == a.top + a.height + 8, v.width == a.width]
                if tiedHeights { layout.constraints.append(v.height == a.height) }
            }
            if c == cols - 1 { layout.constraints.append(v.left + v.width + 8 == cw) }
        }
        return layout
    }
}
