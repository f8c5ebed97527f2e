import Foundation
import Testing
@testable import ScreenMark

/// The bundled example apps: clean, stable, and read by libcmark as the same structure.
@Suite struct ExamplesTests {
    static let examples = Golden.files(in: "Examples", endingWith: ".screen.md")

    static func source(_ path: String) -> SourceFile {
        let file = Golden.read(path)
        return SourceFile(path: file.path, bytes: file.bytes)
    }

    @Test func thereAreFiveApps() {
        #expect(Self.examples.count >= 5)
    }

    @Test func examplesCheckClean() {
        let result = Checker.check(Self.examples.map(Self.source))
        let renderer = TextRenderer(sources: Self.examples.map(Self.source), showsSnippets: false)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(renderer.render).joined())")
    }

    @Test func examplesUseEveryElementKindAndRegion() {
        let documents = Checker.check(Self.examples.map(Self.source)).project.documents
        let regions = documents.flatMap(\.screens).flatMap(\.regions)
        let kinds = Set(regions.flatMap(\.allElements).map(\.kind))
        #expect(Set(ElementKind.allCases).subtracting(kinds).isEmpty, "unused: \(Set(ElementKind.allCases).subtracting(kinds))")
        let regionKinds = Set(regions.map(\.kind))
        #expect(Set(RegionKind.allCases).subtracting(regionKinds).isEmpty)
    }

    @Test func oneExampleIsLabelledInChinese() {
        let documents = Checker.check(Self.examples.map(Self.source)).project.documents
        let chinese = documents.filter { document in
            document.screens.contains { $0.title.value.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }
        }
        #expect(!chinese.isEmpty)
    }

    @Test(arguments: examples) func astDumpMatchesGolden(path: String) {
        let document = Parser.parse(Self.source(path)).document
        let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".screen.md", with: "")
        Golden.check(ASTDump.json([document]), against: "Tests/ScreenMarkTests/Golden/ast/\(name).json")
    }

    /// libcmark reads each example as the structure ScreenMark found: the same headings (level,
    /// line, text) and a list item on the line of every element, starting with its kind.
    @Test(arguments: examples) func commonMarkAgrees(path: String) {
        let source = Self.source(path)
        let document = Parser.parse(source).document
        let bytes = CommonMark.blankingFrontMatter(source.bytes, frontMatterEnd: document.frontMatter?.range.end ?? 0)
        let outline = CommonMark.outline(of: bytes)

        var ours: [CommonMark.Block] = []
        for screen in document.screens {
            ours.append(heading(1, screen.headingRange, source))
            for region in screen.regions {
                ours.append(heading(2, region.headingRange, source))
                for section in region.sections {
                    if let range = section.headingRange { ours.append(heading(3, range, source)) }
                }
            }
        }
        let theirs = outline.filter { if case .heading = $0.kind { true } else { false } }
        #expect(theirs == ours.sorted { $0.line < $1.line })

        let items = Dictionary(
            outline.compactMap { block -> (Int, String)? in
                guard case .listItem(ordered: false, depth: 1) = block.kind else { return nil }
                return (block.line, block.text)
            }, uniquingKeysWith: { first, _ in first })
        let elements = document.screens.flatMap(\.regions).flatMap(\.allElements)
        for element in elements {
            let line = source.location(of: element.range.start).line
            guard let text = items[line] else {
                Issue.record("\(path):\(line): cmark sees no list item where the `\(element.kind.rawValue)` element is")
                continue
            }
            #expect(text.lowercased().hasPrefix(element.kind.rawValue), "\(path):\(line): cmark reads `\(text)`")
            if let label = element.label?.value, !label.contains(where: { "*_`[]\\&<".contains($0) }) {
                #expect(text.contains(label), "\(path):\(line): cmark reads `\(text)`, label `\(label)`")
            }
        }
        // And every list item that starts with an element keyword is an element.
        let elementLines = Set(elements.map { source.location(of: $0.range.start).line })
        for (line, text) in items where !elementLines.contains(line) {
            let word = text.prefix { $0.isLetter || $0 == "-" }.lowercased()
            #expect(ElementKind.named(word) == nil, "\(path):\(line): `\(text)` looks like an element but is not one")
        }
    }

    /// The heading as cmark reports it: the line's text without the `#`s, escapes resolved.
    private func heading(_ level: Int, _ range: SourceRange, _ source: SourceFile) -> CommonMark.Block {
        var text = source.text(range)
        text = String(text.drop { $0 == "#" }).trimmedOfWhitespace
        var unescaped = ""
        var escaping = false
        for character in text {
            if !escaping, character == "\\" {
                escaping = true
                continue
            }
            escaping = false
            unescaped.append(character)
        }
        return CommonMark.Block(kind: .heading(level: level), line: source.location(of: range.start).line, text: unescaped)
    }
}

