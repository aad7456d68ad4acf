import Foundation
import InsetCore
import InsetText

/// `inset-bench import [--scenes S] [--views V]`: a storyboard of S scenes of V views read and laid
/// out on every iPhone and iPad environment (both orientations, every split), against the same
/// screens written as S inset/1 files, in the same process; the ratio is what to read.
enum ImportBenchmark {
    /// Scene `s`'s views as (id, role, text, constraint) rows: a header label, then rows of a
    /// label and a switch, chained down the margins.
    static func rows(scene s: Int, views: Int) -> [(id: String, role: Role, text: String?, constraints: [String])] {
        var out: [(id: String, role: Role, text: String?, constraints: [String])] = []
        out.append(("s\(s)-title", .text, "Scene \(s)", ["leading == margins.leading", "trailing == margins.trailing", "top == safeArea.top + 16"]))
        var above = "s\(s)-title"
        var i = 0
        while out.count < views {
            let label = "s\(s)-l\(i)", toggle = "s\(s)-t\(i)"
            out.append((label, .text, "Setting number \(i)", ["leading == margins.leading", "top == \(above).bottom + 16"]))
            if out.count < views { out.append((toggle, .switch, nil, ["trailing == margins.trailing", "centerY == \(label).centerY"])) }
            above = label
            i += 1
        }
        return out
    }

    static func storyboard(scenes: Int, views: Int) -> String {
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait"/>
            <scenes>

        """
        let attribute = ["leading": "leading", "trailing": "trailing", "top": "top", "centerY": "centerY"]
        for s in 0..<scenes {
            let rows = rows(scene: s, views: views)
            var subviews = "", constraints = ""
            for (n, row) in rows.enumerated() {
                let tag = row.role == .switch ? "switch" : "label"
                let text = row.text.map { " text=\"\($0)\"" } ?? ""
                subviews += "<\(tag) translatesAutoresizingMaskIntoConstraints=\"NO\"\(text) id=\"\(row.id)\"><rect key=\"frame\" x=\"16\" y=\"\(n * 30)\" width=\"100\" height=\"21\"/><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/></\(tag)>\n"
                for (k, c) in row.constraints.enumerated() {
                    // "leading == margins.leading" → first leading, second root leadingMargin.
                    let parts = c.split(separator: " ")
                    let first = attribute[String(parts[0])]!
                    let rhs = parts[2].split(separator: ".")
                    let constant = parts.count > 4 ? " constant=\"\(parts[4])\"" : ""
                    let second: String
                    switch rhs[0] {
                    case "margins": second = "secondItem=\"s\(s)-root\" secondAttribute=\"\(rhs[1])Margin\""
                    case "safeArea": second = "secondItem=\"s\(s)-safe\" secondAttribute=\"\(rhs[1])\""
                    default: second = "secondItem=\"\(rhs[0])\" secondAttribute=\"\(rhs[1])\""
                    }
                    constraints += "<constraint firstItem=\"\(row.id)\" firstAttribute=\"\(first)\" \(second)\(constant) id=\"s\(s)-c\(n)-\(k)\"/>\n"
                }
            }
            xml += """
            <scene sceneID="s\(s)-scene"><objects>
            <viewController title="Scene \(s)" id="s\(s)-vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="s\(s)-root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
            \(subviews)</subviews>
            <viewLayoutGuide key="safeArea" id="s\(s)-safe"/>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <constraints>
            \(constraints)</constraints>
            </view></viewController></objects></scene>

            """
        }
        return xml + "    </scenes>\n</document>\n"
    }

    /// The same screens as inset/1 files: a background filling the screen holding the rows.
    static func insetFiles(scenes: Int, views: Int) throws -> [Data] {
        try (0..<scenes).map { s in
            let children = rows(scene: s, views: views).map { Element(id: $0.id, role: $0.role, text: $0.text, fontSize: $0.text == nil ? nil : 17, constraints: $0.constraints) }
            let root = Element(id: "s\(s)-root", role: .background,
                               constraints: ["left == screen.left", "width == screen.width", "top == screen.top", "bottom == screen.bottom"],
                               children: children)
            return try LayoutDocument(name: "Scene \(s)", platform: .iOS, elements: [root]).encoded()
        }
    }

    static func run(arguments: [String]) throws {
        func value(_ flag: String, _ fallback: Int) -> Int {
            guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count, let v = Int(arguments[i + 1]) else { return fallback }
            return v
        }
        let scenes = value("--scenes", 50), views = value("--views", 40)
        let catalog = try DeviceCatalog.bundled()
        let engine = LayoutEngine(measurer: PangoTextMeasurer())
        let xml = Array(storyboard(scenes: scenes, views: views).utf8)
        let files = try insetFiles(scenes: scenes, views: views)
        var query = EnvironmentQuery(orientation: .all, split: .all)
        query.devices = catalog.devices(for: .iOS).map(\.id) + catalog.devices(for: .iPadOS).map(\.id)
        let environments = try query.environments(for: LayoutDocument(name: "", platform: .iOS), in: catalog)

        func layOut(_ screens: [LayoutScreen]) -> Int {
            var frames = 0
            for screen in screens { frames += engine.solve(screen.document, in: environments).reduce(0) { $0 + $1.elements.count } }
            return frames
        }
        // Warm the text measurer's caches and the code paths once, untimed.
        _ = layOut(Array(try LayoutFile.decode(bytes: xml, path: "Bench.storyboard").screens.prefix(1)))

        let t0 = Date()
        let ib = try LayoutFile.decode(bytes: xml, path: "Bench.storyboard").screens
        let t1 = Date()
        let ibFrames = layOut(ib)
        let t2 = Date()
        let json = try files.enumerated().flatMap { i, data in try LayoutFile.decode(bytes: [UInt8](data), path: "scene-\(i).inset.json").screens }
        let t3 = Date()
        let jsonFrames = layOut(json)
        let t4 = Date()
        let parseIB = t1.timeIntervalSince(t0), solveIB = t2.timeIntervalSince(t1)
        let parseJSON = t3.timeIntervalSince(t2), solveJSON = t4.timeIntervalSince(t3)
        print(String(format: "import: %d scenes x %d views, %d environments (every iPhone and iPad, both orientations, every split)", scenes, views, environments.count))
        print(String(format: "  storyboard: read %.3f s, laid out %.2f s (%d frames)", parseIB, solveIB, ibFrames))
        print(String(format: "  inset/1:    read %.3f s, laid out %.2f s (%d frames)", parseJSON, solveJSON, jsonFrames))
        print(String(format: "  ratio storyboard / inset/1: %.2f (reading alone %.2f)", (parseIB + solveIB) / (parseJSON + solveJSON), parseIB / parseJSON))
    }
}
