/// A rule's first triggering example as its docs page shows it: checked as `screenmark check`
/// checks it (under the example's profile, previews on), the screen or overlay of its first
/// finding drawn, and the findings the rule gives there.
struct DocsRuleExample {
    /// The drawing of the screen, or the overlay, that holds the first finding.
    var drawing: String
    /// What the drawing shows: the screen's title, or the overlay's heading.
    var caption: String
    /// The rule's findings, each with its line in the example.
    var findings: [(line: Int, diagnostic: Diagnostic)]

    /// `nil` for a rule without a triggering example, or one whose example gives it no finding
    /// (RuleExamplesTests keeps every example triggering).
    init?(_ rule: RuleDescription) {
        guard let example = rule.triggering.first else { return nil }
        let source = SourceFile(path: "example.screen.md", text: example.unmarked().text)
        let profile = example.profile ?? (rule.profiles.contains(.ios7) ? .ios7 : .iphone2010)
        let checked = Checker.check([source], validator: Validator(profileOverride: profile, preview: true))
        let found = checked.diagnostics.filter { $0.id == rule.id }
        let project = checked.project
        guard let first = found.first,
            let screen = project.screenReferences.last(where: { project.screen($0).range.start <= first.range.start })
        else { return nil }
        let regions = project.screen(screen).regions
        let overlay = regions.indices.first { regions[$0].kind.isOverlay && regions[$0].range.contains(first.range.start) }
        drawing = WireframeRenderer(project: project, charset: .unicode).draw(screen, overlay: overlay)
        caption = overlay.map { DocsPages.heading(of: regions[$0]) } ?? project.screen(screen).title.value
        findings = found.map { (source.location(of: $0.range.start).line, $0) }
    }

    /// The values the rule templates render (`example`), made safe for `pages`' format.
    func context(_ pages: DocsPages) -> [String: Any] {
        ["caption": pages.text(caption), "text": drawing, "textHTML": DocsText.wireframeHTML(drawing),
         "fence": String(repeating: "`", count: max(3, DocsText.longestRun(of: "`", in: drawing) + 1)),
         "findings": findings.map { line, diagnostic -> [String: Any] in
             ["line": line, "severity": diagnostic.severity.rawValue, "message": pages.text(diagnostic.message)]
         }]
    }
}
