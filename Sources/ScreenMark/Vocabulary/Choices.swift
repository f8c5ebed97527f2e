// The closed keyword sets of the language. Sources cite the guideline seeds in
// `../shared/seeds/` as `seed:line` (see `../shared/hig/README.md`).

/// The HIG rule profile a file is checked against.
public enum HIGProfile: String, VocabularyChoice, HashesCase {
    /// By case, not keyword (see ``HashesCase``).
    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag) }

    case ios7
    case iphone2010 = "iphone-2010"
    public static let vocabularyTitle = "HIG profile"
    public static let vocabularySummary =
        "Which guidelines apply: the iOS 7 HIG (seed 003, default) or the 2010 iPhone HIG (seeds 000, 002, 004)."
}

/// The kind of app, as the 2010 HIG classifies them.
public enum AppStyle: String, VocabularyChoice {
    case productivity, utility, immersive
    public static let vocabularyTitle = "app style"
    public static let vocabularySummary = "Productivity, utility or immersive app (000:L316–L429)."
}

/// Plain or grouped table.
public enum TableStyle: String, VocabularyChoice {
    case plain, grouped
    public static let vocabularyTitle = "table style"
    public static let vocabularySummary = "A table is plain or grouped (002:L467, 003:L246)."
}

/// The four predefined cell styles.
public enum CellStyle: String, VocabularyChoice {
    case `default`, subtitle, value1, value2
    public static let vocabularyTitle = "cell style"
    public static let vocabularySummary = "The predefined table cell styles (002:L487–L516, 003:L251–L262)."
}

/// What sits at the right end of a table cell.
public enum Accessory: String, VocabularyChoice {
    case none, disclosure
    case detailDisclosure = "detail-disclosure"
    case checkmark
    public static let vocabularyTitle = "accessory"
    public static let vocabularySummary =
        "Disclosure indicator, detail disclosure button or checkmark at a cell's right end (002:L540–L547)."
}

/// The editing control at the left of a table cell.
public enum EditingControl: String, VocabularyChoice {
    case delete, insert
    public static let vocabularyTitle = "editing control"
    public static let vocabularySummary = "Delete control or row-insert button in an editable table (002:L540–L547)."
}

/// The keyboard a text input brings up (UIKeyboardType).
public enum KeyboardType: String, VocabularyChoice {
    case `default`
    case asciiCapable = "ascii-capable"
    case numbersAndPunctuation = "numbers-and-punctuation"
    case url
    case numberPad = "number-pad"
    case phonePad = "phone-pad"
    case namePhonePad = "name-phone-pad"
    case email
    case decimalPad = "decimal-pad"
    case twitter
    case webSearch = "web-search"
    public static let vocabularyTitle = "keyboard type"
    public static let vocabularySummary = "The keyboard shown for a text input (002:L864)."
}

/// The title of the keyboard's return key (UIReturnKeyType).
public enum ReturnKey: String, VocabularyChoice {
    case `default`, go, google, join, next, route, search, send, yahoo, done
    case emergencyCall = "emergency-call"
    public static let vocabularyTitle = "return key"
    public static let vocabularySummary = "What the keyboard's return key says."
}

/// What a button does in an alert, action sheet or bar.
public enum ButtonRole: String, VocabularyChoice {
    case cancel, destructive
    public static let vocabularyTitle = "button role"
    public static let vocabularySummary =
        "Cancel dismisses without acting; destructive is drawn red and destroys data (002:L366–L397)."
}

/// How a button is drawn.
public enum ButtonStyle: String, VocabularyChoice {
    case plain, bordered, done, system
    case roundedRect = "rounded-rect"
    case custom
    public static let vocabularyTitle = "button style"
    public static let vocabularySummary =
        "Bar buttons are plain, bordered or done (002:L152, L189, L900); content buttons are system, "
        + "rounded-rect (2010 only, 003:L401) or custom. A custom bar button is a view the app draws itself "
        + "(a filled Buy button)."
}

/// Bar colour scheme for navigation bars, toolbars and search bars.
public enum BarStyle: String, VocabularyChoice {
    case `default`, black
    public static let vocabularyTitle = "bar style"
    public static let vocabularySummary = "Default (blue in 2010, light in iOS 7) or black (002:L162–L167, L796)."
}

