import Foundation

// Shared by the build-tool and the command plugin (a symbolic link in each: plugin code can
// import Foundation only, so it cannot use the ScreenMark library). It mirrors what the tool
// does with paths alone; the tool itself decides everything about the files' contents.

/// A target's screen files, and how the tool is asked to read them.
struct ScreenFiles {
    /// The target's folder: files are named relative to it (`--root`), so output names and
    /// generated ids do not depend on where the package is checked out.
    var root: URL
    /// Every `*.screen.md` among the target's files, sorted.
    var files: [URL]
    /// The nearest `.screenmark.yml` in the target's folder or a folder above it, as the tool
    /// would find it; passed with `--config`, and an input of the build command.
    var configuration: URL?
    /// The baseline the configuration names (`baseline:`, read as ``BaselineLine`` reads it,
    /// which the tool holds to its own reading), relative to the configuration's folder: an input
    /// of the build command too, so a new baseline reruns it.
    var baseline: URL?

    init(root: URL, files: [URL]) {
        self.root = root.standardizedFileURL
        self.files = files.filter { $0.lastPathComponent.hasSuffix(".screen.md") }
            .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        configuration = Self.findConfiguration(from: self.root)
        if let configuration, let text = try? String(contentsOf: configuration, encoding: .utf8),
            let path = BaselineLine.value(in: text)
        {
            baseline = path.hasPrefix("/")
                ? URL(fileURLWithPath: path) : configuration.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        }
    }

    /// A file's path relative to ``root``, as `--root` names it.
    func name(of file: URL) -> String {
        let rootComponents = root.pathComponents
        let components = file.standardizedFileURL.pathComponents
        guard components.starts(with: rootComponents), components.count > rootComponents.count else {
            return file.lastPathComponent
        }
        return components.dropFirst(rootComponents.count).joined(separator: "/")
    }

    /// The arguments every command shares: the root, the configuration, the files.
    func arguments(before files: [String] = []) -> [String] {
        var arguments = files + ["--root", root.path]
        if let configuration { arguments += ["--config", configuration.path] }
        return arguments + self.files.map(\.path)
    }

    private static func findConfiguration(from folder: URL) -> URL? {
        var folder = folder
        while true {
            let candidate = folder.appendingPathComponent(".screenmark.yml")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
