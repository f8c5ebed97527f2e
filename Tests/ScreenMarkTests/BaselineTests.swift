import Foundation
import Testing

@testable import ScreenMark

/// `check --write-baseline` and `--baseline`, `baseline:` in `.screenmark.yml`, and SARIF's
/// `partialFingerprints`, over a copy of the real-app corpus (48 findings of the HIG rules).
@Suite struct BaselineTests {
    /// A copy of the real-app corpus in a folder of its own.
    static func corpus() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for path in Golden.files(in: "Tests/ScreenMarkTests/Fixtures/RealApps", endingWith: ".screen.md") {
            let source = Golden.packageRoot.appendingPathComponent(path)
            try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent(source.lastPathComponent))
        }
        return folder
    }

    /// Rewrites `name` in `folder` with `edit`.
    static func edit(_ name: String, in folder: URL, _ edit: (String) -> String) throws {
        let url = folder.appendingPathComponent(name)
        try edit(String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    /// Compiler lines of a run: one per finding.
    static func findings(_ run: CLITests.Run) -> [Substring] {
        run.stdout.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") || $0.contains(": note: ") }
    }

    @Test func onlyNewFindingsAreReportedAfterLinesMove() throws {
        let folder = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try CLITests.run(["check", ".", "--snippets", "never"], in: folder)
        #expect(Self.findings(before).count >= 45)

        // Every finding of the corpus goes into the baseline: as many as the run without one reports.
        let json = try CLITests.run(["check", ".", "--format", "json"], in: folder)
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        let count = (report["diagnostics"] as! [Any]).count
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".screen.md") }.count
        let written = try CLITests.run(["check", ".", "--write-baseline", "baseline.json"], in: folder)
        #expect(written.stderr.contains("wrote \(count) findings to baseline.json"), "\(written.stderr)")
        #expect(Self.findings(written).isEmpty && written.status == 0)

        let clean = try CLITests.run(["check", ".", "--baseline", "baseline.json"], in: folder)
        #expect(clean.stdout.isEmpty && clean.status == 0)
        #expect(clean.stderr.contains("\(files) files checked: 0 errors, 0 warnings (\(count) in the baseline)"), "\(clean.stderr)")

        // Lines above every finding: every file gets an introduction of four lines.
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".screen.md") {
            try Self.edit(name, in: folder) { text in
                let end = text.range(of: "\n---\n")!.upperBound
                return text[..<end] + "\nAn introduction, added in review.\n\nIt moves every line below it.\n" + text[end...]
            }
        }
        let moved = try CLITests.run(["check", ".", "--baseline", "baseline.json"], in: folder)
        #expect(moved.stdout.isEmpty && moved.status == 0)

        // One new problem: a button title not in title case.
        try Self.edit("Instagram.screen.md", in: folder) { $0.replacingOccurrences(of: "- button: Send {", with: "- button: send now {") }
        let one = try CLITests.run(["check", ".", "--baseline", "baseline.json", "--snippets", "never"], in: folder)
        let lines = Self.findings(one)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("Instagram.screen.md:") == true && lines.first?.hasSuffix("[button-title-case]") == true)

        // Its baseline entry is gone once it is fixed, and the run says so.
        _ = try CLITests.run(["check", ".", "--write-baseline", "baseline.json"], in: folder)
        try Self.edit("Instagram.screen.md", in: folder) { $0.replacingOccurrences(of: "- button: send now {", with: "- button: Send {") }
        let fixed = try CLITests.run(["check", ".", "--baseline", "baseline.json"], in: folder)
        #expect(fixed.stdout.isEmpty)
        #expect(fixed.stderr.contains("(\(count) in the baseline; 1 baselined finding gone: `--write-baseline baseline.json` drops them)"), "\(fixed.stderr)")
    }

    /// The configuration's `baseline:` is read by every command, `generate` (what the build
    /// plugin runs) as much as `check`.
    @Test func theConfigurationsBaselineHoldsForEveryCommand() throws {
        let folder = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "baseline: Accepted/findings.json\n".write(to: folder.appendingPathComponent(".screenmark.yml"), atomically: true, encoding: .utf8)
        let missing = try CLITests.run(["check", "."], in: folder)
        #expect(missing.status == 2 && missing.stderr.contains("no such baseline"))

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Accepted"), withIntermediateDirectories: true)
        _ = try CLITests.run(["check", ".", "--write-baseline", "Accepted/findings.json"], in: folder)
        // File names are relative to the baseline's folder, however the files were named to the tool.
        let text = try String(contentsOf: folder.appendingPathComponent("Accepted/findings.json"), encoding: .utf8)
        #expect(text.contains("\"file\" : \"../Instagram.screen.md\""))

        let check = try CLITests.run(["check", folder.path])
        #expect(check.stdout.isEmpty && check.status == 0)
        let generate = try CLITests.run(["generate", ".", "--output", "Generated"], in: folder)
        #expect(!generate.stderr.contains("warning:"))
        #expect(generate.status == 0)
    }

    /// The build plugin reads `baseline:` as a plain line (it cannot parse YAML): the loader
    /// accepts the forms that line reading sees alike and refuses the others, so the plugin's
    /// input and the tool's baseline are one file.
    @Test func theConfigurationsBaselineIsAsThePluginReadsIt() {
        func diagnostics(_ text: String) -> [String] {
            ConfigurationLoader.load(SourceFile(path: ".screenmark.yml", text: text), rules: RuleCatalog.descriptions).1.map(\.id)
        }
        #expect(diagnostics("baseline: Accepted/findings.json   # pruned weekly\n").isEmpty)
        #expect(diagnostics("profile: ios7\nbaseline: 'findings.json'\n").isEmpty)
        #expect(diagnostics("baseline: >-\n  findings.json\n") == ["config-invalid-value"])
        #expect(diagnostics("{profile: ios7, baseline: findings.json}\n") == ["config-invalid-value"])
    }

    /// SARIF carries the baseline's fingerprints: code scanning matches results as a baseline does.
    @Test func sarifFingerprintsAreTheBaselines() throws {
        let folder = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try CLITests.run(["check", ".", "--write-baseline", "baseline.json"], in: folder)
        let baseline = try Baseline.read(folder.appendingPathComponent("baseline.json").path)
        let sarif = try CLITests.run(["check", ".", "--format", "sarif"], in: folder)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as! [String: Any]
        let results = (log["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["screenmark/v1"] }
        #expect(fingerprints.count == results.count)
        #expect(Set(baseline.entries.map(\.fingerprint)).isSubset(of: Set(fingerprints)))
        #expect(Set(fingerprints).count == fingerprints.count)
    }

    /// A finding's fingerprint is the same with a baseline and without: Instagram's five tabs
    /// without titles share a key but for their order, and a baseline holding the first three
    /// leaves the last two their own.
    @Test func fingerprintsDoNotDependOnTheBaseline() throws {
        let folder = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try CLITests.run(["check", "Instagram.screen.md", "--write-baseline", "baseline.json"], in: folder)
        var baseline = try Baseline.read(folder.appendingPathComponent("baseline.json").path)
        baseline.entries.removeAll { $0.rule == "tab-bar-icon-and-title" && $0.occurrence >= 3 }
        try baseline.text.write(to: folder.appendingPathComponent("baseline.json"), atomically: true, encoding: .utf8)
        func fingerprints(_ arguments: [String]) throws -> [String] {
            let run = try CLITests.run(["check", "Instagram.screen.md", "--format", "sarif"] + arguments, in: folder)
            let log = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
            let results = (log["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
            return results.filter { $0["ruleId"] as? String == "tab-bar-icon-and-title" }
                .compactMap { ($0["partialFingerprints"] as? [String: String])?["screenmark/v1"] }
        }
        let shown = try fingerprints(["--baseline", "baseline.json"])
        let all = try fingerprints([])
        #expect(shown.count == 2 && all.count == 5)
        #expect(Array(all.suffix(2)) == shown)
    }

    /// The key names the element, not the line: two findings of one rule on one element differ
    /// only by their occurrence.
    @Test func keysNameScreenAndElement() {
        let text = "---\nscreenmark: 1\napp: T\n---\n\n# Home\n\n## Toolbar\n- button: delete it\n"
        let checked = Pipeline.check(Workspace(sources: [SourceFile(path: "T.screen.md", text: text)], configuration: .only(["button-title-case"])))
        let keys = checked.findingKeys(relativeTo: ".")
        #expect(keys.map(\.element) == ["toolbar/button: delete it"])
        #expect(keys.map(\.screen) == ["home"])
        #expect(keys.map(\.file) == ["T.screen.md"])
    }
}
