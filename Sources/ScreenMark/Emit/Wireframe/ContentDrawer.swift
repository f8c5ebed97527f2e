/// The content region: its elements from top to bottom, one margin column each side.
///
/// Views that show content rather than controls — web views, maps, collections and images
/// without a written size or count — grow to fill what the screen leaves, as they do on the
/// phone; the renderer tells them how much there is.
struct ContentDrawer {
    let context: DrawingContext
    private var glyphs: Glyphs { context.glyphs }
    private var width: Int { context.width }
    private var inner: Int { context.width - 2 }

    func blocks(_ region: Region) -> [Block] {
        var blocks: [Block] = []
        // A top margin, except above a view that runs to the edges.
        if let first = region.elements.first, !Self.runsToEdges(first.kind) {
            blocks.append(.blank(width: width, rows: 1))
        }
        for element in region.elements { blocks.append(block(element)) }
        return blocks
    }

    /// Whether an element of `kind` is a view that runs to the edges of the screen.
    private static func runsToEdges(_ kind: ElementKind) -> Bool {
        switch kind {
        case .webView, .map, .collection, .image: true
        case .title, .prompt, .back, .button, .infoButton, .contactAddButton, .space, .cell, .switch, .slider,
            .segmented, .textField, .textView, .searchField, .label, .picker, .datePicker, .stepper, .pageControl,
            .progress, .activityIndicator, .tab, .message, .refreshControl, .activity: false
        }
    }

    private func block(_ element: Element) -> Block {
        let media = MediaDrawer(context: context)
        let rows = RowDrawer(context: context)
        switch element.kind {
        case .button:
            // 44 pt: the button and the space around it.
            var canvas = line(context.controls.button(element).render(inner), .center)
            canvas.addRows(1)
            return Block(canvas)
        case .infoButton:
            return Block(line(glyphs.infoButton, .trailing))
        case .contactAddButton:
            return Block(line(glyphs.contactAdd, .trailing))
        case .pageControl:
            return Block(line(context.controls.pageControl(element).render(inner), .center))
        case .searchField:
            return Block(line(context.controls.searchField(element).render(inner), .leading))
        case .activityIndicator:
            return Block(line(TextFit.fit(rows.spinner(element.label?.value ?? ""), inner, ellipsis: glyphs.ellipsis), .center))
        case .textView:
            return Block(framed(media.textView(element, width: inner, rows: 3)))
        case .picker, .datePicker:
            return Block(framed(PickerDrawer(context: context).draw(element, width: inner)), points: 216)
        case .image:
            if let size = media.size(of: element) {
                return Block(framed(media.image(element, width: size.columns, height: size.rows, fullWidth: inner)))
            }
            return .growing(rows: 5) { framed(media.image(element, width: inner, height: $0, fullWidth: inner)) }
        case .map:
            return .growing(rows: 5) { framed(media.map(element, width: inner, height: $0)) }
        case .webView:
            return .growing(rows: 5) { framed(media.webView(element, width: inner, height: $0)) }
        case .collection:
            if case .integer? = element.attribute("items")?.value {
                return Block(framed(media.collection(element, width: inner, height: nil)))
            }
            return .growing(rows: 3) { framed(media.collection(element, width: inner, height: $0)) }
        case .label, .switch, .slider, .segmented, .textField, .stepper, .progress:
            // As in a table row.
            return Block(framed(rows.draw(element, width: inner).canvas))
        case .title, .prompt, .back, .space, .cell, .tab, .message, .refreshControl, .activity:
            // Not content elements (the parser keeps them out): drawn as a row too.
            return Block(framed(rows.draw(element, width: inner).canvas))
        }
    }

    /// One row holding `text`, aligned within the margins.
    private func line(_ text: String, _ alignment: TextFit.Alignment) -> Canvas {
        var canvas = Canvas(width: width, height: 1)
        canvas.write(text, x: 1 + TextFit.offset(DisplayWidth.of(text), in: inner, alignment), y: 0, limit: inner)
        return canvas
    }

    /// `canvas` placed between the margins.
    private func framed(_ canvas: Canvas) -> Canvas {
        var full = Canvas(width: width, height: canvas.height)
        full.draw(canvas, x: 1, y: 0)
        return full
    }
}
