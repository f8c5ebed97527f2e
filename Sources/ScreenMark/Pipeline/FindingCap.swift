/// The cap on what one file reports: every error, and at most ``maximumShown`` warnings and notes
/// — the parser's, the links' and the rules' alike — the rest counted in one
/// `too-many-problems` note. One owner for every kind of finding: 100,000 warnings about one file
/// help nobody, and printing them would be most of a run.
public enum FindingCap {
    /// Warnings and notes listed per file.
    public static let maximumShown = 200

    /// `diagnostics` (sorted by file, then position) with each file's warnings and notes past the
    /// first ``maximumShown`` replaced by a note that counts them, after that file's last shown
    /// diagnostic. Errors are always kept: a hidden error would let a broken file pass.
    public static func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        var index = 0
        while index < diagnostics.count {
            let path = diagnostics[index].path
            var shown = 0, hidden = 0
            var lastShown: SourceRange?
            while index < diagnostics.count, diagnostics[index].path == path {
                let diagnostic = diagnostics[index]
                index += 1
                if diagnostic.severity == .error || shown < maximumShown {
                    if diagnostic.severity != .error { shown += 1 }
                    result.append(diagnostic)
                    lastShown = diagnostic.range
                } else {
                    hidden += 1
                }
            }
            if hidden > 0, let lastShown {
                result.append(
                    Diagnostic(
                        .tooManyProblems, "\(hidden) more warnings in this file are not shown", path: path,
                        range: .empty(at: lastShown.end)))
            }
        }
        return result
    }
}
