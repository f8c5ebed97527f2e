import Testing
import Reminders

/// The app walked through its generated model: every move comes from a generated action's
/// destination, and the navigator accepts it only where the spec links.
@Suite struct NavigatorTests {
    typealias Screens = RemindersScreens

    @Test func startsOnTheFirstTab() {
        let navigator = Navigator()
        #expect(navigator.top == .lists)
        #expect(Screens.roots == [.lists, .settings])
        #expect(Screens.Lists.id == .lists && Screens.Lists.title == "Lists")
    }

    @Test func pushesAcrossFilesAndGoesBack() throws {
        var navigator = Navigator()
        let groceries = try #require(Screens.Lists.Action.groceries.destination)
        try navigator.follow(groceries.presentation, to: groceries.screen)
        #expect(navigator.top == .groceries)
        #expect(navigator.stack == [.lists, .groceries])
        // The list's screen is in another file; its back button pops.
        let back = try #require(Screens.Groceries.Action.back.destination)
        try navigator.follow(back.presentation, to: back.screen)
        #expect(navigator.top == .lists)
    }

    @Test func presentsAndDismissesTheModal() throws {
        var navigator = Navigator()
        let add = try #require(Screens.Lists.Action.add.destination)
        #expect(add.presentation == .modal)
        try navigator.follow(add.presentation, to: add.screen)
        #expect(navigator.top == .newList)
        var state = Screens.NewList.State()
        state.name = "Garden"
        #expect(Screens.NewList.Action.nameChanged("Garden").destination == nil)
        let done = try #require(Screens.NewList.Action.done.destination)
        try navigator.follow(done.presentation, to: done.screen)
        #expect(navigator.top == .lists)
    }

    @Test func tabsKeepTheirStacks() throws {
        var navigator = Navigator()
        let work = try #require(Screens.Lists.Action.work.destination)
        try navigator.follow(work.presentation, to: work.screen)
        let settings = try #require(Screens.Lists.Action.tab(.settings).destination)
        try navigator.follow(settings.presentation, to: settings.screen)
        #expect(navigator.top == .settings)
        let sortBy = try #require(Screens.Settings.Action.sortBy.destination)
        try navigator.follow(sortBy.presentation, to: sortBy.screen)
        #expect(navigator.stack == [.settings, .sortBy])
        try navigator.follow(.tab, to: .lists)
        #expect(navigator.top == .work)
    }

    @Test func performsActionsThroughTheScreenProtocol() throws {
        var navigator = Navigator()
        try navigator.perform(.groceries, on: Screens.Lists.self)
        #expect(navigator.top == .groceries)
        // An action of a screen that is not on top is refused.
        #expect(throws: Navigator.Failure.notOnTop(.lists)) {
            try navigator.perform(.add, on: Screens.Lists.self)
        }
        try navigator.perform(.back, on: Screens.Groceries.self)
        #expect(navigator.top == .lists)
    }

    @Test func refusesWhatTheSpecDoesNotLink() {
        var navigator = Navigator()
        #expect(throws: Navigator.Failure.noLink(from: .lists, to: .sortBy, .push)) {
            try navigator.follow(.push, to: .sortBy)
        }
        #expect(throws: Navigator.Failure.nothingToClose(.back)) { try navigator.follow(.back, to: nil) }
        #expect(throws: Navigator.Failure.nothingToClose(.dismiss)) { try navigator.follow(.dismiss, to: nil) }
    }

    @Test func everyEdgeIsReachableFromARoot() {
        // The graph the plugin generated is whole: walking it from the roots reaches every screen.
        var reached = Set(Screens.roots)
        var queue = Screens.roots
        while let screen = queue.popLast() {
            for edge in Screens.edges where edge.from == screen && reached.insert(edge.to).inserted { queue.append(edge.to) }
        }
        #expect(reached == Set(Screens.ScreenID.allCases))
    }

    @Test func settingsReducerChangesState() {
        var state = Screens.Settings.State()
        #expect(state.showCompleted == false)
        #expect(SettingsReducer.reduce(&state, .showCompletedChanged(true)) == nil)
        #expect(state.showCompleted)
        #expect(SettingsReducer.reduce(&state, .sortBy) == .sortBy)
        #expect(Screens.Settings.tab == .settings)
    }
}
