import Foundation

/// The one-row controls, as ``Inline`` pieces, and the words drawn for system items.
///
/// System bar buttons are drawn as words (`[Compose]`), not icon look-alikes: words are
/// unambiguous in review and render in every monospaced font, where symbol fallbacks would
/// break the alignment of a whole line.
struct Controls {
    let glyphs: Glyphs

    // MARK: - Titles

    /// What a button shows: its label, else its system item's title, else its icon's name.
    func buttonTitle(_ element: Element) -> String {
        if let label = element.label?.value, !label.isEmpty { return label }
        if let item = element.choice("system", as: BarButtonSystemItem.self) { return Self.title(of: item) }
        if let icon = element.text("icon") { return glyphs.icon + icon }
        return "Button"
    }

    /// The standard title of a bar button system item (`add` is drawn as `+`, as iOS draws it).
    static func title(of item: BarButtonSystemItem) -> String {
        switch item {
        case .action: "Share"
        case .add: "+"
        case .fastForward: "Fast Forward"
        case .camera, .compose, .bookmarks, .search, .trash, .organize, .reply, .stop, .refresh, .play, .pause,
            .rewind, .edit, .cancel, .save, .done, .undo, .redo: item.rawValue.capitalized
        }
    }

    /// The standard title of a tab bar system item.
    static func title(of item: TabBarSystemItem) -> String {
        item.rawValue.split(separator: "-").map { $0.capitalized }.joined(separator: " ")
    }

    /// The standard title of a system activity.
    static func title(of activity: SystemActivity) -> String {
        switch activity {
        case .postToFacebook: "Facebook"
        case .postToTwitter: "Twitter"
        case .postToWeibo: "Weibo"
        case .postToFlickr: "Flickr"
        case .postToVimeo: "Vimeo"
        case .airdrop: "AirDrop"
        case .assignToContact: "Assign to Contact"
        case .saveToCameraRoll: "Save to Camera Roll"
        case .addToReadingList: "Add to Reading List"
        case .message, .mail, .print, .copy: activity.rawValue.capitalized
        }
    }

    /// A button as a bar or content button: `[Edit]`; a destructive one `[!Delete]`.
    func button(_ element: Element) -> Inline {
        let destructive = element.choice("role", as: ButtonRole.self) == .destructive ? glyphs.destructive : ""
        return .wrapped(destructive + buttonTitle(element), "[", "]", glyphs)
    }

    // MARK: - Controls

    /// `(ON ●)` or `(●OFF)`.
    func toggle(_ element: Element) -> Inline {
        guard case .toggle(let isOn)? = element.value?.value else { return .fixed(glyphs.switchOff) }
        return .fixed(isOn ? glyphs.switchOn : glyphs.switchOff)
    }

    /// `[ − | + ]`: a stepper does not show its value.
    var stepper: Inline { .fixed(glyphs.stepper) }

    /// `●` on a track at the value's place between `min` and `max`; images at the ends.
    func slider(_ element: Element) -> Inline {
        let (low, high) = element.numericRange
        var fraction = 0.0
        if case .number(let value)? = element.value?.value, high > low { fraction = (value - low) / (high - low) }
        fraction = min(1, max(0, fraction))
        let start = element.hasFlag("min-image") ? glyphs.icon + " " : ""
        let end = element.hasFlag("max-image") ? " " + glyphs.icon : ""
        let ends = DisplayWidth.of(start) + DisplayWidth.of(end)
        return Inline(natural: 16 + ends, minimum: 3 + ends, grows: true) { width in
            let track = max(1, width - ends)
            let thumb = Int((fraction * Double(track - 1)).rounded())
            var line = String(repeating: glyphs.sliderTrack, count: track)
            let index = line.index(line.startIndex, offsetBy: thumb)
            line.replaceSubrange(index...index, with: String(glyphs.sliderThumb))
            return start + line + end
        }
    }

    /// A bar filled to the fraction done.
    func progress(_ element: Element) -> Inline {
        var fraction = 0.0
        if case .number(let value)? = element.value?.value { fraction = min(1, max(0, value)) }
        return Inline(natural: 10, minimum: 3, grows: true) { width in
            let done = Int((fraction * Double(width)).rounded())
            return String(repeating: glyphs.progressDone, count: done)
                + String(repeating: glyphs.progressToDo, count: width - done)
        }
    }

