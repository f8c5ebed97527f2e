/// The overlays of `OverlayCatalogueRules` that must fit without scrolling: an alert in landscape,
/// an action sheet on the screen (002:L360; 003:L489, L511).

/// The heights the overlay rules estimate, in points. The seeds give no dimensions; these are
/// UIKit's of the time: 20 pt around an alert's text, a 17 pt bold title on 21 pt lines, a 13 pt
/// message on 16 pt lines, a 29 pt text field with 8 pt of spacing, 44 pt buttons.
enum OverlayHeight {
    /// Space above an alert's title and below its text.
    static let alertMargin = 20.0
    /// One line of an alert's title.
    static let titleLine = 21.0
    /// One line of an alert's message, or of an action sheet's title and message.
    static let messageLine = 16.0
    /// Space between an alert's title and a message.
    static let messageGap = 4.0
    /// A text field of an alert, with its spacing.
    static let textField = 37.0
    /// A row of buttons.
    static let button = 44.0
    /// An action sheet's distance from the screen's edges and between its Cancel button and the rest.
    static let sheetMargin = 8.0
    /// Space above and below an action sheet's title and message.
    static let sheetTextMargin = 14.0

    /// How tall `alert` is, `width` points wide: its text wrapped as `alert-title-one-line` and
    /// `alert-message-length` wrap it, its text fields, and its buttons — two side by side, one or
    /// three and more one above the other. With `asTheOtherRulesLeaveIt`, the title counts one line
    /// at most, each message two, and the buttons one row: what those rules and `alert-button-count`
    /// already report is left to them.
    static func alert(_ alert: Region, width: Double, asTheOtherRulesLeaveIt: Bool = false) -> Double {
        let titleCap = asTheOtherRulesLeaveIt ? 1 : Int.max
        let messageCap = asTheOtherRulesLeaveIt ? 2 : Int.max
        let titleColumns = AlertText.columns(forWidth: width)
        let messageColumns = AlertText.columns(forWidth: width, pointsPerColumn: AlertText.messagePointsPerColumn)
        var height = 2 * alertMargin
        if let title = alert.title?.value, !title.isBlank {
            height += Double(min(AlertText.lineCount(title, columns: titleColumns), titleCap)) * titleLine
        }
        for element in alert.elements {
            switch element.kind {
            case .message:
                let lines = AlertText.lineCount(element.label?.value ?? "", columns: messageColumns)
                height += messageGap + Double(min(lines, messageCap)) * messageLine
            case .textField:
                height += textField
            case .button:
                break  // counted below, by rows
            case .title, .prompt, .back, .infoButton, .contactAddButton, .space, .cell, .switch, .slider, .segmented,
                .textView, .searchField, .label, .image, .picker, .datePicker, .stepper, .pageControl, .progress,
                .activityIndicator, .webView, .map, .collection, .tab, .refreshControl, .activity:
                break  // not elements of an alert
            }
        }
        let buttons = AlertText.buttons(of: alert).count
        height += Double(buttons == 2 || (asTheOtherRulesLeaveIt && buttons > 2) ? 1 : buttons) * button
        return height
    }

    /// How tall `sheet` is on a screen `width` points wide: its title and message in a block of
    /// their own, a button row each, and the Cancel button set 8 pt apart from the others.
    static func actionSheet(_ sheet: Region, width: Double) -> Double {
        let columns = AlertText.columns(forWidth: width - 2 * sheetMargin, pointsPerColumn: AlertText.messagePointsPerColumn)
        var lines = 0
        if let title = sheet.title?.value, !title.isBlank {
            lines += AlertText.lineCount(title, columns: columns)
        }
        for message in sheet.elements where message.kind == .message {
            lines += AlertText.lineCount(message.label?.value ?? "", columns: columns)
        }
        let buttons = AlertText.buttons(of: sheet)
        var height = sheetMargin + Double(buttons.count) * button
        if lines > 0 { height += 2 * sheetTextMargin + Double(lines) * messageLine }
        if buttons.contains(where: { AlertText.isCancel($0) || AlertText.looksLikeCancel($0) }) { height += sheetMargin }
        return height
    }
}

