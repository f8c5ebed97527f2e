import Foundation

/// What a run reads before it parses anything: the configuration that applies and the screen
/// files it selects. Every command, the build plugin and the docs start here, so a file is
/// included, excluded and configured the same way whichever of them reads it.
public struct Workspace: Sendable {
    /// The settings: from `--config`, else the nearest `.screenmark.yml`, else the defaults.
    public var configuration: Configuration
    /// The configuration file's bytes, for positioned diagnostics; `nil` when there is none.
    public var configurationSource: SourceFile?
    /// Problems in the configuration file.
    public var configurationDiagnostics: [Diagnostic]
    /// The selected screen files, sorted by path, each named relative to its input root.
    public var sources: [SourceFile]
    /// Files the configuration's `include`/`exclude` left out.
    public var excluded: [InputFiles.Found]
    /// The rest of the apps of the files named one by one: the other screen files of the same
    /// `app:` in a named file's folder. They are read, linked and checked as part of their app
    /// (a screen of one is the root that reaches the named file's), but nothing is reported,
    /// fixed or drawn for them: `check Podcasts/Library.screen.md` speaks of that file alone.
    public var context: [SourceFile] = []
    /// The findings not to report: from `--baseline`, else the configuration's `baseline:`.
    public var baseline: Baseline?

    /// A workspace of files already in memory (tests, tools), under `configuration`.
    public init(sources: [SourceFile], configuration: Configuration = .none) {
        self.configuration = configuration
        self.configurationSource = nil
        self.configurationDiagnostics = []
        self.sources = sources
        self.excluded = []
    }

    /// Finds the configuration and the screen files of `inputs` (files or folders) and reads
    /// them. `configPath` overrides the search for `.screenmark.yml`. A file is left out when the
    /// configuration's globs exclude its path relative to the configuration's folder, whether it
    /// was found in a folder or named directly (a build plugin names every file). With `root`,
    /// files are named relative to it rather than to the input they were found under.
    ///
    /// The baseline is `baseline` (`.named`, `--baseline`), else the configuration's
    /// (`.configured`), or none (`.none`: `--write-baseline` writes one).
    ///
    /// `open` holds the text of files an editor has open (see ``LanguageServer``), by absolute
    /// standardised path: such a file is read from there instead of the disk, so the editor's
    /// unsaved text is checked exactly as the file would be.
    ///
    /// Throws when an input, the configuration or the baseline cannot be read, or when the
    /// inputs hold no screen file at all: a usage problem, not a problem in a file.
    public static func load(
        inputs: [String], configPath: String? = nil, root: String? = nil, baseline: BaselineChoice = .configured,
        open: [String: [UInt8]] = [:]
    ) throws(InputFiles.Failure) -> Workspace {
        var workspace = try select(inputs: inputs, configPath: configPath, root: root)
        workspace.sources = try workspace.selected.map { file throws(InputFiles.Failure) in
            try read(file.path, name: file.name, open: open)
        }
        workspace.context = try workspace.contextFiles(root: root, open: open)
        workspace.selected = []
        switch baseline {
        case .named(let path): workspace.baseline = try Baseline.read(path)
        case .configured: workspace.baseline = try workspace.configuredBaselinePath.map { path throws(InputFiles.Failure) in try Baseline.read(path) }
        case .none: break
        }
        return workspace
    }

