/// The AST as JSON: what `screenmark dump` prints and the golden AST files hold.
///
/// `{"version": 1, "documents": [...]}`, indented two spaces, ranges and empty arrays on one
/// line (the dump stays readable in a diff), ending in a newline. Each node is an object whose
/// members are its stored properties, named as in Swift; a `nil` property is left out; a
/// ``Located`` value is `{"range", "value"}`, a ``SourceRange`` `[start, end]`, a keyword its
/// raw value. This is the format `JSONEncoder` gave the nodes' `Encodable` conformances with
/// `.sortedKeys`, so every object's keys come in the order of their UTF-8 bytes
/// (`ASTDumpTests` holds the writer to that encoder, every property set).
///
/// The walk below (with `ASTDump+Element.swift`) is the format's one description in code: it
/// writes every node straight into one buffer (see ``JSONWriter`` for why not `JSONEncoder`).
/// The nodes keep their `Encodable` conformances, public API that the compiler derives from
/// the stored properties: the tests use them as the reference, so a property added to a node
/// and not to the walk fails a test instead of going missing from the dump.
public enum ASTDump {
    /// The format version of the dump.
    public static let version = 1

    /// The whole dump as one string.
    public static func json(_ documents: [Document]) -> String {
        var text = ""
        write(documents, chunkSize: .max) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// Writes the dump to `output` in pieces of about `chunkSize` bytes (more when one screen
    /// is larger), so a large project is never held in memory twice over: the pieces, joined,
    /// are ``json(_:)``.
    public static func write(_ documents: [Document], chunkSize: Int = 1 << 20, to output: ([UInt8]) -> Void) {
        // The writer keeps `output` only while it runs.
        withoutActuallyEscaping(output) { output in
            var writer = Writer(json: JSONWriter(capacity: min(chunkSize, 1 << 20) + 4096), chunkSize: chunkSize, output: output)
            writer.dump(documents)
            output(writer.json.bytes)
        }
    }

    /// The walk over the nodes: one method a node type, its keys in sorted order (elements
    /// and what they hold are in `ASTDump+Element.swift`).
    struct Writer {
        var json: JSONWriter
        let chunkSize: Int
        let output: ([UInt8]) -> Void

        mutating func dump(_ documents: [Document]) {
            json.beginObject()
            json.key("documents")
            array(documents) { $0.document($1) }
            json.key("version")
            json.integer(ASTDump.version)
            json.endObject()
            json.endLine()
        }

        /// Passes the bytes on once there are `chunkSize` of them; called between screens.
        private mutating func flushIfFull() {
            guard json.bytes.count >= chunkSize else { return }
            output(json.bytes)
            json.removeAll()
        }

        mutating func array<Node>(_ nodes: [Node], _ write: (inout Writer, Node) -> Void) {
            json.beginArray()
            for node in nodes {
                json.nextElement()
                write(&self, node)
            }
            json.endArray()
        }

        mutating func range(_ range: SourceRange) {
            json.pair(range.start, range.end)
        }

        /// `{"range": …, "value": …}`, the value written by `value`.
        mutating func located<Value>(_ located: Located<Value>, _ value: (inout Writer, Value) -> Void) {
            json.beginObject()
            json.key("range")
            range(located.range)
            json.key("value")
            value(&self, located.value)
            json.endObject()
        }

        mutating func located(_ text: Located<String>) {
            located(text) { $0.json.string($1) }
        }

        mutating func located<Keyword: RawRepresentable<String>>(_ keyword: Located<Keyword>) {
            located(keyword) { $0.json.string($1.rawValue) }
        }

        private mutating func prose(_ prose: Prose) {
            json.beginObject()
            json.key("markdown")
            json.string(prose.markdown)
            json.key("range")
            range(prose.range)
            json.endObject()
        }

        private mutating func document(_ document: Document) {
            json.beginObject()
            json.key("comments")
            array(document.comments) { $0.comment($1) }
            if let frontMatter = document.frontMatter {
                json.key("frontMatter")
                self.frontMatter(frontMatter)
            }
            if let introduction = document.introduction {
                json.key("introduction")
                prose(introduction)
            }
            json.key("path")
            json.string(document.path)
            json.key("range")
            range(document.range)
            json.key("screens")
            array(document.screens) { $0.screen($1) }
            json.endObject()
        }

        private mutating func comment(_ comment: Comment) {
            json.beginObject()
            json.key("range")
            range(comment.range)
            json.key("text")
            json.string(comment.text)
            json.endObject()
        }

        private mutating func frontMatter(_ frontMatter: FrontMatter) {
            json.beginObject()
            if let app = frontMatter.app {
                json.key("app")
                located(app)
            }
            if let appStyle = frontMatter.appStyle {
                json.key("appStyle")
                located(appStyle)
            }
            json.key("entries")
            array(frontMatter.entries) { writer, entry in
                writer.json.beginObject()
                writer.json.key("key")
                writer.located(entry.key)
                writer.json.key("value")
                writer.located(entry.value)
                writer.json.endObject()
            }
            if let formatVersion = frontMatter.formatVersion {
                json.key("formatVersion")
                located(formatVersion) { $0.json.integer($1) }
            }
            if let language = frontMatter.language {
                json.key("language")
                located(language)
            }
            if let profile = frontMatter.profile {
                json.key("profile")
                located(profile)
            }
            json.key("range")
            range(frontMatter.range)
            json.endObject()
        }

        private mutating func screen(_ screen: Screen) {
            json.beginObject()
            if let codeName = screen.codeName {
                json.key("codeName")
                located(codeName)
            }
            if let description = screen.description {
                json.key("description")
                prose(description)
            }
            json.key("hasExplicitID")
            json.bool(screen.hasExplicitID)
            json.key("headingRange")
            range(screen.headingRange)
            if let hidesTabBar = screen.hidesTabBar {
                json.key("hidesTabBar")
                range(hidesTabBar)
            }
            json.key("id")
            located(screen.id)
            if let raised = screen.raised {
                json.key("raised")
                range(raised)
            }
            json.key("range")
            range(screen.range)
            json.key("regions")
            array(screen.regions) { $0.region($1) }
            json.key("title")
            located(screen.title)
            json.endObject()
            flushIfFull()
        }

        private mutating func region(_ region: Region) {
            json.beginObject()
            json.key("attributes")
            array(region.attributes) { $0.attribute($1) }
            json.key("elements")
            array(region.elements) { $0.element($1) }
            json.key("headingRange")
            range(region.headingRange)
            if let id = region.id {
                json.key("id")
                located(id)
            }
            json.key("kind")
            json.string(region.kind.rawValue)
            json.key("kindRange")
            range(region.kindRange)
            if let note = region.note {
                json.key("note")
                prose(note)
            }
            json.key("range")
            range(region.range)
            json.key("sections")
            array(region.sections) { $0.section($1) }
            if let title = region.title {
                json.key("title")
                located(title)
            }
            if let variant = region.variant {
                json.key("variant")
                located(variant)
            }
            json.endObject()
        }

        private mutating func section(_ section: Section) {
            json.beginObject()
            json.key("elements")
            array(section.elements) { $0.element($1) }
            if let footer = section.footer {
                json.key("footer")
                prose(footer)
            }
            if let headingRange = section.headingRange {
                json.key("headingRange")
                range(headingRange)
            }
            json.key("range")
            range(section.range)
            if let title = section.title {
                json.key("title")
                located(title)
            }
            json.endObject()
        }
    }
}