/// Status bar appearance.
public enum StatusBarStyle: String, VocabularyChoice {
    case `default`
    case blackOpaque = "black-opaque"
    case blackTranslucent = "black-translucent"
    case lightContent = "light-content"
    public static let vocabularyTitle = "status bar style"
    public static let vocabularySummary = "Gray/default, black opaque, black translucent (002:L91), light content (003:L68)."
}

/// Progress view appearance.
public enum ProgressStyle: String, VocabularyChoice {
    case `default`, bar
    public static let vocabularyTitle = "progress style"
    public static let vocabularySummary = "Default in content, bar in a toolbar (002:L742–L745)."
}

/// Activity indicator appearance.
public enum ActivityIndicatorStyle: String, VocabularyChoice {
    case gray, white
    case whiteLarge = "white-large"
    public static let vocabularyTitle = "activity indicator style"
    public static let vocabularySummary = "The spinner's colour and size (002:L623–L635)."
}

/// Info button appearance.
public enum InfoButtonStyle: String, VocabularyChoice {
    case light, dark
    public static let vocabularyTitle = "info button style"
    public static let vocabularySummary = "Light for dark content, dark for light content (002:L680, 003:L340)."
}

/// What a date picker picks.
public enum DatePickerMode: String, VocabularyChoice {
    case time, date
    case dateAndTime = "date-and-time"
    case countdown
    public static let vocabularyTitle = "date picker mode"
    public static let vocabularySummary = "The four date picker modes; date-and-time is the default (002:L649–L652)."
}

/// Map appearance.
public enum MapMode: String, VocabularyChoice {
    case standard, satellite, hybrid
    public static let vocabularyTitle = "map mode"
    public static let vocabularySummary = "Standard, satellite or hybrid map (003:L213)."
}

/// The standard toolbar and navigation bar items (UIBarButtonSystemItem).
public enum BarButtonSystemItem: String, VocabularyChoice {
    case action, camera, compose, bookmarks, search, add, trash, organize, reply, stop, refresh, play
    case fastForward = "fast-forward"
    case pause, rewind, edit, cancel, save, done, undo, redo
    public static let vocabularyTitle = "bar button system item"
    public static let vocabularySummary =
        "Standard toolbar and navigation bar buttons (002:L903–L1035; undo and redo: 003:L107)."
}

/// The standard tab bar icons (UITabBarSystemItem).
public enum TabBarSystemItem: String, VocabularyChoice {
    case bookmarks, contacts, downloads, favorites, featured, history, more
    case mostRecent = "most-recent"
    case mostViewed = "most-viewed"
    case recents, search
    case topRated = "top-rated"
    public static let vocabularyTitle = "tab bar system item"
    public static let vocabularySummary = "Standard tab bar icons and titles (002:L1039–L1121)."
}

/// The system activities of an activity view (UIActivityType, iOS 7).
public enum SystemActivity: String, VocabularyChoice {
    case message, mail, print
    case copy = "copy"
    case assignToContact = "assign-to-contact"
    case saveToCameraRoll = "save-to-camera-roll"
    case addToReadingList = "add-to-reading-list"
    case postToFacebook = "post-to-facebook"
    case postToTwitter = "post-to-twitter"
    case postToWeibo = "post-to-weibo"
    case postToFlickr = "post-to-flickr"
    case postToVimeo = "post-to-vimeo"
    case airdrop
    public static let vocabularyTitle = "system activity"
    public static let vocabularySummary = "Built-in services of the activity view (003:L158–L177)."
}

/// How a link presents its destination.
public enum Presentation: String, VocabularyChoice {
    case push, modal, flip, root, dismiss, back, alert, sheet
    public static let vocabularyTitle = "presentation"
    public static let vocabularySummary =
        "push onto the navigation stack (default), present modally sliding up (modal) or flipping (flip, "
        + "002:L425), switch the app to a section of its own, a root with a stack of its own, as a side "
        + "menu's row does (root), close a modal or overlay (dismiss), pop (back), or show the screen's own "
        + "alert or action sheet / activity view (alert, sheet)."

    /// Whether the presentation names a destination (`→ modal [Compose](#compose)`) rather than
    /// standing alone (`→ dismiss`).
    public var takesDestination: Bool {
        switch self {
        case .push, .modal, .flip, .root, .alert, .sheet: true
        case .dismiss, .back: false
        }
    }
}
