import Foundation
import Testing
@testable import ScreenMark

/// The README's example is real: its input gives exactly the output it shows.
@Suite struct ReadmeTests {
    static let readme = String(decoding: Golden.read("README.md").bytes, as: UTF8.self)
    /// The manual the README leads to: every command, option and format.
    static let manual = String(decoding: Golden.read("Documentation/Manual.md").bytes, as: UTF8.self)

    /// The body of the first fenced block opening with ```` ```tag ```` after `marker` in `page`.
    static func block(_ tag: String, after marker: String, in page: String = readme) -> String? {
        guard let start = page.range(of: marker)?.upperBound,
            let open = page.range(of: "```\(tag)\n", range: start..<page.endIndex),
            let close = page.range(of: "\n```", range: open.upperBound..<page.endIndex)
        else { return nil }
        return String(page[open.upperBound..<close.lowerBound]) + "\n"
    }

    /// The status says how many rules there are, and how many of them are preview.
    @Test func ruleCountIsCurrent() {
        let preview = RuleCatalog.descriptions.filter { $0.level != .stable }.count
        #expect(Self.readme.contains("(\(RuleCatalog.descriptions.count) rules, \(preview) of them preview"))
    }

    /// The README names the real-app corpus by its size, in the rule levels and in the status.
    @Test func corpusSizeIsCurrent() {
        let count = RealAppsTests.files.count
        #expect(Self.readme.contains("corpus of \(count) specs of real iPhone apps"))
        #expect(Self.readme.contains("checked against a corpus of \(count) real apps"))
    }

    @Test func exampleOutputIsCurrent() throws {
        let input = try #require(Self.block("markdown", after: "## A screen file"))
        let shown = try #require(Self.block("", after: "reports every problem in one run"))
        let source = SourceFile(path: "Inbox.screen.md", text: input)
        let diagnostics = Checker.check([source]).diagnostics
        let output = diagnostics.map(TextRenderer(sources: [source], showsSnippets: true).render).joined()
            + TextRenderer.summary(diagnostics, files: 1) + "\n"
        #expect(output == shown, "README output is stale:\n\(Golden.firstDifference(shown, output))")
    }

    @Test func dumpExcerptIsCurrent() throws {
        let input = try #require(Self.block("markdown", after: "## A screen file"))
        let document = Parser.parse(SourceFile(path: "Inbox.screen.md", text: input)).document
        let cell = document.screens[0].regions[1].sections[0].elements[0]
        #expect(cell.label?.value == "Anna Haro")
        let excerpt = try #require(Self.block("json", after: "For the cell of the README's example", in: Self.manual))
        // Every range the excerpt shows is the cell's.
        let ranges = [
            cell.attributes[0].name.range, cell.attributes[0].range, cell.attributes[1].name.range,
            cell.attributes[1].range, cell.kindRange, cell.label!.range, cell.range,
            cell.target!.link!.destinationRange, cell.target!.link!.range, cell.target!.range, cell.value!.range,
        ]
        for range in ranges {
            #expect(excerpt.contains("[\(range.start), \(range.end)]"), "\(range) is not in the manual's excerpt")
        }
    }
}
