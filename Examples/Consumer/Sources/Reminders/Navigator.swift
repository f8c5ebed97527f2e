/// Where the user is in Reminders: the selected tab, each tab's stack of pushed screens, and the
/// modal screens over them — worked out from the generated model alone. It goes only where the
/// spec has a link (`RemindersScreens.edges`), so walking the app in a test walks the spec.
public struct Navigator: Sendable, Hashable {
    public typealias Screen = RemindersScreens.ScreenID
    public typealias Presentation = RemindersScreens.Presentation

    /// A move the spec does not have.
    public enum Failure: Error, Hashable {
        /// No element of `from` shows `to` that way.
        case noLink(from: Screen, to: Screen?, Presentation)
        /// `back` on a tab's root, or `dismiss` with no modal screen.
        case nothingToClose(Presentation)
        /// An action of a screen the user does not see.
        case notOnTop(Screen)
    }

    /// The root of the selected tab.
    public private(set) var selectedTab: Screen
    /// The modal screens, the last on top.
    public private(set) var modals: [Screen] = []
    private var stacks: [Screen: [Screen]]

    /// The app as it starts: the first tab, nothing pushed.
    public init() {
        selectedTab = RemindersScreens.roots[0]
        stacks = Dictionary(uniqueKeysWithValues: RemindersScreens.roots.map { ($0, [$0]) })
    }

    /// The selected tab's stack, its root first.
    public var stack: [Screen] { stacks[selectedTab] ?? [selectedTab] }

    /// The screen the user sees.
    public var top: Screen { modals.last ?? stack[stack.count - 1] }

    /// Follows a destination of the screen on top: `presentation` and `screen` are a generated
    /// `Destination`'s (`action.destination?.presentation`, `.screen`).
    public mutating func follow(_ presentation: Presentation, to screen: Screen?) throws(Failure) {
        switch presentation {
        case .push:
            guard modals.isEmpty else { throw .noLink(from: top, to: screen, presentation) }
            stacks[selectedTab, default: [selectedTab]].append(try linked(screen, presentation))
        case .modal, .flip:
            modals.append(try linked(screen, presentation))
        case .tab:
            // A tab is one tap away from every screen that shows the bar.
            guard let screen, modals.isEmpty, RemindersScreens.roots.contains(screen) else {
                throw .noLink(from: top, to: screen, presentation)
            }
            selectedTab = screen
        case .root:
            // A section of its own (a side menu's row): the modals close, and its stack starts at it.
            let section = try linked(screen, presentation)
            modals.removeAll()
            selectedTab = section
            stacks[section] = [section]
        case .back:
            guard modals.isEmpty, stack.count > 1 else { throw .nothingToClose(presentation) }
            stacks[selectedTab]?.removeLast()
        case .dismiss:
            guard !modals.isEmpty else { throw .nothingToClose(presentation) }
            modals.removeLast()
        case .alert, .sheet:
            // The screen's own overlays: shown over it, no navigation.
            break
        }
    }

    /// Performs an action of the screen on top, for any screen: through the generated `Screen`
    /// protocol, no screen is named here.
    public mutating func perform<S: RemindersScreens.Screen>(_ action: S.Action, on screen: S.Type) throws(Failure) {
        guard S.id == top else { throw .notOnTop(S.id) }
        guard let destination = action.destination else { return }
        try follow(destination.presentation, to: destination.screen)
    }

    /// `screen`, when an edge of the spec leads there from the top screen that way.
    private func linked(_ screen: Screen?, _ presentation: Presentation) throws(Failure) -> Screen {
        guard let screen, RemindersScreens.edges.contains(where: { $0.from == top && $0.to == screen && $0.presentation == presentation })
        else { throw .noLink(from: top, to: screen, presentation) }
        return screen
    }
}

/// The Settings screen's state, changed by its actions: a reducer over the generated types.
public enum SettingsReducer {
    /// Applies `action` to `state`; returns where it leads, if anywhere.
    public static func reduce(
        _ state: inout RemindersScreens.Settings.State, _ action: RemindersScreens.Settings.Action
    ) -> RemindersScreens.Settings.Destination? {
        switch action {
        case .showCompletedChanged(let isOn): state.showCompleted = isOn
        case .sortBy: break
        }
        return action.destination
    }
}
