import ArgumentParser
import Foundation
import ScreenMark

/// What every command that reads screen files takes: the inputs, the configuration and profile
/// they are checked under, and how their diagnostics are reported. One option group, so every
/// command reads a file the same way and reports it the same way.
struct PipelineOptions: ParsableArguments {
    enum Format: String, ChoiceArgument {
        case xcode, json, sarif, github
    }

    enum Snippets: String, ChoiceArgument {
        case auto, always, never
    }

    @Argument(help: "Screen files, or folders to search for *.screen.md files.")
    var paths: [String] = []

    @Option(help: "The configuration file (default: the nearest .screenmark.yml above the inputs).")
    var config: String?

    @Option(help: "Check every file under this HIG profile: ios7 or iphone-2010.")
    var profile: HIGProfile?

    @Option(help: "Name files (in output paths and generated ids) relative to this folder, not to the input they were found under.")
    var root: String?

    @Option(help: "Diagnostics format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .xcode

    @Option(help: "Show the source line under each xcode-format diagnostic: auto (on a terminal), always, never. Help and fix lines are always shown.")
    var snippets: Snippets = .auto

    @Flag(help: "Exit with status 1 on warnings too.")
    var strict = false

    @Flag(help: "Run the preview rules too (`preview: true` in .screenmark.yml does the same).")
    var preview = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one file or folder, e.g. `screenmark check Examples`") }
    }

    /// Reads the configuration, the inputs and the baseline (`baseline`, else the
    /// configuration's); a path, configuration or baseline that cannot be read ends the run
    /// with status 2.
    func workspace(baseline: Workspace.BaselineChoice = .configured) throws -> Workspace {
        do {
            return try Workspace.load(inputs: paths, configPath: config, root: root, baseline: baseline)
        } catch {
            Output.error("screenmark: error: \(error)")
            throw ExitCode(2)
        }
    }

    /// The workspace, for a command that makes whole apps (`generate`, `docs`): one file of a
    /// multi-file app, named alone, ends the run with status 2, naming the files it leaves out —
    /// an app's code and pages are made from all of its files at once.
    func wholeAppsWorkspace(command: String) throws -> Workspace {
        let workspace = try workspace()
        guard let first = workspace.context.first else { return workspace }
        let others = workspace.context.map { "`\(VisibleText.escaped($0.path))`" }.joined(separator: ", ")
        Output.error(
            "screenmark: error: `\(command)` makes whole apps, and the files named leave out \(others) of the same app "
                + "(`app:` in \(VisibleText.escaped(first.path))); name those files too, or their folder")
        throw ExitCode(2)
    }

    /// The configuration and the files the inputs select, none of them read.
    func selection() throws -> Workspace {
        do {
            return try Workspace.select(inputs: paths, configPath: config, root: root)
        } catch {
            Output.error("screenmark: error: \(error)")
            throw ExitCode(2)
        }
    }

    /// The workspace, checked to `depth` (recording a baseline at `recordingBaselineAt`).
    func check(_ workspace: Workspace, depth: Pipeline.Depth, recordingBaselineAt record: String? = nil) -> CheckedProject {
        Pipeline.check(workspace, depth: depth, profile: profile, preview: preview, recordingBaselineAt: record)
    }

    /// Prints the diagnostics in the chosen format on `stream` (standard output for `check`,
    /// standard error where standard output carries the product); in the xcode format, with
    /// `counting`, the closing count (`6 files checked: …`) follows on standard error.
    func report(_ checked: CheckedProject, on stream: Output.Stream, counting: Bool = false) {
        Output.write(rendered(checked, on: stream), on: stream)
        if counting, format == .xcode {
            Output.error(TextRenderer.summary(checked.diagnostics, files: checked.checkedFileCount, baseline: checked.baseline))
        }
    }

