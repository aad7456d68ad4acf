@testable import InsetApp
import InsetCore
import InsetRender
import InsetText
import XCTest

/// Zoom, pan and hit-testing arithmetic of the canvas, apart from the widget.
final class CanvasTests: XCTestCase {
    func testFittingScalesDownToTheViewportButNotPastTheCap() {
        let viewport = CanvasViewport()
        XCTAssertEqual(viewport.scale(content: Size(width: 1000, height: 2000), viewport: Size(width: 500, height: 500)), 0.25)
        XCTAssertEqual(viewport.scale(content: Size(width: 100, height: 100), viewport: Size(width: 1000, height: 1000)),
                       CanvasViewport.maxFitZoom)
    }

    func testZoomStepsAndLimits() {
        var viewport = CanvasViewport()
        viewport.zoomIn(from: 0.7)
        XCTAssertFalse(viewport.fitsWindow)
        XCTAssertEqual(viewport.zoom, 0.75)
        viewport.zoomIn(from: 1)
        XCTAssertEqual(viewport.zoom, 1.25)
        viewport.zoomOut(from: 1.25)
        XCTAssertEqual(viewport.zoom, 1)
        viewport.setZoom(100)
        XCTAssertEqual(viewport.zoom, CanvasViewport.maxZoom)
        viewport.zoomIn(from: CanvasViewport.maxZoom)
        XCTAssertEqual(viewport.zoom, CanvasViewport.maxZoom)
        viewport.setZoom(0)
        XCTAssertEqual(viewport.zoom, CanvasViewport.minZoom)
        viewport.fit()
        XCTAssertTrue(viewport.fitsWindow)
        XCTAssertEqual(CanvasViewport.percent(0.666), "67 %")
    }

    func testZoomKeepsThePointUnderThePointerStill() {
        // Content point under the pointer before: (scroll + anchor) / old; after: the same point.
        let anchor = (x: 120.0, y: 80.0), scroll = (x: 40.0, y: 10.0)
        let next = CanvasViewport.scroll(keeping: anchor, scroll: scroll, from: 1, to: 2)
        XCTAssertEqual((next.x + anchor.x) / 2, (scroll.x + anchor.x) / 1, accuracy: 1e-9)
        XCTAssertEqual((next.y + anchor.y) / 2, (scroll.y + anchor.y) / 1, accuracy: 1e-9)
    }

    func testSmallDrawingsAreCentred() {
        let origin = CanvasViewport.origin(content: Size(width: 100, height: 50), scale: 2, area: Size(width: 400, height: 300))
        XCTAssertEqual(origin.x, 100)
        XCTAssertEqual(origin.y, 100)
        let big = CanvasViewport.origin(content: Size(width: 1000, height: 1000), scale: 1, area: Size(width: 400, height: 300))
        XCTAssertEqual(big.x, 0)
        XCTAssertEqual(big.y, 0)
    }

    func testClicksLandOnTheTopmostElementAndOffTheScreenOnNothing() throws {
        let (layout, _) = try RenderTests(name: "solve", testClosure: { _ in }).solve("profile.inset.json", device: "iphone-15-pro")
        let canvas = CanvasLayout(environment: layout.environment, geometry: layout.geometry)
        let hit = CanvasHitTest(canvas: canvas, layout: layout, origin: (30, 20), scale: 0.5)
        let follow = try XCTUnwrap(hit.widgetRect(of: "follow"))
        XCTAssertEqual(hit.element(atWidget: follow.midX, follow.midY), "follow")
        let close = try XCTUnwrap(hit.widgetRect(of: "close"))
        XCTAssertEqual(hit.element(atWidget: close.midX, close.midY), "close", "the button, not the bar under it")
        XCTAssertNil(hit.element(atWidget: 31, 21), "the canvas margin is no element")
        XCTAssertEqual(follow.width, try XCTUnwrap(layout.element(id: "follow")).frame.width * 0.5, accuracy: 1e-9)
    }
}
