/// Whether an element kind takes a label after `kind:`.
public enum LabelRule: String, Hashable, Sendable {
    /// `- title: Inbox` — a label must be given.
    case required
    /// `- button: Edit` or `- button {system: add}`.
    case optional
    /// `- space {flexible}` — no label.
    case none
}

/// The kind of initial value written after `=`.
public enum ValueType: String, Hashable, Sendable {
    /// No value.
    case none
    /// `on` or `off`.
    case toggle
    /// A decimal number, e.g. `0.5`.
    case number
    /// A whole number, e.g. `3`.
    case integer
    /// Text, bare or quoted.
    case text
    /// Options separated by `|`, the selected one in `*…*`, e.g. `Day | *Week* | Month`.
    case choices
    /// Like `choices`, one wheel per group, groups separated by `||`.
    case wheels
    /// A date and/or time, by the picker's mode: `2010-06-07`, `09:41`, `2010-06-07 09:41`, or a
    /// countdown `H:MM`.
    case dateTime = "date-time"

    /// How the value is written, for the reference and messages.
    public var syntax: String {
        switch self {
        case .none: "—"
        case .toggle: "`on` or `off`"
        case .number: "a number, e.g. `0.5`"
        case .integer: "a whole number, e.g. `3`"
        case .text: "text, bare or in quotes"
        case .choices: "options separated by `|`, the selected one in `*…*`"
        case .wheels: "one option list per wheel, wheels separated by `||`"
        case .dateTime: "`YYYY-MM-DD`, `HH:MM`, `YYYY-MM-DD HH:MM`, or `H:MM` for a countdown"
        }
    }
}

/// The element kinds: what may follow `- ` at the start of a list item.
public enum ElementKind: String, CaseIterable, Hashable, Sendable, Codable, HashesCase {
    /// By case, not keyword (see ``HashesCase``).
    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag) }

    case title, prompt, back, button
    case infoButton = "info-button"
    case contactAddButton = "contact-add-button"
    case space, cell
    case `switch`, slider, segmented
    case textField = "text-field"
    case textView = "text-view"
    case searchField = "search-field"
    case label, image, picker
    case datePicker = "date-picker"
    case stepper
    case pageControl = "page-control"
    case progress
    case activityIndicator = "activity-indicator"
    case webView = "web-view"
    case map, collection, tab, message
    case refreshControl = "refresh-control"
    case activity

    /// The full description of the kind, as data.
    public var spec: ElementSpec { specs[self]! }

    /// The kind spelled `keyword` (lower case), by table lookup.
    public static func named(_ keyword: String) -> ElementKind? { byKeyword[keyword] }

    private static let byKeyword = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

/// Specs are built once: the parser asks for one per element.
private let specs = Dictionary(uniqueKeysWithValues: ElementKind.allCases.map { ($0, ElementSpec.of($0)) })

/// What the language accepts for one element kind.
public struct ElementSpec: Hashable, Sendable {
    /// Whether the label is required, optional or absent.
    public let label: LabelRule
    /// The value after `=`.
    public let value: ValueType
    /// Accepted attributes, in the order the reference lists them (`name` is added to all).
    public let attributes: [AttributeSpec]
    /// Whether the element may end with `→ target`.
    public let navigates: Bool
    /// What the element is, with the guideline it comes from.
    public let summary: String

    /// The attribute called `name`, if this kind accepts it.
    public func attribute(named name: String) -> AttributeSpec? {
        attributes.first { $0.name == name }
    }

    private init(
        label: LabelRule, value: ValueType = .none, attributes: [AttributeSpec] = [], navigates: Bool = false,
        _ summary: String
    ) {
        self.label = label
        self.value = value
        self.attributes = attributes + [Attributes.name]
        self.navigates = navigates
        self.summary = summary
    }

