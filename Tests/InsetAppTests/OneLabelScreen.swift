import CPangoCairo
import Foundation
import InsetCore
import InsetRender
import InsetText
import XCTest
import InsetTestSupport

/// A screen of one label, laid out on the file's device and drawn as the canvas draws it.
enum OneLabelScreen {
    /// The SVG of a one-label screen, drawn at `scale` device units a point (the canvas's zoom).
    static func svg(label text: String, font: String, constraints size: String, attributes: String = "",
                    pointSize: Int = 14, scale: Double = 1) throws -> String {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" text="\(text)" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="l">
                                        <rect key="frame" x="20" y="100" width="80" height="17"/>
                                        <fontDescription key="fontDescription" type="\(font)" pointSize="\(pointSize)"/>
                                        <constraints>\(size)</constraints>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="l" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="a"/>
                                    <constraint firstItem="l" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="52" id="b"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let file = try LayoutFile.decode(bytes: Array(xml.utf8), path: "Fit.storyboard")
        let screen = try XCTUnwrap(file.screens.first)
        let environment = try XCTUnwrap(try EnvironmentQuery(devices: ["authored"])
            .environments(for: screen, in: DeviceCatalog.bundled()).first)
        let layout = LayoutEngine(measurer: PangoTextMeasurer()).solve(screen.document, in: environment)
        let drawing = CanvasDrawing(layout: layout, findings: [], options: OverlayOptions(safeArea: false, findings: false))
        let path = Scratch.root.appendingPathComponent("fit-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        if scale == 1 {
            try drawing.writeSVG(to: path)
        } else {
            let surface = cairo_svg_surface_create(path, drawing.size.width * scale, drawing.size.height * scale)!
            let cr = cairo_create(surface)!
            drawing.draw(cr: cr, scale: scale)
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        return try String(contentsOfFile: path, encoding: .utf8)
    }
}