/// `alert-fits-landscape`
struct AlertFitsLandscape: Rule {
    static let description = RuleDescription(
        id: "alert-fits-landscape", severity: .warning,
        summary: "an alert fits the height of a landscape screen without scrolling",
        rationale: "Make sure an alert looks right in both orientations: in landscape its height is limited, and its "
            + "text should show completely without scrolling (003:L489: \"我们推荐您限定好警告框的最大高度,保证在竖屏和"
            + "横屏模式下文字均能不需要滚动便可完整地显示\"; 002:L360: \"推荐您优化警告文本的长度,以便它在两个方向上的效果看"
            + "起来都不错(避免滚动显示)\"). The alert's height is estimated: 20 pt above the title and below the text, "
            + "21 pt a title line and 16 pt a message line (wrapped as `alert-title-one-line` and "
            + "`alert-message-length` wrap them, 270 pt wide: the option `width`), 37 pt a text field, and 44 pt a "
            + "row of buttons — two buttons share a row, one or three and more take a row each. A landscape iPhone "
            + "screen is 320 pt tall; less the 20 pt status bar and 10 pt above and below, an alert has 280 pt (the "
            + "option `max-height`). The keyboard a text field brings up is not counted. A title of more than one "
            + "line, a message of more than two and more than two buttons are `alert-title-one-line`'s, "
            + "`alert-message-length`'s and `alert-button-count`'s: the height is taken as those rules would leave "
            + "the alert, so what is left to report is mostly text fields, or several messages.",
        sources: ["003:L489", "002:L360"],
        options: [
            AlertText.widthOption,
            RuleOption("max-height", default: 280, "the height in points an alert may take on a landscape screen"),
        ],
        languages: "any script: text is measured in display columns, a Chinese or Japanese character taking two, and wrapped at spaces or between Chinese or Japanese characters.",
        triggering: [
            """
            # «»Contacts
            ## Toolbar
            - button: «»Add → alert [New Contact](#new-contact)
            ## ↓Alert: New Contact {#new-contact}
            - message: Type the name, phone number and email address of the contact you met.
            - text-field: First Name
            - text-field: Last Name
            - text-field: Phone {keyboard: phone-pad}
            - text-field: Email {keyboard: email}
            - button: Cancel {role: cancel}
            - button: Save
            """
        ],
        nonTriggering: [
            """
            # «»Photo
            ## Toolbar
            - button: «»Send → alert [Sign In](#sign-in)
            ## Alert: Sign In
            - message: Enter the password for anna@example.com so that the photo can be sent to the album.
            - text-field: Password {secure}
            - button: Cancel {role: cancel}
            - button: Sign In
            ## Alert: Cannot Send Photo {raised}
            - message: The album is full.
            - button: Cancel {role: cancel}
            - button: Try Again
            - button: Empty Album
            """
        ])

    func check(_ context: inout RuleContext) {
        let width = context.option("width")
        let maxHeight = context.option("max-height")
        for (screen, _, alert) in context.regions(.alert) {
            let height = OverlayHeight.alert(alert, width: width, asTheOtherRulesLeaveIt: true)
            guard height > maxHeight else { continue }
            context.report(
                "this alert is about \(Int(height)) pt tall, more than the \(Int(maxHeight)) pt it has on a landscape screen, so it scrolls",
                at: alert.kindRange, in: screen,
                notes: [.help("ask for fewer things at once: move the fields to a screen of their own, or shorten the text")])
        }
    }
}

/// `action-sheet-fits-screen`
struct ActionSheetFitsScreen: Rule {
    static let description = RuleDescription(
        id: "action-sheet-fits-screen", severity: .warning, profiles: [.ios7],
        summary: "an action sheet has few enough buttons to show them all without scrolling",
        rationale: "Avoid making people scroll an action sheet: with too many buttons they must scroll to see every "
            + "choice, which takes them longer to weigh the options and makes a mistaken tap likely (003:L511: "
            + "\"避免让用户滚动操作列表。如果你的操作列表中存在过多按钮,用户必须要滚动才能看完所有操作\"). The sheet's height "
            + "is estimated: 44 pt a button, 8 pt below the sheet and 8 pt between the Cancel button and the others, "
            + "and its title and message at 16 pt a line (wrapped at 45 columns of the 320 pt screen, the option "
            + "`width`) with 14 pt above and below. A 480 pt iPhone screen less the 20 pt status bar and 20 pt kept "
            + "above the sheet leaves it 440 pt (the option `max-height`): ten buttons with Cancel do not fit.",
        sources: ["003:L511"],
        options: [
            RuleOption("width", default: 320, "the screen's width in points"),
            RuleOption("max-height", default: 440, "the height in points an action sheet may take on a portrait screen"),
        ],
        languages: "any script: the title and message are measured in display columns, a Chinese or Japanese character taking two; Cancel is read in English and Chinese (取消), or from `{role: cancel}`.",
        triggering: [
            """
            # «»Notes
            ## Toolbar
            - button {system: action} → sheet [Share](#share)
            ## ↓Action sheet {#share}
            - button: Email
            - button: Message
            - button: Print
            - button: Copy
            - button: Twitter
            - button: Facebook
            - button: Weibo
            - button: Save to Files
            - button: Add to Reading List
            - button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Notes
            ## Toolbar
            - button {system: action} → sheet [Share](#share)
            ## Action sheet {#share}
            - button: Email
            - button: Message
            - button: Print
            - button: Copy
            - button: Twitter
            - button: Facebook
            - button: Weibo
            - button: Save to Files
            - button: Cancel {role: cancel}
            """
        ])

    func check(_ context: inout RuleContext) {
        let width = context.option("width")
        let maxHeight = context.option("max-height")
        for (screen, _, sheet) in context.regions(.actionSheet) {
            let height = OverlayHeight.actionSheet(sheet, width: width)
            guard height > maxHeight else { continue }
            let count = AlertText.buttons(of: sheet).count
            context.report(
                "this action sheet's \(count) buttons make it about \(Int(height)) pt tall, more than the \(Int(maxHeight)) pt of the screen, so it scrolls",
                at: sheet.kindRange, in: screen,
                notes: [.help("offer only the choices that matter for this task; a long list of destinations is a screen with a table")])
        }
    }
}
