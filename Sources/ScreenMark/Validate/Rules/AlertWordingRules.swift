/// What an alert says: no words addressing the user, no instructions naming a button
/// (002:L343, L355, L376; 003:L483, L486, L500).

/// `alert-button-no-you-me`
struct AlertButtonNoYouMe: Rule {
    static let description = RuleDescription(
        id: "alert-button-no-you-me", severity: .warning,
        summary: "alert button titles avoid \"you\" and \"your\" (iOS 7: also \"me\" and \"my\")",
        rationale: "Button titles that say \"you\" or \"your\" are often ambiguous and can sound disrespectful "
            + "(002:L376: \"尽量不要使用你们。使用这些单词的按钮标题往往既容易产生歧义又显得缺乏尊重\"); the iOS 7 text "
            + "adds \"me\" and \"my\" (003:L500: \"避免使用”你”,“你的”,“我”,“我的”这类字眼\"). So the 2010 profile "
            + "reports \"you\" and its forms, iOS 7 also \"me\" and \"my\" — but not \"My\" in a name such as Find "
            + "My iPhone. Only titles in Latin script are checked: the Chinese words are part of too many others.",
        sources: ["002:L376", "003:L500"],
        languages: "English: you, your, yours, yourself and yourselves (in iOS 7 also me, my and myself), as whole words in any case, contractions (you're) by their first part. Chinese is not judged: 你 and 我 are part of too many other words.",
        triggering: [
            """
            # Photos
            ## Alert: Rate This App? {raised}
            - button: «»Remind ↓Me Later {role: cancel}
            - button: Rate Now
            ## Alert: Storage Almost Full {raised}
            - button: Cancel {role: cancel}
            - button: «»Free ↓Your Space
            """,
            RuleExample(
                """
                # Photos
                ## Alert: Rate This App? {raised}
                - button: «»Remind Me Later {role: cancel}
                - button: Rate ↓Your Photos
                """, profile: .iphone2010),
        ],
        nonTriggering: [
            """
            # Photos
            ## Alert: Rate This App? {raised}
            - button: «»Not Now {role: cancel}
            - button: Rate Now
            ## Alert: Cannot Find iPhone {raised}
            - button: Cancel {role: cancel}
            - button: «»Find My iPhone
            ## Alert: Menu Unavailable {raised}
            - button: «»Menu {role: cancel}
            - button: Youth Mode
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in context.regions(.alert) {
            let source = context.source(screen.document)
            let profile = context.profiles[screen.document]
            for button in AlertText.buttons(of: alert) {
                guard let label = button.label else { continue }
                for word in OverlayWords.personalWords(in: label.range, of: source, profile: profile) {
                    context.report(
                        "the button title `\(label.value)` says `\(word.text)`", at: word.range, in: screen,
                        notes: [.help("say what the button does without addressing the user, e.g. `Later` for `Remind Me Later`")])
                }
            }
        }
    }
}

/// `alert-title-no-you-me`
struct AlertTitleNoYouMe: Rule {
    static let description = RuleDescription(
        id: "alert-title-no-you-me", severity: .warning,
        summary: "an alert title avoids \"you\" and \"your\" (iOS 7: also \"me\" and \"my\")",
        rationale: "Text that names people directly can be ambiguous, even read as an insult, so an alert title "
            + "avoids \"you\" as much as possible (002:L343: \"尽量不要使用你们\"); the iOS 7 text adds \"me\" and "
            + "\"my\" (003:L483). The 2010 profile reports \"you\" and its forms, iOS 7 also \"me\" and \"my\" — but "
            + "not \"My\" in a name such as Find My iPhone. Only the title is checked: it is what the 2010 text "
            + "speaks of, and a message saying \"check your connection\" is too common for a finding a designer "
            + "would accept. Titles in Chinese are not checked.",
        sources: ["002:L343", "003:L483"],
        languages: "English: you, your, yours, yourself and yourselves (in iOS 7 also me, my and myself), as whole words in any case, contractions (you're) by their first part. Chinese is not judged: 你 and 我 are part of too many other words.",
        triggering: [
            """
            # Mail
            ## Alert: «»↓Your Session Has Expired {raised}
            - button: Cancel {role: cancel}
            - button: Sign In
            ## Alert: Cannot Find «»↓My Location {raised}
            - button: Cancel {role: cancel}
            - button: Settings
            """,
            RuleExample(
                """
                # Mail
                ## Alert: «»Save Changes Before ↓You Leave? {raised}
                - button: Discard {role: destructive}
                - button: Save
                ## Alert: Cannot Find «»My Location {raised}
                - button: Cancel {role: cancel}
                - button: Settings
                """, profile: .iphone2010),
        ],
        nonTriggering: [
            """
            # Mail
            ## Alert: «»Session Expired {raised}
            - message: Sign in again to check your mail.
            - button: Cancel {role: cancel}
            - button: Sign In
            ## Alert: «»Find My iPhone Is Off {raised}
            - button: Cancel {role: cancel}
            - button: Settings
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in context.regions(.alert) {
            guard let title = alert.title else { continue }
            let source = context.source(screen.document)
            for word in OverlayWords.personalWords(in: title.range, of: source, profile: context.profiles[screen.document]) {
                context.report(
                    "the alert title says `\(word.text)`, addressing the user", at: word.range, in: screen,
                    notes: [.help("say what happened without addressing the user, e.g. `Session Expired` for `Your Session Has Expired`")])
            }
        }
    }
}

/// `alert-no-button-instructions`
struct AlertNoButtonInstructions: Rule {
    static let description = RuleDescription(
        id: "alert-no-button-instructions", severity: .warning,
        summary: "an alert's text does not tell the user which of its buttons to tap",
        rationale: "Alert text avoids describing which button to tap, as in \"Tap View to see the info\": clear "
            + "text and logical button titles say enough (002:L355: \"避免在您的警告文本避免描述点击哪个按钮, 比如点击视图"
            + "查看信息\"; 003:L486). Reported: a title or message that says tap, press, select or hit (点击, 轻击, "
            + "轻点, 点按, 按下) followed by the title of one of the alert's own buttons, written as it is. Where the "
            + "instruction says click, touch or choose, or puts the title in quotes, the rules `alert-says-tap` "
            + "and `alert-no-quoted-button` own the phrase.",
        sources: ["002:L355", "003:L486"],
        languages: "English (tap, press, select, hit, any case) and Chinese (点击, 轻击, 轻点, 点按, 按下) followed by one of the alert's button titles as written; other languages are not judged.",
        triggering: [
            """
            # Photos
            ## Alert: Cannot Upload Photos {raised}
            - message: «»Tap ↓Retry to upload them again, or press ↓Cancel.
            - button: Cancel {role: cancel}
            - button: Retry
            ## Alert: 无法上传照片 {raised}
            - message: «»请点击↓重试或轻点↓取消。
            - button: 取消 {role: cancel}
            - button: 重试
            """
        ],
        nonTriggering: [
            """
            # Photos
            ## Alert: Cannot Upload Photos {raised}
            - message: «»Tap Settings to check the network.
            - button: Cancel {role: cancel}
            - button: Retry
            ## Alert: Storage Almost Full {raised}
            - message: «»Click Delete or tap "Manage" to make room.
            - button: Delete {role: destructive}
            - button: Manage
            ## Alert: Library Locked {raised}
            - message: «»Tap Retryable items to see them.
            - button: Cancel {role: cancel}
            - button: Retry
            """
        ])

