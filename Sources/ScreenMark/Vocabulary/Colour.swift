import Foundation

/// A colour written `#RRGGBB`, as a bar's `tint`: what the rules need of it is whether it is dark.
public struct Colour: Hashable, Sendable {
    /// The red, green and blue components, 0–255.
    public let red: UInt8, green: UInt8, blue: UInt8

    /// Reads `#RRGGBB` (six hexadecimal digits, either case); `nil` for anything else.
    public init?(hex text: String) {
        let digits = Array(text.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var components: [UInt8] = []
        for pair in stride(from: 1, to: 7, by: 2) {
            guard let high = Self.value(of: digits[pair]), let low = Self.value(of: digits[pair + 1]) else { return nil }
            components.append(high << 4 | low)
        }
        (red, green, blue) = (components[0], components[1], components[2])
    }

    /// `#RRGGBB` in capitals, as the AST dump and messages write it.
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        return "#" + String([red, green, blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    /// Its relative luminance, 0 (black) to 1 (white), as WCAG computes it over sRGB.
    public var luminance: Double {
        func linear(_ component: UInt8) -> Double {
            let value = Double(component) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio of text of this colour on `background`, 1 to 21 (WCAG).
    public func contrast(on background: Colour) -> Double {
        let (lighter, darker) = (max(luminance, background.luminance), min(luminance, background.luminance))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// White and black.
    public static let white = Colour(hex: "#FFFFFF")!, black = Colour(hex: "#000000")!

    private static func value(of digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