/// The broken examples: each file's diagnostics, with snippets, against its golden file.
///
/// They are named `*.invalid.md`, not `*.screen.md`, so `screenmark check Examples` does not
/// pick them up; each golden file is what `screenmark check FILE --snippets always` prints.
@Suite struct InvalidExamplesTests {
    static let files = Golden.files(in: "Examples/invalid", endingWith: ".invalid.md")

    @Test func thereAreBrokenExamples() {
        #expect(Self.files.count >= 6)
    }

    @Test(arguments: files) func diagnosticsMatchGolden(path: String) {
        let source = ExamplesTests.source(path)
        let diagnostics = Checker.check([source]).diagnostics
        #expect(diagnostics.contains { $0.severity == .error || $0.severity == .warning }, "\(path) has no problem")
        let output = diagnostics.map(TextRenderer(sources: [source], showsSnippets: true).render).joined()
            + TextRenderer.summary(diagnostics, files: 1) + "\n"
        Golden.check(output, against: path.replacingOccurrences(of: ".invalid.md", with: ".diagnostics.txt"))
    }

    @Test func fiveMistakesAreFiveDiagnosticsOnFiveLines() {
        let source = ExamplesTests.source("Examples/invalid/five-mistakes.invalid.md")
        let diagnostics = Checker.check([source]).diagnostics
        #expect(diagnostics.map { source.location(of: $0.range.start).line } == [24, 25, 36, 41, 60])
        #expect(Set(diagnostics.map(\.id)).count == 5)
        // And the AST still holds what was understood around the mistakes.
        let document = Parser.parse(source).document
        #expect(document.screens.count >= 3)
        #expect(document.screens[0].regions.flatMap(\.allElements).count >= 3)
    }
}

/// `Examples/invalid/hig/`: one file per rule family, with golden findings; `--fix` removes
/// exactly the findings that carry a fix-it. The preview rules run too: every rule shows here.
@Suite struct HIGExamplesTests {
    static let files = Golden.files(in: "Examples/invalid/hig", endingWith: ".invalid.md")
    static let validator = Validator(preview: true)

    @Test func everyFamilyHasAFile() {
        #expect(Self.files.count >= 5)
    }

    @Test(arguments: files) func findingsMatchGolden(path: String) {
        let source = ExamplesTests.source(path)
        let diagnostics = Checker.check([source], validator: Self.validator).diagnostics
        let output = diagnostics.map(TextRenderer(sources: [source], showsSnippets: true).render).joined()
            + TextRenderer.summary(diagnostics, files: 1) + "\n"
        Golden.check(output, against: path.replacingOccurrences(of: ".invalid.md", with: ".findings.txt"))
    }

    @Test func everyRuleFiresInSomeFile() {
        let fired = Set(Self.files.flatMap { Checker.check([ExamplesTests.source($0)], validator: Self.validator).diagnostics.map(\.id) })
        let missing = RuleCatalog.descriptions.map(\.id).filter { !fired.contains($0) }
        #expect(missing.isEmpty, "no file in Examples/invalid/hig triggers: \(missing)")
    }

    @Test(arguments: files) func fixRemovesExactlyTheFixableFindings(path: String) {
        let source = ExamplesTests.source(path)
        let before = Checker.check([source]).diagnostics
        let fixIts = before.compactMap(\.fixIt)
        let fixed = FixApplier.apply(fixIts, to: source.bytes)
        #expect(fixed.skipped == 0)
        let after = Checker.check([SourceFile(path: path, bytes: fixed.bytes)]).diagnostics
        let expected = before.filter { $0.fixIt == nil }.map { "\($0.id): \($0.message)" }.sorted()
        #expect(after.map { "\($0.id): \($0.message)" }.sorted() == expected)
    }
}
