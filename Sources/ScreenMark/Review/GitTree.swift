import Foundation

/// The screen files of a git revision, copied out so the pipeline reads them as it reads any
/// folder: the same `Workspace`, the same configuration search, the same rules. `review` reads
/// its base (and its head, unless that is the work tree) this way.
public enum GitTree {
    /// A git command that failed, or a revision that is not one: a usage problem (status 2).
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// What went wrong, in lowercase.
        public var description: String
    }

    /// The top folder of the work tree holding `folder`.
    public static func root(of folder: String) throws(Failure) -> String {
        let output = try git(["rev-parse", "--show-toplevel"], in: folder)
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// Copies every `*.screen.md` and `.screenmark.yml` of `revision` in the repository at
    /// `repository` into `folder`, at the same paths: what the pipeline needs, and nothing a
    /// run could execute.
    public static func materialize(_ revision: String, repository: String, into folder: String) throws(Failure) {
        _ = try git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: repository, failure: "`\(revision)` is not a revision of \(repository)")
        let listing = try git(["ls-tree", "-r", "-z", "--name-only", revision], in: repository)
        let names = listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.filter { name in
            name.hasSuffix(InputFiles.fileExtension) || name.split(separator: "/").last == Substring(ConfigurationLoader.fileName)
        }
        for name in names {
            let bytes = try git(["cat-file", "blob", "\(revision):\(name)"], in: repository)
            let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try bytes.write(to: url)
            } catch {
                throw Failure(description: "cannot write \(url.path): \(error.localizedDescription)")
            }
        }
    }

    /// Runs git in `folder`; its standard output, or a ``Failure`` (`failure`, else what git said).
    static func git(_ arguments: [String], in folder: String, failure: String? = nil) throws(Failure) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw Failure(description: "cannot run git: \(error.localizedDescription)") }
        // Output first, to its end, then the errors: the commands used here say little on
        // standard error, far less than a pipe holds, so git never waits on it.
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: failure ?? "git \(arguments.joined(separator: " ")) failed: \(said)")
        }
        return output
    }
}
