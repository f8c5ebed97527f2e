/// The inside of one table row, for every element kind a table holds, without its separator:
/// plain and grouped tables frame the same rows differently.
struct RowDrawer {
    let context: DrawingContext
    private var glyphs: Glyphs { context.glyphs }
    private var controls: Controls { context.controls }

    /// The row for `element`, `width` columns wide; the points it stands for when they are not
    /// two rows' worth of its text rows (a 216 pt picker).
    func draw(_ element: Element, width: Int) -> (canvas: Canvas, points: Int?) {
        let label = element.label?.value ?? ""
        switch element.kind {
        case .cell:
            return (cell(element, width: width), nil)
        case .switch:
            return (sides([.text(label, glyphs)], [controls.toggle(element)], width), nil)
        case .stepper:
            return (sides([.text(label, glyphs)], [controls.stepper], width), nil)
        case .slider:
            return (labelled(label, controls.slider(element), width), nil)
        case .progress:
            return (labelled(label, controls.progress(element), width), nil)
        case .textField:
            return (labelled(label, controls.textField(element), width), nil)
        case .segmented:
            guard case .choices(let choices)? = element.value?.value else { return (Canvas(width: width, height: 1), nil) }
            return (single(controls.segmented(choices, grows: true).render(width), width, .center), nil)
        case .button:
            return (single(controls.button(element).render(width), width, .center), nil)
        case .label:
            return (single(TextFit.fit(label, width, ellipsis: glyphs.ellipsis), width, .leading), nil)
        case .activityIndicator:
            return (single(TextFit.fit(spinner(label), width, ellipsis: glyphs.ellipsis), width, .center), nil)
        case .refreshControl:
            let text = glyphs.refresh + (label.isEmpty ? "" : " " + label)
            return (single(TextFit.fit(text, width, ellipsis: glyphs.ellipsis), width, .center), nil)
        case .textView:
            return (textLines(element, width: width, minimumRows: 2), nil)
        case .picker, .datePicker:
            return (PickerDrawer(context: context).draw(element, width: width), 216)
        case .image:
            let media = MediaDrawer(context: context)
            let size = media.size(of: element)
            return (media.image(element, width: min(width, size?.columns ?? 6), height: size?.rows ?? 3, fullWidth: width), nil)
        case .title, .prompt, .back, .infoButton, .contactAddButton, .space, .searchField, .pageControl, .webView,
            .map, .collection, .tab, .message, .activity:
            return (single(TextFit.fit(label, width, ellipsis: glyphs.ellipsis), width, .leading), nil)
        }
    }

    /// A spinner, followed by its label when it has one.
    func spinner(_ label: String) -> String {
        label.isEmpty ? glyphs.spinner : glyphs.spinner + " " + label
    }

    /// A cell in its style: `default` (text, accessory), `subtitle` (detail text below),
    /// `value1` (detail text on the right), `value2` (a short label column, then the value).
    /// The editing control and image come first; the badge, accessory and reorder control last.
    func cell(_ element: Element, width: Int) -> Canvas {
        let label = element.label?.value ?? ""
        var detail: String?
        if case .text(let text)? = element.value?.value, !text.isEmpty { detail = text }
        var leading: [Inline] = []
        switch element.choice("editing", as: EditingControl.self) {
        case .delete?: leading.append(.fixed(glyphs.deleteControl))
        case .insert?: leading.append(.fixed(glyphs.insertControl))
        case nil: break
        }
        if element.attribute("image") != nil { leading.append(.fixed(glyphs.icon)) }
        var trailing: [Inline] = []
        if let badge = element.text("badge") { trailing.append(.fixed("(\(badge))")) }
        switch element.choice("accessory", as: Accessory.self) {
        case .disclosure?: trailing.append(.fixed(glyphs.disclosure))
        case .detailDisclosure?: trailing.append(.fixed(glyphs.detailDisclosure))
        case .checkmark?: trailing.append(.fixed(glyphs.checkmark))
        case .none?, nil: break
        }
        if element.hasFlag("reorder") { trailing.append(.fixed(glyphs.reorder)) }

        switch element.choice("style", as: CellStyle.self) ?? .default {
        case .subtitle:
            var canvas = sides(leading + [.text(label, glyphs)], trailing, width)
            canvas.addRows(1)
            let indent = leading.reduce(0) { $0 + $1.natural + 1 }
            context.write(detail ?? "", into: &canvas, x: indent, y: 1, width: width - indent)
            return canvas
        case .value2:
            // The label in a narrow column, right-aligned, as Contacts draws "mobile".
            let column = min(context.columns(67), width / 3)
            let labelPiece = Inline(natural: column, minimum: column) { width in
                let fitted = TextFit.fit(label, width, ellipsis: glyphs.ellipsis)
                return String(repeating: " ", count: max(0, width - DisplayWidth.of(fitted))) + fitted
            }
            return sides(leading + [labelPiece, .text(detail ?? "", glyphs)], trailing, width)
        case .default, .value1:
            // A default cell has no detail label in UIKit; a value written on one is still shown,
            // on the right, rather than silently dropped.
            let value = detail.map { [Inline.text($0, glyphs)] } ?? []
            return sides(leading + [.text(label, glyphs)], value + trailing, width)
        }
    }

    /// Text lines of a text view (its text, wrapped), at least `minimumRows` of them.
    func textLines(_ element: Element, width: Int, minimumRows: Int) -> Canvas {
        var text = ""
        if case .text(let value)? = element.value?.value { text = value }
        let lines = TextFit.limit(TextFit.wrap(text, width), to: 6, width: width, ellipsis: glyphs.ellipsis)
        var canvas = Canvas(width: width, height: max(minimumRows, lines.count))
        for (row, line) in lines.enumerated() { canvas.write(line, x: 0, y: row) }
        return canvas
    }

    /// `label` on the left, `control` taking the rest of the row (a third of it at least: a long
    /// label is cut before the control is).
    private func labelled(_ label: String, _ control: Inline, _ width: Int) -> Canvas {
        guard !label.isEmpty else { return single(control.render(width), width, .leading) }
        let controlMinimum = max(control.minimum, width / 3)
        let labelWidth = max(0, min(DisplayWidth.of(label), width - 1 - controlMinimum))
        var canvas = Canvas(width: width, height: 1)
        context.write(label, into: &canvas, x: 0, y: 0, width: labelWidth)
        let controlWidth = width - labelWidth - 1
        canvas.write(control.render(controlWidth), x: labelWidth + 1, y: 0, limit: controlWidth)
        return canvas
    }

    private func sides(_ left: [Inline], _ right: [Inline], _ width: Int) -> Canvas {
        var canvas = Canvas(width: width, height: 1)
        InlineLayout.draw(InlineLayout.sides(left: left, right: right, width: width), into: &canvas, x: 0, y: 0, width: width)
        return canvas
    }

    private func single(_ text: String, _ width: Int, _ alignment: TextFit.Alignment) -> Canvas {
        var canvas = Canvas(width: width, height: 1)
        canvas.write(text, x: TextFit.offset(DisplayWidth.of(text), in: width, alignment), y: 0)
        return canvas
    }
}
