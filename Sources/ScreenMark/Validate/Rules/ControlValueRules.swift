/// The control rules about values: date pickers, countdowns, intervals, page dots, ranges, switches,
/// and the iOS 7 button style.

/// `date-picker-wheels`
struct DatePickerWheels: Rule {
    static let description = RuleDescription(
        id: "date-picker-wheels", severity: .error,
        summary: "a date picker has at most 4 wheels; its mode is time, date, date-and-time or countdown",
        rationale: "A date picker has at most four independent wheels, each showing one kind of value (002:L639), "
            + "and its mode decides which: time shows hours, minutes and an optional AM/PM wheel; date shows "
            + "month, day and year; date and time shows the date, hours, minutes and AM/PM; countdown shows hours "
            + "and minutes (002:L649–L652). ScreenMark's parser already accepts only these four modes and a value "
            + "of the mode's shape, so no date picker can be written with more than four wheels. What is left to "
            + "check is a setting for a wheel the mode does not show: a `minute-interval` on a date-mode picker, "
            + "which has no minute wheel. (A `picker` is not a date picker: its wheels are the author's own.)",
        sources: ["002:L639", "002:L649", "003:L320"],
        triggering: [
            """
            # Birthday
            ## Content
            - date-picker: «»Birthday = 1980-06-07 {mode: date, ↓minute-interval: 15}
            """
        ],
        nonTriggering: [
            """
            # Alarm
            ## Content
            - date-picker: «»Time = 07:00 {mode: time, minute-interval: 15}
            - date-picker: «»Birthday = 1980-06-07 {mode: date}
            - date-picker: «»Duration = 1:30 {mode: countdown, minute-interval: 5}
            - date-picker: «»Starts = 2010-06-07 09:45 {minute-interval: 15}
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .datePicker {
                let element = placed.element
                guard element.choice("mode", as: DatePickerMode.self) == .date,
                    let interval = element.attribute("minute-interval")
                else { continue }
                context.report(
                    "a date picker in `date` mode shows month, day and year wheels, so it has no minutes to step",
                    at: interval.range, in: screen,
                    notes: [.help("remove `minute-interval`, or pick a time too with `mode: date-and-time`")])
            }
        }
    }
}

/// `countdown-max`
struct CountdownMax: Rule {
    static let description = RuleDescription(
        id: "countdown-max", severity: .error,
        summary: "a countdown picker's value is at most 23 h 59 min",
        rationale: "A countdown timer shows hours and minutes, and the total it counts down is at most 23 hours "
            + "59 minutes (002:L652: \"最长为23小时59分钟\").",
        sources: ["002:L652", "003:L327"],
        triggering: [
            """
            # Timer
            ## Content
            - date-picker: «»Duration = ↓24:30 {mode: countdown}
            """
        ],
        nonTriggering: [
            """
            # Timer
            ## Content
            - date-picker: «»Duration = 23:59 {mode: countdown}
            - date-picker: «»Wake Up = 07:00 {mode: time}
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .datePicker {
                let element = placed.element
                guard element.choice("mode", as: DatePickerMode.self) == .countdown, let value = element.value,
                    case .dateTime(let time) = value.value, let hours = time.hour, let minutes = time.minute,
                    hours * 60 + minutes > 23 * 60 + 59
                else { continue }
                context.report(
                    "a countdown runs for at most 23:59, not \(hours):\(minutes < 10 ? "0" : "")\(minutes)", at: value.range,
                    in: screen,
                    notes: [.help("choose a duration up to `23:59`")])
            }
        }
    }
}

