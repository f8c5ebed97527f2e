@testable import ScreenMark

/// The names a generated Swift file declares, scope by scope, read from its text: enough of a
/// Swift reader for the code ``SwiftLayout`` writes (one declaration a line, braces balanced
/// outside string literals), so the fuzzer can check that every name is a valid identifier and
/// that no scope declares one twice, whatever the labels were.
struct SwiftDeclarations {
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n")
    }

    func assertNamesUniqueAndValid() {
        var scopes: [Set<String>] = [[]]
        for line in lines {
            let code = Self.outsideStringLiterals(line)
            for name in Self.declaredNames(code) {
                if let problem = Self.problem(name) { Invariant.fail("generated name `\(name)`: \(problem)", line) }
                let bare = name.trimmingCharacters(in: ["`"])
                // Declared twice, or spelt so that they look the same.
                if !scopes[scopes.count - 1].insert(Lookalikes.skeleton(bare)).inserted {
                    Invariant.fail("`\(name)` is declared twice in one scope", line)
                }
            }
            for character in code {
                if character == "{" { scopes.append([]) }
                if character == "}" {
                    guard scopes.count > 1 else { Invariant.fail("unbalanced braces", line) }
                    scopes.removeLast()
                }
            }
        }
        if scopes.count != 1 { Invariant.fail("unbalanced braces", "\(scopes.count - 1) left open") }
    }

    /// The line with the contents of its `"…"` literals removed (`\` escapes skipped).
    static func outsideStringLiterals(_ line: Substring) -> String {
        var result = "", inString = false, escaped = false
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false; result.append("\"") }
            } else {
                result.append(character)
                if character == "\"" { inString = true }
                if character == "/", result.hasSuffix("//") { break }
            }
        }
        return result
    }

    private static let declarationKeywords: Set<Substring> = ["case", "var", "let", "enum", "struct", "protocol", "typealias"]
    private static let modifiers: Set<Substring> = ["public", "static", "indirect", "nonisolated", "private", "fileprivate", "internal", "final"]

    /// The names declared on a line: `case a, b(Int)`, `public static let x = …`, `enum X {`.
    static func declaredNames(_ code: String) -> [String] {
        var words = code.split(separator: " ")[...]
        while let first = words.first, modifiers.contains(first) || first.hasPrefix("@") { words.removeFirst() }
        guard let keyword = words.popFirst(), declarationKeywords.contains(keyword) else { return [] }
        let rest = words.joined(separator: " ")
        // `case .x:` in a switch is a pattern, not a declaration.
        if keyword == "case", rest.hasPrefix(".") || rest.hasPrefix("let ") { return [] }
        let list = keyword == "case" ? topLevelItems(rest) : [rest]
        return list.map { item in
            let trimmed = item.drop { $0 == " " }
            return String(trimmed.prefix { !"(:=<{ ".contains($0) })
        }.filter { !$0.isEmpty }
    }

    /// `a, b(Int, String)` → `a`, `b(Int, String)`: commas outside parentheses.
    static func topLevelItems(_ text: String) -> [String] {
        var items = [""], depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if character == ",", depth == 0 { items.append("") } else { items[items.count - 1].append(character) }
        }
        return items
    }

    /// Why `name` cannot stand as a Swift declaration's name, or `nil`.
    static func problem(_ name: String) -> String? {
        if name.hasPrefix("`") {
            let inner = String(name.dropFirst().dropLast())
            return name.hasSuffix("`") && SwiftNames.keywords.contains(inner) ? nil : "backticks around a non-keyword"
        }
        if SwiftNames.keywords.contains(name) { return "a keyword without backticks" }
        // Words of two alphabets may stand side by side in a generated name (`okОтмена`); a
        // lookalike of another name in the scope is caught by the skeleton check above.
        return SwiftNames.problem(withIdentifier: name)
    }
}
