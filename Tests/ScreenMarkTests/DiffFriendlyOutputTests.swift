import Foundation
import Testing

@testable import ScreenMark

/// Outputs that diff well (issue 24, item 3): a small spec edit is a small diff of the generated
/// Swift and the wireframes, and a folder whose outputs did not change keeps its bytes,
/// manifest included.
@Suite struct DiffFriendlyOutputTests {
    /// The example apps' screen files, copied into a folder of their own.
    static func examples() throws -> URL {
        let folder = try SwiftSupport.temporaryFolder("diff-friendly")
        let specs = folder.appendingPathComponent("Specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for path in Golden.files(in: "Examples", endingWith: ".screen.md") {
            let source = Golden.packageRoot.appendingPathComponent(path)
            try FileManager.default.copyItem(at: source, to: specs.appendingPathComponent(source.lastPathComponent))
        }
        return folder
    }

    /// Every output under `folder` (hidden ones included, the specs left out), by relative path.
    static func snapshot(_ folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            guard !path.hasPrefix("Specs/"), FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            files[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    /// Generates the Swift and the wireframes of `folder`'s specs.
    static func emit(_ folder: URL) throws {
        for arguments in [["generate", "Specs", "--output", "Swift"], ["wireframe", "Specs", "--output", "Wireframes"]] {
            let run = try CLITests.run(arguments, in: folder)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
    }

    /// Rewrites Mail.screen.md with `edit`.
    static func editMail(_ folder: URL, _ edit: (String) -> String) throws {
        try BaselineTests.edit("Specs/Mail.screen.md", in: folder, edit)
    }

    @Test func aThreeLineEditIsASmallDiff() throws {
        let folder = try Self.examples()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.emit(folder)
        let before = try Self.snapshot(folder)
        // Three lines: two more of the first screen's description (every line below moves) and
        // one label changed.
        try Self.editMail(folder) { text in
            text.replacingOccurrences(
                of: "# Mailboxes\n\n", with: "# Mailboxes\n\nIt opens where the user left it.\nA second line of description.\n"
            ).replacingOccurrences(of: "- label: Updated Just Now", with: "- label: Updated a Minute Ago")
        }
        try Self.emit(folder)
        let after = try Self.snapshot(folder)

        let swift = after.keys.filter { $0.hasPrefix("Swift/") && $0.hasSuffix(".swift") }
        #expect(swift.count > 5)
        let swiftLines = swift.map { LineDiff.changedLines(before[$0] ?? "", after[$0]!) }.reduce(0, +)
        #expect(swiftLines > 0 && swiftLines < 20, "\(swiftLines) lines of generated Swift changed")
        let wireframes = after.keys.filter { $0.hasPrefix("Wireframes/") && $0.hasSuffix(".txt") }
        let changed = wireframes.filter { before[$0] != after[$0] }
        #expect(changed == ["Wireframes/Mail/mailboxes.txt"])
    }

    @Test func foldersWhoseOutputsDidNotChangeKeepTheirBytes() throws {
        let folder = try Self.examples()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.emit(folder)
        let before = try Self.snapshot(folder)
        #expect(before["Swift/.screenmark-swift"]?.contains("#key ") == true)
        // A comment changes what is read, not what is made: the run is a full one (the inputs
        // differ from the record's) and leaves every byte of both folders as it was.
        try Self.editMail(folder) { $0 + "\n<!-- reviewed -->\n" }
        try Self.emit(folder)
        #expect(try Self.snapshot(folder) == before)
        // And an edit that changes an output records the new run.
        try Self.editMail(folder) { $0.replacingOccurrences(of: "- label: Updated Just Now", with: "- label: Updated Today") }
        try Self.emit(folder)
        let after = try Self.snapshot(folder)
        #expect(after["Swift/.screenmark-swift"] != before["Swift/.screenmark-swift"])
        #expect(after["Wireframes/.screenmark-wireframes"] != before["Wireframes/.screenmark-wireframes"])
    }

    @Test func lineDiffCountsWhatChanged() {
        #expect(LineDiff.changedLines("a\nb\nc", "a\nb\nc") == 0)
        #expect(LineDiff.changedLines("a\nb\nc", "a\nx\nc") == 2)
        #expect(LineDiff.changedLines("a\nb\nc", "z\na\nb\nc") == 1)
        #expect(LineDiff.steps(["a", "b"], ["b", "c"]) == [.removed(0), .same(1, 0), .added(1)])
    }
}
