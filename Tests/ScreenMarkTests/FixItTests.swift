import Testing
@testable import ScreenMark

/// The fix-its of the alert, action sheet and text rules: applied to a source, they give the
/// expected text byte for byte, and the finding is gone.
@Suite struct FixItTests {
    /// The findings of rule `id` in `text`.
    static func findings(_ id: String, in text: String, profile: HIGProfile = .ios7) -> [Diagnostic] {
        let source = SourceFile(path: "example.screen.md", text: text)
        return Checker.check([source], validator: Validator(profileOverride: profile)).diagnostics.filter { $0.id == id }
    }

    /// `text` with the fix-its of rule `id` applied, and how many there were.
    static func fixed(_ id: String, in text: String, profile: HIGProfile = .ios7) -> (text: String, count: Int) {
        let fixIts = findings(id, in: text, profile: profile).compactMap(\.fixIt)
        let result = FixApplier.apply(fixIts, to: Array(text.utf8))
        #expect(result.skipped == 0)
        return (String(decoding: result.bytes, as: UTF8.self), result.applied)
    }

    /// One `--fix` cleans a line: every control character of it, every word that mixes
    /// alphabets, though each is reported once a line (found by the fuzzer: a line of 80 NULs
    /// took 80 runs of `--fix`).
    @Test func oneFixCleansTheWholeLine() {
        let text = "# A\n## Content\n- label: \u{0}\u{0}B\u{1B}[2J\u{85}\n- label: P\u{430}y \u{440}\u{430}y \u{43E}k\n"
        let (result, count) = Self.fixed("control-character", in: text)
        #expect(count == 1)
        let (clean, mixes) = Self.fixed("mixed-script", in: result)
        #expect(mixes == 1)
        #expect(clean == "# A\n## Content\n- label: B[2J\n- label: Pay \u{440}\u{430}\u{443} ok\n")
        #expect(Self.findings("control-character", in: clean).isEmpty && Self.findings("mixed-script", in: clean).isEmpty)
    }

    /// An alert's one-line paragraph becomes its message; with a message, notes stay notes.
    @Test func proseInAnAlertBecomesItsMessage() {
        let text = "# A\n## Alert: Cannot Send\nThe message could not be sent {today}.\n- button: OK\n"
        let (result, count) = Self.fixed("alert-message-as-prose", in: text)
        #expect(count == 1)
        #expect(result == "# A\n## Alert: Cannot Send\n- message: \"The message could not be sent {today}.\"\n- button: OK\n")
        #expect(Self.findings("alert-message-as-prose", in: result).isEmpty)
        #expect(Self.findings("alert-message-as-prose", in: "# A\n## Alert: Sure?\n- message: Really?\nShown after a failed send.\n").isEmpty)
    }

    static let sheet = """
        # «»Mail
        ## Toolbar
        - button {system: reply} → sheet [Reply](#reply)
        ## Action sheet {#reply}
        - button: Reply
        - button: Cancel {role: cancel}
        - button: Forward

        # Drafts
        """

    static let sheetFixed = """
        # «»Mail
        ## Toolbar
        - button {system: reply} → sheet [Reply](#reply)
        ## Action sheet {#reply}
        - button: Reply
        - button: Forward
        - button: Cancel {role: cancel}

        # Drafts
        """

    @Test(arguments: ["\n", "\r\n", "\r"], ["", MarkedSource.multibytePrefix])
    func cancelMovesBelowTheLastButton(lineEnding: String, slot: String) {
        let text = Self.sheet.replacing("«»", with: slot).replacing("\n", with: lineEnding)
        let expected = Self.sheetFixed.replacing("«»", with: slot).replacing("\n", with: lineEnding)
        let (result, count) = Self.fixed("action-sheet-cancel-last", in: text)
        #expect(count == 1)
        #expect(result == expected)
        #expect(Self.findings("action-sheet-cancel-last", in: result).isEmpty)
    }

    @Test(arguments: ["\n", "\r\n"])
    func cancelMovesBelowALastLineWithoutLineEnding(lineEnding: String) {
        let text = "# Mail\n## Action sheet {#reply}\n  - button: Cancel {role: cancel}\n- button: Reply\n- button: Forward"
            .replacing("\n", with: lineEnding)
        let expected = "# Mail\n## Action sheet {#reply}\n- button: Reply\n- button: Forward\n  - button: Cancel {role: cancel}"
            .replacing("\n", with: lineEnding)
        let (result, count) = Self.fixed("action-sheet-cancel-last", in: text)
        #expect(count == 1)
        #expect(result == expected)
        #expect(Self.findings("action-sheet-cancel-last", in: result).isEmpty)
    }

    @Test func cancelMovesRightBelowTheNextButton() {
        let text = "# Mail\n## Action sheet\n- button: Cancel {role: cancel} <!-- keep -->\n- button: Reply\n## Content\n"
        let (result, _) = Self.fixed("action-sheet-cancel-last", in: text)
        #expect(result == "# Mail\n## Action sheet\n- button: Reply\n- button: Cancel {role: cancel} <!-- keep -->\n## Content\n")
    }

    @Test func theInvalidActionSheetExampleIsFixed() {
        let file = Golden.read("Examples/invalid/hig/action-sheets.invalid.md")
        let text = String(decoding: file.bytes, as: UTF8.self)
        let (result, count) = Self.fixed("action-sheet-cancel-last", in: text)
        #expect(count == 1)
        #expect(result.contains("- button: Email Photo\n- button: Use as Wallpaper\n- button: Print\n- button: Cancel {role: cancel}\n"))
        #expect(result.utf8.count == text.utf8.count)
        #expect(Self.findings("action-sheet-cancel-last", in: result).isEmpty)
    }

