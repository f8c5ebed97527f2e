/// Pickers and the info button's purpose (part of ``ControlAndContentRules``): units in the
/// selection bar, pickers used in context, an info button that reveals options (002:L732;
/// 003:L329, L341, L379).

/// `picker-units-in-selection-bar`
struct PickerUnitsInSelectionBar: Rule {
    static let description = RuleDescription(
        id: "picker-units-in-selection-bar", severity: .error, profiles: [.iphone2010],
        summary: "a picker's unit is shown once in its selection bar, not on every value of a wheel or in a label above it",
        rationale: "Context for a picker's values, such as a unit of measure, goes in the translucent selection bar "
            + "across the centre of the picker; never show such labels above the picker or on the wheels themselves "
            + "(002:L732: \"请将它显示在水平地穿过控件中心的半透明选择栏中。不要在选择器上方或转轮本身上显示这样的标签\"), "
            + "as Clock's timer shows `hours` and `min` beside the chosen values. Reported: a wheel each of whose "
            + "values (two or more) is a number followed by the same unit (`5 min | 10 min | 15 min`, `1 hour | 2 "
            + "hours`, `5分钟 | 10分钟`), and a label just above a picker that holds nothing but units (`Hours  "
            + "Minutes`, `小时 分钟`). Units: hours, minutes, seconds, days, weeks, months, years, kg, g, lb, oz, km, "
            + "m, cm, mm, mi and ft, in English (singular, plural or short) and Chinese (小时, 分钟, 分, 秒, 天, 周, "
            + "个月, 公斤, 千克, 斤, 公里, 米, 厘米). Not units: `%` and `°`, part of how a tip or a temperature is "
            + "written, and 年, with which Chinese writes every year (`2010年`), as the system's own date picker does.",
        sources: ["002:L732"],
        languages: "English unit words and abbreviations and the Chinese units listed; other words are not units.",
        triggering: [
            """
            # Timer
            ## Content
            - ↓label: Hours Minutes
            - picker: «»Duration = ↓0 hours | *1 hour* | 2 hours || ↓0 min | *15 min*
            """,
            """
            # 计时器
            ## Content
            - picker: «»时长 = ↓5分钟 | *10分钟* | 15分钟
            """,
        ],
        nonTriggering: [
            """
            # Timer
            ## Content
            - label: «»Set the length of the timer
            - picker: «»Duration = 0 | *1* | 2 || 0 | *15* | 30
            - picker: «»Repeat = Never | *Daily* | Weekly || 1 | *2* | 3
            - picker: «»Snooze = *5 min* | Never
            - picker: «»Size = 5 kg | 10 lb
            - picker: «»Tip = 10% | *15%* | 20%
            - picker: «»年份 = 2012年 | *2013年*
            """
        ])

    /// Unit words, by the unit they name.
    private static let units: [String: String] = [
        "hour": "hour", "hours": "hour", "hr": "hour", "hrs": "hour", "h": "hour", "minute": "minute",
        "minutes": "minute", "min": "minute", "mins": "minute", "second": "second", "seconds": "second",
        "sec": "second", "secs": "second", "day": "day", "days": "day", "week": "week", "weeks": "week",
        "month": "month", "months": "month", "year": "year", "years": "year", "kg": "kg", "g": "g", "lb": "lb",
        "lbs": "lb", "oz": "oz", "km": "km", "m": "m", "cm": "cm", "mm": "mm", "mi": "mi", "mile": "mi", "miles": "mi",
        "ft": "ft", "小时": "hour", "分钟": "minute", "分": "minute", "秒": "second", "天": "day", "周": "week",
        "个月": "month", "公斤": "kg", "千克": "kg", "斤": "斤", "公里": "km", "米": "m", "厘米": "cm",
    ]

    /// The unit a word names: `Minutes` and `min.` name minutes.
    static func unit(_ word: some StringProtocol) -> String? {
        units[AlertText.trimmed(word.lowercased(), while: { $0 == "." })]
    }

    /// The unit of a value written as a number and a unit: `15 min`, `5分钟`, `2.5 kg`.
    static func unit(ofValue text: String) -> String? {
        let text = text.trimmingSpaces
        guard let end = text.firstIndex(where: { !($0.isASCII && ($0.isNumber || $0 == "." || $0 == ",")) }),
            end != text.startIndex, text[text.startIndex].isNumber
        else { return nil }
        return unit(text[end...].trimmingSpaces)
    }

