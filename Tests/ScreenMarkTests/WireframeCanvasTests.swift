import Testing
@testable import ScreenMark

/// The pieces the drawings are built from: the canvas, fitting and wrapping, row layout, dates.
@Suite struct WireframeCanvasTests {
    @Test func wideCharactersTakeTwoCellsAndAreNeverSplit() {
        var canvas = Canvas(width: 5, height: 1)
        #expect(canvas.write("中文字", x: 0, y: 0) == 4)  // the third does not fit in one column
        #expect(canvas.line(0) == "中文 ")
        // Overwriting the right half of 文 blanks its left half.
        canvas.put("x", x: 3, y: 0)
        #expect(canvas.line(0) == "中 x ")
        // Overwriting the left half of 中 blanks its right half.
        canvas.put("y", x: 0, y: 0)
        #expect(canvas.line(0) == "y  x ")
        // A wide character in the last column is not drawn; the cell is left blank.
        canvas.put("字", x: 4, y: 0)
        #expect(canvas.line(0) == "y  x ")
        #expect(DisplayWidth.of(canvas.line(0)) == 5)
    }

    @Test func writingAWideCharacterOverAnotherClearsItsOtherHalf() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.write("中文字", x: 0, y: 0)
        canvas.put("国", x: 1, y: 0)  // across the halves of 中 and 文
        #expect(canvas.line(0) == " 国 字")
        #expect(DisplayWidth.of(canvas.line(0)) == 6)
    }

    @Test func invisibleClustersAreNotPlaced() {
        var canvas = Canvas(width: 6, height: 1)
        // A lone joiner, a tab, a bell: clusters of width 0.
        #expect(canvas.write("\u{200D}a\tbc\u{7}", x: 0, y: 0) == 3)
        #expect(canvas.line(0) == "abc   ")
        // A base with its combining mark is one cell.
        var marks = Canvas(width: 3, height: 1)
        marks.write("e\u{301}x", x: 0, y: 0)
        #expect(marks.line(0) == "e\u{301}x ")
    }

    @Test func everyLineHasTheCanvasWidth() {
        var canvas = Canvas(width: 7, height: 3)
        canvas.box(x: 0, y: 0, width: 7, height: 3, glyphs: .unicode)
        canvas.write("👨‍👩‍👧🇯🇵中", x: 1, y: 1, limit: 5)
        #expect(canvas.lines() == ["╭─────╮", "│👨‍👩‍👧🇯🇵 │", "╰─────╯"])
        #expect(canvas.lines().allSatisfy { DisplayWidth.of($0) == 7 })
    }

    @Test func wrappingBreaksAtSpacesAndInsideCJK() {
        #expect(TextFit.wrap("Known networks are joined automatically.", 16) == ["Known networks", "are joined", "automatically."])
        #expect(TextFit.wrap("已知网络将自动加入。", 8) == ["已知网络", "将自动加", "入。"])
        #expect(TextFit.wrap("a\n  b", 10) == ["a b"])
        // Mixed text breaks at the wide characters, never inside a Latin word.
        #expect(TextFit.wrap("加入此网络。Your device", 14) == ["加入此网络。", "Your device"])
        #expect(TextFit.wrap("密码不正确。The password is incorrect", 16) == ["密码不正确。The", "password is", "incorrect"])
        #expect(TextFit.wrap("Supercalifragilistic", 8) == ["Supercal", "ifragili", "stic"])
        #expect(TextFit.wrap("", 10) == [""])
        #expect(TextFit.limit(["one", "two", "three"], to: 2, width: 5, ellipsis: "…") == ["one", "two…"])
    }

    @Test func theWidestPieceIsCutFirst() {
        let pieces = [Inline.text("Short", .unicode), Inline.text("A much longer label", .unicode), Inline.text("Medium one", .unicode)]
        #expect(InlineLayout.shrink(pieces, toFit: 30) == [5, 15, 10])
        #expect(InlineLayout.shrink(pieces, toFit: 12) == [4, 4, 4])
        #expect(InlineLayout.shrink(pieces, toFit: 1) == [2, 2, 2])  // never below the minimum
    }

    @Test func flexibleSpacesShareWhatIsLeft() {
        let placed = InlineLayout.place(
            [.flexible, .item(.fixed("[A]")), .flexible, .item(.fixed("[B]"))], width: 20)
        #expect(placed.map(\.x) == [7, 17])
        let fixed = InlineLayout.place([.item(.fixed("[L]")), .fixed(4), .item(.fixed("[R]"))], width: 20)
        #expect(fixed.map(\.x) == [0, 8])  // one column between items, then the fixed space
    }

    @Test func aTitleStaysCentredUntilItCannot() {
        func row(_ left: String?, _ title: String, _ right: String?, _ width: Int) -> String {
            var canvas = Canvas(width: width, height: 1)
            let placed = InlineLayout.centered(
                left: left.map { .text($0, .unicode) }, title: .text(title, .unicode), right: right.map { .text($0, .unicode) },
                width: width)
            InlineLayout.draw(placed, into: &canvas, x: 0, y: 0, width: width)
            return canvas.line(0)
        }
        #expect(row("‹ Back", "Title", "Edit", 24) == "‹ Back   Title      Edit")
        // Sides too long for the middle: the title moves into the gap rather than being cut.
        #expect(row("‹ Mailboxes Long", "Title", nil, 24) == "‹ Mailboxes Long  Title ")
        // Too long for the bar: the sides are cut to the halves the title leaves.
        #expect(row("‹ Mailboxes Long", "Inbox", "Edit Everything", 24) == "‹ Mailb… Inbox  Edit Ev…")
    }

    @Test func datesOfTheWheels() {
        #expect(CivilDate.days(year: 1970, month: 1, day: 1) == 0)
        #expect(CivilDate.shortName(CivilDate.days(year: 2010, month: 6, day: 7)) == "Mon Jun 7")
        #expect(CivilDate.shortName(CivilDate.days(year: 2000, month: 2, day: 29)) == "Tue Feb 29")
        #expect(CivilDate.shortName(CivilDate.days(year: 1969, month: 12, day: 31)) == "Wed Dec 31")
        for day in stride(from: -800_000, to: 800_000, by: 997) {
            let date = CivilDate.date(day)
            #expect(CivilDate.days(year: date.year, month: date.month, day: date.day) == day)
        }
    }

    @Test func indexEntries() {
        #expect(TableDrawer.indexEntries("A-E") == ["A", "B", "C", "D", "E"])
        #expect(TableDrawer.indexEntries("A, M, Z") == ["A", "M", "Z"])
        #expect(TableDrawer.indexEntries("#ABC") == ["#", "A", "B", "C"])
    }
}
