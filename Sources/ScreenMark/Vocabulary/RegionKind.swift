/// The region kinds: what a `## ` heading may name.
public enum RegionKind: String, CaseIterable, Hashable, Sendable, Codable, HashesCase {
    /// By case, not keyword (see ``HashesCase``).
    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag) }

    case statusBar = "status bar"
    case navigationBar = "navigation bar"
    case searchBar = "search bar"
    case scopeBar = "scope bar"
    case table
    case content
    case toolbar
    case tabBar = "tab bar"
    case alert
    case actionSheet = "action sheet"
    case activityView = "activity view"

    /// The full description of the kind, as data.
    public var spec: RegionSpec { regionSpecs[self]! }

    /// How messages name the region: "navigation bar", "content region".
    public var displayName: String { self == .content ? "content region" : rawValue }

    /// The display name with "a" or "an": "an alert", "a toolbar".
    public var withArticle: String { Article.prefixed(displayName) }

    /// Whether the region is a temporary view over the screen, reached with `→ alert` or `→ sheet`.
    public var isOverlay: Bool { spec.overlay != nil }
}

/// Specs are built once: the parser asks for them on every element.
private let regionSpecs = Dictionary(uniqueKeysWithValues: RegionKind.allCases.map { ($0, RegionSpec.of($0)) })

/// What the language accepts for one region kind.
public struct RegionSpec: Hashable, Sendable {
    /// Whether `## Kind: Title` may carry a title.
    public let takesTitle: Bool
    /// The keywords accepted in parentheses after the name, e.g. `## Table (grouped)`. An
    /// unknown one is kept and reported by the `table-style-known` rule.
    public let variants: ChoiceSet?
    /// Attributes accepted in `{…}` on the heading (`#id` is accepted on overlays).
    public let attributes: [AttributeSpec]
    /// The element kinds its list items may have.
    public let elements: [ElementKind]
    /// For overlays, the presentation keyword that shows it.
    public let overlay: Presentation?
    /// Whether `### ` section headings may appear inside it.
    public let hasSections: Bool
    /// What the region is, with the guideline it comes from.
    public let summary: String

    /// The attribute called `name`, if the region accepts it.
    public func attribute(named name: String) -> AttributeSpec? {
        attributes.first { $0.name == name }
    }

    private init(
        title: Bool = false, variants: ChoiceSet? = nil, attributes: [AttributeSpec] = [], elements: [ElementKind],
        overlay: Presentation? = nil, sections: Bool = false, _ summary: String
    ) {
        self.takesTitle = title
        self.variants = variants
        self.attributes = attributes
        self.elements = elements
        self.overlay = overlay
        self.hasSections = sections
        self.summary = summary
    }

    static func of(_ kind: RegionKind) -> RegionSpec {
        typealias A = Attributes
        switch kind {
        case .statusBar:
            return RegionSpec(
                attributes: [A.statusBarStyle, A.networkActivity, A.hidden], elements: [],
                "the status bar at the very top: time, network, battery (002:L85–L91, 003:L63)")
        case .navigationBar:
            return RegionSpec(
                attributes: [A.barStyle, A.translucent, A.tint],
                elements: [.title, .prompt, .back, .button, .segmented, .searchField, .activityIndicator],
                "the bar under the status bar: back button, title, one control (002:L102–L167, 003:L75)")
        case .searchBar:
            return RegionSpec(
                attributes: [A.barStyle, A.tint], elements: [.searchField, .prompt],
                "a search field in its own bar (002:L776–L803, 003:L136)")
        case .scopeBar:
            return RegionSpec(
                elements: [.segmented], "the scope buttons below a search bar (002:L797, 003:L147)")
        case .table:
            return RegionSpec(
                variants: ChoiceSet(TableStyle.self), attributes: [A.index],
                elements: [
                    .cell, .switch, .slider, .segmented, .textField, .textView, .button, .label, .stepper,
                    .datePicker, .picker, .image, .progress, .activityIndicator, .refreshControl,
                ],
                sections: true,
                "a plain or grouped table; `###` headings are its sections (002:L467–L547, 003:L244)")
        case .content:
            return RegionSpec(
                elements: [
                    .button, .infoButton, .contactAddButton, .switch, .slider, .segmented, .textField, .textView,
                    .searchField, .label, .image, .picker, .datePicker, .stepper, .pageControl, .progress,
                    .activityIndicator, .webView, .map, .collection,
                ],
                "the screen's main view, its elements from top to bottom")
        case .toolbar:
            return RegionSpec(
                attributes: [A.barStyle, A.translucent, A.tint],
                elements: [.button, .space, .segmented, .infoButton, .label, .activityIndicator, .progress],
                "the bar at the bottom with actions for the screen (002:L170–L202, 003:L95)")
        case .tabBar:
            return RegionSpec(
                elements: [.tab],
                "the bar at the bottom that switches between the app's modes; declared once, shared by the "
                    + "screens its tabs link to (002:L205–L236, 003:L113)")
        case .alert:
            return RegionSpec(
                title: true, attributes: [A.raised, A.customOverlay], elements: [.message, .button, .textField], overlay: .alert,
                "an alert over the screen: title, message, buttons (002:L335–L375, 003:L471)")
        case .actionSheet:
            return RegionSpec(
                title: true, attributes: [A.raised, A.customOverlay], elements: [.message, .button], overlay: .sheet,
                "an action sheet rising from the bottom (002:L380–L405, 004:L57)")
        case .activityView:
            return RegionSpec(
                title: true, attributes: [A.raised, A.customOverlay], elements: [.activity, .button], overlay: .sheet,
                "the share sheet of services, shown in an action sheet on iPhone (003:L156–L177)")
        }
    }
}
