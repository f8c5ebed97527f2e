import Foundation

/// `screenmark lsp`: a Language Server Protocol server for `*.screen.md` files.
///
/// It holds the open documents' texts, checks them as `screenmark check FILE` would (see
/// ``SpecAnalysis``) and answers from those checks. It is driven one message at a time by a
/// ``ServerConnection`` (or a test): ``receive(_:)`` handles a message, and ``runNextDueCheck(now:)``
/// checks a document once typing has paused (the debounce), publishing its diagnostics. All of it
/// runs on the caller's thread: nothing here is shared.
///
/// A bad message never ends the server: a body that is not JSON, an unknown method or parameters
/// it cannot read are answered with the protocol's errors, and the server goes on.
public final class LanguageServer {
    /// The debounce: a change that comes within `debounce` of the one before it (key repeat, a
    /// paste or a completion sent as several changes) is one of a burst, and the document is
    /// checked once the burst has paused for `debounce`. A change after a pause is checked at once
    /// (the leading edge): the check is what the user waits for. Changes that arrive while a check
    /// runs are taken together before the next one in any case (see ``ServerConnection``).
    public let debounce: Double
    /// Where the framed messages go.
    private let send: ([UInt8]) -> Void
    /// Where the log lines go (standard error).
    private let log: (String) -> Void
    /// The tool's version, for `initialize`.
    private let version: String

    private enum State { case starting, running, shutDown }
    private var state = State.starting
    /// The exit status once `exit` arrives: 0 after `shutdown`, 1 without (the protocol's rule).
    public private(set) var exitStatus: Int32?

    /// An open document: the editor's URI for it, its version and its text.
    struct OpenDocument {
        var uri: String
        var version: Int?
        var bytes: [UInt8]
    }
    private var documents: [String: OpenDocument] = [:]
    /// The last check of each open document, and the documents waiting to be checked, with when.
    private var analyses: [String: SpecAnalysis] = [:]
    private var due: [String: Due] = [:]
    /// When each open document last changed.
    private var lastChange: [String: Double] = [:]

    /// When a document is to be checked, and whether the other open files of its folder are to be
    /// checked after it (not when it is itself checked because another file changed).
    struct Due {
        var time: Double
        var cascades: Bool
    }

    /// A server that writes framed messages with `send` and log lines with `log`.
    public init(version: String, debounce: Double = 0.05, send: @escaping ([UInt8]) -> Void, log: @escaping (String) -> Void) {
        self.version = version
        self.debounce = debounce
        self.send = send
        self.log = log
    }

    /// The earliest time (``now()``'s clock) a document is due to be checked, if one is.
    public var nextDeadline: Double? { due.values.map(\.time).min() }

    /// Seconds on a monotonic clock.
    public static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Checks the document due first, if its time has come, and publishes its diagnostics;
    /// returns whether it checked one. The other open files of its folder are checked a debounce
    /// after it (what it links to, or what links to it, may have changed): not between two
    /// keystrokes of a burst, where they would delay the next check of the file being typed in.
    @discardableResult
    public func runNextDueCheck(now: Double) -> Bool {
        guard let (path, next) = due.min(by: { $0.value.time < $1.value.time }), next.time <= now else { return false }
        check(path)
        if next.cascades {
            for other in documents.keys where other != path && Self.folder(of: other) == Self.folder(of: path) && due[other] == nil {
                due[other] = Due(time: now + debounce, cascades: false)
            }
        }
        return true
    }

    /// Handles one message's body.
    public func receive(_ body: [UInt8]) {
        let data = Data(body)
        let envelope: JSONRPC.Envelope
        do {
            envelope = try JSONDecoder().decode(JSONRPC.Envelope.self, from: data)
        } catch {
            log("screenmark lsp: a message that is not a JSON-RPC object: \(error)")
            respond(nil, .failure(.parseError("the message is not a JSON-RPC object")))
            return
        }
        guard let method = envelope.method else {
            // A response to a request of ours (the server sends none), or a message without a method.
            if envelope.id == nil { respond(nil, .failure(.invalidRequest("a message needs a `method`"))) }
            return
        }
        if let id = envelope.id {
            respond(id, Result { () throws(JSONRPC.ResponseError) in try request(method, data) })
        } else {
            notification(method, data)
        }
    }

