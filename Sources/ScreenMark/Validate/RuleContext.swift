/// What a rule sees while it checks, and where it reports.
public struct RuleContext: Sendable {
    /// The whole linked project.
    public let project: Project
    /// The profile each document is checked under, by document index.
    public let profiles: [HIGProfile]
    /// The rule being run.
    public let rule: RuleDescription
    /// The rule's option values, configured or default.
    public let options: [String: Double]
    /// Elements and regions of every screen, shared by all rules of one validation.
    public let index: ProjectIndex
    /// What the rule reported, in order.
    public private(set) var findings: [Finding] = []

    /// One violation, before severity and suppressions are applied.
    public struct Finding: Sendable {
        /// Index of the document it is in.
        public var document: Int
        /// Where.
        public var range: SourceRange
        /// What is wrong, lowercase, in the user's words.
        public var message: String
        /// Further remarks.
        public var notes: [Diagnostic.Note]
        /// A mechanical fix, when there is one.
        public var fixIt: FixIt?
    }

    /// A context for running `rule` over `project`, whose `index` has been built.
    public init(
        project: Project, index: ProjectIndex, profiles: [HIGProfile], rule: RuleDescription, options: [String: Double]
    ) {
        self.project = project
        self.index = index
        // Asked once a document, not once a screen or region: every rule asks for thousands.
        let applies = profiles.map(rule.profiles.contains)
        self.appliesByDocument = applies
        self.screens = index.screens.filter { applies[$0.document] }
        self.profiles = profiles
        self.rule = rule
        self.options = options
    }

    /// The value of option `name` (configured, else the rule's default).
    public func option(_ name: String) -> Double {
        options[name] ?? rule.options.first { $0.name == name }?.defaultValue ?? 0
    }

    /// Whether the rule applies to the document's profile.
    public func applies(to document: Int) -> Bool {
        appliesByDocument[document]
    }

    /// Whether the rule applies to each document, by index.
    private let appliesByDocument: [Bool]

    /// The screens of the documents the rule applies to, in document order.
    public let screens: [ScreenReference]

    /// Every element of `screen`, with its path and region, in file order.
    public func elements(of screen: ScreenReference) -> [ProjectIndex.PlacedElement] {
        index.elements(of: screen)
    }

    /// Every region of `kind` in the screens the rule applies to, in file order. An overlay the
    /// app draws itself (`{custom}`, a game's dialog) is left out: the rules that ask for regions
    /// of an overlay kind judge the system's alerts and sheets.
    public func regions(_ kind: RegionKind) -> [(screen: ScreenReference, index: Int, region: Region)] {
        (index.regions[kind] ?? []).filter { applies(to: $0.screen.document) }.map {
            ($0.screen, $0.index, project.screen($0.screen).regions[$0.index])
        }.filter { !$0.region.kind.isOverlay || $0.region.isSystemOverlay }
    }

    /// The source file of a document (for text and fix-its).
    public func source(_ document: Int) -> SourceFile { project.sources[document] }

    /// Reports a violation at `range` in the document of `screen`.
    public mutating func report(
        _ message: String, at range: SourceRange, in screen: ScreenReference, notes: [Diagnostic.Note] = [],
        fixIt: FixIt? = nil
    ) {
        report(message, at: range, inDocument: screen.document, notes: notes, fixIt: fixIt)
    }

    /// Reports a violation at `range` in `document`.
    public mutating func report(
        _ message: String, at range: SourceRange, inDocument document: Int, notes: [Diagnostic.Note] = [],
        fixIt: FixIt? = nil
    ) {
        findings.append(Finding(document: document, range: range, message: message, notes: notes, fixIt: fixIt))
    }

    /// One place where a problem shows: for ``report(_:atEach:alsoHere:notes:)``.
    public struct Place: Sendable {
        /// Where.
        public var range: SourceRange
        /// The screen it is on.
        public var screen: ScreenReference
        /// The fix for this place, if any.
        public var fixIt: FixIt?

        /// A place on `screen`.
        public init(_ range: SourceRange, in screen: ScreenReference, fixIt: FixIt? = nil) {
            self.range = range
            self.screen = screen
            self.fixIt = fixIt
        }
    }

    /// Reports one problem seen at several places as one finding, at the first place (its
    /// cause), with an `alsoHere` note at each other place, then `notes`. The places' fix-its
    /// are joined into one, so `--fix` still mends every place; a fix-it edits one file, so a
    /// rule whose places carry fix-its groups them by file. A reviewer reads one finding for one
    /// problem.
    public mutating func report(
        _ message: String, atEach places: [Place], alsoHere: String, notes: [Diagnostic.Note] = []
    ) {
        guard let cause = places.first else { return }
        let others = places.dropFirst().map { note(alsoHere, at: $0.range, in: $0.screen) }
        let fixes = places.filter { $0.screen.document == cause.screen.document }.compactMap(\.fixIt)
        let fixIt = fixes.first.map { FixIt(message: $0.message, edits: fixes.flatMap(\.edits)) }
        report(message, at: cause.range, in: cause.screen, notes: others + notes, fixIt: fixIt)
    }

    /// A note pointing at `range` in the document of `screen`.
    public func note(_ message: String, at range: SourceRange, in screen: ScreenReference) -> Diagnostic.Note {
        .note(message, path: project.documents[screen.document].path, range: range)
    }
}
