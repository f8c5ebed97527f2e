import Foundation
import Testing
@testable import ScreenMark

/// Test sources with position markers, after swift-syntax's marker tests.
///
/// `1️⃣` … `9️⃣` mark byte positions and are removed before parsing. `«»` is a prefix slot: each
/// case runs once with the slots empty and once with them holding ``multibytePrefix``, so every
/// asserted position is also checked after Chinese text and emoji on its line.
struct MarkedSource {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
    static let slot = "«»"
    static let multibytePrefix = "中文👨‍👩‍👧 "

    /// The source with markers removed.
    let text: String
    /// Byte offset of each marker present.
    let offsets: [String: Int]

    /// Parses markers out of `marked`, with every slot replaced by `slotText`.
    init(_ marked: String, slotText: String) {
        var text = ""
        var offsets: [String: Int] = [:]
        var rest = Substring(marked.replacingOccurrences(of: MarkedSource.slot, with: slotText))
        while !rest.isEmpty {
            if let marker = MarkedSource.markers.first(where: { rest.hasPrefix($0) }) {
                offsets[marker] = text.utf8.count
                rest = rest.dropFirst(marker.count)
            } else {
                text.append(rest.removeFirst())
            }
        }
        self.text = text
        self.offsets = offsets
    }

    /// Both variants of `marked`: without and with the multibyte prefix in its slots.
    static func variants(_ marked: String) -> [MarkedSource] {
        [MarkedSource(marked, slotText: ""), MarkedSource(marked, slotText: multibytePrefix)]
    }

    /// The expected 1-based line and Unicode-scalar column of a marker, computed independently of
    /// ``SourceFile`` from the text before it.
    func expectedLocation(_ marker: String) -> (line: Int, column: Int) {
        let before = String(decoding: Array(text.utf8)[0..<offsets[marker]!], as: UTF8.self)
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.count, lines.last!.unicodeScalars.count + 1)
    }
}

/// What a test expects of one diagnostic.
struct ExpectedDiagnostic {
    var marker: String
    var id: String
    var severity: Severity
    /// A fragment the message must contain.
    var message: String

    init(_ marker: String, _ id: String, _ severity: Severity = .error, _ message: String = "") {
        self.marker = marker
        self.id = id
        self.severity = severity
        self.message = message
    }
}

/// Checks that checking `marked` (as one file, parsed and resolved) gives exactly `expected`, in
/// order, each at its marker, in both prefix variants.
func assertDiagnostics(
    _ marked: String, _ expected: [ExpectedDiagnostic], rules: [String] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(marked.contains(MarkedSource.slot), "give the case a «» prefix slot", sourceLocation: sourceLocation)
    for variant in MarkedSource.variants(marked) {
        let source = SourceFile(path: "test.screen.md", text: variant.text)
        let validator = rules.isEmpty ? nil : Validator(configuration: .only(rules))
        let diagnostics = Checker.check([source], validator: validator).diagnostics
        let summary = diagnostics.map { "\($0.id)@\(source.location(of: $0.range.start).line):\(source.location(of: $0.range.start).column) \($0.message)" }
        guard diagnostics.count == expected.count else {
            Issue.record(
                "expected \(expected.count) diagnostics, got \(diagnostics.count):\n\(summary.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
            continue
        }
        for (diagnostic, expectation) in zip(diagnostics, expected) {
            guard let offset = variant.offsets[expectation.marker] else {
                Issue.record("marker \(expectation.marker) is not in the source", sourceLocation: sourceLocation)
                continue
            }
            #expect(diagnostic.id == expectation.id, "\(summary)", sourceLocation: sourceLocation)
            #expect(diagnostic.severity == expectation.severity, "\(diagnostic.id)", sourceLocation: sourceLocation)
            #expect(diagnostic.range.start == offset, "\(diagnostic.id) at byte \(diagnostic.range.start), marker at \(offset)", sourceLocation: sourceLocation)
            #expect(diagnostic.message.contains(expectation.message), "\(diagnostic.message)", sourceLocation: sourceLocation)
            let location = source.location(of: diagnostic.range.start)
            let expectedLocation = variant.expectedLocation(expectation.marker)
            #expect(location.line == expectedLocation.line && location.column == expectedLocation.column, sourceLocation: sourceLocation)
        }
    }
}

/// Parses `text` and returns the document, expecting no diagnostics.
func parseClean(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Document {
    let result = Parser.parse(SourceFile(path: "test.screen.md", text: text))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.id): \($0.message)" })", sourceLocation: sourceLocation)
    return result.document
}
