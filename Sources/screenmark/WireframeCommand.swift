import ArgumentParser
import Foundation
import ScreenMark

/// `screenmark wireframe`: every screen as a text wireframe.
struct WireframeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wireframe",
        abstract: "Draw every screen as a text wireframe.",
        discussion: """
            Prints each screen in a frame the proportions of a 320 by 480 pt iPhone screen (a row is 22 pt), \
            under a line naming it (its file, id and title: `Mail.screen.md#inbox`, a dash, `Inbox`), then each of its alerts, action sheets \
            and activity views over it; a blank line separates the drawings. A dashed `480 pt` line marks \
            where content that scrolls passes the bottom of the screen. Every line of a drawing has the same \
            display width (wide characters count two columns) and no trailing space.

            `--output DIR` writes one file per drawing instead, `Mail/inbox.txt` and \
            `Mail/message.delete-message.txt` (the input's path relative to the folder named, then the ids), \
            never outside DIR and only when its content changes, and prints a summary of what it did \
            (`--verbose`: a line per file); `--check`, `--prune` and `--quiet` work as for `generate`.

            The files are checked as `check` checks them and the same problems go to standard error; files \
            with errors are still drawn as far as they were understood, and the exit status is then 1.
            """)

    @OptionGroup var options: PipelineOptions

    @Option(help: "Draw only this screen: its id, or FILE#ID when several files are read.")
    var screen: String?

    @Option(help: "Columns of every line, frame included (\(WireframeRenderer.minimumWidth) to \(WireframeRenderer.maximumWidth)).")
    var width: Int = WireframeRenderer.defaultWidth

    @Flag(help: "Draw with ASCII characters only (for terminals that draw box-drawing characters two columns wide).")
    var ascii = false

    @Option(help: "Write one .txt file per drawing into this folder instead of printing.")
    var output: String?

    func validate() throws {
        if output == nil, outputOptions.check || outputOptions.prune {
            throw ValidationError("--check and --prune work on the folder of --output DIR")
        }
        if width < WireframeRenderer.minimumWidth || width > WireframeRenderer.maximumWidth {
            throw ValidationError(
                "--width must be from \(WireframeRenderer.minimumWidth) to \(WireframeRenderer.maximumWidth) columns "
                    + "(a navigation bar needs \(WireframeRenderer.minimumWidth) for its title and buttons); got \(width)")
        }
    }

    @OptionGroup var outputOptions: OutputOptions

    func run() throws {
        let checked = options.check(try options.workspace(), depth: .rules)
        var emitter = WireframeEmitter(width: width, charset: ascii ? .ascii : .unicode)
        if let screen {
            do {
                emitter.screens = [try WireframeSelection.find(screen, in: checked.project, skipping: checked.contextDocuments)]
            } catch {
                Output.error("screenmark: error: \(error)")
                throw ExitCode(2)
            }
        }
        options.report(checked, on: .standardError)
        if let output { try outputOptions.emit(emitter, checked, into: output, strict: options.strict) }
        Output.write(WireframeDrawing.listing(emitter.drawings(checked)))
        Output.exit(checked.exitStatus(strict: options.strict), keeping: checked)
    }
}
