import Foundation

/// JSON-RPC 2.0 as the Language Server Protocol uses it: requests (with an id, answered once),
/// notifications (without, never answered) and the responses the server sends.
public enum JSONRPC {
    /// A request's id: a number or a string, echoed in its response.
    public enum ID: Codable, Hashable, Sendable {
        case number(Int)
        case string(String)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else {
                self = .string(try container.decode(String.self))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let number): try container.encode(number)
            case .string(let string): try container.encode(string)
            }
        }
    }

    /// What an incoming message is, read before its parameters: they are decoded by the
    /// handler of its method, into that method's own type.
    public struct Envelope: Decodable, Sendable {
        /// Present on requests (and on responses, which this server does not expect).
        public var id: ID?
        /// Present on requests and notifications.
        public var method: String?
    }

    /// The `params` of a message, as `Params`.
    struct Parameters<Params: Decodable>: Decodable {
        var params: Params
    }

    /// A failed request's answer. The codes are the protocol's.
    public struct ResponseError: Error, Codable, Equatable, Sendable {
        /// The protocol's code (see the static members).
        public var code: Int
        /// What went wrong, for the person reading the client's log.
        public var message: String

        /// An error with `code` and `message`.
        public init(code: Int, message: String) {
            self.code = code
            self.message = message
        }

        /// The body is not JSON.
        public static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
        /// The JSON is not a request.
        public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
        /// No such method.
        public static func methodNotFound(_ method: String) -> ResponseError {
            ResponseError(code: -32601, message: "unknown method `\(method)`")
        }
        /// The method's parameters are not what it takes.
        public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
        /// A request before `initialize`.
        public static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized yet")
        /// The request was understood but cannot be carried out (e.g. renaming what is not a screen).
        public static func requestFailed(_ message: String) -> ResponseError { ResponseError(code: -32803, message: message) }
    }

    /// A response: `result` on success (JSON `null` when there is nothing), else `error`.
    struct Response: Encodable {
        var id: ID?
        var result: (any Encodable)?
        var error: ResponseError?

        private enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            // A response to a request whose id could not be read carries `id: null`.
            try container.encode(id, forKey: .id)
            if let error {
                try container.encode(error, forKey: .error)
            } else if let result {
                try result.encode(to: container.superEncoder(forKey: .result))
            } else {
                try container.encodeNil(forKey: .result)
            }
        }
    }

    /// A notification the server sends (`textDocument/publishDiagnostics`, `window/logMessage`).
    struct Notification<Params: Encodable>: Encodable {
        var method: String
        var params: Params

        private enum CodingKeys: String, CodingKey { case jsonrpc, method, params }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(method, forKey: .method)
            try container.encode(params, forKey: .params)
        }
    }
}
