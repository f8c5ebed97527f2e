import Foundation
import Testing

@testable import ScreenMark

/// `screenmark review` over a real git repository of two commits: a button added, a row
/// renamed (to Chinese and an emoji), an action sheet reordered, a screen added, a link removed.
@Suite struct ReviewTests {
    static let first = """
        ---
        screenmark: 1
        app: Shop
        ---

        # Catalog

        ## Navigation bar
        - title: Catalog

        ## Table (plain)
        - cell: Shoes {accessory: disclosure} → [Item](#item)
        - cell: Hats {accessory: disclosure} → [Item](#item)

        ## Toolbar
        - button: Sort → sheet [Sort](#sort)
        - space {flexible}
        - button: Help → modal [Help](#help)

        ## Action sheet {#sort}
        - button: By Price
        - button: By Name
        - button: Cancel {role: cancel}

        # Item

        ## Navigation bar
        - back: Catalog
        - title: Item

        ## Content
        - label: A fine item
        - button: Help → modal [Help](#help)

        # Help

        ## Navigation bar
        - button: Cancel {role: cancel} → dismiss
        - title: Help
        - button: Done {style: done} → dismiss

        ## Content
        - text-view: How to buy

        """

    /// The second commit: the five changes, and a new problem (a button not in title case).
    static let second = first
        .replacingOccurrences(of: "- cell: Hats {", with: "- cell: 帽子 🎩 {")
        .replacingOccurrences(of: "- button: By Price\n- button: By Name\n", with: "- button: By Name\n- button: By Price\n")
        .replacingOccurrences(of: "- space {flexible}\n- button: Help → modal [Help](#help)\n", with: "- space {flexible}\n- button: Help\n")
        .replacingOccurrences(
            of: "- button: Help → modal [Help](#help)\n\n# Help", with: "- button: Help → modal [Help](#help)\n- button: buy now → [Cart](#cart)\n\n# Help")
        + "\n# Cart\n\n## Navigation bar\n- back: Item\n- title: Cart\n\n## Content\n- label: Nothing yet\n"

    /// A repository whose two commits hold ``first`` and ``second``.
    static func repository() throws -> URL {
        let folder = try SwiftSupport.temporaryFolder("review")
        func git(_ arguments: String...) throws {
            let run = try CLITests.run(arguments, in: folder, executable: "/usr/bin/git")
            #expect(run.status == 0, "git \(arguments): \(run.stderr)")
        }
        try git("init", "-q")
        try git("config", "user.email", "review@example.com")
        try git("config", "user.name", "Review")
        let file = folder.appendingPathComponent("Specs/Shop.screen.md")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try first.write(to: file, atomically: true, encoding: .utf8)
        try git("add", "-A")
        try git("commit", "-q", "-m", "first")
        try second.write(to: file, atomically: true, encoding: .utf8)
        try git("commit", "-q", "-a", "-m", "second")
        return folder
    }