    /// The other files of the apps of the files named one by one (see ``context``): the screen
    /// files beside each in its folder, found as a folder is searched (regular files only, hidden
    /// ones skipped), not selected already nor excluded, whose `app:` is one a named file declares.
    /// A named file without `app:` is an app of its own and brings none. Context is what a run can
    /// read: a file beside that cannot be read, or is no regular file, is passed over, and only a
    /// file that names one of those apps in its first kilobytes has its front matter read to be sure.
    private func contextFiles(root: String?, open: [String: [UInt8]]) throws(InputFiles.Failure) -> [SourceFile] {
        let named = zip(selected, sources).filter { $0.0.isNamed }
        let apps = Set(named.compactMap { Parser.frontMatter($0.1)?.app?.value })
        guard !apps.isEmpty else { return [] }
        let taken = Set((selected + excluded).map { URL(fileURLWithPath: $0.path).standardizedFileURL.path })
        var folders: [String] = []
        for (file, _) in named {
            let folder = (file.path as NSString).deletingLastPathComponent
            if !folders.contains(folder) { folders.append(folder) }
        }
        var context: [SourceFile] = []
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            for name in names.sorted() where name.hasSuffix(InputFiles.fileExtension) && !name.hasPrefix(".") {
                let path = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
                // Regular files only, as a folder's search takes them: not a link, a pipe or a folder.
                var status = stat()
                guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
                    !taken.contains(URL(fileURLWithPath: path).standardizedFileURL.path), isIncluded(path),
                    let source = try? Self.read(path, name: Self.name(of: path, fallback: name, root: root), open: open),
                    apps.contains(where: { source.bytes.prefix(4096).firstRange(of: Array($0.utf8)) != nil }),
                    let app = Parser.frontMatter(source)?.app?.value, apps.contains(app)
                else { continue }
                context.append(source)
            }
        }
        return context
    }

    /// The file at `path`: its text in `open` when an editor has it open, else its bytes on disk.
    private static func read(_ path: String, name: String, open: [String: [UInt8]]) throws(InputFiles.Failure) -> SourceFile {
        guard !open.isEmpty, let bytes = open[URL(fileURLWithPath: path).standardizedFileURL.path] else {
            return try InputFiles.read(path, name: name)
        }
        return SourceFile(path: path, name: name, bytes: bytes)
    }

    /// Whether the configuration's globs keep `path` (a file outside its folder is kept).
    private func isIncluded(_ path: String) -> Bool {
        let folder = URL(fileURLWithPath: configuration.directory).standardizedFileURL.pathComponents
        let components = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        return !components.starts(with: folder) || configuration.includes(components.dropFirst(folder.count).joined(separator: "/"))
    }

    /// `path` named relative to `root` when it lies inside it, else `fallback`.
    private static func name(of path: String, fallback: String, root: String?) -> String {
        guard let root else { return fallback }
        let rootComponents = URL(fileURLWithPath: root).standardizedFileURL.pathComponents
        let components = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        guard components.starts(with: rootComponents), components.count > rootComponents.count else { return fallback }
        return components.dropFirst(rootComponents.count).joined(separator: "/")
    }

    /// Which baseline a run applies.
    public enum BaselineChoice: Sendable {
        /// The one at this path.
        case named(String)
        /// The configuration's `baseline:`, if it names one.
        case configured
        /// None.
        case none
    }

    /// The configuration's `baseline:`, as a path from the current directory.
    public var configuredBaselinePath: String? {
        configuration.baseline.map { $0.hasPrefix("/") ? $0 : configuration.directory + "/" + $0 }
    }

    /// What ``load(inputs:configPath:root:)`` would read, without reading a screen file: the
    /// configuration and the files it selects (in ``selected``), from their paths alone.
    public static func select(inputs: [String], configPath: String? = nil, root: String? = nil) throws(InputFiles.Failure) -> Workspace {
        var workspace = Workspace(sources: [])
        if let path = configPath ?? ConfigurationLoader.find(from: commonFolder(of: inputs)) {
            let source = try InputFiles.read(path)
            let (configuration, diagnostics) = ConfigurationLoader.load(source, rules: RuleCatalog.descriptions)
            workspace.configuration = configuration
            workspace.configurationSource = source
            workspace.configurationDiagnostics = diagnostics
        }
        var found = try InputFiles.find(inputs)
        if found.isEmpty {
            throw InputFiles.Failure(path: inputs.joined(separator: " "), reason: InputFiles.nothingFound)
        }
        try refuseLookalikes(found)
        for index in found.indices {
            found[index].name = name(of: found[index].path, fallback: found[index].name, root: root)
        }
        for file in found {
            if workspace.isIncluded(file.path) {
                workspace.selected.append(file)
            } else {
                workspace.excluded.append(file)
            }
        }
        return workspace
    }

    /// The files ``select(inputs:configPath:root:)`` chose, before they are read.
    public var selected: [InputFiles.Found] = []

    /// Two files whose paths differ only in Unicode normalisation (`Café` in NFC and in NFD) are
    /// two files to the file system but one path to everything that compares paths as text: one
    /// would be silently dropped, and its errors with it. Refused, naming both.
    private static func refuseLookalikes(_ files: [InputFiles.Found]) throws(InputFiles.Failure) {
        var seen: [String: String] = [:]
        for file in files {
            if let other = seen[file.path] {
                throw InputFiles.Failure(
                    path: file.path,
                    reason: "differs from `\(other)` only in how its characters are encoded (Unicode normalisation); "
                        + "rename one of them")
            }
            seen[file.path] = file.path
        }
    }

    /// The deepest folder holding every input: where the search for `.screenmark.yml` starts.
    public static func commonFolder(of paths: [String]) -> String {
        let folders = paths.map { path -> [String] in
            var isDirectory: ObjCBool = false
            let url = URL(fileURLWithPath: path).standardizedFileURL
            let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            return (exists && isDirectory.boolValue ? url : url.deletingLastPathComponent()).pathComponents
        }
        guard var common = folders.first else { return "." }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return NSString.path(withComponents: common.isEmpty ? ["/"] : common)
    }
}
