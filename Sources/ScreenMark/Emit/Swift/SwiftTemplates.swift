/// The Mustache templates that lay out the Swift files: the built-in ones (compiled into the
/// tool, see ``BuiltInTemplates``), each replaceable by a file of the same name in a folder.
///
/// Rendering starts at `file.mustache`; the others are partials (`{{>screen}}`). Templates render
/// as text, not HTML: `{{x}}` and `{{{x}}}` print the same, and every value is already valid Swift
/// (see ``SwiftCode``). The output is laid out by ``SwiftLayout``: indentation in templates is for
/// their reader only.
public struct SwiftTemplates: Sendable {
    /// A template that cannot be used.
    public typealias Failure = TemplateSet.Failure

    /// The template rendering starts from.
    public static let entry = "file"

    private let templates: TemplateSet

    /// A digest of the templates' names and texts (see ``TemplateSet/fingerprint``).
    public var fingerprint: String { templates.fingerprint }

    /// The built-in templates.
    public static let builtIn: SwiftTemplates = {
        do {
            return SwiftTemplates(templates: try TemplateSet(builtIn: BuiltInTemplates.all, builtInFolder: "Templates/Swift", asText: true))
        } catch {
            // A test parses every built-in template: this cannot happen in a tested build.
            preconditionFailure("built-in template: \(error)")
        }
    }()

    private init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The built-in templates, with those of `folder` (`*.mustache`, by file name) in their place.
    public init(folder: String) throws(Failure) {
        templates = try TemplateSet(builtIn: BuiltInTemplates.all, builtInFolder: "Templates/Swift", folder: folder, asText: true)
    }

    /// The Swift source of `file`.
    func render(_ file: SwiftFileContext) -> String {
        SwiftLayout.format(templates.render(file, withTemplate: Self.entry))
    }
}