    @Test func jsonHoldsExactlyTheChanges() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["review", "HEAD~1", "HEAD", "--format", "json"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let review = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let apps = try #require(review["apps"] as? [[String: Any]])
        #expect(apps.count == 1)
        let shop = try #require(apps.first)
        #expect(shop["name"] as? String == "Shop")
        func ids(_ key: String, _ field: String = "id") -> [String] { (shop[key] as? [[String: Any]] ?? []).compactMap { $0[field] as? String } }
        #expect(ids("added") == ["Specs/Shop.screen.md#cart"])
        #expect(ids("removed").isEmpty && ids("renamed", "to").isEmpty)
        #expect(ids("changed") == ["Specs/Shop.screen.md#catalog", "Specs/Shop.screen.md#item"])
        let changed = try #require(shop["changed"] as? [[String: Any]])
        #expect((changed[0]["overlays"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["sort"])
        #expect((changed[0]["after"] as? String)?.contains("帽子 🎩") == true)
        #expect((changed[1]["overlays"] as? [[String: Any]])?.isEmpty == true)
        #expect(ids("edgesAdded", "to") == ["Specs/Shop.screen.md#cart"])
        #expect(ids("edgesAdded", "element") == ["button: buy now"])
        #expect(ids("edgesRemoved", "from") == ["Specs/Shop.screen.md#catalog"])
        #expect(ids("edgesRemoved", "to") == ["Specs/Shop.screen.md#help"])
        let findings = try #require(review["findings"] as? [String: [[String: Any]]])
        #expect(findings["introduced"]?.compactMap { $0["rule"] as? String } == ["button-title-case"])
        #expect(findings["introduced"]?.first?["element"] as? String == "content/button: buy now")
        #expect(findings["fixed"]?.isEmpty == true)
        let api = try #require(review["api"] as? [String: [String]])
        #expect(api["added"]?.contains("enum ShopScreens.Cart") == true)
        #expect(api["added"]?.contains("case ShopScreens.Item.Action.buyNow") == true)
        #expect(api["added"]?.contains("case ShopScreens.Catalog.Action.帽子") == true)
        // The renamed row's case, text and identifier; the removed link's destination.
        #expect(api["removed"] == [
            "static let ShopScreens.Catalog.AccessibilityID.hats", "case ShopScreens.Catalog.Action.hats",
            "case ShopScreens.Catalog.Destination.help", "static let ShopScreens.Catalog.Strings.hats",
        ])
        // A warning introduced fails only a strict review.
        let strict = try CLITests.run(["review", "HEAD~1", "HEAD", "--strict"], in: folder)
        #expect(strict.status == 1)
    }

    @Test func theWorkTreeIsTheDefaultHeadAndAMovedScreenIsNoChange() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Cart moved above Catalog, and its id changed with the same content: a rename.
        let moved = Self.second.components(separatedBy: "\n# Cart\n")
        let text = moved[0].replacingOccurrences(of: "---\n\n# Catalog", with: "---\n\n# Basket\n" + moved[1] + "\n# Catalog")
            .replacingOccurrences(of: "[Cart](#cart)", with: "[Basket](#basket)")
        try text.write(to: folder.appendingPathComponent("Specs/Shop.screen.md"), atomically: true, encoding: .utf8)
        let run = try CLITests.run(["review", "HEAD", "--format", "json"], in: folder)
        let review = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let shop = try #require((review["apps"] as? [[String: Any]])?.first)
        #expect((shop["renamed"] as? [[String: Any]])?.first?["to"] as? String == "Specs/Shop.screen.md#basket")
        #expect((shop["changed"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["Specs/Shop.screen.md#item"])
        #expect((shop["edgesAdded"] as? [Any])?.isEmpty == true && (shop["edgesRemoved"] as? [Any])?.isEmpty == true)
        #expect(review["head"] as? String == "work tree")
    }

    @Test func markdownRendersAndSideBySideKeepsItsWidths() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["review", "HEAD~1", "HEAD", "--format", "markdown"], in: folder)
        let html = CommonMark.html(run.stdout)
        #expect(html.contains("<h2>ScreenMark review: <code>HEAD~1</code> → <code>HEAD</code></h2>"))
        #expect(html.contains("<td>added</td>\n<td><code>Specs/Shop.screen.md#cart</code></td>") || html.contains("<code>Specs/Shop.screen.md#cart</code>"))
        #expect(html.contains("<pre><code class=\"language-mermaid\">flowchart LR"))
        #expect(html.contains("<h3>Findings introduced</h3>"))
        // Three side-by-side drawings (catalog, its sheet, item) and the added screen's.
        #expect(html.components(separatedBy: "<pre><code class=\"language-text\">").count == 5)
        // Every row of each drawing of the comment is as wide as the others, the row renamed to
        // 帽子 🎩 included.
        let blocks = run.stdout.components(separatedBy: "```text\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        #expect(blocks.count == 4)
        for block in blocks {
            #expect(Set(block.split(separator: "\n").map(DisplayWidth.of)).count == 1, "\(block)")
        }
        #expect(blocks[0].contains("│ Hats                               › │ * │ 帽子 🎩                            › │"))
        let drawing = SideBySide.text(
            before: "┌────┐\n│Hats│\n└────┘\n", after: "┌────┐\n│帽子│\n│🎩  │\n└────┘\n", titles: ("base", "head"))
        let widths = Set(SideBySide.lines(drawing).map(DisplayWidth.of))
        #expect(widths == [6 + 3 + 6])
        #expect(SideBySide.lines(drawing)[2] == "│Hats│ * │帽子│")
        #expect(SideBySide.lines(drawing)[3] == "       > │🎩  │")
    }

    /// A comment stays under GitHub's limit however much changed, and says what it left out; a
    /// title cannot close the section it names.
    @Test func markdownStaysUnderGitHubsLimitAndEscapesTitles() {
        let drawing = String(repeating: "│" + String(repeating: "x", count: 38) + "│\n", count: 24)
        let changes = (0..<100).map { index in
            Review.Change(id: "A.screen.md#s\(index)", title: "</summary><script>", before: drawing, after: drawing + drawing, overlays: [])
        }
        var app = Review.App(name: "A")
        app.changed = changes
        let review = Review(
            base: "main", head: "work tree", apps: [app], findings: Review.Findings(introduced: [], fixed: []),
            api: Review.API(added: [], removed: []))
        let markdown = ReviewMarkdown(review).render()
        #expect(markdown.count < 65_536)
        #expect(markdown.contains("drawings are left out to keep this comment under GitHub's size limit"))
        #expect(!markdown.contains("<script>") && markdown.contains("&lt;/summary&gt;&lt;script&gt;"))
    }

    /// `docs --since BASE` writes the same review as a page of the site.
    @Test func docsSinceWritesTheChangesPage() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["docs", "Specs", "--output", "Site", "--since", "HEAD~1"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let markdown = try String(contentsOf: folder.appendingPathComponent("Site/changes.md"), encoding: .utf8)
        let comment = try CLITests.run(["review", "HEAD~1", "--format", "markdown", "--path", "Specs"], in: folder)
        #expect(markdown.contains(comment.stdout))
        #expect(markdown.contains("## ScreenMark review: `HEAD~1` → `work tree`"))
        let html = try String(contentsOf: folder.appendingPathComponent("Site/changes.html"), encoding: .utf8)
        #expect(html.contains("<article class=\"changes\"><h2>ScreenMark review: <code>HEAD~1</code> → <code>work tree</code></h2>"))
    }

    @Test func aRevisionThatIsNotOneIsAUsageProblem() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["review", "no-such-branch"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("`no-such-branch` is not a revision"))
    }
}

