import Testing
@testable import ScreenMark

/// Apple's own apps as they shipped in the iOS 6 and 7 era (`Fixtures/RealApps`), written as the
/// guidelines' examples are: a well-designed app gives no false alarm. Each file is checked on
/// its own (each is one app) with every rule at its default severity, notes included.
///
/// Where Apple's app really goes against the letter of a guideline, the file says so in its prose
/// and the finding is listed here; every other finding fails the test.
@Suite struct RealAppsTests {
    static let files = Golden.files(in: "Tests/ScreenMarkTests/Fixtures/RealApps", endingWith: ".screen.md")

    /// The findings each file is expected to give: Apple's own breaches, justified in the file.
    static let expected: [String: [String]] = [
        // `All | Not on This iPhone`: segments of very different lengths (003:L411).
        "AppStore.screen.md": ["segmented-equal-content"],
        // The chart's range, 1d to 2y: seven segments, more than five (002:L813).
        "Stocks.screen.md": ["segmented-segment-count"],
    ]

    @Test func thereAreSeveralApps() {
        #expect(Self.files.count >= 4)
        let names = Set(Self.files.map { String($0.split(separator: "/").last!) })
        #expect(Set(Self.expected.keys).isSubset(of: names), "expected findings for a missing file")
    }

    @Test func bothProfilesAreCovered() {
        let documents = Checker.check(Self.files.map(ExamplesTests.source)).project.documents
        let profiles = Set(documents.compactMap { $0.frontMatter?.profile?.value })
        #expect(profiles == [.ios7, .iphone2010], "\(profiles)")
    }

    @Test(arguments: files) func checksWithoutFalseAlarms(path: String) {
        let source = ExamplesTests.source(path)
        let diagnostics = Checker.check([source]).diagnostics
        let name = String(path.split(separator: "/").last!)
        let rendered = diagnostics.map(TextRenderer(sources: [source], showsSnippets: false).render).joined()
        #expect(diagnostics.map(\.id).sorted() == (Self.expected[name] ?? []).sorted(), "\(path):\n\(rendered)")
    }
}
