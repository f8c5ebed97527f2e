/// The Language Server Protocol's structures, only those the server reads or writes, with the
/// protocol's field names. Positions count UTF-16 code units (see ``PositionConverter``).
public enum LSP {
    /// A place between two characters: 0-based line, and UTF-16 code units into it.
    public struct Position: Codable, Hashable, Sendable {
        public var line: Int
        public var character: Int

        public init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }
    }

    /// From `start` up to, not including, `end`.
    public struct Range: Codable, Hashable, Sendable {
        public var start: Position
        public var end: Position

        public init(start: Position, end: Position) {
            self.start = start
            self.end = end
        }
    }

    /// A range in a document.
    public struct Location: Codable, Hashable, Sendable {
        public var uri: String
        public var range: Range
    }

    /// Names a document.
    public struct TextDocumentIdentifier: Codable, Sendable {
        public var uri: String
    }

    /// A document as the editor opens it.
    public struct TextDocumentItem: Codable, Sendable {
        public var uri: String
        public var languageId: String?
        public var version: Int
        public var text: String
    }

    /// `textDocument/didOpen`.
    public struct DidOpenParams: Codable, Sendable {
        public var textDocument: TextDocumentItem
    }

    /// `textDocument/didChange`: the whole text (no `range`) or a range replaced, in order.
    public struct DidChangeParams: Codable, Sendable {
        public struct Document: Codable, Sendable {
            public var uri: String
            public var version: Int?
        }
        public struct Change: Codable, Sendable {
            public var range: Range?
            public var text: String
        }
        public var textDocument: Document
        public var contentChanges: [Change]
    }

    /// `textDocument/didClose` and `didSave`.
    public struct DocumentParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
    }

    /// Every request that asks about a place: hover, definition, completion, references, rename.
    public struct PositionParams: Codable, Sendable {
        public struct ReferenceContext: Codable, Sendable {
            public var includeDeclaration: Bool
        }
        public var textDocument: TextDocumentIdentifier
        public var position: Position
        /// `textDocument/references` only.
        public var context: ReferenceContext?
        /// `textDocument/rename` only.
        public var newName: String?
    }

    /// `textDocument/publishDiagnostics`.
    public struct PublishDiagnosticsParams: Codable, Sendable {
        public var uri: String
        public var version: Int?
        public var diagnostics: [Diagnostic]
    }

    /// A finding, as the editor shows it.
    public struct Diagnostic: Codable, Hashable, Sendable {
        public struct CodeDescription: Codable, Hashable, Sendable {
            public var href: String
        }
        public struct RelatedInformation: Codable, Hashable, Sendable {
            public var location: Location
            public var message: String
        }
        public var range: Range
        /// 1 error, 2 warning, 3 information, 4 hint.
        public var severity: Int
        public var code: String
        public var codeDescription: CodeDescription?
        public var source: String
        public var message: String
        public var relatedInformation: [RelatedInformation]?
    }

    /// `textDocument/codeAction`.
    public struct CodeActionParams: Codable, Sendable {
        public struct Context: Codable, Sendable {
            public var diagnostics: [Diagnostic]?
        }
        public var textDocument: TextDocumentIdentifier
        public var range: Range
        public var context: Context?
    }

    /// A quick fix: a title and the edit it makes.
    public struct CodeAction: Codable, Sendable {
        public var title: String
        public var kind: String
        public var diagnostics: [Diagnostic]?
        public var isPreferred: Bool?
        public var edit: WorkspaceEdit
    }

    /// Replace `range` with `newText`.
    public struct TextEdit: Codable, Hashable, Sendable {
        public var range: Range
        public var newText: String
    }

    /// Edits to several documents, by URI.
    public struct WorkspaceEdit: Codable, Sendable {
        public var changes: [String: [TextEdit]]
    }

    /// One completion proposal.
    public struct CompletionItem: Codable, Sendable {
        public var label: String
        /// 7 class, 10 property, 12 value, 14 keyword, 17 file, 18 reference, 22 struct.
        public var kind: Int
        public var detail: String?
        public var documentation: String?
        public var filterText: String?
        public var sortText: String?
        public var textEdit: TextEdit?
    }

    /// The proposals.
    public struct CompletionList: Codable, Sendable {
        public var isIncomplete: Bool
        public var items: [CompletionItem]
    }

    /// Markdown shown on hover.
    public struct Hover: Codable, Sendable {
        public struct Contents: Codable, Sendable {
            public var kind = "markdown"
            public var value: String
        }
        public var contents: Contents
        public var range: Range?
    }

    /// One entry of the outline, with its children.
    public struct DocumentSymbol: Codable, Sendable {
        public var name: String
        public var detail: String?
        /// 2 module, 5 class, 23 struct, 24 event, …
        public var kind: Int
        public var range: Range
        public var selectionRange: Range
        public var children: [DocumentSymbol]?
    }
}
