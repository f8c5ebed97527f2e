import ArgumentParser
import Foundation
import ScreenMark

/// `screenmark wireframe`: every screen as a text wireframe.
struct WireframeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wireframe",
        abstract: "Draw every screen as a text wireframe.",
        discussion: """
            Prints each screen in a frame the proportions of a 320×480 pt iPhone screen (a row is 22 pt), \
            under a line naming it (`Mail.screen.md#inbox — Inbox`), then each of its alerts, action sheets \
            and activity views over it; a blank line separates the drawings. A dashed `480 pt` line marks \
            where content that scrolls passes the bottom of the screen. Every line of a drawing has the same \
            display width (wide characters count two columns) and no trailing space.

            `--output DIR` writes one file per drawing instead, `Mail/inbox.txt` and \
            `Mail/message.delete-message.txt` (the input's path relative to the folder named, then the ids), \
            never outside DIR and only when its content changes, and prints what it did to each file.

            Files with syntax errors are drawn as far as they were understood; the problems go to standard \
            error and the exit status is 1. Links and the HIG rules are not checked here: that is `screenmark check`.
            """)

    @OptionGroup var inputs: InputOptions

    @Option(help: "Draw only this screen: its id, or FILE#ID when several files are read.")
    var screen: String?

    @Option(help: "Columns of every line, frame included (\(WireframeRenderer.minimumWidth) to \(WireframeRenderer.maximumWidth)).")
    var width: Int = WireframeRenderer.defaultWidth

    @Flag(help: "Draw with ASCII characters only (for terminals that draw box-drawing characters two columns wide).")
    var ascii = false

    @Option(help: "Write one .txt file per drawing into this folder instead of printing.")
    var output: String?

    func validate() throws {
        if width < WireframeRenderer.minimumWidth || width > WireframeRenderer.maximumWidth {
            throw ValidationError(
                "--width must be from \(WireframeRenderer.minimumWidth) to \(WireframeRenderer.maximumWidth) columns "
                    + "(a navigation bar needs \(WireframeRenderer.minimumWidth) for its title and buttons); got \(width)")
        }
    }

    func run() throws {
        let sources = try inputs.load()
        // Parse and link only: the HIG rules are `check`'s business, and a drawing of a screen
        // that breaks one is exactly what a reviewer needs to see.
        let result = Checker.check(sources, validator: nil)
        let project = result.project
        var screens = project.screenReferences
        if let screen {
            do {
                screens = [try WireframeSelection.find(screen, in: project)]
            } catch {
                Output.error("screenmark: error: \(error)")
                throw ExitCode(2)
            }
        }
        let renderer = WireframeRenderer(project: project, width: width, charset: ascii ? .ascii : .unicode)
        let drawings = screens.flatMap(renderer.drawings)
        if let output {
            try write(drawings, project: project, into: output)
        } else {
            Output.write(WireframeDrawing.listing(drawings))
        }
        let diagnostics = TextRenderer(sources: sources, showsSnippets: false)
        for diagnostic in result.diagnostics { Output.error(diagnostics.render(diagnostic)) }
        Output.exit(result.hasErrors ? 1 : 0, keeping: result)
    }

    /// Writes each drawing to its file through ``OutputWriter`` and prints what happened to it.
    private func write(_ drawings: [WireframeDrawing], project: Project, into folder: String) throws {
        let paths = WireframePaths.unique(drawings.map { drawing in
            let screen = project.screen(drawing.screen)
            let relative = InputFiles.relativeName(of: project.documents[drawing.screen.document].path, inputs: inputs.paths)
            let overlayID = drawing.overlay.map { screen.regions[$0].id?.value ?? screen.regions[$0].kind.rawValue }
            return WireframePaths.path(relativePath: relative, screenID: screen.id.value, overlayID: overlayID)
        })
        var counts: [OutputWriter.Outcome: Int] = [:]
        var report = ""
        do {
            let writer = try OutputWriter(folder: folder)
            for (drawing, path) in zip(drawings, paths) {
                let outcome = try writer.write(drawing.text, to: path)
                counts[outcome, default: 0] += 1
                report += outcome.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + " " + path + "\n"
            }
        } catch {
            Output.write(report)
            Output.error("screenmark: error: \(error)")
            throw ExitCode(2)
        }
        Output.write(report)
        Output.error("\(drawings.count) drawings in \(folder): " + OutputWriter.Outcome.tally(counts))
    }
}