    /// One dot per page, the current one filled: `● ○ ○`.
    func pageControl(_ element: Element) -> Inline {
        var current = 1
        if case .integer(let page)? = element.value?.value { current = page }
        var pages = max(1, current)
        if case .integer(let count)? = element.attribute("pages")?.value { pages = max(1, count) }
        current = min(max(1, current), pages)
        let dots = (1...pages).map { String($0 == current ? glyphs.pageCurrent : glyphs.pageOther) }
        return .text(dots.joined(separator: " "), glyphs)
    }

    /// `[▸All◂│ Unread │ Flagged ]`: the selected segment between the selection marks. When
    /// it may grow, the segments share the width equally, as in a scope bar.
    func segmented(_ choices: [Choice], grows: Bool = false) -> Inline {
        let texts = choices.map { $0.isIcon ? icon($0.text) : Inline.text($0.text, glyphs) }
        let frame = 2 + max(0, texts.count - 1) + 2 * texts.count
        let natural = frame + texts.reduce(0) { $0 + $1.natural }
        let minimum = frame + texts.reduce(0) { $0 + $1.minimum }
        return Inline(natural: natural, minimum: minimum, grows: grows) { width in
            guard !texts.isEmpty else { return "[]" }
            let inner = width - frame
            let widest = texts.map(\.natural).max() ?? 0
            var widths =
                inner >= widest * texts.count && grows
                ? texts.indices.map { inner / texts.count + ($0 < inner % texts.count ? 1 : 0) }
                : InlineLayout.shrink(texts, toFit: inner)
            // A control that does not grow is as wide as what it shows: an icon segment that
            // dropped its name for want of room leaves no empty room behind.
            if !grows { widths = widths.indices.map { min(widths[$0], DisplayWidth.of(texts[$0].render(widths[$0]))) } }
            var line = "["
            for (index, text) in texts.enumerated() {
                if index > 0 { line.append(glyphs.v) }
                let drawn = text.render(widths[index])
                let left = (widths[index] - DisplayWidth.of(drawn)) / 2
                let right = widths[index] - DisplayWidth.of(drawn) - left
                let selected = choices[index].isSelected
                line += (selected ? String(glyphs.selectedLeft) : " ") + String(repeating: " ", count: left)
                line += drawn + String(repeating: " ", count: right) + (selected ? String(glyphs.selectedRight) : " ")
            }
            return line + "]"
        }
    }

    /// An image named `name`: `◇name` when there is room, else `◇` alone (a cut name says little).
    func icon(_ name: String) -> Inline {
        let full = glyphs.icon + name
        let natural = DisplayWidth.of(full)
        let minimum = DisplayWidth.of(glyphs.icon)
        return Inline(natural: natural, minimum: minimum) { $0 >= natural ? full : glyphs.icon }
    }

    /// A text field: `[Alarm          ⓧ]`, showing its text (dots when secure) or else its
    /// placeholder.
    func textField(_ element: Element) -> Inline {
        var shown = element.text("placeholder") ?? ""
        if case .text(let value)? = element.value?.value, !value.isEmpty {
            shown = element.hasFlag("secure") ? String(repeating: glyphs.secureDot, count: min(8, value.count)) : value
        }
        return field(shown, open: "[", close: "]", trailing: element.hasFlag("clear-button") ? glyphs.clear : "")
    }

    /// A search field, rounded: `( Search Mail  )`, with its Cancel button when it has one.
    func searchField(_ element: Element) -> Inline {
        var shown = element.text("placeholder") ?? element.label?.value ?? ""
        if case .text(let value)? = element.value?.value, !value.isEmpty { shown = value }
        var trailing = element.hasFlag("clear-button") ? glyphs.clear : ""
        if element.hasFlag("bookmark") || element.hasFlag("results-list") { trailing += glyphs.icon }
        let field = field(shown, open: "(", close: ")", trailing: trailing)
        guard element.hasFlag("cancel") else { return field }
        return .joined([field, .wrapped("Cancel", "[", "]", glyphs)])
    }

    /// Text in a frame that takes the spare width, with an optional button at its right end.
    private func field(_ shown: String, open: String, close: String, trailing: String) -> Inline {
        let content = Inline.text(shown, glyphs)
        let marks = DisplayWidth.of(open) + DisplayWidth.of(close) + 2 + DisplayWidth.of(trailing)
        return Inline(natural: max(content.natural + marks, 12), minimum: content.minimum + marks, grows: true) { width in
            let room = width - marks
            return open + " " + DisplayWidth.pad(content.render(room), toWidth: room) + " " + trailing + close
        }
    }
}
