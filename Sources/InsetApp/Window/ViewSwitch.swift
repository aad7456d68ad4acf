import InsetCore
import InsetGtk

/// The header bar's linked "Canvas | All Devices" pair: which view of the layout the window shows.
@MainActor
final class ViewSwitch {
    let root = Box(.horizontal)
    private let canvas = ToggleButton(iconName: "phone-apple-iphone-symbolic", label: tr("_Canvas"))
    private let grid = ToggleButton(iconName: "view-grid-symbolic", label: tr("_All Devices"))
    private var updating = false
    /// The person switched views.
    var onChange: ((WindowView) -> Void)?

    init() {
        root.addCSSClass("linked")
        root.name = "view-switch"
        canvas.tooltip = tr("The layout on one device (Ctrl+G switches)")
        grid.tooltip = tr("The layout on every device, with each one’s problems (Ctrl+G switches)")
        grid.join(canvas)
        canvas.isActive = true
        root.append(canvas)
        root.append(grid)
        for (button, view) in [(canvas, WindowView.canvas), (grid, .grid)] {
            button.onToggled { [unowned self] active in
                guard active, !self.updating else { return }
                self.onChange?(view)
            }
        }
    }

    /// Shows `view` as chosen, without telling `onChange`.
    func show(_ view: WindowView) {
        updating = true
        (view == .grid ? grid : canvas).isActive = true
        updating = false
    }
}
