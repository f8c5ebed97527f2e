import Foundation

/// Finds and reads the screen files named on the command line.
public enum InputFiles {
    /// The extension of screen files, found when a folder is given.
    public static let fileExtension = ".screen.md"

    /// A path that could not be used.
    /// The reason of the ``Failure`` of inputs that hold no screen file.
    public static let nothingFound = "no *.screen.md files found"

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
    /// order of the inputs. A screen file found whose path is not UTF-8 is refused, by its name.
    public static func find(_ paths: [String]) throws(Failure) -> [Found] {
        var found: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure(path: path, reason: "no such file or folder")
            }
            if isDirectory.boolValue {
                found += try filesInFolder(path)
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

    /// The `*.screen.md` files under `folder`, as the folder given followed by their paths inside it.
    ///
    /// What Foundation's directory enumerator (`fts` with `FTS_PHYSICAL | FTS_XDEV`, hidden files
    /// skipped) found, read with `opendir`/`lstat` instead: the enumerator's URLs and resource values
    /// were most of the time of a one-file check. So, as it did: a folder given as a symbolic link
    /// is not entered, nor is a linked, hidden, unreadable or other-device folder inside; only
    /// regular files count (not links to them).
    ///
    /// Names are bytes: the folders are walked by their bytes, so a screen file whose path is not
    /// UTF-8 (`caf\xE9.screen.md`, or in such a folder) is found too, and refused by name: its path
    /// cannot be shown, nor name its outputs and ids, as text. The enumerator passed it over in
    /// silence, and its errors with it.
    private static func filesInFolder(_ folder: String) throws(Failure) -> [String] {
        // The folder as the enumerator opened it: `Folder/` and `Folder/.` name a link itself.
        let root = URL(fileURLWithPath: folder).path
        var status = stat()
        guard lstat(root, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return [] }
        var relatives: [[UInt8]] = []
        collect(in: Array(root.utf8), device: status.st_dev, relative: [], into: &relatives)
        // By bytes, so the first name that is not UTF-8 is the same one on every file system.
        relatives.sort { $0.lexicographicallyPrecedes($1) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return try relatives.map { relative throws(Failure) in
            guard let text = String(validating: relative, as: UTF8.self) else {
                throw Failure(
                    path: VisibleText.escaped(bytes: Array((folder == "." ? "" : prefix).utf8) + relative),
                    reason: "its name is not valid UTF-8, so it is not read (findings, outputs and ids name a file as text); rename it")
            }
            return folder == "." ? text : prefix + text
        }
    }

    /// Adds the screen files in `directory` and its folders to `files`, as paths under `relative`.
    private static func collect(in directory: [UInt8], device: dev_t, relative: [UInt8], into files: inout [[UInt8]]) {
        guard let stream = withCString(directory, opendir) else { return }
        defer { closedir(stream) }
        let screenFile = Array(fileExtension.utf8)
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                Array(bytes.prefix { $0 != 0 })
            }
            guard let first = name.first, first != UInt8(ascii: ".") else { continue }
            let path = directory + [UInt8(ascii: "/")] + name
            var status = stat()
            guard withCString(path, { lstat($0, &status) }) == 0 else { continue }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                if status.st_dev == device { collect(in: path, device: device, relative: relative + name + [UInt8(ascii: "/")], into: &files) }
            } else if (status.st_mode & S_IFMT) == S_IFREG, name.count >= screenFile.count, name.suffix(screenFile.count).elementsEqual(screenFile) {
                files.append(relative + name)
            }
        }
    }

    /// Calls `body` with `path` as a C string: a path of bytes, which need not be UTF-8.
    private static func withCString<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
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
    /// then reports it as too large). Anything but a regular file is refused before a byte is
    /// read: a FIFO or a device would block the run or never end.
    public static func read(_ path: String, name: String? = nil) throws(Failure) -> SourceFile {
        // `O_NONBLOCK`: opening a FIFO for reading waits for a writer, forever if none comes; so the
        // file is opened without waiting and what it is asked of the descriptor (not of the path,
        // which could be swapped in between). On a regular file the flag changes nothing.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw Failure(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))")
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw Failure(path: path, reason: "is not a regular file but \(kind(of: status.st_mode)), so it is not read")
        }
        // A regular file, read as usual: where mandatory locks exist, a non-blocking read could fail with EAGAIN.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
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

    /// What a file that is not a regular file is, in a user's words, from its `st_mode`.
    static func kind(of mode: mode_t) -> String {
        kinds[mode & S_IFMT] ?? "a file of an unknown type"
    }

    /// Every type of file POSIX has, by its `S_IFMT` bits.
    private static let kinds: [mode_t: String] = [
        S_IFREG: "a regular file", S_IFDIR: "a folder", S_IFLNK: "a symbolic link", S_IFIFO: "a named pipe (FIFO)",
        S_IFCHR: "a character device", S_IFBLK: "a block device", S_IFSOCK: "a socket",
    ]
}
