@testable import InsetCore
import XCTest

/// The patch `inset fix --dry-run` prints: what `diff -u` prints for the same change.
final class UnifiedDiffTests: XCTestCase {
    func testAChangedLineGetsAHunkWithThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(UnifiedDiff.make(old, new, path: "a.json"), """
            --- a/a.json
            +++ b/a.json
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    func testChangesFarApartGetHunksOfTheirOwnAndAddedLinesCount() {
        let old = (1...20).map { "l\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "l2\n", with: "l2\nnew\n").replacingOccurrences(of: "l19\n", with: "")
        let diff = UnifiedDiff.make(old, new, path: "x")
        XCTAssertTrue(diff.contains("@@ -1,5 +1,6 @@\n l1\n l2\n+new\n l3\n l4\n l5\n"), diff)
        XCTAssertTrue(diff.contains("@@ -16,5 +17,4 @@\n l16\n l17\n l18\n-l19\n l20\n"), diff)
    }

    func testNoChangeIsNoDiff() {
        XCTAssertEqual(UnifiedDiff.make("a\nb\n", "a\nb\n", path: "x"), "")
    }
}
