import Foundation

/// What a finding is about, without saying where its lines are: its rule, its file, the screen
/// and the element it is in. Lines move whenever someone edits above a finding; what the finding
/// is about does not, so a baseline (``Baseline``), `review`'s findings introduced and fixed, and
/// SARIF's `partialFingerprints` all match findings by this key and never by position.
///
/// Two findings of one rule about one element are told apart by ``occurrence``, their order
/// there: the first is 0.
public struct FindingKey: Hashable, Sendable, Codable, Comparable {
    /// The rule or diagnostic id.
    public var rule: String
    /// The file, as a path relative to a folder the caller chooses (see
    /// ``relativePath(_:to:)``): a baseline's own folder, the repository's root.
    public var file: String
    /// The id of the screen the finding is in; empty outside every screen.
    public var screen: String
    /// The element (or region) the finding is in, as ``ElementLocator`` names it: `table/Inboxes/cell: All
    /// Inboxes`, `action sheet#delete/button: Cancel`, `navigation bar`; empty when it is in
    /// none (a screen's heading or description).
    public var element: String
    /// Which of the findings with the same rule, file, screen and element this is, in file order.
    public var occurrence: Int

    /// A key with every field given.
    public init(rule: String, file: String, screen: String, element: String, occurrence: Int = 0) {
        self.rule = rule
        self.file = file
        self.screen = screen
        self.element = element
        self.occurrence = occurrence
    }

    /// The key as 32 hex digits: SARIF's `partialFingerprints` value, and a baseline entry's.
    public var fingerprint: String {
        var digest = ContentDigest()
        for field in [rule, file, screen, element, String(occurrence)] { digest.add(field) }
        return digest.hex
    }

    /// The key with occurrence 0: what the findings of one rule on one element share.
    var withoutOccurrence: FindingKey {
        var key = self
        key.occurrence = 0
        return key
    }

    public static func < (lhs: FindingKey, rhs: FindingKey) -> Bool {
        (lhs.file, lhs.screen, lhs.element, lhs.rule, lhs.occurrence) < (rhs.file, rhs.screen, rhs.element, rhs.rule, rhs.occurrence)
    }

    /// The key of each of `diagnostics`, in order. `file` names a diagnostic's path as the key
    /// holds it (``relativePath(_:to:)`` to one folder, for every file of the run).
    public static func keys(of diagnostics: [Diagnostic], in project: Project, file: (String) -> String) -> [FindingKey] {
        let locator = ElementLocator(project)
        var seen: [FindingKey: Int] = [:]
        return diagnostics.map { diagnostic in
            let (screen, element) = locator.place(of: diagnostic.range.start, in: diagnostic.path)
            var key = FindingKey(rule: diagnostic.id, file: file(diagnostic.path), screen: screen, element: element)
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            key.occurrence = occurrence
            return key
        }
    }

    /// `path` relative to `folder` (`..` where it is outside), both read from the current
    /// directory when relative; the same file gets the same name however the tool was given it.
    public static func relativePath(_ path: String, to folder: String) -> String {
        let file = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        let shared = zip(file, base).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - shared) + file.dropFirst(shared)).joined(separator: "/")
    }
}

/// Names the screen and the element that hold a byte offset of a spec, in words that survive
/// edits moving lines: ids, region kinds, section titles, element kinds and labels.
struct ElementLocator {
    private let documents: [String: Document]

    init(_ project: Project) {
        documents = Dictionary(project.documents.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The screen id and element name at `offset` in the file at `path`; empty strings for what
    /// is not there (a configuration file, the lines before the first screen).
    func place(of offset: Int, in path: String) -> (screen: String, element: String) {
        guard let document = documents[path] else { return ("", "") }
        if let frontMatter = document.frontMatter, frontMatter.range.contains(offset) { return ("", "front matter") }
        // Screens are in file order and do not overlap: the last that starts at or before the
        // offset holds it, if any does.
        var low = 0, high = document.screens.count
        while low < high {
            let middle = (low + high) / 2
            if document.screens[middle].range.start <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return ("", "") }
        let screen = document.screens[low - 1]
        guard screen.range.contains(offset) || screen.range.end == offset else { return ("", "") }
        return (screen.id.value, element(at: offset, in: screen))
    }

    private func element(at offset: Int, in screen: Screen) -> String {
        guard let region = screen.regions.first(where: { $0.range.contains(offset) || $0.range.end == offset }) else { return "" }
        var name = region.kind.rawValue
        if region.kind.isOverlay, let id = region.id { name += "#" + id.value }
        var elements = region.elements
        if let section = region.sections.first(where: { $0.range.contains(offset) }) {
            name += "/" + (section.title?.value ?? "")
            elements = section.elements
        }
        guard let element = elements.first(where: { $0.range.contains(offset) || $0.range.end == offset }) else { return name }
        return name + "/" + element.kind.rawValue + (element.label.map { ": " + $0.value } ?? "")
    }
}
