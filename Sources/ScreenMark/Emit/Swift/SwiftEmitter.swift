/// The Swift model as an emitter: one file per screen file (see ``SwiftGenerator``), named by
/// ``SwiftOutputNames``.
public struct SwiftEmitter: Emitter {
    public static let fileNoun = "Swift file"
    public static let manifestName = ".screenmark-swift"

    /// The templates the files are rendered with.
    public var templates: SwiftTemplates

    /// An emitter rendering with `templates`.
    public init(templates: SwiftTemplates = .builtIn) {
        self.templates = templates
    }

    /// Groups of screen files whose outputs would be one file on a case-insensitive file
    /// system; a command refuses to run with any (generating some of them would be a lie).
    public static func collisions(_ checked: CheckedProject) -> [[String]] {
        SwiftOutputNames.collisions(checked.project.sources.map(\.name))
    }

    /// The files of every app whose documents have no error of the language or the links.
    public func emit(_ checked: CheckedProject) -> Emission {
        let generated = SwiftGenerator(templates: templates).generate(checked.project, blocked: checked.blockedDocuments)
        // The generator's naming problems are the pipeline's `code-name` findings, already
        // reported; their documents are among the blocked ones.
        return Emission(files: generated.files.map { OutputFile(path: $0.path, text: $0.text) }, skipped: generated.skipped)
    }
}
