/// One drawing: a screen, or a screen with one of its overlays shown over it.
public struct WireframeDrawing: Sendable {
    /// The screen drawn.
    public var screen: ScreenReference
    /// The index, among the screen's regions, of the overlay shown; `nil` for the screen alone.
    public var overlay: Int?
    /// `Mail.screen.md#inbox — Inbox` (`-` for the dash in ASCII); for an overlay,
    /// `Mail.screen.md#message — Message, action sheet #delete-message`.
    public var heading: String
    /// The drawing, lines ending with LF.
    public var text: String
}

extension WireframeDrawing {
    /// Drawings as `screenmark wireframe` prints them: each under its heading, a blank line
    /// between two.
    public static func listing(_ drawings: [WireframeDrawing]) -> String {
        // The heading names a file and a screen as written: escaped, they cannot drive a terminal.
        drawings.map { VisibleText.escaped($0.heading) + "\n" + $0.text }.joined(separator: "\n")
    }
}

extension WireframeRenderer {
    /// The drawing of `screen`, then one for each of its overlays in the order written.
    public func drawings(of screen: ScreenReference) -> [WireframeDrawing] {
        let regions = project.screen(screen).regions
        let overlays: [Int?] = [nil] + regions.indices.filter { regions[$0].kind.isOverlay }
        return overlays.map { overlay in
            WireframeDrawing(screen: screen, overlay: overlay, heading: heading(screen, overlay: overlay), text: draw(screen, overlay: overlay))
        }
    }

    /// The line that names a drawing: the file and screen id, the title, and the overlay shown.
    public func heading(_ screen: ScreenReference, overlay: Int? = nil) -> String {
        let value = project.screen(screen)
        var heading = "\(project.displayName(screen)) \(context.glyphs.dash) \(value.title.value)"
        if let overlay, value.regions.indices.contains(overlay) {
            let region = value.regions[overlay]
            heading += ", \(region.kind.rawValue) #\(region.id?.value ?? "")"
            if let title = region.title?.value { heading += ": \(title)" }
        }
        return heading
    }
}

/// Where `--output` writes each drawing, relative to the output folder.
public enum WireframePaths {
    /// `Mail/inbox.txt` for a screen of the file `Mail.screen.md` (`relativePath`, from
    /// ``InputFiles/relativeName(of:inputs:)``), `Mail/message.delete-message.txt` for an overlay. Every part
    /// is made safe with ``safeComponent(_:)``, so no id can lead out of the output folder.
    public static func path(relativePath: String, screenID: String, overlayID: String?) -> String {
        var folders = relativePath.split(separator: "/").map(String.init)
        var file = folders.popLast() ?? "screens"
        for suffix in [".screen.md", ".md"] where file.hasSuffix(suffix) {
            file.removeLast(suffix.count)
            break
        }
        var name = safeComponent(screenID)
        if let overlayID { name += "." + safeComponent(overlayID) }
        return (folders.map(safeComponent) + [safeComponent(file), name + ".txt"]).joined(separator: "/")
    }

    /// `text` as one safe file name: `/`, `\`, `:` and control characters become `-`, a leading
    /// `.` gets a `_` before it (no hidden files, no `.` or `..`), empty becomes `_`, and names are
    /// cut to 100 bytes of UTF-8 (file systems allow 255 for the whole name).
    public static func safeComponent(_ text: String) -> String {
        var result = ""
        for character in text {
            let unsafe = character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || "/\\:".unicodeScalars.contains($0) }
            let piece = unsafe ? "-" : String(character)
            if result.utf8.count + piece.utf8.count > 100 { break }
            result += piece
        }
        if result.isEmpty { return "_" }
        return result.hasPrefix(".") ? "_" + result : result
    }

    /// `paths` made unique, ignoring case (two ids differing only in case would be one file on
    /// macOS): the second `a.txt` becomes `a-2.txt`, and so on, in the order given.
    public static func unique(_ paths: [String]) -> [String] {
        var taken = Set<String>()
        return paths.map { path in
            var candidate = path
            var number = 2
            while !taken.insert(candidate.lowercased()).inserted {
                candidate = String(path.dropLast(4)) + "-\(number).txt"
                number += 1
            }
            return candidate
        }
    }
}

/// Finding the screen `--screen` names.
public enum WireframeSelection {
    /// A name that picks no screen, or more than one.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The screen `query` names: an id (`inbox`), or a file and an id (`Mail.screen.md#inbox`;
    /// the file may be given by the end of its path). Throws, with a suggestion when one is
    /// close, if no screen or several have that name. The screens of the documents in `context`
    /// (read only as the context of the files named) are not among those it picks from.
    public static func find(_ query: String, in project: Project, skipping context: Set<Int> = []) throws(Failure) -> ScreenReference {
        var file: String?
        var id = query
        if let hash = query.lastIndex(of: "#") {
            file = String(query[..<hash])
            id = String(query[query.index(after: hash)...])
        }
        let candidates = project.screenReferences.filter { reference in
            guard !context.contains(reference.document) else { return false }
            let path = project.documents[reference.document].path
            return file.map { path == $0 || path.hasSuffix("/" + $0) } ?? true
        }
        let matches = candidates.filter { project.screen($0).id.value == id }
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            let names = matches.map(project.displayName).joined(separator: ", ")
            throw Failure(description: "`\(query)` names \(matches.count) screens: \(names); add the file, e.g. `\(project.displayName(matches[0]))`")
        }
        var message = "no screen has the id `\(query)`"
        let ids = candidates.map { project.screen($0).id.value }
        if let close = Suggestion.closest(to: id, in: ids) {
            message += "; did you mean `\(file.map { $0 + "#" } ?? "")\(close)`?"
        } else if candidates.isEmpty, let file {
            message = "no input file is `\(file)`"
        }
        throw Failure(description: message)
    }
}
