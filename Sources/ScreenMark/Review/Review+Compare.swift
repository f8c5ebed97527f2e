extension Review {
    /// What changed from `base` to `head`.
    public static func compare(_ base: ReviewSide, _ head: ReviewSide) -> Review {
        let before = base.screens(), after = head.screens()
        let beforeByKey = Dictionary(before.map { ($0.key, $0.facts) }, uniquingKeysWith: { first, _ in first })
        let afterByKey = Dictionary(after.map { ($0.key, $0.facts) }, uniquingKeysWith: { first, _ in first })
        var apps: [String: App] = [:]
        func edit(_ name: String, _ change: (inout App) -> Void) {
            change(&apps[name, default: App(name: name)])
        }

        // Removed, then renamed: a removed screen whose content an added one of its app has.
        var added = after.filter { beforeByKey[$0.key] == nil }
        var renames: [String: String] = [:]
        for (key, facts) in before where afterByKey[key] == nil {
            if let match = added.firstIndex(where: { $0.facts.app == facts.app && $0.facts.body == facts.body }) {
                let target = added.remove(at: match)
                renames[key] = target.key
                edit(facts.app) { $0.renamed.append(Rename(from: key, to: target.key, title: target.facts.screen.title)) }
            } else {
                edit(facts.app) { $0.removed.append(facts.screen) }
            }
        }
        for (_, facts) in added { edit(facts.app) { $0.added.append(facts.screen) } }
        for (key, facts) in after {
            guard let old = beforeByKey[key], old.text != facts.text else { continue }
            let overlays = overlayChanges(old.screen.overlays, facts.screen.overlays)
            edit(facts.app) { app in
                app.changed.append(
                    Change(
                        id: key, title: facts.screen.title, before: old.screen.wireframe, after: facts.screen.wireframe,
                        overlays: overlays))
            }
        }

        // Links: the base's named as the head names its screens, then matched by where they go
        // and how (an element renamed does not change the navigation), as many times as they occur.
        let renamed = { (key: String) in renames[key] ?? key }
        let appOf = Dictionary((before + after).map { ($0.key, $0.facts.app) }, uniquingKeysWith: { first, _ in first })
        var oldEdges = base.edges().map { edge in
            Edge(from: renamed(edge.from), to: renamed(edge.to), presentation: edge.presentation, element: edge.element)
        }
        for edge in head.edges() {
            if let match = oldEdges.firstIndex(where: { $0.from == edge.from && $0.to == edge.to && $0.presentation == edge.presentation }) {
                oldEdges.remove(at: match)
            } else {
                edit(appOf[edge.from] ?? "") { $0.edgesAdded.append(edge) }
            }
        }
        for edge in oldEdges { edit(appOf[edge.from] ?? "") { $0.edgesRemoved.append(edge) } }

        // Findings, by key, the base's screens renamed as the head's.
        let oldFindings = base.findings().map { key, finding -> (FindingKey, Finding) in
            var key = key
            let moved = renamed(key.file + "#" + key.screen)
            if let hash = moved.lastIndex(of: "#") {
                key.file = String(moved[..<hash])
                key.screen = String(moved[moved.index(after: hash)...])
            }
            return (key, finding)
        }
        let newFindings = head.findings()
        let oldKeys = Set(oldFindings.map(\.0)), newKeys = Set(newFindings.map(\.key))
        let findings = Findings(
            introduced: newFindings.filter { !oldKeys.contains($0.key) }.map(\.finding),
            fixed: oldFindings.filter { !newKeys.contains($0.0) }.map(\.1))

        let oldAPI = Set(base.api()), newAPI = Set(head.api())
        let api = API(added: SwiftAPI.ordered(newAPI.subtracting(oldAPI)), removed: SwiftAPI.ordered(oldAPI.subtracting(newAPI)))

        let changedApps = apps.values.filter { !$0.isEmpty }.sorted { $0.name < $1.name }
        return Review(base: base.revision, head: head.revision, apps: changedApps, findings: findings, api: api)
    }

    /// The overlays whose drawings differ, by id, in the order of the head then the base.
    private static func overlayChanges(_ before: [Overlay], _ after: [Overlay]) -> [OverlayChange] {
        var changes: [OverlayChange] = []
        for overlay in after {
            let old = before.first { $0.id == overlay.id }
            if old?.wireframe != overlay.wireframe {
                changes.append(OverlayChange(id: overlay.id, before: old?.wireframe, after: overlay.wireframe))
            }
        }
        for overlay in before where !after.contains(where: { $0.id == overlay.id }) {
            changes.append(OverlayChange(id: overlay.id, before: overlay.wireframe, after: nil))
        }
        return changes
    }
}
