/// Builds the context of one screen: its `State`, `Action`, `Destination`, overlays, tabs and
/// accessibility identifiers, with the names made by ``SwiftElementNames``.
struct SwiftScreenBuilder {
    let model: SwiftModelBuilder
    let reference: ScreenReference
    let screen: Screen
    let names: SwiftElementNames
    /// `MailScreens`.
    let namespace: String
    /// Problems found while building (empty ranges), reported by the model builder.
    private(set) var problems: [(SwiftProblem, SourceRange)] = []
    /// What each stateful element became in `State`: its property and the payload type of its
    /// change action (`nil` when the user cannot change it, e.g. a progress view).
    var stateItems: [ElementPath: (property: String, payload: String?)] = [:]

    init(model: SwiftModelBuilder, reference: ScreenReference) {
        self.model = model
        self.reference = reference
        screen = model.project.screen(reference)
        names = model.elements[reference]!
        namespace = model.apps[model.screens[reference]!.app].namespace
    }

    mutating func build() -> SwiftScreenContext {
        let state = buildState()
        let overlays = screen.regions.indices.compactMap { index in names.overlays[index].map { overlay(index, $0) } }
        let (destination, destinations) = buildDestinations()
        let action = buildActions(destinations: destinations)
        let title = screen.region(.navigationBar)?.elements.first { $0.kind == .title }?.label?.value ?? screen.title.value
        var doc = "The screen “\(screen.title.value)”.\n\n"
        if let description = screen.description?.markdown { doc += description + "\n\n" }
        doc += "Source: " + source(screen.headingRange)
        let tab = model.tab(of: reference)
        return SwiftScreenContext(
            doc: SwiftLiteral.documentation(doc), name: SwiftNames.token(model.screens[reference]!.type),
            namespace: SwiftCode(namespace), id: model.caseToken(of: reference), title: SwiftLiteral.string(title),
            tab: tab.map { SwiftCode("." + SwiftNames.token($0.tab).text) }, tabType: tab.map { SwiftCode(namespace + "." + $0.type) },
            hidesTabBar: model.project.tabBarHidden[reference] != nil, state: state, action: action, destination: destination,
            overlays: overlays, strings: strings(), accessibilityIDs: accessibilityIDs())
    }

    // MARK: - Actions

    /// Whether the user taps elements of `kind`: each is an action whether or not it leads anywhere.
    private static func isTapped(_ kind: ElementKind) -> Bool {
        switch kind {
        case .button, .infoButton, .contactAddButton, .cell, .back, .refreshControl: true
        case .title, .prompt, .space, .switch, .slider, .segmented, .textField, .textView, .searchField, .label,
            .image, .picker, .datePicker, .stepper, .pageControl, .progress, .activityIndicator, .webView, .map,
            .collection, .tab, .message, .activity: false
        }
    }

