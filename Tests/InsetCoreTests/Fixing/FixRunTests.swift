import Foundation
@testable import InsetCore
import XCTest
import InsetTestSupport

/// `inset fix` as a library: what it applies, what it leaves and why, and what it writes.
final class FixRunTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data/examples")

    private func fixer(devices: [String] = [], rules: Set<String> = []) -> FixRun {
        FixRun(check: CheckRun(query: EnvironmentQuery(devices: devices), catalog: RuleHarness.catalog,
                               measurer: RuleHarness.measurer), rules: rules)
    }

    private func copy(_ name: String) throws -> String {
        let dir = Scratch.root.appendingPathComponent("inset-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let target = dir.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Self.examples.appendingPathComponent(name), to: target)
        return target.path
    }

    private func errors(_ findings: [Finding]) -> Int { findings.filter { $0.severity == .error }.count }

    func testFixesLowerTheErrorsAndSavingRewritesOnlyTheLinesTheyChange() throws {
        let path = try copy("photo-viewer.inset.json")
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let fixer = fixer(devices: ["iphone-14-pro"])
        let original = fixer.check.check(path)
        let outcome = fixer.fix(path)
        XCTAssertFalse(outcome.applied.isEmpty)
        XCTAssertLessThan(errors(outcome.result.findings), errors(original.findings))
        XCTAssertEqual(Set(outcome.applied.map(\.rule)).isSuperset(of: ["touch-target-size", "safe-area"]), true)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), before, "fixing alone writes nothing")

        try FixRun.save(outcome)
        let after = try String(contentsOfFile: path, encoding: .utf8)
        let old = before.split(separator: "\n", omittingEmptySubsequences: false)
        let new = after.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(old.count, new.count, "constraints written on one line stay on one line")
        let changed = zip(old, new).filter { $0 != $1 }
        XCTAssertFalse(changed.isEmpty)
        XCTAssertTrue(changed.allSatisfy { $0.0.contains("\"constraints\"") && $0.1.contains("\"constraints\"") },
                      "only constraint lines change: \(changed)")
        // What was saved reads back to the layout the check saw.
        let reloaded = fixer.check.check(path)
        XCTAssertEqual(reloaded.findings.count, outcome.result.findings.count)
    }

    func testContradictingFixesAreSkippedWithTheOtherNamed() throws {
        let outcome = fixer(devices: ["iphone-14-pro"]).fix(try copy("photo-viewer.inset.json"))
        let skipped = try XCTUnwrap(outcome.skipped.first { $0.fix.elementID == "close" && $0.rule == "rtl-mirroring" })
        XCTAssertTrue(skipped.reason.contains("contradicts another fix of \"close\""), skipped.reason)
        XCTAssertTrue(skipped.reason.contains("safe-area"), skipped.reason)
        XCTAssertFalse(outcome.applied.contains { $0.fix.elementID == "close" && $0.rule == "rtl-mirroring" })
    }

    func testOnlyTheRulesNamedAreFixed() throws {
        let outcome = fixer(devices: ["iphone-14-pro"], rules: ["touch-target-size"]).fix(try copy("photo-viewer.inset.json"))
        XCTAssertEqual(outcome.applied.map(\.rule), ["touch-target-size"])
        XCTAssertTrue(outcome.skipped.isEmpty)
    }

    func testAFixFoundInEveryEnvironmentIsAppliedOnce() throws {
        let outcome = fixer().fix(try copy("photo-viewer.inset.json"))
        let touch = outcome.applied.filter { $0.rule == "touch-target-size" }
        XCTAssertEqual(touch.count, 1)
        XCTAssertGreaterThan(touch[0].environments.count, 10, "found on every iPhone, applied once")
    }

    func testAStoryboardIsFixedInItsXMLAndWhatCantBeWrittenIsSkippedWithTheReason() throws {
        let path = try copy("sign-in.storyboard")
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let fixer = fixer(devices: ["iphone-15-pro"])
        let original = fixer.check.checkScreens(path)
        let outcome = fixer.fix(path)
        XCTAssertEqual(outcome.results.map { $0.screen?.name }, ["Sign In", "Settings"])
        XCTAssertTrue(outcome.applied.contains { $0.rule == "touch-target-size" && $0.fix.elementID == "inf-00-001" })
        let cell = try XCTUnwrap(outcome.skipped.first { $0.fix.elementID == "lbl-00-002" })
        XCTAssertTrue(cell.reason.contains("same cell"), cell.reason)
        XCTAssertLessThanOrEqual(outcome.results.map { errors($0.findings) }.reduce(0, +),
                                 original.map { errors($0.findings) }.reduce(0, +))

        try FixRun.save(outcome)
        let after = try String(contentsOfFile: path, encoding: .utf8)
        let diff = after.components(separatedBy: "\n").difference(from: before.components(separatedBy: "\n"))
        let changed = diff.compactMap { change -> String? in
            if case .insert(_, let line, _) = change { return line.trimmingCharacters(in: .whitespaces) }
            return nil
        }
        // The constraints' constants, and the frame as Xcode's Update Frames writes it: 22 pt
        // wider to the left (its trailing edge is pinned), centred in the 44 pt row.
        XCTAssertEqual(changed, [#"<rect key="frame" x="253" y="0" width="44" height="44"/>"#,
                                 #"<constraint firstAttribute="width" constant="44" id="c24-00-001"/>"#,
                                 #"<constraint firstAttribute="height" constant="44" id="c25-00-001"/>"#])
        XCTAssertEqual(diff.removals.count, 3)
        let reread = fixer.check.checkScreens(path)
        XCTAssertEqual(reread.flatMap(\.errors), [])
        XCTAssertFalse(reread.flatMap(\.findings).contains { $0.rule == "touch-target-size" && $0.elements == ["inf-00-001"] })
    }

    func testAXibIsFixedInItsXMLToo() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="Ce1-ll-001" userLabel="Player Bar">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Pl1-ay-001">
                            <rect key="frame" x="16" y="15" width="30" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="Pw1-aa-001"/>
                                <constraint firstAttribute="height" constant="30" id="Ph1-aa-002"/>
                            </constraints>
                            <state key="normal" image="play.fill"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Pl1-ay-001" firstAttribute="leading" secondItem="Ce1-ll-001" secondAttribute="leading" constant="16" id="Pl1-aa-003"/>
                        <constraint firstItem="Pl1-ay-001" firstAttribute="centerY" secondItem="Ce1-ll-001" secondAttribute="centerY" id="Pc1-aa-004"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """
        let dir = Scratch.root.appendingPathComponent("inset-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("PlayerBar.xib").path
        try Data(xib.utf8).write(to: URL(fileURLWithPath: path))
        let fixer = fixer(devices: ["authored"], rules: ["touch-target-size"])
        let outcome = fixer.fix(path)
        XCTAssertEqual(outcome.results.flatMap(\.errors), [])
        XCTAssertEqual(outcome.applied.map(\.fix.elementID), ["Pl1-ay-001"])
        try FixRun.save(outcome)
        let after = try String(contentsOfFile: path, encoding: .utf8)
        let added = after.components(separatedBy: "\n").difference(from: xib.components(separatedBy: "\n")).insertions.compactMap {
            if case .insert(_, let line, _) = $0 { return line.trimmingCharacters(in: .whitespaces) }
            return nil
        }
        // The glyph button has a size of its own, so the fix lets it grow past 44 pt.
        XCTAssertEqual(added, [#"<rect key="frame" x="16" y="8" width="44" height="44"/>"#,
                               #"<constraint firstAttribute="width" relation="greaterThanOrEqual" constant="44" id="Pw1-aa-001"/>"#,
                               #"<constraint firstAttribute="height" relation="greaterThanOrEqual" constant="44" id="Ph1-aa-002"/>"#])
    }

    func testSceneNamesPickWhichScenesAreFixed() throws {
        var fixer = fixer(devices: ["iphone-15-pro"])
        fixer.check.scenes = ["Sign In"]
        let outcome = fixer.fix(try copy("sign-in.storyboard"))
        XCTAssertEqual(outcome.results.map { $0.screen?.name }, ["Sign In"])
        XCTAssertFalse(outcome.applied.contains { $0.fix.elementID == "inf-00-001" }, "the Settings scene is left alone")
        fixer.check.scenes = ["Nowhere"]
        XCTAssertTrue(fixer.fix(try copy("sign-in.storyboard")).results.first?.errors.first?.contains("no scene \"Nowhere\"") == true)
    }

    /// The promise of `inset fix` on every example, in every environment of each: never more
    /// error findings, never a new unsatisfiable or ambiguous layout, and the file it writes reads back.
    func testFixingEveryExampleNeverMakesItWorse() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
            .filter { $0.hasSuffix(".inset.json") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 10)
        var fixedAny = false
        for name in names {
            let path = try copy(name)
            let fixer = fixer()
            let before = fixer.check.check(path)
            let outcome = fixer.fix(path)
            XCTAssertEqual(outcome.result.errors, [], name)
            XCTAssertLessThanOrEqual(errors(outcome.result.findings), errors(before.findings), name)
            let broken = { (f: [Finding]) in Set(f.filter { ["unsatisfiable-layout", "ambiguous-layout"].contains($0.rule) }.flatMap(\.elements)) }
            XCTAssertTrue(broken(outcome.result.findings).isSubset(of: broken(before.findings)), name)
            try FixRun.save(outcome)
            let reread = fixer.check.check(path)
            XCTAssertEqual(reread.errors, [], name)
            XCTAssertEqual(errors(reread.findings), errors(outcome.result.findings), name)
            fixedAny = fixedAny || !outcome.applied.isEmpty
        }
        XCTAssertTrue(fixedAny, "some example has something to fix")
    }
}
