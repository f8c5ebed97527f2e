import Foundation

/// What a change did to the screens: per app, the screens added, removed, renamed and changed
/// (with their wireframes before and after), the navigation edges added and removed; and the
/// findings the change introduced and fixed. `screenmark review BASE [HEAD]` prints it for a
/// terminal, as a pull-request comment (``ReviewMarkdown``) or as JSON (this type, encoded).
///
/// Screens are matched by file and id (`Mail.screen.md#inbox`), so a screen moved within its
/// file is not a change; a screen whose id changed but whose content did not is a rename.
/// Findings are matched as a baseline matches them (``FindingKey``): by rule, file, screen and
/// element, never by line.
public struct Review: Encodable, Sendable {
    /// The base revision, as given.
    public var base: String
    /// The head revision, as given (`work tree` when none was).
    public var head: String
    /// Every app with a change, by name.
    public var apps: [App]
    /// The findings the change introduced and those it fixed.
    public var findings: Findings
    /// The declarations of the generated Swift the change added and removed: what code using
    /// it would notice (see `SwiftAPI`). A changed type or payload is one of each.
    public var api: API

    /// Declarations added and removed, each in the order of their paths.
    public struct API: Encodable, Sendable {
        /// `case MailScreens.Inbox.Action.refresh`, `var MailScreens.NewMessage.State.to: String`…
        public var added, removed: [String]
    }

    /// One app's changes.
    public struct App: Encodable, Sendable {
        /// The app's `app:` name, or the file's path for a file that names none.
        public var name: String
        /// Screens only the head has, with their drawings.
        public var added: [Screen] = []
        /// Screens only the base has, with their drawings.
        public var removed: [Screen] = []
        /// Screens whose id changed and whose content did not.
        public var renamed: [Rename] = []
        /// Screens of both whose spec text changed.
        public var changed: [Change] = []
        /// Links only the head has.
        public var edgesAdded: [Edge] = []
        /// Links only the base has.
        public var edgesRemoved: [Edge] = []

        /// Whether nothing changed.
        var isEmpty: Bool {
            added.isEmpty && removed.isEmpty && renamed.isEmpty && changed.isEmpty && edgesAdded.isEmpty && edgesRemoved.isEmpty
        }
    }

    /// A screen of one side.
    public struct Screen: Encodable, Sendable {
        /// `file#id`, the file relative to the repository's top folder.
        public var id: String
        /// Its heading.
        public var title: String
        /// Its wireframe.
        public var wireframe: String
        /// Its overlays' wireframes, in order.
        public var overlays: [Overlay]
    }

    /// An alert, action sheet or activity view, drawn over its screen.
    public struct Overlay: Encodable, Sendable, Equatable {
        /// The overlay's id (`delete`).
        public var id: String
        /// The drawing.
        public var wireframe: String
    }

    /// A screen whose id changed.
    public struct Rename: Encodable, Sendable {
        /// `file#id` before, and after.
        public var from, to: String
        /// Its heading after.
        public var title: String
    }

    /// A screen in both revisions whose spec changed.
    public struct Change: Encodable, Sendable {
        /// `file#id`.
        public var id: String
        /// Its heading after.
        public var title: String
        /// Its wireframe before and after (the same when the change does not show: a description).
        public var before, after: String
        /// The overlays whose drawings differ, or that only one side has.
        public var overlays: [OverlayChange]
    }

    /// An overlay whose drawing changed; `nil` on the side that does not have it.
    public struct OverlayChange: Encodable, Sendable {
        /// The overlay's id.
        public var id: String
        /// The drawing before and after.
        public var before, after: String?
    }

    /// A link from one screen to another.
    public struct Edge: Encodable, Sendable, Hashable {
        /// The screen it leaves, `file#id`.
        public var from: String
        /// The screen it leads to, `file#id`.
        public var to: String
        /// `push`, `modal`…
        public var presentation: String
        /// The element that leads there: `cell: Anna Haro`.
        public var element: String
    }

    /// Findings introduced and fixed.
    public struct Findings: Encodable, Sendable {
        /// Findings of the head the base did not have.
        public var introduced: [Finding]
        /// Findings of the base the head no longer has.
        public var fixed: [Finding]
    }

    /// A finding, where it is on its side.
    public struct Finding: Encodable, Sendable {
        /// The rule or diagnostic id.
        public var rule: String
        /// `error`, `warning` or `note`.
        public var severity: String
        /// What is wrong.
        public var message: String
        /// The file, relative to the repository's top folder.
        public var file: String
        /// The line on its side (the base's for a finding fixed, the head's for one introduced).
        public var line: Int
        /// The screen id and the element (see ``FindingKey``).
        public var screen, element: String
    }

    /// The review as one JSON document: keys sorted, pretty-printed, ending in a newline.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, integers and arrays of them always encode.
        return String(decoding: try! encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// The exit status: 1 when the change introduced an error (or, with `strict`, a warning).
    public func exitStatus(strict: Bool) -> Int32 {
        findings.introduced.contains { $0.severity == "error" || (strict && $0.severity == "warning") } ? 1 : 0
    }
}