    private mutating func buildActions(destinations: [ElementPath: SwiftCode]) -> SwiftEnumContext {
        var builder = SwiftEnumBuilder(
            doc: "What the user does on the screen.", name: SwiftCode("Action"), conformances: namespace + ".ScreenAction")
        builder.property(
            "destination", type: "Destination?",
            doc: "Where the action leads, as the spec links it; `nil` when it stays on the screen.")
        var scope = SwiftNameScope(reserving: SwiftReserved.actionMembers)
        let nothing = SwiftCode("nil")
        func claim(_ name: String) -> SwiftCode { SwiftNames.token(scope.claim(name)) }
        for (index, region) in screen.regions.enumerated() {
            if let overlay = names.overlays[index] {
                let buttons = region.elements.indices.filter { overlay.buttons[$0] != nil }
                guard !buttons.isEmpty else { continue }
                let name = claim(overlay.member)
                let type = SwiftNames.token(overlay.type).text
                // An alert's text fields go with the button that closes it: that is when the app reads them.
                let fields = overlay.fields.isEmpty ? "" : ", fields: \(type).State"
                builder.add(
                    name,
                    doc: "The user tapped a button of \(Self.overlayTitle(region))\(fields.isEmpty ? "" : ", with what the fields hold"). "
                        + "Source: \(source(region.headingRange))",
                    payload: "(\(type).Button\(fields))")
                let targets = buttons.map { (button: $0, target: destinations[path(index, nil, $0)] ?? nothing) }
                if Set(targets.map(\.target.text)).count == 1 {
                    builder.set("destination", of: SwiftEnumBuilder.dot(name), to: targets[0].target)
                } else {
                    for (button, target) in targets {
                        let buttonCase = SwiftNames.token(overlay.buttons[button]!)
                        let rest = fields.isEmpty ? "" : ", _"
                        builder.set("destination", of: SwiftCode(".\(name.text)(.\(buttonCase.text)\(rest))"), to: target)
                    }
                }
            } else if region.kind == .tabBar, !names.tabs.isEmpty {
                let name = claim("tab")
                let type = model.project.tabBars.indices.first { model.project.tabBars[$0].owner == reference }
                    .flatMap { model.tabTypes[$0] } ?? "Tab"
                builder.add(name, doc: "The user tapped a tab. Source: \(source(region.headingRange))", payload: "(\(namespace).\(type))")
                for element in region.elements.indices {
                    let tab = SwiftNames.token(names.tabs[element]!)
                    builder.set(
                        "destination", of: SwiftCode(".\(name.text)(.\(tab.text))"),
                        to: destinations[path(index, nil, element)] ?? nothing)
                }
            } else {
                for path in names.order where path.region == index {
                    let element = model.project.element(path)
                    let base = names.elements[path]!
                    let navigates = element.target != nil && (element.kind == .image || element.kind == .collection)
                    if Self.isTapped(element.kind) || navigates {
                        let name = claim(base)
                        builder.add(
                            name, doc: "\(describe(element)). Source: \(source(element.range))",
                            payload: element.kind == .collection ? "(item: Int)" : nil)
                        builder.set("destination", of: SwiftEnumBuilder.dot(name), to: destinations[path] ?? nothing)
                    }
                    if let payload = stateItems[path]?.payload {
                        let name = claim(base + "Changed")
                        builder.add(
                            name, doc: "The user changed \(describe(element, capitalised: false)). Source: \(source(element.range))",
                            payload: "(\(payload))")
                        builder.set("destination", of: SwiftEnumBuilder.dot(name), to: nothing)
                    }
                }
            }
        }
        return builder.context
    }

    // MARK: - Destinations

    /// The `Destination` enum, and the destination case each navigating element leads to.
    private func buildDestinations() -> (SwiftEnumContext, [ElementPath: SwiftCode]) {
        var builder = SwiftEnumBuilder(
            doc: "Where the screen leads, and how.", name: SwiftCode("Destination"), conformances: namespace + ".ScreenDestination")
        builder.property("presentation", type: "\(namespace).Presentation", doc: "How the destination is shown.")
        builder.property(
            "screen", type: "\(namespace).ScreenID?", doc: "The screen shown, when it is a screen of this app.")
        var scope = SwiftNameScope(reserving: SwiftReserved.destinationMembers + ["back", "dismiss"])
        var cases: [String: SwiftCode] = [:]
        var byElement: [ElementPath: SwiftCode] = [:]
        for edge in model.project.edges(from: reference) {
            let (key, candidate, presentation, doc, target) = describe(edge)
            if cases[key] == nil {
                let name = SwiftNames.token(candidate == "back" || candidate == "dismiss" ? candidate : scope.claim(candidate))
                cases[key] = name
                builder.add(name, doc: doc + " Source: " + source(edge.range))
                builder.set("presentation", of: SwiftEnumBuilder.dot(name), to: SwiftCode("." + presentation))
                builder.set("screen", of: SwiftEnumBuilder.dot(name), to: target ?? SwiftCode("nil"))
            }
            byElement[edge.source] = SwiftEnumBuilder.dot(cases[key]!)
        }
        // Overlays the app raises itself (`{raised}`): no element leads to them, the app's code does.
        for (index, region) in screen.regions.enumerated()
        where region.kind.isOverlay && region.attribute("raised") != nil && cases["overlay:\(index)"] == nil {
            let overlay = names.overlays[index]!
            let name = SwiftNames.token(scope.claim(overlay.member))
            cases["overlay:\(index)"] = name
            builder.add(
                name,
                doc: "Shows \(Self.overlayTitle(region)), which the app raises itself: `\(SwiftNames.token(overlay.type).text)`. "
                    + "Source: " + source(region.kindRange))
            builder.set("presentation", of: SwiftEnumBuilder.dot(name), to: SwiftCode(region.kind == .alert ? ".alert" : ".sheet"))
            builder.set("screen", of: SwiftEnumBuilder.dot(name), to: SwiftCode("nil"))
        }
        return (builder.context, byElement)
    }

