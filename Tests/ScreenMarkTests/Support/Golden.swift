import Foundation
import Testing

/// Golden files: committed expected output, compared byte for byte.
///
/// `SCREENMARK_RECORD=1 swift test` rewrites them instead; review the diff before committing.
enum Golden {
    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var isRecording: Bool { ProcessInfo.processInfo.environment["SCREENMARK_RECORD"] == "1" }

    /// Checks `actual` against the file at `relativePath` (from the package root).
    static func check(
        _ actual: String, against relativePath: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let url = packageRoot.appendingPathComponent(relativePath)
        if isRecording {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data(actual.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "missing golden file \(relativePath); run `SCREENMARK_RECORD=1 swift test` and review it",
                sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            let message =
                "\(relativePath) differs from the output:\n\(firstDifference(expected, actual))\n"
                + "(if the change is intended: `SCREENMARK_RECORD=1 swift test`, then review the diff)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// The first differing line, with its number, for a readable failure.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let left = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let right = index < actualLines.count ? String(actualLines[index]) : "<end of output>"
            if left != right { return "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)" }
        }
        return "(no line differs; line endings may)"
    }

    /// The files under `folder` (relative to the package root) whose names end in `suffix`, sorted.
    static func files(in folder: String, endingWith suffix: String) -> [String] {
        let url = packageRoot.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
    }

    /// Reads a file relative to the package root.
    /// The files under `folder`, at any depth, whose names end with `suffix`, sorted.
    static func allFiles(under folder: String, endingWith suffix: String) -> [String] {
        let url = packageRoot.appendingPathComponent(folder)
        let names = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
    }

    static func read(_ relativePath: String) -> SourceFileBytes {
        let url = packageRoot.appendingPathComponent(relativePath)
        return SourceFileBytes(path: relativePath, bytes: [UInt8](FileManager.default.contents(atPath: url.path) ?? Data()))
    }
}

/// A file's path (relative to the package root) and bytes.
struct SourceFileBytes {
    var path: String
    var bytes: [UInt8]
}