/// `minute-interval-divides-60`
struct MinuteIntervalDivides60: Rule {
    static let description = RuleDescription(
        id: "minute-interval-divides-60", severity: .error,
        summary: "a date picker's minute interval divides 60",
        rationale: "By default the minute wheel shows all 60 minutes; it may step more coarsely only by an "
            + "interval that is a factor of 60, e.g. 15 for 0, 15, 30, 45 (002:L654, 003:L330). A wheel needs two "
            + "values at least, so the interval is at most 30. The wheel then shows only multiples of the "
            + "interval, so the picker's time must be one of them.",
        sources: ["002:L654"],
        triggering: [
            """
            # Alarm
            ## Content
            - date-picker: «»Time = 07:00 {mode: time, minute-interval: ↓7}
            - date-picker: «»Snooze = ↓07:10 {mode: time, minute-interval: 15}
            """
        ],
        nonTriggering: [
            """
            # Alarm
            ## Content
            - date-picker: «»Time = 07:15 {mode: time, minute-interval: 15}
            - date-picker: «»Starts = 2010-06-07 09:41 {mode: date-and-time}
            - date-picker: «»Duration = 1:30 {mode: countdown, minute-interval: 10}
            """
        ])

    private static let divisors = (1...30).filter { 60 % $0 == 0 }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .datePicker {
                let element = placed.element
                guard let attribute = element.attribute("minute-interval"), case .integer(let interval) = attribute.value
                else { continue }
                guard Self.divisors.contains(interval) else {
                    context.report(
                        "the minute wheel cannot step by \(interval); the interval must divide 60",
                        at: attribute.valueAnchor, in: screen,
                        notes: [.help("use one of " + Self.divisors.map(String.init).joined(separator: ", "))])
                    continue
                }
                guard let value = element.value, case .dateTime(let time) = value.value, let minute = time.minute,
                    minute % interval != 0
                else { continue }
                let shown = String(minute)
                context.report(
                    "the minute wheel steps by \(interval), so it cannot show minute \(shown)", at: value.range,
                    in: screen, notes: [.help("set a time whose minutes are a multiple of \(interval)")])
            }
        }
    }
}

/// `page-control-max-dots`
struct PageControlMaxDots: Rule {
    static let description = RuleDescription(
        id: "page-control-max-dots", severity: .warning,
        summary: "a page control has at most 20 pages",
        rationale: "A page control shows one dot per open view; in portrait at most 20 dots fit, and an app should "
            + "avoid that many (002:L714). The count is its `pages`, or at least its current page when `pages` "
            + "is not given.",
        sources: ["002:L714", "003:L369"],
        options: [RuleOption("max", default: 20, "the most pages (dots) a page control may have")],
        triggering: [
            """
            # Weather
            ## Content
            - label: «»Cupertino
            - page-control = 1 {pages: ↓24}
            - page-control = ↓25
            """
        ],
        nonTriggering: [
            """
            # Weather
            ## Content
            - label: «»Cupertino
            - page-control = 1 {pages: 20}
            - page-control = 3
            """
        ])

    func check(_ context: inout RuleContext) {
        let maximum = Int(context.option("max"))
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .pageControl {
                let element = placed.element
                if let pages = element.attribute("pages"), case .integer(let count) = pages.value {
                    guard count > maximum else { continue }
                    context.report(
                        "\(count) pages make \(count) dots; at most \(maximum) fit across the screen",
                        at: pages.valueAnchor, in: screen,
                        notes: [.help("keep to \(maximum) pages, or let the user choose the page from a list")])
                } else if let value = element.value, case .integer(let page) = value.value, page > maximum {
                    context.report(
                        "page \(page) means at least \(page) dots; at most \(maximum) fit across the screen",
                        at: value.range, in: screen,
                        notes: [.help("keep to \(maximum) pages, or let the user choose the page from a list")])
                }
            }
        }
    }
}