    /// A destination's key (equal for equal destinations), name, presentation, doc and screen.
    private func describe(_ edge: NavigationEdge) -> (String, String, String, String, SwiftCode?) {
        switch edge.destination {
        case .back: return ("back", "back", "back", "Goes back: pops this screen off the navigation stack.", nil)
        case .dismiss: return ("dismiss", "dismiss", "dismiss", "Dismisses this modal screen.", nil)
        case .overlay(let region):
            let overlay = names.overlays[region]!
            let kind = screen.regions[region].kind == .alert ? "alert" : "sheet"
            return (
                "overlay:\(region)", overlay.member, kind,
                "Shows \(Self.overlayTitle(screen.regions[region])): `\(SwiftNames.token(overlay.type).text)`.", nil
            )
        case .screen(let target):
            let presentation = edge.isTabSwitch ? "tab" : edge.presentation.rawValue
            let title = model.project.screen(target).title.value
            let verb =
                if edge.isTabSwitch {
                    "Switches to the tab whose root is"
                } else {
                    switch edge.presentation {
                    case .modal: "Presents, modally,"
                    case .flip: "Flips over to"
                    // Only push, modal and flip lead to a screen.
                    case .push, .dismiss, .back, .alert, .sheet: "Pushes"
                    }
                }
            let sameApp = model.screens[target]!.app == model.screens[reference]!.app
            let app = sameApp ? "" : ", a screen of the app “\(model.apps[model.screens[target]!.app].title)”"
            return (
                "\(presentation):\(target.document):\(target.screen)", model.screens[target]!.member, presentation,
                "\(verb) “\(title)”\(app) (`\(model.qualifiedType(of: target))`).",
                sameApp ? model.caseToken(of: target) : nil
            )
        }
    }

    // MARK: - Strings and accessibility

    /// Each element's label under its name; a cell's detail text and a field's placeholder
    /// under its name and `Detail` or `Placeholder`.
    private func strings() -> [SwiftStaticContext] {
        var scope = SwiftNameScope(reserving: names.order.map { names.elements[$0]! })
        var strings: [SwiftStaticContext] = []
        for path in names.order {
            let element = model.project.element(path)
            let name = names.elements[path]!
            let doc = SwiftLiteral.documentation("\(describe(element)). Source: \(source(element.range))")
            if let label = element.label?.value {
                strings.append(SwiftStaticContext(doc: doc, name: SwiftNames.token(name), type: nil, value: SwiftLiteral.string(label)))
            }
            if element.kind == .cell, case .text(let detail)? = element.value?.value {
                let detailName = SwiftNames.token(scope.claim(name + "Detail"))
                strings.append(SwiftStaticContext(doc: doc, name: detailName, type: nil, value: SwiftLiteral.string(detail)))
            }
            if let placeholder = element.text("placeholder") {
                let placeholderName = SwiftNames.token(scope.claim(name + "Placeholder"))
                strings.append(
                    SwiftStaticContext(doc: doc, name: placeholderName, type: nil, value: SwiftLiteral.string(placeholder)))
            }
        }
        return strings
    }

    private func accessibilityIDs() -> [SwiftStaticContext] {
        names.order.map { path in
            let element = model.project.element(path)
            return SwiftStaticContext(
                doc: SwiftLiteral.documentation("\(describe(element)). Source: \(source(element.range))"),
                name: SwiftNames.token(names.elements[path]!), type: nil,
                value: SwiftLiteral.string(names.accessibilityID(of: path, kind: element.kind)))
        }
    }

    // MARK: - Helpers

    func path(_ region: Int, _ section: Int?, _ element: Int) -> ElementPath {
        ElementPath(screen: reference, region: region, section: section, element: element)
    }

    /// `Mail.screen.md:12`.
    func source(_ range: SourceRange) -> String { model.sourceLine(reference.document, range) }

    mutating func report(_ problem: SwiftProblem, at range: SourceRange) { problems.append((problem, range)) }

    /// `Button “Edit”`, `Button {system: compose}`, `Page control`.
    func describe(_ element: Element, capitalised: Bool = true) -> String {
        let kind = Self.kindNames[element.kind]!
        let title = capitalised ? SwiftNames.capitalisingFirst(kind) : kind
        if let label = element.label?.value { return "\(title) “\(label)”" }
        let attributes = element.attributes.map { model.project.sources[reference.document].text($0.range) }
        return attributes.isEmpty ? title : "\(title) {\(attributes.joined(separator: ", "))}"
    }

    /// `text field` for `text-field`.
    private static let kindNames = Dictionary(
        uniqueKeysWithValues: ElementKind.allCases.map { ($0, $0.rawValue.split(separator: "-").joined(separator: " ")) })

    /// `the action sheet “Delete Message?” #delete-message`.
    static func overlayTitle(_ region: Region) -> String {
        let title = region.title.map { " “\($0.value)”" } ?? ""
        return "the \(region.kind.rawValue)\(title) #\(region.id?.value ?? "")"
    }
}
