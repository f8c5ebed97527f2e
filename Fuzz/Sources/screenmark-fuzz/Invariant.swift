import Foundation
@testable import ScreenMark

/// The promises the outputs make, checked on every fuzz input. A broken one prints what broke and
/// aborts, which libFuzzer records as a crash with the input that caused it.
enum Invariant {
    static func fail(_ message: String, _ context: some CustomStringConvertible) -> Never {
        FileHandle.standardError.write(Data("invariant broken: \(message)\n\(context)\n".utf8))
        abort()
    }

    /// Human-facing text holds no control character but line breaks (`VisibleText`).
    static func printable(_ text: String, _ what: String) {
        if VisibleText.mayHoldControl(text, allowingNewlines: true),
            let control = text.unicodeScalars.first(where: { $0 != "\n" && VisibleText.isControl($0) })
        {
            fail("\(what) shows control character \(control.codePoint)", text.debugDescription)
        }
    }

    /// One workflow command a line and a line per diagnostic: nothing in a message or file name
    /// can start a command of its own.
    static func githubCommands(_ text: String, count: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard lines.count == count, lines.allSatisfy({ $0.hasPrefix("::") }), !text.contains("\r") else {
            fail("github format: \(count) diagnostics, \(lines.count) lines", text.debugDescription)
        }
        printable(text, "github format")
    }

    /// Valid JSON.
    static func json(_ text: String, _ what: String) {
        do { _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) } catch {
            fail("\(what) is not JSON: \(error)", text.prefix(2000))
        }
    }

    /// Every line of a wireframe drawing is exactly `width` columns.
    static func rectangular(_ drawing: String, width: Int) {
        for line in drawing.split(separator: "\n") where DisplayWidth.of(line) != width {
            fail("a wireframe line is \(DisplayWidth.of(line)) columns, not \(width)", line.debugDescription)
        }
    }

    /// An output path names a file inside the output folder: relative, no `..`, no empty part.
    static func insideOutputFolder(_ path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.hasPrefix("/") || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
            || path.unicodeScalars.contains(where: { $0.value == 0 })
        {
            fail("output path leaves the output folder", path.debugDescription)
        }
    }
}
