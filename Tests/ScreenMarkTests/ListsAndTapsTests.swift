import Foundation
import Testing

@testable import ScreenMark

/// Rows that stand for data (`{sample: song}`), taps that do something without navigating
/// (`{action: play}`), and a detail disclosure button that leads elsewhere than its row
/// (`→ detail [Info](#info)`): read with their positions, linked, and generated.
@Suite struct ListsAndTapsTests {
    static let recents = """
        # Recents
        ## Table (plain)
        - cell: Anna Haro = mobile {sample: call, accessory: detail-disclosure, action: call back} → detail [Info](#info)
        - cell: Hank Zakroff = work {sample: call, accessory: detail-disclosure, action: call back} → detail [Info](#info)
        - cell: Clear All {action: clear}
        # Info
        ## Navigation bar
        - back
        - title: Info
        """

    static func check(_ text: String) -> CheckedProject {
        Pipeline.check(Workspace(sources: [SourceFile(path: "Phone.screen.md", text: text)]))
    }

    static func swift(_ checked: CheckedProject) -> String {
        SwiftGenerator().generate(checked.project, blocked: []).files.map(\.text).joined()
    }

    @Test func theDetailTargetIsReadApartFromTheRow() throws {
        let checked = Self.check(Self.recents)
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))")
        let cell = checked.project.documents[0].screens[0].regions[0].sections[0].elements[0]
        #expect(cell.target == nil)
        let detail = try #require(cell.detailTarget)
        let source = checked.project.sources[0]
        #expect(source.text(try #require(detail.detailRange)) == "detail")
        #expect(source.text(detail.range) == "→ detail [Info](#info)")
        #expect(source.location(of: detail.range.start).column == 92)
        #expect(cell.text("action") == "call back" && cell.text("sample") == "call")
        let edges = checked.project.edges(from: ScreenReference(document: 0, screen: 0))
        #expect(edges.map(\.isDetail) == [true, true])
    }

    @Test func aRowMayLeadOneWayAndItsButtonAnother() throws {
        let checked = Self.check(
            """
            # Songs
            ## Table (plain)
            - cell: Dreams {accessory: detail-disclosure} → [Player](#player) → detail [Info](#info)
            # Player
            ## Navigation bar
            - back
            # Info
            ## Navigation bar
            - back
            """)
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))")
        let edges = checked.project.edges(from: ScreenReference(document: 0, screen: 0))
        #expect(edges.map(\.isDetail) == [false, true])
        let swift = Self.swift(checked)
        #expect(swift.contains("case .dreams: return .player\n"))
        #expect(swift.contains("case .dreamsDetail: return .info\n"))
        #expect(swift.contains("public static let dreamsDetail = \"phone.songs.cell.dreams.detail\""))
        #expect(swift.contains("element: ElementID(\"phone.songs.cell.dreams.detail\")"))
    }

    @Test func aDetailTargetNeedsTheButton() {
        assertDiagnostics(
            """
            # «»Songs
            ## Table (plain)
            - cell: «»Dreams → 1️⃣detail [Info](#info)
            - cell: «»Rumours {accessory: detail-disclosure} → detail [Info](#info) 2️⃣→ detail [Info](#info)
            # Info
            """,
            [
                ExpectedDiagnostic("1️⃣", "unexpected-target", .error, "`→ detail` is where a detail disclosure button leads"),
                ExpectedDiagnostic("2️⃣", "unexpected-text", .error, "a second target in this element"),
            ])
    }

    @Test func aSampleNeedsItsNoun() {
        assertDiagnostics(
            """
            # «»Songs
            ## Table (plain)
            - cell: «»Dreams {1️⃣sample}
            """,
            [ExpectedDiagnostic("1️⃣", "missing-value", .error, "`sample` needs a value")])
    }

    @Test func sampleRowsAreOneCaseWithTheirIndex() {
        let swift = Self.swift(Self.check(Self.recents))
        #expect(swift.contains("case call(index: Int)\n"))
        #expect(swift.contains("case callDetail(index: Int)\n"))
        #expect(!swift.contains("annaHaro"))
        // The list is in State, empty at first, with the spec's rows as samples.
        #expect(swift.contains("public var callRows: [CallRow]\n"))
        #expect(swift.contains("callRows: [CallRow] = []"))
        #expect(swift.contains("CallRow(title: \"Anna Haro\", detail: \"mobile\"),\n"))
        // Strings hold the app's texts, not the samples.
        #expect(swift.contains("public static let clearAll = \"Clear All\""))
        #expect(!swift.contains("= \"Anna Haro\""))
        // One edge for the list, not one per sample row.
        #expect(swift.components(separatedBy: "element: ElementID(\"phone.recents.cell.call.detail\")").count == 2)
    }

    @Test func tapsThatDoSomethingHaveAnEffect() {
        let swift = Self.swift(Self.check(Self.recents))
        #expect(swift.contains("public enum Effect: Sendable, Hashable, CaseIterable {"))
        #expect(swift.contains("case .call: return .callBack\n"))
        #expect(swift.contains("case .clearAll: return .clear\n"))
        #expect(swift.contains("case .callDetail: return nil\n"))
    }

    @Test func rowsOfOneNounThatLeadApartAreTwoLists() {
        let swift = Self.swift(
            Self.check(
                """
                # Songs
                ## Table (plain)
                - cell: Dreams {sample: song} → [Player](#player)
                - cell: Rumours {sample: song} → [Player](#player)
                - cell: Tusk {sample: song}
                # Player
                ## Navigation bar
                - back
                """))
        #expect(swift.contains("case song(index: Int)\n"))
        #expect(swift.contains("case song2(index: Int)\n"))
        #expect(swift.contains("case .song: return .player\n"))
    }

    @Test func anImageThatActsIsAnAction() {
        let swift = Self.swift(Self.check("# Album\n## Content\n- image: Cover {image: cover, action: zoom}\n"))
        #expect(swift.contains("case cover\n"))
        #expect(swift.contains("case .cover: return .zoom\n"))
    }

    /// Mail's search field, Yahoo Mail's: a tap on it presents a screen of its own to search in.
    @Test func aSearchFieldMayOpenASearchScreen() throws {
        let checked = Self.check("""
            # Inbox
            ## Navigation bar
            - title: Inbox
            ## Search bar
            - search-field: Search {placeholder: Search Mail} → modal [Search](#search)
            ## Table (plain)
            - cell: Anna Haro
            # Search
            ## Navigation bar
            - title: Search
            - button: Cancel {role: cancel} → dismiss
            ## Search bar
            - search-field: Search Mail
            """)
        #expect(checked.diagnostics.map(\.id) == [], "\(checked.diagnostics.map(\.message))")
        #expect(checked.project.edges.contains { $0.presentation == .modal && $0.sourceKind == .searchField })
        let swift = Self.swift(checked)
        #expect(swift.contains("case search\n"))
        #expect(swift.contains("case searchChanged(String)\n"))
        let swiftc = try #require(SwiftSupport.swiftc, "no swiftc on PATH (set SWIFT_EXEC)")
        let folder = try SwiftSupport.temporaryFolder("search-field-link")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try SwiftSupport.write(SwiftGenerator().generate(checked.project, blocked: []).files, to: folder)
        let compile = try SwiftSupport.run(swiftc, SwiftSupport.strictFlags + ["-parse-as-library", "-typecheck"] + paths, in: folder)
        #expect(compile.status == 0, "\(compile.output)")
    }

    @Test func aBackButtonTakesNoDetailTarget() {
        assertDiagnostics(
            """
            # «»Home
            ## Navigation bar
            - back → 1️⃣detail [Home](#home)
            """,
            [ExpectedDiagnostic("1️⃣", "unexpected-target", .error, "`→ detail` is where a detail disclosure button leads")])
    }

    /// A detail button's name is claimed once, so `Action` and `AccessibilityID` agree even when
    /// another element already has the name.
    @Test func detailNamesAreTheSameInEveryEnum() {
        let swift = Self.swift(
            Self.check(
                """
                # Songs
                ## Table (plain)
                - cell: Song {accessory: detail-disclosure} → detail [Info](#info)
                - cell: Song Detail
                - cell: Effect {action: play}
                # Info
                ## Navigation bar
                - back
                """))
        #expect(swift.contains("case songDetail2\n"))
        #expect(swift.contains("public static let songDetail2 = \"phone.songs.cell.song.detail\""))
        #expect(swift.contains("public static let songDetail = \"phone.songs.cell.songDetail\""))
        #expect(swift.contains("case effect2\n") && swift.contains("public static let effect2 = \"phone.songs.cell.effect2\""))
    }

    @Test func effectsIgnoreCase() {
        let swift = Self.swift(Self.check("# Songs\n## Content\n- button: A {action: call}\n- button: B {action: Call}\n"))
        #expect(swift.contains("case .a, .b: return .call\n"))
        #expect(!swift.contains("call2"))
    }
}
