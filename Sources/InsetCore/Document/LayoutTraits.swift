/// What UIKit knows of a view beyond inset/1's basics: priorities, intrinsic sizes the file
/// gives, line limits, layout margins, Dynamic Type styles, autoresizing and stack arrangement.
/// The Interface Builder reader fills it in; nil everywhere keeps inset/1's behaviour.
public struct LayoutTraits: Hashable, Sendable {
    /// Content hugging per axis (UIKit's default 250).
    public var hugging = AxisPair(horizontal: 250, vertical: 250)
    /// Compression resistance per axis (UIKit's default 750).
    public var compressionResistance = AxisPair(horizontal: 750, vertical: 750)
    /// The intrinsic size the file gives (an image's size, `placeholderIntrinsicWidth`), used
    /// instead of measuring; an axis set to `.none` has no intrinsic size at all.
    public var intrinsicWidth: IntrinsicValue?
    public var intrinsicHeight: IntrinsicValue?
    /// A label's `numberOfLines`: 1 keeps one line, 0 wraps without limit, n wraps to n lines.
    /// Nil is inset/1's text, which wraps.
    public var numberOfLines: Int?
    /// A Dynamic Type text style: the font size follows the text size. Nil with `fixedFont`
    /// true is a font of a fixed point size, which doesn't scale.
    public var textStyle: TextStyle?
    public var fixedFont = false
    /// The font's weight, 100 (thin) to 900 (black); nil is regular (400).
    public var fontWeight: Int?
    /// How the text lines up within its frame (`textAlignment` of a label, field or text view);
    /// nil is the natural alignment, from the leading edge.
    public var textAlignment: TextAlignment?
    /// A project font's line metrics (Interface Builder files that ship their fonts), or those of a
    /// font iOS ships that Inset knows (`otherFont`, `AppleFonts`); nil is the system font's.
    public var fontMetrics: FontLineMetrics?
    /// That font's file, to measure its text with.
    public var fontFile: String?
    /// A font named in the file (Helvetica Neue, Avenir) that the project doesn't ship: measured
    /// as the system font is, without SF Pro's own glyph widths (`SFProGlyphs`).
    public var otherFont = false
    /// In such a font, the advance of Chinese and Japanese characters in ems where it is known
    /// and not the system's: Apple SD Gothic Neo sets them at its Hangul's 0.866 em.
    public var fullWidthEm: Double?
    /// Padding around a button's title, per side (`contentEdgeInsets`); nil is the default.
    public var contentInsets: EdgeInsets?
    /// The element's own layout margins (UIKit's default is 8 on every side).
    public var layoutMargins: EdgeInsets?
    /// Its side margins are the screen's (16 or 20 pt), as a table cell's content view takes
    /// its table's; top and bottom stay `layoutMargins`'.
    public var systemSideMargins = false
    /// For a cell a xib holds on its own: the width of the table it stands for (its own), whose
    /// side margins it takes: 20 pt from 414 pt wide, else 16, whatever the device.
    public var sideMarginsWidth: Double?
    /// For such a cell, the side margins Xcode drew on an iPhone under 390 pt wide, whatever the
    /// cell's width: 15 pt in Xcode 11, 16 from Xcode 12. Nil: by its width, as Xcode 10 drew.
    public var smallPhoneSideMargin: Double?
    /// For a cell of a table that isn't its controller's own view, drawn by Xcode 9.1 to 11: the
    /// side margins it took below a large iPhone (15 pt, as the table's separators), where a
    /// table view controller's cells take the screen's.
    public var tableSideMargin: Double?
    /// Side margins the file sets on a view whose sides are the system's: they are kept where
    /// wider than the system's (left and right are read).
    public var sideMarginsFloor: EdgeInsets?
    /// UIKit's `preservesSuperviewLayoutMargins`: where its superview's margins reach further
    /// in than its own, they are its margins. These are its distances to its superview's edges,
    /// as drawn (left to right); an edge left infinite takes nothing from the superview there.
    public var preservedOffsets: EdgeInsets?
    /// Its superview is a root view whose margins are the screen's (16 or 20 pt at the sides,
    /// the safe area above and below), not a margin of its own.
    public var preservesScreenMargins = false
    /// A cell's content view beside an accessory (a disclosure indicator, a checkmark): its
    /// trailing margin is 8 pt, as Xcode's recorded frames show, not its table's.
    public var besideAccessory = false
    /// Its margins lie inside its safe area, as UIKit's `insetsLayoutMarginsFromSafeArea` has
    /// them: where it reaches under a bar or the screen's edge, they are pushed in as far.
    public var marginsInsideSafeArea = false
    /// A page sheet's card: the safe area inside it is the one Xcode's canvas drew, where the
    /// device gives one (`Device.canvasSheetInsets`).
    public var pageSheet = false
    /// A view placed by its frame and autoresizing mask rather than by constraints.
    public var autoresizing: Autoresizing?
    /// A `UIStackView`: its visible children are arranged by the constraints UIKit makes.
    public var stack: StackArrangement?
    /// UIKit's `isHidden` outside a stack view: still laid out (others may be placed against it)
    /// but not drawn, so neither it nor what it holds is shown or checked.
    public var hiddenInPlace = false
    /// UIKit's `alignmentRectInsets`: constraints place a rectangle this far inside the frame
    /// (a switch draws 2 pt past its trailing edge), given for left-to-right.
    public var alignmentInsets: EdgeInsets?
    /// The size the file records, for an arranged view of a proportional stack: UIKit weighs a
    /// view without a content size of its own by its current frame, which is this at first.
    public var recordedSize: Size?
    /// A length kept, below every other priority, where nothing else sets it: the cross length
    /// of a plain view a stack arranges without filling (UIKit holds it at 0 there, Xcode's
    /// canvas at the frame it had, which the file records).
    public var keptWidth: Double?
    public var keptHeight: Double?
    /// Where Xcode drew the view in its parent. Where its constraints leave it free (an ambiguous
    /// layout, or several equally good ones), Interface Builder's canvas keeps it there, as a
    /// solver does that starts from the frames it has.
    public var drawnFrame: Rect?
    /// A UILabel: without text (in the language shown) its intrinsic size is zero both ways,
    /// which its hugging holds.
    public var flatWhenEmpty = false
    /// Where set, the side of the square an empty label is instead: Xcode's canvas draws a
    /// one-line label without text 50 × 50 where a stack view arranges it.
    public var emptySide: Double?
    /// A text view that doesn't scroll keeps a line's height, inside its insets, with no text.
    public var lineWhenEmpty = false
    /// A legacy UIButton's title, sized in whole points: its line's full height and its width
    /// rounded up, as Xcode records such buttons (149 of 162 heights in batches 14 to 16).
    public var wholePointTitle = false
    /// A legacy UIButton's background image: the button is at least its size, whatever its title.
    public var backgroundSize: Size?
    /// A scroll view's `contentInsetAdjustmentBehavior` as it works out here: where the view lies
    /// under the bars or past the safe area, what it scrolls starts inside it at rest. Nil: never.
    public var contentInsetAdjustment: ContentInsetAdjustment?