/// `slider-range`
struct SliderRange: Rule {
    static let description = RuleDescription(
        id: "slider-range", severity: .error,
        summary: "a slider's range is not a single point and its value lies in it",
        rationale: "A slider sets a value within a range, from its minimum at one end to its maximum at the other "
            + "(002:L823, 003:L415); the minimum defaults to 0 and the maximum to 1. A range of one point "
            + "leaves nothing to slide, and a value outside the range cannot be drawn. (A `min` above `max` is "
            + "no range at all: the language reports it as `value-range`.)",
        sources: ["structural"],
        triggering: [
            """
            # Settings
            ## Table (grouped)
            - slider: «»Volume = ↓1.5
            - slider: «»Brightness = 1 {min: 1, ↓max: 1}
            - slider: «»Speed = 1 {↓min: 1}
            """
        ],
        nonTriggering: [
            """
            # Settings
            ## Table (grouped)
            - slider: «»Volume = 0.7
            - slider: «»Speed = 8 {min: 5, max: 10}
            - slider: «»Balance = -1 {min: -1}
            - slider: «»Font Size
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .slider {
                let element = placed.element
                let minAttribute = element.attribute("min")
                let maxAttribute = element.attribute("max")
                let (minimum, maximum) = element.numericRange
                let low = ControlSupport.number(minimum)
                let high = ControlSupport.number(maximum)
                guard minimum < maximum else {
                    // Above is the parser's `value-range`; one problem, one owner.
                    guard minimum == maximum, let culprit = maxAttribute ?? minAttribute else { continue }
                    let lowText = minAttribute == nil ? "\(low) (the default)" : low
                    let highText = maxAttribute == nil ? "\(high) (the default)" : high
                    context.report(
                        "this slider's minimum \(lowText) is its maximum \(highText): there is nothing to slide", at: culprit.range,
                        in: screen, notes: [.help("give the slider a `min` below its `max`")])
                    continue
                }
                guard let value = element.value, case .number(let number) = value.value,
                    number < minimum || number > maximum
                else { continue }
                context.report(
                    "\(ControlSupport.number(number)) is outside this slider's range, \(low) to \(high)", at: value.range,
                    in: screen, notes: [.help("set a value from \(low) to \(high), or widen the range with `min` and `max`")])
            }
        }
    }
}

/// `progress-range`
struct ProgressRange: Rule {
    static let description = RuleDescription(
        id: "progress-range", severity: .error,
        summary: "a progress value lies in 0…1",
        rationale: "A progress view fills from left to right with the fraction of the task done (002:L747); "
            + "ScreenMark writes that fraction from 0 to 1, as UIProgressView does.",
        sources: ["structural"],
        triggering: [
            """
            # Import
            ## Toolbar
            - progress: «»Importing = ↓40 {style: bar}
            ## Content
            - progress: «»Uploading = ↓-0.1
            """
        ],
        nonTriggering: [
            """
            # Import
            ## Toolbar
            - progress: «»Importing = 0.4 {style: bar}
            ## Content
            - progress: «»Uploading = 1
            - progress: «»Waiting = 0
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .progress {
                guard let value = placed.element.value, case .number(let number) = value.value, number < 0 || number > 1
                else { continue }
                let written = ControlSupport.number(number)
                if number > 1 && number <= 100 {
                    let fraction = ControlSupport.number(number / 100)
                    context.report(
                        "a progress value is a fraction from 0 to 1, not \(written)", at: value.range, in: screen,
                        notes: [.help("write \(written)% as `\(fraction)`")],
                        fixIt: FixIt(message: "write `\(fraction)`", edits: [.init(range: value.range, replacement: fraction)]))
                } else {
                    context.report(
                        "a progress value is a fraction from 0 to 1, not \(written)", at: value.range, in: screen,
                        notes: [.help("write the fraction of the task done, from `0` to `1`")])
                }
            }
        }
    }
}

