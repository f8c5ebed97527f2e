/// Pickers and date pickers: their wheels side by side, the selected row between the selection
/// marks (`▸ … ◂`) and three neighbours above and below, as the wheels show them.
struct PickerDrawer {
    let context: DrawingContext

    /// The options of one wheel around its selection.
    struct Wheel {
        var options: [String]
        var selected: Int
        /// Whether the wheel loops (months, hours, minutes) or stops at its ends.
        var loops = false
        /// Written after the selected option only, as the countdown's "hours" and "min".
        var unit = ""

        /// The option `offset` rows from the selected one, or "" past an end.
        func option(_ offset: Int) -> String {
            guard !options.isEmpty else { return "" }
            var index = selected + offset
            if loops { index = ((index % options.count) + options.count) % options.count }
            guard options.indices.contains(index) else { return "" }
            return offset == 0 && !unit.isEmpty ? options[index] + " " + unit : options[index]
        }
    }

    /// Rows of options shown: the selected one and three each side.
    static let visibleOffsets = -3...3

    /// The picker, `width` columns wide and 9 rows tall (the wheels and the frame).
    func draw(_ element: Element, width: Int) -> Canvas {
        let glyphs = context.glyphs
        let wheels = element.kind == .datePicker ? dateWheels(element) : choiceWheels(element)
        let height = Self.visibleOffsets.count + 2
        var canvas = Canvas(width: width, height: height)
        canvas.box(x: 0, y: 0, width: width, height: height, glyphs: glyphs, rounded: false)
        let pieces = wheels.map { wheel in
            Inline.text(Self.visibleOffsets.map(wheel.option).max { DisplayWidth.of($0) < DisplayWidth.of($1) } ?? "", glyphs)
        }
        let room = width - 2 - (wheels.count - 1)
        var widths = InlineLayout.shrink(pieces.map { var piece = $0; piece.natural += 2; piece.minimum += 2; return piece }, toFit: room)
        let extra = room - widths.reduce(0, +)
        if extra > 0 { for index in widths.indices { widths[index] += extra / widths.count + (index < extra % widths.count ? 1 : 0) } }
        let middle = 1 + 3
        var x = 1
        for (index, wheel) in wheels.enumerated() {
            if index > 0 {
                canvas.put(glyphs.teeDown, x: x, y: 0)
                for row in 1..<(height - 1) { canvas.put(glyphs.v, x: x, y: row) }
                canvas.put(glyphs.teeUp, x: x, y: height - 1)
                x += 1
            }
            for (row, offset) in Self.visibleOffsets.enumerated() {
                context.write(wheel.option(offset), into: &canvas, x: x + 1, y: 1 + row, width: widths[index] - 2, .center)
            }
            x += widths[index]
        }
        canvas.put(glyphs.selectedLeft, x: 0, y: middle)
        canvas.put(glyphs.selectedRight, x: width - 1, y: middle)
        return canvas
    }

    /// `*Gregorian* | Japanese` (one wheel) or wheels separated by `||`; the first option is
    /// selected when none is marked.
    private func choiceWheels(_ element: Element) -> [Wheel] {
        var lists: [[Choice]] = []
        switch element.value?.value {
        case .wheels(let wheels)?: lists = wheels
        case .choices(let choices)?: lists = [choices]
        case .toggle?, .number?, .integer?, .text?, .dateTime?, nil: break
        }
        guard !lists.isEmpty else { return [Wheel(options: [context.glyphs.dash], selected: 0)] }
        return lists.map { choices in
            Wheel(
                options: choices.map { $0.isIcon ? context.glyphs.icon + $0.text : $0.text },
                selected: choices.firstIndex(where: \.isSelected) ?? 0)
        }
    }

    /// The wheels of the date picker's mode, turned to its value; a dash on each when it has none.
    private func dateWheels(_ element: Element) -> [Wheel] {
        let mode = element.choice("mode", as: DatePickerMode.self) ?? .dateAndTime
        let step = max(1, min(30, Int(element.number("minute-interval") ?? 1)))
        guard case .dateTime(let value)? = element.value?.value else {
            let count = [DatePickerMode.time: 3, .date: 3, .dateAndTime: 4, .countdown: 2][mode] ?? 1
            return Array(repeating: Wheel(options: [context.glyphs.dash], selected: 0), count: count)
        }
        let hour = value.hour ?? 0
        let minute = value.minute ?? 0
        let minutes = Wheel(
            options: stride(from: 0, to: 60, by: step).map { $0 < 10 ? "0\($0)" : "\($0)" }, selected: minute / step,
            loops: true)
        let hours12 = Wheel(options: (1...12).map(String.init), selected: (hour + 11) % 12, loops: true)
        let meridiem = Wheel(options: ["AM", "PM"], selected: hour < 12 ? 0 : 1)
        switch mode {
        case .time:
            return [hours12, minutes, meridiem]
        case .countdown:
            var countdownMinutes = minutes
            countdownMinutes.options = stride(from: 0, to: 60, by: step).map(String.init)
            countdownMinutes.unit = "min"
            return [Wheel(options: (0...23).map(String.init), selected: min(23, hour), loops: true, unit: "hours"), countdownMinutes]
        case .date:
            let year = value.year ?? 2000
            return [
                Wheel(options: CivilDate.monthNames, selected: (value.month ?? 1) - 1, loops: true),
                Wheel(options: (1...31).map(String.init), selected: (value.day ?? 1) - 1, loops: true),
                Wheel(options: ((year - 3)...(year + 3)).map(String.init), selected: 3),
            ]
        case .dateAndTime:
            let day = CivilDate.days(year: value.year ?? 2000, month: value.month ?? 1, day: value.day ?? 1)
            let days = Self.visibleOffsets.map { CivilDate.shortName(day + $0) }
            return [Wheel(options: days, selected: 3), hours12, minutes, meridiem]
        }
    }
}

/// Proleptic Gregorian dates as day numbers, for the date wheels (no time zone, no locale: the
/// same input draws the same wheels everywhere).
enum CivilDate {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Year, month and day of a day number (`civil_from_days`).
    static func date(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `Mon Jun 7`, as the date-and-time picker's day wheel shows a day.
    static func shortName(_ days: Int) -> String {
        let date = date(days)
        let weekday = weekdayNames[((days % 7) + 11) % 7]  // 1970-01-01 was a Thursday
        return "\(weekday) \(monthNames[date.month - 1].prefix(3)) \(date.day)"
    }
}
