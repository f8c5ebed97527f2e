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

    /// Escaping of a command's message, as the runner's toolkit does it, scalar by scalar (`\r\n`
    /// is one `Character`, which a `Character`-wise replacement would let through, and with it
    /// a workflow command of the file name's own); other control characters made visible.
    static func data(_ text: String) -> String {
        escaped(text, also: [])
    }

    /// Escaping of a property value: also `:` and `,`.
    static func property(_ text: String) -> String {
        escaped(text, also: [":", ","])
    }

    private static func escaped(_ text: String, also: Set<Unicode.Scalar>) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%", "\r", "\n": result += "%" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
            case _ where also.contains(scalar): result += "%" + String(scalar.value, radix: 16, uppercase: true)
            case _ where VisibleText.isControl(scalar): result += VisibleText.escaped(String(scalar))
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
