import Foundation
@testable import ScreenMark

/// What one fuzz target does with an input: it runs a path of the pipeline on the bytes as a
/// screen file and stops the process (`Invariant.fail`) when an output breaks a promise the
/// tool makes. A crash, a hang or a sanitizer report is caught by libFuzzer itself.
enum FuzzTarget: String, CaseIterable {
    /// Parse and resolve: the language, its links and suppressions (the `.language` depth).
    case parse
    /// Parse, resolve, every rule, then every diagnostic format and the AST dump.
    case check
    /// Check, then the Swift, wireframe and docs emitters.
    case emit
    /// Check, apply the fix-its, check again, until no fix-it is left.
    case fix

    /// The target this process runs; set once, before libFuzzer starts.
    nonisolated(unsafe) static var selected = FuzzTarget.check

    /// The input as a file of a project of its own, checked by every rule, the preview ones too:
    /// a rule not yet trusted must still never crash.
    static func checked(_ bytes: [UInt8], depth: Pipeline.Depth = .rules) -> CheckedProject {
        let source = SourceFile(path: "Fuzz/Input.screen.md", name: "Input.screen.md", bytes: bytes)
        return Pipeline.check(Workspace(sources: [source]), depth: depth, preview: true)
    }

    func run(_ bytes: [UInt8]) {
        switch self {
        case .parse: Self.runParse(bytes)
        case .check: Self.runCheck(bytes)
        case .emit: Self.runEmit(bytes)
        case .fix: Self.runFix(bytes)
        }
    }

    private static func runParse(_ bytes: [UInt8]) {
        let checked = checked(bytes, depth: .language)
        if checked.diagnostics.contains(where: { $0.range.start > $0.range.end || $0.range.end > bytes.count }) {
            Invariant.fail("a diagnostic points past the end of the file", checked.diagnostics.map(\.id))
        }
    }

    private static func runCheck(_ bytes: [UInt8]) {
        let checked = checked(bytes)
        let sources = checked.sources
        let text = TextRenderer(sources: sources, showsSnippets: true)
        for diagnostic in checked.diagnostics { Invariant.printable(text.render(diagnostic), "xcode format") }
        Invariant.githubCommands(GitHubRenderer(sources: sources).render(checked.diagnostics), count: checked.diagnostics.count)
        Invariant.json(JSONRenderer(sources: sources).render(checked.diagnostics, fileCount: 1), "json format")
        Invariant.json(SARIFRenderer(sources: sources, toolVersion: "fuzz").render(checked.diagnostics), "sarif format")
        Invariant.json(ASTDump.json(checked.project.documents), "dump")
    }

    private static func runEmit(_ bytes: [UInt8]) {
        let checked = checked(bytes)
        let swift = SwiftEmitter().emit(checked)
        for file in swift.files { SwiftDeclarations(file.text).assertNamesUniqueAndValid() }
        let wireframes = WireframeEmitter()
        for drawing in wireframes.drawings(checked) { Invariant.rectangular(drawing.text, width: wireframes.width) }
        var docsEmitter = DocsEmitter(templates: builtInDocsTemplates)
        docsEmitter.writesRulePages = false  // the same for every input, and most of the time of one
        let docs = docsEmitter.emit(checked)
        for file in swift.files + wireframes.emit(checked).files + docs.files { Invariant.insideOutputFolder(file.path) }
    }

    /// Applies the fix-its round after round. Each round may leave overlapping fixes for the
    /// next, so several rounds are fine; a text seen before means two fixes undo each other.
    private static func runFix(_ bytes: [UInt8]) {
        var current = bytes
        var seen: Set<[UInt8]> = [bytes]
        for _ in 0..<64 {
            let fixIts = checked(current).fixIts.values.flatMap { $0 }
            if fixIts.isEmpty { return }
            let result = FixApplier.apply(fixIts, to: current)
            if result.applied == 0 { Invariant.fail("\(fixIts.count) fix-its, none applicable", current) }
            current = result.bytes
            if !seen.insert(current).inserted { Invariant.fail("the fix-its undo each other", current) }
        }
        Invariant.fail("the fix-its do not settle in 64 rounds", current)
    }

    private static let builtInDocsTemplates = try! DocsEmitter.builtInTemplates()
}
