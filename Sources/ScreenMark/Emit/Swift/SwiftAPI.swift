/// The declarations of the generated Swift that code using it would notice: every type, enum
/// case, stored and computed property and `static let`, by its full path
/// (`case MailScreens.Inbox.Action.refresh`, `var MailScreens.NewMessage.State.to: String`).
/// Read from the typed model the templates render, not from the rendered text, so a template that
/// lays the code out differently changes nothing here. `review` compares two revisions' lists.
enum SwiftAPI {
    /// The declarations of one generated file.
    static func declarations(of file: SwiftFileContext) -> [String] {
        var out: [String] = []
        let namespace = file.namespace.text
        if let app = file.app {
            out.append("enum \(namespace)")
            add(app.screenID, in: namespace, to: &out)
            for tab in app.tabs { add(tab, in: namespace, to: &out) }
        }
        for screen in file.screens {
            let path = namespace + "." + screen.name.text
            out.append("enum \(path)")
            add(screen.state, in: path, to: &out)
            add(screen.action, in: path, to: &out)
            if let effect = screen.effect { add(effect, in: path, to: &out) }
            add(screen.destination, in: path, to: &out)
            for overlay in screen.overlays {
                let type = path + "." + overlay.name.text
                out.append("enum \(type)")
                if let state = overlay.state { add(state, in: type, to: &out) }
                add(overlay.buttons, in: type, to: &out)
            }
            out += screen.strings.map { "static let \(path).Strings.\($0.name.text)" }
            out += screen.accessibilityIDs.map { "static let \(path).AccessibilityID.\($0.name.text)" }
        }
        return out
    }

    /// `declarations` in the order of their paths, so a type and its members stay together.
    static func ordered(_ declarations: some Sequence<String>) -> [String] {
        declarations.map { (path(of: $0), $0) }.sorted { $0 < $1 }.map(\.1)
    }

    /// The declaration without its keyword: `MailScreens.Inbox.Action.refresh`.
    private static func path(of declaration: String) -> Substring {
        let keywords = ["static let ", "case ", "enum ", "struct ", "var "]
        let keyword = keywords.first { declaration.hasPrefix($0) } ?? ""
        return declaration.dropFirst(keyword.count)
    }

    private static func add(_ type: SwiftEnumContext, in parent: String, to out: inout [String]) {
        let path = parent + "." + type.name.text
        out.append("enum \(path)")
        out += type.cases.map { "case \(path).\($0.name.text)\($0.payload?.text ?? "")" }
        out += type.properties.map { "var \(path).\($0.name.text): \($0.type.text)" }
    }

    private static func add(_ type: SwiftStructContext, in parent: String, to out: inout [String]) {
        let path = parent + "." + type.name.text
        out.append("struct \(path)")
        out += type.properties.map { "var \(path).\($0.name.text): \($0.type.text)" }
        out += type.statics.map { "static let \(path).\($0.name.text)" + ($0.type.map { ": " + $0.text } ?? "") }
        for nested in type.enums { add(nested, in: path, to: &out) }
        for nested in type.structs { add(nested, in: path, to: &out) }
    }
}

extension SwiftGenerator {
    /// The declarations of the Swift `generate` would write for `project` (less the `blocked`
    /// documents and their apps), a type before its members: see ``SwiftAPI``.
    public func declarations(_ project: Project, blocked: Set<Int>) -> [String] {
        var builder = SwiftModelBuilder(project: project)
        builder.localized = stringsCatalog
        return SwiftAPI.ordered(builder.files(blocked: blocked) { SwiftAPI.declarations(of: $0) }.files.flatMap(\.context))
    }
}
