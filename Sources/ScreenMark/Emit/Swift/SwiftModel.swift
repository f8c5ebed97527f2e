import Mustache

// The typed context the Swift templates render. Every value a template can print is a
// ``SwiftCode`` token (an identifier, literal, type or comment line made safe by the builder), a
// `Bool` for sections, or a nested context; nothing is raw text from a spec. Each context lists
// its keys in `child(named:)`, so templates see exactly these names (documented per property) and
// lookups need no reflection. `Templates/Swift/README.md` is the template author's reference.

/// One generated file: `file.mustache`.
struct SwiftFileContext: Sendable, MustacheParent {
    /// `header`: a `//` line naming the source file and saying the file is generated.
    var header: SwiftCode
    /// `app`: the app's namespace, in the first file of the app only (`nil` in the others).
    var app: SwiftAppContext?
    /// `namespace`: the app's namespace type, e.g. `MailScreens`; screens are declared in it.
    var namespace: SwiftCode
    /// `screens`: the file's screens, in file order.
    var screens: [SwiftScreenContext]
    /// `imports`: the modules the file imports (`Foundation` when the strings are localized).
    var imports: [SwiftCode] = []

    func child(named name: String) -> Any? {
        switch name {
        case "header": header
        case "app": SwiftAbsent.or(app)
        case "namespace": namespace
        case "screens": screens
        case "imports": imports
        default: nil
        }
    }
}

/// An app: its namespace, screen ids and navigation graph: `app.mustache`.
struct SwiftAppContext: Sendable, MustacheParent {
    /// `doc`: `///` lines (one token, absent when empty).
    var doc: SwiftCode?
    /// `name`: the namespace type, e.g. `MailScreens`.
    var name: SwiftCode
    /// `screenID`: the `ScreenID` enum, one case per screen of the app; `hasScreens`: whether
    /// there is any (without, there is no graph to declare).
    var screenID: SwiftEnumContext
    /// `roots`: `.case` tokens of the screens navigation starts from.
    var roots: [SwiftCode]
    /// `edges`: every link between two screens of the app; `hasEdges`: whether there is any.
    var edges: [SwiftEdgeContext]
    /// `tabs`: the enum of each tab bar of the app (`Tab`, then any other named by its owner).
    var tabs: [SwiftEnumContext]
    /// `usesButtonRole`, `usesTimeOfDay`, `usesCalendarDate`, `usesDateAndTime`: whether the app
    /// needs these support types.
    var usesButtonRole, usesTimeOfDay, usesCalendarDate, usesDateAndTime: Bool
    /// `localized`: whether `Strings` are looked up in a String Catalog (the app then declares `bundle`).
    var localized = false

    func child(named name: String) -> Any? {
        switch name {
        case "doc": SwiftAbsent.or(doc)
        case "name": self.name
        case "screenID": screenID
        case "hasScreens": !screenID.cases.isEmpty
        case "roots": roots
        case "edges": edges
        case "hasEdges": !edges.isEmpty
        case "tabs": tabs
        case "usesButtonRole": usesButtonRole
        case "usesTimeOfDay": usesTimeOfDay
        case "usesCalendarDate": usesCalendarDate
        case "usesDateAndTime": usesDateAndTime
        case "localized": localized
        default: nil
        }
    }
}

/// One link of the navigation graph.
struct SwiftEdgeContext: Sendable, MustacheParent {
    /// `from`, `to`: `.case` tokens of `ScreenID`.
    var from, to: SwiftCode
    /// `presentation`: a `.case` token of `Presentation`.
    var presentation: SwiftCode
    /// `element`: an `ElementID` of the navigating element's accessibility identifier.
    var element: SwiftCode

    func child(named name: String) -> Any? {
        switch name {
        case "from": from
        case "to": to
        case "presentation": presentation
        case "element": element
        default: nil
        }
    }
}

/// A screen: `screen.mustache`.
struct SwiftScreenContext: Sendable, MustacheParent {
    /// `doc`: `///` lines (one token, absent when empty): the title, the description, `Source: File.screen.md#screen-id`.
    var doc: SwiftCode?
    /// `name`: the screen's type, e.g. `Inbox`; `namespace`: the app's, e.g. `MailScreens`.
    var name, namespace: SwiftCode
    /// `id`: the `.case` token of the screen in `ScreenID`.
    var id: SwiftCode
    /// `title`: the string literal of the navigation bar's title, or of the heading.
    var title: SwiftCode
    /// `tab`: for a tab's root screen, the tab's `.case` token, e.g. `.inbox`; `tabType`: that
    /// enum's type, e.g. `MailScreens.Tab`.
    var tab, tabType: SwiftCode?
    /// `hidesTabBar`: whether the screen covers the tab bar of the stack it is pushed on.
    var hidesTabBar: Bool
    /// `state`: the `State` struct.
    var state: SwiftStructContext
    /// `action`: the `Action` enum; `destination`: the `Destination` enum.
    var action: SwiftEnumContext
    /// `effect`: the `Effect` enum, when a tap does something without leading anywhere.
    var effect: SwiftEnumContext?
    var destination: SwiftEnumContext
    /// `overlays`: alerts, action sheets and activity views.
    var overlays: [SwiftOverlayContext]
    /// `strings`: the texts of the elements (labels, cells' detail texts, placeholders).
    var strings: [SwiftStaticContext]
    /// `accessibilityIDs`: one string constant per element.
    var accessibilityIDs: [SwiftStaticContext]
    /// The String Catalog entries of `strings`, when they are localized (not a template key).
    var catalog: [StringCatalog.Entry] = []