    /// Verbs of an instruction, each followed by a space: the word `alert-says-tap` asks for and
    /// its near synonyms (click, touch and choose are that rule's).
    static let latinVerbs = ["tap", "press", "select", "hit"]
    /// The same in Chinese, written right before the button title. 按 alone is left out: it also
    /// begins 按照 ("according to") and 按时 ("on time").
    static let chineseVerbs = ["点击", "轻击", "轻点", "点按", "按下"]

    func check(_ context: inout RuleContext) {
        for (screen, _, alert) in context.regions(.alert) {
            let source = context.source(screen.document)
            // Longest first, so `Delete All` wins over `Delete`.
            let names = Set(AlertText.buttons(of: alert).compactMap(\.visibleTitle).filter { !$0.isEmpty })
                .sorted { ($0.count, $0) > ($1.count, $1) }
            guard !names.isEmpty else { continue }
            let texts = ([alert.title] + alert.elements.filter { $0.kind == .message }.map(\.label)).compactMap { $0 }
            for text in texts {
                for (range, name) in Self.instructions(in: text.range, of: source, names: names) {
                    context.report(
                        "the text tells the user to tap `\(name)`; the button says what it does itself", at: range,
                        in: screen,
                        notes: [.help("remove the instruction: say what happened, and let the button titles offer the choice")])
                }
            }
        }
    }