    public init() {}
}

/// Which of a scroll view's edges UIKit insets its content at (`adjustedContentInset`).
public enum ContentInsetAdjustment: Hashable, Sendable {
    /// Top and bottom where the content is taller than the view (`.scrollableAxes`).
    case whereItScrolls
    /// Top and bottom whatever the content (`.automatic` for a view controller's scroll view in
    /// a navigation controller, or one that always bounces).
    case vertical
    /// Every edge (`.always`).
    case always
}

public struct AxisPair: Hashable, Sendable {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) { self.horizontal = horizontal; self.vertical = vertical }
}

public enum IntrinsicValue: Hashable, Sendable {
    case none
    case points(Double)
}

public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static func all(_ v: Double) -> EdgeInsets { EdgeInsets(top: v, left: v, bottom: v, right: v) }
    /// Each side the larger of this one's and `floor`'s.
    func atLeast(_ floor: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(top, floor.top), left: max(left, floor.left), bottom: max(bottom, floor.bottom), right: max(right, floor.right))
    }
}

/// UIKit's `autoresizingMask` with the frame it applies to and the size of the superview the
/// frame was recorded in: when the superview is another size, the flexible parts share the
/// difference in proportion to their recorded sizes, as UIKit's autoresizing does.
public struct Autoresizing: Hashable, Sendable {
    public var flexibleLeft = false, flexibleWidth = false, flexibleRight = false
    public var flexibleTop = false, flexibleHeight = false, flexibleBottom = false
    /// The frame relative to the superview, and the superview's size, as recorded.
    public var frame: Rect
    public var parentSize: Size

