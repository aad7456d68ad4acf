import InsetCore

/// The software keyboard as iOS draws it: letter rows, shift and delete, the space bar row.
struct Keyboard {
    let rect: Rect
    /// Room kept under the keys for the globe and dictation keys on Home-indicator devices.
    let bottomBand: Double
    /// The keys stay inside the safe area's sides (clear of a landscape notch); the backdrop doesn't.
    let sideInsets: (left: Double, right: Double)
    let palette: Palette
    let painter: Painter

    private static let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]

    func draw() {
        painter.fill(rect, palette.keyboardBackground)
        let keysArea = Rect(x: rect.x + sideInsets.left, y: rect.y + 6,
                            width: rect.width - sideInsets.left - sideInsets.right, height: rect.height - 6 - bottomBand)
        let rowHeight = keysArea.height / 4
        let side = 3.0, gap = min(6.0, rect.width * 0.015)
        let keyWidth = (keysArea.width - 2 * side - 9 * gap) / 10
        let keyHeight = rowHeight * 0.80
        let letter = Painter.TextStyle(size: min(24, keyHeight * 0.52), color: palette.label, alignment: .center)

        func key(_ r: Rect, _ title: String?, special: Bool = false) {
            painter.fill(r.offsetBy(dx: 0, dy: 1), palette.keyShadow, radius: 5)
            painter.fill(r, special ? palette.specialKey : palette.key, radius: 5)
            if let title {
                var style = letter
                if title.count > 1 { style.size = min(16, keyHeight * 0.36) }
                painter.text(title, in: r, style)
            }
        }

        for (i, row) in Keyboard.rows.enumerated() {
            let y = keysArea.y + Double(i) * rowHeight + (rowHeight - keyHeight) / 2
            let count = Double(row.count)
            var x = keysArea.x + (keysArea.width - count * keyWidth - (count - 1) * gap) / 2
            if i == 2 {
                let wide = keyWidth * 1.35
                key(Rect(x: keysArea.x + side, y: y, width: wide, height: keyHeight), "⇧", special: true)
                key(Rect(x: keysArea.maxX - side - wide, y: y, width: wide, height: keyHeight), "⌫", special: true)
            }
            for ch in row {
                key(Rect(x: x, y: y, width: keyWidth, height: keyHeight), String(ch))
                x += keyWidth + gap
            }
        }
        let y = keysArea.y + 3 * rowHeight + (rowHeight - keyHeight) / 2
        let small = keyWidth * 2 + gap
        let returnWidth = keyWidth * 2.5
        key(Rect(x: keysArea.x + side, y: y, width: small, height: keyHeight), "123", special: true)
        let spaceX = keysArea.x + side + small + gap
        key(Rect(x: spaceX, y: y, width: keysArea.maxX - side - returnWidth - gap - spaceX, height: keyHeight), "space")
        key(Rect(x: keysArea.maxX - side - returnWidth, y: y, width: returnWidth, height: keyHeight), "return", special: true)
    }
}
