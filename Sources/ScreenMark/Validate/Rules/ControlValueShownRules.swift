/// Sliders, steppers and page controls (part of ``ControlAndContentRules``): slider end images the
/// right way round, a stepper's value shown, a page control's current page among its dots
/// (002:L704, L845; 003:L363, L423, L433).

/// `slider-end-images-order`
struct SliderEndImagesOrder: Rule {
    static let description = RuleDescription(
        id: "slider-end-images-order", severity: .note,
        summary: "a slider's end images tell its minimum from its maximum, the small one at the minimum",
        rationale: "The images at a slider's ends, usually for its minimum and maximum, help people understand what "
            + "it does: a font-size slider shows a very small character at the minimum end and a very large one at "
            + "the maximum (002:L845: \"控制字体大小的滑块可以在最小值一端显示一个非常小的字符,而在最大值一端显示一个"
            + "特别大的字符\"; 003:L423: \"一个调整图片尺寸的滑块可以在最小值的左边放一张小图,在最大值的右边放一张大图\"). "
            + "Reported: the same image at both ends, which tells them apart from nothing, and images the wrong way "
            + "round — the name of the `min-image` says more (large, big, high, loud, bright, fast, max, plus; 大, 高, "
            + "亮, 快) and the name of the `max-image` less (small, low, quiet, mute, dim, slow, min, minus; 小, 低, 暗, "
            + "慢, 静音). Names are split into words at `-`, `_`, spaces and capitals (`sunSmall`).",
        sources: ["002:L845", "003:L423"],
        languages: "Image names in English words, and the Chinese characters listed, matched as substrings.",
        triggering: [
            """
            # Display
            ## Table (grouped)
            - slider: «»Text Size = 0.5 {↓min-image: text-large, max-image: text-small}
            - slider: «»Volume = 0.5 {min-image: speaker, ↓max-image: speaker}
            """
        ],
        nonTriggering: [
            """
            # Display
            ## Table (grouped)
            - slider: «»Text Size = 0.5 {min-image: text-small, max-image: text-large}
            - slider: «»Brightness = 0.5 {min-image: sunDim, max-image: sunBright}
            - slider: «»Volume = 0.5 {min-image: speaker-quiet, max-image: speaker-loud}
            - slider: «»Zoom = 0.5 {min-image: minus}
            - slider: «»Size = 0.5 {min-image: 大小-1, max-image: 大小-2}
            """
        ])

    private static let less: Set<String> = [
        "small", "smaller", "smallest", "little", "tiny", "low", "lower", "min", "minimum", "quiet", "quieter", "mute",
        "muted", "dim", "dimmer", "slow", "slower", "less", "minus", "few", "fewer",
    ]
    private static let more: Set<String> = [
        "large", "larger", "largest", "big", "bigger", "huge", "high", "higher", "max", "maximum", "loud", "louder",
        "bright", "brighter", "fast", "faster", "more", "plus", "many",
    ]
    private static let chineseLess = ["小", "低", "暗", "慢", "静音", "少"]
    private static let chineseMore = ["大", "高", "亮", "快", "多"]

    /// The words of an image name: `sun-small`, `sunSmall` and `sun_small` are `sun`, `small`.
    static func words(of name: String) -> Set<String> {
        var words: Set<String> = []
        var word = ""
        for character in name {
            if character.isUppercase, !word.isEmpty, word.last?.isLowercase == true {
                words.insert(word)
                word = ""
            }
            if character.isLetter {
                word += character.lowercased()
            } else if !word.isEmpty {
                words.insert(word)
                word = ""
            }
        }
        if !word.isEmpty { words.insert(word) }
        return words
    }

    /// Whether the image named `name` shows more (`true`), less (`false`), or neither or both (`nil`).
    static func showsMore(_ name: String) -> Bool? {
        let words = words(of: name)
        let isMore = !words.isDisjoint(with: more) || chineseMore.contains { name.containsBytes(of: $0) }
        let isLess = !words.isDisjoint(with: less) || chineseLess.contains { name.containsBytes(of: $0) }
        switch (isMore, isLess) {
        case (true, false): return true
        case (false, true): return false
        case (true, true), (false, false): return nil
        }
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .slider {
                let slider = placed.element
                guard let minimum = slider.attribute("min-image"), let maximum = slider.attribute("max-image"),
                    case .text(let low) = minimum.value, case .text(let high) = maximum.value
                else { continue }
                if low.lowercased() == high.lowercased() {
                    context.report(
                        "both ends of this slider show `\(high)`, so the images do not tell the minimum from the maximum",
                        at: maximum.range, in: screen,
                        notes: [.help("show what the minimum and the maximum mean: a small image at the minimum, a large one at the maximum")])
                } else if Self.showsMore(low) == true, Self.showsMore(high) == false {
                    context.report(
                        "this slider's end images are the wrong way round: `\(low)` at the minimum, `\(high)` at the maximum",
                        at: minimum.range, in: screen,
                        notes: [
                            context.note("the image at the maximum", at: maximum.range, in: screen),
                            .help("swap them: `min-image: \(high), max-image: \(low)`"),
                        ])
                }
            }
        }
    }
}

