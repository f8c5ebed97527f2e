/// A ``Review`` for a terminal: per app, what happened to each screen, the changed screens'
/// wireframes side by side (``SideBySide``), the added screens' drawings, the links added and
/// removed; then the findings introduced and fixed as compiler lines. Text from a spec is shown
/// with its control characters escaped (``VisibleText``), so no label can drive the terminal.
public enum ReviewText {
    /// The whole review.
    public static func render(_ review: Review) -> String {
        var out = "screenmark review \(shown(review.base)) → \(shown(review.head)): \(summary(review))\n"
        for app in review.apps {
            out += "\n\(shown(app.name))\n"
            for screen in app.added { out += "  added    \(shown(screen.id)) “\(shown(screen.title))”\n" }
            for screen in app.removed { out += "  removed  \(shown(screen.id)) “\(shown(screen.title))”\n" }
            for rename in app.renamed { out += "  renamed  \(shown(rename.from)) → \(shown(rename.to)) “\(shown(rename.title))”\n" }
            for change in app.changed { out += "  changed  \(shown(change.id)) “\(shown(change.title))”\n" }
            for edge in app.edgesAdded { out += "  link added    \(describe(edge))\n" }
            for edge in app.edgesRemoved { out += "  link removed  \(describe(edge))\n" }
            for change in app.changed {
                out += "\n\(shown(change.id))\n" + SideBySide.text(before: change.before, after: change.after, titles: (review.base, review.head))
                for overlay in change.overlays {
                    out += "\n\(shown(change.id)) #\(shown(overlay.id))\n"
                    out += SideBySide.text(before: overlay.before ?? "", after: overlay.after ?? "", titles: (review.base, review.head))
                }
            }
            for screen in app.added {
                out += "\n\(shown(screen.id)) (added)\n" + screen.wireframe
            }
        }
        if !review.api.added.isEmpty || !review.api.removed.isEmpty {
            out += "\nSwift API\n" + review.api.removed.map { "- \($0)\n" }.joined() + review.api.added.map { "+ \($0)\n" }.joined()
        }
        out += findings("findings introduced", review.findings.introduced)
        out += findings("findings fixed", review.findings.fixed)
        return out
    }

    /// `1 screen added, 2 changed; 1 finding introduced, 0 fixed`, or `no screen changed; …`.
    public static func summary(_ review: Review) -> String {
        func count(_ screens: (Review.App) -> Int) -> Int { review.apps.reduce(0) { $0 + screens($1) } }
        let counts = [
            (count { $0.added.count }, "added"), (count { $0.removed.count }, "removed"),
            (count { $0.renamed.count }, "renamed"), (count { $0.changed.count }, "changed"),
        ].filter { $0.0 > 0 }
        var what = counts.enumerated().map { index, entry in
            index == 0 ? "\(entry.0) screen\(entry.0 == 1 ? "" : "s") \(entry.1)" : "\(entry.0) \(entry.1)"
        }.joined(separator: ", ")
        if what.isEmpty { what = "no screen changed" }
        let introduced = review.findings.introduced.count, fixed = review.findings.fixed.count
        return "\(what); \(introduced) finding\(introduced == 1 ? "" : "s") introduced, \(fixed) fixed"
    }

    private static func describe(_ edge: Review.Edge) -> String {
        "\(shown(edge.from)) → \(shown(edge.to)) (\(edge.presentation), \(shown(edge.element)))"
    }

    private static func findings(_ title: String, _ findings: [Review.Finding]) -> String {
        guard !findings.isEmpty else { return "" }
        return "\n\(title)\n" + findings.map { finding in
            "\(shown(finding.file)):\(finding.line): \(finding.severity): \(shown(finding.message)) [\(finding.rule)]\n"
        }.joined()
    }

    private static func shown(_ text: String) -> String { VisibleText.escaped(text) }
}
