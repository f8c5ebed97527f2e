import Foundation
import Testing
@testable import ScreenMark

/// Display width: Chinese, emoji (a ZWJ family, flags, skin tones, keycaps) and combining marks
/// are measured per grapheme cluster, cut only between clusters, and every line of a drawing
/// has the width asked for, at every width from the minimum up.
@Suite struct WireframeWidthTests {
    static let chinese = "Tests/ScreenMarkTests/Fixtures/wireframe/chinese.screen.md"
    static let emoji = "Tests/ScreenMarkTests/Fixtures/wireframe/emoji.screen.md"

    @Test(arguments: WireframeSupport.examples + WireframeSupport.fixtures)
    func everyWidthFromTheMinimum(path: String) {
        let project = WireframeSupport.project(path)
        for width in WireframeRenderer.minimumWidth...80 {
            for charset in WireframeRenderer.Charset.allCases {
                for drawing in WireframeSupport.drawings(project, width: width, charset: charset) {
                    let problems = WireframeSupport.problems(in: drawing.text, width: width)
                    #expect(problems.isEmpty, "\(drawing.heading) at \(width) \(charset):\n\(problems.joined(separator: "\n"))")
                }
            }
        }
    }

    /// Control characters between emoji joined by a ZWJ, and a trailing joiner before another
    /// emoji, found by the fuzzer: every line still has the width asked for.
    @Test func joinersAndControlsKeepTheWidth() {
        let text = "# Family\n\n## Content\n- label: \u{1F469}\u{200D}\u{1}\u{1F469} and \u{1F469}\u{200D}\n- label: \u{1F469}\u{200D}\u{7}\u{1F467}\u{200D}\u{1F466}\n"
        let project = WireframeSupport.project(text: text)
        for width in [WireframeRenderer.minimumWidth, 40, 60] {
            for drawing in WireframeSupport.drawings(project, width: width) {
                let problems = WireframeSupport.problems(in: drawing.text, width: width)
                #expect(problems.isEmpty, "\(width):\n\(problems.joined(separator: "\n"))\n\(drawing.text)")
            }
        }
    }

    /// Files with errors draw what was understood, just as exactly.
    @Test(arguments: Golden.files(in: "Examples/invalid", endingWith: ".invalid.md"))
    func filesWithErrorsDrawExactly(path: String) {
        let project = WireframeSupport.project(path)
        for width in [WireframeRenderer.minimumWidth, 40, 61] {
            for charset in WireframeRenderer.Charset.allCases {
                for drawing in WireframeSupport.drawings(project, width: width, charset: charset) {
                    let problems = WireframeSupport.problems(in: drawing.text, width: width)
                    #expect(problems.isEmpty, "\(drawing.heading) at \(width) \(charset):\n\(problems.joined(separator: "\n"))")
                }
            }
        }
    }

    /// A cluster cut in two (half a family, one regional indicator of a flag, a mark without
    /// its base) would be a cluster the source does not contain.
    @Test(arguments: [chinese, emoji]) func clustersAreNeverSplit(path: String) {
        let source = String(decoding: Golden.read(path).bytes, as: UTF8.self)
        let whole = Set(source.filter { $0.unicodeScalars.count > 1 })
        #expect(!whole.isEmpty || path == Self.chinese)
        let project = WireframeSupport.project(path)
        for width in WireframeRenderer.minimumWidth...80 {
            for drawing in WireframeSupport.drawings(project, width: width) {
                let drawn = Set(drawing.text.filter { $0.unicodeScalars.count > 1 && $0 != "\r\n" })
                let foreign = drawn.subtracting(whole)
                #expect(foreign.isEmpty, "\(drawing.heading) at \(width): \(foreign.map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
            }
        }
    }

    /// The emoji fixture really exercises what it claims: the drawing holds the family, a flag,
    /// a skin-tone emoji and decomposed combining marks, each measured as the table says.
    @Test func emojiAreDrawnWhole() {
        let text = WireframeSupport.listing(Self.emoji, width: 60, charset: .unicode)
        let family: Character = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let japan: Character = "\u{1F1EF}\u{1F1F5}"
        let thumbs: Character = "\u{1F44D}\u{1F3FD}"
        let zoe = "Zoe\u{308}"
        for character in [family, japan, thumbs] {
            #expect(text.contains(character))
            #expect(DisplayWidth.of(character) == 2)
        }
        #expect(text.contains(zoe))
        #expect(DisplayWidth.of(zoe) == 3)
    }

    /// Long labels mixing Chinese and English are cut with an ellipsis, at a column boundary:
    /// where a wide character would cross the limit it is left out and a space keeps the width.
    @Test(arguments: [24, 40]) func longChineseLabelsAreCut(width: Int) {
        let text = WireframeSupport.listing(Self.chinese, width: width, charset: .unicode)
        // The title, back button, a cell and the tab titles are all too long at these widths.
        let cut = text.split(separator: "\n").filter { $0.contains("…") }
        #expect(cut.count >= 5, "\(text)")
        // Some cut falls right after a wide character: the case where splitting would happen.
        #expect(cut.contains { line in
            let characters = Array(line)
            return characters.indices.contains { $0 > 0 && characters[$0] == "…" && DisplayWidth.of(characters[$0 - 1]) == 2 }
        })
    }

    /// The cut itself, on every width a label can be given: never wider than asked, at most one
    /// column narrower (a wide character left out), the kept part a prefix of whole characters.
    @Test func cuttingMixedTextAtEveryWidth() {
        let label = "无线局域网 Wireless LAN 设置 \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} Zoe\u{308}"
        for width in 1...DisplayWidth.of(label) {
            let fitted = TextFit.fit(label, width, ellipsis: "…")
            let columns = DisplayWidth.of(fitted)
            #expect(columns <= width && columns >= width - 1, "\(width): \(fitted)")
            let kept = fitted.hasSuffix("…") && fitted != label ? String(fitted.dropLast()) : fitted
            #expect(label.hasPrefix(kept), "\(width): \(fitted)")
        }
    }
}
