/// The dump of an element and what it holds: attributes, its typed value, its targets.
extension ASTDump.Writer {
    mutating func element(_ element: Element) {
        json.beginObject()
        json.key("attributes")
        array(element.attributes) { $0.attribute($1) }
        if let detailTarget = element.detailTarget {
            json.key("detailTarget")
            target(detailTarget)
        }
        json.key("kind")
        json.string(element.kind.rawValue)
        json.key("kindRange")
        range(element.kindRange)
        if let label = element.label {
            json.key("label")
            located(label)
        }
        json.key("range")
        range(element.range)
        if let target = element.target {
            json.key("target")
            self.target(target)
        }
        if let value = element.value {
            json.key("value")
            located(value) { $0.value($1) }
        }
        json.endObject()
    }

    /// The value alone, as its type writes it: a switch's `true`, a slider's number, a
    /// segmented control's choices, a picker's wheels…
    private mutating func value(_ value: ElementValue) {
        switch value {
        case .toggle(let isOn): json.bool(isOn)
        case .number(let number): json.number(number)
        case .integer(let integer): json.integer(integer)
        case .text(let text): json.string(text)
        case .choices(let choices): array(choices) { $0.choice($1) }
        case .wheels(let wheels): array(wheels) { $0.array($1) { $0.choice($1) } }
        case .dateTime(let dateTime): self.dateTime(dateTime)
        }
    }

    private mutating func choice(_ choice: Choice) {
        json.beginObject()
        json.key("isIcon")
        json.bool(choice.isIcon)
        json.key("isSelected")
        json.bool(choice.isSelected)
        json.key("range")
        range(choice.range)
        json.key("text")
        json.string(choice.text)
        json.endObject()
    }

    private mutating func dateTime(_ value: DateTimeValue) {
        json.beginObject()
        for (key, part) in [("day", value.day), ("hour", value.hour), ("minute", value.minute), ("month", value.month), ("year", value.year)] as [(StaticString, Int?)] {
            guard let part else { continue }
            json.key(key)
            json.integer(part)
        }
        json.endObject()
    }

    mutating func attribute(_ attribute: Attribute) {
        json.beginObject()
        json.key("name")
        located(attribute.name)
        json.key("range")
        range(attribute.range)
        json.key("value")
        switch attribute.value {
        case .flag: json.bool(true)
        case .integer(let integer): json.integer(integer)
        case .number(let number): json.number(number)
        case .size(let width, let height): json.pair(width, height)
        case .text(let text): json.string(text)
        case .choice(let keyword): json.string(keyword)
        case .colour(let colour): json.string(colour.hex)
        }
        if let valueRange = attribute.valueRange {
            json.key("valueRange")
            range(valueRange)
        }
        json.endObject()
    }

    private mutating func target(_ target: Target) {
        json.beginObject()
        if let detailRange = target.detailRange {
            json.key("detailRange")
            range(detailRange)
        }
        if let link = target.link {
            json.key("link")
            self.link(link)
        }
        json.key("presentation")
        json.string(target.presentation.rawValue)
        if let presentationRange = target.presentationRange {
            json.key("presentationRange")
            range(presentationRange)
        }
        json.key("range")
        range(target.range)
        json.endObject()
    }

    private mutating func link(_ link: Link) {
        json.beginObject()
        json.key("destinationRange")
        range(link.destinationRange)
        if let file = link.file {
            json.key("file")
            json.string(file)
        }
        if let fragment = link.fragment {
            json.key("fragment")
            json.string(fragment)
        }
        json.key("range")
        range(link.range)
        json.key("text")
        json.string(link.text)
        json.endObject()
    }
}
