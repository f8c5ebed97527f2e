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

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one file or folder, e.g. `screenmark check Examples`") }
    }

    /// Reads the configuration and the inputs; a path or configuration that cannot be read ends
    /// the run with status 2.
    func workspace() throws -> Workspace {
        do {
            return try Workspace.load(inputs: paths, configPath: config, root: root)
        } catch {
            Output.error("screenmark: error: \(error)")
            throw ExitCode(2)
        }
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

    /// The workspace, checked to `depth`.
    func check(_ workspace: Workspace, depth: Pipeline.Depth) -> CheckedProject {
        Pipeline.check(workspace, depth: depth, profile: profile)
    }

    /// Prints the diagnostics in the chosen format on `stream` (standard output for `check`,
    /// standard error where standard output carries the product); in the xcode format, with
    /// `counting`, the closing count (`6 files checked: …`) follows on standard error.
    func report(_ checked: CheckedProject, on stream: Output.Stream, counting: Bool = false) {
        let diagnostics = checked.diagnostics
        let sources = checked.sources
        switch format {
        case .json:
            Output.write(JSONRenderer(sources: sources).render(diagnostics, fileCount: checked.project.documents.count), on: stream)
        case .sarif:
            Output.write(SARIFRenderer(sources: sources, toolVersion: ScreenMarkCommand.version).render(diagnostics), on: stream)
        case .github:
            Output.write(GitHubRenderer(sources: sources).render(diagnostics), on: stream)
        case .xcode:
            let descriptor: Int32 = stream == .standardOutput ? 1 : 2
            let renderer = TextRenderer(
                sources: sources, showsSnippets: snippets == .always || (snippets == .auto && Output.isTerminal(descriptor)))
            Output.write(diagnostics.map(renderer.render).joined(), on: stream)
            if counting { Output.error(TextRenderer.summary(diagnostics, files: checked.project.documents.count)) }
        }
    }
}

/// Where an emitter's files go: `--output`, `--check`, `--prune`, the same for every emitter.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Write nothing; exit with status 1 if a file in the output folder is missing, differs, or is an orphan (written by ScreenMark for an input that makes it no more).")
    var check = false

    @Flag(help: "Delete orphans: files ScreenMark wrote into the output folder that no input makes any more (a file edited since it was written is kept). Files ScreenMark did not write are never touched.")
    var prune = false

    func validate() throws {
        if check && prune { throw ValidationError("--check writes nothing and --prune deletes: give one of them") }
    }

    /// Writes `emitter`'s files for `checked` into `folder` and ends the run: status 1 when the
    /// findings call for it (see ``CheckedProject/exitStatus(strict:)``) or `--check` found the
    /// folder stale, 2 when a file could not be written.
    func emit<E: Emitter>(_ emitter: E, _ checked: CheckedProject, into folder: String, strict: Bool) throws -> Never {
        let stale = try sync(emitter.emit(checked), of: E.self, into: folder)
        Output.exit(max(checked.exitStatus(strict: strict), stale ? 1 : 0), keeping: checked)
    }

    /// Writes (or checks) the emission's files in `folder`, printing a line per file that
    /// changed, was orphaned or is stale, then the summary. Returns whether `--check` found the
    /// folder stale.
    func sync<E: Emitter>(_ emission: Emission, of emitter: E.Type, into folder: String) throws -> Bool {
        let sync = OutputSync(folder: folder, manifestName: E.manifestName)
        let report: OutputSync.Report
        do {
            report = try sync.run(emission.files, holding: emission.held, mode: check ? .check : .write, prune: prune)
        } catch {
            Output.error("screenmark: error: \(error)")
            throw ExitCode(2)
        }
        for entry in report.entries where entry.action != .unchanged {
            Output.write("\(entry.action.rawValue) \(VisibleText.escaped(entry.path))\(entry.reason.map { ": " + $0 } ?? "")\n")
        }
        Output.write(report.summary(noun: E.fileNoun, files: emission.files.count, mode: check ? .check : .write) + "\n")
        for path in emission.skipped { Output.error("screenmark: note: not generated: \(path)") }
        if report.hasConflicts {
            Output.error("screenmark: error: ScreenMark did not write the files marked `conflict` (they are not in \(folder)/\(E.manifestName)), so it left them and their outputs alone; move them away or write into another folder")
        }
        if report.hasFailures {
            Output.error("screenmark: error: the files marked `failed` could not be written")
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