    /// Whether `text` is nothing but unit words: `Hours  Minutes`.
    static func isUnitsOnly(_ text: String) -> Bool {
        let words = text.split { $0.isWhitespace || $0 == "/" || $0 == "·" }
        return !words.isEmpty && words.allSatisfy { unit($0) != nil }
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            let placed = context.elements(of: screen)
            for (index, item) in placed.enumerated() where item.element.kind == .picker {
                let picker = item.element
                if index > 0, placed[index - 1].path.region == item.path.region,
                    placed[index - 1].path.section == item.path.section, placed[index - 1].element.kind == .label,
                    let label = placed[index - 1].element.label, Self.isUnitsOnly(label.value)
                {
                    context.report(
                        "this label shows the picker's units above it; a unit goes in the selection bar across the picker's centre",
                        at: placed[index - 1].element.anchor, in: screen,
                        notes: [.help("remove the label, and show each unit beside the chosen value, as Clock's timer shows `hours` and `min`")])
                }
                guard case .wheels(let wheels)? = picker.value?.value else { continue }
                for wheel in wheels where wheel.count >= 2 && !wheel.contains(where: \.isIcon) {
                    guard let first = Self.unit(ofValue: wheel[0].text),
                        wheel.dropFirst().allSatisfy({ Self.unit(ofValue: $0.text) == first })
                    else { continue }
                    context.report(
                        "every value of this wheel repeats its unit; a unit goes once, in the selection bar across the picker's centre",
                        at: wheel[0].range, in: screen,
                        notes: [.help("write the numbers alone, and show the unit beside the chosen value, as Clock's timer shows `hours` and `min`")])
                }
            }
        }
    }
}

/// What `date-picker-in-context` and `picker-in-context` share: a picker on a screen of its own.
enum PickerInContextCheck {
    /// The kinds a screen that only holds a picker may have besides it: a label explaining it.
    private static func isAside(_ kind: ElementKind) -> Bool { kind == .label }

    /// Reports each picker of `kind` that is all its screen holds, on a screen another screen
    /// opens (by push or modally) — not a tab's root, where the picker is the screen's focus.
    static func check(_ kind: ElementKind, noun: String, _ context: inout RuleContext) {
        let project = context.project
        let roots = Set(project.roots)
        for screen in context.screens where !roots.contains(screen) {
            let elements = context.elements(of: screen).filter { $0.regionKind == .table || $0.regionKind == .content }
            guard let picker = elements.first(where: { $0.element.kind == kind }),
                elements.allSatisfy({ $0.element.kind == kind || isAside($0.element.kind) })
            else { continue }
            let incoming = project.edges(to: screen)
            // A tab's screen: the picker is its focus, as in Clock's timer.
            guard !incoming.contains(where: \.isTabSwitch),
                let edge = incoming.first(where: { $0.presentation == .push || $0.presentation == .modal })
            else { continue }
            let name = picker.element.label.map { "`\($0.value)`" } ?? "the value"
            context.report(
                "\(name) is picked on a screen of its own; let people use the \(noun) in context, where the value is shown",
                at: picker.element.anchor, in: screen,
                notes: [
                    context.note("the screen is opened from here", at: edge.range, in: edge.source.screen),
                    .help("show the \(noun) inline, below the row it sets, as iOS 7's Calendar shows the start date"),
                ])
        }
    }
}

/// `date-picker-in-context`
struct DatePickerInContext: Rule {
    static let description = RuleDescription(
        id: "date-picker-in-context", severity: .warning, profiles: [.ios7],
        summary: "a date picker is used in context, not on a screen of its own",
        rationale: "Let people use a date picker in the context of what they are doing, and avoid sending them to "
            + "another view to use it (003:L329: \"尽量地让用户在当前内容中使用日期选择器。最好避免用户在使用日期选择器"
            + "的时候要进入另外一个界面\"). Reported: a date picker that is all a screen holds (labels aside), on a "
            + "screen another screen pushes or presents. A tab's screen built around its picker, as Clock's timer, "
            + "is the picker's own context. The 2010 text let a date picker appear only when needed, in a view of its "
            + "own as Settings' Date & Time did, so the rule is iOS 7's.",
        sources: ["003:L329"],
        triggering: [
            """
            # New Event
            ## Table (grouped)
            - cell: «»Starts = Jun 7, 2013 9:41 {style: value1} → [Starts](#starts)
            # Starts
            ## Navigation bar
            - back: New Event
            - title: «»Starts
            ## Content
            - ↓date-picker: «»Starts = 2013-06-07 09:41
            """
        ],
        nonTriggering: [
            """
            # New Event
            ## Table (grouped)
            - cell: «»Starts = Jun 7, 2013 9:41 {style: value1}
            - date-picker: «»Starts = 2013-06-07 09:41
            - cell: «»Repeat = Never {style: value1} → [Alarm](#alarm)
            # Alarm
            ## Navigation bar
            - back: New Event
            - title: «»Alarm
            ## Table (grouped)
            - date-picker: «»Time = 07:00 {mode: time}
            - switch: «»Snooze = on
            """
        ])

    func check(_ context: inout RuleContext) {
        PickerInContextCheck.check(.datePicker, noun: "date picker", &context)
    }
}

