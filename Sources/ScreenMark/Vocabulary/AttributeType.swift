/// The value an attribute takes inside `{…}`.
public enum AttributeType: Hashable, Sendable {
    /// No value: `{flexible}`.
    case flag
    /// A whole number: `{pages: 5}`.
    case integer
    /// A decimal number: `{max: 100}`, `{min: -1.5}`.
    case number
    /// Width × height in points: `{size: 44x44}`.
    case size
    /// Free text, bare or quoted: `{placeholder: "you@example.com"}`.
    case text
    /// A colour `#RRGGBB`: `{tint: #5DBB63}`.
    case colour
    /// One keyword of a closed set: `{style: grouped}`.
    case choice(ChoiceSet)

    /// How the type reads in prose and messages.
    public var description: String {
        switch self {
        case .flag: "flag (no value)"
        case .integer: "whole number"
        case .number: "number"
        case .size: "size `WxH` in points"
        case .text: "text"
        case .colour: "colour `#RRGGBB`"
        case .choice(let set): set.title
        }
    }
}

/// One attribute an element, region or screen accepts.
public struct AttributeSpec: Hashable, Sendable {
    /// The attribute's keyword.
    public let name: String
    /// What its value must be.
    public let type: AttributeType
    /// What it means.
    public let summary: String
    /// For a choice the HIG rules check (which system items suit which bar, which table and cell
    /// styles exist), the rule's id: the parser keeps any keyword and the rule reports it, so it
    /// can be configured and suppressed like the other rules.
    public let checkedByRule: String?

    /// Declares an attribute.
    public init(_ name: String, _ type: AttributeType, _ summary: String, checkedByRule: String? = nil) {
        self.name = name
        self.type = type
        self.summary = summary
        self.checkedByRule = checkedByRule
    }
}

/// The attributes of the language, shared by the kinds that accept them.
public enum Attributes {
    // Every element.
    static let name = AttributeSpec(
        "name", .text, "the identifier generated code uses for this element, instead of one derived from its label")

    // Buttons and other tappable things.
    static let size = AttributeSpec("size", .size, "explicit tappable size in points, e.g. `44x44`")
    static let disabled = AttributeSpec("disabled", .flag, "shown but not enabled")
    static let action = AttributeSpec(
        "action", .text,
        "what a tap does without leading anywhere, e.g. `{action: call}`: the generated `Action` says it as its `effect`")
    static let sample = AttributeSpec(
        "sample", .text,
        "the row is sample content of a list the app fills, and names what each row stands for, e.g. `{sample: song}`: "
            + "generated as one `Action` case carrying the row's index, and a list in `State`")
    static let role = AttributeSpec("role", .choice(ChoiceSet(ButtonRole.self)), "cancel or destructive")
    static let buttonStyle = AttributeSpec("style", .choice(ChoiceSet(ButtonStyle.self)), "how the button is drawn")
    static let barSystem = AttributeSpec(
        "system", .choice(ChoiceSet(BarButtonSystemItem.self)), "a standard bar button, drawn with its system icon or title",
        checkedByRule: "system-item-known")
    static let icon = AttributeSpec("icon", .text, "name of a custom icon image")

    // Cells.
    static let cellStyle = AttributeSpec(
        "style", .choice(ChoiceSet(CellStyle.self)), "the cell style", checkedByRule: "table-style-known")
    static let accessory = AttributeSpec("accessory", .choice(ChoiceSet(Accessory.self)), "the control at the cell's right end")
    static let badge = AttributeSpec("badge", .text, "a badge: a count or a short text")
    static let image = AttributeSpec("image", .text, "name of an image resource")
    static let editing = AttributeSpec("editing", .choice(ChoiceSet(EditingControl.self)), "the editing control on the left")
    static let reorder = AttributeSpec("reorder", .flag, "shows the reorder control")

    // Numbers.
    static let min = AttributeSpec("min", .number, "the lowest value (default 0)")
    static let max = AttributeSpec("max", .number, "the highest value (default 1 for sliders, 100 for steppers)")
    static let step = AttributeSpec("step", .number, "the increment (default 1)")
    static let minImage = AttributeSpec("min-image", .text, "image at the minimum end")
    static let maxImage = AttributeSpec("max-image", .text, "image at the maximum end")

