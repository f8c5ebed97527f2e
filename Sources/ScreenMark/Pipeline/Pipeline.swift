/// The one pipeline every command, the build plugin and the docs run:
///
/// ```
/// Workspace (configuration, include/exclude, the files)
///   → parse → resolve → validate (to the depth asked for)   → CheckedProject
///   → an Emitter (Swift, wireframes, docs)                   → OutputFiles → OutputSync
/// ```
///
/// A command says how deep to check and which emitter to run; it never assembles the stages
/// itself, so a file gets the same configuration, diagnostics and exit status from all of them.
public enum Pipeline {
    /// How far checking goes.
    public enum Depth: Sendable {
        /// The language and the links: parsing, resolving, the rules that own link problems and
        /// the suppression comments. What `dump` and `check --syntax-only` need.
        case language
        /// Also every HIG rule, and the names of the generated Swift (`invalid-code-name`,
        /// `duplicate-code-name`): everything `generate` would refuse.
        case rules
    }

    /// The rules that run at ``Depth/language``: a link that leads nowhere is an error of the
    /// spec, not of style, and stops `generate` like a syntax error.
    public static let languageRules: Set<String> = ["link-target-exists"]

    /// Parses, resolves and validates the workspace's files to `depth`. `profile` (`--profile`)
    /// overrides every file's own; `preview` (`--preview`) runs the preview rules too. The
    /// workspace's baseline hides the findings it holds; with `recordingBaselineAt` (`check
    /// --write-baseline`), the run records every rule finding there (in ``CheckedProject/recorded``)
    /// and reports as if checked against that. `memo` keeps the files' parses for the next check
    /// (the language server's, see ``ParseMemo``).
    public static func check(
        _ workspace: Workspace, depth: Depth = .rules, profile: HIGProfile? = nil, preview: Bool = false,
        recordingBaselineAt recordPath: String? = nil, memo: ParseMemo? = nil
    ) -> CheckedProject {
        let validator = Validator(
            configuration: workspace.configuration, profileOverride: profile, preview: preview,
            only: depth == .language ? languageRules : nil)
        let linked = Checker.link(workspace.sources + workspace.context, memo: memo)
        let project = linked.project
        // The rules, and the names the generated code would use (a `{name: …}` Swift cannot use
        // fails `check` exactly where it would fail `generate`), read the project independently:
        // on two cores the naming costs no time.
        let found = [false, true].concurrentMap { naming in
            naming ? (depth == .rules ? SwiftGenerator.namingDiagnostics(project) : []) : validator.validate(project)
        }
        let seen = seenFromTheNamedFiles(linked.diagnostics + found.joined(), context: Set(workspace.context.map(\.path)))
        var all = ByteSafeFixIts.withholdingLossy(Checker.sorted(seen), in: workspace.sources)
        var fixIts: [String: [FixIt]] = [:]
        for diagnostic in all { if let fixIt = diagnostic.fixIt { fixIts[diagnostic.path, default: []].append(fixIt) } }
        // Before the cap: a baseline holds every finding, and hides them before any is counted.
        let checked = workspace.sources.map(\.path)
        let recorded = recordPath.map { Baseline.recording(all, in: project, at: $0, checked: checked) }
        var outcome: Baseline.Outcome?
        if let baseline = recorded ?? workspace.baseline { (all, outcome) = baseline.apply(to: all, in: project, checked: checked) }
        return CheckedProject(
            workspace: workspace, project: project,
            diagnostics: workspace.configurationDiagnostics + FindingCap.apply(all), fixIts: fixIts,
            baseline: outcome, recorded: recorded)
    }
}

