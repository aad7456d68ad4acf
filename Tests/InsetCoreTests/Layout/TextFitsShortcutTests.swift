import XCTest
@testable import InsetText
import InsetCore

/// Text that fits its width is not measured again at each width (a check meets the same label
/// at a dozen widths): it keeps the size it has unwrapped. That must be the size Pango gives
/// wrapping it there, in every script and with its own line breaks and spaces.
final class TextFitsShortcutTests: XCTestCase {
    func testTextThatFitsMeasuresAsPangoWrapsIt() {
        let measurer = PangoTextMeasurer()
        let texts = ["Setting number 12", "Buy now ", " Leading space", "Two\nlines", "주문하기 버튼", "اشترِ الآن",
                     "注文する", "Ünïcödé — dash…", "a", "Tab\there", "Trailing\n"]
        for text in texts {
            for (size, weight) in [(17.0, 400), (12.0, 600), (34.0, 700)] {
                let unwrapped = measurer.measure(text, fontSize: size, weight: weight, maxWidth: nil)
                for width in [unwrapped.width, unwrapped.width + 0.5, unwrapped.width + 40, 1000] {
                    XCTAssertEqual(measurer.measure(text, fontSize: size, weight: weight, maxWidth: width),
                                   measurer.wrappedByPango(text, fontSize: size, weight: weight, maxWidth: width),
                                   "\(text) at \(size) pt, \(width) pt wide")
                }
                // Narrower than the text, it wraps (or is as Pango gives it) as before.
                let narrow = max(1, unwrapped.width / 2)
                XCTAssertEqual(measurer.measure(text, fontSize: size, weight: weight, maxWidth: narrow),
                               measurer.wrappedByPango(text, fontSize: size, weight: weight, maxWidth: narrow))
            }
        }
    }
}
