import Testing

@testable import ScreenMark

/// A flow's own tab bar — iTunes U's course (Info, Posts) pushed from the library shelf, iBooks'
/// store presented from the library — is written as the app does it: the app starts at its first
/// screen, the bar's tabs stay on the stack a push opened them from, and the one finding is
/// `tab-bar-at-top-level`, at the link into the bar, not its echoes on every screen around it.
@Suite struct FlowTabBarTests {
    static func check(_ text: String) -> CheckedProject {
        Pipeline.check(Workspace(sources: [SourceFile(path: "App.screen.md", text: text)]))
    }

    static let pushedCourse = """
        # Library
        ## Navigation bar
        - title: Library
        ## Table (plain)
        - cell: Biology {accessory: disclosure} → [Info](#info)
        # Info
        ## Navigation bar
        - back: Library
        - title: Info
        ## Tab bar
        - tab: Info {icon: info, selected} → [Info](#info)
        - tab: Posts {icon: posts} → [Posts](#posts)
        # Posts
        ## Navigation bar
        - back: Library
        - title: Posts
        """

    @Test func aPushedTabBarIsAFlowsOwnAndReportedOnceAtItsEntrance() throws {
        let checked = Self.check(Self.pushedCourse)
        let library = ScreenReference(document: 0, screen: 0)
        #expect(checked.project.roots == [library])
        #expect(checked.project.tabBars.map(\.isTopLevel) == [false])
        #expect(checked.diagnostics.map(\.id) == ["tab-bar-at-top-level"])
        let posts = try #require(checked.project.edges.first { $0.destination == .screen(ScreenReference(document: 0, screen: 2)) })
        #expect(checked.project.stacks(posts), "a tab of a pushed flow's bar stays on the stack")
    }

    @Test func aTabBarTheAppStartsOnIsItsTopLevel() {
        let checked = Self.check("""
            # Info
            ## Tab bar
            - tab: Info {icon: info, selected} → [Info](#info)
            - tab: Posts {icon: posts} → [Posts](#posts)
            # Posts
            ## Navigation bar
            - title: Posts
            """)
        #expect(checked.project.tabBars.map(\.isTopLevel) == [true])
        #expect(checked.project.roots.count == 2)
        #expect(checked.diagnostics.isEmpty)
        #expect(!checked.project.edges.contains(where: checked.project.stacks), "top-level tabs start stacks of their own")
    }

    @Test func aPresentedTabBarsTabsStartStacksOfTheirOwn() {
        let checked = Self.check("""
            # Library
            ## Navigation bar
            - title: Library
            - button: Store → modal [Featured](#featured)
            # Featured
            ## Navigation bar
            - button: Library {style: done} → dismiss
            - title: Featured
            ## Tab bar
            - tab: Featured {icon: featured, selected} → [Featured](#featured)
            - tab: Charts {icon: charts} → [Charts](#charts)
            # Charts
            ## Navigation bar
            - button: Library {style: done} → dismiss
            - title: Charts
            """)
        #expect(checked.project.roots == [ScreenReference(document: 0, screen: 0)])
        #expect(checked.project.tabBars.map(\.isTopLevel) == [false])
        #expect(!checked.project.edges.contains(where: checked.project.stacks))
        #expect(checked.diagnostics.map(\.id) == ["tab-bar-at-top-level"])
    }
}
