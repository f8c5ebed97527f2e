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

    /// A screen file found among the inputs.
    public struct Found: Sendable, Equatable {
        /// Its path as found: as given, or the folder given followed by the path inside it.
        public var path: String
        /// Its path relative to its input root (see ``SourceFile/name``).
        public var name: String
        /// Whether it was named on the command line, rather than found in a folder.
        public var isNamed: Bool
    }

    /// Every screen file under `paths`, sorted by the bytes of their paths: files are taken as
    /// given, folders are searched recursively for `*.screen.md` (hidden folders such as `.build`
    /// and `.git` are skipped, symbolic links to folders are not followed). A file found under
    /// several inputs is read once and named relative to the innermost of them, whatever the
    /// order of the inputs.
    public static func find(_ paths: [String]) throws(Failure) -> [Found] {
        var found: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure(path: path, reason: "no such file or folder")
            }
            if isDirectory.boolValue {
                found += filesInFolder(path)
            } else {
                found.append(path)
            }
        }
        // File names are bytes: two names that differ only in Unicode normalisation are two files
        // (a `Set<String>` would merge them, since `String` compares canonical equivalents equal).
        var seen = Set<[UInt8]>()
        let named = Set(paths.map { Array($0.utf8) })
        return found.filter { seen.insert(Array($0.utf8)).inserted }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { path in
                let isNamed = named.contains(Array(path.utf8))
                return Found(path: path, name: isNamed ? lastComponent(of: path) : relativeName(of: path, inputs: paths), isNamed: isNamed)
            }
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
    /// own root (its last path component). When several input folders hold the file, the
    /// innermost one is its root.
    public static func relativeName(of file: String, inputs: [String]) -> String {
        let lastComponent = lastComponent(of: file)
        if inputs.contains(file) { return lastComponent }
        var best: String?
        for input in inputs {
            let relative: String
            if input == "." {
                relative = file
            } else {
                let prefix = input.hasSuffix("/") ? input : input + "/"
                guard file.hasPrefix(prefix) else { continue }
                relative = String(file.dropFirst(prefix.count))
            }
            if best.map({ relative.utf8.count < $0.utf8.count }) ?? true { best = relative }
        }
        return best ?? lastComponent
    }

    private static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Reads a file; one larger than ``Parser/maximumFileSize`` is not read in full (the parser
    /// then reports it as too large).
    public static func read(_ path: String, name: String? = nil) throws(Failure) -> SourceFile {
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
        return SourceFile(path: path, name: name, bytes: bytes, size: Int(status.st_size))
    }
}
