import Foundation
import Testing
@testable import ScreenMark

/// The validator as a whole: configuration, profiles, suppressions, report formats.
@Suite struct ValidatorTests {
    static func check(_ text: String, configuration: Configuration = .none, profile: HIGProfile? = nil) -> [Diagnostic] {
        let source = SourceFile(path: "t.screen.md", text: text)
        return Checker.check([source], validator: Validator(configuration: configuration, profileOverride: profile)).diagnostics
    }

    static let orphan = "# Home\n## Content\n- label: Hi\n# Orphan\n"

    @Test func configurationTurnsRulesOffAndChangesSeverity() {
        #expect(Self.check(Self.orphan).map(\.id) == ["screen-unreachable"])
        var configuration = Configuration()
        configuration.rules["screen-unreachable"] = .init(isOff: true)
        #expect(Self.check(Self.orphan, configuration: configuration).isEmpty)
        configuration.rules["screen-unreachable"] = .init(severity: .error)
        #expect(Self.check(Self.orphan, configuration: configuration).map(\.severity) == [.error])
    }

    @Test func configurationFileIsReadWithPositions() {
        let yaml = """
            profile: ios6
            rules:
              screen-unreachable: off
              toolbar-max-items:
                severity: error
                max: 4
                maxx: 3
              no-such-rule: warning
              modal-has-exit: loud
            colour: blue
            """
        let source = SourceFile(path: ".screenmark.yml", text: yaml)
        let (configuration, diagnostics) = ConfigurationLoader.load(source, rules: RuleCatalog.descriptions)
        let found = diagnostics.map { "\($0.id)@\(source.location(of: $0.range.start).line):\(source.location(of: $0.range.start).column)" }
        #expect(found.sorted() == [
            "config-invalid-value@1:10", "config-invalid-value@9:19", "config-unknown-key@10:1",
            "config-unknown-option@7:5", "config-unknown-rule@8:3",
        ].sorted())
        #expect(configuration.rules["screen-unreachable"]?.isOff == true)
        #expect(configuration.rules["toolbar-max-items"]?.options["max"] == 4)
        #expect(configuration.rules["toolbar-max-items"]?.severity == .error)
    }

    @Test func hugeThresholdsAreRefused() {
        let source = SourceFile(path: ".screenmark.yml", text: "rules:\n  tab-bar-max-items:\n    max: 1e300\n")
        let (configuration, diagnostics) = ConfigurationLoader.load(source, rules: RuleCatalog.descriptions)
        #expect(diagnostics.map(\.id) == ["config-invalid-value"])
        #expect(configuration.rules["tab-bar-max-items"]?.options["max"] == nil)
    }

    @Test func brokenYAMLIsPositioned() {
        let source = SourceFile(path: ".screenmark.yml", text: "rules:\n  a: [b\n")
        let (_, diagnostics) = ConfigurationLoader.load(source, rules: RuleCatalog.descriptions)
        #expect(diagnostics.map(\.id) == ["config-syntax"])
        #expect(source.location(of: diagnostics[0].range.start).line >= 2)
    }

    @Test func globs() {
        #expect(Glob.matches("**/*.screen.md", "a/b/c.screen.md"))
        #expect(Glob.matches("**/*.screen.md", "c.screen.md"))
        #expect(Glob.matches("Drafts/**", "Drafts/x/y.screen.md"))
        #expect(!Glob.matches("Drafts/**", "Final/x.screen.md"))
        #expect(Glob.matches("a?c/*.md", "abc/x.md"))
        var configuration = Configuration()
        configuration.exclude = ["Drafts/**"]
        #expect(configuration.includes("Mail.screen.md") && !configuration.includes("Drafts/Mail.screen.md"))
    }

    @Test func profilePrecedence() {
        let document = Parser.parse(SourceFile(path: "t", text: "---\nhig: iphone-2010\n---\n# S\n")).document
        var configuration = Configuration()
        configuration.profile = .ios7
        #expect(Validator(configuration: configuration).profile(of: document) == .iphone2010)
        #expect(Validator(configuration: configuration, profileOverride: .ios7).profile(of: document) == .ios7)
        let plain = Parser.parse(SourceFile(path: "t", text: "# S\n")).document
        #expect(Validator(configuration: configuration).profile(of: plain) == .ios7)
        configuration.profile = .iphone2010
        #expect(Validator(configuration: configuration).profile(of: plain) == .iphone2010)
        #expect(Validator().profile(of: plain) == .ios7)
    }

    @Test func suppressionsSilenceTheirScope() {
        let nextLine = "# Home\n## Content\n- label: Hi\n<!-- screenmark-disable-next-line screen-unreachable -- kept for later -->\n# Orphan\n"
        #expect(Self.check(nextLine).isEmpty)
        let sameLine = "# Home\n## Content\n- label: Hi\n# Orphan <!-- screenmark-disable-line screen-unreachable -- later -->\n"
        #expect(Self.check(sameLine).map(\.id) == [])
        let range = "# Home\n<!-- screenmark-disable screen-unreachable -- drafts -->\n# A\n# B\n<!-- screenmark-enable screen-unreachable -->\n# C\n"
        #expect(Self.check(range).map { $0.message } == ["no link leads to `C`, so it is never shown"])
        let file = "<!-- screenmark-disable-file screen-unreachable -- a catalogue of screens -->\n# Home\n# A\n# B\n"
        #expect(Self.check(file).isEmpty)
    }

    @Test func badSuppressionsAreReported() {
        let text = "# Home\n<!-- screenmark-disable-nxt-line screen-unreachable -->\n<!-- screenmark-disable-next-line screen-unreachable -- stale -->\n## Content\n"
        #expect(Self.check(text).map(\.id) == ["suppression-unknown-directive", "suppression-unused"])
        let unknown = "# Home\n<!-- screenmark-disable-next-line screen-unreachble -- typo -->\n# Orphan\n"
        let diagnostics = Self.check(unknown)
        #expect(diagnostics.map(\.id).sorted() == ["screen-unreachable", "suppression-unknown-rule"])
        #expect(diagnostics.first { $0.id == "suppression-unknown-rule" }?.notes.first?.message == "did you mean `screen-unreachable`?")
    }

    @Test func theFourFormatsAgree() throws {
        let text = "# Home\n## Content\n- button: Go → modal [Compose](#compose)\n- label: 中文 {colour: red}\n# Compose\n# Orphan\n"
        let source = SourceFile(path: "Mail/t.screen.md", text: text)
        let diagnostics = Checker.check([source]).diagnostics
        #expect(diagnostics.count >= 3)
        func key(_ id: String, _ line: Int, _ column: Int) -> String { "\(id)@\(line):\(column)" }
        let expected = diagnostics.map { key($0.id, source.location(of: $0.range.start).line, source.location(of: $0.range.start).column) }

        let xcode = TextRenderer(sources: [source], showsSnippets: false).render
        let xcodeKeys = try diagnostics.map(xcode).map { text -> String in
            let line = String(text.prefix { $0 != "\n" }) + "\n"
            let match = try #require(line.firstMatch(of: /^Mail\/t\.screen\.md:(\d+):(\d+): \w+: .* \[([a-z0-9-]+)\]\n$/))
            return key(String(match.output.3), Int(match.output.1)!, Int(match.output.2)!)
        }
        #expect(xcodeKeys == expected)

        let json = try JSONSerialization.jsonObject(with: Data(JSONRenderer(sources: [source]).render(diagnostics, fileCount: 1).utf8)) as! [String: Any]
        let jsonKeys = (json["diagnostics"] as! [[String: Any]]).map { entry -> String in
            let start = (entry["range"] as! [String: Any])["start"] as! [String: Any]
            return key(entry["id"] as! String, start["line"] as! Int, start["column"] as! Int)
        }
        #expect(jsonKeys == expected)

        let sarif = try JSONSerialization.jsonObject(with: Data(SARIFRenderer(sources: [source], toolVersion: "test").render(diagnostics).utf8)) as! [String: Any]
        let run = (sarif["runs"] as! [[String: Any]])[0]
        #expect(sarif["version"] as? String == "2.1.0")
        let ruleIDs = ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
        let sarifKeys = (run["results"] as! [[String: Any]]).map { result -> String in
            let region = (((result["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])["region"] as! [String: Any])
            #expect(ruleIDs[result["ruleIndex"] as! Int]["id"] as? String == result["ruleId"] as? String)
            return key(result["ruleId"] as! String, region["startLine"] as! Int, region["startColumn"] as! Int)
        }
        #expect(sarifKeys == expected)

        let github = GitHubRenderer(sources: [source]).render(diagnostics).split(separator: "\n")
        let githubKeys = try github.map { line -> String in
            let match = try #require(String(line).firstMatch(of: /^::(error|warning|notice) file=Mail\/t\.screen\.md,line=(\d+),col=(\d+),endLine=\d+,endColumn=\d+,title=([a-z0-9-]+)::/))
            return key(String(match.output.4), Int(match.output.2)!, Int(match.output.3)!)
        }
        #expect(githubKeys == expected)
    }

    @Test func githubEscapesCommandData() {
        #expect(GitHubRenderer.data("50%\nnext") == "50%25%0Anext")
        #expect(GitHubRenderer.property("a:b,c") == "a%3Ab%2Cc")
    }

    @Test func fixApplierKeepsEverythingElse() {
        let bytes = Array("- button: ok\n- button: cancel\n".utf8)
        let fix = FixIt(message: "title-case", edits: [.init(range: SourceRange(10, 12), replacement: "OK")])
        let overlapping = FixIt(message: "other", edits: [.init(range: SourceRange(11, 12), replacement: "x")])
        let result = FixApplier.apply([fix, overlapping], to: bytes)
        #expect(String(decoding: result.bytes, as: UTF8.self) == "- button: OK\n- button: cancel\n")
        #expect(result.applied == 1 && result.skipped == 1)
    }
}

/// The scenarios the validator is judged by, each at its exact line and column.
@Suite struct ValidatorScenarioTests {
    static let file = """
        # Home
        ## Tab bar
        - tab: Home {icon: house} → [Home](#home)
        - tab: Mail {icon: mail} → [Mail](#mail)
        - tab: Maps {icon: map} → [Maps](#maps)
        - tab: Music {icon: note} → [Music](#music)
        - tab: Notes {icon: pad} → [Notes](#notes)
        - tab: Phone {icon: phone} → [Phone](#phone)
        ## Content
        - button: Sign Out → alert [Sign Out](#sign-out)
        - button: Delete → sheet [Delete](#delete)
        - button: Compose → modal [Compose](#compose)
        ## Alert: Sign Out?
        - message: You can sign in again at any time.
        - button: Cancel {role: cancel}
        - button: Sign Out
        - button: Sign Out Everywhere
        ## Action sheet {#delete}
        - button: Cancel {role: cancel}
        - button: Delete All {role: destructive}
        - button: Delete Read
        # Mail
        # Maps
        # Music
        # Notes
        # Phone
        # Compose
        ## Navigation bar
        - title: Compose
        """

    @Test func eachScenarioIsFoundWhereItIs() {
        let source = SourceFile(path: "scenarios.screen.md", text: Self.file)
        let diagnostics = Checker.check([source]).diagnostics
        func at(_ id: String) -> [String] {
            diagnostics.filter { $0.id == id }.map {
                let location = source.location(of: $0.range.start)
                return "\(location.line):\(location.column)"
            }
        }
        #expect(at("tab-bar-max-items") == ["8:3"])  // the sixth tab
        #expect(at("alert-button-count") == ["13:4"])  // `Alert` of `## Alert: Sign Out?`
        #expect(at("action-sheet-cancel-last") == ["19:3"])  // `button` of the first-written Cancel
        #expect(at("modal-has-exit") == ["27:3"])  // `Compose` of `# Compose`
    }
}

/// Suppressions in the example apps say why.
@Suite struct ExampleSuppressionsTests {
    @Test func everySuppressionHasAReason() {
        for path in ExamplesTests.examples {
            let document = Parser.parse(ExamplesTests.source(path)).document
            for comment in document.comments where comment.text.hasPrefix("screenmark-disable") {
                #expect(comment.text.contains(" -- "), "\(path): `\(comment.text)` gives no reason")
            }
        }
    }

    /// SARIF links a rule to a page only where the team publishes its docs (`docs-url:`): no
    /// address of someone else's by default, and the rule's page on the team's site with it.
    @Test func sarifHelpLinksToTheTeamsDocs() throws {
        let source = SourceFile(path: "t.screen.md", text: "# Inbox\n## Toolbar\n- button: save to disk\n")
        let found = Pipeline.check(Workspace(sources: [source])).diagnostics
        func helpURIs(_ docsURL: String?) throws -> [String] {
            let log = SARIFRenderer(sources: [source], toolVersion: "test", docsURL: docsURL).render(found)
            let sarif = try JSONSerialization.jsonObject(with: Data(log.utf8)) as! [String: Any]
            let driver = ((sarif["runs"] as! [[String: Any]])[0]["tool"] as! [String: Any])["driver"] as! [String: Any]
            return (driver["rules"] as! [[String: Any]]).compactMap { $0["helpUri"] as? String }
        }
        #expect(try helpURIs(nil).isEmpty)
        let (configuration, problems) = ConfigurationLoader.load(
            SourceFile(path: ".screenmark.yml", text: "docs-url: https://screens.example.com/app/\n"), rules: RuleCatalog.descriptions)
        #expect(problems.isEmpty && configuration.docsURL == "https://screens.example.com/app")
        let uris = try helpURIs(configuration.docsURL)
        #expect(uris.count == RuleCatalog.descriptions.count)
        #expect(uris.contains("https://screens.example.com/app/rules/button-title-case.html"))
        let (_, wrong) = ConfigurationLoader.load(SourceFile(path: ".screenmark.yml", text: "docs-url: screens\n"), rules: RuleCatalog.descriptions)
        #expect(wrong.map(\.id) == ["config-invalid-value"])
    }

}
