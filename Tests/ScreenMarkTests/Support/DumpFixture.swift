@testable import ScreenMark

/// Documents built by hand for `ASTDumpTests`: one with every property of every node set and
/// the values whose JSON spelling is easy to get wrong, one with nothing optional.
enum DumpFixture {
    /// Every ASCII character, `/`, DEL, letters beyond ASCII (two, three and four bytes), the
    /// line and paragraph separators, a byte-order mark, NEL, and text that looks like JSON.
    static let trickyText =
        String(String.UnicodeScalarView((0..<0x80).map { Unicode.Scalar(UInt8($0)) }))
        + "/a/b/ é€𝄞 \u{2028}\u{2029}\u{FEFF}\u{85} [ 1,  2 ] items {\"a\" : [1]}"

    /// Numbers whose shortest spelling has an exponent, a fraction, a sign or many digits.
    static let trickyNumbers: [Double] = [
        0, 1, -1, 0.5, -0.0, 0.1, 0.30000000000000004, 1e15, 1e16, 1e21, 1e30, 1e-7, 3e-28, 2.5e-5,
        1.2345678901234568e17, 44, 320.25,
    ]

    static let trickyIntegers = [0, 7, -7, 10, 99, 100, 1_234_567, Int.max, Int.min]

    static func range(_ start: Int) -> SourceRange { SourceRange(start, start + 3) }

    static func located<Value>(_ value: Value, _ start: Int = 1) -> Located<Value> { Located(value, at: range(start)) }

    static func choice(_ text: String, _ start: Int) -> Choice {
        Choice(text: text, isIcon: start % 2 == 0, isSelected: start % 3 == 0, range: range(start))
    }

    static let values: [ElementValue] =
        [.toggle(true), .toggle(false), .text(trickyText), .text(""), .choices([choice("a", 2), choice(trickyText, 3)]),
         .wheels([[choice("h", 4), choice("m", 5)], [choice("x", 6)]]),
         .dateTime(DateTimeValue(year: 2026, month: 11, day: 26, hour: 0, minute: 5))]
        + trickyNumbers.map { .number($0) } + trickyIntegers.map { .integer($0) }

    static let attributeValues: [AttributeValue] =
        [.flag, .text(trickyText), .choice("grouped"), .size(width: 44, height: 0.5), .size(width: 1e21, height: -0.0)]
        + trickyNumbers.map { .number($0) } + trickyIntegers.map { .integer($0) }

    static let target = Target(
        presentation: .modal, presentationRange: range(5), detailRange: range(6),
        link: Link(text: trickyText, file: "other/a.screen.md", fragment: "a/b", destinationRange: range(7), range: range(8)),
        range: range(9))

    static func attribute(_ value: AttributeValue, _ start: Int) -> Attribute {
        Attribute(name: located("name \(start)", start), value: value, valueRange: range(start + 1), range: range(start))
    }

    static func element(_ value: ElementValue, _ start: Int) -> Element {
        Element(
            kind: .slider, kindRange: range(start), label: located(trickyText, start), value: located(value, start),
            attributes: [attribute(.flag, start)], target: target, detailTarget: target, range: range(start))
    }

    static let prose = Prose(markdown: trickyText, range: range(10))

    static let everyProperty = Document(
        path: "folder/sub folder/é.screen.md",
        frontMatter: FrontMatter(
            entries: [.init(key: located("app"), value: located(trickyText))], formatVersion: located(1),
            app: located("App"), profile: located(.iphone2010), appStyle: located(.utility), language: located("zh-Hans"),
            range: range(0)),
        introduction: prose,
        screens: [
            Screen(
                title: located(trickyText), id: located("a-b"), hasExplicitID: true, codeName: located("Inbox"),
                hidesTabBar: range(11), raised: range(12), description: prose,
                regions: [
                    Region(
                        kind: .table, kindRange: range(12), variant: located("grouped"), title: located(trickyText),
                        id: located("id"), attributes: attributeValues.enumerated().map { attribute($1, 100 + $0) },
                        elements: values.enumerated().map { element($1, 200 + $0) },
                        sections: [
                            Section(
                                title: located("Header"), elements: [element(.toggle(true), 300)], footer: prose,
                                headingRange: range(13), range: range(14))
                        ],
                        note: prose, headingRange: range(15), range: range(16))
                ],
                headingRange: range(17), range: range(18))
        ],
        comments: [Comment(text: trickyText, range: range(19))],
        range: SourceRange(0, 1_000_000))

    static let nothingOptional = Document(
        path: "a.screen.md", frontMatter: FrontMatter(entries: [], range: range(0)), introduction: nil,
        screens: [
            Screen(
                title: located(""), id: located(""), hasExplicitID: false, codeName: nil, hidesTabBar: nil, raised: nil, description: nil,
                regions: [
                    Region(
                        kind: .alert, kindRange: range(1), variant: nil, title: nil, id: nil, attributes: [],
                        elements: [
                            Element(
                                kind: .label, kindRange: range(2), label: nil, value: nil, attributes: [], target: nil,
                                detailTarget: nil, range: range(3)),
                            Element(
                                kind: .datePicker, kindRange: range(2), label: nil, value: located(.dateTime(DateTimeValue())),
                                attributes: [], target: Target(presentation: .back, range: range(4)), detailTarget: nil,
                                range: range(3)),
                            Element(
                                kind: .picker, kindRange: range(2), label: nil, value: located(.wheels([[], []])),
                                attributes: [], target: nil, detailTarget: nil, range: range(3)),
                            Element(
                                kind: .segmented, kindRange: range(2), label: nil, value: located(.choices([])),
                                attributes: [], target: nil, detailTarget: nil, range: range(3)),
                        ],
                        sections: [Section(elements: [], range: range(5))], note: nil, headingRange: range(6), range: range(7))
                ],
                headingRange: range(8), range: range(9))
        ],
        comments: [], range: SourceRange(0, 0))

    /// The paths of the optionals left `nil` in `value`, at any depth.
    static func unsetOptionals(in value: Any, at path: String = "document") -> [String] {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional && mirror.children.isEmpty { return [path] }
        if value is String { return [] }
        return mirror.children.enumerated().flatMap { index, child in
            unsetOptionals(in: child.value, at: path + "." + (child.label ?? String(index)))
        }
    }
}
