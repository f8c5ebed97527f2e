/// A screen given over to one medium: a photo or a video, the camera's viewfinder, a map, album
/// covers, the page of a book, a web page.
///
/// Apple's own apps treat such a screen apart, and the guidelines say they may: the status bar
/// is hidden over full-screen media (002:L82–L84, 003:L66), the bars turn black and translucent
/// so they do not distract from the content under them (002:L84, 003:L68), and the screen shows
/// something rather than asking for a task (a player is closed with Done, names no task, has
/// nothing to cancel). Rules about the status bar, the bars' look and modal tasks ask this one
/// question instead of each guessing at it.
///
/// A screen shows a full-screen medium when it has no table and its content holds a medium —
/// an image without a `size` of its own or as wide as the screen, a map, a web view, a collection, or a read-only text
/// view (a page) — and, besides media, only what floats over one (buttons, labels, sliders,
/// segmented controls, a page control, progress, a sized picture): nothing the user types into or
/// picks from. A player counts too: a sized picture (its artwork) with a scrubber (a slider or
/// progress) and nothing but such controls.
enum FullScreenMedium {
    /// The iPhone's width in points, portrait.
    private static let screenWidth = 320.0

    /// What an element is to a full-screen medium.
    private enum Role {
        /// The medium itself.
        case medium
        /// A control that can float over a medium, as a player's controls do.
        case overlay
        /// Something a screen of media does not hold: input, rows, bar-only items.
        case other
    }

    private static func role(of element: Element) -> Role {
        switch element.kind {
        // An image given a `size` narrower than the screen is a picture on it (a logo, an avatar);
        // one as wide as the screen is its medium (an album cover filling it).
        case .image:
            if case .size(let width, _)? = element.attribute("size")?.value, width < screenWidth { .overlay } else { .medium }
        case .map, .webView, .collection: .medium
        case .textView: element.attribute("read-only") != nil ? .medium : .other
        case .button, .infoButton, .label, .slider, .segmented, .pageControl, .progress, .activityIndicator, .space:
            .overlay
        case .title, .prompt, .back, .contactAddButton, .cell, .switch, .textField, .searchField, .picker,
            .datePicker, .stepper, .tab, .message, .refreshControl, .activity:
            .other
        }
    }

    /// The medium `screen` gives the whole screen to, or `nil` when it shows something else.
    static func medium(of screen: Screen) -> Element? {
        guard !screen.regions.contains(where: { $0.kind == .table }) else { return nil }
        var medium: Element?
        // A player's artwork may be drawn smaller than the screen (a record turning on a blurred
        // cover): with a scrubber beside it, the picture is still what the screen is given to.
        var picture: Element?
        var scrubs = false
        for region in screen.regions where region.kind == .content {
            for element in region.allElements {
                switch role(of: element) {
                case .medium: medium = medium ?? element
                case .overlay:
                    if element.kind == .image { picture = picture ?? element }
                    if element.kind == .slider || element.kind == .progress { scrubs = true }
                case .other: return nil
                }
            }
        }
        return medium ?? (scrubs ? picture : nil)
    }
}

extension Screen {
    /// Whether the screen is given over to one medium (see ``FullScreenMedium``).
    var showsFullScreenMedium: Bool { FullScreenMedium.medium(of: self) != nil }
}

extension Project {
    /// Whether the document's app brings its own interface, and its own navigation, to the whole
    /// screen (000:L393–L419), as a game does: it says `style: immersive`, or it declares no style
    /// and every screen draws its own interface (``Document/drawsItsOwnInterface``).
    func isImmersive(_ document: Int) -> Bool {
        switch documents[document].frontMatter?.appStyle?.value {
        case .immersive: true
        case .productivity, .utility: false
        case nil: undeclaredImmersive.contains(document)
        }
    }

    /// Whether `screen` draws its own interface: a screen of an immersive app with no navigation
    /// bar (a game's menu, its pause overlay), whose navigation and choices are its own.
    func drawsOwnInterface(_ screen: ScreenReference) -> Bool {
        isImmersive(screen.document) && self.screen(screen).region(.navigationBar) == nil
    }
}
