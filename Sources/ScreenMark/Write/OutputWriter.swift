import Foundation

/// Writes generated files into one output folder, safely and deterministically.
///
/// - Nothing is ever written outside the folder: relative paths are checked before use (no
///   absolute paths, no `.` or `..`, no empty components, no control characters or backslashes),
///   and folders are made one at a time, each checked (symbolic links followed) before the next,
///   so a symbolic link inside the folder cannot lead out of it either.
/// - A file is rewritten only when its bytes change, so a second run touches nothing and build
///   systems see no change.
/// - A write goes to a temporary file in the same folder, then is renamed over the old one: a
///   reader never sees half a file.
public struct OutputWriter: Sendable {
    /// What writing one file did.
    public enum Outcome: String, Sendable {
        case created, updated, unchanged

    }

    /// A path that cannot be written.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The path as asked for.
        public var path: String
        /// Why, in lowercase.
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The output folder, absolute and with symbolic links resolved.
    public let root: URL

    /// A writer into `folder`, created if missing.
    public init(folder: String) throws(Failure) {
        // `URL(fileURLWithPath: "")` is the current folder: an empty `--output` is a mistake.
        guard !folder.isEmpty else { throw Failure(path: folder, reason: "the output folder's name is empty") }
        let url = URL(fileURLWithPath: folder)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: folder, reason: "cannot create the output folder")
        }
        root = url.resolvingSymlinksInPath().standardizedFileURL
    }

    /// Checks that `relative` is a plain path inside the folder and returns its URL.
    public func destination(_ relative: String) throws(Failure) -> URL {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.isEmpty, !relative.hasPrefix("/"), !components.isEmpty else {
            throw Failure(path: relative, reason: "an output path must be relative to the output folder")
        }
        for component in components {
            guard !component.isEmpty, component != ".", component != "..",
                !component.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" })
            else {
                throw Failure(path: relative, reason: "an output path may not contain `\(component)`")
            }
        }
        return root.appendingPathComponent(relative)
    }

    /// Writes `bytes` to `relative` unless the file already holds exactly them.
    @discardableResult
    public func write(_ bytes: [UInt8], to relative: String) throws(Failure) -> Outcome {
        let url = try destination(relative)
        let folder = try makeFolders(for: relative)
        let existing = FileManager.default.contents(atPath: url.path)
        if let existing, existing.elementsEqual(bytes) { return .unchanged }
        let temporary = folder.appendingPathComponent(Self.temporaryPrefix + UUID().uuidString + ".tmp")
        try Self.writeNew(bytes, to: temporary.path, reporting: relative)
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(path: relative, reason: "cannot replace the file (\(String(cString: strerror(errno))))")
        }
        return existing == nil ? .created : .updated
    }

    /// The start of a temporary file's name, `.screenmark-<UUID>.tmp` (short, so that the longest
    /// output name still leaves room for it). A run killed between writing and renaming leaves
    /// one; the next run into that folder removes it (``removeLeftovers(in:)``).
    public static let temporaryPrefix = ".screenmark-"

    /// Creates `path` (which must not exist) holding `bytes`, flushed to disk before it is renamed
    /// into place. POSIX calls rather than `FileManager.createFile`, which writes a temporary file
    /// of its own (left behind by `kill -9`) and gives no reason when it fails.
    private static func writeNew(_ bytes: [UInt8], to path: String, reporting relative: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: relative, reason: "cannot be written (\(String(cString: strerror(errno))))") }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += count
            }
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure != 0 {
            unlink(path)
            throw Failure(path: relative, reason: "cannot be written (\(String(cString: strerror(failure))))")
        }
    }

    /// Removes what a killed run left in `relativeFolder` (`""` for the output folder itself):
    /// temporary files ScreenMark names (``temporaryPrefix``, a UUID, `.tmp`), and nothing else.
    public func removeLeftovers(in relativeFolder: String) {
        let folder = relativeFolder.isEmpty ? root : root.appendingPathComponent(relativeFolder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(Self.temporaryPrefix) && name.hasSuffix(".tmp")
            && UUID(uuidString: String(name.dropFirst(Self.temporaryPrefix.count).dropLast(4))) != nil
        {
            var status = stat()
            let path = folder.appendingPathComponent(name).path
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { unlink(path) }
        }
    }

    /// Writes `text` as UTF-8.
    @discardableResult
    public func write(_ text: String, to relative: String) throws(Failure) -> Outcome {
        try write(Array(text.utf8), to: relative)
    }

    /// The bytes of `relative`, `nil` when there is no such file (for `--check` and orphans:
    /// nothing is written).
    public func read(_ relative: String) throws(Failure) -> [UInt8]? {
        let url = try destination(relative)
        return FileManager.default.contents(atPath: url.path).map(Array.init)
    }

    /// Whether anything — a file, a folder, a symbolic link, even a broken one — is at `relative`.
    public func exists(_ relative: String) throws(Failure) -> Bool {
        var status = stat()
        return lstat(try destination(relative).path, &status) == 0
    }

    /// Deletes the regular file `relative`, if there is one: never a folder, never through a
    /// symbolic link, never outside the folder (an orphan named by a damaged manifest included).
    public func remove(_ relative: String) throws(Failure) {
        let url = try destination(relative)
        let parent = url.deletingLastPathComponent().resolvingSymlinksInPath().standardizedFileURL
        guard parent.pathComponents.starts(with: root.pathComponents) else {
            throw Failure(path: relative, reason: "its folder leads outside the output folder")
        }
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw Failure(path: relative, reason: "is not a regular file, so it is not deleted")
        }
        guard unlink(url.path) == 0 else {
            throw Failure(path: relative, reason: "cannot be deleted (\(String(cString: strerror(errno))))")
        }
    }

    /// Creates the folders of `relative` one at a time, checking each before going into it, so a
    /// symbolic link inside the output folder cannot make a folder appear outside it.
    private func makeFolders(for relative: String) throws(Failure) -> URL {
        var folder = root
        for component in relative.split(separator: "/").dropLast() {
            folder.appendPathComponent(String(component))
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
                guard mkdir(folder.path, 0o755) == 0 || errno == EEXIST else {
                    throw Failure(path: relative, reason: "cannot create its folder")
                }
            } else if !isDirectory.boolValue {
                throw Failure(path: relative, reason: "`\(component)` is a file, not a folder")
            }
            let real = folder.resolvingSymlinksInPath().standardizedFileURL.pathComponents
            guard real.starts(with: root.pathComponents) else {
                throw Failure(path: relative, reason: "its folder leads outside the output folder")
            }
        }
        return folder
    }
}
