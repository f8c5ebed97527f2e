/// Swift model code for a checked project: one file per screen file.
///
/// For each screen, a namespace enum with its `id` and `title`, a `State` struct (initial values
/// from the spec), an `Action` enum (what the user does, and where it leads), a `Destination`
/// enum (where the screen leads, and how), its alerts and action sheets with their buttons and
/// roles, and accessibility identifiers; for each app, the `Screen` protocols, the screen ids, the
/// tab bar's enum and the navigation graph. All value types, `Sendable` and `Hashable`, no imports — unless the strings
/// are localized (``stringsCatalog``): then `Strings` look up their keys with Foundation's
/// `NSLocalizedString`, and a ``StringCatalog`` holding them is one more file.
public struct SwiftGenerator: Sendable {
    /// One generated file.
    public struct File: Sendable, Hashable {
        /// The screen file it was made from, as given to the tool.
        public var source: String
        /// Where it goes, relative to the output folder (see ``SwiftOutputNames``).
        public var path: String
        /// The Swift source.
        public var text: String
    }

    /// What a run made.
    public struct Result: Sendable {
        /// The files, in document order.
        public var files: [File]
        /// Problems found while generating (names that cannot be used, empty ranges).
        public var diagnostics: [Diagnostic]
        /// Documents that were not generated: they, or another file of their app, have errors.
        public var skipped: [String]
    }

    /// The templates the files are rendered with.
    public var templates: SwiftTemplates
    /// Whether `Strings` are looked up by key, with a `Localizable.xcstrings` among the files.
    public var stringsCatalog: Bool

    /// A generator rendering with `templates`.
    public init(templates: SwiftTemplates = .builtIn, stringsCatalog: Bool = false) {
        self.templates = templates
        self.stringsCatalog = stringsCatalog
    }

    /// Generates the files of `project`, each named from its source's ``SourceFile/name``.
    /// `blocked` holds the documents with errors: their apps are not generated.
    public func generate(_ project: Project, blocked: Set<Int>) -> Result {
        var builder = SwiftModelBuilder(project: project)
        builder.localized = stringsCatalog
        let templates = templates
        // Rendered as each context is built, so the contexts never all live at once.
        let (rendered, skipped) = builder.files(blocked: blocked) { context in
            (text: templates.render(context), catalog: context.screens.flatMap(\.catalog))
        }
        var files = rendered.map { item in
            let (text, _) = item.context
            return File(
                source: project.documents[item.document].path,
                path: SwiftOutputNames.outputPath(for: project.sources[item.document].name), text: text)
        }
        if stringsCatalog {
            let entries = rendered.flatMap { item in
                let (_, catalog) = item.context
                return catalog.map { (builder.language(of: item.document), $0) }
            }
            files.append(File(source: "", path: StringCatalog.fileName, text: StringCatalog.json(entries)))
        }
        return Result(
            files: files, diagnostics: builder.diagnostics, skipped: skipped.map { project.documents[$0].path })
    }

    /// The problems of the names the generated code would use (`code-name`): found by the
    /// pipeline for every command, so `check` fails where `generate` would.
    public static func namingDiagnostics(_ project: Project) -> [Diagnostic] {
        // Only hand-written names can be invalid or taken (derived ones always get a free
        // spelling), so a project without any skips the naming: it was a fifth of a large check.
        struct ManualNames: ProjectVisitor {
            var found = false
            mutating func visitScreen(_ screen: Screen, at reference: ScreenReference) -> WalkAction {
                if screen.codeName != nil { found = true }
                return found ? .skipChildren : .visitChildren
            }
            mutating func visitRegion(_ region: Region, at path: RegionPath) -> WalkAction {
                found ? .skipChildren : .visitChildren
            }
            mutating func visitElement(_ element: Element, at path: ElementPath, regionKind: RegionKind) {
                if element.attribute("name") != nil { found = true }
            }
        }
        var manual = ManualNames()
        project.walk(&manual)
        return manual.found ? SwiftModelBuilder(project: project, manualElementNamesOnly: true).diagnostics : []
    }
}
