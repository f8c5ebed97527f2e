import Foundation
import Testing
@testable import ScreenMark

/// Every command reads a file the same way: over the same cases, `check`, `generate`,
/// `wireframe` and `dump` report the same diagnostics (ids, lines, columns) and exit with the
/// same status; `generate` writes nothing for an app with an error, `wireframe` and `dump` still
/// show what was understood.
@Suite struct OnePipelineTests {
    /// A folder of files, what every command must report for it, and its exit status.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        /// `File.screen.md:LINE:COLUMN id`, in report order.
        var expected: [String]
        var status: Int32
        /// Swift files `generate` writes.
        var generated: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a broken link within a file and a missing overlay",
            files: [
                "Music.screen.md": """
                    # Library

                    ## Table
                    - cell: Genius {accessory: disclosure} → [Genius](#genuis)
                    - cell: Clear → alert [Clear](#clear-all)
                    - cell: Top 25 {accessory: disclosure} → [Genius](#genius)

                    # Genius

                    ## Navigation bar
                    - back: Library
                    - title: Genius
                    """
            ],
            expected: ["Music.screen.md:4:51 link-target-exists", "Music.screen.md:5:31 link-target-exists"],
            status: 1, generated: []),
        Case(
            name: "a broken link across files",
            files: [
                "Music.screen.md": """
                    ---
                    app: Music
                    ---
                    # Library

                    ## Table
                    - cell: Genius {accessory: disclosure} → [Genius](Other.screen.md#genius)
                    - cell: Radio {accessory: disclosure} → [Radio](Radio.screen.md#radoi)
                    - cell: Stations {accessory: disclosure} → [Radio](Radio.screen.md#radio)
                    """,
                "Radio.screen.md": """
                    ---
                    app: Music
                    ---
                    # Radio

                    ## Navigation bar
                    - back: Library
                    - title: Radio
                    """,
            ],
            expected: ["Music.screen.md:7:51 link-target-exists", "Music.screen.md:8:49 link-target-exists"],
            status: 1, generated: []),
        Case(
            name: "a file excluded by .screenmark.yml",
            files: [
                ".screenmark.yml": "exclude: [\"drafts/**\"]\n",
                "Music.screen.md": "# Library\n\n## Content\n- label: Songs\n",
                "drafts/Draft.screen.md": "# Draft\n\n## Contnt\n- swich: x\n- button: Go → [Nowhere](#nowhere)\n",
            ],
            expected: [], status: 0, generated: ["Music.screen.swift"]),
        Case(
            name: "suppressed findings, a navigation cycle among them",
            files: [
                "Music.screen.md": """
                    <!-- screenmark-disable-next-line back-button-on-pushed -- the loop below pushes it -->
                    # Library

                    ## Table
                    - cell: Songs {accessory: disclosure} → [Songs](#songs)

                    # Songs

                    ## Navigation bar
                    - back: Library
                    - title: Songs

                    ## Content
                    <!-- screenmark-disable-next-line navigation-cycle -- the store links back to the library on purpose -->
                    - button: Library → [Library](#library)

                    <!-- screenmark-disable-next-line screen-unreachable -- reached from a notification -->
                    # Now Playing
                    """
            ],
            expected: [], status: 0, generated: ["Music.screen.swift"]),
        Case(
            name: "a stepper whose min is above its max",
            files: ["Music.screen.md": "# Library\n\n## Content\n- stepper: 1 Copy = 1 {min: 5, max: 1}\n"],
            expected: ["Music.screen.md:4:32 value-range"], status: 1, generated: []),
    ]

    @Test(arguments: cases) func everyCommandGivesTheSameAnswer(_ test: Case) throws {
        let folder = try SwiftSupport.temporaryFolder("one-pipeline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in")
        for (name, text) in test.files {
            let url = input.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let prefix = input.path + "/"
        /// `File:line:col id` of each compiler line in `output`.
        func reported(_ output: String) -> [String] {
            output.split(separator: "\n").compactMap { line in
                guard line.hasPrefix(prefix), let match = line.firstMatch(of: /^(.*?:\d+:\d+): \w+: .* \[([a-z0-9-]+)\]$/) else { return nil }
                return "\(match.output.1.dropFirst(prefix.count)) \(match.output.2)"
            }
        }
        let output = folder.appendingPathComponent("out")
        let check = try CLITests.run(["check", input.path])
        let generate = try CLITests.run(["generate", input.path, "--output", output.path])
        let wireframe = try CLITests.run(["wireframe", input.path])
        let dump = try CLITests.run(["dump", input.path])
        let runs = [("check", check, check.stdout), ("generate", generate, generate.stderr),
                    ("wireframe", wireframe, wireframe.stderr), ("dump", dump, dump.stderr)]
        for (command, run, diagnostics) in runs {
            #expect(reported(diagnostics) == test.expected, "\(command): \(diagnostics)")
            #expect(run.status == test.status, "\(command) exits \(run.status): \(run.stderr)")
        }
        // Errors stop generation of the app; the drawing and the dump show what was understood.
        let written = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        #expect(written.filter { !$0.hasPrefix(".") }.sorted() == test.generated)
        #expect(wireframe.stdout.contains("#library — Library\n"))
        #expect(!wireframe.stdout.contains("Draft"))
        #expect(dump.stdout.contains("\"value\" : \"Library\""))
        #expect(!dump.stdout.contains("Draft"))
    }

    /// `dump` prints labels exactly as written: no pass over its own output rewrites them.
    @Test func dumpKeepsLabelsByteForByte() throws {
        let folder = try SwiftSupport.temporaryFolder("dump-labels")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Labels.screen.md")
        try Data("# Labels\n\n## Content\n- label: [ 1,  2 ] items\n- label: two  spaces\n- label: [ ]\n".utf8).write(to: file)
        let dump = try CLITests.run(["dump", file.path])
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.contains("\"value\" : \"[ 1,  2 ] items\""))
        #expect(dump.stdout.contains("\"value\" : \"two  spaces\""))
        #expect(dump.stdout.contains("\"value\" : \"[ ]\""))
        // Ranges stay on one line.
        #expect(dump.stdout.contains("\"range\" : [30, 45],\n"))
        let parsed = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
        #expect(parsed?["version"] as? Int == 1)
    }
}

