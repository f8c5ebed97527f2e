import Foundation
import Testing
@testable import ScreenMark

/// The manual's wireframe is real: the drawing under `## Wireframes` is what the command draws.
@Suite struct WireframeReadmeTests {
    /// Checks the first ```` ```text ```` block after `## Wireframes`: its first line names a screen
    /// (`Examples/Mail.screen.md#inbox — Inbox`), the rest must be that screen's drawing at the
    /// default width.
    @Test func manualDrawingIsCurrent() throws {
        let readme = ReadmeTests.manual
        let section = try #require(readme.range(of: "\n## Wireframes\n"), "the manual has no `## Wireframes` section")
        let open = try #require(readme.range(of: "```text\n", range: section.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "\n```", range: open.upperBound..<readme.endIndex))
        let shown = String(readme[open.upperBound..<close.lowerBound]) + "\n"
        let heading = try #require(shown.split(separator: "\n").first.map(String.init))
        let name = try #require(heading.components(separatedBy: " — ").first)
        let parts = name.split(separator: "#", maxSplits: 1).map(String.init)
        try #require(parts.count == 2, "the block's first line must name a screen, `PATH#ID — Title`")
        let project = WireframeSupport.project(parts[0])
        let screen = try WireframeSelection.find(parts[1], in: project)
        let renderer = WireframeRenderer(project: project)
        let drawn = renderer.heading(screen) + "\n" + renderer.draw(screen)
        #expect(drawn == shown, "the manual's wireframe is stale:\n\(Golden.firstDifference(shown, drawn))")
    }
}
