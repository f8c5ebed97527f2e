import Foundation
import Testing
@testable import ScreenMark

/// A `generate` with nothing changed answers from the record of the last run (`RunRecord`):
/// the same diagnostics, lines and exit status as a full run, and a full run again as soon as an
/// input, the configuration, a template or an output is not as the record says.
@Suite struct RunRecordTests {
    static let manifest = ".screenmark-swift"

    /// A folder holding a copy of two example apps, a file with errors, and an output folder.
    func project() throws -> (inputs: URL, output: URL) {
        let folder = try SwiftSupport.temporaryFolder("record")
        let inputs = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        for name in ["Mail.screen.md", "Clock.screen.md"] {
            try FileManager.default.copyItem(atPath: "\(Golden.packageRoot.path)/Examples/\(name)", toPath: inputs.appendingPathComponent(name).path)
        }
        // An app of its own with a HIG warning (a lowercase button) and one with an error (a link to nothing).
        try Data("# Warned\n\n## Content\n- button: go home\n".utf8).write(to: inputs.appendingPathComponent("Warned.screen.md"))
        try Data("# Broken\n\n## Content\n- button: Go → [Nowhere](#nowhere)\n".utf8).write(to: inputs.appendingPathComponent("Broken.screen.md"))
        return (inputs, folder.appendingPathComponent("out"))
    }

    func generate(_ project: (inputs: URL, output: URL), _ extra: [String] = []) throws -> CLITests.Run {
        try CLITests.run(["generate", project.inputs.path, "--output", project.output.path, "--snippets", "never"] + extra)
    }

    func manifestBytes(_ project: (inputs: URL, output: URL)) -> Data? {
        FileManager.default.contents(atPath: project.output.appendingPathComponent(Self.manifest).path)
    }

    /// Overwrites the recorded report, keeping the record otherwise: a run that prints it
    /// answered from the record, one that does not checked again.
    func tamperReport(_ project: (inputs: URL, output: URL)) throws {
        let text = String(decoding: try #require(manifestBytes(project)), as: UTF8.self)
        var record = try #require(RunRecord(manifest: text))
        record.answer.report = "replayed\n"
        let entries = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0 + "\n" }.joined()
        try Data((entries + record.text).utf8).write(to: project.output.appendingPathComponent(Self.manifest))
    }

