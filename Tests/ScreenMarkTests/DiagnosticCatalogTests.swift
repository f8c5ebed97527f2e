import Foundation
import Testing
@testable import ScreenMark

/// Every id ScreenMark prints is catalogued once, with one meaning: each kind's example reports
/// it exactly at its marks (so a catalogued id that nothing reports fails), and nothing reports
/// an id outside the catalogues (so an uncatalogued one fails).
@Suite struct DiagnosticCatalogTests {
    static let ids = DiagnosticCatalog.kinds.map(\.id)

    @Test func idsAreUniqueKebabCaseAndNotRules() {
        #expect(Set(Self.ids).count == Self.ids.count)
        let rules = Set(RuleCatalog.descriptions.map(\.id))
        for id in Self.ids {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && !id.hasPrefix("-"), "\(id)")
            #expect(!rules.contains(id), "`\(id)` is both a rule and a diagnostic")
        }
    }

    @Test(arguments: ids) func exampleReportsItExactlyAtItsMarks(id: String) throws {
        let kind = try #require(DiagnosticCatalog.kind(id))
        let found: [Diagnostic]
        let expected: [Int]
        switch kind.example {
        case .screen(let marked):
            let (text, marks) = RuleExample(marked).unmarked()
            let workspace = Workspace(sources: [SourceFile(path: "example.screen.md", text: text)])
            found = Pipeline.check(workspace).diagnostics
            expected = marks
        case .configuration(let marked):
            let (text, marks) = RuleExample(marked).unmarked()
            found = ConfigurationLoader.load(SourceFile(path: ".screenmark.yml", text: text), rules: RuleCatalog.descriptions).1
            expected = marks
        case .generated(_, let offset, let bytes):
            let workspace = Workspace(sources: [SourceFile(path: "example.screen.md", bytes: bytes())])
            found = Pipeline.check(workspace).diagnostics
            expected = [offset]
        }
        let matching = found.filter { $0.id == id }
        #expect(!expected.isEmpty, "\(id): the example marks nothing with ↓")
        #expect(
            matching.map(\.range.start).sorted() == expected.sorted(),
            "\(id): expected at \(expected), found \(found.map { "\($0.id)@\($0.range.start): \($0.message)" })")
        #expect(matching.allSatisfy { $0.severity == kind.severity })
    }

    /// Outside the validator (which reports rule findings under the rule's own id), a diagnostic
    /// is made from a ``DiagnosticKind``: no source file spells an id as a string.
    @Test func noDiagnosticIsMadeFromAStringID() throws {
        let sources = Golden.allFiles(under: "Sources", endingWith: ".swift")
        #expect(sources.count > 50)
        for path in sources where !path.hasSuffix("Validate/Validator.swift") {
            let text = String(decoding: Golden.read(path).bytes, as: UTF8.self)
            #expect(!text.contains(/Diagnostic\(\s*id:/), "\(path) makes a diagnostic from a string id")
        }
    }

    /// Every rule type in the sources runs: one left out of ``RuleCatalog`` would never fire.
    @Test func everyRuleTypeIsRegistered() throws {
        var declared = Set<String>()
        for path in Golden.allFiles(under: "Sources/ScreenMark/Validate", endingWith: ".swift") {
            let text = String(decoding: Golden.read(path).bytes, as: UTF8.self)
            for match in text.matches(of: /struct (\w+): (?:Rule|SuppressionRule) \{/) { declared.insert(String(match.output.1)) }
        }
        let registered = Set(RuleCatalog.rules.map { String(describing: type(of: $0)) }
            + RuleCatalog.suppressionRules.map { String(describing: type(of: $0)) })
        #expect(declared.count >= 60)
        #expect(declared == registered, "declared but not registered: \(declared.subtracting(registered))")
    }

    /// What every example, invalid example and fixture reports is catalogued.
    @Test func everyReportedIDIsCatalogued() throws {
        let known = Set(Self.ids + RuleCatalog.descriptions.map(\.id))
        let files = Golden.allFiles(under: "Examples", endingWith: ".md") + Golden.allFiles(under: "Tests/ScreenMarkTests/Fixtures", endingWith: ".md")
        var reported = Set<String>()
        for path in files {
            let file = Golden.read(path)
            let workspace = Workspace(sources: [SourceFile(path: path, bytes: file.bytes)])
            reported.formUnion(Pipeline.check(workspace).diagnostics.map(\.id))
        }
        #expect(reported.count > 40)
        #expect(reported.subtracting(known).isEmpty, "not catalogued: \(reported.subtracting(known))")
    }

    @Test func pageIsCurrent() {
        Golden.check(DiagnosticReference.page(), against: "Grammar/Diagnostics.md")
    }
}
