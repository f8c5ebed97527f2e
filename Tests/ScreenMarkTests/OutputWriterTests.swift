import Foundation
import Testing
@testable import ScreenMark

/// Generated files land only inside the output folder, and only when they change.
@Suite struct OutputWriterTests {
    func temporaryFolder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)").path
        return path
    }

    @Test func writesOnlyWhenChanged() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = try OutputWriter(folder: folder)
        #expect(try writer.write("one", to: "a/b.swift") == .created)
        let path = folder + "/a/b.swift"
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        #expect(try writer.write("one", to: "a/b.swift") == .unchanged)
        let after = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(before == after)
        #expect(try writer.write("two", to: "a/b.swift") == .updated)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
        #expect(try writer.read("a/b.swift") == Array("two".utf8))
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/a") == ["b.swift"])
    }

    @Test(arguments: ["../escape.swift", "/etc/passwd", "a/../../x", "", "a//b", "./a", "a/\u{0}b", "a\\..\\b"])
    func refusesPathsThatLeave(path: String) throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = try OutputWriter(folder: folder)
        #expect(throws: OutputWriter.Failure.self) { try writer.write("x", to: path) }
    }

    @Test func refusesSymbolicLinksThatLeave() throws {
        let folder = temporaryFolder()
        let outside = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let writer = try OutputWriter(folder: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: outside)
        #expect(throws: OutputWriter.Failure.self) { try writer.write("x", to: "link/file.swift") }
        #expect(throws: OutputWriter.Failure.self) { try writer.write("x", to: "link/deeper/file.swift") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }
}
