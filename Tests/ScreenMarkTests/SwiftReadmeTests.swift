import Testing
@testable import ScreenMark

/// The manual's Swift section is real: its input is a screen of an example, and the Swift it
/// shows is a contiguous part of that example's generated file.
@Suite struct SwiftReadmeTests {
    static let marker = "## Swift code"

    @Test func swiftExcerptIsCurrent() throws {
        #expect(ReadmeTests.manual.contains(Self.marker), "the manual has no Swift code section")
        let input = try #require(ReadmeTests.block("markdown", after: Self.marker, in: ReadmeTests.manual))
        let shown = try #require(ReadmeTests.block("swift", after: Self.marker, in: ReadmeTests.manual))
        let example = String(decoding: Golden.read("Examples/Mail.screen.md").bytes, as: UTF8.self)
        #expect(example.contains(input), "the manual's screen is not in Examples/Mail.screen.md")
        let file = try #require(try SwiftSupport.generate("Examples").files.first { $0.path == "Mail.screen.swift" })
        #expect(file.text.contains(shown), "the manual's Swift is not what `generate` writes for Mail.screen.md")
    }
}
