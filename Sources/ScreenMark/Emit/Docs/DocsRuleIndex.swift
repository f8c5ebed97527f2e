/// The rules index of the docs (`rules/index`): every rule grouped by the area of the interface
/// it checks, with its level and severity, then the language's own diagnostics grouped by the
/// stage that reports them.
enum DocsRuleIndex {
    /// The path of the page, without extension.
    static let path = "rules/index"

    /// The areas, in the page's order, each with the id prefixes of its rules. A rule belongs to
    /// the area of its longest matching prefix: `activity-indicator-` is a control's,
    /// `activity-` an activity view's; `switch-in-table` is a table's, `switch-` a control's.
    static let areas: [(name: String, prefixes: [String])] = [
        ("Navigation", ["link-", "screen-", "modal-", "back-", "navigation-", "overlay-", "pushed-"]),
        ("Bars", [
            "status-bar-", "nav-bar-", "bar-", "bars-", "toolbar-", "tab-bar-", "scope-bar-", "search-", "system-tab-",
            "more-tab-", "network-activity-", "edit-items-", "productivity-root-", "help-not-a-tab",
        ]),
        ("Tables and lists", [
            "table-", "cell-", "disclosure-", "detail-disclosure-", "grouped-table-", "value1-", "value2-", "plain-table-",
            "default-cell-", "empty-table-", "list-row-", "option-list-", "refresh-", "immersive-table-", "switch-in-table",
            "no-menu-for-options",
        ]),
        ("Controls and content", [
            "segmented-", "hit-target-", "date-picker-", "countdown-", "minute-interval-", "page-control-", "slider-",
            "progress-", "switch-", "system-item-", "info-button-", "no-rounded-rect-", "stepper-", "picker-", "text-field-",
            "text-view-", "button-title-fits", "activity-indicator-", "web-", "one-scroll-view",
        ]),
        ("Alerts", ["alert-"]),
        ("Action sheets and activity views", ["action-sheet-", "activity-"]),
        ("Wording", ["button-", "label-", "no-developer-terms"]),
        ("App styles", ["utility-", "immersive-", "style-"]),
        ("Suppression comments", ["suppression-"]),
    ]

    /// The index into ``areas`` of rule `id`: the area of its longest matching prefix; `nil`
    /// when no prefix matches (a test keeps every rule of the catalogue in an area).
    static func area(of id: String) -> Int? {
        var best: (area: Int, length: Int)?
        for (index, area) in areas.enumerated() {
            for prefix in area.prefixes where id.hasPrefix(prefix) && prefix.count > (best?.length ?? 0) {
                best = (index, prefix.count)
            }
        }
        return best?.area
    }

    /// What the diagnostics of `stage` are about, as the page's heading.
    static func heading(of stage: DiagnosticKind.Stage) -> String {
        switch stage {
        case .syntax: "The language"
        case .links: "Ids and links"
        case .naming: "Swift names"
        case .suppressions: "Suppression comments"
        case .configuration: "Configuration"
        case .reporting: "The report"
        }
    }
}

extension DocsPages {
    /// The rules index: the catalogue's rules by area, in catalogue order within each, then the
    /// diagnostics by stage. A rule no prefix places is listed under "Other rules".
    func rules() -> [String: Any] {
        let here = DocsRuleIndex.path
        var byArea = [[[String: Any]]](repeating: [], count: DocsRuleIndex.areas.count + 1)
        for rule in RuleCatalog.descriptions {
            byArea[DocsRuleIndex.area(of: rule.id) ?? DocsRuleIndex.areas.count].append([
                "id": code(rule.id), "link": link(here, DocsSite.rulePath(rule.id)), "level": rule.level.name,
                "severity": rule.severity.rawValue, "summary": summary(rule.summary),
            ])
        }
        let names = DocsRuleIndex.areas.map(\.name) + ["Other rules"]
        let areas = zip(names, byArea).filter { !$1.isEmpty }.map { name, rules -> [String: Any] in
            ["name": text(name), "anchor": Slug.make(name), "rules": rules, "count": rules.count]
        }
        let stages = DiagnosticKind.Stage.allCases.compactMap { stage -> [String: Any]? in
            let kinds = DiagnosticCatalog.kinds.filter { $0.stage == stage }
            guard !kinds.isEmpty else { return nil }
            let heading = DocsRuleIndex.heading(of: stage)
            return ["name": text(heading), "anchor": "diagnostics-" + Slug.make(heading), "count": kinds.count,
                    "diagnostics": kinds.map { kind -> [String: Any] in
                        ["id": code(kind.id), "link": link(here, DocsSite.rulePath(kind.id)), "severity": kind.severity.rawValue,
                         "summary": summary(kind.summary)]
                    }]
        }
        return ["title": "Rules", "root": DocsSite.link(from: file(here), to: ""), "indexLink": link(here, "index"),
                "ruleCount": RuleCatalog.descriptions.count, "areas": areas, "stages": stages]
    }

    /// A catalogue summary, written in Markdown (`→` in code), as the page shows it: HTML
    /// from libcmark (safe mode) without its paragraph, or Markdown with its cell breaks escaped.
    private func summary(_ markdown: String) -> String {
        let sentence = markdown.capitalisingFirstLetter.replacingOccurrences(of: "\n", with: " ")
        guard format == .html else { return sentence.replacingOccurrences(of: "|", with: "\\|") }
        var html = CommonMark.html(sentence)
        while html.last?.isWhitespace == true { html.removeLast() }
        if html.hasPrefix("<p>"), html.hasSuffix("</p>") { html = String(html.dropFirst(3).dropLast(4)) }
        return html
    }
}
