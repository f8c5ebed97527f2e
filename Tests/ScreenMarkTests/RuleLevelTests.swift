import Foundation
import Testing
@testable import ScreenMark

/// Rule levels: a preview rule runs only when the configuration or `--preview` asks for it, and
/// `off` always wins.
@Suite struct RuleLevelTests {
    /// A profile whose contact is pushed from itself: `navigation-cycle`, a preview rule, finds it.
    static let loop = """
        # Profile
        ## Navigation bar
        - title: Profile
        ## Table (plain)
        - cell: Followers → [Profile](#profile)
        """

    static func ids(_ configuration: Configuration = .none, preview: Bool = false) -> [String] {
        let source = SourceFile(path: "t.screen.md", text: Self.loop)
        let validator = Validator(configuration: configuration, preview: preview)
        return Checker.check([source], validator: validator).diagnostics.map(\.id).filter { $0 == "navigation-cycle" }
    }

    static func configuration(_ yaml: String) -> Configuration {
        let (configuration, diagnostics) = ConfigurationLoader.load(
            SourceFile(path: ".screenmark.yml", text: yaml), rules: RuleCatalog.descriptions)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return configuration
    }

    @Test func theRuleUnderTestIsPreview() {
        #expect(RuleCatalog.description(of: "navigation-cycle")?.level.name == "preview")
    }

    @Test func aPreviewRuleIsSilentByDefault() {
        #expect(Self.ids().isEmpty)
    }

    @Test func thePreviewFlagRunsIt() {
        #expect(Self.ids(preview: true) == ["navigation-cycle"])
    }

    @Test func theConfigurationRunsAllOrOne() {
        #expect(Self.ids(Self.configuration("preview: true\n")) == ["navigation-cycle"])
        #expect(Self.ids(Self.configuration("rules:\n  navigation-cycle: on\n")) == ["navigation-cycle"])
        let named = Self.configuration("rules:\n  navigation-cycle: error\n")
        let source = SourceFile(path: "t.screen.md", text: Self.loop)
        let found = Checker.check([source], validator: Validator(configuration: named)).diagnostics
        #expect(found.filter { $0.id == "navigation-cycle" }.map(\.severity) == [.error])
    }

    @Test func offWinsOverPreview() {
        #expect(Self.ids(Self.configuration("preview: true\nrules:\n  navigation-cycle: off\n"), preview: true).isEmpty)
    }

    @Test func aBadPreviewValueIsReportedAtItsPlace() {
        let source = SourceFile(path: ".screenmark.yml", text: "preview: sometimes\n")
        let (_, diagnostics) = ConfigurationLoader.load(source, rules: RuleCatalog.descriptions)
        #expect(diagnostics.map(\.message) == ["`preview` is `true` or `false`"])
        #expect(diagnostics.map { source.location(of: $0.range.start).column } == [10])
    }

    @Test func theCommandLineTakesPreview() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rule-level-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Loop.screen.md")
        try Data(Self.loop.utf8).write(to: file)
        let plain = try CLITests.run(["check", file.path, "--snippets", "never"])
        let preview = try CLITests.run(["check", file.path, "--snippets", "never", "--preview"])
        #expect(!plain.stdout.contains("[navigation-cycle]") && plain.status == 0)
        #expect(preview.stdout.contains("Loop.screen.md:5:19: warning: this link leads back to `Profile`"), "\(preview.stdout)")
    }

    @Test func everyPreviewRuleSaysWhy() {
        for rule in RuleCatalog.descriptions {
            switch rule.level {
            case .stable: continue
            case .preview(let reason): #expect(reason.count > 40 && reason.hasSuffix("."), "\(rule.id): \(reason)")
            }
        }
    }
}
