import CGtk

/// The running app (`AdwApplication`): actions, keyboard accelerators and the main loop.
public final class Application: GObjectRef {
    /// `nonUnique` lets several instances run at once (tests, screenshots) without D-Bus activation.
    public init(id: String, nonUnique: Bool = true) {
        adw_init()
        let flags = nonUnique ? G_APPLICATION_NON_UNIQUE : G_APPLICATION_DEFAULT_FLAGS
        super.init(owning: UnsafeMutableRawPointer(adw_application_new(id, flags)))
    }

    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> UInt {
        connect("activate", trampoline: Trampoline.plain, handler)
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    public func run(programName: String) -> Int32 {
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(programName), nil]
        defer { free(argv[0]) }
        return g_application_run(pointer(), 1, &argv)
    }

    public func quit() { g_application_quit(pointer()) }

    public func add(_ action: Action) {
        g_action_map_add_action(opaque, action.opaque)
    }

    /// Keyboard shortcuts for an action, in GTK's syntax (`<Control>o`).
    public func setAccels(_ accels: [String], for action: String) {
        var cStrings: [UnsafePointer<CChar>?] = accels.map { UnsafePointer(strdup($0)) }
        cStrings.append(nil)
        defer { cStrings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        gtk_application_set_accels_for_action(pointer(), action, &cStrings)
    }
}

/// A named command a menu item, a button or a shortcut can trigger (`GSimpleAction`).
public final class Action: GObjectRef {
    public let name: String

    public init(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        self.name = name
        super.init(owning: UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
        connect("activate", trampoline: Trampoline.pointer) { (_: UnsafeMutableRawPointer?) in handler() }
    }

    public var isEnabled: Bool {
        get { g_action_get_enabled(opaque) != 0 }
        set { g_simple_action_set_enabled(opaque, newValue ? 1 : 0) }
    }
}

/// The system's light or dark preference (`AdwStyleManager`).
public final class StyleManager: GObjectRef {
    public static var shared: StyleManager { StyleManager() }

    private init() {
        super.init(retaining: UnsafeMutableRawPointer(adw_style_manager_get_default()))
    }

    public var isDark: Bool { adw_style_manager_get_dark(opaque) != 0 }

    @discardableResult
    public func onDarkChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> UInt {
        onNotify("dark") { [unowned self] in handler(self.isDark) }
    }
}
