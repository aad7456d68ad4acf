import XCTest
@testable import InsetCore

/// The sweep that spares pairwise rules a double loop must miss no pair that is close vertically,
/// and hand pairs over in the double loop's order, so findings come out as before.
final class NearPairsTests: XCTestCase {
    func testEveryVerticallyClosePairIsACandidateInLoopOrder() {
        var generator = SeededGenerator(seed: 3)
        for round in 0..<50 {
            let frames = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
                Rect(x: Double.random(in: 0...300, using: &generator), y: Double.random(in: 0...800, using: &generator),
                     width: Double.random(in: 0...80, using: &generator), height: Double.random(in: 0...60, using: &generator))
            }
            let distance = [0.0, 8, 20].randomElement(using: &generator)!
            let candidates = NearPairs.candidates(frames, within: distance)
            let found = Set(candidates.map { "\($0.0),\($0.1)" })
            for i in frames.indices {
                for j in frames.indices where j > i {
                    let dy = max(frames[i].minY, frames[j].minY) - min(frames[i].maxY, frames[j].maxY)
                    if dy < distance { XCTAssertTrue(found.contains("\(i),\(j)"), "round \(round): \(i), \(j)") }
                }
            }
            XCTAssertEqual(candidates.map { [$0.0, $0.1] }, candidates.map { [$0.0, $0.1] }.sorted { $0.lexicographicallyPrecedes($1) })
            XCTAssertEqual(found.count, candidates.count, "no pair twice")
        }
    }

    func testAListOfRowsComparesOnlyNeighbours() {
        let frames = (0..<500).map { Rect(x: 300, y: Double($0) * 44, width: 51, height: 31) }
        XCTAssertEqual(NearPairs.candidates(frames, within: 8).count, 0, "rows 13 pt apart are not within 8 pt")
        XCTAssertEqual(NearPairs.candidates(frames, within: 20).count, 499)
    }
}
