/// Runs the checking pipeline over a set of files: parse, resolve, then the HIG rules.
public enum Checker {
    /// What a check gives: the linked project and every diagnostic, in file and position order.
    public struct Result: Sendable {
        /// The parsed and linked files.
        public var project: Project
        /// Syntax, resolution and rule findings, sorted by file, then position.
        public var diagnostics: [Diagnostic]

        /// Whether any diagnostic is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Parses each source, resolves them together and, with a validator, checks the rules.
    public static func check(_ sources: [SourceFile], validator: Validator? = Validator()) -> Result {
        var result = link(sources)
        if let validator { result.diagnostics += validator.validate(result.project) }
        return Result(project: result.project, diagnostics: ByteSafeFixIts.withholdingLossy(sorted(result.diagnostics), in: sources))
    }

    /// Parses each source (or takes its parse from `memo`) and resolves them together; the
    /// diagnostics are in the order found.
    public static func link(_ sources: [SourceFile], memo: ParseMemo? = nil) -> Result {
        // Each file parses on its own, so the files are spread over the cores; the results stay
        // in the sources' order.
        let results = sources.concurrentMap { memo?.parse($0) ?? Parser.parse($0) }
        let diagnostics = results.flatMap(\.diagnostics)
        let resolved = Resolver.resolve(Array(zip(sources, results.map(\.document))))
        return Result(project: resolved.project, diagnostics: diagnostics + resolved.diagnostics)
    }

    /// Sorted by path, then start offset, keeping the reported order for ties.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            (lhs.element.path, lhs.element.range.start, lhs.offset) < (rhs.element.path, rhs.element.range.start, rhs.offset)
        }.map(\.element)
    }
}
