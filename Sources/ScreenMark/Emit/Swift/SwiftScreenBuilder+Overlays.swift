/// Alerts, action sheets and activity views, and the app-level enum of a tab bar.
extension SwiftScreenBuilder {
    /// An overlay's type: its id, title and message, its text fields, and a `Button` enum of its
    /// buttons and activities with their titles, roles and accessibility identifiers.
    func overlay(_ regionIndex: Int, _ names: SwiftElementNames.Overlay) -> SwiftOverlayContext {
        let region = screen.regions[regionIndex]
        let elements = region.elements
        let message = elements.first { $0.kind == .message }?.label?.value
        var buttons = SwiftEnumBuilder(doc: "The buttons, in order.", name: SwiftCode("Button"))
        let items = elements.indices.filter { names.buttons[$0] != nil }
        let allTitled = items.allSatisfy { elements[$0].label != nil }
        let hasActivities = items.contains { elements[$0].kind == .activity }
        buttons.property("title", type: allTitled ? "String" : "String?", doc: "The button's title.")
        buttons.property("role", type: "\(self.namespace).ButtonRole?", doc: "Cancel or destructive, if either.")
        if hasActivities {
            buttons.property("activity", type: "String?", doc: "The built-in activity (`mail`, `print`…), if it is one.")
        }
        buttons.property("accessibilityID", type: "String", doc: "The button's accessibility identifier.")
        for index in items {
            let element = elements[index]
            let name = SwiftNames.token(names.buttons[index]!)
            let pattern = SwiftEnumBuilder.dot(name)
            buttons.add(name, doc: "\(describe(element)). Source: \(source(element.range))")
            let title = element.label.map { SwiftLiteral.string($0.value) } ?? SwiftCode("nil")
            buttons.set("title", of: pattern, to: title)
            let role = element.choice("role", as: ButtonRole.self).map { SwiftCode(".\($0.rawValue)") }
            buttons.set("role", of: pattern, to: role ?? SwiftCode("nil"))
            if hasActivities {
                let activity = element.choice("system", as: SystemActivity.self).map { SwiftLiteral.string($0.rawValue) }
                buttons.set("activity", of: pattern, to: element.kind == .activity ? activity ?? SwiftCode("nil") : SwiftCode("nil"))
            }
            let id = self.names.accessibilityID(of: path(regionIndex, nil, index), kind: element.kind)
            buttons.set("accessibilityID", of: pattern, to: SwiftLiteral.string(id))
        }
        var state: SwiftStructContext?
        let fields = elements.indices.filter { names.fields[$0] != nil }
        if !fields.isEmpty {
            state = SwiftStructContext(
                doc: SwiftLiteral.documentation("The text fields; the defaults are the spec's initial values."),
                name: SwiftCode("State"), properties: [], statics: [], enums: [], structs: [])
            for field in fields {
                let element = elements[field]
                let text = if case .text(let text)? = element.value?.value { text } else { "" }
                state!.properties.append(
                    SwiftPropertyContext(
                        doc: SwiftLiteral.documentation("\(describe(element)). Source: \(source(element.range))"),
                        name: SwiftNames.token(names.fields[field]!), type: SwiftCode("String"),
                        initial: SwiftLiteral.string(text)))
            }
        }
        let kind = SwiftNames.capitalisingFirst(region.kind.rawValue)
        return SwiftOverlayContext(
            doc: SwiftLiteral.documentation("\(kind) `#\(region.id?.value ?? "")`. Source: \(source(region.headingRange))"),
            name: SwiftNames.token(names.type), id: SwiftLiteral.string(region.id?.value ?? ""),
            title: SwiftLiteral.optionalString(region.title?.value), message: SwiftLiteral.optionalString(message),
            state: state, buttons: buttons.context)
    }

    /// The app-level enum `name` of the tab bar this screen declares: each tab's title, icon or
    /// system item, badge and accessibility identifier. (Where each leads is in `Destination`.)
    func tabBar(named name: String) -> SwiftEnumContext {
        let regionIndex = names.tabRegion!
        let elements = screen.regions[regionIndex].elements
        var builder = SwiftEnumBuilder(
            doc: "The tabs of the tab bar, in order; the screens they open share it. Source: \(source(screen.regions[regionIndex].headingRange))",
            name: SwiftCode(name))
        let text = { (element: Element, name: String) -> String? in
            switch element.attribute(name)?.value {
            case .text(let text)?, .choice(let text)?: text
            case .flag?, .integer?, .number?, .size?, .colour?, nil: nil
            }
        }
        let allTitled = elements.allSatisfy { $0.label != nil }
        builder.property("title", type: allTitled ? "String" : "String?", doc: "The tab's title.")
        let optional: [(key: String, property: String, doc: String)] = [
            ("system", "systemItem", "The standard tab (`favorites`, `search`…), if it is one."),
            ("icon", "icon", "The tab's image name, if it has its own."),
            ("badge", "badge", "The badge, if any."),
        ]
        let present = optional.filter { key in elements.contains { text($0, key.key) != nil } }
        for item in present { builder.property(item.property, type: "String?", doc: item.doc) }
        builder.property("accessibilityID", type: "String", doc: "The tab's accessibility identifier.")
        for (index, element) in elements.enumerated() {
            let name = SwiftNames.token(names.tabs[index]!)
            let pattern = SwiftEnumBuilder.dot(name)
            builder.add(name, doc: "\(describe(element)). Source: \(source(element.range))")
            builder.set("title", of: pattern, to: element.label.map { SwiftLiteral.string($0.value) } ?? SwiftCode("nil"))
            for item in present {
                builder.set(item.property, of: pattern, to: SwiftLiteral.optionalString(text(element, item.key)))
            }
            builder.set(
                "accessibilityID", of: pattern,
                to: SwiftLiteral.string(names.accessibilityID(of: path(regionIndex, nil, index), kind: .tab)))
        }
        return builder.context
    }
}
