import Foundation
import Testing

@testable import ScreenMark

/// A side menu's rows (Airbnb's Trips and Inbox, YouTube's guide) switch the app to a section of
/// its own, as a tab does: `→ root [Trips](#trips)`. The section is a root — no back button, a
/// stack of its own — and the generated model says `.root`.
@Suite struct SectionSwitchTests {
    static let airbnb = """
        # Search
        ## Navigation bar
        - button: Menu {icon: menu} → modal [Menu](#menu)
        - title: Search
        ## Table (plain)
        - cell: Paris {accessory: disclosure} → [Paris](#paris)
        # Paris
        ## Navigation bar
        - back: Search
        - title: Paris
        # Menu
        ## Navigation bar
        - button: Close {icon: menu} → dismiss
        - title: Menu
        ## Table (plain)
        - cell: Search {image: search} → root [Search](#search)
        - cell: Trips {image: suitcase} → root [Trips](#trips)
        - cell: Inbox {image: inbox} → root [Inbox](#inbox)
        # Trips
        ## Navigation bar
        - button: Menu {icon: menu} → modal [Menu](#menu)
        - title: Trips
        # Inbox
        ## Navigation bar
        - button: Menu {icon: menu} → modal [Menu](#menu)
        - title: Inbox
        """

    @Test func aSectionIsARootWithAStackOfItsOwn() throws {
        let checked = Pipeline.check(Workspace(sources: [SourceFile(path: "Airbnb.screen.md", text: Self.airbnb)]))
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))")
        let titles = checked.project.roots.map { checked.project.screen($0).title.value }
        #expect(titles == ["Search", "Trips", "Inbox"])
        let trips = try #require(checked.project.edges.first { $0.presentation == .root && $0.destination == .screen(checked.project.roots[1]) })
        #expect(!checked.project.stacks(trips))
    }

    @Test func aPushedSectionWithABackButtonIsReported() {
        let text = Self.airbnb.replacingOccurrences(of: "- button: Menu {icon: menu} → modal [Menu](#menu)\n- title: Trips", with: "- back: Menu\n- title: Trips")
        let checked = Pipeline.check(Workspace(sources: [SourceFile(path: "Airbnb.screen.md", text: text)]))
        #expect(checked.diagnostics.map(\.id) == ["back-button-on-pushed"])
    }

    @Test func theModelSaysRootAndCompiles() throws {
        let checked = Pipeline.check(Workspace(sources: [SourceFile(path: "Airbnb.screen.md", text: Self.airbnb)]))
        let files = SwiftGenerator().generate(checked.project, blocked: []).files
        let swift = files.map(\.text).joined()
        #expect(swift.contains("/// Switches the app to the section of “Trips”"))
        #expect(swift.contains("presentation: .root"))
        let swiftc = try #require(SwiftSupport.swiftc, "no swiftc on PATH (set SWIFT_EXEC)")
        let folder = try SwiftSupport.temporaryFolder("section-switch")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try SwiftSupport.write(files, to: folder)
        let compile = try SwiftSupport.run(swiftc, SwiftSupport.strictFlags + ["-parse-as-library", "-typecheck"] + paths, in: folder)
        #expect(compile.status == 0, "\(compile.output)")
    }
}
