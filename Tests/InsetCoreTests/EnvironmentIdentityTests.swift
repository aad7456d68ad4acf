import XCTest
@testable import InsetCore

/// Environments are dictionary keys when findings are grouped and twins are matched: one whose
/// device was changed in place must find, and be found as, an environment made with that device.
final class EnvironmentIdentityTests: XCTestCase {
    let catalog = try! DeviceCatalog.bundled()

    func testAnEnvironmentWhoseDeviceChangedHashesAsOneMadeWithThatDevice() throws {
        let device = try XCTUnwrap(catalog.device(id: "iphone-14-pro"))
        let shared = Environment(device: device)
        var changed = shared
        changed.device.points = Size(width: 400, height: 900)
        var wider = device
        wider.points = Size(width: 400, height: 900)
        let made = Environment(device: wider)

        XCTAssertEqual(changed, made)
        XCTAssertEqual(changed.hashValue, made.hashValue)
        XCTAssertEqual(Set([made]).contains(changed), true)
        // The copy it was made from keeps its own device, and its own place in a set.
        XCTAssertEqual(shared.device.points, device.points)
        XCTAssertNotEqual(shared, changed)
        XCTAssertEqual(Set([shared, changed, made]).count, 2)
    }

    func testFindingsGroupByEnvironmentWhateverCopyTheyHold() throws {
        let devices = ["iphone-14-pro", "iphone-se-4-inch"].compactMap { catalog.device(id: $0) }
        let all = devices.map { Environment(device: $0) }
        // A finding holding a copy made afresh, not the one checked, still falls in its environment.
        let copy = Environment(device: try XCTUnwrap(catalog.device(id: "iphone-se-4-inch")))
        let finding = Finding(rule: "touch-target-size", severity: .error, message: "small",
                              elements: ["close"], rect: Rect(x: 0, y: 0, width: 30, height: 30), environment: copy)
        var checked = finding
        checked.environment = all[1]
        let groups = FindingGroup.group([finding], among: all)
        XCTAssertEqual(groups.count, 1)
        XCTAssertEqual(groups[0].whereItHappens, FindingGroup.group([checked], among: all)[0].whereItHappens)
        XCTAssertEqual(groups[0].whereItHappens, "only on devices with a Home button")
    }
}