    // MARK: - Requests

    private func request(_ method: String, _ data: Data) throws(JSONRPC.ResponseError) -> any Encodable {
        switch state {
        case .starting where method != "initialize": throw .serverNotInitialized
        case .shutDown: throw .invalidRequest("the server is shutting down")
        case .starting, .running: break
        }
        let features = Features(server: self)
        switch method {
        case "initialize":
            state = .running
            return InitializeResult(serverInfo: .init(version: version))
        case "shutdown":
            state = .shutDown
            return Null()
        case "textDocument/completion":
            return try features.completion(params(data))
        case "textDocument/hover":
            return try features.hover(params(data)) ?? Null()
        case "textDocument/definition":
            return try features.definition(params(data)) ?? Null()
        case "textDocument/references":
            return try features.references(params(data))
        case "textDocument/rename":
            return try features.rename(params(data))
        case "textDocument/documentSymbol":
            return try features.symbols(params(data))
        case "textDocument/codeAction":
            return try features.codeActions(params(data))
        default:
            throw .methodNotFound(method)
        }
    }

    /// The `params` of the message in `data`, as `Params`.
    private func params<Params: Decodable>(_ data: Data) throws(JSONRPC.ResponseError) -> Params {
        do {
            return try JSONDecoder().decode(JSONRPC.Parameters<Params>.self, from: data).params
        } catch {
            throw .invalidParams("the parameters cannot be read: \(error)")
        }
    }

    // MARK: - Notifications

    private func notification(_ method: String, _ data: Data) {
        if method == "exit" {
            exitStatus = state == .shutDown ? 0 : 1
            return
        }
        guard state == .running else { return }
        do throws(JSONRPC.ResponseError) {
            switch method {
            case "textDocument/didOpen":
                let opened: LSP.DidOpenParams = try params(data)
                guard let path = DocumentURI.path(of: opened.textDocument.uri), Self.isScreenFile(path) else { return }
                documents[path] = OpenDocument(
                    uri: opened.textDocument.uri, version: opened.textDocument.version, bytes: Array(opened.textDocument.text.utf8))
                due[path] = Due(time: Self.now(), cascades: true)
            case "textDocument/didChange":
                let changed: LSP.DidChangeParams = try params(data)
                guard let path = DocumentURI.path(of: changed.textDocument.uri), var document = documents[path] else { return }
                for change in changed.contentChanges { document.bytes = Self.apply(change, to: document.bytes) }
                document.version = changed.textDocument.version
                documents[path] = document
                let now = Self.now()
                let inBurst = lastChange[path].map { now - $0 < debounce } ?? false
                lastChange[path] = now
                due[path] = Due(time: inBurst ? now + debounce : now, cascades: true)
            case "textDocument/didClose":
                let closed: LSP.DocumentParams = try params(data)
                guard let path = DocumentURI.path(of: closed.textDocument.uri) else { return }
                documents[path] = nil
                analyses[path] = nil
                due[path] = nil
                lastChange[path] = nil
                publish(LSP.PublishDiagnosticsParams(uri: closed.textDocument.uri, version: nil, diagnostics: []))
            case "textDocument/didSave":
                // The disk changed: the other open files of the folder read it as context.
                let saved: LSP.DocumentParams = try params(data)
                guard let path = DocumentURI.path(of: saved.textDocument.uri) else { return }
                for other in documents.keys where Self.folder(of: other) == Self.folder(of: path) {
                    due[other] = due[other] ?? Due(time: Self.now(), cascades: false)
                }
            default:
                // `initialized`, `$/cancelRequest`, `$/setTrace`, `workspace/didChangeConfiguration`…:
                // nothing to do, and a notification is never answered.
                break
            }
        } catch {
            log("screenmark lsp: \(method): \(error.message)")
        }
    }

