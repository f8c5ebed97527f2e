/// `State`: what the user changes on the screen, each with the spec's initial value as default.
///
/// switch → `Bool`; slider → `Double` and a `…Range`; stepper → `Double`, `…Range` and `…Step`;
/// progress → `Double` (0 to 1); text field, text view, search field → `String`; segmented →
/// an enum of its segments (optional when none is selected); picker → an enum of its options,
/// or a struct with one enum per wheel; date picker → `TimeOfDay`, `CalendarDate` or
/// `DateAndTime` of the app (optional when no value is given), or, for a countdown, a `Double`
/// of seconds as `UIDatePicker.countDownDuration` has it; page control → `Int`, the current
/// page counted from 0 as `UIPageControl.currentPage` does (the spec counts from 1), and a
/// `…PageCount`.
extension SwiftScreenBuilder {
    /// One stateful element, between the two naming passes.
    private struct Item {
        var path: ElementPath
        var element: Element
        var property: String
    }

    mutating func buildState() -> SwiftStructContext {
        var scope = SwiftNameScope(reserving: SwiftReserved.types + SwiftReserved.structMembers + [namespace])
        // Properties first, so they keep their names; the types and constants they need come after.
        var items: [Item] = []
        for path in names.order {
            let element = model.project.element(path)
            guard Self.hasState(element) else { continue }
            items.append(Item(path: path, element: element, property: scope.claim(names.elements[path]!)))
        }
        var state = SwiftStructContext(
            doc: SwiftLiteral.documentation("What the user changes on the screen; the defaults are the spec's initial values."),
            name: SwiftCode("State"), properties: [], statics: [], enums: [], structs: [])
        for item in items { add(item, to: &state, scope: &scope) }
        addLists(to: &state, scope: &scope)
        return state
    }

    /// Whether `element` holds a value the user sees change.
    static func hasState(_ element: Element) -> Bool {
        switch element.kind {
        case .switch, .slider, .stepper, .progress, .textField, .textView, .searchField, .datePicker, .pageControl:
            true
        case .segmented:
            if case .choices(let choices)? = element.value?.value { !choices.isEmpty } else { false }
        case .picker:
            if case .wheels(let wheels)? = element.value?.value { wheels.contains { !$0.isEmpty } } else { false }
        case .title, .prompt, .back, .button, .infoButton, .contactAddButton, .space, .cell, .label, .image,
            .activityIndicator, .webView, .map, .collection, .tab, .message, .refreshControl, .activity:
            false
        }
    }

    private mutating func add(_ item: Item, to state: inout SwiftStructContext, scope: inout SwiftNameScope) {
        let element = item.element
        let name = SwiftNames.token(item.property)
        func property(_ type: String, _ initial: SwiftCode, note: String? = nil) {
            let text = "\(describe(element)). " + (note.map { $0 + " " } ?? "") + "Source: \(source(element.range))"
            state.properties.append(
                SwiftPropertyContext(
                    doc: SwiftLiteral.documentation(text), name: name, type: SwiftCode(type), initial: initial))
        }
        func constant(_ suffix: String, _ type: String, _ value: SwiftCode, _ text: String) {
            state.statics.append(
                SwiftStaticContext(
                    doc: SwiftLiteral.documentation(text), name: SwiftNames.token(scope.claim(item.property + suffix)),
                    type: SwiftCode(type), value: value))
        }
        var payload: String?
        switch (element.kind, element.value?.value) {
        case (.switch, let value):
            property("Bool", SwiftCode(value == .toggle(true) ? "true" : "false"))
            payload = "Bool"
        case (.slider, let value), (.stepper, let value):
            let isStepper = element.kind == .stepper
            let (minimum, maximum) = element.numericRange
            // `min` above `max` is the parser's `value-range` error: such a file is never generated.
            let initial = if case .number(let number)? = value { number } else { minimum }
            property("Double", SwiftLiteral.double(initial))
            constant(
                "Range", "ClosedRange<Double>",
                SwiftCode(SwiftLiteral.double(minimum).text + "..." + SwiftLiteral.double(maximum).text),
                "The values `\(item.property)` can take.")
            if isStepper {
                constant("Step", "Double", SwiftLiteral.double(element.number("step") ?? 1), "The stepper's increment.")
            }
            payload = "Double"
        case (.progress, let value):
            property("Double", SwiftLiteral.double(value.flatMap { if case .number(let n) = $0 { n } else { nil } } ?? 0))
        case (.textField, let value), (.textView, let value), (.searchField, let value):
            property("String", SwiftLiteral.string(value.flatMap { if case .text(let t) = $0 { t } else { nil } } ?? ""))
            payload = element.hasFlag("read-only") ? nil : "String"
        case (.segmented, .choices(let choices)?):
            let type = scope.claim(SwiftNames.capitalisingFirst(item.property))
            let options = optionsEnum(type, choices, doc: "The segments of `\(item.property)`.")
            state.enums.append(options.context)
            let typeToken = SwiftNames.token(type).text
            if let selected = choices.firstIndex(where: \.isSelected) {
                property(typeToken, SwiftEnumBuilder.dot(options.cases[selected].name))
            } else {
                property(typeToken + "?", SwiftCode("nil"))
            }
            payload = "State." + typeToken
        case (.picker, .wheels(let all)?):
            let wheels = all.filter { !$0.isEmpty }
            let type = scope.claim(SwiftNames.capitalisingFirst(item.property))
            let typeToken = SwiftNames.token(type).text
            if wheels.count == 1 {
                let options = optionsEnum(type, wheels[0], doc: "The options of `\(item.property)`.")
                state.enums.append(options.context)
                let selected = wheels[0].firstIndex(where: \.isSelected) ?? 0
                property(typeToken, SwiftEnumBuilder.dot(options.cases[selected].name))
            } else {
                state.structs.append(wheelsStruct(type, wheels, of: item.property))
                property(typeToken, SwiftCode(".init()"))
            }
            payload = "State." + typeToken
        case (.datePicker, let value):
            let (type, initial) = dateTime(element, value)
            let note =
                type == "Double" ? "The duration in seconds, as `UIDatePicker.countDownDuration`."
                : type.hasSuffix("?") ? "`nil` (the spec gives no value) shows the current date." : nil
            property(type, initial, note: note)
            payload = type.hasSuffix("?") ? String(type.dropLast()) : type
        case (.pageControl, let value):
            let page = if case .integer(let page)? = value { page } else { 1 }
            property(
                "Int", SwiftLiteral.integer(page - 1),
                note: "The current page from 0, as `UIPageControl.currentPage` (the spec counts from 1).")
            if case .integer(let pages)? = element.attribute("pages")?.value {
                constant("PageCount", "Int", SwiftLiteral.integer(pages), "The number of pages (dots).")
            }
            payload = "Int"
        case (.segmented, _), (.picker, _):
            // Without segments or wheels: `hasState` keeps these out.
            return
        case (.title, _), (.prompt, _), (.back, _), (.button, _), (.infoButton, _), (.contactAddButton, _), (.space,
            _), (.cell, _), (.label, _), (.image, _), (.activityIndicator, _), (.webView, _), (.map, _), (.collection,
            _), (.tab, _), (.message, _), (.refreshControl, _), (.activity, _):
            return
        }
        stateItems[item.path] = (item.property, payload)
    }

