import Foundation
import Mustache

/// A set of Mustache templates: built-in ones (compiled into the tool), each replaceable by a file
/// of the same name in a team's folder. A template with an error, or naming a partial that does
/// not exist, is refused at its line and column. The Swift model and the docs each have one.
public struct TemplateSet: Sendable {
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

    private let library: MustacheLibrary

    /// A digest of every template's name and text (``ContentDigest``): what a run record keeps to
    /// tell these templates from others.
    public let fingerprint: String

    /// The templates `builtIn` (name → text, from the repository's folder `builtInFolder`), with
    /// those of `folder` (`*.mustache`, by file name) in their place. With `asText`, `{{x}}`
    /// prints `x` as it is; else it is escaped for HTML.
    public init(builtIn: [String: String], builtInFolder: String, folder: String? = nil, asText: Bool) throws(Failure) {
        var sources = builtIn.map { ("\(builtInFolder)/\($0.key).mustache", $0.key, $0.value) }
        if let folder { try Self.replace(&sources, from: folder) }
        try self.init(sources: sources, pragma: asText ? "{{% CONTENT_TYPE: TEXT}}\n" : "")
    }

    /// Replaces the sources named like the `*.mustache` files of `folder` by those files.
    private static func replace(_ sources: inout [(String, String, String)], from folder: String) throws(Failure) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
            let names = try? manager.contentsOfDirectory(atPath: folder)
        else { throw Failure(path: folder, message: "no such template folder") }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for file in names.sorted() where file.hasSuffix(".mustache") {
            let path = prefix + file
            // Read as a screen file is: a FIFO or a device named `*.mustache` is refused, not waited on.
            let source: SourceFile
            do {
                source = try InputFiles.read(path)
            } catch {
                throw Failure(path: path, message: error.reason)
            }
            let name = String(file.dropLast(".mustache".count))
            sources.removeAll { $0.1 == name }
            sources.append((path, name, String(decoding: source.bytes, as: UTF8.self)))
        }
    }

    private init(sources: [(path: String, name: String, text: String)], pragma: String) throws(Failure) {
        var templates: [String: MustacheTemplate] = [:]
        for (path, name, text) in sources {
            do {
                templates[name] = try MustacheTemplate(string: pragma + text)
            } catch let error as MustacheTemplate.ParserError {
                throw Self.failure(error, path: path, pragmaLines: pragma.isEmpty ? 0 : 1)
            } catch {
                throw Failure(path: path, message: "cannot be parsed (\(error))")
            }
        }
        for (path, _, text) in sources { try Self.checkPartials(in: text, path: path, known: Set(templates.keys)) }
        library = MustacheLibrary(templates: templates)
        var digest = ContentDigest()
        digest.add(pragma)
        for (_, name, text) in sources.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            digest.add(name)
            digest.add(text)
        }
        fingerprint = digest.hex
    }

    /// Mustache renders a partial it does not know as nothing; a misspelt `{{>scren}}` would
    /// silently drop code. (Only tags with the default delimiters are checked.)
    private static func checkPartials(in text: String, path: String, known: Set<String>) throws(Failure) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (name, start) in partialNames(in: line) where !known.contains(name) {
                let column = line[..<start].unicodeScalars.count + 1
                throw Failure(path: path, line: index + 1, column: column, message: "there is no template `\(name)`")
            }
        }
    }

    /// The partials `{{> name}}` of `line`, each with where its tag starts. A scan, not a regex:
    /// this runs on every template line of every `generate`, and a regex literal is compiled anew
    /// each time it is evaluated.
    static func partialNames(in line: Substring) -> [(name: String, start: String.Index)] {
        var found: [(String, String.Index)] = []
        var rest = line[...]
        while let open = rest.firstRange(of: "{{") {
            // `{{{name}}}` is an unescaped variable, never a partial.
            if open.upperBound < rest.endIndex, rest[open.upperBound] == "{" {
                rest = rest[rest.index(after: open.upperBound)...]
                continue
            }
            var cursor = open.upperBound
            func skipSpaces() { while cursor < rest.endIndex, rest[cursor].isWhitespace { cursor = rest.index(after: cursor) } }
            skipSpaces()
            guard cursor < rest.endIndex, rest[cursor] == ">" else {
                rest = rest[rest.index(after: open.lowerBound)...]
                continue
            }
            cursor = rest.index(after: cursor)
            skipSpaces()
            let nameStart = cursor
            while cursor < rest.endIndex, !rest[cursor].isWhitespace, rest[cursor] != "}" { cursor = rest.index(after: cursor) }
            let name = rest[nameStart..<cursor]
            skipSpaces()
            // `{{>*dynamic}}` names its partial at run time; an unfinished tag is Mustache's to report.
            if !name.isEmpty, name.first != "*", rest[cursor...].hasPrefix("}}") { found.append((String(name), open.lowerBound)) }
            rest = rest[cursor...]
        }
        return found
    }

    /// `context` rendered with the template `name`.
    public func render(_ context: Any, withTemplate name: String) -> String {
        library.render(context, withTemplate: name) ?? ""
    }

    // MARK: - Errors

    private static func failure(_ error: MustacheTemplate.ParserError, path: String, pragmaLines: Int) -> Failure {
        let context = error.context
        // The column counts characters; ScreenMark's count Unicode scalars.
        let before = context.line.prefix(max(context.columnNumber - 1, 0))
        return Failure(
            path: path, line: max(context.lineNumber - pragmaLines, 1), column: before.unicodeScalars.count + 1,
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
