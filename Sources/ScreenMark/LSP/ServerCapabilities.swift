/// The `initialize` result: what the server offers, so the editor asks only for that.
struct InitializeResult: Encodable {
    struct Capabilities: Encodable {
        struct Sync: Encodable {
            var openClose = true
            /// 2: incremental; the edits are applied to the server's copy of the text.
            var change = 2
            var save = ["includeText": false]
        }
        struct CompletionOptions: Encodable {
            /// After `[` and `(` of a link, `#` of a destination, `{`, `,` and `:` of attributes,
            /// and a space (after `- `, `## `).
            var triggerCharacters = ["[", "(", "#", "{", ",", ":", " "]
        }
        struct CodeActionOptions: Encodable {
            var codeActionKinds = ["quickfix"]
        }
        /// Columns count UTF-16 code units: the protocol's default, which every client speaks.
        var positionEncoding = "utf-16"
        var textDocumentSync = Sync()
        var completionProvider = CompletionOptions()
        var hoverProvider = true
        var definitionProvider = true
        var referencesProvider = true
        var renameProvider = true
        var documentSymbolProvider = true
        var codeActionProvider = CodeActionOptions()
    }
    struct ServerInfo: Encodable {
        var name = "screenmark"
        var version: String
    }
    var capabilities = Capabilities()
    var serverInfo: ServerInfo
}
