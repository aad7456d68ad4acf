extension Device {
    /// The canvas Interface Builder drew a file on that names no device: Xcode 6 and 7's 600×600
    /// "any width, any height" square, or a file's own size. A Home-button iPhone's screen with
    /// a 20 pt status bar (what those Xcodes drew), at that size. The square is regular in both
    /// directions, so the `compact` variations, which an any/any canvas doesn't show, stay out;
    /// a canvas narrower than 600 pt is an iPhone's, compact in width, and in height too where it
    /// is wider than tall and shorter than 480 pt.
    static func interfaceBuilderCanvas(_ size: Size, in catalog: DeviceCatalog) -> Device? {
        guard var canvas = catalog.device(id: "iphone-se-4-inch"), size.width > 0, size.height > 0 else { return nil }
        canvas.id = "interface-builder-canvas"
        canvas.name = tr("Interface Builder canvas {width}×{height}", ["width": IBFormat.number(size.width), "height": IBFormat.number(size.height)])
        canvas.points = size
        canvas.pixels = Size(width: size.width * canvas.scale, height: size.height * canvas.scale)
        let classes = SizeClassPair(horizontal: size.width < 600 ? .compact : .regular, vertical: size.height < min(size.width, 480) ? .compact : .regular)
        canvas.sizeClasses = PerOrientation(portrait: classes, landscape: classes)
        // A canvas wider than tall (a cell's xib, 320 × 44) is that size on its side: portrait
        // would stand it up, 44 × 320, and put its views off its screen.
        canvas.orientations = [size.width > size.height ? .landscape : .portrait]
        canvas.aliases = nil
        canvas.widgetSizes = nil
        canvas.keyboard = nil
        canvas.sources = ["the canvas of an Interface Builder file that names no device, from its root views' frames"]
        return canvas
    }
}
