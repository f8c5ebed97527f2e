/// An element: one list item, `- kind: label = value {attributes} → target`.
public struct Element: Hashable, Sendable, Encodable, Attributed {
    /// What the element is.
    public var kind: ElementKind
    /// Where the kind keyword is written.
    public var kindRange: SourceRange
    /// The text after `kind:`, escapes resolved.
    public var label: Located<String>?
    /// The initial value after `=`, typed by the kind.
    public var value: Located<ElementValue>?
    /// The attributes in `{…}`.
    public var attributes: [Attribute]
    /// Where the element leads, after `→` or `->`.
    public var target: Target? {
        get { storedTarget?.value }
        set { storedTarget = newValue.map(OutOfLine.init) }
    }
    /// Where a cell's detail disclosure button leads, after `→ detail`: it may differ from where
    /// tapping the row leads (the row calls, the button shows the call's details).
    public var detailTarget: Target? {
        get { storedDetailTarget?.value }
        set { storedDetailTarget = newValue.map(OutOfLine.init) }
    }
    /// The list item's line, from the `-` to the end of its text.
    public var range: SourceRange

    /// The targets, out of line: most elements have none (see ``OutOfLine``).
    private var storedTarget: OutOfLine<Target>?
    private var storedDetailTarget: OutOfLine<Target>?

    /// An element of `kind`, as the parser starts it.
    public init(
        kind: ElementKind, kindRange: SourceRange, label: Located<String>? = nil, value: Located<ElementValue>? = nil,
        attributes: [Attribute] = [], target: Target? = nil, detailTarget: Target? = nil, range: SourceRange
    ) {
        self.kind = kind
        self.kindRange = kindRange
        self.label = label
        self.value = value
        self.attributes = attributes
        self.range = range
        self.target = target
        self.detailTarget = detailTarget
    }

    private enum CodingKeys: String, CodingKey {
        case kind, kindRange, label, value, attributes, target, detailTarget, range
    }

    /// The fields, the targets under their own keys as when they were stored inline: the form
    /// ``ASTDump`` writes (`ASTDumpTests` holds the dump to this).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(kindRange, forKey: .kindRange)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(value, forKey: .value)
        try container.encode(attributes, forKey: .attributes)
        try container.encodeIfPresent(target, forKey: .target)
        try container.encodeIfPresent(detailTarget, forKey: .detailTarget)
        try container.encode(range, forKey: .range)
    }

    /// Whether the flag attribute `name` is set.
    public func hasFlag(_ name: String) -> Bool { attribute(name) != nil }

    /// The numeric attribute `name` (`min`, `max`, `width`, `minute-interval`…), if given.
    public func number(_ name: String) -> Double? {
        switch attribute(name)?.value {
        case .number(let number)?: number
        case .integer(let integer)?: Double(integer)
        case .flag?, .size?, .text?, .choice?, .colour?, nil: nil
        }
    }

    /// The text attribute `name` (`placeholder`, `badge`, `icon`…), if given.
    public func text(_ name: String) -> String? {
        guard case .text(let text)? = attribute(name)?.value else { return nil }
        return text
    }

    /// The range of a slider or stepper: `min` and `max`, else the defaults the language
    /// documents (0…1 for a slider, 0…100 for a stepper).
    public var numericRange: (min: Double, max: Double) {
        (number("min") ?? 0, number("max") ?? (kind == .stepper ? 100 : 1))
    }

}

/// An element or a region: what holds `{…}` attributes.
public protocol Attributed {
    /// The attributes in `{…}`, in the order written.
    var attributes: [Attribute] { get }
}

extension Attributed {
    /// The attribute called `name`, if given.
    public func attribute(_ name: String) -> Attribute? {
        attributes.first { $0.name.value == name }
    }

    /// The keyword of the choice attribute `name` (`style`, `accessory`…), typed.
    public func choice<Choice: VocabularyChoice>(_ name: String, as type: Choice.Type) -> Choice? {
        guard case .choice(let keyword)? = attribute(name)?.value else { return nil }
        return Choice(rawValue: keyword)
    }
}

