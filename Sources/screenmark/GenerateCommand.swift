import ArgumentParser
import Foundation
import ScreenMark

/// `screenmark generate`: Swift model code, one file per screen file.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift model code from screen files.",
        discussion: """
            Writes one Swift file per screen file into the output folder, named from its path relative \
            to the folder given (or, for a file given directly, its own folder): `Mail.screen.md` → \
            `Mail.screen.swift`, `Settings/Wifi.screen.md` → `Settings+Wifi.screen.swift`. A file is \
            rewritten only when its bytes change, through a temporary file in the same folder; nothing \
            is written outside the output folder. Files with errors, and the other files of their app, \
            are not generated.

            Exit status: 0 when every file was generated (or, with --check, is current); 1 when a screen \
            file or a template has errors, or --check finds a file missing or different; 2 for a usage \
            or I/O problem (such as a missing template folder).
            """)

    @OptionGroup var inputs: InputOptions

    @Option(help: "The folder to write the Swift files into (created if missing).")
    var output: String

    @Flag(help: "Write nothing; exit with status 1 if a file in the output folder is missing or differs.")
    var check = false

    @Option(help: "A folder of *.mustache templates used instead of the built-in ones of the same name.")
    var templates: String?

    func run() throws {
        let templates = try loadTemplates()
        let sources = try inputs.load()
        // Syntax and links only: the HIG rules are `check`'s business, and a finding there must
        // not leave an app without the code it compiles against.
        let result = Checker.check(sources, validator: nil)
        let project = result.project
        let names = SwiftOutputNames.sourceNames(of: project.documents.map(\.path), inputs: inputs.paths)
        if let collision = SwiftOutputNames.collisions(names).first {
            let files = collision.map { "`\($0)`" }.joined(separator: " and ")
            Output.error("screenmark: error: \(files) would both be written to `\(SwiftOutputNames.outputPath(for: collision[0]))`; generate them into separate folders")
            throw ExitCode(2)
        }
        let errors = Set(result.diagnostics.filter { $0.severity == .error }.map(\.path))
        let blocked = Set(project.documents.indices.filter { errors.contains(project.documents[$0].path) })
        let generated = SwiftGenerator(templates: templates).generate(project, sourceNames: names, blocked: blocked)

        let diagnostics = result.diagnostics + generated.diagnostics
        let renderer = TextRenderer(sources: sources, showsSnippets: Output.isTerminal(2))
        for diagnostic in diagnostics { Output.error(renderer.render(diagnostic)) }
        for path in generated.skipped { Output.error("screenmark: note: not generated: \(path)") }

        let stale = check ? try findStale(generated.files) : try write(generated.files)
        let failed = !generated.skipped.isEmpty || stale
        Output.exit(failed ? 1 : 0, keeping: result)
    }

    /// The built-in templates, or those of `--templates`: a template with an error exits 1 (it is
    /// an input with a positioned error, like a screen file), a missing folder exits 2.
    private func loadTemplates() throws -> SwiftTemplates {
        guard let folder = templates else { return .builtIn }
        do {
            return try SwiftTemplates(folder: folder)
        } catch {
            Output.error(error.isPositioned ? error.description : "screenmark: error: \(error.path): \(error.message)")
            throw ExitCode(error.isPositioned ? 1 : 2)
        }
    }

    /// Writes the files that changed; prints what was created and updated, then the counts.
    private func write(_ files: [SwiftGenerator.File]) throws -> Bool {
        var counts: [OutputWriter.Outcome: Int] = [:]
        do {
            let writer = try OutputWriter(folder: output)
            for file in files {
                let outcome = try writer.write(file.text, to: file.path)
                counts[outcome, default: 0] += 1
                if outcome != .unchanged { Output.write("\(outcome.rawValue) \(file.path)\n") }
            }
        } catch {
            Output.error("screenmark: error: \(error)")
            throw ExitCode(2)
        }
        Output.write("\(files.count) Swift \(files.count == 1 ? "file" : "files"): \(OutputWriter.Outcome.tally(counts))\n")
        return false
    }

    /// Lists the files that are missing or different in the output folder; writes nothing.
    private func findStale(_ files: [SwiftGenerator.File]) throws -> Bool {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue
        var stale = 0
        do {
            // The writer is only made for a folder that exists: it would create a missing one.
            let writer = exists ? try OutputWriter(folder: output) : nil
            for file in files {
                guard let writer, try writer.isCurrent(Array(file.text.utf8), at: file.path) else {
                    let missing = !(writer.map { FileManager.default.fileExists(atPath: $0.root.appendingPathComponent(file.path).path) } ?? false)
                    Output.write("\(missing ? "missing" : "differs") \(file.path)\n")
                    stale += 1
                    continue
                }
            }
        } catch {
            Output.error("screenmark: error: \(error)")
            throw ExitCode(2)
        }
        Output.write(stale == 0 ? "\(files.count) Swift files are current\n" : "\(stale) of \(files.count) Swift files are stale\n")
        return stale > 0
    }
}
