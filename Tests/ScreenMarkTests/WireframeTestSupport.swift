import Foundation
@testable import ScreenMark

/// Inputs and checks shared by the wireframe tests.
enum WireframeSupport {
    static let examples = Golden.files(in: "Examples", endingWith: ".screen.md")
    static let fixtures = Golden.files(in: "Tests/ScreenMarkTests/Fixtures/wireframe", endingWith: ".screen.md")

    /// Parses and links `path` (relative to the package root), without the HIG rules, as the
    /// command does.
    static func project(_ path: String) -> Project {
        let file = Golden.read(path)
        return Checker.check([SourceFile(path: file.path, bytes: file.bytes)], validator: nil).project
    }

    /// Parses and links source text given inline.
    static func project(text: String, path: String = "Inline.screen.md") -> Project {
        Checker.check([SourceFile(path: path, text: text)], validator: nil).project
    }

    /// Every drawing of every screen of `project`.
    static func drawings(_ project: Project, width: Int = 40, charset: WireframeRenderer.Charset = .unicode) -> [WireframeDrawing] {
        let renderer = WireframeRenderer(project: project, width: width, charset: charset)
        return project.screenReferences.flatMap(renderer.drawings)
    }

    /// What `screenmark wireframe PATH` prints for the file.
    static func listing(_ path: String, width: Int, charset: WireframeRenderer.Charset) -> String {
        WireframeDrawing.listing(drawings(project(path), width: width, charset: charset))
    }

    /// Everything wrong with one drawing: a line whose display width is not `width`, a trailing
    /// space, a carriage return or other control character, a missing final newline.
    static func problems(in text: String, width: Int) -> [String] {
        var problems: [String] = []
        if !text.hasSuffix("\n") { problems.append("no final newline") }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        if lines.isEmpty { problems.append("no lines") }
        for (number, line) in lines.enumerated() {
            let measured = DisplayWidth.of(line)
            if measured != width { problems.append("line \(number + 1) is \(measured) columns, not \(width): \(line)") }
            if line.hasSuffix(" ") { problems.append("line \(number + 1) ends with a space: \(line)") }
            if line.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                problems.append("line \(number + 1) holds a control character: \(line.debugDescription)")
            }
        }
        return problems
    }
}
