import Foundation

/// Brings an output folder in line with what an emitter made: the one loop every emitter's
/// files go through, for writing and for `--check`.
///
/// Files are written through ``OutputWriter`` (atomic, only when changed, never outside the
/// folder). Files listed in the emitter's ``OutputManifest`` that no input makes any more are
/// orphans: reported, and with `prune` deleted — unless they were edited since ScreenMark wrote
/// them. A file ScreenMark did not write is never changed or deleted: where one stands in the way
/// of an output, with other bytes, it is reported as a conflict and left as it is.
public struct OutputSync: Sendable {
    /// Write the files, or only compare them.
    public enum Mode: Sendable { case write, check }

    /// What happened to one path.
    public enum Action: String, Sendable, CaseIterable {
        case created, updated, unchanged
        /// `--check`: the file is not there, or holds other bytes.
        case missing, differs
        /// No input makes it any more; left in place.
        case orphaned
        /// An orphan deleted by `--prune`.
        case deleted
        /// An orphan `--prune` left because it was edited after ScreenMark wrote it.
        case kept
        /// A file ScreenMark did not write holds other bytes where an output goes: left alone,
        /// and the output is not written.
        case conflict
        /// The file could not be written (``Entry/reason`` says why); the others still are.
        case failed
    }

    /// One line of the report.
    public struct Entry: Sendable, Equatable {
        public var action: Action
        public var path: String
        /// Why it failed, for ``Action/failed``.
        public var reason: String?

        public init(action: Action, path: String, reason: String? = nil) {
            self.action = action
            self.path = path
            self.reason = reason
        }
    }

    /// What a run did, in the order of the files, then the orphans.
    public struct Report: Sendable {
        public var entries: [Entry]
        /// Whether `--check` found the folder out of date (a file missing or different, or an orphan).
        public var isStale: Bool {
            entries.contains { [.missing, .differs, .orphaned, .kept, .conflict].contains($0.action) }
        }

        /// Whether an output could not be written because another file stands in its place.
        public var hasConflicts: Bool { entries.contains { $0.action == .conflict } }

        /// Whether a file could not be written.
        public var hasFailures: Bool { entries.contains { $0.action == .failed } }

        /// The closing line. Writing: `6 Swift files: 1 created, 0 updated, 5 unchanged`, then
        /// the orphans' counts when there are any (`, 1 deleted`). Checking: `6 Swift files are
        /// current`, or `2 of 6 Swift files are stale` and the orphans' count.
        public func summary(noun: String, files: Int, mode: Mode) -> String {
            var counts: [Action: Int] = [:]
            for entry in entries { counts[entry.action, default: 0] += 1 }
            func plural(_ count: Int) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
            let orphans = [Action.orphaned, .deleted, .kept, .conflict, .failed].compactMap { action in
                counts[action].map { "\($0) \(action.rawValue)" }
            }
            switch mode {
            case .write:
                let written = [Action.created, .updated, .unchanged].map { "\(counts[$0] ?? 0) \($0.rawValue)" }
                return plural(files) + ": " + (written + orphans).joined(separator: ", ")
            case .check:
                let stale = (counts[.missing] ?? 0) + (counts[.differs] ?? 0)
                if stale == 0, orphans.isEmpty { return plural(files) + (files == 1 ? " is" : " are") + " current" }
                return (["\(stale) of \(plural(files)) are stale"] + orphans).joined(separator: ", ")
            }
        }
    }

    /// The output folder.
    public var folder: String
    /// The emitter's manifest file name.
    public var manifestName: String

    /// A sync of `folder` for the emitter whose manifest is `manifestName`.
    public init(folder: String, manifestName: String) {
        self.folder = folder
        self.manifestName = manifestName
    }