/// The manual's review is real: the same edit of `Examples/Mail.screen.md`, compared in memory,
/// prints what the manual shows (which was printed by the command over a git repository).
@Suite struct ReviewReadmeTests {
    @Test func readmeReviewIsCurrent() throws {
        let example = String(decoding: Golden.read("Examples/Mail.screen.md").bytes, as: UTF8.self)
        let screen = try #require(ReadmeTests.block("markdown", after: "## Reviews", in: ReadmeTests.manual))
        let edited = example.replacingOccurrences(
            of: "- cell: All Inboxes {badge: 3, accessory: disclosure} → [Inbox](#inbox)\n",
            with: "- cell: All Inboxes {badge: 3, accessory: disclosure} → [Inbox](#inbox)\n- cell: Drafts {accessory: disclosure} → [Drafts](#drafts)\n")
            + "\n" + screen
        func side(_ revision: String, _ text: String) -> ReviewSide {
            let source = SourceFile(path: "/repository/Examples/Mail.screen.md", name: "Examples/Mail.screen.md", text: text)
            return ReviewSide(revision: revision, checked: Pipeline.check(Workspace(sources: [source])), root: "/repository")
        }
        let review = Review.compare(side("main", example), side("work tree", edited))
        let shown = try #require(ReadmeTests.block("text", after: "`screenmark review main` prints", in: ReadmeTests.manual))
        let output = ReviewText.render(review)
        #expect(output == shown, "the manual's review is stale:\n\(Golden.firstDifference(shown, output))")
        #expect(review.exitStatus(strict: false) == 1)
    }
}
