import Foundation
import Testing

@testable import ScreenMark

@Suite("DisplayWidth")
struct DisplayWidthTests {
    // MARK: Scalars and characters

    @Test func ascii() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("hello, world") == 12)
        #expect(DisplayWidth.of(Character("A")) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0x20)) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0x7E)) == 1)
    }

    @Test func controlsAreZeroWide() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x00)) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x1B)) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x7F)) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x85)) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x9F)) == 0)
        #expect(DisplayWidth.of("a\tb\r\nc") == 3)
        #expect(DisplayWidth.of(Character("\r\n")) == 0)
    }

    @Test func cjk() {
        #expect(DisplayWidth.of("中文") == 4)
        #expect(DisplayWidth.of("日本語のテキスト") == 16)
        #expect(DisplayWidth.of("a中b") == 4)
        #expect(DisplayWidth.of(Unicode.Scalar(0x3000)!) == 2)  // IDEOGRAPHIC SPACE
        #expect(DisplayWidth.of(Unicode.Scalar(0x20000)!) == 2)  // CJK Extension B
    }

    @Test func fullwidthAndHalfwidth() {
        #expect(DisplayWidth.of("Ａ") == 2)  // U+FF21 FULLWIDTH LATIN CAPITAL LETTER A
        #expect(DisplayWidth.of("！") == 2)  // U+FF01
        #expect(DisplayWidth.of("ｱ") == 1)  // U+FF71 HALFWIDTH KATAKANA LETTER A
    }

    @Test func ambiguousIsNarrow() {
        #expect(DisplayWidth.of("±") == 1)  // U+00B1, East_Asian_Width A
        #expect(DisplayWidth.of("α") == 1)  // U+03B1, East_Asian_Width A
        #expect(DisplayWidth.of("→") == 1)  // U+2192, East_Asian_Width A
    }

    @Test func hangul() {
        #expect(DisplayWidth.of("한국어") == 6)
        // Conjoining jamo: leading consonant is wide, vowel and final consonant are zero-width.
        let conjoined = "\u{1100}\u{1161}\u{11A8}"
        #expect(conjoined.count == 1)
        #expect(DisplayWidth.of(conjoined) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x1161)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0xD7B0)!) == 0)
    }

    @Test func combiningMarks() {
        let decomposed = "e\u{301}"
        #expect(decomposed.count == 1)
        #expect(DisplayWidth.of(decomposed) == 1)
        #expect(DisplayWidth.of("e\u{301}\u{308}\u{323}") == 1)
        #expect(DisplayWidth.of("café") == 4)
        #expect(DisplayWidth.of(Unicode.Scalar(0x301)!) == 0)
        #expect(DisplayWidth.of(Character("\u{301}")) == 0)
        #expect(DisplayWidth.of("\u{20DD}") == 0)  // Me: COMBINING ENCLOSING CIRCLE
    }

    @Test func formatCharacters() {
        #expect(DisplayWidth.of("a\u{200B}b") == 2)  // ZERO WIDTH SPACE
        #expect(DisplayWidth.of(Unicode.Scalar(0x200B)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x200D)!) == 0)  // ZWJ
        #expect(DisplayWidth.of(Unicode.Scalar(0xFEFF)!) == 0)  // BOM, Cf
        #expect(DisplayWidth.of(Unicode.Scalar(0xFE0F)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0xE0100)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x00AD)!) == 1)  // SOFT HYPHEN is the exception
    }

    @Test func emoji() {
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("🚀🚀") == 4)
        #expect(DisplayWidth.of("⌚") == 2)  // U+231A, East_Asian_Width W
        #expect(DisplayWidth.of("❤") == 1)  // text presentation by default
        #expect(DisplayWidth.of("❤️") == 2)  // U+2764 U+FE0F
        #expect(DisplayWidth.of("©") == 1)
        #expect(DisplayWidth.of("©\u{FE0F}") == 2)
        #expect(DisplayWidth.of("a\u{FE0F}") == 1)  // not an emoji base
    }

    @Test func zwjSequences() {
        let family = "👨‍👩‍👧"
        #expect(family.count == 1)
        #expect(DisplayWidth.of(family) == 2)
        #expect(DisplayWidth.of("🏳️‍🌈") == 2)
        #expect(DisplayWidth.of("❤️‍🔥") == 2)
        #expect(DisplayWidth.of("👁\u{200D}🗨") == 2)  // narrow emoji joined without U+FE0F
    }

    @Test func flags() {
        #expect(DisplayWidth.of("🇨🇳") == 2)
        #expect(DisplayWidth.of("🇨🇳🇫🇷") == 4)
        #expect(DisplayWidth.of(Character("\u{1F1E8}")) == 1)  // lone regional indicator
        #expect(DisplayWidth.of("🏴󠁧󠁢󠁳󠁣󠁴󠁿") == 2)  // tag sequence (Scotland)
    }

    @Test func skinTones() {
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("☝🏽") == 2)  // narrow base, modifier makes it an emoji
        #expect(DisplayWidth.of("🏽") == 2)  // a modifier alone shows as a swatch
    }

    @Test func keycaps() {
        #expect(DisplayWidth.of("1️⃣") == 2)
        #expect(DisplayWidth.of("#️⃣") == 2)
        #expect(DisplayWidth.of("1\u{20E3}") == 2)
        #expect(DisplayWidth.of("123") == 3)
    }

    @Test func substrings() {
        let text = "ab中文cd"
        #expect(DisplayWidth.of(text.dropFirst(2).prefix(2)) == 4)
    }

    // MARK: Truncation and padding

    @Test func truncateLeavesFittingStringsAlone() {
        #expect(DisplayWidth.truncate("hello", toWidth: 5) == "hello")
        #expect(DisplayWidth.truncate("hello", toWidth: 10) == "hello")
        #expect(DisplayWidth.truncate("中文", toWidth: 4) == "中文")
        #expect(DisplayWidth.truncate("", toWidth: 3) == "")
    }

    @Test func truncateAscii() {
        #expect(DisplayWidth.truncate("hello world", toWidth: 8) == "hello w…")
        #expect(DisplayWidth.truncate("hello world", toWidth: 8, ellipsis: "...") == "hello...")
        #expect(DisplayWidth.truncate("hello world", toWidth: 5, ellipsis: "") == "hello")
        #expect(DisplayWidth.truncate("hello", toWidth: 1) == "…")
    }

    @Test func truncateZeroWidth() {
        #expect(DisplayWidth.truncate("hello", toWidth: 0) == "")
        #expect(DisplayWidth.truncate("hello", toWidth: -3) == "")
        #expect(DisplayWidth.truncate("", toWidth: 0) == "")
    }

    @Test func truncateNeverSplitsWideCharacters() {
        let cut = DisplayWidth.truncate("中文字", toWidth: 4)
        #expect(DisplayWidth.of(cut) <= 4)
        #expect(cut.hasSuffix("…"))
        #expect(cut == "中…")
        #expect(DisplayWidth.truncate("中文字", toWidth: 5) == "中文…")
        #expect(DisplayWidth.truncate("中文字", toWidth: 2) == "…")
        for width in 0...8 {
            for text in ["中文字", "a中b文c", "👨‍👩‍👧x👍🏽y🇨🇳", "e\u{301}中e\u{301}"] {
                let result = DisplayWidth.truncate(text, toWidth: width)
                #expect(DisplayWidth.of(result) <= max(width, 0), "\(text) at \(width): \(result)")
                let kept = result.hasSuffix("…") && result != text ? String(result.dropLast()) : result
                #expect(text.hasPrefix(kept), "\(text) at \(width): \(result)")
            }
        }
    }

    @Test func truncateKeepsClustersWhole() {
        // The combining accent stays with its base; the ZWJ family is never cut apart.
        #expect(DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
        #expect(DisplayWidth.truncate("👨‍👩‍👧👨‍👩‍👧", toWidth: 3) == "👨‍👩‍👧…")
    }

    @Test func truncateWithOversizedEllipsis() {
        #expect(DisplayWidth.truncate("hello world", toWidth: 2, ellipsis: "...") == "..")
    }

    @Test func pad() {
        #expect(DisplayWidth.pad("ab", toWidth: 5) == "ab   ")
        #expect(DisplayWidth.pad("中", toWidth: 5) == "中   ")
        #expect(DisplayWidth.pad("abc", toWidth: 3) == "abc")
        #expect(DisplayWidth.pad("", toWidth: 2) == "  ")
        #expect(DisplayWidth.pad("abc", toWidth: 0) == "")
        #expect(DisplayWidth.pad("hello world", toWidth: 6) == "hello…")
        // Truncating before a wide character leaves a column, which padding fills.
        #expect(DisplayWidth.pad("中文字", toWidth: 4) == "中… ")
        for width in 1...7 {
            #expect(DisplayWidth.of(DisplayWidth.pad("a中文字😀", toWidth: width)) == width)
        }
    }

    // MARK: Generated table

    @Test func tablesAreSortedDisjointRanges() {
        let tables = [
            ("wide", DisplayWidth.wideRanges),
            ("zero", DisplayWidth.zeroWidthRanges),
            ("emoji", DisplayWidth.textPresentationEmojiRanges),
        ]
        for (name, table) in tables {
            #expect(!table.isEmpty && table.count % 2 == 0, "\(name)")
            var previousUpper: UInt32?
            for index in stride(from: 0, to: table.count, by: 2) {
                #expect(table[index] <= table[index + 1], "\(name) range \(index / 2)")
                if let previousUpper {
                    // Strictly after the previous range, and not adjacent (adjacent ones are merged).
                    #expect(table[index] > previousUpper + 1, "\(name) range \(index / 2)")
                }
                previousUpper = table[index + 1]
            }
        }
        // No scalar is both zero-width and wide.
        for index in stride(from: 0, to: DisplayWidth.zeroWidthRanges.count, by: 2) {
            let low = DisplayWidth.zeroWidthRanges[index]
            #expect(!DisplayWidth.ranges(DisplayWidth.wideRanges, contain: low))
        }
        #expect(DisplayWidth.unicodeVersion.split(separator: ".").count == 3)
    }

    @Test func generatedTableIsUpToDate() throws {
        let unicodeDirectory = "/usr/share/unicode"
        let installHint =
            "install Debian's `unicode-data` package (apt-get install unicode-data; the project's Makefile installs it)"
        let fileManager = FileManager.default
        for file in ["EastAsianWidth.txt", "emoji/emoji-data.txt"] {
            guard fileManager.fileExists(atPath: "\(unicodeDirectory)/\(file)") else {
                Issue.record("\(unicodeDirectory)/\(file) is missing: \(installHint)")
                return
            }
        }
        guard let python = Self.executableOnPath("python3") else {
            Issue.record("python3 is not on PATH; it is needed to run Scripts/generate-width-table.py")
            return
        }

        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // ScreenMarkTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
        let script = root.appendingPathComponent("Scripts/generate-width-table.py")
        let committed = root.appendingPathComponent("Sources/ScreenMark/Text/DisplayWidthTable.swift")
        let output = fileManager.temporaryDirectory
            .appendingPathComponent("DisplayWidthTable-\(UUID().uuidString).swift")
        defer { try? fileManager.removeItem(at: output) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path, unicodeDirectory, "--output", output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(
            process.terminationStatus == 0,
            "generate-width-table.py failed (\(process.terminationStatus)): \(errorText) — \(installHint)"
        )

        let fresh = try Data(contentsOf: output)
        let current = try Data(contentsOf: committed)
        #expect(
            fresh == current,
            "DisplayWidthTable.swift is out of date: run python3 Scripts/generate-width-table.py"
        )
    }

    /// The full path of `name` in a directory on `PATH`, if it is there and executable.
    static func executableOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
