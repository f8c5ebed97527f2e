/// More controls from the catalogues: activity indicators and info buttons that suit their
/// background, a spinner gone when its task is done, button titles that fit (002:L631, L633, L680,
/// L768; 003:L302, L340, L452). Sliders, steppers and page controls are in
/// `ControlValueShownRules.swift`, pickers and the info button's purpose in
/// `PickerContextRules.swift`, text fields, web views and scroll views in
/// `TextAndWebViewRules.swift`.
enum ControlAndContentRules {
    static let all: [any Rule] = [
        ActivityIndicatorSuitsBackground(), InfoButtonStyleContrast(), ActivityIndicatorGoneWhenDone(),
        ButtonTitleFits(), SliderEndImagesOrder(), StepperValueShown(), PageControlCurrentPage(),
        PickerUnitsInSelectionBar(), DatePickerInContext(), PickerInContext(), InfoButtonShowsOptions(),
        TextFieldSingleLine(), TextFieldPurposeShown(), WebViewNotBrowser(), WebContentNoPlugins(), OneScrollView(),
    ]
}

/// `activity-indicator-suits-background`
struct ActivityIndicatorSuitsBackground: Rule {
    static let description = RuleDescription(
        id: "activity-indicator-suits-background", severity: .warning, profiles: [.iphone2010],
        summary: "an activity indicator's colour suits the bar or table it spins on",
        rationale: "Choose the activity indicator's size and colour to suit the background of the view it is in; "
            + "by default it is white (002:L631: \"您可以选择活动指示器的大小和颜色来配合它所在的视图的背景。默认情况下,"
            + "活动指示器是白色的\"). In the 2010 look every bar is dark — blue by default, or black — so a gray "
            + "indicator in a navigation bar or toolbar hardly shows; a table's background is white (plain) or a "
            + "light pinstripe (grouped), so a white indicator there does not show at all. Only a `style` written "
            + "out is judged, and only in bars and tables: the background of a content region is the app's own.",
        sources: ["002:L631"],
        triggering: [
            """
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            - activity-indicator {style: ↓gray}
            ## Table (plain)
            - activity-indicator: «»Loading {style: ↓white-large}
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Navigation bar
            - title: «»Inbox
            - activity-indicator {style: white}
            ## Table (plain)
            - activity-indicator: «»Loading {style: gray}
            - activity-indicator: «»Loading
            ## Content
            - activity-indicator {style: white-large}
            - activity-indicator {style: gray}
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .activityIndicator {
                guard let style = placed.element.attribute("style"),
                    let value = placed.element.choice("style", as: ActivityIndicatorStyle.self)
                else { continue }
                // The background: bars are dark in the 2010 look, tables light; a content region's is
                // the app's own.
                let isDark: Bool
                switch placed.regionKind {
                case .navigationBar, .toolbar: isDark = true
                case .table: isDark = false
                case .content, .statusBar, .searchBar, .scopeBar, .tabBar, .alert, .actionSheet, .activityView: continue
                }
                let isGray = value == .gray
                if isDark, isGray {
                    context.report(
                        "a gray activity indicator hardly shows on \(placed.regionKind.withArticle): the bars are blue or black",
                        at: style.valueAnchor, in: screen, notes: [.help("use `style: white`, the default")])
                } else if !isDark, !isGray {
                    context.report(
                        "a white activity indicator does not show on a table's light background",
                        at: style.valueAnchor, in: screen, notes: [.help("use `style: gray`")])
                }
            }
        }
    }
}

/// `info-button-style-contrast`
struct InfoButtonStyleContrast: Rule {
    static let description = RuleDescription(
        id: "info-button-style-contrast", severity: .warning,
        summary: "an info button in a toolbar has the style that shows on the bar: light on a dark bar, dark on a light one",
        rationale: "The info button comes in a light style, which works on dark backgrounds, and a dark one, which "
            + "works on light backgrounds (002:L680: \"亮色背景样式在暗色背景的视图中效果比较好。相反,暗色背景的信息"
            + "按钮在亮色背景的视图中效果更佳\"; 003:L340: \"适用于浅色内容上的深色按钮,以及适用于深色内容上的浅色按钮\"). "
            + "A toolbar's colour is known: a `black` toolbar is dark in both looks; a default toolbar is blue (dark) "
            + "in 2010 and light in iOS 7. So a dark info button is reported on a black toolbar and on a 2010 default "
            + "one, a light info button on an iOS 7 default one. An info button in a content region is not judged: "
            + "its background is the app's own (Weather's is dark).",
        sources: ["002:L680", "003:L340"],
        triggering: [
            """
            # Map
            ## Content
            - label: «»Cupertino
            ## Toolbar
            - space {flexible}
            - info-button {style: ↓light} → flip [Options](#options)
            # Options
            ## Navigation bar
            - title: «»Options
            - button: Done {style: done} → dismiss
            """,
            """
            # Map
            ## Content
            - label: «»Cupertino
            ## Toolbar {style: black}
            - space {flexible}
            - info-button {style: ↓dark} → flip [Options](#options)
            # Options
            ## Navigation bar
            - title: «»Options
            - button: Done {style: done} → dismiss
            """,
            RuleExample(
                """
                # Weather
                ## Content
                - label: «»Cupertino
                ## Toolbar
                - space {flexible}
                - info-button {style: ↓dark} → flip [Settings](#settings)
                # Settings
                ## Navigation bar
                - title: «»Settings
                - button: Done {style: done} → dismiss
                """, profile: .iphone2010),
        ],
        nonTriggering: [
            """
            # Map
            ## Content
            - label: «»Cupertino
            - info-button {style: light} → flip [Options](#options)
            ## Toolbar
            - space {flexible}
            - info-button {style: dark} → flip [Options](#options)
            # Options
            ## Navigation bar
            - title: «»Options
            - button: Done {style: done} → dismiss
            ## Toolbar {style: black}
            - info-button {style: light} → dismiss
            """,
            RuleExample(
                """
                # Weather
                ## Content
                - label: «»Cupertino
                - info-button {style: dark} → flip [Settings](#settings)
                ## Toolbar
                - space {flexible}
                - info-button {style: light} → flip [Settings](#settings)
                # Settings
                ## Navigation bar
                - title: «»Settings
                - button: Done {style: done} → dismiss
                """, profile: .iphone2010),
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, toolbar) in context.regions(.toolbar) {
            let shade = BarShade(of: toolbar, in: context.profiles[screen.document])
            for element in toolbar.elements where element.kind == .infoButton {
                guard let style = element.attribute("style"),
                    let value = element.choice("style", as: InfoButtonStyle.self)
                else { continue }
                let bar =
                    if let tint = toolbar.tint { "this toolbar, tinted `\(tint.hex)`" }
                    else if toolbar.choice("style", as: BarStyle.self) == .black { "a black toolbar" }
                    else { "this toolbar, \(shade == .dark ? "blue by default in 2010" : "light by default in iOS 7")" }
                switch (value, shade) {
                case (.dark, .dark):
                    context.report(
                        "a dark info button hardly shows on \(bar)", at: style.valueAnchor, in: screen,
                        notes: [.help("use `style: light`, made for dark backgrounds")],
                        fixIt: FixIt(message: "use `style: light`", edits: [.init(range: style.valueAnchor, replacement: "light")]))
                case (.light, .light):
                    context.report(
                        "a light info button hardly shows on \(bar)", at: style.valueAnchor, in: screen,
                        notes: [.help("use `style: dark`, made for light backgrounds")],
                        fixIt: FixIt(message: "use `style: dark`", edits: [.init(range: style.valueAnchor, replacement: "dark")]))
                case (.dark, .light), (.dark, .mid), (.light, .dark), (.light, .mid):
                    continue
                }
            }
        }
    }
}

/// `activity-indicator-gone-when-done`
struct ActivityIndicatorGoneWhenDone: Rule {
    static let description = RuleDescription(
        id: "activity-indicator-gone-when-done", severity: .warning,
        summary: "an activity indicator is not shown beside text saying its task is done",
        rationale: "An activity indicator disappears when its task or process has finished; keep that default, "
            + "because people expect to see it only while something happens and take a stationary one for a "
            + "stalled process (002:L633: \"当任务或进程已经完成时,活动指示器就会消失\"; 003:L302: \"当任务进行和加载时"
            + "旋转,任务完成后自动消失\"; 003:L305: \"不要使用静止的活动指示器。用户会以为该进程停滞了\"). An indicator "
            + "whose own label says the task is over — a word such as `Done`, `Complete`, `Finished`, `Updated`, "
            + "`Sent`, `Saved`, `Synced`, `Downloaded` or `Up to date` (完成, 已更新, 已发送, 已保存, 已同步, 已下载, "
            + "已是最新) — is one left on the screen after its task. `Not Sent` or 未完成 is not a task done, nor is a "
            + "label with a word of a task under way (`Updating Sent Messages`, 正在); a label "
            + "counting progress (`Downloaded 3 of 12`) is `activity-indicator-unknown-duration`'s.",
        sources: ["002:L633", "003:L302", "003:L305"],
        languages: "English words, and Chinese phrases matched as substrings; other languages are not judged.",
        triggering: [
            """
            # Inbox
            ## Toolbar
            - ↓activity-indicator: «»Updated Just Now
            # 发件箱
            ## Table (plain)
            - ↓activity-indicator: «»邮件已发送
            """
        ],
        nonTriggering: [
            """
            # Inbox
            ## Toolbar
            - activity-indicator: «»Checking for Mail…
            - label: «»Updated Just Now
            # Outbox
            ## Table (plain)
            - activity-indicator: «»Sending 2 Messages
            - activity-indicator: «»Not Sent
            - activity-indicator: «»Updating Sent Messages
            - activity-indicator: «»Downloaded 3 of 12
            - activity-indicator: «»正在发送…
            """
        ])

    private static let doneWords: Set<String> = [
        "done", "complete", "completed", "finished", "updated", "sent", "saved", "synced", "downloaded", "uploaded",
        "loaded", "installed",
    ]
    private static let chineseDone = ["完成", "已更新", "已发送", "已保存", "已同步", "已下载", "已上传", "已加载", "已安装", "已是最新"]
    /// Words that turn a finished task into an unfinished one.
    private static let negations: Set<String> = ["not", "never", "no", "un"]

    /// Whether `word` says a task is under way: `Updating`, `Sending` (`Updating Sent Messages` is
    /// not done).
    static func isRunning(_ word: String) -> Bool {
        word.count > 5 && word.hasSuffix("ing") && !["everything", "nothing", "something", "anything"].contains(word)
    }

    /// The words of `label` that say its task is over, if it says so.
    static func doneWord(in label: String) -> String? {
        // 未 (not yet) and 正在 (now doing) say the task is not over.
        if let phrase = chineseDone.first(where: { label.containsBytes(of: $0) }) {
            return label.contains("未") || label.contains("正在") ? nil : phrase
        }
        let lower = label.lowercased()
        if lower.containsBytes(of: "up to date") { return "up to date" }
        let words = lower.split { !$0.isLetter }.map(String.init)
        guard words.allSatisfy({ !negations.contains($0) && !isRunning($0) }) else { return nil }
        return words.first { doneWords.contains($0) }
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .activityIndicator {
                guard let label = placed.element.label?.value, Self.doneWord(in: label) != nil,
                    ActivityIndicatorUnknownDuration.progress(shownBy: label) == nil
                else { continue }
                context.report(
                    "this activity indicator's label says its task is over (`\(label)`); an activity indicator spins only while the task runs",
                    at: placed.element.anchor, in: screen,
                    notes: [.help("show the result as text, `- label: \(label)`, and the activity indicator only while the task runs")])
            }
        }
    }
}

/// `button-title-fits`
struct ButtonTitleFits: Rule {
    static let description = RuleDescription(
        id: "button-title-fits", severity: .warning,
        summary: "a button's title fits in the button without being cut off",
        rationale: "Avoid long button titles: text that is too long is truncated and hard to understand (002:L768: "
            + "\"避免创建过长的标题。长度过长的文本会被截断,这样会使用户很难理解\"; 003:L452: \"标题不要太长。太长的标题会被"
            + "截断,让用户难以理解其含义\"). The title is measured in the system font at 15 pt with Helvetica's "
            + "widths (`TextWidth`: a wide character such as 中 an em), in the regular weight even where the 2010 "
            + "buttons were bold (only what cannot fit even so is reported), with 4 pt of padding each side: a button in a content region or table is at most the "
            + "screen's width (the option `width`, 320 pt) less 20 pt of margins; one with a `size` has its own width. "
            + "A button with an `icon` shows the image, not its label, and is "
            + "not measured. Buttons in bars are `nav-bar-fits`' and the toolbar rules', those "
            + "of alerts and action sheets the alert rules'." + WidthEstimate.rationale,
        sources: ["002:L768", "003:L452"],
        options: [RuleOption("width", default: 320, "the screen's width in points; a button has it less 20 pt of margins")],
        languages: "any script: Latin text by Helvetica's widths, a Chinese or Japanese character an em, other letters an average letter's width.",
        triggering: [
            """
            # Contact
            ## Content
            - button: ↓«»Send This Contact's Card to Someone by Email Now
            - button: ↓«»Add to Favorites {size: 100x44}
            """
        ],
        nonTriggering: [
            """
            # Contact
            ## Content
            - button: «»Share Contact
            - button: Add to Favorites {size: 160x44}
            - button: «»Add to Favorites {icon: star, size: 44x44}
            ## Navigation bar
            - title: «»Contact
            """
        ])

    /// The title's size; the padding on each side of it (UIButton's own insets are none; a little
    /// for the rounded border); the margins beside a full-width button. In points.
    static let titleSize = 15.0
    static let padding = 4.0
    static let margins = 20.0

    func check(_ context: inout RuleContext) {
        let screenWidth = context.option("width")
        for screen in context.screens {
            for placed in context.elements(of: screen)
            where placed.element.kind == .button && (placed.regionKind == .content || placed.regionKind == .table) {
                // A button with an icon shows the image; its label names it for VoiceOver.
                guard let label = placed.element.label, !label.value.isEmpty, placed.element.attribute("icon") == nil
                else { continue }
                var width = screenWidth - Self.margins
                var sized = false
                if case .size(let given, _)? = placed.element.attribute("size")?.value {
                    width = given
                    sized = true
                }
                let room = max(0, width - 2 * Self.padding)
                let needed = TextWidth.points(label.value, size: Self.titleSize, weight: .regular)
                guard WidthEstimate.overflows(needed, room) else { continue }
                let where_ = sized ? "this \(ControlSupport.number(width)) pt button" : "a button as wide as the screen"
                context.report(
                    "this title needs \(AlertText.whole(needed)) pt, but \(where_) has \(AlertText.whole(room)) pt for it; it will be cut off",
                    at: label.range, in: screen,
                    notes: [.help(sized ? "shorten it, or widen the button's `size`" : "shorten it to a verb or a short verb phrase")])
            }
        }
    }
}
