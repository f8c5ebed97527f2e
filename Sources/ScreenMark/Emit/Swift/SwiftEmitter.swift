/// The Swift model as an emitter: one file per screen file (see ``SwiftGenerator``), named by
/// ``SwiftOutputNames``.
public struct SwiftEmitter: Emitter {
    public static let fileNoun = "Swift file"
    public static let manifestName = ".screenmark-swift"

    /// The templates the files are rendered with.
    public var templates: SwiftTemplates
    /// Whether `Strings` are localized, with a `Localizable.xcstrings` beside the code.
    public var stringsCatalog: Bool

    /// An emitter rendering with `templates`.
    public init(templates: SwiftTemplates = .builtIn, stringsCatalog: Bool = false) {
        self.templates = templates
        self.stringsCatalog = stringsCatalog
    }

    /// What, besides the checked project, the files depend on: the templates and the catalog
    /// option. Part of a run record's key (see ``RunRecord``).
    public var fingerprint: [String] {
        [templates.fingerprint, stringsCatalog ? "strings catalog" : "string literals"]
    }

    /// Groups of screen files whose outputs would be one file on a case-insensitive file
    /// system; a command refuses to run with any (generating some of them would be a lie).
    public static func collisions(_ checked: CheckedProject) -> [[String]] {
        SwiftOutputNames.collisions(checked.project.sources.map(\.name))
    }

    /// The files of every app whose documents have no error of the language or the links, and a
    /// placeholder for each file named on the command line that the configuration excludes.
    public func emit(_ checked: CheckedProject) -> Emission {
        let generated = SwiftGenerator(templates: templates, stringsCatalog: stringsCatalog)
            .generate(checked.project, blocked: checked.blockedDocuments)
        // The generator's naming problems are the pipeline's `*-code-name` findings, already
        // reported; their documents are among the blocked ones.
        let skipped = Set(generated.skipped)
        var held = checked.project.sources.filter { skipped.contains($0.path) }.map { SwiftOutputNames.outputPath(for: $0.name) }
        // The catalog of a run that skips an app would lose that app's strings: the last one is kept.
        let holdsCatalog = stringsCatalog && !held.isEmpty
        if holdsCatalog { held.append(StringCatalog.fileName) }
        let files = generated.files.filter { !(holdsCatalog && $0.path == StringCatalog.fileName) }
            .map { OutputFile(path: $0.path, text: $0.text) }
        return Emission(files: files + Self.placeholders(checked.workspace), skipped: generated.skipped, held: held)
    }

    /// Every file `generate` writes for the workspace when no file has an error, from the paths
    /// alone (``Workspace/select(inputs:configPath:root:)``): what `--list-outputs` prints and a
    /// build system declares.
    public static func outputPaths(_ selection: Workspace, stringsCatalog: Bool = false) -> [String] {
        (selection.selected + selection.excluded.filter(\.isNamed)).map { SwiftOutputNames.outputPath(for: $0.name) }
            + (stringsCatalog ? [StringCatalog.fileName] : [])
    }

    /// A build system declares one output per screen file it names; when the configuration
    /// excludes one, a file saying so stands in for its code, so the declared output exists.
    private static func placeholders(_ workspace: Workspace) -> [OutputFile] {
        workspace.excluded.filter(\.isNamed).map { file in
            OutputFile(
                path: SwiftOutputNames.outputPath(for: file.name),
                text: "// " + SwiftLiteral.commentSafe("\(file.name) is excluded by the configuration; ScreenMark generates nothing for it.") + "\n")
        }
    }
}
