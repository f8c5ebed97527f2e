/// Renders diagnostics as SARIF 2.1.0, as code-scanning services ingest it: the rule catalogue
/// with help text in `tool.driver.rules`, one result per diagnostic with its rule id, level,
/// region (columns in Unicode code points, plus byte offsets), related locations and fixes.
public struct SARIFRenderer: Sendable {
    /// The source of each file, by path.
    public var sources: [String: SourceFile]
    /// The version string of the tool.
    public var toolVersion: String
    /// Where the team publishes its docs site (`docs-url:`): each rule's `helpUri` is its page
    /// there. Without it, rules carry their help text and no address.
    public var docsURL: String?

    /// A renderer over `sources`.
    public init(sources: [SourceFile], toolVersion: String, docsURL: String? = nil) {
        var byPath: [String: SourceFile] = [:]
        for source in sources { byPath[source.path] = source }
        self.sources = byPath
        self.toolVersion = toolVersion
        self.docsURL = docsURL
    }

    /// The page of the rule (or language diagnostic) `id` on the docs site published at `docsURL`
    /// (the configuration's `docs-url:`): SARIF's `helpUri`, and the language server's
    /// `codeDescription`, so both lead to the same page.
    public static func helpURI(rule id: String, docsURL: String) -> String {
        "\(docsURL)/rules/\(id).html"
    }

    /// The SARIF log, pretty-printed with sorted keys, ending in a newline. `keys`, one per
    /// diagnostic when given, become each result's `partialFingerprints` (`screenmark/v1`): what
    /// code-scanning services match results on across runs, as a baseline matches findings.
    public func render(_ diagnostics: [Diagnostic], keys: [FindingKey]? = nil) -> String {
        var ruleIndex = Self.catalogIndex
        var rules = Self.catalogRules
        if let docsURL {
            rules = zip(RuleCatalog.descriptions, rules).map { rule, descriptor in
                guard case .object(var fields) = descriptor else { return descriptor }
                fields["helpUri"] = .string(Self.helpURI(rule: rule.id, docsURL: docsURL))
                return .object(fields)
            }
        }
        // Language diagnostics (syntax, links) are not HIG rules, but each result needs its rule.
        for id in Set(diagnostics.map(\.id)).sorted() where ruleIndex[id] == nil {
            ruleIndex[id] = rules.count
            var descriptor: [String: JSONValue] = [
                "id": .string(id), "shortDescription": .object(["text": .string("ScreenMark language diagnostic `\(id)`")]),
            ]
            // The docs site has a page for each diagnostic of the language too.
            if let docsURL { descriptor["helpUri"] = .string(Self.helpURI(rule: id, docsURL: docsURL)) }
            rules.append(.object(descriptor))
        }
        let results: [JSONValue] = diagnostics.enumerated().map { index, diagnostic in
            var result: [String: JSONValue] = [
                "ruleId": .string(diagnostic.id), "ruleIndex": .int(ruleIndex[diagnostic.id]!),
                "level": .string(Self.level(diagnostic.severity)), "message": Self.text(diagnostic.message),
                "locations": .array([location(diagnostic.path, diagnostic.range)]),
            ]
            let related = diagnostic.notes.compactMap { note -> JSONValue? in
                guard let place = note.location else { return nil }
                return location(place.path, place.range, message: note.message)
            }
            if !related.isEmpty { result["relatedLocations"] = .array(related) }
            if let keys { result["partialFingerprints"] = .object(["screenmark/v1": .string(keys[index].fingerprint)]) }
            if let fixIt = diagnostic.fixIt {
                let replacements: [JSONValue] = fixIt.edits.map { edit in
                    .object([
                        "deletedRegion": .object(["byteOffset": .int(edit.range.start), "byteLength": .int(edit.range.count)]),
                        "insertedContent": Self.text(edit.replacement),
                    ])
                }
                result["fixes"] = .array([.object([
                    "description": Self.text(fixIt.message),
                    "artifactChanges": .array([.object([
                        "artifactLocation": .object(["uri": .string(diagnostic.path)]),
                        "replacements": .array(replacements),
                    ])]),
                ])])
            }
            return .object(result)
        }
        let log: JSONValue = .object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([.object([
                "tool": .object(["driver": .object([
                    "name": .string("ScreenMark"), "version": .string(toolVersion),
                    "informationUri": .string("https://github.com/screenmark/screenmark"), "rules": .array(rules),
                ])]),
                "columnKind": .string("unicodeCodePoints"),
                "results": .array(results),
            ])]),
        ])
        return log.text + "\n"
    }

    /// The HIG rules' descriptors, made once: they are most of a short log.
    private static let catalogRules: [JSONValue] = RuleCatalog.descriptions.map(descriptor)
    private static let catalogIndex: [String: Int] = Dictionary(
        uniqueKeysWithValues: RuleCatalog.descriptions.enumerated().map { ($1.id, $0) })

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A SARIF message: `{"text": …}`.
    private static func text(_ string: String) -> JSONValue {
        .object(["text": .string(string)])
    }

    static func descriptor(_ rule: RuleDescription) -> JSONValue {
        .object([
            "id": .string(rule.id),
            "shortDescription": text(rule.summary),
            "fullDescription": text(rule.rationale),
            "help": .object([
                "text": .string("\(rule.summary). \(rule.rationale) Sources: \(rule.sources.joined(separator: ", "))."),
                "markdown": .string(RuleReference.markdown(for: rule)),
            ]),
            "defaultConfiguration": .object(["level": .string(level(rule.severity))]),
            "properties": .object(["profiles": .string(rule.profileNames), "sources": .array(rule.sources.map(JSONValue.string))]),
        ])
    }

    private func location(_ path: String, _ range: SourceRange, message: String? = nil) -> JSONValue {
        var region: [String: JSONValue] = ["byteOffset": .int(range.start), "byteLength": .int(range.count)]
        if let source = sources[path] {
            let start = source.location(of: range.start)
            let end = source.location(of: range.end)
            region["startLine"] = .int(start.line)
            region["startColumn"] = .int(start.column)
            region["endLine"] = .int(end.line)
            region["endColumn"] = .int(end.column)
        }
        var location: [String: JSONValue] = [
            "physicalLocation": .object(["artifactLocation": .object(["uri": .string(path)]), "region": .object(region)])
        ]
        if let message { location["message"] = Self.text(message) }
        return .object(location)
    }
}
