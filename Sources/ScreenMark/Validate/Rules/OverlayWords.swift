/// Words of alert and action-sheet texts, for the catalogue rules about their wording.

/// The words of texts as written in the source, for rules that point at one word.
enum OverlayWords {
    /// A word: letters and digits, with apostrophes inside (`you're`), and where it is written.
    struct Word {
        /// As written.
        var text: String
        /// Lower-cased, up to its first apostrophe: `you` for `You’re`.
        var base: String
        /// Its bytes in the source.
        var range: SourceRange
    }

    /// The words of the source text of `range`, in order. Where the text cannot be mapped back to
    /// its bytes (invalid UTF-8, replaced when decoded), every word points at the whole range.
    static func words(in range: SourceRange, of source: SourceFile) -> [Word] {
        let raw = source.text(range)
        let exact = raw.utf8.count == range.count
        var result: [Word] = []
        var current = ""
        var start = range.start
        var offset = range.start
        func flush() {
            guard !current.isEmpty else { return }
            let base = current.lowercased().prefix { $0 != "'" && $0 != "’" }
            result.append(Word(text: current, base: String(base), range: exact ? SourceRange(start, offset) : range))
            current = ""
        }
        for character in raw {
            let isApostrophe = character == "'" || character == "’"
            if character.isLetter || character.isNumber || (isApostrophe && !current.isEmpty) {
                if current.isEmpty { start = offset }
                current.append(character)
            } else {
                flush()
            }
            offset += character.utf8.count
        }
        flush()
        return result
    }

    /// Words that address the user: "you" and its forms (contractions such as `you're` count by
    /// their first part).
    static let you: Set<String> = ["you", "your", "yours", "yourself", "yourselves"]
    /// Words in which the app speaks of the user as "me".
    static let me: Set<String> = ["me", "my", "myself"]

    /// The words the profile's text asks to avoid: the 2010 text names only "you" (002:L343,
    /// L376: "你们"); the iOS 7 text "you", "your", "me" and "my" (003:L483, L500).
    static func personal(for profile: HIGProfile) -> Set<String> {
        switch profile {
        case .ios7: you.union(me)
        case .iphone2010: you
        }
    }

    /// The words of `range` that address the user under `profile`. "My" or "me" before a name
    /// with a capital inside (Find My iPhone) is part of that name, not the app speaking.
    static func personalWords(in range: SourceRange, of source: SourceFile, profile: HIGProfile) -> [Word] {
        let words = words(in: range, of: source)
        let avoided = personal(for: profile)
        return words.indices.compactMap { index in
            let word = words[index]
            guard avoided.contains(word.base) else { return nil }
            if me.contains(word.base), index + 1 < words.count, TitleCase.isName(words[index + 1].text) { return nil }
            return word
        }
    }
}
