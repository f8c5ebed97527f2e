/// Title-style capitalisation, as the 2010 HIG defines it (002:L332, 002:L767; 003:L476):
/// every word is capitalised except articles, coordinating conjunctions and short prepositions;
/// the first and last words are always capitalised.
///
/// The checker only raises or lowers the first letter of plain words. A word with a capital
/// after its first letter (`iPhone`, `URL`, `Wi-Fi`), or with no letter (`2`, `&`), is a name or
/// symbol and is kept as written.
enum TitleCase {
    /// Articles: lower-case inside a title.
    static let articles: Set<String> = ["a", "an", "the"]
    /// Coordinating conjunctions: lower-case inside a title.
    static let conjunctions: Set<String> = ["and", "but", "or", "nor", "for", "so", "yet"]
    /// Prepositions; those no longer than the rule's `max-lowercase-preposition` are lower-case
    /// inside a title.
    static let prepositions: Set<String> = [
        "as", "at", "by", "down", "for", "from", "in", "into", "like", "near", "of", "off", "on", "onto", "out",
        "over", "past", "per", "than", "till", "to", "up", "upon", "via", "vs", "with", "amid", "atop",
        "about", "above", "across", "after", "against", "along", "among", "around", "before", "behind", "below",
        "beneath", "beside", "besides", "between", "beyond", "despite", "during", "except", "inside", "outside",
        "since", "through", "throughout", "toward", "towards", "under", "underneath", "until", "unlike", "within",
        "without",
    ]
    /// Adverb particles that may follow the first word as part of a phrasal verb (`Sign In to
    /// iCloud`, `Turn on Wi-Fi`): either case is accepted there.
    static let particles: Set<String> = ["in", "on", "up", "out", "off", "down", "over"]

    /// Whether `word` (lower-case) stays lower-case inside a title.
    static func isMinor(_ word: String, maxPreposition: Int) -> Bool {
        articles.contains(word) || conjunctions.contains(word)
            || (prepositions.contains(word) && word.count <= maxPreposition)
    }

    /// `text` in title case. Whitespace, punctuation around words and names are kept.
    static func apply(_ text: String, maxPreposition: Int) -> String {
        let words = Self.words(text)
        let lettered = words.indices.filter { words[$0].core.contains(where: \.isLetter) }
        guard let first = lettered.first, let last = lettered.last else { return text }
        var output = ""
        var previousEndsClause = false
        for (index, word) in words.enumerated() {
            output += word.before
            let core = word.core
            let lower = core.lowercased()
            // After a colon or dash a new phrase starts: its first word is capitalised.
            let edge = index == first || index == last || previousEndsClause
            if isName(core) || isVerbatim(core) || !core.contains(where: \.isLetter) {
                output += core
            } else if !edge, index == lettered.dropFirst().first, index - 1 == first, particles.contains(lower) {
                output += core  // `Sign In`, `Sign in`: a particle of a phrasal verb
            } else if !edge, isMinor(lower, maxPreposition: maxPreposition) {
                output += lower
            } else {
                output += capitalised(core)
            }
            output += word.after
            previousEndsClause = word.after.hasSuffix(":") || word.after.hasSuffix("—") || word.core == "—"
                || word.core == "-"
        }
        return output
    }

    /// Whether `text` is already in title case.
    static func isTitleCase(_ text: String, maxPreposition: Int) -> Bool {
        apply(text, maxPreposition: maxPreposition) == text
    }

    /// A word with a capital after its first letter: a name or abbreviation, kept as written.
    static func isName(_ word: String) -> Bool {
        word.dropFirst().contains(where: \.isUppercase)
    }

    /// A word no case rule applies to: one that starts with a digit (`1d`, `3m`, `2x`) or is an
    /// address (`anna@example.com`, `example.com`), which are written as they are.
    static func isVerbatim(_ word: String) -> Bool {
        word.first?.isNumber == true || word.contains("@") || word.dropLast().contains(".")
    }

    /// `word` with its first letter upper-case.
    static func capitalised(_ word: String) -> String {
        guard let index = word.firstIndex(where: \.isLetter) else { return word }
        return word[..<index] + word[index].uppercased() + word[word.index(after: index)...]
    }

    /// One word of a text: the whitespace and opening punctuation before it, its letters, and the
    /// punctuation after it.
    struct Word {
        var before: String
        var core: String
        var after: String
    }

    /// The words of `text`, so that joining `before + core + after` gives `text` back.
    static func words(_ text: String) -> [Word] {
        var result: [Word] = []
        var pending = ""  // whitespace before the next word
        var index = text.startIndex
        while index < text.endIndex {
            if text[index].isWhitespace {
                pending.append(text[index])
                index = text.index(after: index)
                continue
            }
            var end = index
            while end < text.endIndex, !text[end].isWhitespace { end = text.index(after: end) }
            let token = text[index..<end]
            let coreStart = token.firstIndex(where: { $0.isLetter || $0.isNumber }) ?? token.endIndex
            let coreEnd = token.lastIndex(where: { $0.isLetter || $0.isNumber }).map(token.index(after:)) ?? coreStart
            if coreStart == token.endIndex {
                result.append(Word(before: pending, core: String(token), after: ""))
            } else {
                result.append(
                    Word(
                        before: pending + token[..<coreStart], core: String(token[coreStart..<coreEnd]),
                        after: String(token[coreEnd...])))
            }
            pending = ""
            index = end
        }
        if !pending.isEmpty {
            if result.isEmpty { result.append(Word(before: pending, core: "", after: "")) } else { result[result.count - 1].after += pending }
        }
        return result
    }
}