    // swiftlint:disable:next function_body_length
    static func of(_ kind: ElementKind) -> ElementSpec {
        typealias A = Attributes
        switch kind {
        case .title:
            return ElementSpec(
                label: .required, attributes: [A.titleImage],
                "the navigation bar's title, centred (003:L75); drawn as an image where the app shows its logo")
        case .prompt:
            return ElementSpec(label: .required, "one line of text above a navigation or search bar (002:L776–L801)")
        case .back:
            return ElementSpec(
                label: .optional,
                "the back button, titled with the previous screen's title; it pops (002:L123). Without a label "
                    + "it shows the title of whichever screen pushed it; `- back: \"\"` shows the chevron alone")
        case .button:
            return ElementSpec(
                label: .optional, attributes: [A.barSystem, A.role, A.buttonStyle, A.icon, A.size, A.disabled, A.action],
                navigates: true, "a button; in a bar, a bar button item (002:L152, L900)")
        case .infoButton:
            return ElementSpec(
                label: .optional, attributes: [A.infoStyle, A.size], navigates: true,
                "the ⓘ button that flips a utility app to its settings (002:L674)")
        case .contactAddButton:
            return ElementSpec(
                label: .optional, attributes: [A.size], navigates: true,
                "the ⊕ button that adds a contact to a field (003:L312–L314)")
        case .space:
            return ElementSpec(
                label: .none, attributes: [A.flexible, A.width], "a flexible or fixed space between bar items (003:L101)")
        case .cell:
            return ElementSpec(
                label: .optional, value: .text,
                attributes: [
                    A.cellStyle, A.accessory, A.badge, A.image, A.editing, A.reorder, A.disabled, A.action, A.sample,
                ],
                navigates: true,
                "a table row; the value is its detail text (subtitle or right-hand value) (002:L487–L547)")
        case .switch:
            return ElementSpec(
                label: .optional, value: .toggle, attributes: [A.disabled, A.size], "an on/off switch (002:L555)")
        case .slider:
            return ElementSpec(
                label: .optional, value: .number, attributes: [A.min, A.max, A.minImage, A.maxImage, A.disabled],
                "a slider between a minimum and a maximum (002:L838–L848, 003:L417)")
        case .segmented:
            return ElementSpec(
                label: .optional, value: .choices, attributes: [A.size, A.disabled], navigates: false,
                "a segmented control; segments are text or `icon:NAME` (002:L813, 003:L407)")
        case .textField:
            return ElementSpec(
                label: .optional, value: .text,
                attributes: [A.placeholder, A.keyboard, A.returnKey, A.secure, A.clearButton, A.disabled],
                "a one-line text field (002:L850–L864, 003:L456)")
        case .textView:
            return ElementSpec(
                label: .optional, value: .text, attributes: [A.keyboard, A.readOnly],
                "a multi-line, scrolling text view (002:L595, 003:L283)")
        case .searchField:
            return ElementSpec(
                label: .optional, value: .text,
                attributes: [A.placeholder, A.bookmark, A.resultsList, A.cancel, A.clearButton], navigates: true,
                "the search field of a search bar; the label is its placeholder (002:L776, 003:L136); "
                    + "`→ target` when a tap on it opens a search screen")
        case .label:
            return ElementSpec(label: .required, "static text (002:L694, 003:L346)")
        case .image:
            return ElementSpec(
                label: .optional, attributes: [A.image, A.size, A.action], navigates: true,
                "an image; the label describes it (003:L206)")
        case .picker:
            return ElementSpec(
                label: .optional, value: .wheels, "a picker with one or more wheels (002:L722–L736, 003:L373)")
        case .datePicker:
            return ElementSpec(
                label: .optional, value: .dateTime, attributes: [A.mode, A.minuteInterval],
                "a date and time picker (002:L639–L658, 003:L320)")
        case .stepper:
            return ElementSpec(
                label: .optional, value: .number, attributes: [A.min, A.max, A.step, A.disabled],
                "a − / + stepper; it does not show its value (003:L428)")
        case .pageControl:
            return ElementSpec(
                label: .none, value: .integer, attributes: [A.pages],
                "one dot per page; the value is the current page, from 1 (002:L704–L718)")
        case .progress:
            return ElementSpec(
                label: .optional, value: .number, attributes: [A.progressStyle],
                "a progress bar; the value is the fraction done, 0 to 1 (002:L742, 003:L385)")
        case .activityIndicator:
            return ElementSpec(
                label: .optional, attributes: [A.indicatorStyle], "a spinning activity indicator (002:L623, 003:L302)")
        case .webView:
            return ElementSpec(label: .optional, "web content; the label is its address or a description (002:L602)")
        case .map:
            return ElementSpec(label: .optional, attributes: [A.mapMode], "a map (003:L213)")
        case .collection:
            return ElementSpec(
                label: .optional, attributes: [A.items], navigates: true, "a grid of items (003:L184)")
        case .tab:
            return ElementSpec(
                label: .optional, attributes: [A.tabSystem, A.icon, A.badge, A.selected], navigates: true,
                "a tab bar item; it links to the tab's root screen (002:L212–L236, 003:L113)")
        case .message:
            return ElementSpec(label: .required, "the message text of an alert or action sheet (002:L352, L382)")
        case .refreshControl:
            return ElementSpec(
                label: .optional, "pull-to-refresh above a table; the label is its short title (003:L396–L400)")
        case .activity:
            return ElementSpec(
                label: .optional, attributes: [A.activitySystem, A.icon], navigates: true,
                "a service in an activity view (003:L158–L177)")
        }
    }
}
