import Foundation

/// Renders diagnostics as SARIF 2.1.0, as code-scanning services ingest it: the rule catalogue
/// with help text in `tool.driver.rules`, one result per diagnostic with its rule id, level,
/// region (columns in Unicode code points, plus byte offsets), related locations and fixes.
public struct SARIFRenderer: Sendable {
    /// The source of each file, by path.
    public var sources: [String: SourceFile]
    /// The version string of the tool.
    public var toolVersion: String

    /// A renderer over `sources`.
    public init(sources: [SourceFile], toolVersion: String) {
        var byPath: [String: SourceFile] = [:]
        for source in sources { byPath[source.path] = source }
        self.sources = byPath
        self.toolVersion = toolVersion
    }

    /// The SARIF log, pretty-printed with sorted keys, ending in a newline.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        var ruleIndex: [String: Int] = [:]
        var rules: [[String: Any]] = []
        for description in RuleCatalog.descriptions {
            ruleIndex[description.id] = rules.count
            rules.append(Self.descriptor(description))
        }
        // Language diagnostics (syntax, links) are not HIG rules, but each result needs its rule.
        for id in Set(diagnostics.map(\.id)).sorted() where ruleIndex[id] == nil {
            ruleIndex[id] = rules.count
            rules.append([
                "id": id, "shortDescription": ["text": "ScreenMark language diagnostic `\(id)`"],
                "helpUri": "https://github.com/screenmark/screenmark/blob/main/Grammar/Language.md",
            ])
        }
        let results: [[String: Any]] = diagnostics.map { diagnostic in
            var result: [String: Any] = [
                "ruleId": diagnostic.id, "ruleIndex": ruleIndex[diagnostic.id]!,
                "level": Self.level(diagnostic.severity), "message": ["text": diagnostic.message],
                "locations": [location(diagnostic.path, diagnostic.range)],
            ]
            let related = diagnostic.notes.compactMap { note -> [String: Any]? in
                guard let place = note.location else { return nil }
                var entry = location(place.path, place.range)
                entry["message"] = ["text": note.message]
                return entry
            }
            if !related.isEmpty { result["relatedLocations"] = related }
            if let fixIt = diagnostic.fixIt {
                result["fixes"] = [[
                    "description": ["text": fixIt.message],
                    "artifactChanges": [[
                        "artifactLocation": ["uri": diagnostic.path],
                        "replacements": fixIt.edits.map { edit in
                            [
                                "deletedRegion": ["byteOffset": edit.range.start, "byteLength": edit.range.count],
                                "insertedContent": ["text": edit.replacement],
                            ] as [String: Any]
                        },
                    ]],
                ]]
            }
            return result
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "ScreenMark", "version": toolVersion,
                    "informationUri": "https://github.com/screenmark/screenmark", "rules": rules,
                ]],
                "columnKind": "unicodeCodePoints",
                "results": results,
            ]],
        ]
        // Only strings, numbers, arrays and dictionaries: serialisation cannot fail.
        let data = try! JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func descriptor(_ rule: RuleDescription) -> [String: Any] {
        [
            "id": rule.id,
            "shortDescription": ["text": rule.summary],
            "fullDescription": ["text": rule.rationale],
            "help": ["text": "\(rule.summary). \(rule.rationale) Sources: \(rule.sources.joined(separator: ", ")).", "markdown": RuleReference.markdown(for: rule)],
            "helpUri": "https://github.com/screenmark/screenmark/blob/main/Grammar/Rules.md#\(rule.id)",
            "defaultConfiguration": ["level": level(rule.severity)],
            "properties": ["profiles": rule.profileNames, "sources": rule.sources],
        ]
    }

    private func location(_ path: String, _ range: SourceRange) -> [String: Any] {
        var region: [String: Any] = ["byteOffset": range.start, "byteLength": range.count]
        if let source = sources[path] {
            let start = source.location(of: range.start)
            let end = source.location(of: range.end)
            region["startLine"] = start.line
            region["startColumn"] = start.column
            region["endLine"] = end.line
            region["endColumn"] = end.column
        }
        return ["physicalLocation": ["artifactLocation": ["uri": path], "region": region]]
    }
}
