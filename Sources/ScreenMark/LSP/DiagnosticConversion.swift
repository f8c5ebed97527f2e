/// A ``Diagnostic`` as the protocol carries it: the same id (`code`), severity and message as
/// `check` prints, the rule's page on the team's docs site (`codeDescription`, the address
/// SARIF's `helpUri` gives) and the notes as related information.
public struct DiagnosticConversion: Sendable {
    /// The check the diagnostics come from: its sources place the notes in other files.
    public let analysis: SpecAnalysis

    /// A conversion for `analysis`'s findings.
    public init(_ analysis: SpecAnalysis) {
        self.analysis = analysis
    }

    /// Every finding of the file.
    public var diagnostics: [LSP.Diagnostic] {
        analysis.diagnostics.map(convert)
    }

    /// The configuration file's problems.
    public var configurationDiagnostics: [LSP.Diagnostic] {
        analysis.configuration?.diagnostics.map(convert) ?? []
    }

    /// One finding, in this file or the configuration file.
    public func convert(_ diagnostic: Diagnostic) -> LSP.Diagnostic {
        let positions = PositionConverter(analysis.source(of: diagnostic.path) ?? analysis.source)
        let docsURL = analysis.checked.workspace.configuration.docsURL
        let here = LSP.Location(uri: DocumentURI.uri(of: diagnostic.path), range: positions.range(of: diagnostic.range))
        // A note with a place points there; a `help:` without one is shown at the finding itself,
        // so the editor shows all that `check` prints under the line.
        let related = diagnostic.notes.compactMap { note -> LSP.Diagnostic.RelatedInformation? in
            guard let place = note.location else {
                return LSP.Diagnostic.RelatedInformation(location: here, message: "help: " + note.message)
            }
            guard let source = analysis.source(of: place.path) else { return nil }
            let location = LSP.Location(uri: DocumentURI.uri(of: place.path), range: PositionConverter(source).range(of: place.range))
            return LSP.Diagnostic.RelatedInformation(location: location, message: note.message)
        }
        return LSP.Diagnostic(
            range: here.range, severity: Self.severity(diagnostic.severity), code: diagnostic.id,
            codeDescription: docsURL.map { .init(href: SARIFRenderer.helpURI(rule: diagnostic.id, docsURL: $0)) },
            source: "screenmark", message: diagnostic.message, relatedInformation: related.isEmpty ? nil : related)
    }

    /// The protocol's severity: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