    func child(named name: String) -> Any? {
        switch name {
        case "doc": SwiftAbsent.or(doc)
        case "name": self.name
        case "namespace": namespace
        case "id": id
        case "title": title
        case "tab": SwiftAbsent.or(tab)
        case "tabType": SwiftAbsent.or(tabType)
        case "hidesTabBar": hidesTabBar
        case "state": state
        case "action": action
        case "effect": SwiftAbsent.or(effect)
        case "destination": destination
        case "overlays": overlays
        case "strings": strings
        case "accessibilityIDs": accessibilityIDs
        default: nil
        }
    }
}

/// An alert, action sheet or activity view: `overlay.mustache`.
struct SwiftOverlayContext: Sendable, MustacheParent {
    /// `doc`: `///` lines (one token, absent when empty); `name`: the type, e.g. `DeleteMessageSheet`.
    var doc: SwiftCode?
    var name: SwiftCode
    /// `id`: the string literal of the overlay's id; `title`, `message`: string literals or `nil`.
    var id, title, message: SwiftCode
    /// `state`: the text fields of an alert, if it has any.
    var state: SwiftStructContext?
    /// `buttons`: the `Button` enum (buttons and activities, in order).
    var buttons: SwiftEnumContext

    func child(named name: String) -> Any? {
        switch name {
        case "doc": SwiftAbsent.or(doc)
        case "name": self.name
        case "id": id
        case "title": title
        case "message": message
        case "state": SwiftAbsent.or(state)
        case "buttons": buttons
        default: nil
        }
    }
}

/// A struct with stored properties, defaults and a memberwise `init`: `struct.mustache`.
struct SwiftStructContext: Sendable, MustacheParent {
    /// `doc`: `///` lines (one token, absent when empty); `name`: the type.
    var doc: SwiftCode?
    var name: SwiftCode
    /// `properties`: stored properties, each with its default in `init`.
    var properties: [SwiftPropertyContext]
    /// `statics`: `static let` constants (ranges, steps, page counts).
    var statics: [SwiftStaticContext]
    /// `enums`, `structs`: nested types.
    var enums: [SwiftEnumContext]
    var structs: [SwiftStructContext]

    func child(named name: String) -> Any? {
        switch name {
        case "doc": SwiftAbsent.or(doc)
        case "name": self.name
        case "properties": properties
        case "hasProperties": !properties.isEmpty
        case "statics": statics
        case "enums": enums
        case "structs": structs
        default: nil
        }
    }
}

/// A stored property: `doc`, `name`, `type`, `initial` (its default value expression).
struct SwiftPropertyContext: Sendable, MustacheParent {
    var doc: SwiftCode?
    var name, type, initial: SwiftCode

    func child(named name: String) -> Any? {
        switch name {
        case "doc": SwiftAbsent.or(doc)
        case "name": self.name
        case "type": type
        case "initial": initial
        default: nil
        }
    }
}

/// A constant: `doc`, `name`, `type` (may be absent when the value says it), `value`.
struct SwiftStaticContext: Sendable, MustacheParent {
    var doc: SwiftCode?
    var name: SwiftCode
    var type: SwiftCode?
    var value: SwiftCode

    func child(named name: String) -> Any? {
        switch name {
        case "doc": SwiftAbsent.or(doc)
        case "name": self.name
        case "type": SwiftAbsent.or(type)
        case "value": value
        default: nil
        }
    }
}

/// An enum with cases and computed properties that switch over them: `enum.mustache`.
struct SwiftEnumContext: Sendable, MustacheParent {
    /// `doc`: `///` lines (one token, absent when empty); `name`: the type; `conformances`: e.g. `Sendable, Hashable, CaseIterable`.
    var doc: SwiftCode?
    var name, conformances: SwiftCode
    /// `cases`: in declaration order.
    var cases: [SwiftCaseContext]
    /// `properties`: computed properties (a `switch self {}` when the enum has no case).
    var properties: [SwiftSwitchContext]

    func child(named name: String) -> Any? {
        switch name {
        case "doc": SwiftAbsent.or(doc)
        case "name": self.name
        case "conformances": conformances
        case "cases": cases
        case "properties": properties
        default: nil
        }
    }
}

/// An enum case: `doc`, `name`, `payload` (e.g. `(Bool)`), `rawValue` (a literal), either absent.
struct SwiftCaseContext: Sendable, MustacheParent {
    var doc: SwiftCode?
    var name: SwiftCode
    var payload, rawValue: SwiftCode?

    func child(named name: String) -> Any? {
        switch name {
        case "doc": SwiftAbsent.or(doc)
        case "name": self.name
        case "payload": SwiftAbsent.or(payload)
        case "rawValue": SwiftAbsent.or(rawValue)
        default: nil
        }
    }
}

/// A computed property that switches over `self`: `doc`, `name`, `type`, and `branches`, each
/// a `pattern` (e.g. `.a, .b(.c)`) and the `value` it returns.
struct SwiftSwitchContext: Sendable, MustacheParent {
    var doc: SwiftCode?
    var name, type: SwiftCode
    var branches: [Branch]

    func child(named name: String) -> Any? {
        switch name {
        case "doc": SwiftAbsent.or(doc)
        case "name": self.name
        case "type": type
        case "branches": branches
        default: nil
        }
    }

    /// `case pattern: return value`.
    struct Branch: Sendable, MustacheParent {
        var pattern, value: SwiftCode

        func child(named name: String) -> Any? {
            switch name {
            case "pattern": pattern
            case "value": value
            default: nil
            }
        }
    }
}