/// An element's initial value, typed by its kind (see ``ValueType``).
public enum ElementValue: Hashable, Sendable, Encodable {
    /// A switch: `on` or `off`.
    case toggle(Bool)
    /// A slider, stepper or progress value.
    case number(Double)
    /// A page control's current page.
    case integer(Int)
    /// A text input's text, a cell's detail text.
    case text(String)
    /// A segmented control's segments.
    case choices([Choice])
    /// A picker's wheels.
    case wheels([[Choice]])
    /// A date picker's date, time, or countdown.
    indirect case dateTime(DateTimeValue)

    // The value alone, as ``ASTDump`` writes it (`ASTDumpTests` holds the dump to this).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .toggle(let isOn): try container.encode(isOn)
        case .number(let number): try container.encode(number)
        case .integer(let integer): try container.encode(integer)
        case .text(let text): try container.encode(text)
        case .choices(let choices): try container.encode(choices)
        case .wheels(let wheels): try container.encode(wheels)
        case .dateTime(let value): try container.encode(value)
        }
    }
}

/// One option of a segmented control or picker wheel.
public struct Choice: Hashable, Sendable, Encodable {
    /// The option's text, or the icon name when `isIcon`.
    public var text: String
    /// Written `icon:NAME`: the option is an image.
    public var isIcon: Bool
    /// Written `*…*`: the selected option.
    public var isSelected: Bool
    /// The option as written, markers included.
    public var range: SourceRange
}

/// A date picker's value; which parts are present follows its mode.
public struct DateTimeValue: Hashable, Sendable, Encodable {
    /// Year, month (1–12) and day, for `date` and `date-and-time`.
    public var year, month, day: Int?
    /// Hour (0–23) and minute, for `time` and `date-and-time`; hours and minutes for `countdown`.
    public var hour, minute: Int?
}

/// An attribute in `{…}`: `name`, or `name: value`.
public struct Attribute: Hashable, Sendable, Encodable {
    /// The attribute's keyword.
    public var name: Located<String>
    /// The value, typed by the attribute's declaration.
    public var value: AttributeValue
    /// Where the value is written (quotes included); `nil` for a flag.
    public var valueRange: SourceRange?
    /// The whole `name: value` text.
    public var range: SourceRange

    /// The value's text, or the whole attribute for a flag: where a finding about the value points.
    public var valueAnchor: SourceRange { valueRange ?? range }
}

/// An attribute's value, typed by ``AttributeType``.
public enum AttributeValue: Hashable, Sendable, Encodable {
    /// No value.
    case flag
    /// A whole number.
    case integer(Int)
    /// A number.
    case number(Double)
    /// Width and height in points.
    case size(width: Double, height: Double)
    /// Free text.
    case text(String)
    /// A keyword of the attribute's closed set.
    case choice(String)
    /// A colour.
    case colour(Colour)

    // The value alone, as ``ASTDump`` writes it (`ASTDumpTests` holds the dump to this).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .flag: try container.encode(true)
        case .integer(let integer): try container.encode(integer)
        case .number(let number): try container.encode(number)
        case .size(let width, let height): try container.encode([width, height])
        case .text(let text): try container.encode(text)
        case .choice(let keyword): try container.encode(keyword)
        case .colour(let colour): try container.encode(colour.hex)
        }
    }
}

/// Where an element leads: `→ modal [Compose](#compose)`, `→ dismiss`.
public struct Target: Hashable, Sendable, Encodable {
    /// How the destination is shown.
    public var presentation: Presentation
    /// Where the presentation keyword is written; `nil` when implied (push, or a `back` element).
    public var presentationRange: SourceRange?
    /// Where `detail` is written, in a detail disclosure button's target (`→ detail [Info](#info)`).
    public var detailRange: SourceRange?
    /// The Markdown link, for presentations that take one.
    public var link: Link?
    /// From the arrow to the end of the target.
    public var range: SourceRange
}

/// A Markdown link to a screen or overlay: `[Text](file.screen.md#id)`.
public struct Link: Hashable, Sendable, Encodable {
    /// The bracketed text.
    public var text: String
    /// The file part of the destination, `nil` for the same file.
    public var file: String?
    /// The part after `#`, `nil` for a file's first screen.
    public var fragment: String?
    /// The destination's range inside the parentheses.
    public var destinationRange: SourceRange
    /// The whole link.
    public var range: SourceRange
}
