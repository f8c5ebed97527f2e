import Foundation

/// The lock a run holds while it writes an output folder, so that two runs into one folder (two
/// build actions, a watcher and a person) take turns: without it each deleted the other's
/// temporary files, and the last to write the manifest dropped what the other had written.
///
/// - It is `flock` on ``fileName`` in the folder. The kernel lets go of it when its holder ends,
///   however it ends, so a killed run never blocks the next one.
/// - The file holds the holder's process id, for the message of a run that waits, and the token
///   of every run that may have left temporary files behind: a run records its writer's
///   ``OutputWriter/runToken`` here before it writes anything, and its temporary files carry the
///   token in their name. The next run to take the lock finds the tokens of runs that never
///   released it (killed, or their machine stopped) in ``staleTokens``, and removes their
///   temporary files: those runs are over, since the lock was free. A file that merely looks like
///   a temporary file of ours carries no recorded token and is never touched.
/// - Released, the file is deleted (the folder is left as the run found it). A run that was
///   waiting on the deleted file notices and takes the lock on the new one.
public final class OutputLock {
    /// The lock file's name in the output folder.
    public static let fileName = ".screenmark-lock"

    /// The tokens of earlier runs whose temporary files may still be in the folder.
    public let staleTokens: [String]

    /// The open lock file; `-1` when the folder cannot be locked because nothing can write to it.
    private var descriptor: Int32
    private let path: String

    /// Takes the lock of `folder` for the run whose writer is `writer`, waiting while another run
    /// holds it; `waiting` is called once, with the holder's process id when it is known, before
    /// the wait.
    public init(_ writer: OutputWriter, waiting: (Int32?) -> Void) throws(OutputWriter.Failure) {
        path = writer.root.appendingPathComponent(Self.fileName, isDirectory: false).path
        var told = false
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard descriptor >= 0 else {
                // A folder nobody may write to needs no turns: no run can change it.
                guard errno == EACCES || errno == EROFS || errno == EPERM else { throw Self.failure(errno) }
                self.descriptor = -1
                staleTokens = []
                return
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK else {
                    let reason = errno
                    close(descriptor)
                    throw Self.failure(reason)
                }
                if !told { waiting(Self.record(Self.contents(descriptor)).holder) }
                told = true
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        let reason = errno
                        close(descriptor)
                        throw Self.failure(reason)
                    }
                }
            }
            // The holder deletes the file as it lets go: locking a deleted file locks nothing.
            var held = stat(), named = stat()
            if fstat(descriptor, &held) == 0, lstat(path, &named) == 0, held.st_ino == named.st_ino, held.st_dev == named.st_dev {
                self.descriptor = descriptor
                break
            }
            close(descriptor)
        }
        staleTokens = Self.record(Self.contents(descriptor)).tokens
        let text = "pid \(getpid())\n" + (staleTokens + [writer.runToken]).map { "run \($0)\n" }.joined()
        let written = text.utf8CString.withUnsafeBufferPointer { buffer in
            ftruncate(descriptor, 0) == 0 ? pwrite(descriptor, buffer.baseAddress, buffer.count - 1, 0) : -1
        }
        guard written == text.utf8.count else {
            let reason = errno
            release()
            throw Self.failure(reason)
        }
    }

    deinit { release() }

    /// Deletes the lock file and lets go of the lock: the run's temporary files are renamed or
    /// removed, and the stale ones swept (a token left out of the sweep is forgotten with it).
    public func release() {
        guard descriptor >= 0 else { return }
        unlink(path)
        close(descriptor)
        descriptor = -1
    }

    private static func failure(_ code: Int32) -> OutputWriter.Failure {
        OutputWriter.Failure(path: fileName, reason: "cannot lock the output folder (\(String(cString: strerror(code))))")
    }

    /// The lock file's text: at most a few lines (a process id and a token a run).
    private static func contents(_ descriptor: Int32) -> String {
        var bytes = [UInt8](repeating: 0, count: 64 * 1024)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
    }

    /// The holder's process id and the tokens in a lock file's text. A token is hex digits only,
    /// so no line of a damaged file can name a file outside the pattern.
    private static func record(_ text: String) -> (holder: Int32?, tokens: [String]) {
        var holder: Int32?
        var tokens: [String] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("pid ") { holder = Int32(line.dropFirst(4)) }
            if line.hasPrefix("run "), OutputWriter.isRunToken(line.dropFirst(4)) { tokens.append(String(line.dropFirst(4))) }
        }
        return (holder, tokens)
    }
}
