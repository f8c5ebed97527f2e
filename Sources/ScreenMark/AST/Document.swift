/// The parsed content of one `.screen.md` file.
///
/// Produced by ``Parser`` even when the file has errors: whatever was understood is here, and
/// every problem is in the diagnostics returned beside it.
public struct Document: Hashable, Sendable, Encodable {
    /// The file's path, as given to the tool.
    public var path: String
    /// The settings block at the top of the file, if any.
    public var frontMatter: FrontMatter?
    /// Markdown before the first screen: an introduction to the file.
    public var introduction: Prose?
    /// The screens, in file order.
    public var screens: [Screen]
    /// Every HTML comment (`<!-- … -->`), in file order; suppressions live here.
    public var comments: [Comment]
    /// The whole file.
    public var range: SourceRange
}

extension Document {
    /// Whether every screen draws its own interface, as a game does: the status bar hidden, and no
    /// navigation bar, tab bar or toolbar on any screen. A file that declares no `style:` and looks
    /// so is read as immersive (``Project/isImmersive(_:)``), and told so (`style-reads-immersive`).
    public var drawsItsOwnInterface: Bool {
        !screens.isEmpty && screens.allSatisfy { screen in
            screen.region(.statusBar)?.attribute("hidden") != nil
                && screen.region(.navigationBar) == nil && screen.region(.tabBar) == nil && screen.region(.toolbar) == nil
        }
    }
}

/// The `---` block on the first line: file-wide settings.
public struct FrontMatter: Hashable, Sendable, Encodable {
    /// Every `key: value` line, in order, including keys the language does not know.
    public var entries: [Entry]
    /// From `screenmark:`, the format version.
    public var formatVersion: Located<Int>?
    /// From `app:`, the app the screens belong to.
    public var app: Located<String>?
    /// From `hig:`, the rule profile.
    public var profile: Located<HIGProfile>?
    /// From `style:`, the kind of app.
    public var appStyle: Located<AppStyle>?
    /// From `language:`, the language the labels are written in (a BCP 47 tag).
    public var language: Located<String>?
    /// From the opening `---` to the closing one.
    public var range: SourceRange

    /// One `key: value` line.
    public struct Entry: Hashable, Sendable, Encodable {
        /// The key as written.
        public var key: Located<String>
        /// The value as written, without surrounding quotes.
        public var value: Located<String>
    }
}

/// Free Markdown kept verbatim: a screen's description, a region's note, a section's footer.
///
/// Rendered by libcmark when docs are made; never interpreted by ScreenMark.
public struct Prose: Hashable, Sendable, Encodable {
    /// The Markdown source, lines joined with `\n`, blank lines between separate runs kept.
    public var markdown: String
    /// From the first prose line to the end of the last.
    public var range: SourceRange
}

/// An HTML comment: invisible when the Markdown is rendered.
public struct Comment: Hashable, Sendable, Encodable {
    /// The text between `<!--` and `-->`, trimmed.
    public var text: String
    /// The whole comment, `<!--` to `-->`.
    public var range: SourceRange
}
