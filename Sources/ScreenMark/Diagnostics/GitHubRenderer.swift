/// Renders diagnostics as GitHub Actions workflow commands, which GitHub shows as annotations on
/// the pull request's files: `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
public struct GitHubRenderer: Sendable {
    /// The source of each file, by path.
    public var sources: [String: SourceFile]

    /// A renderer over `sources`.
    public init(sources: [SourceFile]) {
        var byPath: [String: SourceFile] = [:]
        for source in sources { byPath[source.path] = source }
        self.sources = byPath
    }

    /// One line per diagnostic.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            var properties = ["file=\(Self.property(diagnostic.path))"]
            if let source = sources[diagnostic.path] {
                let start = source.location(of: diagnostic.range.start)
                let end = source.location(of: diagnostic.range.end)
                properties += ["line=\(start.line)", "col=\(start.column)", "endLine=\(end.line)", "endColumn=\(end.column)"]
            }
            properties.append("title=\(Self.property(diagnostic.id))")
            let command = switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            var message = diagnostic.message
            for note in diagnostic.notes {
                if let place = note.location, let source = sources[place.path] {
                    let at = source.location(of: place.range.start)
                    message += "\nnote: \(note.message) (\(place.path):\(at.line):\(at.column))"
                } else {
                    message += "\n" + note.message
                }
            }
            return "::\(command) \(properties.joined(separator: ","))::\(Self.data(message))\n"
        }.joined()
    }

    /// Escaping of a command's message, as the runner's toolkit does it.
    static func data(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    /// Escaping of a property value: also `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
