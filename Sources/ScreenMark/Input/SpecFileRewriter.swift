import Foundation

/// Writes a screen file that `check --fix` changed back over the file it was read from, without
/// ever losing what the user wrote.
///
/// - A file that changed since it was read (an editor saved it while the run checked it) is left
///   as it is now: its bytes are read again and compared with those the fixes were made from,
///   after the new content is written aside and just before it replaces the file, so the moment
///   in which an edit could still be lost is as short as a `read` and a `rename`.
/// - A file with no write bit in its mode (`chmod a-w`, 0444) is read-only to ScreenMark, even run
///   as root; so is one the user may not write (`access(W_OK)`).
/// - A file that is not a regular file, or that was too large to be read whole, is not written.
/// - A file with several hard links is written in place (a rename would give the fixed name a new
///   file and leave the other names holding the old one); the room for the longer content is
///   reserved first, so a full disk fails before a byte changes. Any other file is replaced by a
///   rename of a complete copy, so nobody ever sees half a file; the copy gets the file's mode
///   and, when the system allows it, its owner. The copy is written under the folder's
///   ``OutputLock``, so a copy a killed run left behind is recognised and removed by the next.
/// - Through a symbolic link, the file it leads to is written; the link stays.
public enum SpecFileRewriter {
    /// A file `--fix` did not write, and why.
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        /// The file as it was named (``SourceFile/path``).
        public var path: String
        /// Why, lowercase, ending with what to do.
        public var reason: String
        public var description: String { "\(VisibleText.escaped(path)): \(reason)" }
    }

    /// Replaces the content of `source`'s file, which must still be `source.bytes`, by `bytes`;
    /// when they are the same bytes, the file is not touched. `waiting` is called, with the
    /// holder's process id when known, when another run is writing in the file's folder.
    public static func replace(
        _ source: SourceFile, with bytes: [UInt8], waiting: (Int32?) -> Void = { _ in }
    ) throws(Refusal) {
        guard !OutputWriter.same(bytes, source.bytes) else { return }
        let refuse = { (reason: String) in Refusal(path: source.path, reason: reason) }
        guard source.size == source.bytes.count else {
            throw refuse("was too large to be read whole, so it is not fixed")
        }
        let target = URL(fileURLWithPath: source.path).resolvingSymlinksInPath().path
        var status = stat()
        guard stat(target, &status) == 0 else { throw refuse("cannot be fixed (\(String(cString: strerror(errno))))") }
        if let reason = reasonNotToWrite(target, status: status) { throw refuse(reason) }
        // The folder's lock, as an output folder's: two fixes in one folder take turns, and the
        // copies a killed run left (their tokens recorded in the lock file) are removed.
        let writer: OutputWriter
        let lock: OutputLock
        do {
            writer = try OutputWriter(folder: URL(fileURLWithPath: target).deletingLastPathComponent().path)
            lock = try OutputLock(writer, waiting: waiting)
        } catch {
            throw refuse("cannot be fixed: its folder \(error.reason)")
        }
        defer { lock.release() }
        writer.removeLeftovers(in: "", of: Set(lock.staleTokens))
        if status.st_nlink > 1 {
            try writeInPlace(bytes, to: target, expecting: source.bytes, refuse: refuse)
        } else {
            try writeAsideAndRename(bytes, to: target, expecting: source.bytes, status: status, token: writer.runToken, refuse: refuse)
        }
    }

    /// Why the file at `path`, whose status is `status`, must not be written; `nil` when it may.
    /// The rule: a regular file, with a write bit in its mode, that the user may write.
    public static func reasonNotToWrite(_ path: String, status: stat) -> String? {
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            return "is not a regular file but \(InputFiles.kind(of: status.st_mode)), so it is not fixed"
        }
        guard status.st_mode & 0o222 != 0 else {
            let mode = String(status.st_mode & 0o7777, radix: 8)
            return "is read-only (mode \(mode)), so it is not fixed; make it writable (chmod u+w) to fix it"
        }
        guard access(path, W_OK) == 0 else {
            return "may not be written by you (\(String(cString: strerror(errno)))), so it is not fixed"
        }
        return nil
    }

    /// Whether the file at `path` no longer holds `original`: it was edited, replaced, emptied or
    /// removed since it was read.
    public static func hasChanged(_ path: String, since original: [UInt8]) -> Bool {
        guard let current = OutputWriter.contents(of: path) else { return true }
        return !OutputWriter.same(current, original)
    }

    /// The message for a file that changed while the run read it.
    private static let changedReason =
        "changed since it was read (saved while --fix ran?), so it is left as it is now; run --fix again"

    /// Writes `bytes` to a new file beside `target`, then renames it over `target` if `target`
    /// still holds `original`. The copy's name carries the run's `token`, recorded in the
    /// folder's lock file until the rename, so a `--fix` killed before the rename leaves a copy
    /// the next run in that folder knows as ours and removes (and a file merely named like one is
    /// never touched).
    private static func writeAsideAndRename(
        _ bytes: [UInt8], to target: String, expecting original: [UInt8], status: stat, token: String,
        refuse: (String) -> Refusal
    ) throws(Refusal) {
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent()
        let temporary: URL
        do {
            temporary = try OutputWriter.writeNew(bytes, in: folder, reporting: target, name: temporaryNames(token))
        } catch {
            throw refuse("cannot be fixed: its copy \(error.reason)")
        }
        // The copy takes the file's permissions and owner before anyone can see it under its name.
        chmod(temporary.path, status.st_mode & 0o7777)
        _ = chown(temporary.path, status.st_uid, status.st_gid)
        guard !hasChanged(target, since: original) else {
            unlink(temporary.path)
            throw refuse(changedReason)
        }
        guard rename(temporary.path, target) == 0 else {
            let reason = String(cString: strerror(errno))  // before `unlink` sets `errno` again
            unlink(temporary.path)
            throw refuse("cannot be fixed (\(reason))")
        }
    }

    /// Writes `bytes` over the content of `target` itself, if it still holds `original`: what a
    /// file with several hard links needs to keep them.
    private static func writeInPlace(
        _ bytes: [UInt8], to target: String, expecting original: [UInt8], refuse: (String) -> Refusal
    ) throws(Refusal) {
        let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw refuse("cannot be fixed (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        guard !hasChanged(target, since: original) else { throw refuse(changedReason) }
        // Room for the longer content first: a full disk fails here, with the file untouched.
        if bytes.count > original.count {
            #if os(Linux)
            let failure = posix_fallocate(descriptor, 0, off_t(bytes.count))
            guard failure == 0 else { throw refuse("cannot be fixed (\(String(cString: strerror(failure))))") }
            #endif
            // Darwin has no posix_fallocate: there a full disk fails in the write below, and the
            // file is put back as it was read.
        }
        if let failure = write(bytes, to: descriptor) ?? (ftruncate(descriptor, off_t(bytes.count)) == 0 ? nil : errno) {
            // Put the file back as it was read, as far as the system lets us.
            _ = write(original, to: descriptor)
            _ = ftruncate(descriptor, off_t(original.count))
            throw refuse("cannot be fixed (\(String(cString: strerror(failure))))")
        }
    }

    /// Writes all of `bytes` at the start of the file open as `descriptor`; the `errno` of a
    /// failure, `nil` on success.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            var written = 0
            while written < buffer.count {
                let count = pwrite(descriptor, buffer.baseAddress! + written, buffer.count - written, off_t(written))
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return nil
        }
    }

    /// Names for the copy, as ``OutputWriter`` names its temporary files
    /// (`.screenmark-<token>-<n>.tmp`): the next name is taken when one is there already.
    private static func temporaryNames(_ token: String) -> () -> String {
        var count = 0
        return {
            count += 1
            return "\(OutputWriter.temporaryPrefix)\(token)-\(count).tmp"
        }
    }
}
