import Foundation
import XCTest

final class DevicesAndRenderCommandTests: XCTestCase {
    func testDevicesJSONCarriesCliMdsFigures() throws {
        let out = try InsetBinary.run(["devices", "--format", "json"])
        XCTAssertEqual(out.status, 0)
        let list = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as! [[String: Any]]
        let pro = try XCTUnwrap(list.first { $0["id"] as? String == "iphone-14-pro" })
        XCTAssertEqual(pro["points"] as? [Double], [393, 852])
        XCTAssertEqual(pro["pixels"] as? [Double], [1179, 2556])
        XCTAssertEqual(pro["scale"] as? Double, 3)
        XCTAssertEqual((pro["safeArea"] as? [String: Any])?["portrait"] as? [Double], [59, 0, 34, 0])
        XCTAssertEqual((pro["sensorHousing"] as? [String: Any])?["kind"] as? String, "dynamicIsland")
        XCTAssertEqual(pro["statusBar"] as? Double, 54)
        let text = try InsetBinary.run(["devices"])
        XCTAssertTrue(text.stdout.contains("iPhone 14 Pro"))
    }

    func testRenderWritesEachFormat() throws {
        let dir = try InsetBinary.temporaryDirectory()
        for ext in ["png", "svg", "pdf"] {
            let path = dir.appendingPathComponent("out.\(ext)").path
            let out = try InsetBinary.run(["render", InsetBinary.example("photo-viewer.inset.json"), "--device", "iphone-14-pro", "-o", path])
            XCTAssertEqual(out.status, 0, out.stderr)
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            switch ext {
            case "png": XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
            case "pdf": XCTAssertEqual(String(decoding: data.prefix(4), as: UTF8.self), "%PDF")
            default: XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("<svg"))
            }
        }
    }

    func testRenderRefusesAnUnknownFormat() throws {
        let out = try InsetBinary.run(["render", InsetBinary.example("photo-viewer.inset.json"), "--device", "iphone-14-pro", "-o", "/tmp/x.gif"])
        XCTAssertEqual(out.status, 2)
        XCTAssertTrue(out.stderr.contains("-o must end in .png, .svg or .pdf"), out.stderr)
    }

    func testReportCSVAndJSON() throws {
        let dir = try InsetBinary.temporaryDirectory()
        let csv = dir.appendingPathComponent("r.csv").path
        let out = try InsetBinary.run(["report", InsetBinary.example("photo-viewer.inset.json"), "--device", "iphone-14-pro", "-o", csv])
        XCTAssertEqual(out.status, 1, "error findings make the exit status 1, as check's")
        let text = try String(contentsOfFile: csv, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("file,rule,severity,elements,message,device"))
        XCTAssertTrue(text.contains("touch-target-size,error,close,"))
    }
}
