import Foundation

/// One open file checked as `screenmark check FILE` checks it: the same workspace (the nearest
/// `.screenmark.yml`, its globs and baseline, the other files of the file's app beside it as
/// context), through ``Pipeline/check(_:depth:profile:preview:recordingBaselineAt:)``, so the
/// editor shows exactly the findings `check` prints. Every file the editor has open is read
/// from the editor's text, not from the disk.
///
/// Everything else the server answers (links, completion, symbols) reads the project this
/// check linked, so it agrees with the diagnostics.
public struct SpecAnalysis: Sendable {
    /// The file's absolute path.
    public let path: String
    /// The pipeline's result.
    public let checked: CheckedProject
    /// The file's index in the project's documents; `nil` if the configuration excludes it.
    public let document: Int?
    /// The text that was checked.
    public let source: SourceFile
    /// Why the workspace could not be read as `check` reads it, when the file was checked alone.
    public let problem: String?

    /// Checks the file at `path` (absolute), with the editors' texts in `open` (by path); `memo`
    /// keeps the parses of the files that did not change since the last check.
    public static func run(path: String, open: [String: [UInt8]], memo: ParseMemo? = nil) -> SpecAnalysis {
        var workspace: Workspace
        var problem: String?
        do {
            workspace = try Workspace.load(inputs: [path], open: open)
        } catch {
            // A file not yet saved, or one whose configuration cannot be read: checked on its own,
            // under the defaults, rather than not at all; the reason goes to the log.
            problem = "\(error)"
            workspace = Workspace(sources: [SourceFile(path: path, bytes: open[path] ?? [])])
        }
        let checked = Pipeline.check(workspace, memo: memo)
        let document = checked.project.documents.firstIndex { $0.path == path }
        let source = document.map { checked.project.sources[$0] } ?? SourceFile(path: path, bytes: open[path] ?? [])
        return SpecAnalysis(path: path, checked: checked, document: document, source: source, problem: problem)
    }

    /// The positions of the checked text.
    public var positions: PositionConverter { PositionConverter(source) }

    /// The file's findings, in `check`'s order.
    public var diagnostics: [Diagnostic] {
        checked.diagnostics.filter { $0.path == path }
    }

    /// The project's document of the file.
    public var parsed: Document? { document.map { checked.project.documents[$0] } }

    /// The source of `path`: this file, another file of the app or the configuration file, if it
    /// was read.
    public func source(of path: String) -> SourceFile? {
        path == self.path ? source : checked.sources.first { $0.path == path }
    }

    /// The problems of the configuration file, which `check` prints first; `nil` without one.
    public var configuration: (path: String, diagnostics: [Diagnostic])? {
        checked.workspace.configurationSource.map { source in (source.path, checked.diagnostics.filter { $0.path == source.path }) }
    }
}
