import Foundation

/// Finds and reads the screen files named on the command line.
public enum InputFiles {
    /// The extension of screen files, found when a folder is given.
    public static let fileExtension = ".screen.md"

    /// A path that could not be used.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The path as given.
        public var path: String
        /// What went wrong, in lowercase.
        public var reason: String
        public var description: String { "\(path): \(reason)" }

        /// A failure for `path`.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Every screen file under `paths`, sorted: files are taken as given, folders are searched
    /// recursively for `*.screen.md` (hidden folders such as `.build` and `.git` are skipped,
    /// symbolic links to folders are not followed) and what they find is kept when `including`
    /// says so (the configuration's include and exclude globs).
    public static func find(_ paths: [String], including: (String) -> Bool = { _ in true }) throws(Failure) -> [String] {
        var found: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure(path: path, reason: "no such file or folder")
            }
            guard isDirectory.boolValue else {
                found.append(path)
                continue
            }
            found += filesInFolder(path).filter(including)
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }.sorted()
    }

    private static func filesInFolder(_ folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var files: [String] = []
        let rootComponents = root.standardizedFileURL.pathComponents.count
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(fileExtension) {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let relative = url.standardizedFileURL.pathComponents.dropFirst(rootComponents).joined(separator: "/")
            files.append(folder == "." ? relative : prefix + relative)
        }
        return files
    }

    /// A found file's path relative to the input it was found under: `Mail.screen.md` for
    /// `Examples/Mail.screen.md` found in the folder `Examples`; a file named among `inputs` is its
    /// own root (its last path component). Output names are made from it, so they never depend
    /// on where the tool was run.
    public static func relativeName(of file: String, inputs: [String]) -> String {
        let lastComponent = file.split(separator: "/").last.map(String.init) ?? file
        if inputs.contains(file) { return lastComponent }
        for input in inputs {
            if input == "." { return file }
            let prefix = input.hasSuffix("/") ? input : input + "/"
            if file.hasPrefix(prefix) { return String(file.dropFirst(prefix.count)) }
        }
        return lastComponent
    }

    /// Reads a file; one larger than ``Parser/maximumFileSize`` is not read in full (the parser
    /// then reports it as too large).
    public static func read(_ path: String) throws(Failure) -> SourceFile {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw Failure(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw Failure(path: path, reason: "is not a regular file")
        }
        let limit = Swift.min(Int(status.st_size), Parser.maximumFileSize + 1)
        // Read straight into the array the parser will use: no intermediate Data copy.
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: limit) { buffer, count in
            count = 0
            while count < limit {
                let got = Foundation.read(descriptor, buffer.baseAddress! + count, limit - count)
                if got < 0 { failed = errno != EINTR; if failed { break } else { continue } }
                if got == 0 { break }
                count += got
            }
        }
        if failed { throw Failure(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))") }
        return SourceFile(path: path, bytes: bytes)
    }
}
