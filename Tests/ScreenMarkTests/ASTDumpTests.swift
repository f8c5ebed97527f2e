import Foundation
import Testing
@testable import ScreenMark

/// `ASTDump` writes the JSON itself; these tests hold it, byte for byte, to what the nodes'
/// `Encodable` conformances give through `JSONEncoder` (``EncodedDump``), the format the dump
/// has always had. The conformances follow the stored properties by themselves, so a property
/// added to a node and forgotten by the writer fails here.
@Suite struct ASTDumpTests {
    static let files =
        Golden.allFiles(under: "Examples", endingWith: ".md")
        + Golden.allFiles(under: "Tests/ScreenMarkTests/Fixtures", endingWith: ".md")

    static func document(_ path: String) -> Document {
        let file = Golden.read(path)
        return Parser.parse(SourceFile(path: file.path, bytes: file.bytes)).document
    }

    /// Records the first difference only: a dump is too long to print whole.
    static func expectSame(_ written: String, _ encoded: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard written != encoded else { return }
        Issue.record(
            Comment(rawValue: "the dump differs from JSONEncoder's:\n\(Golden.firstDifference(encoded, written))"),
            sourceLocation: sourceLocation)
    }

    @Test func thereAreFilesToCompare() {
        #expect(Self.files.count >= 40)
    }

    @Test(arguments: files) func sameAsTheEncoder(path: String) {
        let documents = [Self.document(path)]
        Self.expectSame(ASTDump.json(documents), EncodedDump.json(documents))
    }

    /// Several documents in one dump, written in small pieces: the pieces join into the whole.
    @Test func piecesJoinIntoTheWhole() {
        let documents = Self.files.map(Self.document)
        var pieces: [[UInt8]] = []
        ASTDump.write(documents, chunkSize: 1000) { pieces.append($0) }
        #expect(pieces.count > 10)
        Self.expectSame(String(decoding: pieces.joined(), as: UTF8.self), EncodedDump.json(documents))
        Self.expectSame(ASTDump.json(documents), EncodedDump.json(documents))
    }

    @Test func noDocuments() {
        Self.expectSame(ASTDump.json([]), EncodedDump.json([]))
    }

    /// Every property of every node set, every kind of value, and the strings and numbers
    /// whose spelling `JSONEncoder` chooses: escapes, slashes, non-ASCII, exponents, `-0`.
    @Test func everyPropertyAndTrickyValues() {
        let document = DumpFixture.everyProperty
        let unset = DumpFixture.unsetOptionals(in: document)
        #expect(unset.isEmpty, "set these in DumpFixture.everyProperty so the writer is compared on them: \(unset)")
        Self.expectSame(ASTDump.json([document]), EncodedDump.json([document]))
    }

    /// The same nodes with every optional left out, and empty lists and date parts.
    @Test func nothingOptionalSet() {
        let document = DumpFixture.nothingOptional
        Self.expectSame(ASTDump.json([document]), EncodedDump.json([document]))
    }

    /// JSONEncoder refuses an infinity; the parser reads at most 30 digits so none reaches the
    /// dump, and one built by hand is `null` rather than a crash.
    @Test func nonFiniteNumberIsNull() {
        var writer = JSONWriter(capacity: 0)
        writer.number(.infinity)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "null")
    }
}
