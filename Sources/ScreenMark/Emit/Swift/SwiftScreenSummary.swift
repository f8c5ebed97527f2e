/// The Swift names generated for one screen, as the docs show them: its type, the properties of
/// its `State` and the cases of its `Action`, exactly as the generated file declares them.
public struct SwiftScreenSummary: Sendable, Hashable {
    /// `MailScreens.Inbox`.
    public var type: String
    /// `search: String`, one per property of `State`.
    public var state: [String]
    /// `searchChanged(String)`, one per case of `Action`.
    public var actions: [String]
}

extension SwiftGenerator {
    /// The generated names of every screen of the apps that are generated (those without a
    /// document in `blocked`), from the same model the files are rendered from.
    public static func summaries(_ project: Project, blocked: Set<Int>) -> [ScreenReference: SwiftScreenSummary] {
        var builder = SwiftModelBuilder(project: project)
        var summaries: [ScreenReference: SwiftScreenSummary] = [:]
        for (document, file) in builder.files(blocked: blocked).files {
            for (index, screen) in file.screens.enumerated() {
                summaries[ScreenReference(document: document, screen: index)] = SwiftScreenSummary(
                    type: "\(screen.namespace.text).\(screen.name.text)",
                    state: screen.state.properties.map { "\($0.name.text): \($0.type.text)" },
                    actions: screen.action.cases.map { $0.name.text + ($0.payload?.text ?? "") })
            }
        }
        return summaries
    }
}
