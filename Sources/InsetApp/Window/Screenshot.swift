import InsetGtk

/// `inset --screenshot OUT`: once the window has drawn, its own rendering is saved as a PNG.
@MainActor
enum Screenshot {
    /// Frames to let pass after the window maps, so sizes settle and the canvas draws at its final size.
    static let settleFrames = 6

    static func take(of inspectorWindow: InspectorWindow, to path: String, map: String?,
                     done: @escaping @MainActor (Bool) -> Void) {
        let window = inspectorWindow.window
        var frames = 0
        var finished = false
        let finish: @MainActor (Bool) -> Void = { ok in
            guard !finished else { return }
            finished = true
            done(ok)
        }
        let waitForFrames: @MainActor () -> Void = {
            window.addTickCallback {
                // The frames count from when the window has all it should show.
                if inspectorWindow.isSettling { frames = 0; return true }
                frames += 1
                guard frames >= settleFrames else { return true }
                MainLoop.post { finish(inspectorWindow.saveScreenshot(to: path, map: map)) }
                return false
            }
        }
        if window.isMapped { waitForFrames() } else { window.onMap(waitForFrames) }
        // A window that never draws (no display) fails instead of hanging.
        MainLoop.after(milliseconds: 30_000) { finish(false) }
    }
}
