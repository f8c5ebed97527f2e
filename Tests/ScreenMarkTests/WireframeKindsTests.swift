import Foundation
import Testing
@testable import ScreenMark

/// Every element kind and region kind of the grammar is drawn recognisably: for each, what
/// identifies it (in both character sets) is in the drawing of the all-kinds fixture, and
/// deleting its line (or region) from the fixture takes that away. So a mark is there because of
/// the element, not by chance.
@Suite struct WireframeKindsTests {
    static let path = "Tests/ScreenMarkTests/Fixtures/wireframe/all-kinds.screen.md"

    /// A line of the fixture (or, for a region, its heading) and what identifies it.
    struct Mark: CustomStringConvertible, Sendable {
        var name: String
        var line: String
        var unicode: [String]
        var ascii: [String]
        var description: String { name }
    }

    static let fixedSpace = "[L]" + String(repeating: " ", count: 11) + "[R]"

    static let elements: [ElementKind: Mark] = [
        .title: Mark(name: "title", line: "- title: Controls Title", unicode: ["Controls Title"], ascii: ["Controls Title"]),
        .prompt: Mark(name: "prompt", line: "- prompt: A prompt line", unicode: ["A prompt line"], ascii: ["A prompt line"]),
        .back: Mark(name: "back", line: "- back: Back Here", unicode: ["‹ Back Here"], ascii: ["< Back Here"]),
        .button: Mark(name: "button", line: "- button: Content Button", unicode: ["[Content Button]"], ascii: ["[Content Button]"]),
        .infoButton: Mark(name: "info-button", line: "- info-button {style: dark}", unicode: ["ⓘ"], ascii: ["(i)"]),
        .contactAddButton: Mark(name: "contact-add-button", line: "- contact-add-button: Add Someone", unicode: ["⊕"], ascii: ["(+)"]),
        .space: Mark(name: "space", line: "- space {width: 80}", unicode: [fixedSpace], ascii: [fixedSpace]),
        .cell: Mark(name: "cell", line: "- cell: Plain Cell", unicode: ["Plain Cell"], ascii: ["Plain Cell"]),
        .switch: Mark(name: "switch", line: "- switch: Switch Label = on", unicode: ["(ON ●)"], ascii: ["[ON ]"]),
        .slider: Mark(name: "slider", line: "- slider: Level = 0.5", unicode: ["─●─"], ascii: ["-O-"]),
        .segmented: Mark(name: "segmented", line: "- segmented: Choice =", unicode: ["◂│", "Three"], ascii: ["<|", "Three"]),
        .textField: Mark(name: "text-field", line: "- text-field: Name", unicode: ["[ Type here"], ascii: ["[ Type here"]),
        .textView: Mark(name: "text-view", line: "- text-view: Notes", unicode: ["│ Some notes"], ascii: ["| Some notes"]),
        .searchField: Mark(name: "search-field", line: "- search-field: Find", unicode: ["( Find things"], ascii: ["( Find things"]),
        .label: Mark(name: "label", line: "- label: A plain label", unicode: ["A plain label"], ascii: ["A plain label"]),
        .image: Mark(name: "image", line: "- image: Picture", unicode: ["╲", "Picture"], ascii: ["\\", "Picture"]),
        .picker: Mark(name: "picker", line: "- picker: Wheel", unicode: ["▸", "Beta"], ascii: [">", "Beta"]),
        .datePicker: Mark(name: "date-picker", line: "- date-picker: When", unicode: ["▸", "Mon Jun 7"], ascii: [">", "Mon Jun 7"]),
        .stepper: Mark(name: "stepper", line: "- stepper: Count", unicode: ["[ − | + ]"], ascii: ["[ - | + ]"]),
        .pageControl: Mark(name: "page-control", line: "- page-control", unicode: ["○ ● ○ ○"], ascii: ["o * o o"]),
        .progress: Mark(name: "progress", line: "- progress: Loading", unicode: ["█░"], ascii: ["#-"]),
        .activityIndicator: Mark(name: "activity-indicator", line: "- activity-indicator: Busy", unicode: ["✻ Busy"], ascii: ["* Busy"]),
        .webView: Mark(name: "web-view", line: "- web-view:", unicode: ["~~~", "https://example.com/page"], ascii: ["~~~", "https://example.com/page"]),
        .map: Mark(name: "map", line: "- map: Here", unicode: ["◉ Here", "·"], ascii: ["@ Here"]),
        .collection: Mark(name: "collection", line: "- collection: Grid", unicode: ["┐┌"], ascii: ["++"]),
        .tab: Mark(name: "tab", line: "- tab: Fourth", unicode: ["Fourth", "◇"], ascii: ["Fourth", "<>"]),
        .message: Mark(name: "message", line: "- message: Alert message text", unicode: ["Alert message text"], ascii: ["Alert message text"]),
        .refreshControl: Mark(name: "refresh-control", line: "- refresh-control:", unicode: ["↻ Pulling rows"], ascii: ["@ Pulling rows"]),
        .activity: Mark(name: "activity", line: "- activity {system: mail}", unicode: ["Mail"], ascii: ["Mail"]),
    ]

