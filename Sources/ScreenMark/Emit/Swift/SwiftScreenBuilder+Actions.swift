/// `Action`: what the user does on the screen — taps, value changes, overlay buttons, tabs — each
/// with where it leads (`destination`) and, for taps that do something without leading anywhere
/// (`{action: call}`), what it does (`effect`, a case of the screen's `Effect`).
extension SwiftScreenBuilder {
    /// Where each element's tap leads: the row's, and a cell's detail disclosure button's.
    struct ElementDestinations {
        var rows: [ElementPath: SwiftCode] = [:]
        var details: [ElementPath: SwiftCode] = [:]
    }

    /// One `case` pattern of `Action` and what it leads to and does.
    private struct Outcome {
        var pattern: SwiftCode
        var destination: SwiftCode
        var effect: String?
    }

    /// Whether the user taps elements of `kind`: each is an action whether or not it leads anywhere.
    private static func isTapped(_ kind: ElementKind) -> Bool {
        switch kind {
        case .button, .infoButton, .contactAddButton, .cell, .back, .refreshControl: true
        case .title, .prompt, .space, .switch, .slider, .segmented, .textField, .textView, .searchField, .label,
            .image, .picker, .datePicker, .stepper, .pageControl, .progress, .activityIndicator, .webView, .map,
            .collection, .tab, .message, .activity: false
        }
    }

    mutating func buildActions(destinations: ElementDestinations) -> (action: SwiftEnumContext, effect: SwiftEnumContext?) {
        var builder = SwiftEnumBuilder(
            doc: "What the user does on the screen.", name: SwiftCode("Action"), conformances: namespace + ".ScreenAction")
        var outcomes: [Outcome] = []
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
                let each = buttons.map { button in
                    Outcome(
                        pattern: SwiftCode(".\(name.text)(.\(SwiftNames.token(overlay.buttons[button]!).text)\(fields.isEmpty ? "" : ", _"))"),
                        destination: destinations.rows[path(index, nil, button)] ?? nothing,
                        effect: region.elements[button].text("action"))
                }
                let alike = Set(each.map { "\($0.destination.text) \($0.effect ?? "")" }).count == 1
                outcomes += alike ? [Outcome(pattern: SwiftEnumBuilder.dot(name), destination: each[0].destination, effect: each[0].effect)] : each
            } else if region.kind == .tabBar, !names.tabs.isEmpty {
                let name = claim("tab")
                let type = model.tabType(ownedBy: reference)
                builder.add(name, doc: "The user tapped a tab. Source: \(source(region.headingRange))", payload: "(\(namespace).\(type))")
                for element in region.elements.indices {
                    outcomes.append(
                        Outcome(
                            pattern: SwiftCode(".\(name.text)(.\(SwiftNames.token(names.tabs[element]!).text))"),
                            destination: destinations.rows[path(index, nil, element)] ?? nothing))
                }
            } else {
                for path in names.order where path.region == index {
                    outcomes += elementActions(path, destinations: destinations, builder: &builder, claim: claim)
                }
            }
        }
        builder.property(
            "destination", type: "Destination?",
            doc: "Where the action leads, as the spec links it; `nil` when it stays on the screen.")
        for outcome in outcomes { builder.set("destination", of: outcome.pattern, to: outcome.destination) }
        let effect = effects(outcomes.compactMap(\.effect))
        if let effect {
            builder.property(
                "effect", type: "Effect?", doc: "What the action does without leading anywhere (`{action: …}`), if anything.")
            for outcome in outcomes {
                let value = outcome.effect.map { SwiftCode("." + SwiftNames.token(effect.names[$0]!).text) } ?? nothing
                builder.set("effect", of: outcome.pattern, to: value)
            }
        }
        return (builder.context, effect?.context)
    }

    /// The cases of one element: its tap (one case for a whole sample list, with the row's
    /// index), its detail disclosure button's tap, and its value change.
    private mutating func elementActions(
        _ path: ElementPath, destinations: ElementDestinations, builder: inout SwiftEnumBuilder,
        claim: (String) -> SwiftCode
    ) -> [Outcome] {
        let element = model.project.element(path)
        let base = names.elements[path]!
        let isSample = names.listOf[path] != nil
        let what = isSample ? "A row of the list of samples “\(element.text("sample")!)”, e.g. \(describe(element, capitalised: false))" : describe(element)
        let index = isSample ? "(index: Int)" : nil
        var outcomes: [Outcome] = []
        // An image, a collection or a search field is tapped when it leads somewhere or does
        // something (a search field that opens a search screen).
        let acts = (element.target != nil || element.text("action") != nil)
            && (element.kind == .image || element.kind == .collection || element.kind == .searchField)
        if Self.isTapped(element.kind) || acts {
            let name = claim(base)
            builder.add(
                name, doc: "\(what). Source: \(source(element.range))", payload: element.kind == .collection ? "(item: Int)" : index)
            outcomes.append(
                Outcome(
                    pattern: SwiftEnumBuilder.dot(name), destination: destinations.rows[path] ?? SwiftCode("nil"),
                    effect: element.text("action")))
        }
        if let detail = destinations.details[path] {
            let name = claim(names.details[path]!)
            builder.add(
                name, doc: "The detail disclosure button. \(what). Source: \(source(element.range))",
                payload: index)
            outcomes.append(Outcome(pattern: SwiftEnumBuilder.dot(name), destination: detail))
        }
        if let payload = stateItems[path]?.payload {
            let name = claim(base + "Changed")
            builder.add(
                name, doc: "The user changed \(describe(element, capitalised: false)). Source: \(source(element.range))",
                payload: "(\(payload))")
            outcomes.append(Outcome(pattern: SwiftEnumBuilder.dot(name), destination: SwiftCode("nil")))
        }
        return outcomes
    }

    /// The `Effect` enum: one case per `{action: …}` of the screen (`call` and `Call` are one), in
    /// order; `nil` when none.
    private func effects(_ texts: [String]) -> (context: SwiftEnumContext, names: [String: String])? {
        guard !texts.isEmpty else { return nil }
        var builder = SwiftEnumBuilder(
            doc: "What taps on the screen do without leading anywhere, as the spec's `{action: …}` says.",
            name: SwiftCode("Effect"))
        var scope = SwiftNameScope(reserving: SwiftReserved.enumMembers)
        var names: [String: String] = [:]
        var byWords: [String: String] = [:]
        for text in texts where names[text] == nil {
            let words = SwiftNames.words(text)
            let joined = SwiftNames.join(words.isEmpty ? ["effect"] : words, .member)
            if let known = byWords[joined.lowercased()] {
                names[text] = known
                continue
            }
            let name = scope.claim(joined)
            names[text] = name
            byWords[joined.lowercased()] = name
            builder.add(SwiftNames.token(name), doc: "`{action: \(text)}`.")
        }
        return (builder.context, names)
    }
}