    // Text input.
    static let placeholder = AttributeSpec("placeholder", .text, "grey text shown while the field is empty")
    static let keyboard = AttributeSpec("keyboard", .choice(ChoiceSet(KeyboardType.self)), "the keyboard it brings up")
    static let returnKey = AttributeSpec("return-key", .choice(ChoiceSet(ReturnKey.self)), "the return key's title")
    static let secure = AttributeSpec("secure", .flag, "hides what is typed (passwords)")
    static let clearButton = AttributeSpec("clear-button", .flag, "shows the clear button while editing")
    static let readOnly = AttributeSpec("read-only", .flag, "the text can be selected and copied but not edited")
    static let bookmark = AttributeSpec("bookmark", .flag, "shows the Bookmarks button (002:L776–L801)")
    static let resultsList = AttributeSpec("results-list", .flag, "shows the search results list button (003:L137–L142)")
    static let cancel = AttributeSpec("cancel", .flag, "shows a Cancel button beside the field")

    // Pickers and indicators.
    static let mode = AttributeSpec("mode", .choice(ChoiceSet(DatePickerMode.self)), "what the picker picks")
    static let minuteInterval = AttributeSpec("minute-interval", .integer, "step of the minute wheel (002:L654)")
    static let pages = AttributeSpec("pages", .integer, "number of pages (dots)")
    static let progressStyle = AttributeSpec("style", .choice(ChoiceSet(ProgressStyle.self)), "default or bar")
    static let indicatorStyle = AttributeSpec(
        "style", .choice(ChoiceSet(ActivityIndicatorStyle.self)), "colour and size of the spinner")
    static let infoStyle = AttributeSpec("style", .choice(ChoiceSet(InfoButtonStyle.self)), "light or dark")
    static let mapMode = AttributeSpec("mode", .choice(ChoiceSet(MapMode.self)), "standard, satellite or hybrid")
    static let items = AttributeSpec("items", .integer, "how many items the collection shows")

    // Bars and tabs.
    static let flexible = AttributeSpec("flexible", .flag, "a flexible space that takes what is left")
    static let width = AttributeSpec("width", .number, "a fixed space of this many points")
    static let tabSystem = AttributeSpec(
        "system", .choice(ChoiceSet(TabBarSystemItem.self)), "a standard tab, with its system icon and title",
        checkedByRule: "system-item-known")
    static let selected = AttributeSpec("selected", .flag, "the selected tab")
    static let activitySystem = AttributeSpec(
        "system", .choice(ChoiceSet(SystemActivity.self)), "a built-in activity", checkedByRule: "system-item-known")

    // Regions.
    static let barStyle = AttributeSpec("style", .choice(ChoiceSet(BarStyle.self)), "the bar's colour scheme")
    static let translucent = AttributeSpec("translucent", .flag, "the bar is translucent")
    static let tint = AttributeSpec(
        "tint", .colour,
        "the colour the app tints the bar with (`barTintColor`), e.g. `#5DBB63`: the rules read whether it is dark or light from it")
    static let titleImage = AttributeSpec(
        "image", .text,
        "the title is drawn as this image, a logo; the label is what it says, read by VoiceOver")
    static let statusBarStyle = AttributeSpec("style", .choice(ChoiceSet(StatusBarStyle.self)), "the status bar style")
    static let networkActivity = AttributeSpec(
        "network-activity", .flag, "shows the network activity indicator (002:L90)")
    static let hidden = AttributeSpec("hidden", .flag, "the status bar is hidden (immersive apps)")
    static let raised = AttributeSpec(
        "raised", .flag,
        "the app shows it itself (after a failed send, when a session expires), not a button of the screen; the generated `Destination` has a case for it")
    static let customOverlay = AttributeSpec(
        "custom", .flag,
        "the app draws this dialog or panel itself, in its own look (a game's, a share panel of its own): the rules about the system's alerts, action sheets and activity view do not judge it")
    static let raisedScreen = AttributeSpec(
        "raised", .flag,
        "the app shows the screen by itself, not through a link: an empty state in place of a list, a game's Level Cleared, Cover Flow when the phone is turned")
    static let hidesTabBar = AttributeSpec(
        "hides-tab-bar", .flag,
        "pushed over the tab bar, which it hides, as do the screens pushed from it (a player, a photo viewer)")
    static let index = AttributeSpec("index", .text, "the section index along the right edge, e.g. `A-Z`")

    /// What a screen's `# Title {…}` accepts besides `#id`.
    static let screen: [AttributeSpec] = [name, hidesTabBar, raisedScreen]
}
