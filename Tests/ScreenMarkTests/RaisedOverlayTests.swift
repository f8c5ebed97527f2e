import Testing

@testable import ScreenMark

/// An overlay the app raises itself (`{raised}`) is written on the overlay: nothing links to it,
/// no rule says nothing shows it, and the generated `Destination` has a case the app can show.
@Suite struct RaisedOverlayTests {
    static let inbox = """
        # Inbox
        ## Content
        - button: Send
        ## Alert: Cannot Send {#failed, raised}
        - message: Try again later.
        - button: Cancel {role: cancel}
        - button: Retry
        ## Action sheet: Session Expired {raised}
        - button: Sign In
        - button: Cancel {role: cancel}
        """

    @Test func itHasADestinationAndNoFinding() {
        let checked = Pipeline.check(Workspace(sources: [SourceFile(path: "Inbox.screen.md", text: Self.inbox)]))
        #expect(!checked.diagnostics.contains { $0.id == "overlay-shown" }, "\(checked.diagnostics)")
        let swift = SwiftGenerator().generate(checked.project, blocked: []).files.map(\.text).joined()
        #expect(swift.contains("/// Shows the alert “Cannot Send” #failed, which the app raises itself"))
        #expect(swift.contains("case .failedAlert: return .alert"))
        #expect(swift.contains("case .sessionExpiredSheet: return .sheet"))
    }
}
