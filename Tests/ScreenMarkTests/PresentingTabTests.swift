import Testing

@testable import ScreenMark

/// A tab that presents (some apps' camera tab) is written as the app does it: it has no root, its
/// destination presents modally, and the rule flags it.
@Suite struct PresentingTabTests {
    static let app = """
        # Feed
        ## Tab bar
        - tab: Feed {icon: feed, selected} → [Feed](#feed)
        - tab: Camera {icon: camera} → modal [Camera](#camera)
        # Camera
        ## Navigation bar
        - button: Cancel → dismiss
        - title: Camera
        """

    @Test func itPresentsAndIsFlagged() throws {
        let source = SourceFile(path: "Feed.screen.md", text: Self.app)
        let checked = Pipeline.check(Workspace(sources: [source]))
        #expect(checked.diagnostics.filter { $0.severity == .error }.map(\.id) == ["tab-bar-no-actions"])
        #expect(checked.project.tabBars.first?.roots.count == 2)
        #expect(checked.project.tabBars.first?.roots.last == .some(nil))
        let swift = SwiftGenerator().generate(checked.project, blocked: []).files.map(\.text).joined()
        #expect(swift.contains("/// Presents, modally, “Camera”"))
        #expect(swift.contains("case .camera: return .modal"))
    }
}
