/// The requests about a document, each read from the check of its current text and answered in
/// the protocol's terms. Positions come in as LSP positions and go out as such; in between,
/// everything is byte offsets, as the parser and the checks count.
struct Features {
    let server: LanguageServer

    /// The open document `uri` names and its up-to-date check; `nil` for a Markdown file that is
    /// no screen file (an editor that starts the server for Markdown asks about those too, and
    /// gets nothing), an error for a screen file the editor has not opened (the server answers
    /// from what it was sent, not from the disk).
    private func analysis(_ uri: String, fresh: Bool = true) throws(JSONRPC.ResponseError) -> (String, SpecAnalysis)? {
        guard let path = DocumentURI.path(of: uri), LanguageServer.isScreenFile(path) else { return nil }
        guard let analysis = server.analysis(of: path, fresh: fresh) else {
            throw .invalidParams("`\(uri)` is not an open document")
        }
        return (path, analysis)
    }

    func completion(_ params: LSP.PositionParams) throws(JSONRPC.ResponseError) -> LSP.CompletionList {
        // The screens of the last check will do (a keystroke does not add one); the line is read
        // from the text as it is now.
        guard let (path, analysis) = try analysis(params.textDocument.uri, fresh: false) else {
            return LSP.CompletionList(isIncomplete: false, items: [])
        }
        let source = SourceFile(path: path, bytes: server.document(at: path)?.bytes ?? analysis.source.bytes)
        let offset = PositionConverter(source).offset(of: params.position)
        return LSP.CompletionList(isIncomplete: false, items: Completion(source: source, analysis: analysis).items(at: offset))
    }

    func hover(_ params: LSP.PositionParams) throws(JSONRPC.ResponseError) -> LSP.Hover? {
        guard let (_, analysis) = try analysis(params.textDocument.uri) else { return nil }
        return HoverText(analysis).hover(at: analysis.positions.offset(of: params.position))
    }

    func definition(_ params: LSP.PositionParams) throws(JSONRPC.ResponseError) -> LSP.Location? {
        guard let (_, analysis) = try analysis(params.textDocument.uri) else { return nil }
        return Navigation(analysis, uris: server.uris).definition(at: analysis.positions.offset(of: params.position))
    }

    func references(_ params: LSP.PositionParams) throws(JSONRPC.ResponseError) -> [LSP.Location] {
        guard let (_, analysis) = try analysis(params.textDocument.uri) else { return [] }
        return Navigation(analysis, uris: server.uris).references(
            at: analysis.positions.offset(of: params.position), includingDeclaration: params.context?.includeDeclaration ?? false)
    }

    func rename(_ params: LSP.PositionParams) throws(JSONRPC.ResponseError) -> LSP.WorkspaceEdit {
        guard let newName = params.newName else { throw .invalidParams("`textDocument/rename` needs a `newName`") }
        guard let (_, analysis) = try analysis(params.textDocument.uri) else {
            throw .requestFailed("only the screens of a `*.screen.md` file can be renamed")
        }
        return try Navigation(analysis, uris: server.uris).rename(at: analysis.positions.offset(of: params.position), to: newName)
    }

    func symbols(_ params: LSP.DocumentParams) throws(JSONRPC.ResponseError) -> [LSP.DocumentSymbol] {
        guard let (_, analysis) = try analysis(params.textDocument.uri) else { return [] }
        return DocumentSymbols(analysis).symbols
    }

    func codeActions(_ params: LSP.CodeActionParams) throws(JSONRPC.ResponseError) -> [LSP.CodeAction] {
        guard let (_, analysis) = try analysis(params.textDocument.uri) else { return [] }
        return CodeActions(analysis, uri: params.textDocument.uri).actions(for: analysis.positions.sourceRange(of: params.range))
    }
}