extension Pipeline {
    /// The findings as the files named see them, when others were read for context (see
    /// ``Workspace/context``): a finding placed in a context file is that file's run's, unless it
    /// also shows in a named file — one problem seen on screens of both, reported at its first
    /// place — and then it is reported at its first place in a named file, with the others as
    /// notes (its fix-it, which edits the context file, is left to that file's run).
    static func seenFromTheNamedFiles(_ diagnostics: [Diagnostic], context: Set<String>) -> [Diagnostic] {
        guard !context.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard context.contains(diagnostic.path) else { return diagnostic }
            guard let index = diagnostic.notes.firstIndex(where: { ($0.location?.path).map { !context.contains($0) } ?? false }),
                let place = diagnostic.notes[index].location
            else { return nil }
            var moved = diagnostic
            moved.notes[index] = .note("the same problem, in a file read as this one's context", path: diagnostic.path, range: diagnostic.range)
            (moved.path, moved.range, moved.fixIt) = (place.path, place.range, nil)
            return moved
        }
    }
}

/// A project after the pipeline's checks: what every emitter and every report starts from.
public struct CheckedProject: Sendable {
    /// What was read.
    public var workspace: Workspace
    /// The parsed and linked files.
    public var project: Project
    /// Every problem: the configuration's first, then each file's in position order (capped,
    /// see ``FindingCap``).
    public var diagnostics: [Diagnostic]
    /// The fix-its of every finding, by file, the ones past the cap and the baselined included:
    /// `--fix` applies them all.
    public var fixIts: [String: [FixIt]]
    /// What the baseline hid and which of its findings are gone; `nil` without a baseline.
    public var baseline: Baseline.Outcome?
    /// The baseline the run recorded (`check --write-baseline`), to be written.
    public var recorded: Baseline?

    /// The key of each of ``diagnostics`` (see ``FindingKey``), files named relative to `folder`.
    /// A finding keeps the occurrence it has among all the findings, those a baseline hid
    /// included, so its key (and SARIF fingerprint) is the same with the baseline and without.
    public func findingKeys(relativeTo folder: String) -> [FindingKey] {
        var keys = FindingKey.keys(of: diagnostics, in: project) { $0 }
        // The occurrences the baseline's findings took, by key without its occurrence: the shown
        // findings of that key have the others, in order.
        var taken: [FindingKey: Set<Int>] = [:]
        for key in baseline?.hidden ?? [] { taken[key.withoutOccurrence, default: []].insert(key.occurrence) }
        var next: [FindingKey: Int] = [:]
        for index in keys.indices {
            let group = keys[index].withoutOccurrence
            guard let hidden = taken[group] else { continue }
            var occurrence = next[group] ?? 0
            while hidden.contains(occurrence) { occurrence += 1 }
            keys[index].occurrence = occurrence
            next[group] = occurrence + 1
        }
        return keys.map { key in
            var key = key
            key.file = FindingKey.relativePath(key.file, to: folder)
            return key
        }
    }

    /// The documents read only as the context of the files named (``Workspace/context``).
    public var contextDocuments: Set<Int> {
        let paths = Set(workspace.context.map(\.path))
        return Set(project.documents.indices.filter { paths.contains(project.documents[$0].path) })
    }

    /// How many files the run checked and reports on: the context's are not counted.
    public var checkedFileCount: Int { workspace.sources.count }

    /// The screen files and the configuration file: what a diagnostic can point into.
    public var sources: [SourceFile] {
        project.sources + (workspace.configurationSource.map { [$0] } ?? [])
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The exit status the findings call for: 1 when there is an error (or, with `strict`, a
    /// warning), else 0. Every command ends with it (or worse).
    public func exitStatus(strict: Bool) -> Int32 {
        diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) } ? 1 : 0
    }

    /// The documents an emitter must not generate: those with an error of the language or of
    /// the links (what ``Pipeline/Depth/language`` reports). A HIG finding never blocks output,
    /// whatever its severity: the code an app compiles against must not depend on style.
    public var blockedDocuments: Set<Int> {
        let rules = Set(RuleCatalog.descriptions.map(\.id)).subtracting(Pipeline.languageRules)
        let paths = Set(diagnostics.filter { $0.severity == .error && !rules.contains($0.id) }.map(\.path))
        return Set(project.documents.indices.filter { paths.contains(project.documents[$0].path) })
    }
}