    /// `bytes` with `change` made: a range replaced, or the whole text when it has none.
    static func apply(_ change: LSP.DidChangeParams.Change, to bytes: [UInt8]) -> [UInt8] {
        guard let range = change.range else { return Array(change.text.utf8) }
        let replaced = PositionConverter(SourceFile(path: "", bytes: bytes)).sourceRange(of: range)
        var result = bytes
        result.replaceSubrange(replaced.start..<replaced.end, with: change.text.utf8)
        return result
    }

    // MARK: - Checking

    /// The check of the open document at `path`, made now if it is not up to date (`fresh`) or
    /// none was made.
    func analysis(of path: String, fresh: Bool = true) -> SpecAnalysis? {
        guard documents[path] != nil else { return nil }
        if let analysis = analyses[path], !fresh || due[path] == nil { return analysis }
        return check(path)
    }

    /// Checks the open document at `path` and publishes its diagnostics.
    @discardableResult
    private func check(_ path: String) -> SpecAnalysis? {
        due[path] = nil
        guard let document = documents[path] else { return nil }
        let analysis = SpecAnalysis.run(path: path, open: documents.mapValues(\.bytes), memo: parses)
        if let problem = analysis.problem { log("screenmark lsp: \(path) checked on its own: \(problem)") }
        analyses[path] = analysis
        let conversion = DiagnosticConversion(analysis)
        publish(LSP.PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: conversion.diagnostics))
        // The configuration's problems go to its own file, as `check` prints them, and are
        // cleared there once it is fixed.
        if let configuration = analysis.configuration {
            let diagnostics = conversion.configurationDiagnostics
            if !diagnostics.isEmpty || configurationsWithProblems.contains(configuration.path) {
                publish(LSP.PublishDiagnosticsParams(uri: DocumentURI.uri(of: configuration.path), version: nil, diagnostics: diagnostics))
            }
            if diagnostics.isEmpty {
                configurationsWithProblems.remove(configuration.path)
            } else {
                configurationsWithProblems.insert(configuration.path)
            }
        }
        return analysis
    }

    /// The parses of the files checked, kept for the next check: a keystroke changes one file.
    private let parses = ParseMemo()

    /// The configuration files whose problems are shown.
    private var configurationsWithProblems: Set<String> = []

    /// Whether `path` is a screen file: editors start the server for every Markdown file, and
    /// the others are left alone (`*.screen.md` stays Markdown for every other tool).
    static func isScreenFile(_ path: String) -> Bool { path.hasSuffix(InputFiles.fileExtension) }

    /// The open document at `path`: its URI and text.
    func document(at path: String) -> OpenDocument? { documents[path] }

    /// The URI the editor names each open document by.
    var uris: [String: String] { documents.mapValues(\.uri) }

    private static func folder(of path: String) -> Substring {
        path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
    }

    // MARK: - Output

    private func publish(_ params: LSP.PublishDiagnosticsParams) {
        write(JSONRPC.Notification(method: "textDocument/publishDiagnostics", params: params))
    }

    private func respond(_ id: JSONRPC.ID?, _ result: Result<any Encodable, JSONRPC.ResponseError>) {
        switch result {
        case .success(let value): write(JSONRPC.Response(id: id, result: value, error: nil))
        case .failure(let error): write(JSONRPC.Response(id: id, result: nil, error: error))
        }
    }

    private func write(_ message: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        do {
            send(MessageFraming.frame(Array(try encoder.encode(message))))
        } catch {
            log("screenmark lsp: a message could not be encoded: \(error)")
        }
    }
}

/// JSON `null`, the result of a request that has none.
struct Null: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