    /// The diagnostics as ``report(_:on:counting:)`` prints them on `stream`, without the count.
    func rendered(_ checked: CheckedProject, on stream: Output.Stream) -> String {
        let diagnostics = checked.diagnostics
        let sources = checked.sources
        switch format {
        case .json:
            return JSONRenderer(sources: sources).render(diagnostics, fileCount: checked.checkedFileCount, baseline: checked.baseline)
        case .sarif:
            // Code scanning wants paths from the repository's root; the run's folder is where the
            // `uri`s are relative to, so the fingerprints name files from there too.
            let keys = checked.findingKeys(relativeTo: FileManager.default.currentDirectoryPath)
            return SARIFRenderer(sources: sources, toolVersion: ScreenMarkCommand.version, docsURL: checked.workspace.configuration.docsURL).render(diagnostics, keys: keys)
        case .github:
            return GitHubRenderer(sources: sources).render(diagnostics)
        case .xcode:
            let renderer = TextRenderer(sources: sources, showsSnippets: showsSnippets(on: stream))
            return diagnostics.map(renderer.render).joined()
        }
    }

    /// Whether xcode-format diagnostics on `stream` show their source line.
    private func showsSnippets(on stream: Output.Stream) -> Bool {
        snippets == .always || (snippets == .auto && Output.isTerminal(stream == .standardOutput ? 1 : 2))
    }

    /// A digest of everything a run's answer depends on (the key of a ``RunRecord``): the tool,
    /// `command` and the emitter's `settings`, the options that change what is read or printed
    /// on `stream`, the configuration, and every screen file's path, name and bytes. `nil` when
    /// the running executable cannot be told from another build (then no run is skipped).
    func runKey(_ workspace: Workspace, command: String, settings: [String], reportingOn stream: Output.Stream) -> String? {
        guard let tool = ScreenMarkCommand.executableIdentity else { return nil }
        var digest = ContentDigest()
        for field in [ScreenMarkCommand.version, tool, command] + settings { digest.add(field) }
        digest.add(profile?.rawValue ?? "each file's profile")
        digest.add(preview ? "preview rules" : "stable rules")
        digest.add(format.rawValue)
        digest.add(showsSnippets(on: stream) ? "snippets" : "no snippets")
        if let configuration = workspace.configurationSource {
            digest.add(configuration.path)
            digest.add(configuration.bytes)
        } else {
            digest.add("no configuration")
        }
        // What the baseline holds decides what is reported: every entry, and where it is.
        if let baseline = workspace.baseline {
            digest.add(baseline.path)
            digest.add(baseline.text)
        } else {
            digest.add("no baseline")
        }
        digest.add("\(workspace.sources.count) screen files, \(workspace.context.count) read for context")
        for source in workspace.sources + workspace.context {
            for field in [source.path, source.name, "\(source.size)"] { digest.add(field) }
            digest.add(source.bytes)
        }
        digest.add("\(workspace.excluded.count) excluded")
        for file in workspace.excluded { for field in [file.path, file.name, "\(file.isNamed)"] { digest.add(field) } }
        return digest.hex
    }
}

