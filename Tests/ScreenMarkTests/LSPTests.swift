import Foundation
import Testing
@testable import ScreenMark

/// The language server's pieces that a client cannot see one by one: the framing of messages as
/// they arrive in chunks, the UTF-16 positions, and the server's answers to what is not a request.
/// Tests/LSP drives the whole server through a real client.
@Suite struct LSPTests {
    // MARK: - Framing

    static func framed(_ json: String, contentType: Bool = false) -> [UInt8] {
        let type = contentType ? "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" : ""
        return Array("Content-Length: \(json.utf8.count)\r\n\(type)\r\n\(json)".utf8)
    }

    @Test func aMessageSplitAcrossChunksIsYieldedOnceWhole() {
        let json = #"{"jsonrpc":"2.0","method":"initialized","params":{"名前":"🎉"}}"#
        let bytes = Self.framed(json)
        var framing = MessageFraming()
        var frames: [MessageFraming.Frame] = []
        // One byte at a time: the header and the body (multi-byte characters too) cut anywhere.
        for byte in bytes {
            framing.append([byte])
            while let frame = framing.next() { frames.append(frame) }
        }
        #expect(frames == [.message(Array(json.utf8))])
    }

    @Test func twoMessagesInOneChunkWithContentTypeHeaders() {
        var framing = MessageFraming()
        framing.append(Self.framed(#"{"a":1}"#, contentType: true) + Self.framed(#"{"b":2}"#))
        #expect(framing.next() == .message(Array(#"{"a":1}"#.utf8)))
        #expect(framing.next() == .message(Array(#"{"b":2}"#.utf8)))
        #expect(framing.next() == nil)
    }

    @Test func aHeaderWithoutALengthIsSkippedAndTheNextMessageRead() {
        var framing = MessageFraming()
        framing.append(Array("Content-Length: many\r\n\r\n".utf8) + Self.framed(#"{"c":3}"#))
        guard case .malformed(let problem) = framing.next() else {
            Issue.record("the bad header was not reported")
            return
        }
        #expect(problem.contains("Content-Length: many"))
        #expect(framing.next() == .message(Array(#"{"c":3}"#.utf8)))
    }

    @Test func theHeaderFieldNameIsCaseInsensitive() {
        #expect(MessageFraming.contentLength(in: "content-length: 12") == 12)
        #expect(MessageFraming.contentLength(in: "Content-Type: x\r\nCONTENT-LENGTH:7") == 7)
        #expect(MessageFraming.contentLength(in: "Content-Length: -1") == nil)
    }

    @Test func framingWritesTheLengthInBytes() {
        let body = Array(#"{"t":"你好"}"#.utf8)
        #expect(MessageFraming.frame(body) == Array("Content-Length: 14\r\n\r\n".utf8) + body)
    }

    // MARK: - Positions

    /// A line with Chinese, an emoji (a surrogate pair in UTF-16) and Japanese, after a CRLF line.
    static let text = "# 世界\r\n- label: 你好 🎉 ありがとう {name: x}\n"
    static let source = SourceFile(path: "t.screen.md", text: text)

    @Test func anEmojiCountsTwoUnitsAndCJKOne() {
        let converter = PositionConverter(Self.source)
        let line = "- label: 你好 🎉 ありがとう {name: x}"
        let lineStart = Self.text.utf8.count - line.utf8.count - 1
        func offset(of needle: String) -> Int {
            lineStart + line.utf8.distance(from: line.utf8.startIndex, to: line.range(of: needle)!.lowerBound)
        }
        #expect(converter.position(of: offset(of: "你好")) == LSP.Position(line: 1, character: 9))
        #expect(converter.position(of: offset(of: "🎉")) == LSP.Position(line: 1, character: 12))
        // After the emoji: two units more, not one (a scalar) nor four (its bytes).
        #expect(converter.position(of: offset(of: "ありがとう")) == LSP.Position(line: 1, character: 15))
        #expect(converter.position(of: offset(of: "{name")) == LSP.Position(line: 1, character: 21))
        for needle in ["你好", "🎉", "ありがとう", "{name"] {
            #expect(converter.offset(of: converter.position(of: offset(of: needle))) == offset(of: needle))
        }
    }

    @Test func aPositionInsideASurrogatePairIsTheCharactersStart() {
        let converter = PositionConverter(Self.source)
        let emoji = converter.offset(of: LSP.Position(line: 1, character: 12))
        #expect(converter.offset(of: LSP.Position(line: 1, character: 13)) == emoji)
        #expect(converter.offset(of: LSP.Position(line: 1, character: 14)) == emoji + 4)
    }

    @Test func positionsPastALineOrTheFileAreClamped() {
        let converter = PositionConverter(Self.source)
        // The first line ends before its CRLF.
        #expect(converter.offset(of: LSP.Position(line: 0, character: 99)) == "# 世界".utf8.count)
        #expect(converter.offset(of: LSP.Position(line: 42, character: 0)) == Self.text.utf8.count)
        #expect(converter.offset(of: LSP.Position(line: -1, character: 3)) == 0)
        #expect(converter.position(of: 10_000) == LSP.Position(line: 2, character: 0))
    }

    @Test func anIncrementalChangeReplacesItsRange() {
        let bytes = Array(Self.text.utf8)
        let change = LSP.DidChangeParams.Change(
            range: LSP.Range(start: LSP.Position(line: 1, character: 12), end: LSP.Position(line: 1, character: 14)), text: "✓")
        let changed = LanguageServer.apply(change, to: bytes)
        #expect(String(decoding: changed, as: UTF8.self) == "# 世界\r\n- label: 你好 ✓ ありがとう {name: x}\n")
    }

    // MARK: - The server, without a client

    /// The messages the server sent, decoded.
    final class Sent {
        var messages: [[String: Any]] = []
    }

    static func server() -> (LanguageServer, Sent) {
        let sent = Sent()
        let server = LanguageServer(version: "test", send: { bytes in
            var framing = MessageFraming()
            framing.append(bytes)
            guard case .message(let body)? = framing.next(),
                let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
            else { return }
            sent.messages.append(object)
        }, log: { _ in })
        return (server, sent)
    }

    @Test func requestsBeforeInitializeAndUnknownMethodsGetErrors() {
        let (server, sent) = Self.server()
        server.receive(Array(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#.utf8))
        server.receive(Array(#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
        server.receive(Array(#"{"jsonrpc":"2.0","id":"x","method":"no/such","params":{}}"#.utf8))
        server.receive(Array(#"{"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{"textDocument":3}}"#.utf8))
        server.receive(Array("not json".utf8))
        let errors = sent.messages.map { ($0["error"] as? [String: Any])?["code"] as? Int }
        #expect(errors == [-32002, nil, -32601, -32602, -32700])
        #expect(sent.messages[2]["id"] as? String == "x")
        #expect(sent.messages[4].keys.contains("id"))
    }

    @Test func exitAfterShutdownIsZeroAndWithoutIsOne() {
        let (server, _) = Self.server()
        server.receive(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8))
        #expect(server.exitStatus == 1)
        let (other, sent) = Self.server()
        other.receive(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
        other.receive(Array(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#.utf8))
        other.receive(Array(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/documentSymbol","params":{}}"#.utf8))
        other.receive(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8))
        #expect(sent.messages[1].keys.contains("result"))
        #expect((sent.messages[2]["error"] as? [String: Any])?["code"] as? Int == -32600)
        #expect(other.exitStatus == 0)
    }
}
