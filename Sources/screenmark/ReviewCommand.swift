import ArgumentParser
import Foundation
import ScreenMark

/// `screenmark review BASE [HEAD]`: what a change did to the screens, for a reviewer.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Show what changed in the screens between two git revisions.",
        discussion: """
            Reads the screen files of BASE and of HEAD (default: the work tree) through the same pipeline \
            as `check`, each revision with its own `.screenmark.yml`, and reports per app the screens added, \
            removed, renamed (same content, new id) and changed (by file and id: a moved screen is not a \
            change), each changed screen's wireframes side by side with the changed lines marked, the \
            navigation links added and removed, the declarations of the generated Swift added and removed, \
            and the findings the change introduced and fixed (matched \
            by rule, file, screen and element, not by line). Baselines do not apply: both sides are checked \
            in full.

            `--format text` (the default) is for a terminal; `markdown` is a pull-request comment (collapsible \
            drawings, a Mermaid map of the links, under GitHub's size limit); `json` one document.

            Exit status: 1 when the change introduced an error (or, with --strict, a warning); 0 otherwise; \
            2 for a usage, git or I/O problem.
            """)

    enum Format: String, ChoiceArgument {
        case text, markdown, json
    }

    @Argument(help: "The base revision, and the head revision (default: the work tree).")
    var revisions: [String] = []

    @Option(name: .customLong("path"), help: "A file or folder to review, from the current folder (repeatable; default: the current folder).")
    var paths: [String] = []

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    @Flag(help: "Exit with status 1 when the change introduced warnings too.")
    var strict = false

    @Flag(help: "Run the preview rules too, on both sides.")
    var preview = false

    func validate() throws {
        if revisions.isEmpty || revisions.count > 2 { throw ValidationError("give a base revision, and optionally a head: `screenmark review main`") }
    }

    func run() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("screenmark-review-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let review: Review
        do {
            let base = try ReviewSide.load(revisions[0], paths: paths, scratch: scratch, preview: preview)
            let head = try ReviewSide.load(revisions.count == 2 ? revisions[1] : nil, paths: paths, scratch: scratch, preview: preview)
            review = Review.compare(base, head)
        } catch {
            Output.error("screenmark: error: \(error)")
            throw ExitCode(2)
        }
        switch format {
        case .text: Output.write(ReviewText.render(review))
        case .markdown: Output.write(ReviewMarkdown(review).render())
        case .json: Output.write(review.json)
        }
        Output.exit(review.exitStatus(strict: strict), keeping: review)
    }
}