/// Where an emitter's files go: `--output`, `--check`, `--prune`, the same for every emitter.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Write nothing; exit with status 1 if a file in the output folder is missing, differs, or is an orphan (written by ScreenMark for an input that makes it no more).")
    var check = false

    @Flag(help: "Delete orphans: files ScreenMark wrote into the output folder that no input makes any more (a file edited since it was written is kept). Files ScreenMark did not write are never touched.")
    var prune = false

    @Flag(help: "List each file created, updated or deleted in the output folder, not only the summary.")
    var verbose = false

    @Flag(help: "Print the findings only: no summary, no list of files (the SwiftPM plugin passes it, so that `swift build` shows nothing else). Files that could not be written or were left alone are still named.")
    var quiet = false

    func validate() throws {
        if check && prune { throw ValidationError("--check writes nothing and --prune deletes: give one of them") }
        if verbose && quiet { throw ValidationError("--verbose lists every file and --quiet none: give one of them") }
    }

    /// The files that need a person's attention, named whatever the verbosity: those `--check`
    /// found stale, orphans, and those not written. A run that went as asked says only its
    /// summary (a site is hundreds of pages); `--verbose` names every file it touched.
    private static let alwaysListed: Set<OutputSync.Action> = [.missing, .differs, .orphaned, .kept, .conflict, .failed]

    /// Writes `emitter`'s files for `checked` into `folder` and ends the run: status 1 when the
    /// findings call for it (see ``CheckedProject/exitStatus(strict:)``) or `--check` found the
    /// folder stale, 2 when a file could not be written. With `record` (the run's key and its
    /// diagnostics as printed), the manifest keeps the run's answer for
    /// ``replay(_:key:from:strict:)``.
    func emit<E: Emitter>(
        _ emitter: E, _ checked: CheckedProject, into folder: String, strict: Bool, record: (key: String, report: String)? = nil
    ) throws -> Never {
        let emission = emitter.emit(checked)
        let answer = record.map { record in
            RunRecord.Answer(
                key: record.key, report: record.report, status: checked.exitStatus(strict: false),
                strictStatus: checked.exitStatus(strict: true), skipped: emission.skipped)
        }
        let stale = try sync(emission, of: E.self, into: folder, answer: answer)
        Output.exit(max(checked.exitStatus(strict: strict), stale ? 1 : 0), keeping: checked)
    }

    /// Gives the answer of the run whose ``RunRecord`` `folder`'s manifest keeps — its
    /// diagnostics on standard error, the same lines and summary, the same exit status — and
    /// ends the run, when nothing has changed since: the same `key`, and every output it made
    /// still as it made it (orphans, `--check` and `--prune` are dealt with as in any run).
    /// Returns otherwise, for a full run.
    func replay<E: Emitter>(_ emitter: E.Type, key: String, from folder: String, strict: Bool) throws {
        guard let record = RunRecord.read(in: folder, manifestName: E.manifestName), record.answer.key == key,
            let files = record.currentFiles(in: folder)
        else { return }
        Output.write(record.answer.report, on: .standardError)
        let emission = Emission(files: files, skipped: record.answer.skipped, held: record.held)
        let stale = try sync(emission, of: E.self, into: folder, answer: record.answer)
        Output.exit(max(strict ? record.answer.strictStatus : record.answer.status, stale ? 1 : 0), keeping: files)
    }

    /// Writes (or checks) the emission's files in `folder`, printing a line per file that is stale,
    /// orphaned or not written (with `--verbose`, per file that changed too), then the summary
    /// (none with `--quiet`). Returns whether `--check` found the folder stale. `answer` is kept
    /// for the next run (see ``OutputSync/run(_:holding:mode:prune:answer:)``).
    func sync<E: Emitter>(_ emission: Emission, of emitter: E.Type, into folder: String, answer: RunRecord.Answer? = nil) throws -> Bool {
        let sync = OutputSync(folder: folder, manifestName: E.manifestName)
        let report: OutputSync.Report
        do {
            report = try sync.run(emission.files, holding: emission.held, mode: check ? .check : .write, prune: prune, answer: answer) {
                Output.waiting(for: $0, folder: folder)
            }
        } catch {
            Output.error("screenmark: error: \(error)")
            throw ExitCode(2)
        }
        for entry in report.entries where Self.alwaysListed.contains(entry.action) || (verbose && entry.action != .unchanged) {
            Output.write("\(entry.action.rawValue) \(VisibleText.escaped(entry.path))\(entry.reason.map { ": " + $0 } ?? "")\n")
        }
        if !quiet {
            Output.write(report.summary(noun: E.fileNoun, files: emission.files.count, mode: check ? .check : .write) + "\n")
            for path in emission.skipped { Output.error("screenmark: note: not generated: \(path)") }
        }
        if report.hasConflicts {
            Output.error("screenmark: error: ScreenMark did not write the files marked `conflict` (they are not in \(folder)/\(E.manifestName)), so it left them and their outputs alone; move them away or write into another folder")
        }
        if report.hasFailures {
            Output.error("screenmark: error: the files marked `failed` could not be written or deleted; the others were")
            throw ExitCode(2)
        }
        return (check && report.isStale) || report.hasConflicts
    }
}

/// Templates for an emitter, built-in or from `--templates`: a template with an error exits 1 (it
/// is an input with a positioned error, like a screen file), a folder that cannot be read exits 2.
func loadTemplates<Templates>(_ load: () throws(TemplateSet.Failure) -> Templates) throws -> Templates {
    do {
        return try load()
    } catch {
        Output.error(error.isPositioned ? error.description : "screenmark: error: \(error.path): \(error.message)")
        throw ExitCode(error.isPositioned ? 1 : 2)
    }
}

extension HIGProfile: ChoiceArgument {}
