import Testing
@testable import ScreenMark

/// Identifiers from labels, string literals, collisions, layout and output names.
@Suite struct SwiftNamesTests {
    func member(_ label: String) -> String { SwiftNames.join(SwiftNames.words(label), .member) }
    func type(_ label: String) -> String { SwiftNames.join(SwiftNames.words(label), .type) }

    @Test func camelCase() {
        #expect(member("All Inboxes") == "allInboxes")
        #expect(member("Wi-Fi") == "wiFi")
        #expect(member("IP Address") == "ipAddress")
        #expect(member("DHCP") == "dhcp")
        #expect(member("IPAddress") == "ipAddress")
        #expect(member("BootP") == "bootP")
        #expect(member("iCloud") == "iCloud")
        #expect(member("Date & Time") == "dateTime")
        #expect(member("snake_case label") == "snakeCaseLabel")
        #expect(type("new message") == "NewMessage")
        #expect(type("Wi-Fi") == "WiFi")
    }

    @Test func leadingDigitsAndNumbers() {
        #expect(member("1Password") == "_1Password")
        #expect(member("24-Hour Time") == "_24HourTime")
        #expect(member("6:30 AM Wake Up") == "_6_30AMWakeUp")
        #expect(member("(408) 555-0199") == "_408_555_0199")
        #expect(type("2 ABC") == "_2ABC")
    }

    @Test func otherScriptsAndSymbols() {
        #expect(member("相机胶卷") == "相机胶卷")
        #expect(member("Café Central") == "caféCentral")
        #expect(member("Ελληνικά") == "ελληνικά")
        // Symbols alone are spelt by their Unicode names; among words they only separate.
        #expect(member("*") == "asterisk")
        #expect(member("#") == "numberSign")
        #expect(member("🚀") == "rocket")
        #expect(member("❤️") == "heavyBlackHeart")
        #expect(member("👍🏽") == "thumbsUpSign")
        #expect(member("🚀 Launch") == "launch")
        #expect(member("_") == "lowLine")
        // A mark with nothing to combine with is no word.
        #expect(member("\u{301}accent") == "accent")
        #expect(SwiftNames.words(" \t ").isEmpty)
    }

    @Test func keywordsAreEscaped() {
        #expect(SwiftNames.token("default").text == "`default`")
        #expect(SwiftNames.token("init").text == "`init`")
        #expect(SwiftNames.token("Any").text == "`Any`")
        #expect(SwiftNames.token("inbox").text == "inbox")
    }

    @Test func collisionsGetNumbersInOrder() {
        var scope = SwiftNameScope(reserving: ["title"])
        #expect(scope.claim("edit") == "edit")
        #expect(scope.claim("edit") == "edit2")
        #expect(scope.claim("edit2") == "edit2_2")
        #expect(scope.claim("edit") == "edit3")
        #expect(scope.claim("title") == "title2")
        #expect(scope.claim("self") == "self2")
        #expect(scope.claim("_") == "_2")
        #expect(scope.claim("item1") == "item1")
        #expect(scope.claim("item1") == "item1_2")
    }

    @Test func manualNames() {
        #expect(SwiftNames.problem(withManualName: "deleteButton") == nil)
        #expect(SwiftNames.problem(withManualName: "_private") == nil)
        #expect(SwiftNames.problem(withManualName: "相机") == nil)
        #expect(SwiftNames.problem(withManualName: "") != nil)
        #expect(SwiftNames.problem(withManualName: "2fa") != nil)
        #expect(SwiftNames.problem(withManualName: "two words") != nil)
        #expect(SwiftNames.problem(withManualName: "a-b") != nil)
        #expect(SwiftNames.problem(withManualName: "self") != nil)
        #expect(SwiftNames.manual("URLField", .member) == "urlField")
        #expect(SwiftNames.manual("compose", .type) == "Compose")
    }

    @Test func literalsEscapeEverythingThatCouldEndThem() {
        #expect(SwiftLiteral.string(#"say "hi""#).text == #""say \"hi\"""#)
        #expect(SwiftLiteral.string(#"\(x)"#).text == #""\\(x)""#)
        #expect(SwiftLiteral.string(#"""" #"#).text == #""\"\"\" #""#)
        #expect(SwiftLiteral.string("a\nb\r\tc\0").text == #""a\nb\r\tc\0""#)
        #expect(SwiftLiteral.string("a\u{2028}b\u{202E}c\u{7}").text == #""a\u{2028}b\u{202E}c\u{7}""#)
        #expect(SwiftLiteral.string("相机 🚀 👨‍👩‍👧").text == "\"相机 🚀 👨‍👩‍👧\"")
        #expect(SwiftLiteral.double(0.7).text == "0.7")
        #expect(SwiftLiteral.double(2).text == "2.0")
        #expect(SwiftLiteral.double(-1).text == "-1.0")
    }

    @Test func commentsCannotEndEarly() {
        let lines = SwiftLiteral.documentation("one\ntwo\r\nthree\u{2028}four */ \u{202E}x\u{85}end")
        #expect(lines?.text == "/// one\n/// two\n/// three\n/// four */ \u{FFFD}x\n/// end")
        #expect(SwiftLiteral.documentation("a\n\nb")?.text == "/// a\n///\n/// b")
        #expect(SwiftLiteral.documentation("") == nil)
        #expect(SwiftLiteral.commentSafe("a\nb\u{2028}c") == "a\u{FFFD}b\u{FFFD}c")
    }

