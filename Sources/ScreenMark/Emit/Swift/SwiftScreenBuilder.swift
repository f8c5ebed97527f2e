/// Builds the context of one screen: its `State`, `Action`, `Effect`, `Destination`, overlays,
/// `Strings` and accessibility identifiers, with the names made by ``SwiftElementNames``. (The tab
/// bar's enum is the app's: ``SwiftModelBuilder`` builds it with ``tabBar(named:)``.)
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
        let (action, effect) = buildActions(destinations: destinations)
        let title = screen.region(.navigationBar)?.elements.first { $0.kind == .title }?.label?.value ?? screen.title.value
        var doc = "The screen “\(screen.title.value)”.\n\n"
        if let description = screen.description?.markdown { doc += description + "\n\n" }
        doc += "Source: " + source(screen.headingRange)
        let tab = model.tab(of: reference)
        let strings = strings()
        return SwiftScreenContext(
            doc: SwiftLiteral.documentation(doc), name: SwiftNames.token(model.screens[reference]!.type),
            namespace: SwiftCode(namespace), id: model.caseToken(of: reference), title: SwiftLiteral.string(title),
            tab: tab.map { SwiftCode("." + SwiftNames.token($0.tab).text) }, tabType: tab.map { SwiftCode(namespace + "." + $0.type) },
            hidesTabBar: model.project.tabBarHidden[reference] != nil, state: state, action: action, effect: effect,
            destination: destination,
            overlays: overlays, strings: strings.strings, accessibilityIDs: accessibilityIDs(), catalog: strings.catalog)
    }

    // MARK: - Destinations

    /// The `Destination` enum, and the destination case each navigating element leads to (a
    /// cell's detail disclosure button apart from its row).
    private func buildDestinations() -> (SwiftEnumContext, ElementDestinations) {
        var builder = SwiftEnumBuilder(
            doc: "Where the screen leads, and how.", name: SwiftCode("Destination"), conformances: namespace + ".ScreenDestination")
        builder.property("presentation", type: "\(namespace).Presentation", doc: "How the destination is shown.")
        builder.property(
            "screen", type: "\(namespace).ScreenID?", doc: "The screen shown, when it is a screen of this app.")
        var scope = SwiftNameScope(reserving: SwiftReserved.destinationMembers + ["back", "dismiss"])
        var cases: [String: SwiftCode] = [:]
        var byElement = ElementDestinations()
        for edge in model.project.edges(from: reference) {
            let (key, candidate, presentation, doc, target) = describe(edge)
            if cases[key] == nil {
                let name = SwiftNames.token(candidate == "back" || candidate == "dismiss" ? candidate : scope.claim(candidate))
                cases[key] = name
                builder.add(name, doc: doc + " Source: " + source(edge.range))
                builder.set("presentation", of: SwiftEnumBuilder.dot(name), to: SwiftCode("." + presentation))
                builder.set("screen", of: SwiftEnumBuilder.dot(name), to: target ?? SwiftCode("nil"))
            }
            if edge.isDetail {
                byElement.details[edge.source] = SwiftEnumBuilder.dot(cases[key]!)
            } else {
                byElement.rows[edge.source] = SwiftEnumBuilder.dot(cases[key]!)
            }
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
                    case .root: "Switches the app to the section of"
                    // Only push, modal, flip and root lead to a screen.
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
    /// With a String Catalog (``SwiftModelBuilder/localized``), each is looked up by its key
    /// (`mail.inbox.edit`: the screen's identifier prefix and the name), the spec's text the
    /// default, and listed in `catalog`.
    private func strings() -> (strings: [SwiftStaticContext], catalog: [StringCatalog.Entry]) {
        var scope = SwiftNameScope(reserving: names.order.map { names.elements[$0]! })
        var strings: [SwiftStaticContext] = []
        var catalog: [StringCatalog.Entry] = []
        func add(_ name: String, _ text: String, _ element: Element, _ what: String) {
            let doc = SwiftLiteral.documentation("\(describe(element)). Source: \(source(element.range))")
            guard model.localized else {
                strings.append(SwiftStaticContext(doc: doc, name: SwiftNames.token(name), type: nil, value: SwiftLiteral.string(text)))
                return
            }
            let key = names.prefix + "." + name
            let comment = "\(what) of \(describe(element, capitalised: false)) on the screen “\(screen.title.value)”"
            catalog.append(StringCatalog.Entry(key: key, value: text, comment: comment))
            let lookup =
                "NSLocalizedString(\(SwiftLiteral.string(key).text), bundle: \(namespace).bundle, "
                + "value: \(SwiftLiteral.string(text).text), comment: \(SwiftLiteral.string(comment).text))"
            strings.append(SwiftStaticContext(doc: doc, name: SwiftNames.token(name), type: SwiftCode("String"), value: SwiftCode(lookup)))
        }
        // Sample rows are data, not texts of the app.
        for path in names.order where names.listOf[path] == nil {
            let element = model.project.element(path)
            let name = names.elements[path]!
            if let label = element.label?.value { add(name, label, element, "The text") }
            if element.kind == .cell, case .text(let detail)? = element.value?.value {
                add(scope.claim(name + "Detail"), detail, element, "The detail text")
            }
            if let placeholder = element.text("placeholder") {
                add(scope.claim(name + "Placeholder"), placeholder, element, "The placeholder")
            }
        }
        return (strings, catalog)
    }

    /// One per element (per sample list: its rows share it), and one per detail disclosure
    /// button that leads somewhere.
    private func accessibilityIDs() -> [SwiftStaticContext] {
        names.order.flatMap { path in
            let element = model.project.element(path)
            let doc = SwiftLiteral.documentation("\(describe(element)). Source: \(source(element.range))")
            let id = names.accessibilityID(of: path, kind: element.kind)
            var constants = [
                SwiftStaticContext(doc: doc, name: SwiftNames.token(names.elements[path]!), type: nil, value: SwiftLiteral.string(id))
            ]
            if element.detailTarget != nil {
                constants.append(
                    SwiftStaticContext(
                        doc: SwiftLiteral.documentation("The detail disclosure button of \(describe(element, capitalised: false)). Source: \(source(element.range))"),
                        name: SwiftNames.token(names.details[path]!), type: nil,
                        value: SwiftLiteral.string(id + SwiftElementNames.detailSuffix)))
            }
            return constants
        }
    }

    // MARK: - Helpers

    func path(_ region: Int, _ section: Int?, _ element: Int) -> ElementPath {
        ElementPath(screen: reference, region: region, section: section, element: element)
    }

    /// `Mail.screen.md#inbox`: see ``SwiftModelBuilder/sourceLine(_:_:)``.
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
