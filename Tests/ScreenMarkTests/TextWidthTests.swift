import Foundation
import Testing
@testable import ScreenMark

/// The widths the fitting rules measure text with: Helvetica's, from Adobe's metrics.
@Suite struct TextWidthTests {
    /// Known widths (thousandths of an em, from the AFM): `n` 556, `i` 222, `W` 944 regular; `W`
    /// 944 and `i` 278 bold; a wide character an em; a combining mark nothing.
    @Test func charactersTakeTheirFontsWidths() {
        #expect(TextWidth.points("n", size: 1000, weight: .regular) == 556)
        #expect(TextWidth.points("iW", size: 1000, weight: .regular) == 222 + 944)
        #expect(TextWidth.points("iW", size: 1000, weight: .bold) == 278 + 944)
        #expect(TextWidth.points("中", size: 17, weight: .regular) == 17)
        #expect(TextWidth.points("e\u{301}", size: 1000, weight: .regular) == TextWidth.points("e", size: 1000, weight: .regular))
        // A letter beyond Latin-1 (Cyrillic д) takes an average letter's width, an `n`.
        #expect(TextWidth.points("д", size: 1000, weight: .regular) == 556)
    }

    /// Narrow letters make a title narrower than eight points a character said: the false alarms
    /// the hold-out apps found (a 32-character row label beside a switch, 4 segments in a bar).
    @Test func aRealTitleIsMeasuredNotCounted() {
        let label = "Rain alerts for current location"
        #expect(TextWidth.points(label, size: 17, weight: .regular) < 230)
        #expect(Double(label.count) * 8 > 250)
    }

    /// The committed table is what Scripts/generate-font-metrics.py makes from groff's Helvetica
    /// metrics (`groff-base`, which `man-db` needs: `make test` installs it).
    @Test func theTableIsGeneratedFromTheMetrics() throws {
        let run = try CLITests.run(
            ["python3", Golden.packageRoot.appendingPathComponent("Scripts/generate-font-metrics.py").path, "--check"],
            executable: "/usr/bin/env")
        #expect(run.status == 0, "\(run.stderr)")
    }
}
