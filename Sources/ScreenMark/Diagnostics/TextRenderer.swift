/// Renders diagnostics as compiler lines, optionally followed by a source snippet:
///
/// ```
/// Mail.screen.md:31:3: warning: a tab bar shows at most 5 tabs on iPhone, this one has 6 [tab-bar-max-items]
///    |
/// 31 | - tab: Contacts {icon: contacts}
///    |   ^^^^^^^^^^^^^
///    = help: show 4 tabs and move the rest under a "More" tab
/// ```
///
/// The first line is what Xcode and `swift build` make clickable; its column counts Unicode
/// scalars. The snippet is for people: carets are placed by display width, so they stand under
/// the right characters even after Chinese text or emoji.
public struct TextRenderer: Sendable {
    /// Whether to print the source snippet under each compiler line. Help and fix lines are
    /// printed either way: they are indented, so tools that read compiler lines skip them, and
    /// in CI or Xcode, where there is no terminal, they matter most.
    public var showsSnippets: Bool
    /// The source of each file, by path, for line and column and the snippet.
    public var sources: [String: SourceFile]

    /// A renderer over `sources`.
    public init(sources: [SourceFile], showsSnippets: Bool) {
        self.showsSnippets = showsSnippets
        var byPath: [String: SourceFile] = [:]
        for source in sources { byPath[source.path] = source }
        self.sources = byPath
    }

    /// The text of one diagnostic, ending in a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var output = compilerLine(
            path: diagnostic.path, range: diagnostic.range, severity: diagnostic.severity.rawValue,
            message: diagnostic.message + " [\(diagnostic.id)]")
        if showsSnippets, let source = sources[diagnostic.path] {
            output += snippet(diagnostic.range, in: source)
        }
        for note in diagnostic.notes {
            if let location = note.location {
                output += compilerLine(path: location.path, range: location.range, severity: "note", message: note.message)
                if showsSnippets, let source = sources[location.path] { output += snippet(location.range, in: source) }
            } else {
                output += "\(gutterPadding(for: diagnostic))= help: \(VisibleText.escaped(note.message))\n"
            }
        }
        if let fixIt = diagnostic.fixIt {
            output += "\(gutterPadding(for: diagnostic))= fix: \(VisibleText.escaped(fixIt.message))\n"
        }
        return output
    }

    /// The closing line of a check: `3 files checked: 1 error, 2 warnings`; with a baseline,
    /// how many findings it hid and how many of its entries no finding matches any more (so the
    /// file can be written again without them).
    public static func summary(_ diagnostics: [Diagnostic], files: Int, baseline: Baseline.Outcome? = nil) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var line = "\(plural(files, "file")) checked: \(plural(errors, "error")), \(plural(warnings, "warning"))"
        if let baseline {
            line += " (\(baseline.matched) in the baseline"
            if !baseline.gone.isEmpty {
                line += "; \(plural(baseline.gone.count, "baselined finding")) gone: `--write-baseline \(VisibleText.escaped(baseline.path))` drops them"
            }
            line += ")"
        }
        return line
    }

    /// `path:line:col: severity: message`, control characters of the path and message escaped.
    private func compilerLine(path: String, range: SourceRange, severity: String, message: String) -> String {
        let shown = VisibleText.escaped(path), message = VisibleText.escaped(message)
        guard let source = sources[path] else { return "\(shown): \(severity): \(message)\n" }
        let location = source.location(of: range.start)
        return "\(shown):\(location.line):\(location.column): \(severity): \(message)\n"
    }

    private func gutterPadding(for diagnostic: Diagnostic) -> String {
        guard let source = sources[diagnostic.path] else { return "" }
        let width = String(source.location(of: diagnostic.range.start).line).count
        return String(repeating: " ", count: width + 1)
    }

    /// The line holding `range.start`, with carets under the part of `range` on that line.
    private func snippet(_ range: SourceRange, in source: SourceFile) -> String {
        let location = source.location(of: range.start)
        let lineBytes = source.lineBytes(location.line)
        let lineStart = lineBytes.startIndex
        let lineText = String(decoding: lineBytes, as: UTF8.self)
        let before = String(decoding: source.bytes[lineStart..<Swift.min(range.start, lineBytes.endIndex)], as: UTF8.self)
        let caretEnd = Swift.max(range.start, Swift.min(range.end, lineBytes.endIndex))
        let covered = String(decoding: source.bytes[Swift.min(range.start, lineBytes.endIndex)..<caretEnd], as: UTF8.self)
        let number = String(location.line)
        let padding = String(repeating: " ", count: number.count)
        let indent = String(repeating: " ", count: Self.width(before))
        let carets = String(repeating: "^", count: Swift.max(1, Self.width(covered)))
        return "\(padding) |\n\(number) | \(Self.shown(lineText))\n\(padding) | \(indent)\(carets)\n"
    }

    /// Display width of `text` as ``shown(_:)`` prints it.
    private static func width(_ text: String) -> Int {
        DisplayWidth.of(shown(text))
    }

    /// A source line as the snippet prints it: tabs as 4 spaces, control characters escaped, so
    /// the carets under it still line up.
    private static func shown(_ text: String) -> String {
        VisibleText.escaped(expandingTabs(text))
    }

    private static func expandingTabs(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "\t")) ? text.split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "    ") : text
    }
}
