import Foundation
import Testing
@testable import ScreenMark

/// The real-app corpus (`Fixtures/RealApps`): specs of real iPhone apps of both eras, Apple's own
/// and third-party ones, written from what each app shows, the way its team would. It is the
/// bar a rule passes to be `stable`: every stable rule is silent on it, except for the findings
/// `Expected.tsv` lists — places where the real app departs from the guideline as written, each
/// with its reason (and the file's prose says so too). `Findings.md` beside them records what the
/// corpus exposed when it was written.
///
/// Each file is one app, checked on its own through the one pipeline, with the default rules and
/// severities (notes included). A finding the list does not name fails the test, and so does a
/// listed finding that no longer appears.
@Suite struct RealAppsTests {
    static let folder = "Tests/ScreenMarkTests/Fixtures/RealApps"
    static let files = Golden.files(in: folder, endingWith: ".screen.md")

    /// One listed finding: `file`, `line`, `rule`, its kind and why.
    struct Expected: Hashable {
        var file: String
        var line: Int
        var rule: String
        /// `departure`: the real app breaks the guideline as written. `limit`: the language cannot
        /// yet say what the app does — a false alarm kept in view until the language can. `unsaid`:
        /// the spec leaves unsaid what the app does (its style, where a row leads) and the finding,
        /// a note, rightly asks for it.
        var kind: String
        var reason: String
    }

    /// `Expected.tsv`: `file<TAB>line<TAB>rule<TAB>kind<TAB>reason`, `#` lines are comments.
    static let expected: [Expected] = {
        let text = String(decoding: Golden.read("\(folder)/Expected.tsv").bytes, as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let field = { (index: Int) in index < fields.count ? fields[index] : "" }
            return Expected(file: field(0), line: Int(field(1)) ?? -1, rule: field(2), kind: field(3), reason: field(4))
        }
    }()

    @Test func theCorpusIsLargeAndCoversBothEras() {
        #expect(Self.files.count >= 30, "\(Self.files.count) files")
        let checked = Pipeline.check(Workspace(sources: Self.files.map(ExamplesTests.source)))
        let profiles = Set(checked.project.documents.compactMap { $0.frontMatter?.profile?.value })
        #expect(profiles == [.ios7, .iphone2010], "\(profiles)")
        let styles = Set(checked.project.documents.compactMap { $0.frontMatter?.appStyle?.value })
        #expect(styles.isSuperset(of: [.immersive, .utility, .productivity]), "\(styles)")
    }

    @Test func everyListedFindingIsExplained() {
        let names = Set(Self.files.map { String($0.split(separator: "/").last!) })
        let rules = Set(RuleCatalog.descriptions.map(\.id))
        for entry in Self.expected {
            #expect(names.contains(entry.file), "Expected.tsv names a missing file: \(entry.file)")
            #expect(rules.contains(entry.rule), "Expected.tsv names an unknown rule: \(entry.rule)")
            #expect(entry.line > 0 && entry.reason.count > 10, "Expected.tsv: \(entry.file):\(entry.line) needs a line and a reason")
            #expect(["departure", "limit", "unsaid"].contains(entry.kind), "Expected.tsv: \(entry.file):\(entry.line) is a departure, a limit or unsaid")
        }
    }

    @Test(arguments: files) func stableRulesGiveOnlyTheListedFindings(path: String) {
        let source = ExamplesTests.source(path)
        let checked = Pipeline.check(Workspace(sources: [source]))
        let name = String(path.split(separator: "/").last!)
        let found = checked.diagnostics.map { "\(source.location(of: $0.range.start).line) \($0.id)" }.sorted()
        let listed = Self.expected.filter { $0.file == name }.map { "\($0.line) \($0.rule)" }.sorted()
        let rendered = checked.diagnostics.map(TextRenderer(sources: [source], showsSnippets: false).render).joined()
        #expect(found == listed, "\(path):\n\(rendered)")
    }
}