    @Test func layoutIndentsByBrackets() {
        let text = """
            enum A {
            /// doc { not a bracket
            static let s = "} ) ]"
            var x: Int {
            switch self {
            case .a: return 1
            }
            }
            func f(
            a: Int
            ) {}


            }
            """
        #expect(
            SwiftLayout.format(text) == """
                enum A {
                    /// doc { not a bracket
                    static let s = "} ) ]"
                    var x: Int {
                        switch self {
                        case .a: return 1
                        }
                    }
                    func f(
                        a: Int
                    ) {}
                }

                """)
    }

    @Test func layoutKeepsMultilineStrings() {
        let text = "let s = \"\"\"\n  kept {\n\"\"\"\nlet t = 1\n"
        #expect(SwiftLayout.format(text) == text)
        // A combining mark after a quote does not hide the quote.
        #expect(SwiftLayout.format("  let s = \"\u{301}{\"\n  let t = 1\n") == "let s = \"\u{301}{\"\nlet t = 1\n")
    }

    @Test func outputNamesNeverCollide() {
        #expect(SwiftOutputNames.outputPath(for: "Mail.screen.md") == "Mail.screen.swift")
        #expect(SwiftOutputNames.outputPath(for: "Settings/Wifi.screen.md") == "Settings+Wifi.screen.swift")
        #expect(SwiftOutputNames.outputPath(for: "Settings+Wifi.screen.md") == "Settings%2BWifi.screen.swift")
        #expect(SwiftOutputNames.outputPath(for: "a%2B.screen.md") == "a%252B.screen.swift")
        #expect(SwiftOutputNames.outputPath(for: "../../etc/x.screen.md") == "..+..+etc+x.screen.swift")
        #expect(SwiftOutputNames.outputPath(for: "a\nb.screen.md") == "a%0Ab.screen.swift")
        #expect(SwiftOutputNames.collisions(["A/X.screen.md", "a/X.screen.md", "B.screen.md"]) == [["A/X.screen.md", "a/X.screen.md"]])
    }

    @Test func sourceNamesAreRelativeToTheirInputRoot() {
        let files = ["Examples/Mail.screen.md", "Specs/Settings/Wifi.screen.md", "One/Single.screen.md", "Top.screen.md"]
        let names = files.map { InputFiles.relativeName(of: $0, inputs: ["Examples", "Specs/", "One/Single.screen.md", "."]) }
        #expect(names == ["Mail.screen.md", "Settings/Wifi.screen.md", "Single.screen.md", "Top.screen.md"])
    }

    /// Invisible characters never make a second member that looks like the first.
    @Test func invisibleCharactersAreLeftOut() {
        for invisible in ["\u{34F}", "\u{FE00}", "\u{180B}", "\u{3164}"] {
            #expect(SwiftNames.words("Pa\(invisible)y") == ["Pay"], "U+\(String(invisible.unicodeScalars.first!.value, radix: 16))")
            #expect(SwiftNames.problem(withManualName: "pa\(invisible)y") != nil)
        }
        #expect(SwiftNames.problem(withManualName: "pa\u{200B}y") != nil)
        // A zero-width space separates words, as a space does.
        #expect(SwiftNames.words("Zero\u{200B}Width") == ["Zero", "Width"])
        // A label of fillers only is spelt by the fillers' names, visibly.
        #expect(SwiftNames.words("\u{3164}") == ["hangul", "filler"])
    }

    /// A letter from another alphabet that looks like the word's own never reaches a name, and two
    /// names that look alike are never declared side by side.
    @Test func lookalikeLettersAreRespeltAndNumbered() {
        func name(_ label: String) -> String { SwiftNames.join(SwiftNames.words(label), .member) }
        // `Pаy` with a Cyrillic а, `Pαy` with a Greek α.
        #expect(name("P\u{430}y") == "pay")
        #expect(name("P\u{3B1}y now") == "payNow")
        // A Cyrillic word keeps its letters, a stray Latin one among them is written in Cyrillic.
        #expect(name("\u{41E}плат\u{61}") == "\u{43E}плат\u{430}")
        // Words of two alphabets side by side keep their own letters; Chinese beside Latin too.
        #expect(name("OK \u{41E}тмена") == "ok\u{41E}тмена")
        #expect(name("Email \u{410}дрес") == "email\u{410}дрес")
        #expect(name("iPhone相册") == "iPhone相册")
        let problem = SwiftNames.problem(withManualName: "p\u{430}y")
        #expect(problem == "a name may not mix Latin letters with Cyrillic ones that look alike (`\u{430}`, U+0430); write `pay`")

        var scope = SwiftNameScope()
        #expect(scope.claim("pay") == "pay")
        // `рау` in Cyrillic, `ｐａｙ` in full-width letters: each looks like `pay`.
        #expect(scope.claim("\u{440}\u{430}\u{443}") == "\u{440}\u{430}\u{443}2")
        #expect(scope.claim("\u{FF50}\u{FF41}\u{FF59}") == "\u{FF50}\u{FF41}\u{FF59}3")
        #expect(scope.isTaken("\u{440}ay"))
    }
}
