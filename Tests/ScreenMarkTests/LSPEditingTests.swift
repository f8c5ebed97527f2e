import Testing
@testable import ScreenMark

/// How the language server reads a line being typed (``LineContext``), what it completes there,
/// and where "disable this rule for this line" writes. Tests/LSP checks the same through a client.
@Suite struct LSPEditingTests {
    static func context(_ line: String, before: String = "") -> LineContext {
        let text = before + line
        return LineContext(source: SourceFile(path: "t.screen.md", text: text), offset: text.utf8.count)
    }

    @Test func aLinkTextAfterAnArrowAndItsPresentation() {
        let modal = Self.context("- button: Compose → modal [Co")
        #expect(modal.openLinkText?.typed == "Co")
        #expect(modal.openLinkText?.presentation == .modal)
        let push = Self.context("- cell: Inbox -> [")
        #expect(push.openLinkText?.typed == "")
        #expect(push.openLinkText?.presentation == nil)
        #expect(Self.context("- cell: Call → detail [In").openLinkText?.typed == "In")
        // A bracket that follows no arrow is the label's text, not a link.
        #expect(Self.context("- label: [x").openLinkText == nil)
    }

    @Test func aDestinationAfterTheLinksParenthesis() {
        #expect(Self.context("- cell: A → [A](Mail.screen.md#me").openLinkDestination == "Mail.screen.md#me")
        #expect(Self.context("- cell: A → alert [A](#").presentationBeforeLink == .alert)
        #expect(Self.context("- cell: A → [A](#a) {").openLinkDestination == nil)
    }

    @Test func anOpenAttributeBlockItsNamesAndTheValueTyped() {
        let value = Self.context("- cell: A {style: subtitle, accessory: dis")
        #expect(value.openAttributeBlock?.name == "accessory")
        #expect(value.openAttributeBlock?.typed == "dis")
        #expect(value.openAttributeBlock?.given == ["style"])
        let name = Self.context("- cell: A {style: subtitle, acc")
        #expect(name.openAttributeBlock?.name == nil)
        #expect(name.openAttributeBlock?.typed == "acc")
        #expect(Self.context("- cell: A {style: subtitle} ").openAttributeBlock == nil)
        #expect(Self.context("- cell: A {").attributeSpecs.map(\.name).contains("accessory"))
        #expect(Self.context("## Table (grouped) {").attributeSpecs.map(\.name) == RegionKind.table.spec.attributes.map(\.name))
        #expect(Self.context("# Inbox {").attributeSpecs.map(\.name) == ["name", "hides-tab-bar", "raised"])
    }

    @Test func theRegionAboveAndTheFrontMatter() {
        #expect(Self.context("- ", before: "# A\n\n## Navigation bar\n- title: A\n").enclosingRegion == .navigationBar)
        #expect(Self.context("- ", before: "## Toolbar\n# B\n").enclosingRegion == nil)
        #expect(Self.context("hi", before: "---\napp: Mail\n").isInFrontMatter)
        #expect(!Self.context("hi", before: "---\napp: Mail\n---\n").isInFrontMatter)
    }

    /// The completions at the end of `text`'s last line.
    static func completions(_ text: String) -> [String] {
        let path = "/nowhere/Completion.screen.md"
        let analysis = SpecAnalysis.run(path: path, open: [path: Array(text.utf8)])
        return Completion(source: analysis.source, analysis: analysis).items(at: text.utf8.count).map(\.label)
    }

    @Test func regionNamesKindsAndValuesComeFromTheVocabulary() {
        let regions = Self.completions("# Inbox\n\n## Nav")
        #expect(regions == RegionKind.allCases.map { $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() })
        let kinds = Self.completions("# Inbox\n\n## Toolbar\n- ")
        #expect(kinds == RegionKind.toolbar.spec.elements.map(\.rawValue))
        let styles = Self.completions("# Inbox\n\n## Table\n- cell: A {style: ")
        #expect(styles == ChoiceSet(CellStyle.self).values)
        let profiles = Self.completions("---\nhig: ")
        #expect(profiles == HIGProfile.allCases.map(\.rawValue))
    }

    @Test func linkTargetsAreTheFilesScreens() {
        let text = "# Inbox\n\n## Table\n- cell: A → [Message](#message)\n\n# Message {#message}\n\n## Content\n- button: B → ["
        #expect(Self.completions(text) == ["Inbox", "Message"])
    }

    /// A check with parses kept from the last one gives what a check without gives, file changed
    /// or not: the language server's checks are `check`'s.
    @Test func aCheckWithAParseMemoIsTheCheckWithout() {
        let memo = ParseMemo()
        let other = SourceFile(path: "B.screen.md", text: "---\napp: A\n---\n\n# Bee\n\n## Content\n- buton: x\n")
        for text in ["---\napp: A\n---\n\n# A\n\n## Content\n- button: Go → [Bee](B.screen.md#bee)\n",
                     "---\napp: A\n---\n\n# A\n\n## Content\n- button: Go → [Bee](B.screen.md#be)\n"] {
            let workspace = Workspace(sources: [SourceFile(path: "A.screen.md", text: text), other])
            let kept = Pipeline.check(workspace, memo: memo).diagnostics
            #expect(kept == Pipeline.check(workspace).diagnostics)
            #expect(kept.contains { $0.id == "unknown-element" })
        }
        #expect(Pipeline.check(Workspace(sources: [other]), memo: memo).diagnostics == Pipeline.check(Workspace(sources: [other])).diagnostics)
    }

    @Test func aDisableCommentOnTheLineAboveTakesTheRuleAfterItsIDs() {
        let opening = "<!-- screenmark-disable-next-line "
        let reasoned = Array("  \(opening)a-rule, b-rule -- why -->".utf8)
        #expect(CodeActions.extensionPoint(of: reasoned[...], startingAt: 100) == 100 + 2 + opening.utf8.count + "a-rule, b-rule".utf8.count)
        let bare = Array("\(opening)a-rule -->".utf8)
        #expect(CodeActions.extensionPoint(of: bare[...], startingAt: 0) == opening.utf8.count + "a-rule".utf8.count)
        #expect(CodeActions.extensionPoint(of: Array("<!-- a note -->".utf8)[...], startingAt: 0) == nil)
    }
}
