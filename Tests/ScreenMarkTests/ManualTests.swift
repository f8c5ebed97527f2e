import Foundation
import Testing

/// The manual's command synopsis is the tool's: every command and every option the option parser
/// knows is in it, and it names no option the parser does not know. The parser's own account is
/// `screenmark --experimental-dump-help` (swift-argument-parser's JSON description of the commands,
/// the one its man pages and completions are made from).
@Suite struct ManualTests {
    /// A command as the option parser describes it.
    struct Command {
        var name: String
        var aliases: [String]
        /// Its long options, without `--`; `help` and `version` left out (every command has them).
        var options: Set<String>
    }

    static func commands() throws -> [Command] {
        let run = try CLITests.run(["--experimental-dump-help"])
        try #require(run.status == 0, "--experimental-dump-help: \(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let root = try #require(json["command"] as? [String: Any])
        let subcommands = try #require(root["subcommands"] as? [[String: Any]])
        return subcommands.compactMap { command in
            guard let name = command["commandName"] as? String, name != "help" else { return nil }
            let arguments = command["arguments"] as? [[String: Any]] ?? []
            let names = arguments.flatMap { $0["names"] as? [[String: Any]] ?? [] }
            let long = names.filter { $0["kind"] as? String == "long" }.compactMap { $0["name"] as? String }
            return Command(
                name: name, aliases: command["aliases"] as? [String] ?? [],
                options: Set(long).subtracting(["help", "version"]))
        }
    }

    /// The synopsis block under `## Command line`: the lines of each command, and the shared
    /// `options:` lines that `[options]` stands for.
    static func synopsis() throws -> (lines: [String: String], shared: String) {
        let block = try #require(ReadmeTests.block("", after: "## Command line", in: ReadmeTests.manual))
        var lines: [String: String] = [:]
        var shared = ""
        var inShared = false
        for line in block.split(separator: "\n").map(String.init) {
            if line.hasPrefix("screenmark ") {
                inShared = false
                let name = String(line.dropFirst("screenmark ".count).prefix { $0 != " " })
                lines[name, default: ""] += line + "\n"
            } else if line.hasPrefix("options:") || (inShared && line.hasPrefix(" ")) {
                inShared = true
                shared += line + "\n"
            }
        }
        return (lines, shared)
    }

    /// The `--name` tokens of a text.
    static func options(in text: String) -> Set<String> {
        let pattern = /--([a-z][a-z-]*)/
        return Set(text.matches(of: pattern).map { String($0.output.1) })
    }

    @Test func everyCommandAndOptionIsInTheSynopsis() throws {
        let (lines, shared) = try Self.synopsis()
        let sharedOptions = Self.options(in: shared)
        for command in try Self.commands() {
            let line = try #require(lines[command.name], "the manual's synopsis has no `screenmark \(command.name)`")
            let written = Self.options(in: line).union(line.contains("[options]") ? sharedOptions : [])
            for option in command.options.subtracting(written).sorted() {
                Issue.record("the manual's synopsis of `\(command.name)` does not name `--\(option)`")
            }
            for option in written.subtracting(command.options).sorted() {
                Issue.record("the manual's synopsis of `\(command.name)` names `--\(option)`, which it does not take")
            }
        }
    }

    /// swift-argument-parser's `generate-manual`, which writes the man pages `make install`
    /// installs, drops every character that is not ASCII (`320×480` became `320480`).
    @Test func theHelpTextsAreASCIISoTheManPagesKeepEveryCharacter() throws {
        let run = try CLITests.run(["--experimental-dump-help"])
        for line in run.stdout.split(separator: "\n") where !line.allSatisfy(\.isASCII) {
            Issue.record("a help text that is not ASCII: \(line)")
        }
    }

    @Test func theSynopsisNamesNoCommandTheToolLacks() throws {
        let known = Set(try Self.commands().flatMap { [$0.name] + $0.aliases })
        for name in try Self.synopsis().lines.keys.sorted() where !known.contains(name) {
            Issue.record("the manual's synopsis names `screenmark \(name)`, which is not a command")
        }
    }

    /// Every page the manual and README link to exists, and every `#anchor` within the manual is
    /// one of its headings.
    @Test func linksLeadSomewhere() throws {
        let pages = ["README.md": ReadmeTests.readme, "Documentation/Manual.md": ReadmeTests.manual]
        for (path, text) in pages.sorted(by: { $0.key < $1.key }) {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().relativePath
            for match in Self.prose(text).matches(of: /\]\(([^)\s#]*)(#[^)\s]*)?\)/) {
                let target = String(match.output.1)
                if target.hasPrefix("http") { continue }
                let file = target.isEmpty ? path : (folder == "." ? target : folder + "/" + target)
                let resolved = Golden.packageRoot.appendingPathComponent(file).standardized.path
                #expect(FileManager.default.fileExists(atPath: resolved), "\(path) links to \(target), which does not exist")
                guard let anchor = match.output.2.map({ String($0.dropFirst()) }), file.hasSuffix(".md"),
                    let page = try? String(contentsOfFile: resolved, encoding: .utf8)
                else { continue }
                #expect(Self.anchors(page).contains(anchor), "\(path) links to \(target)#\(anchor), which is not a heading there")
            }
        }
    }

    /// The page without its code, fenced blocks and spans, whose links are examples of the language.
    static func prose(_ page: String) -> String {
        unfenced(page).joined(separator: "\n").replacing(/`[^`]*`/, with: "")
    }

    /// The lines of the page outside its fenced code blocks.
    static func unfenced(_ page: String) -> [Substring] {
        var inFence = false
        return page.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); return false }
            return !inFence
        }
    }

    /// GitHub's anchors of a Markdown page's headings: lower case, punctuation but `-` dropped,
    /// spaces made `-`.
    static func anchors(_ page: String) -> Set<String> {
        var result: Set<String> = []
        for line in unfenced(page) {
            guard line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = title.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
                return nil
            }
            result.insert(String(slug))
        }
        return result
    }
}
