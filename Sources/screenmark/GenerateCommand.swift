import ArgumentParser
import Foundation
import ScreenMark

/// `screenmark generate`: Swift model code, one file per screen file.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift model code from screen files.",
        discussion: """
            Checks the files as `check` does and reports the same problems on standard error, then writes \
            one Swift file per screen file into the output folder, named from its path relative to the \
            folder given (or, for a file given directly, its own folder): `Mail.screen.md` gives \
            `Mail.screen.swift`, `Settings/Wifi.screen.md` gives `Settings+Wifi.screen.swift`. A file is \
            rewritten only when its bytes change, through a temporary file in the same folder; nothing \
            is written outside the output folder. A file with an error of the language or of its links \
            (a link to nothing included), and the other files of its app, are not generated; HIG findings \
            never stop generation. It prints a summary of the folder (`--verbose`: a line per file written \
            or deleted; files stale, orphaned or not written are always named); `--quiet` prints the \
            findings only.

            A run with nothing changed since the last into the folder (the same tool, options, \
            configuration, templates and screen files, and every output as it was written) answers \
            from the record that run kept in the folder's manifest: the same diagnostics, lines \
            and exit status, without checking or rendering again.

            `--list-outputs` prints the path of every file the inputs produce (each screen file's, and a \
            placeholder for a file named on the command line that `.screenmark.yml` excludes) without reading \
            a screen file, as a build system declares outputs; `--root DIR` names files relative to DIR. \
            The SwiftPM plugin runs `generate --root <target folder> --config <file> <screen files>`.

            Exit status: 0 when there is no error (and, with --check, every file is current); 1 when a \
            file has an error (HIG rules configured as errors included), a template has one, or --check \
            finds the folder stale; 2 for a usage or I/O problem (such as a missing template folder).
            """)

    @OptionGroup var options: PipelineOptions

    @Option(help: "The folder to write the Swift files into (created if missing).")
    var output: String

    @OptionGroup var outputOptions: OutputOptions

    @Option(help: "A folder of *.mustache templates used instead of the built-in ones of the same name.")
    var templates: String?

    @Flag(help: "Look up the generated `Strings` by key with Foundation, and write their texts, with comments for translators, into `Localizable.xcstrings` beside the code (the source language is the front matter's `language:`, else `en`).")
    var stringsCatalog = false

    @Flag(help: "Print the path of every file the inputs produce, one a line, from their paths alone (no screen file is read); write nothing. For build systems that declare outputs.")
    var listOutputs = false

    func run() throws {
        if listOutputs {
            let folder = URL(fileURLWithPath: output)
            Output.write(SwiftEmitter.outputPaths(try options.selection(), stringsCatalog: stringsCatalog).map { folder.appendingPathComponent($0).path + "\n" }.joined())
            return
        }
        let emitter = SwiftEmitter(
            templates: try loadTemplates { () throws(TemplateSet.Failure) in
                try templates.map(SwiftTemplates.init(folder:)) ?? .builtIn
            }, stringsCatalog: stringsCatalog)
        let workspace = try options.wholeAppsWorkspace(command: "generate")
        // Nothing changed since the last run into the folder: its answer, without checking or rendering.
        let key = options.runKey(workspace, command: "generate", settings: emitter.fingerprint, reportingOn: .standardError)
        if let key { try outputOptions.replay(SwiftEmitter.self, key: key, from: output, strict: options.strict) }
        let checked = options.check(workspace, depth: .rules)
        if let collision = SwiftEmitter.collisions(checked).first {
            let files = collision.map { "`\($0)`" }.joined(separator: " and ")
            Output.error("screenmark: error: \(files) would both be written to `\(SwiftOutputNames.outputPath(for: collision[0]))`; generate them into separate folders")
            throw ExitCode(2)
        }
        let report = options.rendered(checked, on: .standardError)
        Output.write(report, on: .standardError)
        try outputOptions.emit(emitter, checked, into: output, strict: options.strict, record: key.map { ($0, report) })
    }
}
