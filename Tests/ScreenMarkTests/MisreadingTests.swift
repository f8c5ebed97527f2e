import Testing
@testable import ScreenMark

/// The language never misreads in silence: every kind that takes a value (choices, on or off, a
/// number, a date or time), in every region that holds it, written with its value where its label
/// belongs gets a positioned diagnostic, and so does a kind that needs choices written with none
/// — and the fix-it's reading is the one the author meant.
@Suite struct MisreadingTests {
    /// Every (element kind that takes choices, region heading that holds it).
    static let cases: [(ElementKind, RegionKind)] = ElementKind.allCases.flatMap { kind -> [(ElementKind, RegionKind)] in
        switch kind.spec.value {
        case .choices, .wheels:
            return RegionKind.allCases.filter { $0.spec.elements.contains(kind) }.map { (kind, $0) }
        case .none, .toggle, .number, .integer, .text, .dateTime:
            return []
        }
    }

    /// A one-screen file with `line` in a region of `region`'s kind (a table gets a section).
    static func file(_ line: String, in region: RegionKind) -> String {
        let heading = region == .table ? "## Table (plain)" : "## \(region.rawValue.prefix(1).uppercased() + region.rawValue.dropFirst())"
        return "# Media\n\(heading)\n\(line)\n"
    }

    static func syntax(_ text: String) -> [Diagnostic] {
        Parser.parse(SourceFile(path: "t.screen.md", text: text)).diagnostics
    }

    @Test func thereAreKindsThatTakeChoices() {
        #expect(Set(Self.cases.map(\.0)) == [.segmented, .picker])
    }

    @Test(arguments: cases.indices) func choicesWrittenAsALabelAreReadAsChoices(index: Int) throws {
        let (kind, region) = Self.cases[index]
        let line = "- \(kind.rawValue): *Audio* | Video"
        let text = Self.file(line, in: region)
        let found = Self.syntax(text)
        #expect(found.map(\.id) == ["value-as-label"], "\(kind) in \(region): \(found.map(\.message))")
        let source = SourceFile(path: "t.screen.md", text: text)
        let at = source.location(of: try #require(found.first).range.start)
        #expect(at.line == 3 && at.column == kind.rawValue.count + 5, "\(at)")
        // The element is read as meant: no label, two choices, Audio selected.
        let element = try #require(Parser.parse(source).document.screens.first?.regions.first?.allElements.first)
        #expect(element.label == nil)
        guard case .choices(let choices)? = element.value?.value ?? nil else {
            if case .wheels(let wheels)? = element.value?.value {
                #expect(wheels.first?.map(\.text) == ["Audio", "Video"])
                return
            }
            Issue.record("\(kind) in \(region) has no choices: \(String(describing: element.value))")
            return
        }
        #expect(choices.map(\.text) == ["Audio", "Video"] && choices.first?.isSelected == true)
        // The fix-it writes what was meant, which then reads clean.
        let fixed = FixApplier.apply(found.compactMap(\.fixIt), to: source.bytes)
        let fixedText = String(decoding: fixed.bytes, as: UTF8.self)
        #expect(fixedText.contains("- \(kind.rawValue) = *Audio* | Video\n"))
        #expect(Self.syntax(fixedText).isEmpty)
    }

    @Test(arguments: cases.indices) func noChoicesAtAllIsReported(index: Int) {
        let (kind, region) = Self.cases[index]
        for line in ["- \(kind.rawValue)", "- \(kind.rawValue): Range"] {
            let found = Self.syntax(Self.file(line, in: region))
            #expect(found.map(\.id) == ["missing-choices"], "\(line) in \(region): \(found.map(\.message))")
            #expect(found.first?.range.start == "# Media\n".utf8.count + Self.file("", in: region).split(separator: "\n")[1].utf8.count + 3)
        }
    }

    /// Every (element kind that takes a value a label can look like, region that holds it, that
    /// value written plainly).
    static let valueCases: [(ElementKind, RegionKind, String)] = ElementKind.allCases.flatMap { kind -> [(ElementKind, RegionKind, String)] in
        let samples: [String]
        switch kind.spec.value {
        case .toggle: samples = ["on", "Off"]
        case .number: samples = ["0.5", "40", "-1"]
        case .integer: samples = ["2"]
        case .dateTime: samples = ["2010-06-07 09:41"]
        case .choices, .wheels: samples = ["*Audio* | Video"]
        case .none, .text: samples = []
        }
        return RegionKind.allCases.filter { $0.spec.elements.contains(kind) }.flatMap { region in samples.map { (kind, region, $0) } }
    }

    @Test func everyKindOfValueIsCovered() {
        #expect(Set(Self.valueCases.map(\.0)) == [.switch, .slider, .segmented, .picker, .datePicker, .stepper, .pageControl, .progress])
    }

    /// Written after the colon, a value is read as the value, with a warning at it whose fix-it
    /// reads clean — a page control's too, which takes no label. Never silence.
    @Test(arguments: valueCases.indices) func aValueWrittenAsALabelIsReadAsTheValue(index: Int) throws {
        let (kind, region, value) = Self.valueCases[index]
        let text = Self.file("- \(kind.rawValue): \(value)", in: region)
        let source = SourceFile(path: "t.screen.md", text: text)
        let found = Self.syntax(text)
        let first = try #require(found.first, "\(kind) in \(region) with `\(value)`: no diagnostic")
        #expect(source.location(of: first.range.start).line == 3)
        #expect(found.map(\.id) == ["value-as-label"], "\(kind) in \(region) with `\(value)`: \(found.map(\.message))")
        let element = try #require(Parser.parse(source).document.screens.first?.regions.first?.allElements.first)
        #expect(element.label == nil && element.value != nil, "\(kind): \(String(describing: element.value))")
        let fixed = String(decoding: FixApplier.apply(found.compactMap(\.fixIt), to: source.bytes).bytes, as: UTF8.self)
        #expect(fixed.contains("- \(kind.rawValue) = \(value)\n") && Self.syntax(fixed).isEmpty, "\(fixed)")
    }

    /// A date picker's value in another mode's shape is a value still, and the mode's check says so.
    @Test func aDateInAPickerOfTimesIsAValueInTheWrongShape() {
        let found = Self.syntax(Self.file("- date-picker: 2010-06-07 {mode: time}", in: .content))
        #expect(found.map(\.id) == ["value-as-label", "invalid-value"], "\(found.map(\.message))")
    }

    @Test func aWordThatIsNoValueIsALabel() {
        for line in ["- switch: Wi-Fi", "- slider: Volume", "- date-picker: Start", #"- switch: "on""#, "- stepper: Copies"] {
            let found = Self.syntax(Self.file(line, in: .content))
            #expect(found.isEmpty, "\(line): \(found.map(\.message))")
        }
    }

    @Test func aQuotedLabelWithABarIsALabel() {
        let found = Self.syntax(Self.file(#"- segmented: "Audio | Video" = *A* | B"#, in: .content))
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
