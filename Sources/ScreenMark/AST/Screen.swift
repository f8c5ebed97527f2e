/// A screen: a `# Title` heading and everything up to the next one.
public struct Screen: Hashable, Sendable, Encodable {
    /// The heading text, without the `{…}` block.
    public var title: Located<String>
    /// The screen's id: from `{#id}`, else derived from the title as GitHub derives heading anchors,
    /// so `[Inbox](#inbox)` also works in the rendered file.
    public var id: Located<String>
    /// Whether `id` was written as `{#id}` (its range is then the `#id` text, else the title's).
    public var hasExplicitID: Bool
    /// From `{name: …}`: the identifier generated code uses instead of one derived from the title.
    public var codeName: Located<String>?
    /// From `{hides-tab-bar}`: the attribute's range. Pushed onto a tab's stack, the screen
    /// covers the tab bar (UIKit's `hidesBottomBarWhenPushed`).
    public var hidesTabBar: SourceRange?
    /// From `{raised}`: the attribute's range. The app shows the screen by itself, not through a
    /// link (an empty state in place of a list, a game's Level Cleared, Cover Flow when the phone
    /// is turned).
    public var raised: SourceRange?
    /// The paragraphs between the heading and the first region.
    public var description: Prose?
    /// The regions, in file order.
    public var regions: [Region]
    /// The heading line.
    public var headingRange: SourceRange
    /// From the heading to the end of the screen's last line.
    public var range: SourceRange

    /// The first region of `kind`, if any.
    public func region(_ kind: RegionKind) -> Region? {
        regions.first { $0.kind == kind }
    }

    /// The alerts, action sheets and activity views of the screen.
    public var overlays: [Region] { regions.filter(\.kind.isOverlay) }
}

extension Screen {
    /// The navigation bar's title text (its `title` element), else the screen's title.
    var navigationTitle: String {
        region(.navigationBar)?.elements.first { $0.kind == .title }?.label?.value ?? title.value
    }
}
