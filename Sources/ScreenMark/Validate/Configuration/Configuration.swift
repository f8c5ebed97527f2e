/// A team's settings from `.screenmark.yml`: profile, rule severities and thresholds, which
/// files to check.
///
/// ```yaml
/// profile: ios7                 # or iphone-2010
/// preview: true                 # run every preview rule too
/// include: ["**/*.screen.md"]   # globs, relative to this file's folder
/// exclude: ["Drafts/**"]
/// baseline: screenmark-baseline.json   # report only findings not in it
/// docs-url: https://example.com/screens # where `docs` is published: SARIF links each rule's page
/// rules:
///   alert-button-count: off     # on | error | warning | note | off
///   navigation-cycle: on        # a preview rule, asked for by name
///   toolbar-max-items:
///     severity: error
///     max: 4
/// ```
public struct Configuration: Sendable {
    /// The configuration file's path, `nil` when none was found.
    public var path: String?
    /// The profile for files whose front matter names none.
    public var profile: HIGProfile?
    /// Per-rule settings, by rule id. A preview rule named here runs, unless it is `off`.
    public var rules: [String: RuleSetting] = [:]
    /// `preview: true`: every preview rule runs, as with `--preview`.
    public var preview = false
    /// Globs of files to check when a folder is searched (empty: all `*.screen.md`).
    public var include: [String] = []
    /// Globs of files to leave out when a folder is searched.
    public var exclude: [String] = []
    /// `baseline:`, the path of a ``Baseline`` relative to ``directory``: findings it holds are
    /// not reported, whichever command (or the build plugin) reads the configuration.
    public var baseline: String?
    /// `docs-url:`, where the team publishes the site `docs` makes: SARIF's `helpUri` then links
    /// each finding to its rule's page there (`<docs-url>/rules/<id>.html`); none without it.
    public var docsURL: String?

    /// No file: every rule at its default.
    public static let none = Configuration()

    /// Every rule off except `ids`, which run whatever their level (for focused tests and tools).
    public static func only(_ ids: [String]) -> Configuration {
        var configuration = Configuration()
        for description in RuleCatalog.descriptions {
            configuration.rules[description.id] = RuleSetting(isOff: !ids.contains(description.id))
        }
        return configuration
    }

    /// Whether the rule runs: not `off`, and stable, or a preview rule asked for by name, by
    /// `preview: true` or by `preview` (`--preview`).
    public func runs(_ rule: RuleDescription, preview: Bool = false) -> Bool {
        let setting = rules[rule.id]
        if setting?.isOff == true { return false }
        switch rule.level {
        case .stable: return true
        case .preview: return preview || self.preview || setting != nil
        }
    }

    /// One rule's settings.
    public struct RuleSetting: Sendable, Equatable {
        /// `nil` keeps the default severity.
        public var severity: Severity?
        /// The rule does not run.
        public var isOff = false
        /// Option values by name.
        public var options: [String: Double] = [:]
    }

    /// The folder the globs are relative to.
    public var directory: String {
        guard let path, let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// Whether a file found while searching `path` (relative to ``directory``) is checked.
    public func includes(_ relativePath: String) -> Bool {
        if !include.isEmpty, !include.contains(where: { Glob.matches($0, relativePath) }) { return false }
        return !exclude.contains { Glob.matches($0, relativePath) }
    }
}

/// Shell-style globs: `*` within a path component, `?` one character, `**` any number of
/// components (`**/x` also matches `x`).
public enum Glob {
    /// Whether `path` matches `pattern`.
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        let patternParts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let pathParts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return match(patternParts[...], pathParts[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (0...path.count).contains { match(rest, path.dropFirst($0)) }
        }
        guard let component = path.first, matchComponent(Array(first), Array(component)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
        // Iterative wildcard match with backtracking to the last `*`.
        var p = 0, t = 0, star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
