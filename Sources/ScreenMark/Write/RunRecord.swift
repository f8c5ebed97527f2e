import Foundation

/// What the last full run into an output folder read and answered, kept in the emitter's
/// manifest (``OutputManifest``; `.screenmark-swift`) after the list of files, so that a run
/// with nothing changed can skip checking and rendering and still give the full run's answer —
/// the way a build tool skips a step whose inputs and outputs are as it left them.
///
/// - ``key`` is a ``ContentDigest`` of everything the run's answer depends on: the tool (its
///   version and executable), the options, the configuration, the templates, and every screen
///   file's path, name and bytes. The caller makes it (see the command line's `runKey`).
/// - ``report``, ``status`` and ``strictStatus`` are the diagnostics exactly as printed and the
///   exit status they called for (without and with `--strict`), so a skipped run says the same,
///   byte for byte.
/// - ``files`` lists each output with the hash of the bytes the run made (``OutputManifest/hash(_:)``);
///   ``skipped`` and ``held`` are the emission's.
///
/// A record is only ever a shortcut: a run uses it when the key is the same *and* every listed
/// output still holds the bytes recorded (see ``currentFiles(in:)``); anything else — a changed
/// input, template, configuration or tool, an output deleted or edited, a damaged record — is a
/// full run, which writes a new record (or none, when a file could not be written).
public struct RunRecord: Sendable, Equatable {
    /// What a run read, as a digest, and what it answered.
    public struct Answer: Sendable, Equatable {
        /// The digest of what the run read.
        public var key: String
        /// The diagnostics as the run printed them.
        public var report: String
        /// The exit status the diagnostics called for.
        public var status: Int32
        /// The exit status with `--strict`.
        public var strictStatus: Int32
        /// The screen files left out (``Emission/skipped``).
        public var skipped: [String]

        /// The answer of a run that read what `key` digests: `report` printed, `status` (or
        /// `strictStatus` with `--strict`) called for, `skipped` not generated.
        public init(key: String, report: String, status: Int32, strictStatus: Int32, skipped: [String]) {
            self.key = key
            self.report = report
            self.status = status
            self.strictStatus = strictStatus
            self.skipped = skipped
        }
    }

    /// One output: its path in the folder and the hash of the bytes made for it.
    public struct File: Sendable, Equatable {
        /// The output's path in the folder.
        public var path: String
        /// The hash of the bytes the run made for it.
        public var hash: UInt64

        /// An output at `path` whose bytes hash to `hash`.
        public init(path: String, hash: UInt64) {
            self.path = path
            self.hash = hash
        }
    }

    /// What the run read and answered.
    public var answer: Answer
    /// The files the run made, in order.
    public var files: [File]
    /// The outputs it left as they were (``Emission/held``).
    public var held: [String]

    /// A record of a run that gave `answer`, made `files` and held `held`.
    public init(_ answer: Answer, files: [File], held: [String]) {
        self.answer = answer
        self.files = files
        self.held = held
    }

    /// Whether `other` records the same answer, outputs and held files, from another key.
    public func differsOnlyInKey(from other: RunRecord) -> Bool {
        var same = other
        same.answer.key = answer.key
        return same == self && other.answer.key != answer.key
    }

    // MARK: - Replaying

    /// The outputs as they are in `folder`, when each still holds exactly the bytes recorded;
    /// `nil` when any is missing, unreadable or different (then only a full run can answer).
    public func currentFiles(in folder: String) -> [OutputFile]? {
        // `OutputWriter` creates the folder; a record is never read from a folder that is not there.
        guard FileManager.default.fileExists(atPath: folder), let writer = try? OutputWriter(folder: folder) else { return nil }
        var current: [OutputFile] = []
        current.reserveCapacity(files.count)
        for file in files {
            guard let bytes = try? writer.read(file.path), OutputManifest.hash(bytes) == file.hash else { return nil }
            current.append(OutputFile(path: file.path, text: String(decoding: bytes, as: UTF8.self)))
        }
        return current
    }

    /// The record in the manifest `manifestName` of `folder`, if there is one that parses.
    public static func read(in folder: String, manifestName: String) -> RunRecord? {
        guard FileManager.default.fileExists(atPath: folder), let writer = try? OutputWriter(folder: folder),
            let bytes = try? writer.read(manifestName)
        else { return nil }
        return RunRecord(manifest: String(decoding: bytes, as: UTF8.self))
    }

    // MARK: - Text

    // Each line of a record starts with `#`, which no manifest entry does (an entry starts with
    // 16 hex digits), so a manifest reader skips them; values are escaped to stay on their line.
    private static let header = "# screenmark run record 1"

    /// The record's lines, to follow a manifest's entries.
    public var text: String {
        var lines = [Self.header, "#key " + Self.escaped(answer.key), "#status \(answer.status) \(answer.strictStatus)"]
        lines += files.map { "#file " + String($0.hash, radix: 16) + " " + Self.escaped($0.path) }
        lines += answer.skipped.map { "#skipped " + Self.escaped($0) }
        lines += held.map { "#held " + Self.escaped($0) }
        lines.append("#report " + Self.escaped(answer.report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The record in the text of a manifest; `nil` when there is none, or it is not whole.
    public init?(manifest: String) {
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: true).drop { $0 != Self.header }.dropFirst()
        var key: String?, report: String?, statuses: [Int32] = []
        var files: [File] = [], skipped: [String] = [], held: [String] = []
        while let line = lines.popFirst() {
            guard let space = line.firstIndex(of: " ") else { return nil }
            let value = line[line.index(after: space)...]
            switch line[..<space] {
            case "#key": key = Self.unescaped(value)
            case "#status": statuses = value.split(separator: " ").compactMap { Int32($0) }
            case "#file":
                guard let gap = value.firstIndex(of: " "), let hash = UInt64(value[..<gap], radix: 16) else { return nil }
                files.append(File(path: Self.unescaped(value[value.index(after: gap)...]), hash: hash))
            case "#skipped": skipped.append(Self.unescaped(value))
            case "#held": held.append(Self.unescaped(value))
            case "#report": report = Self.unescaped(value)
            default: return nil
            }
        }
        // The report is written last: without it the record was cut short.
        guard let key, let report, statuses.count == 2 else { return nil }
        let answer = Answer(key: key, report: report, status: statuses[0], strictStatus: statuses[1], skipped: skipped)
        self.init(answer, files: files, held: held)
    }

    /// `\` and the line breaks as `\\`, `\n`, `\r`: a value on one line.
    private static func escaped(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func unescaped(_ value: Substring) -> String {
        var out = String.UnicodeScalarView()
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                out.append(scalar == "n" ? "\n" : scalar == "r" ? "\r" : scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