    /// The button titles that an instruction verb in the source text of `range` points at, with
    /// where each title is written.
    static func instructions(in range: SourceRange, of source: SourceFile, names: [String]) -> [(SourceRange, String)] {
        let raw = source.text(range)
        guard raw.utf8.count == range.count else { return [] }  // invalid UTF-8: offsets unknown
        // Most texts hold no instruction verb: one scan says so before the character-by-character search.
        let lower = raw.lowercased()
        guard latinVerbs.contains(where: { lower.containsBytes(of: $0 + " ") }) || chineseVerbs.contains(where: { raw.containsBytes(of: $0) })
        else { return [] }
        let characters = Array(raw)
        var offsets = [range.start]
        for character in characters { offsets.append(offsets[offsets.count - 1] + character.utf8.count) }
        let isWordCharacter = { (character: Character) in character.isLetter || character.isNumber }

        /// Whether `word` is written at `index`, in the same case unless `ignoringCase`.
        func matches(_ word: String, at index: Int, ignoringCase: Bool) -> Bool {
            let letters = Array(word)
            guard index + letters.count <= characters.count else { return false }
            return zip(characters[index..<index + letters.count], letters).allSatisfy { written, expected in
                ignoringCase ? written.lowercased() == expected.lowercased() : written == expected
            }
        }
        /// The button title written at `index`, whole: not followed by more of a word (Chinese is
        /// written without spaces, so a Chinese title may be).
        func name(at index: Int) -> String? {
            names.first { name in
                guard matches(name, at: index, ignoringCase: false) else { return false }
                let end = index + name.count
                guard let last = name.last, isWordCharacter(last), !AlertText.isCJKLetter(last), end < characters.count
                else { return true }
                return !isWordCharacter(characters[end]) || AlertText.isCJKLetter(characters[end])
            }
        }
        func skipSpaces(_ index: Int) -> Int {
            var index = index
            while index < characters.count, characters[index] == " " { index += 1 }
            return index
        }

        var found: [(SourceRange, String)] = []
        var reported = Set<Int>()
        func add(_ name: String, at index: Int) {
            guard reported.insert(index).inserted else { return }
            found.append((SourceRange(offsets[index], offsets[index + name.count]), name))
        }
        for index in characters.indices {
            for verb in latinVerbs where matches(verb, at: index, ignoringCase: true) {
                if index > 0, isWordCharacter(characters[index - 1]) { continue }
                let after = index + verb.count
                guard after < characters.count, characters[after] == " " else { continue }
                var start = skipSpaces(after)
                if matches("on ", at: start, ignoringCase: true) { start = skipSpaces(start + 3) }
                if let title = name(at: start) { add(title, at: start) }
            }
            for verb in chineseVerbs where matches(verb, at: index, ignoringCase: false) {
                let start = skipSpaces(index + verb.count)
                if let title = name(at: start) { add(title, at: start) }
            }
        }
        return found
    }
}
