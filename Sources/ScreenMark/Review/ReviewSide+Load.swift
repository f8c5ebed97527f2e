import Foundation

extension ReviewSide {
    /// The screens of `revision` (`nil`: the work tree) that `paths` (files or folders, from the
    /// current folder; empty: the current folder) select, checked to the rules' depth as every
    /// command checks them, each revision under its own `.screenmark.yml` and with no baseline.
    /// A revision is copied under `scratch` first (see ``GitTree``); files are named from the
    /// repository's top folder on either side, so both sides name a file alike.
    ///
    /// Throws ``GitTree/Failure`` (not a repository, not a revision) or ``InputFiles/Failure``
    /// (a file or configuration that cannot be read): usage problems.
    public static func load(
        _ revision: String?, paths: [String], scratch: String, profile: HIGProfile? = nil, preview: Bool = false
    ) throws -> ReviewSide {
        let repository = try GitTree.root(of: FileManager.default.currentDirectoryPath)
        var root = repository
        if let revision {
            root = scratch + "/" + UUID().uuidString
            try GitTree.materialize(revision, repository: repository, into: root)
        }
        let inputs = (paths.isEmpty ? ["."] : paths).map { path in
            let relative = FindingKey.relativePath(path, to: repository)
            return relative.isEmpty ? root : root + "/" + relative
        }.filter { FileManager.default.fileExists(atPath: $0) }
        var workspace = Workspace(sources: [])
        if !inputs.isEmpty {
            do {
                workspace = try Workspace.load(inputs: inputs, root: root, baseline: .none)
            } catch {
                // No screen file on this side (a folder the change adds): every screen of the
                // other side is added, or removed.
                guard error.reason == InputFiles.nothingFound else { throw error }
            }
        }
        let checked = Pipeline.check(workspace, depth: .rules, profile: profile, preview: preview)
        return ReviewSide(revision: revision ?? "work tree", checked: checked, root: root)
    }
}
