import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ScreenMark

/// The docs site: every page parses, every link resolves, every screen is reachable from the
/// index, nothing from a spec gets in unescaped, and the site is the same bytes every time.
@Suite struct DocsTests {
    /// The site of the screen files under `folder`, as `screenmark docs` makes it: path → text.
    static func site(_ folder: String, formats: [DocsFormat] = DocsFormat.allCases) throws -> [String: String] {
        let checked = Pipeline.check(try Workspace.load(inputs: [Golden.packageRoot.appendingPathComponent(folder).path]))
        let emitter = DocsEmitter(formats: formats, templates: try DocsEmitter.builtInTemplates())
        let files = emitter.emit(checked).files
        #expect(Set(files.map(\.path)).count == files.count, "two pages share a path")
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
    }

    static let examples = try! site("Examples")

    @Test func embeddedTemplatesAreCurrent() throws {
        let folder = Golden.packageRoot.appendingPathComponent("Templates/Docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }
        #expect(Set(names.map { String($0.dropLast(".mustache".count)) }) == Set(BuiltInDocsTemplates.all.keys))
        for name in names {
            let text = String(decoding: Golden.read("Templates/Docs/\(name)").bytes, as: UTF8.self)
            #expect(BuiltInDocsTemplates.all[String(name.dropLast(".mustache".count))] == text, "\(name): run `python3 Scripts/embed-templates.py`")
        }
    }

    @Test func everyHTMLPageParsesAndItsStoryboardIsXML() throws {
        let pages = Self.examples.filter { $0.key.hasSuffix(".html") }
        #expect(pages.count > 100)
        for (path, text) in pages {
            let parser = XMLParser(data: Data(text.utf8))
            #expect(parser.parse(), "\(path) does not parse: \(parser.parserError.map { "\($0)" } ?? "") at line \(parser.lineNumber)")
        }
        // The storyboard: one linked node per screen of the app, when Graphviz is here.
        guard Storyboard.findDot() != nil else { return }
        let mail = try #require(pages["mail.html"])
        let svg = String(mail[try #require(mail.firstRange(of: /<svg[\s\S]*<\/svg>/))])
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        for screen in ["mailboxes", "inbox", "message", "new-message"] {
            #expect(svg.contains("<a href=\"Mail/\(screen).html\">"), "the storyboard does not link to \(screen)")
        }
    }

    /// Every `href` and Markdown link points at a page of the site, and every `#fragment` at an
    /// id on it; every screen page is reachable from the index.
    @Test(arguments: DocsFormat.allCases) func everyLinkResolvesAndEveryScreenIsReachable(format: DocsFormat) throws {
        let site = Self.examples
        let pages = site.keys.filter { $0.hasSuffix("." + format.fileExtension) }
        var links: [String: [String]] = [:]
        for path in pages {
            // Links inside code (a rule's examples) are text, not links.
            let text = site[path]!.replacing(/```[\s\S]*?```/, with: "").replacing(/`[^`\n]*`/, with: "")
            let targets = format == .html
                ? text.matches(of: /href="([^"]*)"/).map { String($0.output.1) }
                : text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
            for target in targets {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? path : Self.resolve(parts[0].removingPercentEncoding ?? parts[0], from: path)
                #expect(site[file] != nil, "\(path) links to \(target), which is not in the site")
                if parts.count > 1, let page = site[file] {
                    // An HTML id, or a Markdown heading GitHub gives that anchor.
                    let found = page.contains("id=\"\(parts[1])\"")
                        || page.split(separator: "\n").contains { $0.hasPrefix("#") && Slug.make(String($0.drop { $0 == "#" || $0 == " " })) == parts[1] }
                    #expect(found, "\(path) links to \(target), which has no such id")
                }
                links[path, default: []].append(file)
            }
        }
        var reached: Set<String> = ["index.\(format.fileExtension)"]
        var queue = Array(reached)
        while let page = queue.popLast() {
            for next in links[page] ?? [] where reached.insert(next).inserted { queue.append(next) }
        }
        let screens = pages.filter { $0.split(separator: "/").count == 2 && !$0.hasPrefix("rules/") }
        let project = Pipeline.check(try Workspace.load(inputs: [Golden.packageRoot.appendingPathComponent("Examples").path])).project
        #expect(screens.count == project.screenReferences.count)
        #expect(Set(screens).isSubset(of: reached), "unreachable: \(Set(screens).subtracting(reached).sorted())")
    }

    /// `path` relative to the page at `page`, both from the site's root.
    static func resolve(_ path: String, from page: String) -> String {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for component in path.split(separator: "/") {
            if component == ".." { _ = parts.popLast() } else if component != "." { parts.append(String(component)) }
        }
        return parts.joined(separator: "/")
    }

    @Test func markdownShowsTheMapAsMermaid() throws {
        let mail = try #require(Self.examples["mail.md"])
        #expect(mail.contains("```mermaid\nflowchart LR\n  s0[\"Mailboxes\"]"))
        #expect(mail.contains("  s0 -->|\"All Inboxes\"| s1"))
        #expect(mail.contains("  s0 -.->|\"compose\"| s3"))
        #expect(mail.contains("  o0([\"Action sheet #35;delete#45;message\"])\n  s2 --o|\"trash\"| o0"), "overlays are nodes of their own")
        let clock = try #require(Self.examples["clock.md"])
        #expect(clock.contains("==>|\"Alarm\"|"), "tab edges are drawn thick")
    }

    @Test(arguments: ["mail.md", "Mail/inbox.md", "Mail/inbox.html", "Mail/message.md"])
    func pagesMatchTheirGoldenFiles(page: String) throws {
        let text = try #require(Self.examples[page])
        Golden.check(text, against: "Tests/ScreenMarkTests/Golden/docs/" + page)
    }

    @Test func hostileSpecsInjectNothing() throws {
        let site = try Self.site("Tests/ScreenMarkTests/Fixtures/docs")
        #expect(site.count > 10)
        for (path, text) in site {
            // In Markdown a backslash-escaped `\<` is text, and so is a fenced wireframe (its fence
            // longer than any run of backticks in it); in HTML every `<` from a spec is `&lt;`.
            let lowered = text.replacing(/(`{3,})text\n[\s\S]*?\1\n/, with: "").lowercased().replacingOccurrences(of: "\\<", with: "&lt;")
            for tag in ["<script", "<img", "<b>", "<i>", "href=\"javascript", "](javascript"] {
                #expect(!lowered.contains(tag), "\(path) holds \(tag): \(lowered.ranges(of: tag).first.map { lowered[$0.lowerBound...].prefix(80) } ?? "")")
            }
            if path.hasSuffix(".html") {
                #expect(XMLParser(data: Data(text.utf8)).parse(), "\(path) does not parse")
            }
            if path.hasSuffix(".md"), let map = text.firstRange(of: /```mermaid\n[\s\S]*?```/) {
                // Node ids are generated and every label is one quoted string without quotes inside.
                for line in text[map].split(separator: "\n").dropFirst(2).dropLast() {
                    #expect(line.wholeMatch(of: /\ \ (s\d+\["[^"\n]*"\]|o\d+\(\["[^"\n]*"\]\)|s\d+ (-->|-\.->|==>|--o)\|"[^"\n]*"\| [so]\d+)/) != nil, "\(path): \(line)")
                }
            }
        }
    }

    @Test func withoutGraphvizThePageSaysHowAndListsTheLinks() throws {
        let folder = try SwiftSupport.temporaryFolder("docs-no-dot")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["docs", "Examples/Mail.screen.md", "--output", folder.path, "--docs-format", "html"], environment: ["PATH": "/nonexistent"])
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOf: folder.appendingPathComponent("mail.html"), encoding: .utf8)
        #expect(page.contains("apt install graphviz"))
        #expect(!page.contains("<svg"))
        #expect(page.contains("<td><a href=\"Mail/inbox.html\">Inbox</a></td>"))
    }

    @Test func aSecondRunWritesNothingAndCheckNamesStalePages() throws {
        let input = try SwiftSupport.temporaryFolder("docs-input")
        let output = try SwiftSupport.temporaryFolder("docs-output")
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: output)
        }
        let spec = input.appendingPathComponent("Mail.screen.md")
        try FileManager.default.copyItem(at: Golden.packageRoot.appendingPathComponent("Examples/Mail.screen.md"), to: spec)
        let first = try CLITests.run(["docs", input.path, "--output", output.path])
        #expect(first.status == 0, "\(first.stderr)")
        // A site is hundreds of pages: one line says what was written, `--verbose` names each page.
        #expect(first.stdout.hasSuffix(" created, 0 updated, 0 unchanged\n") && first.stdout.split(separator: "\n").count == 1, "\(first.stdout)")
        let second = try CLITests.run(["docs", input.path, "--output", output.path])
        #expect(second.stdout.hasSuffix("unchanged\n") && !second.stdout.contains("updated "), "\(second.stdout)")
        #expect(try CLITests.run(["docs", input.path, "--output", output.path, "--check"]).status == 0)
        let text = try String(contentsOf: spec, encoding: .utf8).replacingOccurrences(of: "One message.", with: "One message, read.")
        try text.write(to: spec, atomically: true, encoding: .utf8)
        let stale = try CLITests.run(["docs", input.path, "--output", output.path, "--check"])
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("differs Mail/message.html\n") && stale.stdout.contains("differs Mail/message.md\n"), "\(stale.stdout)")
        let verbose = try CLITests.run(["docs", input.path, "--output", output.path, "--verbose"])
        #expect(verbose.stdout.contains("updated Mail/message.html\n") && verbose.stdout.contains("updated Mail/message.md\n"), "\(verbose.stdout)")
    }
}