/// `picker-in-context`
struct PickerInContext: Rule {
    static let description = RuleDescription(
        id: "picker-in-context", severity: .note, profiles: [.ios7],
        summary: "a picker is used in the current view, not on a screen of its own",
        rationale: "Let people use a picker in the current view where possible; do not make them go to another view "
            + "to use it (003:L379: \"尽可能让让用户在当前视图中使用选择器。不要让他们在使用选择器时还要进入其它的视图\"). "
            + "Reported: a picker that is all a screen holds (labels aside), on a screen another screen pushes or "
            + "presents; a tab's screen built around its picker is its own context. The 2010 text let a picker appear "
            + "only when needed, so the rule is iOS 7's.",
        sources: ["003:L379"],
        triggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»Calendar = Gregorian {style: value1} → [Calendar](#calendar)
            # Calendar
            ## Navigation bar
            - back: Settings
            - title: «»Calendar
            ## Content
            - label: «»The calendar the app shows dates in.
            - ↓picker: «»Calendar = *Gregorian* | Japanese | Buddhist
            """
        ],
        nonTriggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»Calendar = Gregorian {style: value1}
            - picker: «»Calendar = *Gregorian* | Japanese | Buddhist
            - cell: «»Units → [Units](#units)
            # Units
            ## Navigation bar
            - back: Settings
            - title: «»Units
            ## Content
            - picker: «»Distance = *km* | mi
            - text-field: «»Custom Unit
            """
        ])

    func check(_ context: inout RuleContext) {
        PickerInContextCheck.check(.picker, noun: "picker", &context)
    }
}

/// `info-button-shows-options`
struct InfoButtonShowsOptions: Rule {
    static let description = RuleDescription(
        id: "info-button-shows-options", severity: .note, profiles: [.ios7],
        summary: "an info button opens the app's settings or options",
        rationale: "The info button reveals the app's configuration details, sometimes on the back of the current "
            + "view (003:L338); use it to show configuration details or options (003:L341: \"使用信息按钮来显示app的"
            + "配置信息或选项\"). Reported: an info button leading to a screen that holds nothing to set or choose — "
            + "no switch, slider, segmented control, picker, stepper, editable text, and no row or button that does "
            + "or opens something — such as an About page of text. (The 2010 rule `info-button-utility` asks the "
            + "2010 info button to flip to settings.)",
        sources: ["003:L341"],
        triggering: [
            """
            # Stocks
            ## Content
            - label: «»AAPL 450.12
            - info-button {style: dark} ↓→ flip [About](#about)
            # About
            ## Navigation bar
            - title: «»About
            - button: Done {style: done} → dismiss
            ## Content
            - label: «»Stocks 1.0
            - text-view: «»Credits = Quotes delayed by 20 minutes. {read-only}
            """
        ],
        nonTriggering: [
            """
            # Stocks
            ## Content
            - label: «»AAPL 450.12
            - info-button {style: dark} → flip [Options](#options)
            # Options
            ## Navigation bar
            - title: «»Options
            - button: Done {style: done} → dismiss
            ## Table (grouped)
            - cell: «»AAPL {accessory: checkmark}
            - segmented: «»Show = *Percentage* | Price | Market Cap
            """
        ])

    /// Whether `element` is something to set or choose, or leads to it.
    static func isOption(_ element: Element, in region: RegionKind) -> Bool {
        switch element.kind {
        case .switch, .slider, .segmented, .textField, .searchField, .picker, .datePicker, .stepper:
            return true
        case .textView:
            return !element.hasFlag("read-only")
        case .cell, .image, .collection:
            return element.target != nil || element.attribute("action") != nil
                || element.choice("accessory", as: Accessory.self) == .checkmark
        case .button:
            // Done and Cancel in the bars close the screen; buttons in its body act.
            return region == .content || region == .table || region == .toolbar
        case .title, .prompt, .back, .infoButton, .contactAddButton, .space, .label, .pageControl, .progress,
            .activityIndicator, .webView, .map, .tab, .message, .refreshControl, .activity:
            return false
        }
    }

    func check(_ context: inout RuleContext) {
        let project = context.project
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .infoButton {
                guard let target = placed.element.target else { continue }
                // The edge of this info button: its screen's edges are few.
                guard let edge = project.edges(from: screen).first(where: { $0.source == placed.path }),
                    case .screen(let destination) = edge.destination
                else { continue }
                let page = project.screen(destination)
                let hasOptions = page.regions.contains { region in
                    !region.kind.isOverlay && region.allElements.contains { Self.isOption($0, in: region.kind) }
                }
                guard !hasOptions else { continue }
                context.report(
                    "this info button opens `\(page.title.value)`, which holds no settings or options; the info button reveals the app's configuration",
                    at: target.range, in: screen,
                    notes: [.help("link it to the app's settings, or open `\(page.title.value)` with a button titled for it")])
            }
        }
    }
}