    /// For a list's cells and headers: the list's top in the screen as recorded. UIKit insets a
    /// table's content by the part of the safe area it lies under (`adjustedContentInset`), so
    /// rows start below the bars; the frame is in content coordinates.
    public var listTop: Double?

    public init(frame: Rect, parentSize: Size) { self.frame = frame; self.parentSize = parentSize }

    /// How far a list's content moves down below the safe area's top.
    public static func contentInset(listTop: Double, safeAreaTop: Double) -> Double { max(0, safeAreaTop - listTop) }

    /// The position and size along one axis as `base + fraction × growth` of the superview.
    public func axis(horizontal: Bool) -> (position: Double, positionShare: Double, size: Double, sizeShare: Double) {
        let start = horizontal ? frame.minX : frame.minY
        let size = horizontal ? frame.width : frame.height
        let parent = horizontal ? parentSize.width : parentSize.height
        let end = parent - start - size
        let flex = horizontal ? (flexibleLeft, flexibleWidth, flexibleRight) : (flexibleTop, flexibleHeight, flexibleBottom)
        let parts = [(flex.0, start), (flex.1, size), (flex.2, end)]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty else { return (start, 0, size, 0) }
        let total = flexible.map { max(0, $0.1) }.reduce(0, +)
        func share(_ i: Int) -> Double {
            guard parts[i].0 else { return 0 }
            return total > 0 ? max(0, parts[i].1) / total : 1 / Double(flexible.count)
        }
        return (start, share(0), size, share(1))
    }
}

/// A stack view's arrangement, as `UIStackView` reads its properties.
public struct StackArrangement: Hashable, Sendable {
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }
    public var vertical: Bool
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    public var baselineRelative: Bool
    public var marginsRelative: Bool

    public init(vertical: Bool = false, distribution: Distribution = .fill, alignment: Alignment = .fill,
                spacing: Double = 0, baselineRelative: Bool = false, marginsRelative: Bool = false) {
        self.vertical = vertical; self.distribution = distribution; self.alignment = alignment
        self.spacing = spacing; self.baselineRelative = baselineRelative; self.marginsRelative = marginsRelative
    }
}

/// UIKit's Dynamic Type text styles, with their sizes at the default text size ("Large").
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    public var defaultSize: Double {
        switch self {
        case .largeTitle: return 34
        case .title1: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption1: return 12
        case .caption2: return 11
        }
    }

    /// Points from one line's baseline to the next at the default size, from the typography
    /// table of Apple's Human Interface Guidelines: a multi-line label in a text style is set this
    /// far apart, as Xcode's frames of them show (four lines of Body 86⅓ pt tall, not 81⅓).
    public var defaultLeading: Double {
        switch self {
        case .largeTitle: return 41
        case .title1: return 34
        case .title2: return 28
        case .title3: return 25
        case .headline, .body: return 22
        case .callout: return 21
        case .subheadline: return 20
        case .footnote: return 18
        case .caption1: return 16
        case .caption2: return 13
        }
    }

    /// The size on `platform`: Apple TV sets its styles for a screen across the room. Xcode's
    /// canvas records single-line labels in 15 tvOS files at these sizes' line heights (Title 1
    /// 91 pt, Title 3 58, Headline 46, Subhead 35, Caption 1 30, Caption 2 28).
    public func defaultSize(on platform: Platform) -> Double {
        guard platform == .tvOS else { return defaultSize }
        switch self {
        case .largeTitle, .title1: return 76
        case .title2: return 57
        case .title3: return 48
        case .headline: return 38
        case .callout: return 31
        case .body, .subheadline: return 29
        case .caption1: return 25
        case .footnote, .caption2: return 23
        }
    }
}

/// UIKit's `NSTextAlignment`, as Interface Builder writes it: left and right stay put in a
/// right-to-left language, natural and justified follow it.
public enum TextAlignment: String, Sendable, Hashable {
    case natural, left, center, right, justified
}