/// `switch-two-states`
struct SwitchTwoStates: Rule {
    static let description = RuleDescription(
        id: "switch-two-states", severity: .error,
        summary: "a switch's value is on or off",
        rationale: "A switch presents two mutually exclusive states, such as on and off, and shows one of them "
            + "at a time (002:L555). The parser already accepts nothing but `on` or `off` as a switch's value "
            + "(and no value at all, which leaves the state open), so this rule checks the other side: an "
            + "on/off choice drawn as a segmented control or a one-wheel picker, which should be a switch. A "
            + "screen that draws its own interface (an immersive app's, without a navigation bar: a game's "
            + "hand-drawn `Sound: on | off`) is left alone.",
        sources: ["002:L555", "003:L440"],
        triggering: [
            """
            # Settings
            ## Table (grouped)
            - segmented: «»Airplane Mode = ↓*Off* | On
            - picker: «»Bluetooth = ↓on | *off*
            """
        ],
        nonTriggering: [
            """
            # Settings
            ## Table (grouped)
            - switch: «»Airplane Mode = off
            - switch: «»Bluetooth
            - segmented: «»Temperature = *°F* | °C
            - segmented: «»Proxy = *Off* | Manual | Auto
            """,
            """
            ---
            style: immersive
            ---
            # Options
            ## Status bar {hidden}
            ## Content
            - segmented: «»Sound = *On* | Off
            - button: «»Back {style: custom} → back
            """,
        ])

    private static let pairs: [Set<String>] = [["on", "off"], ["开", "关"], ["打开", "关闭"], ["开启", "关闭"]]
    private static let onWords: Set<String> = ["on", "开", "打开", "开启"]

    func check(_ context: inout RuleContext) {
        for screen in context.screens where !context.project.drawsOwnInterface(screen) {
            for placed in context.elements(of: screen) {
                let element = placed.element
                guard let value = element.value else { continue }
                let options: [Choice]
                switch value.value {
                case .choices(let segments) where element.kind == .segmented: options = segments
                case .wheels(let wheels) where element.kind == .picker && wheels.count == 1: options = wheels[0]
                case .toggle, .number, .integer, .text, .choices, .wheels, .dateTime: continue
                }
                guard options.count == 2, !options.contains(where: \.isIcon),
                    Self.pairs.contains(Set(options.map { $0.text.lowercased() }))
                else { continue }
                let isOn = options.first(where: \.isSelected).map { Self.onWords.contains($0.text.lowercased()) }
                let label = element.label?.value ?? "Label"
                context.report(
                    "`\(options[0].text)` and `\(options[1].text)` are the two states of a switch; use a switch",
                    at: value.range, in: screen,
                    notes: [.help("write `- switch: \(label)\(isOn.map { " = " + ($0 ? "on" : "off") } ?? "")`")])
            }
        }
    }
}

/// `no-rounded-rect-button`
struct NoRoundedRectButton: Rule {
    static let description = RuleDescription(
        id: "no-rounded-rect-button", severity: .error, profiles: [.ios7],
        summary: "iOS 7 has no rounded-rectangle button",
        rationale: "iOS 7 no longer uses the rounded-rectangle button; it uses the system button, a UIButton of "
            + "type UIButtonTypeSystem (003:L401–L402).",
        sources: ["003:L402"],
        triggering: [
            """
            # Stopwatch
            ## Content
            - button: «»Start {style: ↓rounded-rect}
            """
        ],
        nonTriggering: [
            """
            # Stopwatch
            ## Content
            - button: «»Start {style: system}
            - button: «»Reset
            """,
            RuleExample(
                """
                # Stopwatch
                ## Content
                - button: «»Start {style: rounded-rect}
                """, profile: .iphone2010),
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .button {
                guard placed.element.choice("style", as: ButtonStyle.self) == .roundedRect,
                    let style = placed.element.attribute("style")
                else { continue }
                let range = style.valueAnchor
                context.report(
                    "iOS 7 has no rounded-rectangle button", at: range, in: screen,
                    notes: [.help("use `style: system`, the iOS 7 system button")],
                    fixIt: FixIt(message: "use `style: system`", edits: [.init(range: range, replacement: "system")]))
            }
        }
    }
}
