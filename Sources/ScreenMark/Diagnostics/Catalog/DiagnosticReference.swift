/// The reference of the diagnostics that are not rules, from ``DiagnosticCatalog``:
/// `Grammar/Diagnostics.md` (a test fails when the committed page is stale) and
/// `screenmark rules ID` for such an id.
public enum DiagnosticReference {
    /// The whole Markdown page.
    public static func page() -> String {
        var lines = [
            "# ScreenMark diagnostics",
            "",
            "<!-- Generated from Sources/ScreenMark/Diagnostics/Catalog by `make grammar`; do not edit. -->",
            "",
            "Every problem ScreenMark reports that is not a HIG rule (those are in [Rules.md](Rules.md)): what the",
            "language cannot read, ids that clash, names the generated Swift cannot use, malformed suppression",
            "comments and configuration. Every command reports them the same way (`dump` and `check --syntax-only`",
            "leave out the names of the generated Swift). An error stops `generate` for the file's app; a warning",
            "does not. These are not configured or suppressed: they say the file is not what it means to be.",
            "",
            "| id | severity | found by | what |",
            "|---|---|---|---|",
        ]
        for kind in DiagnosticCatalog.kinds {
            lines.append("| [`\(kind.id)`](#\(kind.id)) | \(kind.severity.rawValue) | \(kind.stage.rawValue) | \(kind.summary) |")
        }
        lines.append("")
        for kind in DiagnosticCatalog.kinds {
            lines.append(markdown(for: kind))
        }
        return lines.joined(separator: "\n")
    }

    /// One diagnostic's section: summary, explanation and example.
    public static func markdown(for kind: DiagnosticKind) -> String {
        var lines = [
            "## \(kind.id)", "",
            "**\(kind.severity.rawValue)** · found by: \(kind.stage.rawValue)", "",
            "\(kind.summary.capitalisingFirstLetter).", "", kind.explanation, "",
        ]
        switch kind.example {
        case .screen(let text):
            lines += ["Example (`↓` marks where it is reported):", "", "```markdown", text, "```", ""]
        case .configuration(let text):
            lines += ["Example, in `.screenmark.yml` (`↓` marks where it is reported):", "", "```yaml", text, "```", ""]
        case .generated(let description, _, _):
            lines += ["Example: \(description).", ""]
        }
        return lines.joined(separator: "\n")
    }
}