    @Test func buttonTitlesAreTitleCased() {
        let file = Golden.read("Examples/invalid/hig/text.invalid.md")
        let text = String(decoding: file.bytes, as: UTF8.self)
        let (result, count) = Self.fixed("button-title-case", in: text)
        #expect(count == 5)
        for line in [
            "- button: Edit List\n", "- button: Add to Library\n", "- button: \"Shuffle All\"\n",
            "- tab: Recently Added {icon: clock}", "- button: Play the Whole Playlist from the Beginning\n",
        ] {
            #expect(result.contains(line), "\(line)")
        }
        #expect(Self.findings("button-title-case", in: result).isEmpty)
    }

    /// A fix-it writes text as the language spells it: a label holding escapes, or a title that
    /// needs them, is written in quotes, so the parser reads back exactly the fixed text.
    @Test func aLabelWithEscapesIsWrittenInQuotes() {
        let (result, count) = Self.fixed("button-title-case", in: "# Mail\n## Toolbar\n- button: save \\= send\n")
        #expect(count == 1)
        #expect(result == "# Mail\n## Toolbar\n- button: \"Save = Send\"\n")
        #expect(Self.findings("button-title-case", in: result).isEmpty)
        // The fuzzer's case: the parent's title holds `\(`, which a plain label reads as `(`.
        let back = "# Say \\(hi)\n## Table\n- cell: Next → [Next](#next)\n\n# Next\n## Navigation bar\n- back: Back\n"
        let (fixedBack, backCount) = Self.fixed("back-title-is-parent-title", in: back)
        #expect(backCount == 1)
        #expect(fixedBack.hasSuffix("- back: \"Say (hi)\"\n"))
        #expect(Self.findings("back-title-is-parent-title", in: fixedBack).isEmpty)
    }

    /// A parent title read from invalid UTF-8 holds U+FFFD, not what its author wrote: the back
    /// button's finding offers no fix-it (the fuzzer's case: copying it, then the mixed-script
    /// fix-it, undid each other round after round).
    @Test func noBackTitleFixFromInvalidUTF8() {
        let bytes = Array("# Home ".utf8) + [0xC4] + Array(" Pаy\n## Table\n- cell: Next → [Next](#next)\n\n# Next\n## Navigation bar\n- back: Home\n".utf8)
        let source = SourceFile(path: "example.screen.md", bytes: bytes)
        let findings = Checker.check([source], validator: Validator(profileOverride: .ios7)).diagnostics
            .filter { $0.id == "back-title-is-parent-title" }
        #expect(findings.count == 1)
        #expect(findings.first?.fixIt == nil)
    }

    @Test func cancelIsMarked() {
        let text = "# Inbox\n## Alert: Cannot Get Mail\n- button: Cancel\n- button: Not Now {name: later}\n- button: Retry\n"
        let (result, count) = Self.fixed("alert-cancel-marked", in: text)
        #expect(count == 2)
        #expect(result == "# Inbox\n## Alert: Cannot Get Mail\n- button: Cancel {role: cancel}\n- button: Not Now {role: cancel, name: later}\n- button: Retry\n")
        // Now two buttons cancel: the rule says so, without a fix.
        let after = Self.findings("alert-cancel-marked", in: result)
        #expect(after.map(\.message) == ["this alert has two cancel buttons; only one button can cancel"])
    }

    // MARK: The text helpers

    @Test(arguments: [
        ("save to disk", "Save to Disk"), ("Export As PDF", "Export as PDF"), ("go back", "Go Back"),
        ("what to look for", "What to Look For"), ("sign in to iCloud", "Sign in to iCloud"),
        ("Sign In to iCloud", "Sign In to iCloud"), ("use the URL of a page", "Use the URL of a Page"),
        ("save as…", "Save As…"), ("settings: wi-fi and bluetooth", "Settings: Wi-fi and Bluetooth"),
        ("search through the archive", "Search Through the Archive"), ("and so on", "And so On"),
        ("  add  ", "  Add  "), ("2 ABC", "2 ABC"), ("", ""),
    ])
    func titleCase(input: String, expected: String) {
        let result = TitleCase.apply(input, maxPreposition: 4)
        #expect(result == expected)
        #expect(TitleCase.apply(result, maxPreposition: 4) == result)
    }

    @Test func thePrepositionLengthIsAnOption() {
        #expect(TitleCase.apply("search through the archive", maxPreposition: 7) == "Search through the Archive")
        #expect(TitleCase.apply("add from library", maxPreposition: 3) == "Add From Library")
    }

    @Test func wordsAndLines() {
        #expect(AlertText.wordCount("Try Again") == 2)
        #expect(AlertText.wordCount("删除照片") == 2)
        #expect(AlertText.wordCount("错误") == 1)
        #expect(AlertText.wordCount("中文👨‍👩‍👧 OK") == 2)
        #expect(AlertText.columns(forWidth: 270) == 30)
        #expect(AlertText.lineCount("The 15-minute timer has ended.", columns: 30) == 1)
        #expect(AlertText.lineCount(String(repeating: "word ", count: 12), columns: 30) == 2)
        #expect(AlertText.lineCount(String(repeating: "word ", count: 13), columns: 30) == 3)
        #expect(AlertText.lineCount(String(repeating: "字", count: 30), columns: 30) == 2)
        #expect(AlertText.lineCount(String(repeating: "字", count: 31), columns: 30) == 3)
        #expect(AlertText.lineCount(String(repeating: "x", count: 61), columns: 30) == 3)
        #expect(AlertText.endsSentence("The server did not answer.”"))
        #expect(!AlertText.endsSentence("The server did not answer"))
        #expect(AlertText.startsLowercase("too many attempts."))
        #expect(!AlertText.startsLowercase("iPhone is locked."))
    }
}
