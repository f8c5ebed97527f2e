import Foundation
import Testing
@testable import ScreenMark

/// One problem, one finding: where a problem shows in several places, the rule reports it once at
/// its cause, with the other places as related locations in every format, and its fix-it still
/// mends every place.
@Suite struct OneFindingPerProblemTests {
    /// An index beside three rows with accessories: one problem (the index), three places.
    static let source = SourceFile(
        path: "Contacts.screen.md",
        text: """
            # Contacts
            ## Table (plain) {index: A-Z}
            ### A
            - cell: Anna Haro {accessory: disclosure} → [Contact](#contact)
            - cell: Andrea Lim {accessory: disclosure} → [Contact](#contact)
            ### B
            - cell: Ben Oakes {accessory: disclosure} → [Contact](#contact)
            # Contact
            ## Navigation bar
            - back: Contacts
            - title: Contact

            """)

    static var finding: [Diagnostic] {
        Checker.check([source], validator: Validator(configuration: .only(["table-index-no-accessories"]))).diagnostics
    }

    @Test func theThreeRowsAreOneFindingWithTheOthersAsNotes() {
        let found = Self.finding
        #expect(found.count == 1)
        let lines = found.first?.notes.compactMap { $0.location.map { Self.source.location(of: $0.range.start).line } }
        #expect(Self.source.location(of: found.first?.range.start ?? 0).line == 4)
        #expect(lines == [5, 7, 2], "the two other rows, then the index")
    }

    @Test func everyFormatCarriesTheRelatedLocations() throws {
        let found = Self.finding
        let text = found.map(TextRenderer(sources: [Self.source], showsSnippets: false).render).joined()
        #expect(text.contains("Contacts.screen.md:5:") && text.contains("Contacts.screen.md:7:") && text.contains(": note: this accessory too"))

        let sarif = try JSONSerialization.jsonObject(with: Data(SARIFRenderer(sources: [Self.source], toolVersion: "test").render(found).utf8)) as! [String: Any]
        let result = ((sarif["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])[0]
        let related = result["relatedLocations"] as? [[String: Any]] ?? []
        let relatedLines = related.compactMap { (($0["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?["startLine"] as? Int }
        #expect(relatedLines == [5, 7, 2])

        let json = try JSONSerialization.jsonObject(with: Data(JSONRenderer(sources: [Self.source]).render(found, fileCount: 1).utf8)) as! [String: Any]
        let notes = (json["diagnostics"] as! [[String: Any]])[0]["notes"] as! [[String: Any]]
        #expect(notes.filter { $0["range"] != nil }.count == 3)
    }

    /// A mistyped link is one error: the screen it was meant for, and the screen only that one
    /// leads to, are not reported as unreached or as missing the tab bar (issue 23, item 3).
    @Test func aMistypedLinkIsOneErrorNotItsEchoes() {
        let source = SourceFile(
            path: "Contacts.screen.md",
            text: """
                # Contacts
                ## Navigation bar
                - title: Contacts
                ## Table (plain)
                - cell: Anna Haro {accessory: disclosure} → [Anna Haro](#contatc)
                ## Tab bar
                - tab: Contacts {system: contacts} → [Contacts](#contacts)
                - tab: Favorites {system: favorites} → [Favorites](#favorites)
                # Favorites
                ## Navigation bar
                - title: Favorites
                # Contact
                ## Navigation bar
                - back: Contacts
                - title: Anna Haro
                ## Table (grouped)
                - cell: Notes {accessory: disclosure} → [Notes](#notes)
                # Notes
                ## Navigation bar
                - back: Anna Haro
                - title: Notes

                """)
        let found = Pipeline.check(Workspace(sources: [source])).diagnostics
        #expect(found.map(\.id) == ["link-target-exists"], "\(found.map { "\($0.id): \($0.message)" })")
        #expect(found.first?.notes.map(\.message) == ["did you mean `contact`?"])
    }

    @Test func theFixItsOfEveryPlaceAreJoined() {
        let project = Checker.link([Self.source]).project
        let rule = RuleCatalog.description(of: "table-index-no-accessories")!
        var context = RuleContext(project: project, index: ProjectIndex(project), profiles: [.ios7], rule: rule, options: [:])
        let screen = context.screens[0]
        let places = [4, 5, 7].map { line -> RuleContext.Place in
            let start = Self.source.offset(line: line, column: 1)
            return RuleContext.Place(
                SourceRange(start, start + 1), in: screen,
                fixIt: FixIt(message: "remove it", edits: [FixIt.Edit(range: SourceRange(start, start + 1), replacement: "")]))
        }
        context.report("one problem", atEach: places, alsoHere: "here too")
        #expect(context.findings.count == 1)
        #expect(context.findings.first?.fixIt?.edits.count == 3)
        #expect(context.findings.first?.notes.count == 2)
    }
}
