import Foundation
import Testing
@testable import ScreenMark

/// Hostile input: a clear diagnostic or a clean result, never a crash or a hang.
///
/// Timing is not asserted (that is the benchmark's job); each case runs under a one-minute limit
/// so a hang fails the run instead of blocking it, and prints its time.
@Suite(.timeLimit(.minutes(1))) struct RobustnessTests {
    /// Parses and resolves `bytes`; returns the diagnostics and prints the time taken.
    @discardableResult
    func check(_ name: String, _ bytes: [UInt8], printsTime: Bool = true) -> [Diagnostic] {
        let start = ContinuousClock.now
        let result = Pipeline.check(Workspace(sources: [SourceFile(path: "\(name).screen.md", bytes: bytes)]))
        if printsTime { print("robustness \(name): \(bytes.count) bytes in \(ContinuousClock.now - start)") }
        for diagnostic in result.diagnostics {
            #expect(diagnostic.range.start >= 0 && diagnostic.range.end <= bytes.count, "\(diagnostic.id) out of range")
        }
        return result.diagnostics
    }

    @Test func emptyFile() {
        #expect(check("empty", []).isEmpty)
        #expect(check("newline", Array("\n".utf8)).isEmpty)
    }

    @Test func randomBytes() {
        var generator = SplitMix(seed: 42)
        for round in 0..<50 {
            let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
            check("random-\(round)", bytes, printsTime: false)
        }
    }

    @Test func randomStructuredText() {
        // Random mixtures of the language's own tokens find more paths than random bytes.
        let tokens = [
            "# ", "## ", "### ", "- ", "button", "cell", ": ", " = ", "{", "}", "#id", ", ", "style: ", "→ ", "-> ",
            "[", "](", ")", "#", "modal ", "\n", "\n", "\"", "\\", "|", "*", "<!--", "-->", "---\n", "```\n", "中文",
            "👨‍👩‍👧", "\r\n", "\t", "    ", "table", "grouped", "(", "alert", "sheet ", "dismiss", "1:30", "on",
        ]
        var generator = SplitMix(seed: 7)
        for round in 0..<300 {
            let text = (0..<200).map { _ in tokens.randomElement(using: &generator)! }.joined()
            check("structured-\(round)", Array(text.utf8), printsTime: false)
        }
    }

    @Test func invalidUTF8() {
        let bytes: [UInt8] = Array("# Inbox\n## Content\n- label: ".utf8) + [0xFF, 0xC3, 0x28, 0xED, 0xA0, 0x80] + Array("\n".utf8)
        let diagnostics = check("invalid-utf8", bytes)
        #expect(diagnostics.map(\.id) == ["invalid-utf8"])
        let source = SourceFile(path: "x", bytes: bytes)
        #expect(source.location(of: diagnostics[0].range.start).line == 3)
        let label = Parser.parse(source).document.screens[0].regions[0].elements[0].label?.value
        #expect(label?.hasPrefix("\u{FFFD}") == true)
    }

    @Test func byteOrderMarkAndCRLF() {
        let text = "\u{FEFF}---\r\nscreenmark: 1\r\n---\r\n# Inbox\r\n\r\n## Navigation bar\r\n- title: Inbox\r\n- button: Edit {system: edit}\r\n"
        #expect(check("bom-crlf", Array(text.utf8)).isEmpty)
        let document = Parser.parse(SourceFile(path: "x", text: text)).document
        #expect(document.frontMatter?.formatVersion?.value == 1)
        #expect(document.screens[0].title.value == "Inbox")
        #expect(document.screens[0].regions[0].elements.map { $0.label?.value } == ["Inbox", "Edit"])
        let source = SourceFile(path: "x", text: text)
        let button = document.screens[0].regions[0].elements[1]
        #expect(source.location(of: button.range.start).line == 8)
        #expect(source.location(of: button.range.start).column == 1)
    }

    @Test func tenThousandNestedListItems() {
        // Nested by markers on one line, and by indentation (a staircase, capped at 200 levels so
        // the file stays small while the parser sees 10,000 nested items).
        let oneLine = "# S\n## Content\n" + String(repeating: "- ", count: 10_000) + "label: deep\n"
        let oneLineDiagnostics = check("nested-one-line", Array(oneLine.utf8))
        #expect(oneLineDiagnostics.count == 1)
        var staircase = "# S\n## Content\n- label: top\n"
        for index in 0..<10_000 {
            staircase += String(repeating: "  ", count: 1 + index % 200) + "- label: item \(index)\n"
        }
        let diagnostics = check("nested-staircase", Array(staircase.utf8))
        #expect(diagnostics.map(\.id) == ["nested-item"])
    }

    @Test func tenMegabyteFile() {
        var text = "---\nscreenmark: 1\napp: Big\n---\n"
        var index = 0
        while text.utf8.count < 10 * 1024 * 1024 {
            text += """
                # Screen \(index)

                A screen of the big file.

                ## Navigation bar
                - back: Screen \(max(0, index - 1))
                - title: Screen \(index)
                - button: Edit {system: edit}

                ## Table (grouped)

                ### Section
                - cell: Next {accessory: disclosure} → [Screen](#screen-\(index + 1))
                - switch: Option = on
                - slider: Level = 0.5 {min: 0, max: 1}


                """
            index += 1
        }
        let diagnostics = check("ten-megabytes", Array(text.utf8))
        // The last screen links to one that does not exist; nothing else is an error.
        #expect(diagnostics.filter { $0.severity == .error }.map(\.id) == ["link-target-exists"])
    }

    @Test func fileTooLarge() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: Parser.maximumFileSize + 1)
        #expect(check("too-large", bytes).map(\.id) == ["file-too-large"])
    }

    @Test func manyProblemsAreCapped() {
        let text = "# S\n## Content\n" + String(repeating: "- swich: x\n", count: 1_000)
        let diagnostics = check("many-problems", Array(text.utf8))
        #expect(diagnostics.count == FindingCap.maximumShown + 1)
        #expect(diagnostics.last?.id == "too-many-problems")
        #expect(diagnostics.last?.message == "800 more warnings in this file are not shown")
    }

    /// The cap is the pipeline's, so the rules' findings are capped as the parser's are.
    @Test func ruleFindingsAreCappedToo() {
        let text = "# S\n## Content\n- label: s\n" + (1...1_000).map { "# Orphan \($0)\n" }.joined()
        let diagnostics = check("many-orphans", Array(text.utf8))
        #expect(diagnostics.filter { $0.id == "screen-unreachable" }.count == FindingCap.maximumShown)
        #expect(diagnostics.last?.message == "800 more warnings in this file are not shown")
    }

    @Test func errorsAreNeverHiddenByTheCap() {
        let text = "# S\n## Content\n" + String(repeating: "- swich: x\n", count: 300) + "- slider: A = abc\n"
        let diagnostics = check("error-after-warnings", Array(text.utf8))
        #expect(diagnostics.contains { $0.id == "invalid-value" && $0.severity == .error })
        #expect(diagnostics.contains { $0.id == "too-many-problems" })
    }

    @Test func longLines() {
        let text = "# S\n## Content\n- label: " + String(repeating: "中", count: 200_000) + "\n- label: " + String(repeating: "{", count: 100_000) + "\n"
        check("long-lines", Array(text.utf8))
    }
}

/// A small seeded generator, so random tests are repeatable.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
