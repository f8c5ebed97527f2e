import Foundation
import Testing
@testable import ScreenMark

/// What the docs pages show a reader: tabs apart, both links of a row, one code block per rule
/// example, the rules by area, an index that says what each app is, and tables and drawings that
/// scroll on a phone instead of spilling out of it.
@Suite struct DocsPagesTests {
    static var examples: [String: String] { DocsTests.examples }

    /// The site of one screen file written here.
    static func site(_ name: String, _ text: String) throws -> [String: String] {
        let checked = Pipeline.check(Workspace(sources: [SourceFile(path: name, text: text)]))
        let files = DocsEmitter(templates: try DocsEmitter.builtInTemplates()).emit(checked).files
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
    }

    /// The text between the first `open` and the `close` after it.
    static func element(_ open: String, _ close: String, in text: String) -> Substring? {
        guard let start = text.range(of: open), let end = text.range(of: close, range: start.upperBound..<text.endIndex) else { return nil }
        return text[start.lowerBound..<end.upperBound]
    }

    @Test func eachTabIsAnItemOfItsOwn() throws {
        let clock = try #require(Self.examples["clock.html"])
        let tabs = try #require(Self.element("<ol class=\"tabs\">", "</ol>", in: clock))
        let items = tabs.matches(of: /<li><a class="tab" href="([^"]+)">([^<]+)<\/a><\/li>/).map { "\($0.output.2) \($0.output.1)" }
        #expect(items == ["World Clock Clock/world-clock.html", "Alarm Clock/alarm.html", "Stopwatch Clock/stopwatch.html", "Timer Clock/timer.html"])
        let markdown = try #require(Self.examples["clock.md"])
        // A system tab is called by the title the tab bar shows, not its item's id.
        let phone = try #require(Self.examples["phone.html"])
        #expect(phone.contains("<li><a class=\"tab\" href=\"Phone/favorites.html\">Favorites</a></li>"))
        #expect(markdown.contains("A tab bar:\n\n1. [World Clock](Clock/world-clock.md)\n1. [Alarm](Clock/alarm.md)\n1. [Stopwatch](Clock/stopwatch.md)\n1. [Timer](Clock/timer.md)\n"))
    }

    static let radio = """
        ---
        app: Radio
        ---

        # Stations

        ## Navigation bar
        - title: Stations

        ## Table
        - cell: KEXP = Seattle {style: subtitle, accessory: detail-disclosure} → [Station](#station) → detail [About](#about)

        # Station

        ## Navigation bar
        - back: Stations
        - title: Station

        # About

        ## Navigation bar
        - back: Stations
        - title: About
        """

    @Test func aRowShowsItsOwnTargetAndItsDetailButtons() throws {
        let site = try Self.site("Radio.screen.md", Self.radio)
        let html = try #require(site["Radio/stations.html"])
        let row = try #require(html.split(separator: "\n").first { $0.contains("<td>KEXP</td>") })
        #expect(row.contains(
            "<span class=\"target\"><a href=\"../Radio/station.html\">Station</a> <span class=\"presentation push\">push</span></span>"
            + "<span class=\"target\"><span class=\"detail\">detail button:</span> <a href=\"../Radio/about.html\">About</a> "
            + "<span class=\"presentation push\">push</span></span>"), "\(row)")
        let markdown = try #require(site["Radio/stations.md"])
        #expect(markdown.contains("| [Station](../Radio/station.md) push; detail button: [About](../Radio/about.md) push |"), "\(markdown)")
    }

    @Test func eachRuleExampleIsOneCodeBlock() throws {
        let rule = try #require(RuleCatalog.description(of: "back-button-on-pushed"))
        let page = try #require(Self.examples["rules/back-button-on-pushed.html"])
        let blocks = page.matches(of: /<pre><code class="language-markdown">([^<]*)<\/code><\/pre>/).map { String($0.output.1) }
        #expect(blocks.count == rule.triggering.count + rule.nonTriggering.count)
        #expect(blocks.first?.hasPrefix("# Mailboxes\n## Navigation bar\n- ↓back: Accounts\n") == true)
        // The block is one panel: the code inside it has no background of its own, which would
        // paint each line as a strip of its own.
        let style = try #require(Self.examples["style.css"])
        let codeInPre = try #require(Self.element("pre code {", "}", in: style))
        #expect(codeInPre.contains("background: none"))
        #expect(try #require(Self.element("\npre {", "}", in: style)).contains("background: var(--panel)"))
    }

    /// A rule page draws its first triggering example and lists what the rule finds there, at
    /// the lines the example marks with `↓`.
    @Test func aRulePageDrawsItsFirstExampleWithItsFindings() throws {
        let page = try #require(Self.examples["rules/back-button-on-pushed.html"])
        let section = try #require(Self.element("<section class=\"rule-example\">", "</section>", in: page))
        #expect(section.contains("<figcaption>Mailboxes</figcaption>"))
        #expect(section.contains("‹ Accounts"), "the drawing is Mailboxes, with the back button the rule flags")
        let rule = try #require(RuleCatalog.description(of: "back-button-on-pushed"))
        let marked = rule.triggering[0].unmarked()
        let lines = marked.marks.map { offset in marked.text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1 }
        let listed = section.matches(of: /<span class="source">line (\d+)<\/span>/).map { Int($0.output.1)! }
        #expect(listed == lines.sorted())
        let alert = try #require(Self.examples["rules/alert-has-title.html"])
        #expect(try #require(Self.element("<section class=\"rule-example\">", "</section>", in: alert)).contains("<figcaption>Alert"))
        #expect(try #require(Self.examples["rules/alert-has-title.md"]).contains("## What the first example gives\n\n```text\n"))
        #expect(!(try #require(Self.examples["rules/unknown-element.html"])).contains("rule-example"), "a diagnostic has no drawn example")
    }

    @Test func theRulesIndexListsEveryRuleByAreaWithItsLevel() throws {
        for rule in RuleCatalog.descriptions {
            #expect(DocsRuleIndex.area(of: rule.id) != nil, "\(rule.id) is in no area")
        }
        #expect(DocsRuleIndex.area(of: "activity-indicator-unknown-duration") == DocsRuleIndex.areas.firstIndex { $0.name == "Controls and content" })
        #expect(DocsRuleIndex.area(of: "activity-system-first") == DocsRuleIndex.areas.firstIndex { $0.name == "Action sheets and activity views" })
        let page = try #require(Self.examples["rules/index.html"])
        #expect(!page.contains("Other rules"))
        for rule in RuleCatalog.descriptions {
            let row = "<tr><td><a href=\"../rules/\(rule.id).html\"><code>\(rule.id)</code></a></td><td><span class=\"level \(rule.level.name)\">\(rule.level.name)</span></td>"
            #expect(page.ranges(of: row).count == 1, "\(rule.id) is not listed once with its level")
        }
        for kind in DiagnosticCatalog.kinds {
            #expect(page.contains("<a href=\"../rules/\(kind.id).html\"><code>\(kind.id)</code></a>"), "\(kind.id) is not listed")
        }
        // A summary's Markdown is rendered: its code is code, not backticks.
        #expect(page.contains("<td>Every <code>→</code> link resolves to a screen, alert or action sheet</td>"))
        let alerts = try #require(Self.element("<section class=\"area\" id=\"alerts\">", "</section>", in: page))
        #expect(alerts.contains("alert-has-title") && !alerts.contains("action-sheet-has-cancel"))
        #expect(try #require(Self.examples["index.html"]).contains("<a href=\"rules/index.html\">"))
        #expect(try #require(Self.examples["rules/alert-has-title.html"]).contains("<a href=\"../rules/index.html\">Rules</a>"))
        #expect(try #require(Self.examples["rules/index.md"]).contains("## Alerts\n\n| Rule | Level | Severity | Checks |"))
    }

    @Test func theIndexGivesEachAppItsDescriptionCountsAndStoryboard() throws {
        let index = try #require(Self.examples["index.html"])
        let mail = try #require(Self.element("<section class=\"app\">\n<h2><a href=\"mail.html\">Mail</a></h2>", "</section>", in: index))
        #expect(mail.contains("<p>The first screen of Mail: every account's inbox and the shared mailboxes, one row each."))
        let project = Pipeline.check(try Workspace.load(inputs: [Golden.packageRoot.appendingPathComponent("Examples/Mail.screen.md").path])).project
        #expect(mail.contains("<span class=\"count\">\(project.screenReferences.count) screens</span>"))
        #expect(mail.contains("<a href=\"mail.html#storyboard\">Storyboard</a>"))
        // The storyboard, small (`make test` installs Graphviz): the app page's own drawing, whose
        // screens link to their pages from the index too; each page holds each marker id once.
        let appPage = try #require(Self.examples["mail.html"])
        let drawing = try #require(Self.element("<svg", "</svg>", in: appPage), "no storyboard: is Graphviz installed?")
        #expect(mail.contains("<div class=\"thumbnail\">\(drawing)</div>"))
        #expect(mail.contains("href=\"Mail/inbox.html\""))
        for page in [index, appPage] {
            let ids = page.matches(of: /<marker id="([^"]+)"/).map { String($0.output.1) }
            #expect(ids.count == Set(ids).count, "a marker id twice in a page: \(ids)")
        }
        #expect(index.ranges(of: "<section class=\"app\">").count == Set(DocsTests.examples.keys.filter { !$0.contains("/") && $0.hasSuffix(".html") }).count - 1)
        #expect(DocsPages.count(0, "finding") == "no findings" && DocsPages.count(1, "screen") == "1 screen")
        let markdown = try #require(Self.examples["index.md"])
        #expect(markdown.contains("## [Mail](mail.md)\n\n<p>The first screen of Mail"))
    }

    @Test func onAPhoneTablesAndDrawingsScrollInsteadOfSpilling() throws {
        for (path, page) in Self.examples where path.hasSuffix(".html") && !path.hasPrefix("rules/") && path != "changes.html" {
            #expect(page.ranges(of: "<table").count == page.ranges(of: "<div class=\"table-scroll\"><table").count, "\(path): a table outside a scrolling wrapper")
        }
        let style = try #require(Self.examples["style.css"])
        #expect(try #require(Self.element(".table-scroll {", "}", in: style)).contains("overflow-x: auto"))
        #expect(try #require(Self.element("\npre {", "}", in: style)).contains("overflow-x: auto"))
    }

    /// ⓘ is in no font of the style sheet here: a browser draws it from another, wider than a
    /// column, and the frame's right border broke on its lines. Each such character is a box of
    /// its columns' width; the drawing's text is unchanged.
    @Test func aGlyphFromAFallbackFontKeepsItsColumns() throws {
        #expect(DocsText.wireframeHTML("│中ⓘ<a›│") == "│<span class=\"c2\">中</span><span class=\"c1\">ⓘ</span>&lt;a›│")
        let page = try #require(Self.examples["Phone/recents.html"])
        let pre = try #require(Self.element("<pre class=\"wireframe\">", "</pre>", in: page))
        #expect(pre.ranges(of: "<span class=\"c1\">ⓘ</span>").count == 3)
        let text = String(pre.dropFirst("<pre class=\"wireframe\">".count).dropLast("</pre>".count))
            .replacing(/<[^>]*>/, with: "").replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        #expect(try #require(Self.examples["Phone/recents.md"]).contains("```text\n" + text + "```"))
        // In the storyboard each line of a drawing is as long as its columns.
        if Storyboard.findDot() != nil {
            let phone = try #require(Self.examples["phone.html"])
            let lines = phone.matches(of: /<text class="wireframe" x="[^"]*" y="[^"]*"(?: textLength="([^"]*)" lengthAdjust="spacing")? xml:space="preserve">([^<]*)<\/text>/)
            #expect(lines.contains { $0.output.2.contains("ⓘ") })
            for line in lines {
                let text = String(line.output.2).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
                #expect(Double(line.output.1 ?? "0") == Double(DisplayWidth.of(text)) * 6, "\(text)")
            }
        }
        let style = try #require(Self.examples["style.css"])
        #expect(style.contains("pre.wireframe .c1 { width: 1ch; } pre.wireframe .c2 { width: 2ch; }"))
    }
}