    static let regions: [RegionKind: Mark] = [
        .statusBar: Mark(name: "status bar", line: "## Status bar", unicode: ["9:41 AM", "Carrier ✻"], ascii: ["9:41 AM", "Carrier *"]),
        .navigationBar: Mark(name: "navigation bar", line: "## Navigation bar", unicode: ["‹ Back Here", "[Push Me]"], ascii: ["< Back Here", "[Push Me]"]),
        .searchBar: Mark(name: "search bar", line: "## Search bar", unicode: ["( Search rows"], ascii: ["( Search rows"]),
        .scopeBar: Mark(name: "scope bar", line: "## Scope bar", unicode: ["Right"], ascii: ["Right"]),
        .table: Mark(name: "table", line: "## Table (plain)", unicode: ["Plain Cell", "│─────"], ascii: ["Plain Cell", "|-----"]),
        .content: Mark(name: "content", line: "## Content", unicode: ["A plain label"], ascii: ["A plain label"]),
        .toolbar: Mark(name: "toolbar", line: "## Toolbar", unicode: ["[Trash]"], ascii: ["[Trash]"]),
        .tabBar: Mark(name: "tab bar", line: "## Tab bar", unicode: ["▸◆◂", "Second"], ascii: [">##<", "Second"]),
        .alert: Mark(name: "alert", line: "## Alert:", unicode: ["Alert Title", "├──────────────┬"], ascii: ["Alert Title", "+--------------+"]),
        .actionSheet: Mark(name: "action sheet", line: "## Action sheet:", unicode: ["! Destroy"], ascii: ["! Destroy"]),
        .activityView: Mark(name: "activity view", line: "## Activity view:", unicode: ["Share Title", "Twitter"], ascii: ["Share Title", "Twitter"]),
    ]

    /// The grouped table is the second `## Table`: checked on its own.
    static let groupedTable = Mark(
        name: "grouped table", line: "## Table (grouped)", unicode: ["╭──", "Grouped Switch", "A group footer"],
        ascii: ["Grouped Switch", "A group footer"])

    @Test func everyKindHasAMark() {
        #expect(Set(Self.elements.keys) == Set(ElementKind.allCases))
        #expect(Set(Self.regions.keys) == Set(RegionKind.allCases))
    }

    @Test(arguments: ElementKind.allCases) func elementKindIsRecognisable(kind: ElementKind) throws {
        let mark = try #require(Self.elements[kind])
        check(mark, deleting: { Self.deletingLine(containing: mark.line, from: $0) })
    }

    @Test(arguments: regions.values.sorted { $0.name < $1.name } + [groupedTable])
    func regionKindIsRecognisable(mark: Mark) {
        check(mark, deleting: { Self.deletingRegion(headed: mark.line, from: $0) })
    }

    /// Each mark is drawn, and fewer times once the line is gone, in both character sets.
    private func check(_ mark: Mark, deleting: (String) -> String?) {
        let source = String(decoding: Golden.read(Self.path).bytes, as: UTF8.self)
        guard let without = deleting(source) else {
            Issue.record("the fixture has no line `\(mark.line)`")
            return
        }
        for charset in WireframeRenderer.Charset.allCases {
            let before = listing(source, charset)
            let after = listing(without, charset)
            for signature in charset == .ascii ? mark.ascii : mark.unicode {
                let count = before.components(separatedBy: signature).count - 1
                #expect(count > 0, "\(mark.name) (\(charset)): `\(signature)` is not drawn")
                #expect(after.components(separatedBy: signature).count - 1 < count, "\(mark.name) (\(charset)): `\(signature)` does not come from it")
            }
        }
    }

    private func listing(_ source: String, _ charset: WireframeRenderer.Charset) -> String {
        let project = WireframeSupport.project(text: source, path: Self.path)
        return WireframeDrawing.listing(WireframeSupport.drawings(project, width: 40, charset: charset))
    }

    /// `source` without its first line that starts with `prefix`.
    static func deletingLine(containing prefix: String, from source: String) -> String? {
        var lines = source.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return nil }
        lines.remove(at: index)
        return lines.joined(separator: "\n")
    }

    /// `source` without the region whose heading starts with `prefix`: its heading and every
    /// line up to the next `#` or `##` heading.
    static func deletingRegion(headed prefix: String, from source: String) -> String? {
        var lines = source.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return nil }
        var end = start + 1
        while end < lines.count, !lines[end].hasPrefix("# "), !lines[end].hasPrefix("## ") { end += 1 }
        lines.removeSubrange(start..<end)
        return lines.joined(separator: "\n")
    }
}
