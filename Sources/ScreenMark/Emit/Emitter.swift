/// An output of the pipeline: it turns a checked project into files. The Swift model, the
/// wireframes (and the docs) are emitters; ``OutputSync`` writes what any of them makes, so
/// writing, `--check`, orphans and the tally work the same for each.
public protocol Emitter: Sendable {
    /// What one file is, for reports: `Swift file`, `drawing`.
    static var fileNoun: String { get }
    /// The file in the output folder that lists what this emitter wrote there (see
    /// ``OutputManifest``): how an orphan is told from a file ScreenMark did not write.
    static var manifestName: String { get }
    /// The files for `checked`, named relative to the output folder.
    func emit(_ checked: CheckedProject) -> Emission
}

/// One file an emitter makes.
public struct OutputFile: Sendable, Hashable {
    /// Where it goes, relative to the output folder.
    public var path: String
    /// Its content, UTF-8.
    public var text: String

    /// A file at `path` holding `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// What an emitter made.
public struct Emission: Sendable {
    /// The files, in document order.
    public var files: [OutputFile]
    /// Screen files left out because they, or another file of their app, have errors.
    public var skipped: [String]
    /// The output paths of the skipped files: what an earlier run wrote for them stays, and is
    /// not an orphan (its input is still there; it is only not generated this time).
    public var held: [String]

    /// An emission of `files`, leaving out `skipped`, whose outputs are `held`.
    public init(files: [OutputFile], skipped: [String] = [], held: [String] = []) {
        self.files = files
        self.skipped = skipped
        self.held = held
    }
}
