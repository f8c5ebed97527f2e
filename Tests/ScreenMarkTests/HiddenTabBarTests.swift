import Testing

@testable import ScreenMark

/// A screen pushed from a tab's screen can cover the tab bar (`{hides-tab-bar}`), and so do the
/// screens pushed from it: they are drawn without it, the rules see a screen without a tab bar
/// (a toolbar is fine there), and the generated screen says `hidesTabBar`.
@Suite struct HiddenTabBarTests {
    static let music = """
        # Songs
        ## Table
        - cell: Dreams → [Now Playing](#now-playing)
        ## Tab bar
        - tab: Songs {icon: songs, selected} → [Songs](#songs)
        - tab: Albums {icon: albums} → [Albums](#albums)
        # Albums
        ## Table
        - cell: Rumours → [Now Playing](#now-playing)
        # Now Playing {hides-tab-bar}
        ## Navigation bar
        - back
        - title: Now Playing
        - button: Lyrics → [Lyrics](#lyrics)
        ## Toolbar
        - button {system: rewind}
        - space {flexible}
        - button {system: pause}
        - space {flexible}
        - button {system: fast-forward}
        # Lyrics
        ## Navigation bar
        - back
        - title: Lyrics
        """

    static func check(_ text: String) -> CheckedProject {
        Pipeline.check(Workspace(sources: [SourceFile(path: "Music.screen.md", text: text)]))
    }

    @Test func theAttributeIsReadWithItsPosition() throws {
        let checked = Self.check(Self.music)
        let screen = try #require(checked.project.documents.first?.screens[2])
        let range = try #require(screen.hidesTabBar)
        let location = checked.project.sources[0].location(of: range.start)
        #expect((location.line, location.column) == (10, 16))
        #expect(checked.project.sources[0].text(range) == "hides-tab-bar")
    }

    @Test func theScreenAndThoseItPushesCoverTheBar() throws {
        let checked = Self.check(Self.music)
        let project = checked.project
        let ids = { (references: [ScreenReference]) in Set(references.map { project.screen($0).id.value }) }
        #expect(ids(Array(project.tabBarShown.keys)) == ["songs", "albums"])
        #expect(ids(Array(project.tabBarHidden.keys)) == ["now-playing", "lyrics"])
        // No finding: the toolbar stands where the tab bar would, and both screens are accounted for.
        let found: [String] = checked.diagnostics.map { $0.id }
        #expect(found == [], "\(checked.diagnostics.map { $0.message })")
        let drawings = WireframeSupport.drawings(project)
        func text(_ id: String) -> String {
            drawings.first { (drawing: WireframeDrawing) in project.screen(drawing.screen).id.value == id && drawing.overlay == nil }?.text ?? ""
        }
        #expect(text("songs").contains("Albums"))
        #expect(!text("now-playing").contains("Albums"))
        #expect(!text("lyrics").contains("Albums"))
    }

    @Test func withoutItTheRulesSeeAToolbarOverTheTabBar() {
        let shown = Self.check(Self.music.replacingOccurrences(of: " {hides-tab-bar}", with: ""))
        let ids: [String] = shown.diagnostics.map { $0.id }
        #expect(ids == ["toolbar-or-tab-bar"])
    }

    @Test func theGeneratedScreenSaysItHidesTheBar() throws {
        let checked = Self.check(Self.music)
        let swift = SwiftGenerator().generate(checked.project, blocked: []).files.map(\.text).joined()
        #expect(swift.components(separatedBy: "public static let hidesTabBar = true").count == 3)
        #expect(swift.contains("public static var hidesTabBar: Bool { false }"))
    }

    @Test func onATabsRootItIsAWarningAndTheRootShowsItsBar() throws {
        let checked = Self.check(Self.music.replacingOccurrences(of: "# Albums\n", with: "# Albums {hides-tab-bar}\n"))
        let warning = try #require(checked.diagnostics.first { $0.id == "hides-tab-bar-unused" })
        #expect(warning.severity == .warning)
        let location = checked.project.sources[0].location(of: warning.range.start)
        #expect((location.line, location.column) == (7, 11))
        #expect(checked.project.tabBarShown.keys.contains { checked.project.screen($0).id.value == "albums" })
    }

    /// A screen pushed both from a stack that shows the bar and from one that hides it shows the
    /// bar, whichever link is written first.
    @Test func aScreenReachedFromAShownStackShowsTheBarInAnyLinkOrder() throws {
        for cells in [
            "- cell: Artists → [Artists](#artists)\n- cell: Play → [Now Playing](#now-playing)",
            "- cell: Play → [Now Playing](#now-playing)\n- cell: Artists → [Artists](#artists)",
        ] {
            let checked = Self.check(
                """
                # Library
                ## Table
                \(cells)
                ## Tab bar
                - tab: Library {icon: library, selected} → [Library](#library)
                - tab: Radio {icon: radio} → [Radio](#radio)
                # Radio
                # Artists
                ## Table
                - cell: Rumours → [Album](#album)
                # Now Playing {hides-tab-bar}
                ## Table
                - cell: Rumours → [Album](#album)
                # Album
                """)
            let project = checked.project
            let album = try #require(project.screenReferences.first { project.screen($0).id.value == "album" })
            #expect(project.tabBarShown[album] != nil && project.tabBarHidden[album] == nil, "\(cells)")
        }
    }

    /// On a screen no tab's screen pushes — a modal one, one of an app without a tab bar — the
    /// attribute has nothing to cover.
    @Test func onAScreenWithNoTabBarToCoverItIsAWarning() throws {
        let checked = Self.check(
            """
            # Songs
            ## Navigation bar
            - title: Songs
            - button: Add → modal [Add Song](#add-song)
            # Add Song {hides-tab-bar}
            ## Navigation bar
            - button: Cancel {role: cancel} → dismiss
            - title: Add Song
            - button: Save {style: done} → dismiss
            """)
        let warning = try #require(checked.diagnostics.first { $0.id == "hides-tab-bar-unused" })
        #expect(warning.message == "no tab's screen pushes `Add Song`, so it has no tab bar to cover")
        #expect(checked.project.sources[0].location(of: warning.range.start).line == 5)
        // The music app's player is pushed from a tab's screen: no warning there.
        #expect(!Self.check(Self.music).diagnostics.contains { $0.id == "hides-tab-bar-unused" })
    }
}
