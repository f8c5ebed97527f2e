import Foundation

/// The quick fixes for a range of a document: every fix-it its findings carry (what `check
/// --fix` would apply), and, for a HIG rule's finding, a comment that disables the rule for that
/// line (`<!-- screenmark-disable-next-line rule -- reason -->`, see `Grammar/Language.md`).
public struct CodeActions: Sendable {
    /// The check of the document.
    public let analysis: SpecAnalysis
    /// The document's URI, as the editor names it.
    public let uri: String

    /// The actions for `analysis`'s document, named `uri`.
    public init(_ analysis: SpecAnalysis, uri: String) {
        self.analysis = analysis
        self.uri = uri
    }

    /// The rules a suppression comment can silence: the language's own problems cannot be
    /// (they say the file is not read as written), nor can the suppression comments' rules.
    static let suppressible: Set<String> = Set(RuleCatalog.rules.map { type(of: $0).description.id })
        .subtracting(Pipeline.languageRules)

    /// The actions for the findings that touch `range`.
    public func actions(for range: SourceRange) -> [LSP.CodeAction] {
        let conversion = DiagnosticConversion(analysis)
        var actions: [LSP.CodeAction] = []
        for diagnostic in analysis.diagnostics where touches(diagnostic.range, range) {
            let shown = conversion.convert(diagnostic)
            if let fixIt = diagnostic.fixIt {
                let edits = fixIt.edits.map { LSP.TextEdit(range: analysis.positions.range(of: $0.range), newText: $0.replacement) }
                actions.append(
                    LSP.CodeAction(
                        title: fixIt.message, kind: "quickfix", diagnostics: [shown], isPreferred: true,
                        edit: LSP.WorkspaceEdit(changes: [uri: edits])))
            }
            if Self.suppressible.contains(diagnostic.id), let edit = suppression(of: diagnostic) {
                actions.append(
                    LSP.CodeAction(
                        title: "Disable \(diagnostic.id) for this line", kind: "quickfix", diagnostics: [shown],
                        isPreferred: false, edit: LSP.WorkspaceEdit(changes: [uri: [edit]])))
            }
        }
        return actions
    }

    /// Whether a finding at `finding` is one the editor asks about at `range`: they overlap, or
    /// the cursor stands at or just after an empty finding.
    private func touches(_ finding: SourceRange, _ range: SourceRange) -> Bool {
        finding.start <= range.end && range.start <= finding.end
    }

    /// The edit that silences `diagnostic`'s rule on its line: its id added to the
    /// `disable-next-line` comment on the line above, when there is one, else such a comment
    /// inserted above, indented as the line is. `nil` inside the front matter, where a comment
    /// would not be read as one.
    func suppression(of diagnostic: Diagnostic) -> LSP.TextEdit? {
        let source = analysis.source
        if let frontMatter = analysis.parsed?.frontMatter, frontMatter.range.contains(diagnostic.range.start) { return nil }
        let line = source.location(of: diagnostic.range.start).line
        let lineStart = source.lineStarts[line - 1]
        if line > 1, let insertion = Self.extensionPoint(of: source.lineBytes(line - 1), startingAt: source.lineStarts[line - 2]) {
            let at = analysis.positions.position(of: insertion)
            return LSP.TextEdit(range: LSP.Range(start: at, end: at), newText: " " + diagnostic.id)
        }
        let indentation = String(decoding: source.lineBytes(line).prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
        let newline = Self.lineEnding(of: source)
        let comment = "\(indentation)<!-- \(Suppression.Scope.nextLine.rawValue) \(diagnostic.id) -- TODO: say why -->\(newline)"
        let at = analysis.positions.position(of: lineStart)
        return LSP.TextEdit(range: LSP.Range(start: at, end: at), newText: comment)
    }

    /// Where another rule id goes in `line` (starting at byte `start`) when it is a
    /// `disable-next-line` comment alone: after the ids, before the reason's `--` or the `-->`.
    static func extensionPoint(of line: ArraySlice<UInt8>, startingAt start: Int) -> Int? {
        let text = String(decoding: line, as: UTF8.self)
        let opening = "<!-- " + Suppression.Scope.nextLine.rawValue + " "
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix(opening), trimmed.hasSuffix("-->") else { return nil }
        let indentation = text.utf8.count - trimmed.utf8.count
        let body = trimmed.dropFirst(opening.count).dropLast(3)
        let ids = body.range(of: " --").map { body[..<$0.lowerBound] } ?? body
        let kept = ids.reversed().drop { $0 == " " }.count
        return start + indentation + opening.utf8.count + String(ids.prefix(kept)).utf8.count
    }

    /// The file's line ending: CRLF when its first line ends so, else LF.
    private static func lineEnding(of source: SourceFile) -> String {
        guard source.lineStarts.count > 1 else { return "\n" }
        let end = source.lineStarts[1]
        return end >= 2 && source.bytes[end - 2] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }
}
