/// Path arithmetic for links between screen files, on `/`-separated relative paths.
enum FilePath {
    /// `a/./b/../c.screen.md` → `a/c.screen.md`; a leading `./` is dropped.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        let isAbsolute = path.hasPrefix("/")
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (isAbsolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// The normalised path of `link`, written in the file at `path`.
    static func resolve(_ link: String, relativeTo path: String) -> String {
        if link.hasPrefix("/") { return normalized(link) }
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return normalized(directory.isEmpty ? link : directory + "/" + link)
    }
}
