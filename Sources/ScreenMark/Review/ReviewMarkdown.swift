/// A ``Review`` as a pull-request comment: GitHub-flavoured Markdown, every changed screen's
/// wireframes side by side in a collapsible section, the navigation changes as a list and a
/// Mermaid map, the findings introduced and fixed. Every text from a spec is escaped
/// (``DocsText``), code blocks are fenced longer than any backtick run in them, and the comment
/// stays under GitHub's size limit: past ``budget`` characters the remaining drawings are left
/// out, and the comment says so.
public struct ReviewMarkdown: Sendable {
    /// GitHub refuses comments over 65,536 characters; the rest of the comment needs room too.
    public static let budget = 60_000

    /// The review to render.
    public var review: Review

    /// A renderer of `review`.
    public init(_ review: Review) { self.review = review }

    /// The comment.
    public func render() -> String {
        var out = "## ScreenMark review: \(code(review.base)) → \(code(review.head))\n\n"
        out += ReviewText.summary(review) + "\n"
        var leftOut = 0
        for app in review.apps {
            out += "\n### \(DocsText.markdown(app.name))\n\n"
            var rows: [String] = []
            rows += app.added.map { "| added | \(code($0.id)) | \(DocsText.markdown($0.title)) |" }
            rows += app.removed.map { "| removed | \(code($0.id)) | \(DocsText.markdown($0.title)) |" }
            rows += app.renamed.map { "| renamed | \(code($0.from)) → \(code($0.to)) | \(DocsText.markdown($0.title)) |" }
            rows += app.changed.map { "| changed | \(code($0.id)) | \(DocsText.markdown($0.title)) |" }
            if !rows.isEmpty { out += "| | screen | title |\n|---|---|---|\n" + rows.joined(separator: "\n") + "\n" }
            var drawings: [(summary: String, text: String)] = []
            for change in app.changed {
                drawings.append(("\(change.title) — before and after", SideBySide.text(before: change.before, after: change.after, titles: (review.base, review.head))))
                for overlay in change.overlays {
                    let text = SideBySide.text(before: overlay.before ?? "", after: overlay.after ?? "", titles: (review.base, review.head))
                    drawings.append(("\(change.title), #\(overlay.id) — before and after", text))
                }
            }
            drawings += app.added.map { ("\($0.title) — added", $0.wireframe) }
            for drawing in drawings {
                let block = details(drawing.summary, fenced(drawing.text, info: "text"))
                if out.utf8.count + block.utf8.count > Self.budget {
                    leftOut += 1
                } else {
                    out += "\n" + block
                }
            }
            if !app.edgesAdded.isEmpty || !app.edgesRemoved.isEmpty { out += navigation(app) }
        }
        if leftOut > 0 {
            out += "\n*\(leftOut) drawing\(leftOut == 1 ? " is" : "s are") left out to keep this comment under GitHub's size limit: "
                + "run `screenmark review` to see \(leftOut == 1 ? "it" : "them").*\n"
        }
        let api = review.api
        if !api.added.isEmpty || !api.removed.isEmpty {
            let lines = api.removed.map { "- " + $0 + "\n" }.joined() + api.added.map { "+ " + $0 + "\n" }.joined()
            out += "\n### Swift API\n\n" + details("\(api.added.count) declarations added, \(api.removed.count) removed", fenced(lines, info: "diff"))
        }
        out += findings("Findings introduced", review.findings.introduced)
        out += findings("Findings fixed", review.findings.fixed)
        return out
    }

    /// The links added and removed, listed and drawn: added thick, removed dotted.
    private func navigation(_ app: Review.App) -> String {
        var out = "\n**Navigation**\n\n"
        for edge in app.edgesAdded { out += "- added: \(describe(edge))\n" }
        for edge in app.edgesRemoved { out += "- removed: \(describe(edge))\n" }
        var nodes: [String: String] = [:]
        var lines = ["flowchart LR"]
        func node(_ name: String) -> String {
            if let id = nodes[name] { return id }
            let id = "n\(nodes.count)"
            nodes[name] = id
            lines.append("  \(id)[\(DocsText.mermaid(name))]")
            return id
        }
        for edge in app.edgesAdded {
            lines.append("  \(node(edge.from)) ==>|\(DocsText.mermaid("added: " + edge.element))| \(node(edge.to))")
        }
        for edge in app.edgesRemoved {
            lines.append("  \(node(edge.from)) -.->|\(DocsText.mermaid("removed: " + edge.element))| \(node(edge.to))")
        }
        return out + "\n" + fenced(lines.joined(separator: "\n") + "\n", info: "mermaid")
    }

    private func describe(_ edge: Review.Edge) -> String {
        "\(code(edge.from)) → \(code(edge.to)) (\(edge.presentation), \(DocsText.markdown(edge.element)))"
    }

    private func findings(_ title: String, _ findings: [Review.Finding]) -> String {
        guard !findings.isEmpty else { return "" }
        var out = "\n### \(title)\n\n"
        for finding in findings {
            out += "- **\(finding.severity)** \(code("\(finding.file):\(finding.line)")) \(DocsText.markdown(finding.message)) (\(code(finding.rule)))\n"
        }
        return out
    }

    /// A collapsed section: `summary` escaped as the storyboard escapes its SVG text, `body` Markdown.
    private func details(_ summary: String, _ body: String) -> String {
        "<details><summary>\(Storyboard.xmlEscaped(summary))</summary>\n\n" + body + "\n</details>\n"
    }

    /// A code block fenced longer than any run of backticks in `text`.
    private func fenced(_ text: String, info: String) -> String {
        let fence = String(repeating: "`", count: max(3, DocsText.longestRun(of: "`", in: text) + 1))
        return fence + info + "\n" + text + (text.hasSuffix("\n") ? "" : "\n") + fence + "\n"
    }

    /// A code span that no backtick in `text` can end; control characters as spaces.
    private func code(_ text: String) -> String {
        let text = String(text.map { $0.isNewline ? " " : $0 })
        let ticks = String(repeating: "`", count: DocsText.longestRun(of: "`", in: text) + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return ticks + padding + text + padding + ticks
    }
}
