import Foundation

/// Renders diagnostics as one JSON document with stable keys, for editors and CI tools.
///
/// Positions carry both the byte offset and the 1-based line and column; `columnUnit` says that
/// `column` counts Unicode scalars (`byteColumn` counts UTF-8 bytes).
public struct JSONRenderer: Sendable {
    /// The source of each file, by path.
    public var sources: [String: SourceFile]

    /// A renderer over `sources`.
    public init(sources: [SourceFile]) {
        var byPath: [String: SourceFile] = [:]
        for source in sources { byPath[source.path] = source }
        self.sources = byPath
    }

    /// The JSON text (pretty-printed, keys sorted), ending in a newline. With a `baseline`, a
    /// `baseline` object says how many findings it hid (`matched`) and lists its entries no
    /// finding matched (`gone`).
    public func render(_ diagnostics: [Diagnostic], fileCount: Int, baseline: Baseline.Outcome? = nil) -> String {
        let report = Report(
            version: 1, columnUnit: "unicode-scalar", files: fileCount,
            summary: Summary(diagnostics),
            diagnostics: diagnostics.map { entry($0) },
            baseline: baseline.map { BaselineSummary(path: $0.path, matched: $0.matched, gone: $0.gone) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain structs of strings and integers cannot fail.
        let data = try! encoder.encode(report)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func entry(_ diagnostic: Diagnostic) -> Entry {
        Entry(
            id: diagnostic.id, severity: diagnostic.severity.rawValue, message: diagnostic.message,
            path: diagnostic.path, range: span(diagnostic.range, in: diagnostic.path),
            notes: diagnostic.notes.map { note in
                Entry.Note(
                    message: note.message, path: note.location?.path,
                    range: note.location.map { span($0.range, in: $0.path) })
            },
            fixIt: diagnostic.fixIt.map { fixIt in
                Entry.FixItEntry(
                    message: fixIt.message,
                    edits: fixIt.edits.map { .init(range: span($0.range, in: diagnostic.path), replacement: $0.replacement) })
            })
    }

    private func span(_ range: SourceRange, in path: String) -> Span {
        guard let source = sources[path] else {
            return Span(start: Position(offset: range.start), end: Position(offset: range.end))
        }
        return Span(start: Position(source.location(of: range.start)), end: Position(source.location(of: range.end)))
    }

    private struct Report: Encodable {
        var version: Int
        var columnUnit: String
        var files: Int
        var summary: Summary
        var diagnostics: [Entry]
        var baseline: BaselineSummary?
    }

    private struct BaselineSummary: Encodable {
        var path: String
        var matched: Int
        var gone: [Baseline.Entry]
    }

    private struct Summary: Encodable {
        var errors = 0, warnings = 0, notes = 0
        init(_ diagnostics: [Diagnostic]) {
            for diagnostic in diagnostics {
                switch diagnostic.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: notes += 1
                }
            }
        }
    }

    private struct Entry: Encodable {
        var id, severity, message, path: String
        var range: Span
        var notes: [Note]
        var fixIt: FixItEntry?

        struct Note: Encodable {
            var message: String
            var path: String?
            var range: Span?
        }

        struct FixItEntry: Encodable {
            var message: String
            var edits: [Edit]
            struct Edit: Encodable {
                var range: Span
                var replacement: String
            }
        }
    }

    private struct Span: Encodable {
        var start, end: Position
    }

    private struct Position: Encodable {
        var offset: Int
        var line, column, byteColumn: Int?

        init(offset: Int) { self.offset = offset }

        init(_ location: SourceLocation) {
            offset = location.offset
            line = location.line
            column = location.column
            byteColumn = location.byteColumn
        }
    }
}
