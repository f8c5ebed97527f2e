import Testing

@testable import ScreenMark

/// The index finds the suppression the document order says wins, as a scan of them all would.
@Suite struct SuppressionIndexTests {
    static func suppression(_ scope: Suppression.Scope, _ rule: String, covering range: Range<Int>) -> Suppression {
        Suppression(
            scope: scope, rules: [Located(rule, at: .empty(at: 0))], reason: nil, comment: .empty(at: 0),
            covers: SourceRange(range.lowerBound, range.upperBound), document: 0)
    }

    @Test func overlappingLineSuppressionsAreAllConsidered() {
        // A `disable-line` comment over three lines (10–40), then a `disable-next-line` covering 20–30:
        // a finding at 35 is covered by the first only.
        let suppressions = [
            Self.suppression(.line, "r", covering: 10..<40), Self.suppression(.nextLine, "r", covering: 20..<30),
            Self.suppression(.nextLine, "other", covering: 30..<50), Self.suppression(.file, "r", covering: 0..<100),
        ]
        let index = SuppressionIndex(suppressions)
        #expect(index.use(rule: "r", document: 0, at: 35) == SuppressionUse(suppression: 0, rule: 0))
        #expect(index.use(rule: "r", document: 0, at: 25) == SuppressionUse(suppression: 0, rule: 0))
        // Past the line suppressions, the file suppression.
        #expect(index.use(rule: "r", document: 0, at: 45) == SuppressionUse(suppression: 3, rule: 0))
        #expect(index.use(rule: "other", document: 0, at: 35) == SuppressionUse(suppression: 2, rule: 0))
        #expect(index.use(rule: "r", document: 1, at: 35) == nil)
    }
}