    /// Writes (or, in ``Mode/check``, compares) `files`, then deals with the orphans; the paths
    /// `held` are left as they are and stay listed (their inputs were not generated this time).
    /// A write that went through whole keeps `answer` in the manifest, as a ``RunRecord`` the
    /// next run can answer from.
    ///
    /// Writing takes the folder's ``OutputLock`` first (`waiting` is told once, with the
    /// holder's process id, when another run holds it) and sweeps what killed runs left. A file
    /// that cannot be written or deleted is reported as ``Action/failed`` and the run goes on
    /// with the others, the manifest last; only a folder that cannot be made or locked throws.
    public func run(
        _ files: [OutputFile], holding held: [String] = [], mode: Mode, prune: Bool = false, answer: RunRecord.Answer? = nil,
        waiting: (Int32?) -> Void = { _ in }
    ) throws(OutputWriter.Failure) -> Report {
        let exists = FileManager.default.fileExists(atPath: folder)
        // A writer creates a missing folder: `--check` must not, so it reads an empty folder then.
        guard mode == .write || exists else {
            return Report(entries: files.map { Entry(action: .missing, path: $0.path) })
        }
        let writer = try OutputWriter(folder: folder)
        // `--check` writes nothing, the lock file included; it may see a write half done.
        let lock = mode == .write ? try OutputLock(writer, waiting: waiting) : nil
        defer { lock?.release() }
        let previousBytes = (try? writer.read(manifestName)) ?? []
        let previous = OutputManifest(text: String(decoding: previousBytes, as: UTF8.self))
        var manifest = OutputManifest()
        // What is decided before anything is written: a conflict, or a path that cannot be used.
        var decided = [Entry?](repeating: nil, count: files.count)
        var contents: [[UInt8]] = []
        contents.reserveCapacity(files.count)
        for (index, file) in files.enumerated() {
            contents.append(Array(file.text.utf8))
            do {
                if previous.entries[file.path] == nil, try standsInTheWay(of: contents[index], at: file.path, writer) {
                    decided[index] = Entry(action: .conflict, path: file.path)
                    continue
                }
            } catch {
                decided[index] = Entry(action: .failed, path: file.path, reason: error.reason)
                continue
            }
            manifest.entries[file.path] = OutputManifest.hash(contents[index])
        }
        if mode == .write, let failure = listAhead(manifest, previous: previous, writer) {
            // A file the manifest cannot claim would stand in the way of every later run.
            for index in files.indices where decided[index] == nil && previous.entries[files[index].path] == nil {
                decided[index] = Entry(action: .failed, path: files[index].path, reason: "not written: \(failure.description)")
                manifest.entries[files[index].path] = nil
            }
        }
        var entries: [Entry] = []
        for (index, file) in files.enumerated() {
            if let entry = decided[index] {
                entries.append(entry)
                continue
            }
            switch mode {
            case .write:
                // One file that cannot be written does not stop the others.
                do {
                    entries.append(Entry(action: Action(try writer.write(contents[index], to: file.path)), path: file.path))
                } catch {
                    entries.append(Entry(action: .failed, path: file.path, reason: error.reason))
                    manifest.entries[file.path] = previous.entries[file.path]
                }
            case .check:
                let current = try? writer.read(file.path)
                let action: Action = current.map { OutputWriter.same($0, contents[index]) ? .unchanged : .differs } ?? .missing
                entries.append(Entry(action: action, path: file.path))
            }
        }
        for path in held { manifest.entries[path] = previous.entries[path] }
        entries += orphans(previous, manifest: &manifest, mode: mode, prune: prune, writer)
        guard mode == .write else { return Report(entries: entries) }
        if let lock, !lock.staleTokens.isEmpty {
            // Every folder this emitter writes into, once, not once per file.
            let folders = Set((files.map(\.path) + previous.entries.keys).map { $0.split(separator: "/").dropLast().joined(separator: "/") })
            for folder in folders.union([""]).sorted() { writer.removeLeftovers(in: folder, of: Set(lock.staleTokens)) }
        }
        var text = manifest.text
        if let answer, !entries.contains(where: { $0.action == .conflict || $0.action == .failed }) {
            let recorded = files.enumerated().map { RunRecord.File(path: $1.path, hash: OutputManifest.hash(contents[$0])) }
            let record = RunRecord(answer, files: recorded, held: held)
            // A run that answered as the recorded one, from other inputs (an edit that changed no
            // output), keeps the record: the manifest changes only when an output or the answer
            // does, so a committed folder shows no diff. The next run of these inputs is a full
            // run again, which costs a check, never a wrong answer.
            let previousRecord = RunRecord(manifest: String(decoding: previousBytes, as: UTF8.self))
            text += (previousRecord.map(record.differsOnlyInKey) == true ? previousRecord! : record).text
        }
        do {
            if manifest.entries.isEmpty {
                try writer.remove(manifestName)
            } else if !text.utf8.elementsEqual(previousBytes) {
                try writer.write(text, to: manifestName)
            }
        } catch {
            entries.append(Entry(action: .failed, path: manifestName, reason: error.reason))
        }
        return Report(entries: entries)
    }

    /// Whether something ScreenMark did not write (by the manifest) is at `path`, other than
    /// `bytes`: a file with the same bytes is taken as written.
    private func standsInTheWay(of bytes: [UInt8], at path: String, _ writer: OutputWriter) throws(OutputWriter.Failure) -> Bool {
        guard try writer.exists(path) else { return false }
        // What cannot be read as a file (a folder, a broken link) is in the way too.
        guard let current = try writer.read(path) else { return true }
        return !OutputWriter.same(current, bytes)
    }

    /// Writes the previous manifest with the paths `manifest` adds before any of them is
    /// written, so that a run killed or failing between the files and the manifest leaves
    /// files the next run knows as its own (rewritten, pruned) and not as conflicts forever.
    /// Returns why it could not be written; `nil` when written or not needed.
    private func listAhead(_ manifest: OutputManifest, previous: OutputManifest, _ writer: OutputWriter) -> OutputWriter.Failure? {
        var ahead = previous
        for (path, hash) in manifest.entries where previous.entries[path] == nil { ahead.entries[path] = hash }
        guard ahead != previous else { return nil }
        do {
            // Without the run record: a run that stops now has given no answer to replay.
            try writer.write(ahead.text, to: manifestName)
            return nil
        } catch {
            return error
        }
    }

    /// The files of `previous` that `manifest` does not list: reported, and with `prune`
    /// deleted when untouched since written; the ones kept stay listed in `manifest`.
    private func orphans(
        _ previous: OutputManifest, manifest: inout OutputManifest, mode: Mode, prune: Bool, _ writer: OutputWriter
    ) -> [Entry] {
        var entries: [Entry] = []
        for (path, hash) in previous.entries.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
        where manifest.entries[path] == nil {
            guard let current = try? writer.read(path) else { continue }  // gone already
            let untouched = OutputManifest.hash(current) == hash
            if mode == .write, prune, untouched {
                do {
                    try writer.remove(path)
                    entries.append(Entry(action: .deleted, path: path))
                    continue
                } catch {
                    // Not deleted (a symbolic link, a folder): said, still listed, the run goes on.
                    entries.append(Entry(action: .failed, path: path, reason: error.reason))
                }
            } else {
                entries.append(Entry(action: prune && !untouched ? .kept : .orphaned, path: path))
            }
            manifest.entries[path] = hash  // still ours: a later `--prune` may delete it
        }
        return entries
    }
}

extension OutputSync.Action {
    init(_ outcome: OutputWriter.Outcome) {
        switch outcome {
        case .created: self = .created
        case .updated: self = .updated
        case .unchanged: self = .unchanged
        }
    }
}
