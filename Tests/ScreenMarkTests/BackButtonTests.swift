import Testing

@testable import ScreenMark

/// A back button written without a label shows the title of whichever screen pushed it, so a
/// screen with many parents is written once; `- back: ""` shows the chevron alone.
@Suite struct BackButtonTests {
    static let player = """
        # Songs
        ## Table
        - cell: Play → [Now Playing](#now-playing)
        # Albums
        ## Table
        - cell: Play → [Now Playing](#now-playing)
        # Artists
        ## Table
        - cell: Albums → [Albums](#albums)
        - cell: Play → [Lyrics](#lyrics)
        # Now Playing
        ## Navigation bar
        - back
        - title: Now Playing
        # Lyrics
        ## Navigation bar
        - back
        - title: Lyrics
        # Credits
        ## Navigation bar
        - back: ""
        - title: Credits
        """

    /// The navigation bar line of `screen`'s drawing.
    static func barLine(_ project: Project, _ id: String) throws -> String {
        let drawings = WireframeSupport.drawings(project)
        let drawing = try #require(drawings.first { project.screen($0.screen).id.value == id && $0.overlay == nil })
        return String(drawing.text.split(separator: "\n")[1])
    }

    @Test func theTitleComesFromTheParent() throws {
        let project = WireframeSupport.project(text: Self.player)
        // Two parents, two titles: UIKit's `Back`.
        #expect(try Self.barLine(project, "now-playing").hasPrefix("│ ‹ Back "))
        // One parent: its title.
        #expect(try Self.barLine(project, "lyrics").hasPrefix("│ ‹ Artists "))
        // The chevron alone.
        #expect(try Self.barLine(project, "credits").hasPrefix("│ ‹    "))
    }

    @Test func noLabelIsNeededAndNoneIsReported() {
        let source = SourceFile(path: "Player.screen.md", text: Self.player)
        let diagnostics = Checker.check([source], validator: Validator()).diagnostics
        #expect(!diagnostics.contains { ["missing-label", "back-title-is-parent-title"].contains($0.id) }, "\(diagnostics)")
    }
}
