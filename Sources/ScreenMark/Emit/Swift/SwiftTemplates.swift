import Foundation
import Mustache

/// The Mustache templates that lay out the Swift files: the built-in ones (compiled into the
/// tool, see ``BuiltInTemplates``), each replaceable by a file of the same name in a folder.
///
/// Rendering starts at `file.mustache`; the others are partials (`{{>screen}}`). Templates render
/// as text, not HTML: `{{x}}` and `{{{x}}}` print the same, and every value is already valid Swift
/// (see ``SwiftCode``). The output is laid out by ``SwiftLayout``: indentation in templates is for
/// their reader only.
public struct SwiftTemplates: Sendable {
    /// A template that cannot be used: `path:line:column: error: message` when it has a position.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The template file (or folder).
        public var path: String
        /// Where in the file, 1-based; the column counts Unicode scalars, as ScreenMark's do.
        public var line, column: Int?
        /// Lowercase, what is wrong.
        public var message: String

        /// Whether the failure is in a template's text (else the folder could not be read).
        public var isPositioned: Bool { line != nil }

        public var description: String {
            guard let line, let column else { return "\(path): error: \(message)" }
            return "\(path):\(line):\(column): error: \(message)"
        }
    }

    /// The template rendering starts from.
    public static let entry = "file"
    /// Prepended to every template, on its own line, so it renders as text.
    private static let pragma = "{{% CONTENT_TYPE: TEXT}}\n"

    private let library: MustacheLibrary

    /// The built-in templates.
    public static let builtIn: SwiftTemplates = {
        do {
            return try SwiftTemplates(sources: BuiltInTemplates.all.map { ("Templates/Swift/\($0.key).mustache", $0.key, $0.value) })
        } catch {
            // A test parses every built-in template: this cannot happen in a tested build.
            preconditionFailure("built-in template: \(error)")
        }
    }()

    /// The built-in templates, with those of `folder` (`*.mustache`, by file name) in their place.
    public init(folder: String) throws(Failure) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
            let names = try? manager.contentsOfDirectory(atPath: folder)
        else { throw Failure(path: folder, message: "no such template folder") }
        var sources = BuiltInTemplates.all.map { ("Templates/Swift/\($0.key).mustache", $0.key, $0.value) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for file in names.sorted() where file.hasSuffix(".mustache") {
            let path = prefix + file
            guard let data = manager.contents(atPath: path) else { throw Failure(path: path, message: "cannot be read") }
            let name = String(file.dropLast(".mustache".count))
            sources.removeAll { $0.1 == name }
            sources.append((path, name, String(decoding: data, as: UTF8.self)))
        }
        try self.init(sources: sources)
    }

    private init(sources: [(path: String, name: String, text: String)]) throws(Failure) {
        var templates: [String: MustacheTemplate] = [:]
        for (path, name, text) in sources {
            do {
                templates[name] = try MustacheTemplate(string: Self.pragma + text)
            } catch let error as MustacheTemplate.ParserError {
                throw Self.failure(error, path: path)
            } catch {
                throw Failure(path: path, message: "cannot be parsed (\(error))")
            }
        }
        for (path, _, text) in sources { try Self.checkPartials(in: text, path: path, known: Set(templates.keys)) }
        library = MustacheLibrary(templates: templates)
    }

    /// Mustache renders a partial it does not know as nothing; a misspelt `{{>scren}}` would
    /// silently drop code. (Only tags with the default delimiters are checked.)
    private static func checkPartials(in text: String, path: String, known: Set<String>) throws(Failure) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for match in line.matches(of: /\{\{\s*>\s*([^*}\s][^}\s]*)\s*\}\}/) where !known.contains(String(match.output.1)) {
                let column = line[..<match.range.lowerBound].unicodeScalars.count + 1
                throw Failure(path: path, line: index + 1, column: column, message: "there is no template `\(match.output.1)`")
            }
        }
    }

    /// The Swift source of `file`.
    func render(_ file: SwiftFileContext) -> String {
        SwiftLayout.format(library.render(file, withTemplate: Self.entry) ?? "")
    }

    // MARK: - Errors

    private static func failure(_ error: MustacheTemplate.ParserError, path: String) -> Failure {
        let context = error.context
        // The column counts characters; ScreenMark's count Unicode scalars.
        let before = context.line.prefix(max(context.columnNumber - 1, 0))
        return Failure(
            path: path, line: max(context.lineNumber - 1, 1), column: before.unicodeScalars.count + 1,
            message: message(error.error))
    }

    private static func message(_ error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        return switch error {
        case .sectionCloseNameIncorrect: "this closing tag does not match the section it closes"
        case .unfinishedName: "this tag is not finished: a name and `}}` are expected"
        case .expectedSectionEnd: "a section is not closed: `{{/name}}` is missing"
        case .invalidSetDelimiter: "the set-delimiter tag is malformed"
        case .transformAppliedToInheritanceSection: "a transform cannot apply to an inheritance section"
        case .illegalTokenInsideInheritSection: "only blocks may stand inside an inheritance section"
        case .textInsideInheritSection: "text cannot stand inside an inheritance section"
        case .invalidConfigVariableSyntax: "the pragma is malformed; write `{{% NAME: value}}`"
        case .unrecognisedConfigVariable: "unknown pragma"
        }
    }
}
