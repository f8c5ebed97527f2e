/// The wireframes as an emitter: one text file per drawing, `Mail/inbox.txt` and
/// `Mail/message.delete-message.txt` (``WireframePaths``). Screens are drawn as far as they were
/// understood, errors or not: a reviewer needs to see a half-finished screen too.
public struct WireframeEmitter: Emitter {
    public static let fileNoun = "drawing"
    public static let manifestName = ".screenmark-wireframes"

    /// Columns of every line.
    public var width: Int
    /// Box drawing or ASCII.
    public var charset: WireframeRenderer.Charset
    /// The screens to draw; `nil` for every screen.
    public var screens: [ScreenReference]?

    /// An emitter drawing `screens` (all when `nil`) `width` columns wide.
    public init(width: Int = WireframeRenderer.defaultWidth, charset: WireframeRenderer.Charset = .unicode, screens: [ScreenReference]? = nil) {
        self.width = width
        self.charset = charset
        self.screens = screens
    }

    /// Every drawing, in document order: each screen, then each of its overlays. The screens of
    /// the files read only for context are not drawn.
    public func drawings(_ checked: CheckedProject) -> [WireframeDrawing] {
        let renderer = WireframeRenderer(project: checked.project, width: width, charset: charset)
        let context = checked.contextDocuments
        return (screens ?? checked.project.screenReferences.filter { !context.contains($0.document) }).flatMap(renderer.drawings)
    }

    public func emit(_ checked: CheckedProject) -> Emission {
        let project = checked.project
        let drawings = drawings(checked)
        let paths = WireframePaths.unique(drawings.map { drawing in
            let screen = project.screen(drawing.screen)
            let overlayID = drawing.overlay.map { screen.regions[$0].id?.value ?? screen.regions[$0].kind.rawValue }
            return WireframePaths.path(
                relativePath: project.sources[drawing.screen.document].name, screenID: screen.id.value, overlayID: overlayID)
        })
        return Emission(files: zip(drawings, paths).map { OutputFile(path: $1, text: $0.text) })
    }
}
