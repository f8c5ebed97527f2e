import ArgumentParser
import Foundation
import ScreenMark

/// `screenmark check`: parse, link and validate the files; print the findings.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check screen files against the language and the Human Interface Guidelines.",
        discussion: """
            Prints every problem. `--format xcode` (the default) prints the compiler line \
            `path:line:column: severity: message [id]` that Xcode and `swift build` make clickable (the column \
            counts Unicode characters), followed by any `= help:` and `= fix:` lines (indented, so tools that \
            read compiler lines skip them) and, on a terminal, the source line with carets. `json` prints one \
            document with byte offsets as well as lines and columns; `sarif` a SARIF 2.1.0 log with the rule \
            catalogue, as code-scanning services read it; `github` workflow annotations.

            Settings come from `.screenmark.yml`, found in the inputs' folder or a folder above it, or from \
            `--config`; its `include` and `exclude` globs select the files. The HIG profile of a file is \
            `--profile`, else its front matter's `hig:`, else the configuration's `profile:`, else `ios7`. \
            `generate`, `wireframe` and `dump` read files the same way and report the same problems.

            Exit status: 0 when there is no error (and, with --strict, no warning); 1 otherwise; 2 for a \
            usage or I/O problem.
            """)

    @OptionGroup var options: PipelineOptions

    @Flag(help: "Apply the fix-its of the findings to the files, then report what is left.")
    var fix = false

    @Flag(help: "Check the language and the links only, without the other HIG rules (fast feedback in an editor).")
    var syntaxOnly = false

    func run() throws {
        var workspace = try options.workspace()
        let depth: Pipeline.Depth = syntaxOnly ? .language : .rules
        var checked = options.check(workspace, depth: depth)
        if fix {
            workspace.sources = try applyFixes(checked.fixIts, to: workspace.sources)
            checked = options.check(workspace, depth: depth)
        }
        options.report(checked, on: .standardOutput, counting: true)
        Output.exit(checked.exitStatus(strict: options.strict), keeping: checked)
    }

    /// Applies every fix-it, file by file, and returns the files as they are now.
    private func applyFixes(_ fixItsByPath: [String: [FixIt]], to sources: [SourceFile]) throws -> [SourceFile] {
        var fixed: [SourceFile] = []
        var total = 0
        for source in sources {
            guard let fixIts = fixItsByPath[source.path], !fixIts.isEmpty else {
                fixed.append(source)
                continue
            }
            let result = FixApplier.apply(fixIts, to: source.bytes)
            // Edit the file itself: through a symbolic link to its target, keeping its permissions.
            let url = URL(fileURLWithPath: source.path).resolvingSymlinksInPath()
            var status = stat()
            let mode = stat(url.path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
            do {
                try OutputWriter(folder: url.deletingLastPathComponent().path).write(result.bytes, to: url.lastPathComponent)
                chmod(url.path, mode)
            } catch {
                Output.error("screenmark: error: \(error)")
                throw ExitCode(2)
            }
            total += result.applied
            if result.skipped > 0 {
                Output.error("\(source.path): \(result.skipped) fix-its overlap others; run `--fix` again")
            }
            fixed.append(SourceFile(path: source.path, name: source.name, bytes: result.bytes))
        }
        Output.error("applied \(total) fix-it\(total == 1 ? "" : "s")")
        return fixed
    }
}
