/// A rectangle in points, origin at the top left, y growing downwards (UIKit's convention).
public struct Rect: Hashable, Codable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when `other` lies inside this rectangle, allowing `tolerance` points of rounding.
    public func contains(_ other: Rect, tolerance: Double = 0.01) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    public func contains(x px: Double, y py: Double) -> Bool {
        px >= minX && px <= maxX && py >= minY && py <= maxY
    }

    public func inset(by insets: Insets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: max(0, width - insets.left - insets.right),
             height: max(0, height - insets.top - insets.bottom))
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// `[x, y, width, height]`, the form the file format and the JSON output use.
    public var array: [Double] { [x, y, width, height] }

    public init?(array: [Double]) {
        guard array.count == 4 else { return nil }
        self.init(x: array[0], y: array[1], width: array[2], height: array[3])
    }

    /// Spelt into one buffer: many a finding's message quotes a rectangle.
    public var description: String {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(48)
        Self.append(x, to: &out)
        out.append(UInt8(ascii: ",")); out.append(UInt8(ascii: " "))
        Self.append(y, to: &out)
        out.append(UInt8(ascii: ",")); out.append(UInt8(ascii: " "))
        Self.append(width, to: &out)
        out.append(UInt8(ascii: ",")); out.append(UInt8(ascii: " "))
        Self.append(height, to: &out)
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }

    /// Points with at most two decimals and no trailing zeros: `44`, `16.5`, `133.33`.
    public static func format(_ value: Double) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(24)
        append(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `format`'s text, in bytes: whole hundredths by integer arithmetic, digit by digit, since
    /// every finding's message goes through here and `String(format:)`, then interpolation,
    /// cost more than the rule that made the message.
    static func append(_ value: Double, to out: inout [UInt8]) {
        let hundredths = (value * 100).rounded()
        let rounded = hundredths / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 {
            let whole = Int(rounded)
            if whole < 0 { out.append(UInt8(ascii: "-")) }
            out.appendDecimal(UInt64(abs(whole)))
            return
        }
        guard hundredths.isFinite, abs(hundredths) < 1e15 else {
            var s = String(format: "%.2f", rounded)
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
            out.append(contentsOf: s.utf8)
            return
        }
        let cents = Int(hundredths)
        let whole = abs(cents) / 100, fraction = abs(cents) % 100
        if cents < 0 { out.append(UInt8(ascii: "-")) }
        out.appendDecimal(UInt64(whole))
        out.append(UInt8(ascii: "."))
        if fraction % 10 == 0 {
            out.appendDecimal(UInt64(fraction / 10))
        } else {
            if fraction < 10 { out.append(UInt8(ascii: "0")) }
            out.appendDecimal(UInt64(fraction))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(array)
    }

    public init(from decoder: Decoder) throws {
        let values = try decoder.singleValueContainer().decode([Double].self)
        guard let rect = Rect(array: values) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: tr("a rectangle is [x, y, width, height]")))
        }
        self = rect
    }
}

/// Distances in from each edge, as UIKit's `UIEdgeInsets`. Encoded `[top, left, bottom, right]`.
public struct Insets: Hashable, Codable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public static let zero = Insets()

    public var array: [Double] { [top, left, bottom, right] }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(array)
    }

    public init(from decoder: Decoder) throws {
        let v = try decoder.singleValueContainer().decode([Double].self)
        guard v.count == 4 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: tr("insets are [top, left, bottom, right]")))
        }
        self.init(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}

/// A width and height in points. Encoded `[width, height]`.
public struct Size: Hashable, Codable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) { self.width = width; self.height = height }

    public var transposed: Size { Size(width: height, height: width) }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode([width, height])
    }

    public init(from decoder: Decoder) throws {
        let v = try decoder.singleValueContainer().decode([Double].self)
        guard v.count == 2 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: tr("a size is [width, height]")))
        }
        self.init(width: v[0], height: v[1])
    }
}
