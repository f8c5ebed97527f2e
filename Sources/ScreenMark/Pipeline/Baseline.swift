import Foundation

/// The findings a team accepted when it adopted the rules on an existing app
/// (`check --write-baseline FILE`), so that only new ones are reported (`check --baseline FILE`,
/// or `baseline:` in `.screenmark.yml`, which the build plugin reads too).
///
/// Findings are matched by ``FindingKey`` — rule, file, screen, element — never by line, so an
/// edit that moves lines keeps every baselined finding matched. File names are relative to the
/// baseline's own folder, so the command line and the plugin (which name files differently) see
/// the same keys. Only the HIG rules' findings are baselined: an error of the language or of a
/// link is a broken spec, which `generate` refuses, not a style a team grows out of.
public struct Baseline: Sendable, Equatable {
    /// One accepted finding: its key, and its message when it was written (for the people who
    /// read and prune the file; not matched).
    public struct Entry: Codable, Sendable, Equatable {
        /// The key's fields (see ``FindingKey``).
        public var rule, file, screen, element: String
        /// See ``FindingKey/occurrence``.
        public var occurrence: Int
        /// ``FindingKey/fingerprint``, as SARIF carries it: for tools that match on it alone.
        public var fingerprint: String
        /// The finding's message when the baseline was written.
        public var message: String

        /// The key the entry matches.
        public var key: FindingKey {
            FindingKey(rule: rule, file: file, screen: screen, element: element, occurrence: occurrence)
        }
    }

    /// Where the baseline file is; file names in it are relative to its folder.
    public var path: String
    /// The accepted findings, sorted by key.
    public var entries: [Entry]

    /// A baseline at `path` holding `entries`.
    public init(path: String, entries: [Entry]) {
        self.path = path
        self.entries = entries
    }

    /// The folder file names are relative to.
    public var folder: String { URL(fileURLWithPath: path).deletingLastPathComponent().path }

    /// Whether a finding of `id` can be baselined: a HIG rule's (see the type's discussion).
    public static func covers(_ id: String) -> Bool {
        !Pipeline.languageRules.contains(id) && RuleCatalog.descriptions.contains { $0.id == id }
    }

    /// The baseline of the rule findings among `diagnostics`, to be written at `path`, keeping
    /// the entries an existing baseline there holds for files this run did not check (`checked`,
    /// paths as given): recording one file of an app does not forget the others.
    public static func recording(_ diagnostics: [Diagnostic], in project: Project, at path: String, checked: [String]) -> Baseline {
        var baseline = Baseline(path: path, entries: [])
        let files = baseline.names(of: checked)
        let kept = ((try? read(path))?.entries ?? []).filter { !files.contains($0.file) }
        let found = diagnostics.filter { covers($0.id) }
        let keys = FindingKey.keys(of: found, in: project) { FindingKey.relativePath($0, to: baseline.folder) }
        baseline.entries = (kept + zip(found, keys).map { diagnostic, key in
            Entry(
                rule: key.rule, file: key.file, screen: key.screen, element: key.element, occurrence: key.occurrence,
                fingerprint: key.fingerprint, message: diagnostic.message)
        }).sorted { $0.key < $1.key }
        return baseline
    }

    /// What applying a baseline did to a run's findings.
    public struct Outcome: Sendable, Equatable {
        /// The baseline file.
        public var path: String
        /// How many findings it hid.
        public var matched: Int
        /// Its entries no finding matched any more: fixed, or changed past recognition. The file
        /// can be written again to drop them.
        public var gone: [Entry]
        /// The keys of the findings it hid, files as given to the tool: the findings shown keep
        /// the occurrences they have among all (see ``CheckedProject/findingKeys(relativeTo:)``).
        public var hidden: [FindingKey]
    }

    /// The files of `paths` (as given to the tool) as this baseline names them.
    func names(of paths: [String]) -> Set<String> {
        Set(paths.map { FindingKey.relativePath($0, to: folder) })
    }

    /// `diagnostics` without those the baseline holds, and what was matched and gone. Only the
    /// entries of the files `checked` (paths as given) can be gone: a run of one file of an app
    /// says nothing of the findings of the others.
    public func apply(to diagnostics: [Diagnostic], in project: Project, checked: [String]) -> ([Diagnostic], Outcome) {
        let keys = FindingKey.keys(of: diagnostics, in: project) { $0 }
        var remaining = Set(entries.map(\.key))
        var kept: [Diagnostic] = [], hidden: [FindingKey] = []
        for (diagnostic, key) in zip(diagnostics, keys) {
            var entry = key
            entry.file = FindingKey.relativePath(key.file, to: folder)
            if Self.covers(diagnostic.id), remaining.remove(entry) != nil {
                hidden.append(key)
            } else {
                kept.append(diagnostic)
            }
        }
        let files = names(of: checked)
        let gone = entries.filter { remaining.contains($0.key) && files.contains($0.file) }
        return (kept, Outcome(path: path, matched: hidden.count, gone: gone, hidden: hidden))
    }

    // MARK: - The file

    private struct File: Codable {
        var version: Int
        var findings: [Entry]
    }

    /// The file's text: JSON with sorted keys, one entry per finding, sorted, so that writing the
    /// same findings again gives the same bytes and a pruned file diffs as the lines it lost.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain strings and integers always encode.
        let data = try! encoder.encode(File(version: 1, findings: entries))
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads the baseline at `path`. Throws when it cannot be read or is not a baseline: a
    /// usage problem (status 2), since every finding it should hide would otherwise fail the run.
    public static func read(_ path: String) throws(InputFiles.Failure) -> Baseline {
        guard FileManager.default.fileExists(atPath: path) else {
            throw InputFiles.Failure(
                path: path, reason: "no such baseline; `screenmark check --write-baseline \(path)` writes it")
        }
        let source = try InputFiles.read(path)
        guard let file = try? JSONDecoder().decode(File.self, from: Data(source.bytes)), file.version == 1 else {
            throw InputFiles.Failure(
                path: path, reason: "is not a ScreenMark baseline (version 1); write it again with `--write-baseline`")
        }
        return Baseline(path: path, entries: file.findings)
    }
}
