/// Dynamic Type sizes, with the body text size UIKit uses at each (17 pt at the default, Large).
public enum TextSize: String, Codable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case AX1, AX2, AX3, AX4, AX5

    public static let `default` = TextSize.large

    /// Body style point size at this setting (Apple's Dynamic Type size table, "Body" row).
    public var bodySize: Double {
        switch self {
        case .xSmall: return 14
        case .small: return 15
        case .medium: return 16
        case .large: return 17
        case .xLarge: return 19
        case .xxLarge: return 21
        case .xxxLarge: return 23
        case .AX1: return 28
        case .AX2: return 33
        case .AX3: return 40
        case .AX4: return 47
        case .AX5: return 53
        }
    }

    /// How much a font size written for Large grows at this setting.
    public var scale: Double { bodySize / TextSize.large.bodySize }

    /// Parses the CLI's spelling, ignoring case (`xxxLarge`, `ax3`).
    public init?(argument: String) {
        guard let match = TextSize.allCases.first(where: {
            $0.rawValue.lowercased() == argument.lowercased()
        }) else { return nil }
        self = match
    }
}