    @Test func anUnchangedRunGivesTheFullRunsAnswer() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project.inputs.deletingLastPathComponent()) }
        let first = try generate(project)
        #expect(first.status == 1)
        #expect(first.stderr.contains("Broken.screen.md:4:26: error: "))
        #expect(first.stderr.contains("warning: `go home` is not in title case"))
        #expect(first.stderr.contains("note: not generated: \(project.inputs.path)/Broken.screen.md"))
        #expect(RunRecord(manifest: String(decoding: try #require(manifestBytes(project)), as: UTF8.self)) != nil)

        let second = try generate(project)
        #expect(second.status == first.status)
        #expect(second.stderr == first.stderr)
        #expect(second.stdout == "3 Swift files: 0 created, 0 updated, 3 unchanged\n")
        // `--strict` turns the warning into status 1, `--check` finds the folder current, as a full run would.
        let strict = try generate(project, ["--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr == first.stderr)
        let check = try generate(project, ["--check"])
        #expect(check.stdout == "3 Swift files are current\n")
        #expect(check.stderr == first.stderr)

        // The answer did come from the record.
        try tamperReport(project)
        #expect(try generate(project).stderr == "replayed\nscreenmark: note: not generated: \(project.inputs.path)/Broken.screen.md\n")
    }

    @Test func aChangedInputIsGeneratedAgain() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project.inputs.deletingLastPathComponent()) }
        _ = try generate(project)
        try tamperReport(project)
        let clock = project.inputs.appendingPathComponent("Clock.screen.md")
        let text = try String(contentsOf: clock, encoding: .utf8)
        try Data((text + "\n# Time Zones\n\n## Content\n- label: Local\n").utf8).write(to: clock)
        let run = try generate(project, ["--verbose"])
        #expect(!run.stderr.contains("replayed"))
        #expect(run.stdout.contains("updated Clock.screen.swift\n"))
        let swift = try String(contentsOf: project.output.appendingPathComponent("Clock.screen.swift"), encoding: .utf8)
        #expect(swift.contains("Time Zones"))
        // The new record answers the next run.
        try tamperReport(project)
        #expect(try generate(project).stderr.hasPrefix("replayed\n"))
    }

    @Test func anOutputDeletedOrEditedIsWrittenAgain() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project.inputs.deletingLastPathComponent()) }
        _ = try generate(project)
        let mail = project.output.appendingPathComponent("Mail.screen.swift")
        let written = try Data(contentsOf: mail)
        try tamperReport(project)
        try FileManager.default.removeItem(at: mail)
        let deleted = try generate(project, ["--verbose"])
        #expect(!deleted.stderr.contains("replayed"))
        #expect(deleted.stdout.contains("created Mail.screen.swift\n"))
        #expect(try Data(contentsOf: mail) == written)

        try tamperReport(project)
        try Data("// edited\n".utf8).write(to: mail)
        let edited = try generate(project, ["--verbose"])
        #expect(!edited.stderr.contains("replayed"))
        #expect(edited.stdout.contains("updated Mail.screen.swift\n"))
        #expect(try Data(contentsOf: mail) == written)
    }

    @Test func aChangedTemplateConfigurationOrOptionIsAFullRun() throws {
        let project = try project()
        let templates = project.inputs.deletingLastPathComponent().appendingPathComponent("templates")
        defer { try? FileManager.default.removeItem(at: project.inputs.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("// {{#screens}}{{name}} {{/screens}}\n".utf8).write(to: templates.appendingPathComponent("file.mustache"))
        _ = try generate(project, ["--templates", templates.path])
        try tamperReport(project)
        try Data("// screens: {{#screens}}{{name}} {{/screens}}\n".utf8).write(to: templates.appendingPathComponent("file.mustache"))
        let template = try generate(project, ["--templates", templates.path])
        #expect(!template.stderr.contains("replayed"))
        #expect(try String(contentsOf: project.output.appendingPathComponent("Mail.screen.swift"), encoding: .utf8).hasPrefix("// screens: "))

        // Back to the built-in templates: a full run again.
        try tamperReport(project)
        #expect(try !generate(project).stderr.contains("replayed"))

        // A configuration that turns the warning off.
        try tamperReport(project)
        try Data("rules:\n  button-title-case: off\n".utf8).write(to: project.inputs.appendingPathComponent(".screenmark.yml"))
        let configured = try generate(project)
        #expect(!configured.stderr.contains("replayed"))
        #expect(!configured.stderr.contains("title case"))

        // Another report format prints another answer.
        try tamperReport(project)
        let json = try generate(project, ["--format", "json"])
        #expect(json.stderr.hasPrefix("{"))
    }

    @Test func aDamagedRecordIsIgnored() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project.inputs.deletingLastPathComponent()) }
        let first = try generate(project)
        let bytes = try #require(manifestBytes(project))
        // The record loses its last line (the report): the run checks again and writes it whole.
        let text = String(decoding: bytes, as: UTF8.self)
        let cut = text.split(separator: "\n").dropLast().map { $0 + "\n" }.joined()
        try Data(cut.utf8).write(to: project.output.appendingPathComponent(Self.manifest))
        #expect(RunRecord(manifest: cut) == nil)
        let second = try generate(project)
        #expect(second.stderr == first.stderr)
        #expect(second.status == first.status)
        #expect(manifestBytes(project) == bytes)
    }

    /// Wireframes keep no record; a manifest without one reads as before.
    @Test func aManifestWithoutARecordHasNone() {
        #expect(RunRecord(manifest: "0123456789abcdef A.swift\n") == nil)
        let record = RunRecord(
            RunRecord.Answer(key: "k", report: "r", status: 0, strictStatus: 1, skipped: []), files: [], held: [])
        #expect(OutputManifest(text: "0123456789abcdef A.swift\n" + record.text).entries == ["A.swift": 0x0123456789abcdef])
    }

    @Test func recordsReadBackAsWritten() throws {
        let answer = RunRecord.Answer(
            key: "k", report: "a\\report with\nnewlines\r\n#report\n", status: 1, strictStatus: 1, skipped: ["line\nbreak.screen.md"])
        let record = RunRecord(
            answer, files: [RunRecord.File(path: "A.screen.swift", hash: 0xfeed), RunRecord.File(path: "dir/B c.swift", hash: 1)],
            held: ["X.screen.swift"])
        #expect(RunRecord(manifest: "0123456789abcdef A.screen.swift\n" + record.text) == record)
        #expect(RunRecord(manifest: String(record.text.dropLast(3))) != record)
    }

    /// XXH64's published test values: the digest is the algorithm, not something like it.
    @Test func theDigestIsXXH64() {
        func xxh64(_ text: String, _ seed: UInt64 = 0) -> UInt64 {
            Array(text.utf8).withUnsafeBytes { ContentDigest.xxh64($0, seed: seed) }
        }
        #expect(xxh64("") == 0xEF46_DB37_51D8_E999)
        #expect(xxh64("a") == 0xD24E_C4F1_A98C_6E5B)
        #expect(xxh64("abc") == 0x44BC_2CF5_AD77_0999)
        #expect(xxh64("Nobody inspects the spammish repetition") == 0xFBCE_A83C_8A37_8BF1)
        var one = ContentDigest(), other = ContentDigest()
        one.add("ab")
        one.add("c")
        other.add("a")
        other.add("bc")
        #expect(one.hex != other.hex)
        #expect(one.hex.count == 32)
    }
}
