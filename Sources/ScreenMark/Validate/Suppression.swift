/// `<!-- screenmark-disable-next-line rule-id -- reason -->` and its relatives, read from a
/// document's HTML comments (invisible when the Markdown is rendered).
///
/// - `screenmark-disable-next-line ids -- reason`: the line after the comment;
/// - `screenmark-disable-line ids -- reason`: the comment's own line (write it at the end);
/// - `screenmark-disable ids -- reason` … `screenmark-enable ids`: everything between;
/// - `screenmark-disable-file ids -- reason`: the whole file.
///
/// Rule ids are separated by spaces or commas; the reason after `--` is for the reader.
public struct Suppression: Sendable {
    /// Which form it is.
    public enum Scope: String, Sendable, CaseIterable {
        case nextLine = "screenmark-disable-next-line"
        case line = "screenmark-disable-line"
        case range = "screenmark-disable"
        case file = "screenmark-disable-file"
    }

    /// The form.
    public var scope: Scope
    /// The rule ids it names, each with where it is written.
    public var rules: [Located<String>]
    /// The text after `--`, if any.
    public var reason: String?
    /// The comment.
    public var comment: SourceRange
    /// The bytes it covers.
    public var covers: SourceRange
    /// Index of the document.
    public var document: Int

    /// Reads the suppressions of one document; malformed directives are reported.
    static func read(
        _ document: Document, index: Int, source: SourceFile, into diagnostics: inout [Diagnostic]
    ) -> [Suppression] {
        var suppressions: [Suppression] = []
        var open: [String: Int] = [:]  // rule id → index of the open `disable` range
        for comment in document.comments {
            guard let directive = Directive(comment, source: source) else { continue }
            let path = document.path
            switch directive.keyword {
            case "screenmark-enable":
                for rule in directive.rules {
                    if let opened = open.removeValue(forKey: rule.value) {
                        suppressions[opened].covers = SourceRange(suppressions[opened].covers.start, comment.range.start)
                    } else {
                        diagnostics.append(
                            Diagnostic(
                                .suppressionNothingToEnable,
                                "`\(rule.value)` is not disabled here, so there is nothing to enable",
                                path: path, range: rule.range))
                    }
                }
            default:
                guard let scope = Scope(rawValue: directive.keyword) else {
                    let keywords = Scope.allCases.map(\.rawValue) + ["screenmark-enable"]
                    diagnostics.append(
                        Diagnostic(
                            .suppressionUnknownDirective, "`\(directive.keyword)` is not a ScreenMark directive", path: path,
                            range: directive.keywordRange,
                            notes: [.help(Suggestion.help(for: directive.keyword, in: keywords) ?? "write one of " + keywords.map { "`\($0)`" }.joined(separator: ", "))]))
                    continue
                }
                if directive.rules.isEmpty {
                    diagnostics.append(
                        Diagnostic(
                            .suppressionNoRules, "name the rules to disable", path: path, range: directive.keywordRange,
                            notes: [.help("e.g. `<!-- \(scope.rawValue) alert-button-count -- why -->`")]))
                    continue
                }
                let covers = coverage(of: scope, comment: comment.range, source: source)
                suppressions.append(
                    Suppression(
                        scope: scope, rules: directive.rules, reason: directive.reason, comment: comment.range,
                        covers: covers, document: index))
                if scope == .range {
                    for rule in directive.rules { open[rule.value] = suppressions.count - 1 }
                }
            }
        }
        return suppressions
    }

    private static func coverage(of scope: Scope, comment: SourceRange, source: SourceFile) -> SourceRange {
        switch scope {
        case .file:
            return SourceRange(0, source.bytes.count)
        case .range:
            return SourceRange(comment.end, source.bytes.count)
        case .line:
            let first = source.location(of: comment.start).line
            let last = source.location(of: Swift.max(comment.start, comment.end - 1)).line
            return SourceRange(source.lineStarts[first - 1], lineEnd(last, source))
        case .nextLine:
            let next = source.location(of: Swift.max(comment.start, comment.end - 1)).line + 1
            guard next <= source.lineCount else { return .empty(at: source.bytes.count) }
            return SourceRange(source.lineStarts[next - 1], lineEnd(next, source))
        }
    }

    private static func lineEnd(_ line: Int, _ source: SourceFile) -> Int {
        line < source.lineCount ? source.lineStarts[line] : source.bytes.count
    }
}

/// The words of a `<!-- screenmark-… -->` comment, with positions.
private struct Directive {
    var keyword: String
    var keywordRange: SourceRange
    var rules: [Located<String>] = []
    var reason: String?

    /// `nil` unless the comment starts with `screenmark-`.
    init?(_ comment: Comment, source: SourceFile) {
        // Work on the bytes between `<!--` and `-->`, keeping offsets.
        let start = comment.range.start + 4
        let end = Swift.max(start, comment.range.end - 3)
        var words: [(String, SourceRange)] = []
        var index = start
        var reasonStart: Int?
        while index < end {
            let byte = source.bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: ",")
            {
                index += 1
                continue
            }
            var wordEnd = index
            while wordEnd < end, ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ",")].contains(source.bytes[wordEnd]) {
                wordEnd += 1
            }
            let word = source.text(SourceRange(index, wordEnd))
            if word == "--" {
                reasonStart = wordEnd
                break
            }
            words.append((word, SourceRange(index, wordEnd)))
            index = wordEnd
        }
        guard let first = words.first, first.0.hasPrefix("screenmark-") else { return nil }
        keyword = first.0
        keywordRange = first.1
        rules = words.dropFirst().map { Located($0.0, at: $0.1) }
        if let reasonStart {
            let text = source.text(SourceRange(reasonStart, end)).trimmedOfWhitespace
            reason = text.isEmpty ? nil : text
        }
    }
}
