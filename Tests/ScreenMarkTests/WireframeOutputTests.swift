import Foundation
import Testing
@testable import ScreenMark

/// `--output DIR`: file names made from ids stay inside DIR, whatever the ids hold, and a second
/// run rewrites nothing.
@Suite struct WireframeOutputTests {
    static let hostileIDs = [
        "../../escape", "a/b", "..", ".", ".hidden", "日本語", "a\\b", "C:evil", "", "x\u{0}y", "\u{1F468}\u{200D}\u{1F469}",
        "/absolute", String(repeating: "長", count: 200),
    ]

    @Test(arguments: hostileIDs) func namesStayInsideTheFolder(id: String) throws {
        let path = WireframePaths.path(relativePath: "Mail.screen.md", screenID: id, overlayID: id)
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        #expect(components.count == 2, "\(path)")
        #expect(components.first == "Mail")
        for component in components {
            #expect(!component.isEmpty && !component.hasPrefix("."), "\(path)")
            #expect(!component.contains("\\") && !component.contains(":"), "\(path)")
            #expect(component.utf8.count <= 255, "\(path)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wireframe-names-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = try OutputWriter(folder: folder.path)
        #expect(try writer.write("x\n", to: path) == .created)
    }

    @Test func namesFollowTheInputsFolders() {
        #expect(InputFiles.relativeName(of: "Examples/Mail.screen.md", inputs: ["Examples"]) == "Mail.screen.md")
        #expect(InputFiles.relativeName(of: "Examples/Mail.screen.md", inputs: ["Examples/"]) == "Mail.screen.md")
        #expect(InputFiles.relativeName(of: "Mail.screen.md", inputs: ["."]) == "Mail.screen.md")
        #expect(InputFiles.relativeName(of: "../specs/Mail.screen.md", inputs: ["../specs/Mail.screen.md"]) == "Mail.screen.md")
        #expect(InputFiles.relativeName(of: "app/settings/Wi-Fi.screen.md", inputs: ["app"]) == "settings/Wi-Fi.screen.md")
        #expect(WireframePaths.path(relativePath: "settings/Wi-Fi.screen.md", screenID: "office", overlayID: "forget-network")
            == "settings/Wi-Fi/office.forget-network.txt")
        #expect(WireframePaths.path(relativePath: "notes.md", screenID: "first", overlayID: nil) == "notes/first.txt")
    }

    @Test func namesThatCollideAreNumbered() {
        #expect(WireframePaths.unique(["a/x.txt", "a/X.txt", "a/x.txt", "b/x.txt"]) == ["a/x.txt", "a/X-2.txt", "a/x-3.txt", "b/x.txt"])
    }

    /// The command writes every drawing of a file with hostile ids inside DIR, nothing beside it,
    /// and the second run reports every file unchanged and leaves modification times alone.
    @Test func commandWritesInsideTheFolderOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wireframe-output-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("in/app")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        let screens = Self.hostileIDs.filter { !$0.isEmpty && !$0.contains("\u{0}") && !$0.contains("}") && !$0.contains(",") }
        var text = "---\nscreenmark: 1\n---\n\n"
        for (index, id) in screens.enumerated() {
            text += "# Screen \(index) {#\(id)}\n\n## Content\n- label: Screen \(index)\n- button: Go → alert [Sure](#sure)\n\n## Alert: Sure\n- button: OK\n\n"
        }
        try text.write(to: input.appendingPathComponent("Hostile.screen.md"), atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("out")

        let first = try CLITests.run(["wireframe", root.appendingPathComponent("in").path, "--output", output.path])
        #expect(first.status == 0, "\(first.stderr)")
        let written = try files(under: output).filter { $0 != WireframeEmitter.manifestName }
        #expect(written.count == 2 * screens.count, "\(written)")
        #expect(written.allSatisfy { $0.hasPrefix("app/Hostile/") && $0.hasSuffix(".txt") })
        #expect(first.stdout == "\(written.count) drawings: \(written.count) created, 0 updated, 0 unchanged\n")
        // Nothing was written beside the input and output folders.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["in", "out"])
        #expect(try files(under: root.appendingPathComponent("in")) == ["app/Hostile.screen.md"])

        let times = try written.map { try modificationDate(output.appendingPathComponent($0)) }
        Thread.sleep(forTimeInterval: 0.05)
        let second = try CLITests.run(["wireframe", root.appendingPathComponent("in").path, "--output", output.path])
        #expect(second.status == 0)
        #expect(second.stdout == "\(written.count) drawings: 0 created, 0 updated, \(written.count) unchanged\n")
        #expect(try written.map { try modificationDate(output.appendingPathComponent($0)) } == times)
        // Each file holds exactly the drawing the listing prints.
        let listing = try CLITests.run(["wireframe", root.appendingPathComponent("in").path])
        for file in written {
            let content = try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)
            #expect(listing.stdout.contains(content))
        }
    }

    private func files(under folder: URL) throws -> [String] {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            found.append(String(url.standardizedFileURL.resolvingSymlinksInPath().path.dropFirst(base.count)))
        }
        return found.sorted()
    }

    private func modificationDate(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }
}
