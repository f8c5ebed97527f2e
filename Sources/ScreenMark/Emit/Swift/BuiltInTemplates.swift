// Generated from Templates/Swift by `python3 Scripts/embed-templates.py`; do not edit.

/// The built-in templates, by name (the file name without `.mustache`): compiled in, so the
/// installed tool renders Swift without the repository beside it.
enum BuiltInTemplates {
    static let all: [String: String] = [
        "app": #"""
{{#doc}}
{{.}}
{{/doc}}
public enum {{name}} {
    {{#screenID}}
{{>enum}}
    {{/screenID}}

    /// What every screen of the app declares, so that a navigator can drive any screen
    /// without knowing it: `ScreenID.screen` gives its type, an action's `destination` where
    /// it leads, and the destination's `screen` and `presentation` what to show, and how.
    public protocol Screen {
        /// What the user changes on the screen.
        associatedtype State: Sendable, Hashable
        /// What the user does on the screen.
        associatedtype Action: ScreenAction
        /// The screen's id.
        static var id: ScreenID { get }
        /// The title in the navigation bar, or the screen's heading when it has none.
        static var title: String { get }
        /// Whether the screen, pushed onto a tab's stack, covers the tab bar.
        static var hidesTabBar: Bool { get }
    }

    /// What the user does on a screen, and where it leads.
    public protocol ScreenAction: Sendable, Hashable {
        /// Where the screen leads, and how.
        associatedtype Destination: ScreenDestination
        /// Where the action leads; `nil` when it stays on the screen.
        var destination: Destination? { get }
    }

    /// Where a screen leads, and how.
    public protocol ScreenDestination: Sendable, Hashable, CaseIterable {
        /// How the destination is shown.
        var presentation: Presentation { get }
        /// The screen shown, when it is a screen of this app.
        var screen: ScreenID? { get }
    }

    /// An element of a screen, by its accessibility identifier (`AccessibilityID` of its screen).
    public struct ElementID: RawRepresentable, Sendable, Hashable {
        /// The accessibility identifier, e.g. `mail.inbox.button.edit`.
        public let rawValue: String

        /// Wraps an accessibility identifier.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Wraps an accessibility identifier.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// How a destination is shown.
    public enum Presentation: Sendable, Hashable, CaseIterable {
        /// Pushed onto the navigation stack.
        case push
        /// Presented modally, sliding up.
        case modal
        /// Presented modally, flipping the screen over.
        case flip
        /// Opened by its tab in the tab bar.
        case tab
        /// Made the app's current section, with a navigation stack of its own (a side menu's row).
        case root
        /// An alert of the screen.
        case alert
        /// An action sheet or activity view of the screen.
        case sheet
        /// Pops the navigation stack.
        case back
        /// Closes the modal screen.
        case dismiss
    }
    {{#hasScreens}}

    /// One link of the navigation graph: the element `element` of screen `from` shows `to`.
    public struct Edge: Sendable, Hashable {
        /// The screen the link is on.
        public let from: ScreenID
        /// The screen it shows.
        public let to: ScreenID
        /// How it shows it.
        public let presentation: Presentation
        /// The element that navigates.
        public let element: ElementID

        /// Creates an edge.
        public init(from: ScreenID, to: ScreenID, presentation: Presentation, element: ElementID) {
            self.from = from
            self.to = to
            self.presentation = presentation
            self.element = element
        }
    }

    /// The screens navigation starts from: the tab roots, in tab order, or the first screen.
    public static let roots: [ScreenID] = [{{#roots}}{{.}}{{^last()}}, {{/last()}}{{/roots}}]

    /// Every link between two screens of the app, in file order.
    {{^hasEdges}}
    public static let edges: [Edge] = []
    {{/hasEdges}}
    {{#hasEdges}}
    public static let edges: [Edge] = [
        {{#edges}}
        Edge(from: {{from}}, to: {{to}}, presentation: {{presentation}}, element: {{element}}),
        {{/edges}}
    ]
    {{/hasEdges}}
    {{/hasScreens}}
    {{#tabs}}

{{>enum}}
    {{/tabs}}
    {{#localized}}

    /// The bundle `Strings` are looked up in: the one this code is built into.
    static var bundle: Foundation.Bundle { Foundation.Bundle(for: BundleToken.self) }

    /// A class of this module, for `Bundle(for:)`.
    private final class BundleToken {}
    {{/localized}}
    {{#usesButtonRole}}

    /// What an alert or action sheet button does besides its own action.
    public enum ButtonRole: Sendable, Hashable, CaseIterable {
        /// Dismisses without acting.
        case cancel
        /// Destroys data; drawn in red.
        case destructive
    }
    {{/usesButtonRole}}
    {{#usesTimeOfDay}}

    /// A time of day, as a date picker in `time` mode sets it.
    public struct TimeOfDay: Sendable, Hashable {
        /// 0 to 23.
        public var hour: Int
        /// 0 to 59.
        public var minute: Int

        /// Creates a time.
        public init(hour: Int, minute: Int) {
            self.hour = hour
            self.minute = minute
        }
    }
    {{/usesTimeOfDay}}
    {{#usesCalendarDate}}

    /// A day, as a date picker in `date` mode sets it.
    public struct CalendarDate: Sendable, Hashable {
        /// The year, e.g. 2010.
        public var year: Int
        /// 1 to 12.
        public var month: Int
        /// 1 to 31.
        public var day: Int

        /// Creates a date.
        public init(year: Int, month: Int, day: Int) {
            self.year = year
            self.month = month
            self.day = day
        }
    }
    {{/usesCalendarDate}}
    {{#usesDateAndTime}}

    /// A day and a time, as a date picker in `date-and-time` mode sets them.
    public struct DateAndTime: Sendable, Hashable {
        /// The year, e.g. 2010.
        public var year: Int
        /// 1 to 12.
        public var month: Int
        /// 1 to 31.
        public var day: Int
        /// 0 to 23.
        public var hour: Int
        /// 0 to 59.
        public var minute: Int

        /// Creates a date and time.
        public init(year: Int, month: Int, day: Int, hour: Int, minute: Int) {
            self.year = year
            self.month = month
            self.day = day
            self.hour = hour
            self.minute = minute
        }
    }
    {{/usesDateAndTime}}
}

extension {{name}}.Screen {
    /// Only screens that say so cover the tab bar.
    public static var hidesTabBar: Bool { false }
}

"""#,
        "enum": #"""
{{#doc}}
{{.}}
{{/doc}}
public enum {{name}}: {{conformances}} {
    {{#cases}}
    {{#doc}}
    {{.}}
    {{/doc}}
    case {{name}}{{payload}}{{#rawValue}} = {{.}}{{/rawValue}}
    {{/cases}}
    {{#properties}}

    {{#doc}}
    {{.}}
    {{/doc}}
    public var {{name}}: {{type}} {
        switch self {
        {{#branches}}
        case {{pattern}}: return {{value}}
        {{/branches}}
        }
    }
    {{/properties}}
}

"""#,
        "file": #"""
{{header}}
{{#imports}}

import {{.}}
{{/imports}}
{{#app}}

{{>app}}
{{/app}}
{{#screens}}

extension {{namespace}} {
{{>screen}}
}
{{/screens}}

"""#,
        "overlay": #"""
{{#doc}}
{{.}}
{{/doc}}
public enum {{name}} {
    /// The id that `→ alert` and `→ sheet` links use.
    public static let id = {{id}}
    /// The title, if any.
    public static let title: String? = {{title}}
    /// The message, if any.
    public static let message: String? = {{message}}
    {{#state}}

{{>struct}}
    {{/state}}

    {{#buttons}}
{{>enum}}
    {{/buttons}}
}

"""#,
        "screen": #"""
{{#doc}}
{{.}}
{{/doc}}
public enum {{name}}: {{namespace}}.Screen {
    /// The screen's id.
    public static let id: {{namespace}}.ScreenID = {{id}}
    /// The title in the navigation bar, or the screen's heading when it has none.
    public static let title = {{title}}
    {{#tab}}
    /// The tab this screen is the root of.
    public static let tab: {{tabType}} = {{.}}
    {{/tab}}
    {{#hidesTabBar}}
    /// Pushed over the tab bar, which it covers (`{hides-tab-bar}` here or on a screen that pushes it).
    public static let hidesTabBar = true
    {{/hidesTabBar}}

    {{#state}}
{{>struct}}
    {{/state}}

    {{#action}}
{{>enum}}
    {{/action}}

    {{#effect}}
{{>enum}}

    {{/effect}}
    {{#destination}}
{{>enum}}
    {{/destination}}
    {{#overlays}}

{{>overlay}}
    {{/overlays}}

    /// The texts of the elements, as the spec writes them.
    public enum Strings {
        {{#strings}}
        {{#doc}}
        {{.}}
        {{/doc}}
        public static let {{name}} = {{value}}
        {{/strings}}
    }

    /// The accessibility identifiers of the elements, for UI tests.
    public enum AccessibilityID {
        {{#accessibilityIDs}}
        {{#doc}}
        {{.}}
        {{/doc}}
        public static let {{name}} = {{value}}
        {{/accessibilityIDs}}
    }
}

"""#,
        "struct": #"""
{{#doc}}
{{.}}
{{/doc}}
public struct {{name}}: Sendable, Hashable {
    {{#statics}}
    {{#doc}}
    {{.}}
    {{/doc}}
    public static let {{name}}{{#type}}: {{.}}{{/type}} = {{value}}
    {{/statics}}
    {{#properties}}
    {{#doc}}
    {{.}}
    {{/doc}}
    public var {{name}}: {{type}}
    {{/properties}}

    /// Creates the value; the defaults are the spec's.
    {{^hasProperties}}
    public init() {}
    {{/hasProperties}}
    {{#hasProperties}}
    public init(
        {{#properties}}
        {{name}}: {{type}} = {{initial}}{{^last()}},{{/last()}}
        {{/properties}}
    ) {
        {{#properties}}
        self.{{name}} = {{name}}
        {{/properties}}
    }
    {{/hasProperties}}
    {{#enums}}

{{>enum}}
    {{/enums}}
    {{#structs}}

{{>struct}}
    {{/structs}}
}

"""#,
    ]
}