/// `stepper-value-shown`
struct StepperValueShown: Rule {
    static let description = RuleDescription(
        id: "stepper-value-shown", severity: .error, profiles: [.ios7],
        summary: "the value a stepper changes is shown beside it",
        rationale: "A stepper does not show the value it changes (003:L430: \"不展示用户更改的值\"), so make the "
            + "value obvious: people must see which value they are changing (003:L433: \"确保步进器所调整的值明显可见。"
            + "步进器自身不展示任何数值,所以你需要保证让用户知道他们正在调整哪一个数值\"). The value is taken to be "
            + "shown when the stepper's label holds a number (`Repeat Alerts 2 Times`, `重复 2 次`, or a number "
            + "word such as 两), or when the element just before or after it, or its table section's header, does: "
            + "a label, a row or a text field. A stepper whose label is only a name (`Copies`) shows no number.",
        sources: ["003:L430", "003:L433"],
        languages: "Any: digits, and the Chinese number characters 〇一二三四五六七八九十百两.",
        triggering: [
            """
            # Print
            ## Table (grouped)
            - ↓stepper: «»Copies = 2 {min: 1, max: 10}
            ## Content
            - label: «»Guests
            - ↓stepper = 3
            """
        ],
        nonTriggering: [
            """
            # Print
            ## Table (grouped)
            - stepper: «»2 Copies = 2 {min: 1, max: 10}
            - cell: «»Guests = 3 {style: value1}
            - stepper = 3
            ### «»Copies: 2
            - stepper = 2
            ## Content
            - stepper: «»重复两次 = 2
            - stepper = 3
            - label: «»3 Nights
            """
        ])

    private static let chineseNumerals: Set<Character> = ["〇", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "百", "两"]

    /// Whether `text` holds a number.
    static func showsNumber(_ text: String?) -> Bool {
        guard let text else { return false }
        return text.contains { $0.isNumber || chineseNumerals.contains($0) }
    }

    /// Whether `element` shows a number: its label or its value's text.
    static func showsNumber(_ element: Element) -> Bool {
        switch element.kind {
        case .label, .cell, .textField:
            if showsNumber(element.label?.value) { return true }
            if case .text(let text)? = element.value?.value { return showsNumber(text) }
            return false
        case .title, .prompt, .back, .button, .infoButton, .contactAddButton, .space, .switch, .slider, .segmented,
            .textView, .searchField, .image, .picker, .datePicker, .stepper, .pageControl, .progress,
            .activityIndicator, .webView, .map, .collection, .tab, .message, .refreshControl, .activity:
            return false
        }
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for region in context.project.screen(screen).regions where region.kind == .table || region.kind == .content {
                let groups: [(title: String?, elements: [Element])] =
                    region.kind == .table ? region.sections.map { ($0.title?.value, $0.elements) } : [(nil, region.elements)]
                for (title, elements) in groups {
                    for (index, stepper) in elements.enumerated() where stepper.kind == .stepper {
                        guard !Self.showsNumber(stepper.label?.value), !Self.showsNumber(title) else { continue }
                        let before = index > 0 ? elements[index - 1] : nil
                        let after = index + 1 < elements.count ? elements[index + 1] : nil
                        guard !(before.map(Self.showsNumber) ?? false), !(after.map(Self.showsNumber) ?? false) else { continue }
                        let name = stepper.label.map { "`\($0.value)`" } ?? "the value"
                        context.report(
                            "nothing here shows \(name), the value this stepper changes; a stepper does not show its value",
                            at: stepper.anchor, in: screen,
                            notes: [
                                .help(
                                    "put the value in the stepper's label, `- stepper: 2 Copies = 2`, or show it in a label beside the stepper")
                            ])
                    }
                }
            }
        }
    }
}

/// `page-control-current-page`
struct PageControlCurrentPage: Rule {
    static let description = RuleDescription(
        id: "page-control-current-page", severity: .error,
        summary: "a page control's current page is one of its dots",
        rationale: "A page control shows one dot for each open view, left to right in the order they were opened, "
            + "and marks the view on the screen with one lit dot (002:L704; 003:L363: \"圆点的个数代表了当前打开的"
            + "视图数量\"; 003:L364: \"使用不透明点来标识当前打开的视图\"). Its value is the current page, counted "
            + "from 1, so it is at least 1 and at most its `pages`; page 0 or a page past the last lights no dot.",
        sources: ["002:L704", "003:L363", "003:L364"],
        triggering: [
            """
            # Weather
            ## Content
            - label: «»Cupertino
            - page-control = ↓4 {pages: 3}
            - page-control = ↓0
            """
        ],
        nonTriggering: [
            """
            # Weather
            ## Content
            - label: «»Cupertino
            - page-control = 3 {pages: 3}
            - page-control = 1 {pages: 1}
            - page-control = 2
            - page-control {pages: 3}
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .pageControl {
                guard let value = placed.element.value, case .integer(let page) = value.value else { continue }
                var pages: Int?
                if case .integer(let count)? = placed.element.attribute("pages")?.value { pages = count }
                if page < 1 {
                    context.report(
                        "page \(page) lights no dot: a page control's pages are counted from 1", at: value.range, in: screen,
                        notes: [.help("write the page on the screen, from `1`")])
                } else if let pages, page > pages {
                    context.report(
                        "page \(page) lights no dot: this page control has \(pages)", at: value.range, in: screen,
                        notes: [.help("write a page from 1 to \(pages), or raise `pages`")])
                }
            }
        }
    }
}
