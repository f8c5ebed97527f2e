import Foundation

/// Runs a ``LanguageServer`` over standard input and output: a thread reads the input as it
/// comes, and the calling thread handles the messages in order and, whenever no message is
/// waiting, checks the documents whose debounce has run out. So a burst of keystrokes is
/// handled as one change, and a check never delays the answer to a request that came before it.
public enum ServerConnection {
    /// Serves until `exit` (or the end of the input) and returns the exit status: 0 after
    /// `shutdown` then `exit`, 1 otherwise.
    public static func run(version: String) -> Int32 {
        // A client that goes away must not kill the server mid-write: the write fails instead.
        signal(SIGPIPE, SIG_IGN)
        let inbox = Inbox()
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                inbox.put(Array(buffer[..<count]))
            }
            inbox.close()
        }
        reader.start()
        let server = LanguageServer(version: version, send: writeOut, log: logLine)
        var framing = MessageFraming()
        while true {
            let (chunks, ended) = inbox.take(waitingUntil: server.nextDeadline)
            for chunk in chunks { framing.append(chunk) }
            while let frame = framing.next() {
                switch frame {
                case .message(let body):
                    server.receive(body)
                    if let status = server.exitStatus { return status }
                case .malformed(let problem):
                    logLine("screenmark lsp: skipped \(problem)")
                }
            }
            if ended { return server.exitStatus ?? 1 }
            while !inbox.hasInput, server.runNextDueCheck(now: LanguageServer.now()) {}
        }
    }

    /// Writes all of `bytes` to standard output.
    private static func writeOut(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    private static func logLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// The chunks read and not yet taken, shared by the reading thread and the serving one.
    private final class Inbox: @unchecked Sendable {
        // Every field is read and written under `condition`'s lock.
        private let condition = NSCondition()
        private var chunks: [[UInt8]] = []
        private var ended = false

        func put(_ chunk: [UInt8]) {
            condition.lock()
            chunks.append(chunk)
            condition.signal()
            condition.unlock()
        }

        func close() {
            condition.lock()
            ended = true
            condition.signal()
            condition.unlock()
        }

        var hasInput: Bool {
            condition.lock()
            defer { condition.unlock() }
            return !chunks.isEmpty
        }

        /// What has arrived, waiting for something until `deadline` (``LanguageServer/now()``'s
        /// clock; forever without one), and whether the input has ended.
        func take(waitingUntil deadline: Double?) -> ([[UInt8]], Bool) {
            condition.lock()
            defer { condition.unlock() }
            while chunks.isEmpty, !ended {
                guard let deadline else {
                    condition.wait()
                    continue
                }
                let remaining = deadline - LanguageServer.now()
                if remaining <= 0 { break }
                _ = condition.wait(until: Date(timeIntervalSinceNow: remaining))
            }
            let taken = chunks
            chunks = []
            return (taken, ended && taken.isEmpty)
        }
    }
}
