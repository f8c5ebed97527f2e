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
///   reader never sees half a file, nor does the next run after a `kill -9`. The file is not
///   `fsync`ed: that guards against a power cut, not a killed process, costs a disk flush a file,
///   and build tools do not either; a generated file is made again by the next run.
/// - A temporary file's name carries the writer's random ``runToken``; ``OutputSync`` records
///   the token in the folder's ``OutputLock`` first, which is how a later run tells a temporary
///   file of a killed run from a file someone else named alike.
/// - Each folder is made and checked once a run, not once a file.
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
    /// 16 random hex digits in the name of each temporary file this writer makes.
    public let runToken: String
    /// The folders already made and checked in this run, and the temporary files' counter.
    private let run: RunState

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
        // Random, not the process id: a token a killed run left in the lock file must not name
        // the files of a later process that was given the same id.
        let hex = String(UInt64.random(in: .min ... .max), radix: 16)
        runToken = String(repeating: "0", count: 16 - hex.count) + hex
        run = RunState(token: runToken)
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
        // With `isDirectory` given, Foundation does not `stat` the path to find out.
        return root.appendingPathComponent(relative, isDirectory: false)
    }

    /// Writes `bytes` to `relative` unless the file already holds exactly them.
    @discardableResult
    public func write(_ bytes: [UInt8], to relative: String) throws(Failure) -> Outcome {
        let url = try destination(relative)
        let folder = try makeFolders(for: relative)
        let existing = Self.contents(of: url.path)
        if let existing, Self.same(existing, bytes) { return .unchanged }
        let temporary = try Self.writeNew(bytes, in: folder, reporting: relative, name: run.temporaryName)
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))  // before `unlink` sets `errno` again
            unlink(temporary.path)
            throw Failure(path: relative, reason: "cannot replace the file (\(reason))")
        }
        return existing == nil ? .created : .updated
    }

    /// The start of a temporary file's name, `.screenmark-<run token>-<count>.tmp` (short, so
    /// that the longest output name still leaves room for it). A run killed between writing and
    /// renaming leaves one; the next run into that folder removes it (``removeLeftovers(in:of:)``).
    public static let temporaryPrefix = ".screenmark-"

    /// Whether `text` is a run token: 16 lowercase hex digits.
    static func isRunToken(_ text: Substring) -> Bool {
        text.utf8.count == 16 && text.utf8.allSatisfy { $0.isASCIIDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// The bytes of the file at `path`, or `nil` when it cannot be read: an `open`, an `fstat`
    /// and `read`s straight into an array of the file's size (`FileManager.contents(atPath:)`
    /// adds a `stat` and, for a missing file, fails slower; reading in chunks copied every byte
    /// once more).
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        // One byte more than the size, so that a file that grew is noticed and read on.
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: max(bytes.count, 64 * 1024)) }
            let count = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 {
                bytes.removeSubrange(filled...)
                return bytes
            }
            filled += count
        }
    }

    /// Whether `one` and `other` hold the same bytes: `memcmp`, not an element-by-element loop
    /// (every run compares each output with what is on disk).
    static func same(_ one: [UInt8], _ other: [UInt8]) -> Bool {
        one.count == other.count && one.withUnsafeBytes { a in other.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    /// Creates `path` (which must not exist) holding `bytes`. POSIX calls rather than
    /// `FileManager.createFile`, which writes a temporary file of its own (left behind by
    /// `kill -9`), `fsync`s it, and gives no reason when it fails.
    /// The name is the next of `name()` that no file has (`O_EXCL`); its URL is returned.
    static func writeNew(
        _ bytes: [UInt8], in folder: URL, reporting relative: String, name: () -> String
    ) throws(Failure) -> URL {
        var url = folder.appendingPathComponent(name(), isDirectory: false)
        var descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        while descriptor < 0, errno == EEXIST {
            url = folder.appendingPathComponent(name(), isDirectory: false)
            descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw Failure(path: relative, reason: "cannot be written (\(String(cString: strerror(errno))))") }
        let path = url.path
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
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw Failure(path: relative, reason: "cannot be written (\(String(cString: strerror(failure))))")
        }
        return url
    }

    /// Removes the temporary files that the runs of `tokens` (``OutputLock/staleTokens``: runs
    /// that are over) left in `relativeFolder` (`""` for the output folder itself): regular files
    /// named `.screenmark-<token>-<count>.tmp`, and nothing else — not a file named like one
    /// without a recorded token, which ScreenMark did not write.
    public func removeLeftovers(in relativeFolder: String, of tokens: Set<String>) {
        guard !tokens.isEmpty else { return }
        let folder = relativeFolder.isEmpty ? root : root.appendingPathComponent(relativeFolder, isDirectory: true)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(Self.temporaryPrefix) && name.hasSuffix(".tmp") {
            let parts = name.dropFirst(Self.temporaryPrefix.count).dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, tokens.contains(String(parts[0])), !parts[1].isEmpty, parts[1].utf8.allSatisfy(\.isASCIIDigit)
            else { continue }
            var status = stat()
            let path = folder.appendingPathComponent(name, isDirectory: false).path
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
        Self.contents(of: try destination(relative).path)
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
        var path = ""
        for component in relative.split(separator: "/").dropLast() {
            folder.appendPathComponent(String(component), isDirectory: true)
            path += path.isEmpty ? String(component) : "/" + component
            if run.hasChecked(path) { continue }
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
            run.checked(path)
        }
        return folder
    }
}

/// What an ``OutputWriter`` remembers during a run, shared by its copies: the folders it has made
/// and checked (relative to its root), and how many temporary files it has named.
private final class RunState: @unchecked Sendable {
    private var folders: Set<String> = []
    private var temporaryCount = 0
    private let token: String
    private let lock = NSLock()

    init(token: String) { self.token = token }

    func hasChecked(_ folder: String) -> Bool { lock.withLock { folders.contains(folder) } }
    func checked(_ folder: String) { lock.withLock { _ = folders.insert(folder) } }

    /// `.screenmark-<token>-<count>.tmp`: unique to this writer, and known as its run's by the
    /// token recorded in the folder's lock.
    func temporaryName() -> String {
        let count = lock.withLock {
            temporaryCount += 1
            return temporaryCount
        }
        return "\(OutputWriter.temporaryPrefix)\(token)-\(count).tmp"
    }
}