    /// An enum with one case per option, and its `title` and/or `icon`.
    func optionsEnum(_ type: String, _ choices: [Choice], doc: String) -> SwiftEnumBuilder {
        var builder = SwiftEnumBuilder(doc: doc, name: SwiftNames.token(type))
        let hasText = choices.contains { !$0.isIcon }
        let hasIcon = choices.contains(where: \.isIcon)
        if hasText { builder.property("title", type: hasIcon ? "String?" : "String", doc: "The option's text.") }
        if hasIcon { builder.property("icon", type: hasText ? "String?" : "String", doc: "The option's image name.") }
        var scope = SwiftNameScope(reserving: SwiftReserved.optionMembers)
        for choice in choices {
            let words = SwiftNames.words(choice.text)
            let name = SwiftNames.token(scope.claim(SwiftNames.join(words.isEmpty ? ["option"] : words, .member)))
            builder.add(name, doc: choice.isIcon ? "Icon “\(choice.text)”." : "“\(choice.text)”.")
            let text = SwiftLiteral.string(choice.text)
            if hasText { builder.set("title", of: SwiftEnumBuilder.dot(name), to: choice.isIcon ? SwiftCode("nil") : text) }
            if hasIcon { builder.set("icon", of: SwiftEnumBuilder.dot(name), to: choice.isIcon ? text : SwiftCode("nil")) }
        }
        return builder
    }

    /// A picker of several wheels: `wheel1`, `wheel2`… each of its own enum.
    private func wheelsStruct(_ type: String, _ wheels: [[Choice]], of property: String) -> SwiftStructContext {
        var result = SwiftStructContext(
            doc: SwiftLiteral.documentation("The wheels of `\(property)`."), name: SwiftNames.token(type),
            properties: [], statics: [], enums: [], structs: [])
        for (index, wheel) in wheels.enumerated() {
            let options = optionsEnum("Wheel\(index + 1)", wheel, doc: "The options of wheel \(index + 1).")
            result.enums.append(options.context)
            let selected = wheel.firstIndex(where: \.isSelected) ?? 0
            result.properties.append(
                SwiftPropertyContext(
                    doc: SwiftLiteral.documentation("Wheel \(index + 1)."), name: SwiftCode("wheel\(index + 1)"),
                    type: SwiftCode("Wheel\(index + 1)"), initial: SwiftEnumBuilder.dot(options.cases[selected].name)))
        }
        return result
    }

    /// The type and initial value of a date picker, by its mode.
    private func dateTime(_ element: Element, _ value: ElementValue?) -> (String, SwiftCode) {
        let mode = element.choice("mode", as: DatePickerMode.self) ?? .dateAndTime
        let date: DateTimeValue? = if case .dateTime(let date)? = value { date } else { nil }
        func field(_ name: String, _ number: Int?) -> String { "\(name): \(number ?? 0)" }
        switch mode {
        case .countdown:
            let seconds = ((date?.hour ?? 0) * 60 + (date?.minute ?? 0)) * 60
            return ("Double", SwiftLiteral.double(Double(seconds)))
        case .time, .date, .dateAndTime:
            let (type, fields): (String, [String]) =
                switch mode {
                case .time: ("TimeOfDay", [field("hour", date?.hour), field("minute", date?.minute)])
                case .date: ("CalendarDate", [field("year", date?.year), field("month", date?.month), field("day", date?.day)])
                case .dateAndTime, .countdown:  // (a countdown returned above)
                    (
                        "DateAndTime",
                        [
                            field("year", date?.year), field("month", date?.month), field("day", date?.day),
                            field("hour", date?.hour), field("minute", date?.minute),
                        ]
                    )
                }
            let qualified = namespace + "." + type
            guard date != nil else { return (qualified + "?", SwiftCode("nil")) }
            return (qualified, SwiftCode("\(qualified)(\(fields.joined(separator: ", ")))"))
        }
    }
}