/// What a review of the pipeline found, each kept from coming back.
@Suite struct PipelineReviewTests {
    /// A `min` too large for an `Int` is reported, not a crash.
    @Test func aHugeMinimumIsReportedNotATrap() {
        let source = SourceFile(path: "Huge.screen.md", text: "# S\n\n## Content\n- slider: V {min: 100000000000000000000}\n")
        let checked = Pipeline.check(Workspace(sources: [source]))
        #expect(checked.diagnostics.map(\.message).contains("this slider's `min` 1e+20 is above its `max` 1 (the default)"))
    }

    /// `--fix` applies the fix-its of findings past the cap too.
    @Test func fixItsPastTheCapAreKept() {
        let text = "# S\n\n## Navigation bar\n- title: S\n\n## Content\n" + String(repeating: "- button: sign out\n", count: 300)
        let checked = Pipeline.check(Workspace(sources: [SourceFile(path: "Many.screen.md", text: text)]))
        #expect(checked.diagnostics.filter { $0.id == "button-title-case" }.count < 300)
        #expect(checked.fixIts["Many.screen.md"]?.count == 300)
    }

    /// A screen file called `rules` does not put its pages where the rules' are.
    @Test func aFileNamedRulesKeepsItsPagesApart() throws {
        let source = SourceFile(path: "rules.screen.md", text: "# Link target exists\n\n## Content\n- label: x\n")
        let files = DocsEmitter(formats: [.html], templates: try DocsEmitter.builtInTemplates())
            .emit(Pipeline.check(Workspace(sources: [source]))).files.map(\.path)
        #expect(Set(files).count == files.count)
        #expect(files.contains("rules-screens/link-target-exists.html"))
        #expect(files.contains("rules/link-target-exists.html"))
    }
}
