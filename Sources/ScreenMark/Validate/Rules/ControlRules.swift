/// The control rules of rules-core.md: segmented controls, hit targets, date pickers, page controls,
/// sliders, progress views, switches, system items (`ControlSystemItemRules.swift`), the info
/// button and the rounded-rectangle button.
enum ControlRules {
    static let all: [any Rule] = [
        SegmentedSegmentCount(), SegmentedTextOrImage(), HitTargetMin(), DatePickerWheels(), CountdownMax(),
        MinuteIntervalDivides60(), PageControlMaxDots(), SliderRange(), ProgressRange(), SwitchTwoStates(),
        SystemItemKnown(), SystemItemMeaning(), InfoButtonUtility(), NoRoundedRectButton(),
    ]
}

/// `segmented-segment-count`
struct SegmentedSegmentCount: Rule {
    static let description = RuleDescription(
        id: "segmented-segment-count", severity: .warning,
        summary: "a segmented control has 2 to 5 segments",
        rationale: "A segmented control is two or more segments (003:L407). Every segment must be comfortable to "
            + "tap, a 44 × 44 pt area, so five or fewer are recommended (002:L813), and on iPhone a segmented "
            + "control holds at most five (003:L410).",
        sources: ["002:L813", "003:L410"],
        options: [RuleOption("max", default: 5, "the most segments a segmented control may have")],
        triggering: [
            """
            # Calendar
            ## Content
            - segmented: «»Period = ↓*Day* | Week | Month | Quarter | Year | Decade
            - segmented: «»Filter = ↓*All*
            """
        ],
        nonTriggering: [
            """
            # Calendar
            ## Content
            - segmented: «»Period = *Day* | Week | Month | Year
            - segmented: «»Filter = *All* | Unread
            """
        ])

    func check(_ context: inout RuleContext) {
        let maximum = Int(context.option("max"))
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .segmented {
                guard let value = placed.element.value, case .choices(let segments) = value.value else { continue }
                if segments.count < 2 {
                    context.report(
                        "a segmented control of one segment offers no choice", at: value.range, in: screen,
                        notes: [.help("add the other segments, `First | Second`, or use a button instead")])
                } else if segments.count > maximum {
                    context.report(
                        "this segmented control has \(segments.count) segments; at most \(maximum) can each be wide enough to tap",
                        at: value.range, in: screen,
                        notes: [.help("keep to \(maximum) segments, or offer the choices as a list with a checkmark")])
                }
            }
        }
    }
}

/// `segmented-text-or-image`
struct SegmentedTextOrImage: Rule {
    static let description = RuleDescription(
        id: "segmented-text-or-image", severity: .error,
        summary: "each segment has text or an image, and one control does not mix them",
        rationale: "Each segment holds either text or an image, never both, and one control should not mix text "
            + "segments with image segments (002:L815, 003:L412). In ScreenMark a segment is text or `icon:NAME`; "
            + "an icon name with a space in it (`icon:star Favorites`) is read as an image with text beside it.",
        sources: ["002:L815", "003:L412"],
        triggering: [
            """
            # Message
            ## Navigation bar
            - segmented: «»Move = Previous | ↓icon:chevron-down
            ## Content
            - segmented: «»Show = ↓icon:star Favorites | icon:clock
            """
        ],
        nonTriggering: [
            """
            # Message
            ## Navigation bar
            - segmented: «»Move = icon:chevron-up | icon:chevron-down
            ## Content
            - segmented: «»Show = *Favorites* | Recents
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .segmented {
                guard let value = placed.element.value, case .choices(let segments) = value.value,
                    let first = segments.first
                else { continue }
                if let other = segments.first(where: { $0.isIcon != first.isIcon }) {
                    context.report(
                        "this segmented control mixes text and image segments", at: other.range, in: screen,
                        notes: [.help("make every segment text, or every segment an image `icon:NAME`")])
                }
                for segment in segments where segment.isIcon && segment.text.contains(where: \.isWhitespace) {
                    context.report(
                        "this segment holds an image and text; a segment holds one or the other", at: segment.range,
                        in: screen,
                        notes: [.help("write the segment as text or as `icon:NAME` with a one-word image name")])
                }
            }
        }
    }
}

/// `hit-target-min`
struct HitTargetMin: Rule {
    static let description = RuleDescription(
        id: "hit-target-min", severity: .warning,
        summary: "a tappable element with an explicit size is at least 44×44 pt",
        rationale: "A fingertip needs a hit area of 44 × 44 pt (002:L183, 002:L813). The rule checks the elements "
            + "that are tapped and carry a `size`: buttons, info and contact add buttons, switches, segmented "
            + "controls (each segment gets its share of the width) and images that lead somewhere.",
        sources: ["002:L183", "002:L813", "003:L191"],
        options: [RuleOption("min", default: 44, "the smallest width and height of a tappable element, in points")],
        triggering: [
            """
            # Player
            ## Content
            - button: «»Play {size: ↓30x30}
            - info-button {size: ↓44x20}
            - segmented: «»Speed = *1×* | 2× | 3× | 4× {size: ↓120x44}
            """
        ],
        nonTriggering: [
            """
            # Player
            ## Content
            - button: «»Play {size: 44x44}
            - image: «»Cover {image: cover, size: 20x20}
            - segmented: «»Speed = *1×* | 2× | 3× {size: 180x44}
            - switch: «»Shuffle = off
            """
        ])

    /// Whether elements of `kind` are tapped (an image is when it links somewhere).
    private static func isTappable(_ kind: ElementKind) -> Bool {
        switch kind {
        case .button, .infoButton, .contactAddButton, .switch, .segmented: true
        case .title, .prompt, .back, .space, .cell, .slider, .textField, .textView, .searchField, .label, .image,
            .picker, .datePicker, .stepper, .pageControl, .progress, .activityIndicator, .webView, .map, .collection,
            .tab, .message, .refreshControl, .activity: false
        }
    }

    func check(_ context: inout RuleContext) {
        let minimum = context.option("min")
        let min = ControlSupport.number(minimum)
        for screen in context.screens {
            for placed in context.elements(of: screen) {
                let element = placed.element
                guard Self.isTappable(element.kind) || (element.kind == .image && element.target != nil),
                    let size = element.attribute("size"), case .size(let width, let height) = size.value
                else { continue }
                let range = size.valueAnchor
                let name = ControlSupport.name(of: element.kind)
                if width < minimum || height < minimum {
                    context.report(
                        "this \(name) is \(ControlSupport.number(width))×\(ControlSupport.number(height)) pt, too small to tap reliably",
                        at: range, in: screen,
                        notes: [.help("make it at least \(min)×\(min) pt: `size: \(min)x\(min)` or larger")])
                } else if element.kind == .segmented, let value = element.value, case .choices(let segments) = value.value,
                    segments.count > 1, width / Double(segments.count) < minimum
                {
                    let needed = ControlSupport.number(minimum * Double(segments.count))
                    let share = ControlSupport.number(width / Double(segments.count))
                    context.report(
                        "each of the \(segments.count) segments is \(share) pt wide, too narrow to tap reliably",
                        at: range, in: screen,
                        notes: [.help("make the control at least \(needed) pt wide, or use fewer segments")])
                }
            }
        }
    }
}
