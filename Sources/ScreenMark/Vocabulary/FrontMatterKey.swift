/// The keys accepted in a file's front matter.
public enum FrontMatterKey: String, CaseIterable, Hashable, Sendable, Codable {
    case screenmark, app, hig, style, language

    /// The value it takes.
    public var type: AttributeType {
        switch self {
        case .screenmark: .integer
        case .app: .text
        case .hig: .choice(ChoiceSet(HIGProfile.self))
        case .style: .choice(ChoiceSet(AppStyle.self))
        case .language: .text
        }
    }

    /// What it sets.
    public var summary: String {
        switch self {
        case .screenmark: "the format version; this version of ScreenMark reads `\(FormatVersion.current)`"
        case .app: "the app the screens belong to; files with the same `app` form one navigation graph"
        case .hig: "the HIG profile the screens are checked against (default `ios7`)"
        case .style:
            "the kind of app, as the 2010 guidelines describe them (000:L316–L429); optional, it means nothing "
                + "when absent, and the app-style rules (`utility-flat`, `immersive-full-screen` …) run only where it is declared"
        case .language:
            "the language the labels are written in, a BCP 47 tag such as `en` or `zh-Hans` (default `en`): "
                + "the source language of the String Catalog"
        }
    }
}

/// The version of the screen language this build reads.
public enum FormatVersion {
    /// The `screenmark:` front-matter value this build understands.
    public static let current = 1
}
