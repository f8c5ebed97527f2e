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

            `--fix` writes only the bytes of the fix-its it applies. It leaves alone, saying so, a file that \
            changed since it was read, a read-only one (no write bit in its mode, even for root) and one you may \
            not write; a file with several hard links is written in place, so they all keep it.

            `--write-baseline FILE` records every finding of the HIG rules; `--baseline FILE` (or `baseline:` in \
            `.screenmark.yml`) reports only the findings it does not hold, matched by rule, file, screen and \
            element rather than by line, and says how many of its findings are gone.

            Exit status: 0 when there is no error (and, with --strict, no warning); 1 otherwise; 2 for a \
            usage or I/O problem, or when `--fix` left a file alone.
            """)

    @OptionGroup var options: PipelineOptions

    @Flag(help: "Apply the fix-its of the findings to the files, then report what is left.")
    var fix = false

    @Flag(help: "Check the language and the links only, without the other HIG rules (fast feedback in an editor).")
    var syntaxOnly = false

    @Option(help: ArgumentHelp("Report only the findings this baseline does not hold (default: the configuration's `baseline:`).", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every finding of the HIG rules in this baseline file, then report as if checked against it.", valueName: "file"))
    var writeBaseline: String?

    func validate() throws {
        if baseline != nil, writeBaseline != nil { throw ValidationError("give --baseline or --write-baseline, not both") }
        if writeBaseline != nil, syntaxOnly { throw ValidationError("--write-baseline records the HIG rules' findings, which --syntax-only does not check") }
    }

    func run() throws {
        let choice: Workspace.BaselineChoice = writeBaseline != nil ? .none : baseline.map { .named($0) } ?? .configured
        var workspace = try options.workspace(baseline: choice)
        let depth: Pipeline.Depth = syntaxOnly ? .language : .rules
        var checked = options.check(workspace, depth: depth, recordingBaselineAt: writeBaseline)
        var leftAlone = false
        if fix {
            (workspace.sources, leftAlone) = applyFixes(checked.fixIts, to: workspace.sources)
            checked = options.check(workspace, depth: depth, recordingBaselineAt: writeBaseline)
        }
        if let recorded = checked.recorded { try write(recorded) }
        options.report(checked, on: .standardOutput, counting: true)
        Output.exit(leftAlone ? 2 : checked.exitStatus(strict: options.strict), keeping: checked)
    }

    /// Writes the baseline the run recorded, saying how many findings it holds.
    private func write(_ baseline: Baseline) throws {
        do {
            try Data(baseline.text.utf8).write(to: URL(fileURLWithPath: baseline.path), options: .atomic)
        } catch {
            Output.error("screenmark: error: cannot write the baseline \(VisibleText.escaped(baseline.path)): \(error.localizedDescription)")
            throw ExitCode(2)
        }
        let count = baseline.entries.count
        Output.error("wrote \(count) finding\(count == 1 ? "" : "s") to \(VisibleText.escaped(baseline.path))")
    }

    /// Applies every fix-it, file by file, and returns the files as they are now, and whether a
    /// file with fix-its was left alone (see ``SpecFileRewriter``: it changed since it was read,
    /// or may not be written). Such a file is said on standard error and reported as it was read;
    /// the others are fixed all the same.
    private func applyFixes(_ fixItsByPath: [String: [FixIt]], to sources: [SourceFile]) -> ([SourceFile], Bool) {
        var fixed: [SourceFile] = []
        var total = 0
        var leftAlone = false
        for source in sources {
            guard let fixIts = fixItsByPath[source.path], !fixIts.isEmpty else {
                fixed.append(source)
                continue
            }
            let result = FixApplier.apply(fixIts, to: source.bytes)
            do {
                try SpecFileRewriter.replace(source, with: result.bytes) {
                    Output.waiting(for: $0, folder: URL(fileURLWithPath: source.path).deletingLastPathComponent().path)
                }
            } catch {
                Output.error("screenmark: error: \(error)")
                leftAlone = true
                fixed.append(source)
                continue
            }
            total += result.applied
            if result.skipped > 0 {
                Output.error("\(VisibleText.escaped(source.path)): \(result.skipped) fix-its overlap others; run `--fix` again")
            }
            fixed.append(SourceFile(path: source.path, name: source.name, bytes: result.bytes))
        }
        Output.error("applied \(total) fix-it\(total == 1 ? "" : "s")")
        return (fixed, leftAlone)
    }
}
