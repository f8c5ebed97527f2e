import Foundation

/// Letters of the Latin, Cyrillic and Greek alphabets that look the same (`a` and Cyrillic `а`,
/// `P`, Cyrillic `Р` and Greek `Ρ`): a word that mixes them reads as one word and is two strings,
/// so a label can hide a letter from another alphabet and a generated Swift name can look like
/// another one. After the pairs of Unicode's confusables data (UTS #39) between these scripts,
/// single letters only; other scripts (Chinese, Arabic…) are not confused with Latin here.
public enum Lookalikes {
    /// An alphabet whose letters can pass for another's.
    public enum Script: Int, CaseIterable, Sendable {
        case latin, cyrillic, greek

        /// The script's English name, for messages.
        public var name: String {
            switch self {
            case .latin: "Latin"
            case .cyrillic: "Cyrillic"
            case .greek: "Greek"
            }
        }
    }

    /// Cyrillic and Greek letters, each with the Latin letter it looks like; where two look like
    /// one Latin letter (`І`, `Ӏ`), the first is the one a Latin letter is respelt as.
    private static let pairs: [(other: Unicode.Scalar, latin: Unicode.Scalar)] = [
        // Cyrillic.
        ("АВЕЅІЈКМНОРСТХҮԚԜӀ", "ABESIJKMHOPCTXYQWI"),
        ("аеѕіјорсухԁԛԝһӏ", "aesijopcyxdqwhl"),
        // Greek.
        ("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX"),
        ("οινρα", "oivpa"),
    ].flatMap { others, latin in Array(zip(others.unicodeScalars, latin.unicodeScalars)) }

    /// Each Cyrillic or Greek letter that looks like a Latin one, with that Latin letter.
    private static let latinTwins = Dictionary(pairs.map { ($0.other, $0.latin) }, uniquingKeysWith: { first, _ in first })

    /// For each Latin letter, its twins in the other scripts.
    private static let twinsOfLatin: [Unicode.Scalar: [Script: Unicode.Scalar]] = {
        var table: [Unicode.Scalar: [Script: Unicode.Scalar]] = [:]
        for (other, latin) in pairs {
            if let script = script(of: other), table[latin]?[script] == nil { table[latin, default: [:]][script] = other }
        }
        return table
    }()

    /// The script of a letter of these three alphabets, or `nil`.
    public static func script(of scalar: Unicode.Scalar) -> Script? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            guard scalar.properties.isAlphabetic else { return nil }
            return .latin
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F:
            return scalar.properties.isAlphabetic ? .cyrillic : nil
        case 0x370...0x3FF, 0x1F00...0x1FFF:
            return scalar.properties.isAlphabetic ? .greek : nil
        default:
            return nil
        }
    }

    /// `scalar`, a letter of `own`, written in `script`, when it has a twin there.
    private static func twin(of scalar: Unicode.Scalar, from own: Script, in script: Script) -> Unicode.Scalar? {
        if own == script { return scalar }
        guard let latin = own == .latin ? scalar : latinTwins[scalar] else { return nil }
        return script == .latin ? latin : twinsOfLatin[latin]?[script]
    }

    /// A word that mixes alphabets with letters that pass for the word's main alphabet (the one
    /// most of its letters are written in; Latin first on a tie).
    public struct Mix: Sendable, Equatable {
        /// The word's main alphabet.
        public var main: Script
        /// The first letter from another alphabet that looks like one of `main`.
        public var stranger: Unicode.Scalar
        /// The word with every such letter written in `main`.
        public var respelt: String
    }

    /// How `word` mixes alphabets, or `nil` when it does not (or its strangers look like nothing
    /// in the main alphabet, as Cyrillic `д` in a Latin word does).
    public static func mix(in word: some StringProtocol) -> Mix? {
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return nil }
        let letters = word.unicodeScalars.map { (scalar: $0, script: script(of: $0)) }
        var counts: [Script: Int] = [:]
        for case let script? in letters.map(\.script) { counts[script, default: 0] += 1 }
        guard counts.count > 1 else { return nil }
        // The most used alphabet; on a tie the first of Latin, Cyrillic, Greek.
        let main = Script.allCases.reduce(.latin) { (counts[$1] ?? 0) > (counts[$0] ?? 0) ? $1 : $0 }
        var stranger: Unicode.Scalar?
        var respelt = String.UnicodeScalarView()
        for (scalar, own) in letters {
            if let own, own != main, let twin = twin(of: scalar, from: own, in: main) {
                if stranger == nil { stranger = scalar }
                respelt.append(twin)
            } else {
                respelt.append(scalar)
            }
        }
        return stranger.map { Mix(main: main, stranger: $0, respelt: String(respelt)) }
    }

    /// What `text` looks like: compatibility forms folded (`ｐａｙ` → `pay`) and every Cyrillic or
    /// Greek letter with a Latin twin written as that twin. Two strings with one skeleton look alike.
    public static func skeleton(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        let folded = text.precomposedStringWithCompatibilityMapping
        var result = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars { result.append(latinTwins[scalar] ?? scalar) }
        return String(result)
    }
}
