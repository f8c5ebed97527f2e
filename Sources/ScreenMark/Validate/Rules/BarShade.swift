/// How dark a bar is drawn: what the status bar's content over it, and the info buttons on it,
/// must stand out from. One answer for every rule that asks, so a tinted bar is judged by its
/// tint everywhere.
enum BarShade: Equatable {
    /// Only dark content reads on it.
    case light
    /// Only light content reads on it.
    case dark
    /// A tint in between, where white and black both read (Twitter's blue, Vine's green).
    case mid

    /// Below this contrast ratio text cannot be read at the status bar's size; apps shipped white
    /// on tints of 2.4:1, so only what falls short of 2:1 is called unreadable.
    static let readable = 2.0

    /// The shade of a navigation bar, search bar or toolbar in `profile`: its tint's, where the app
    /// tints it (`tint: #5DBB63`); otherwise `black` is dark, and the default style is light in
    /// iOS 7 and blue — dark — in 2010.
    init(of bar: Region, in profile: HIGProfile) {
        if let tint = bar.tint {
            switch (Colour.white.contrast(on: tint) >= Self.readable, Colour.black.contrast(on: tint) >= Self.readable) {
            case (true, true): self = .mid
            case (true, false): self = .dark
            case (false, _): self = .light
            }
        } else if bar.choice("style", as: BarStyle.self) == .black {
            self = .dark
        } else {
            switch profile {
            case .ios7: self = .light
            case .iphone2010: self = .dark
            }
        }
    }

    /// How a message names the bar's colour: `black` or `light`, or its tint.
    static func words(for bar: Region, _ shade: BarShade) -> String {
        if let tint = bar.tint { return "`\(tint.hex)`" }
        switch shade {
        case .dark: return "black"
        case .light, .mid: return "light"
        }
    }
}

extension Region {
    /// The colour the app tints this bar with (`tint:`), if it says.
    var tint: Colour? {
        guard case .colour(let colour)? = attribute("tint")?.value else { return nil }
        return colour
    }
}
