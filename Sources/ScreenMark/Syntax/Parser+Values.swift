/// The value after `=`, read by the element kind's ``ValueType``.
extension Parser {
    mutating func elementValue(_ raw: Located<String>, for element: Element, type: ValueType) -> Located<ElementValue>? {
        let kind = element.kind.rawValue
        let text = raw.value
        let wasQuoted = bytes[raw.range.start] == .quote
        func invalid(_ expected: String) -> Located<ElementValue>? {
            sink.report(.invalidValue, "a `\(kind)` value is \(expected), not `\(text)`", at: raw.range)
            return nil
        }
        let value: ElementValue
        switch type {
        case .none:
            sink.report(
                .unexpectedValue, "a `\(kind)` takes no value", at: raw.range,
                notes: [.help("remove `= \(text)`")])
            return nil
        case .toggle:
            switch text.lowercased() {
            case "on": value = .toggle(true)
            case "off": value = .toggle(false)
            default: return invalid("`on` or `off`")
            }
        case .number:
            guard let number = NumberSyntax.number(text) else { return invalid("a number like `0.5`") }
            value = .number(number)
        case .integer:
            guard let integer = NumberSyntax.integer(text) else { return invalid("a whole number") }
            value = .integer(integer)
        case .text:
            value = .text(wasQuoted ? text : unescaped(raw.range))
        case .choices:
            guard let choices = choices(in: raw.range, kind: kind) else { return nil }
            value = .choices(choices)
        case .wheels:
            var wheels: [[Choice]] = []
            for wheel in split(raw.range, on: "||") {
                guard let choices = choices(in: wheel, kind: kind) else { return nil }
                wheels.append(choices)
            }
            value = .wheels(wheels)
        case .dateTime:
            let mode = element.choice("mode", as: DatePickerMode.self) ?? .dateAndTime
            guard let dateTime = DateTimeSyntax.parse(text, mode: mode) else {
                if let reason = DateTimeSyntax.impossibleDate(text) {
                    sink.report(.invalidValue, "`\(text)` is not a date: \(reason)", at: raw.range)
                    return nil
                }
                return invalid(DateTimeSyntax.expected(for: mode))
            }
            value = .dateTime(dateTime)
        }
        return Located(value, at: raw.range)
    }

    /// `A | *B* | icon:c`: options separated by `|`, the selected one in `*…*` or `_…_`.
    private mutating func choices(in range: SourceRange, kind: String) -> [Choice]? {
        var choices: [Choice] = []
        for option in split(range, on: "|") {
            var text = trimmedText(option)
            var isSelected = false
            for marker in ["**", "__", "*", "_"] where text.value.count > 2 * marker.count
                && text.value.hasPrefix(marker) && text.value.hasSuffix(marker)
            {
                text.value = String(text.value.dropFirst(marker.count).dropLast(marker.count)).trimmedOfWhitespace
                isSelected = true
                break
            }
            guard !text.value.isEmpty else {
                sink.report(
                    .emptyOption, "an option of this `\(kind)` is empty", at: option.count > 0 ? option : SourceRange(range.start, range.end),
                    notes: [.help("options read `First | *Selected* | Third`")])
                return nil
            }
            let isIcon = text.value.lowercased().hasPrefix("icon:")
            if isIcon { text.value = String(text.value.dropFirst(5)).trimmedOfWhitespace }
            choices.append(Choice(text: text.value, isIcon: isIcon, isSelected: isSelected, range: text.range))
        }
        let selected = choices.filter(\.isSelected)
        if selected.count > 1 {
            sink.report(
                .multipleSelected, "\(selected.count) options of this `\(kind)` are selected; one can be",
                at: selected[1].range,
                notes: [.note("already selected", path: file.path, range: selected[0].range)])
        }
        return choices
    }

    /// Splits `range` on unescaped occurrences of `separator` (`|` never splits inside `||`
    /// when the separator is `||`).
    private func split(_ range: SourceRange, on separator: StaticString) -> [SourceRange] {
        var parts: [SourceRange] = []
        var cursor = ByteCursor(bytes: bytes, from: range.start, to: range.end)
        var partStart = range.start
        while !cursor.isAtEnd {
            if cursor.peek() == .backslash {
                cursor.advance(2)
            } else if cursor.starts(with: separator) {
                parts.append(SourceRange(partStart, cursor.offset))
                cursor.advance(separator.utf8CodeUnitCount)
                partStart = cursor.offset
            } else {
                cursor.advance()
            }
        }
        parts.append(SourceRange(partStart, range.end))
        return parts
    }
}

/// Date picker values: `2010-06-07`, `09:41`, `2010-06-07 09:41`, countdown `1:30`.
enum DateTimeSyntax {
    static func parse(_ text: String, mode: DatePickerMode) -> DateTimeValue? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        switch mode {
        case .date:
            guard parts.count == 1, let date = date(parts[0]) else { return nil }
            return DateTimeValue(year: date.0, month: date.1, day: date.2)
        case .time:
            guard parts.count == 1, let time = time(parts[0], maximumHour: 23) else { return nil }
            return DateTimeValue(hour: time.0, minute: time.1)
        case .dateAndTime:
            guard parts.count == 2, let date = date(parts[0]), let time = time(parts[1], maximumHour: 23) else {
                return nil
            }
            return DateTimeValue(year: date.0, month: date.1, day: date.2, hour: time.0, minute: time.1)
        case .countdown:
            // Hours are not capped here: `countdown-max` reports a countdown beyond 23:59.
            guard parts.count == 1, let time = time(parts[0], maximumHour: 99) else { return nil }
            return DateTimeValue(hour: time.0, minute: time.1)
        }
    }

    static func expected(for mode: DatePickerMode) -> String {
        switch mode {
        case .date: "a date like `2010-06-07`"
        case .time: "a time like `09:41`"
        case .dateAndTime: "a date and time like `2010-06-07 09:41`"
        case .countdown: "a duration like `1:30` (hours:minutes)"
        }
    }

    /// Why a well-formed `YYYY-MM-DD` is no date ("June 2010 has 30 days"), if it is one such.
    static func impossibleDate(_ text: String) -> String? {
        let date = text.split(separator: " ").first.map(String.init) ?? text
        let fields = date.split(separator: "-", omittingEmptySubsequences: false).map { NumberSyntax.integer(String($0)) }
        guard fields.count == 3, let year = fields[0], let month = fields[1], let day = fields[2] else { return nil }
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        guard (1...12).contains(month) else { return "there is no month \(month)" }
        let days = daysIn(month: month, year: year)
        return (1...days).contains(day) ? nil : "\(months[month - 1]) \(year) has \(days) days"
    }

    private static func date(_ text: String) -> (Int, Int, Int)? {
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].count == 4, fields[1].count == 2, fields[2].count == 2,
            let year = NumberSyntax.integer(String(fields[0])), let month = NumberSyntax.integer(String(fields[1])),
            let day = NumberSyntax.integer(String(fields[2])), (1...12).contains(month),
            (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        return (year, month, day)
    }

    private static func time(_ text: String, maximumHour: Int) -> (Int, Int)? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2, (1...2).contains(fields[0].count), fields[1].count == 2,
            let hour = NumberSyntax.integer(String(fields[0])), let minute = NumberSyntax.integer(String(fields[1])),
            (0...maximumHour).contains(hour), (0...59).contains(minute)
        else { return nil }
        return (hour, minute)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
