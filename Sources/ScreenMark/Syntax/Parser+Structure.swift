/// Headings open and close containers (screen, region, section); list items become elements;
/// everything else becomes the prose of the innermost open container.
extension Parser {
    // MARK: - Headings

    mutating func heading(level: Int, _ start: ByteCursor, line: ByteCursor) {
        paragraphOpen = false
        list = nil
        var cursor = start
        cursor.advance(level)
        let content = strippingTrailingComment(headingContent(cursor))
        switch level {
        case 1:
            closeScreen()
            screen = screenHeading(content, line: line)
        case 2:
            closeRegion()
            guard screen != nil else {
                skippingRegion = true
                sink.report(
                    .regionOutsideScreen, "this region is not inside a screen",
                    at: SourceRange(start.offset, line.end),
                    notes: [.help("start a screen with a `# Title` heading above it")])
                return
            }
            region = regionHeading(content, line: line)
            regionElements = region?.kind.spec.elements ?? []
            skippingRegion = region == nil
        case 3:
            sectionHeading(content, start: start, line: line)
        default:
            sink.report(
                .headingLevel,
                "`\(String(repeating: "#", count: level))` headings have no meaning in a screen file; "
                    + "the text is kept as prose",
                at: SourceRange(start.offset, start.offset + level),
                notes: [.help("use `#` for a screen, `##` for a region, `###` for a table section")])
            prose(line)
        }
    }

    /// The heading's text without the opening hashes, surrounding spaces and closing hashes.
    private func headingContent(_ start: ByteCursor) -> SourceRange {
        var cursor = start
        cursor.skipSpaces()
        let contentStart = cursor.offset
        var end = cursor.end
        while end > contentStart, bytes[end - 1] == .space || bytes[end - 1] == .tab { end -= 1 }
        // An optional closing sequence of `#`s, preceded by a space, is not part of the text.
        var hashes = end
        while hashes > contentStart, bytes[hashes - 1] == .hash { hashes -= 1 }
        if hashes < end, hashes == contentStart || bytes[hashes - 1] == .space || bytes[hashes - 1] == .tab {
            end = hashes
            while end > contentStart, bytes[end - 1] == .space || bytes[end - 1] == .tab { end -= 1 }
        }
        return SourceRange(contentStart, end)
    }

    /// A heading may end with an HTML comment (a suppression, say): it is recorded as a comment
    /// and is not part of the title.
    private mutating func strippingTrailingComment(_ content: SourceRange) -> SourceRange {
        guard content.count >= 7, bytes[content.end - 1] == .greaterThan, bytes[content.end - 2] == .dash,
            bytes[content.end - 3] == .dash
        else { return content }
        var open = content.end - 4
        while open >= content.start {
            if bytes[open] == .lessThan, ByteCursor(bytes: bytes, from: open, to: content.end).starts(with: "<!--") {
                recordComment(from: open, to: content.end, closed: true)
                var end = open
                while end > content.start, bytes[end - 1] == .space || bytes[end - 1] == .tab { end -= 1 }
                return SourceRange(content.start, end)
            }
            open -= 1
        }
        return content
    }

    private mutating func sectionHeading(_ content: SourceRange, start: ByteCursor, line: ByteCursor) {
        if skippingRegion { return }
        guard region?.kind == .table else {
            sink.report(
                .sectionOutsideTable,
                region == nil
                    ? "`###` sections belong in a table, and this one is not inside a region"
                    : "`###` sections belong in a table, not in \(region!.kind.withArticle)",
                at: SourceRange(start.offset, line.end),
                notes: [.help("put it under a `## Table` heading, or remove the heading")])
            // Its rows would each be misplaced too: skip them, one diagnostic is enough.
            skippingRegion = region != nil
            return
        }
        closeSection()
        let parts = splitHeadingAttributes(content)
        if let attributes = parts.attributes {
            _ = checkedAttributes(attributes, allowed: [], what: "a table section", allowsID: false)
        }
        let title = trimmedText(parts.text)
        section = Section(
            title: title.value.isEmpty ? nil : title, elements: [], footer: nil,
            headingRange: SourceRange(start.offset, line.end), range: SourceRange(start.offset, line.end))
    }

    // MARK: - List items

    mutating func bulletItem(_ start: ByteCursor, indent: Int, line: ByteCursor) {
        paragraphOpen = false
        var cursor = start
        cursor.advance()
        let spaces = cursor.skipSpaces()
        if let state = list, indent >= state.contentIndent {
            nestedItem(start, line: line)
            return
        }
        let contentIndent = indent + 1 + (spaces == 0 || spaces > 4 ? 1 : spaces)
        list = ListState(
            contentIndent: contentIndent, lastLineWasItem: true, blankSinceItem: false, itemIsElement: false,
            reportedContinuation: false, reportedNesting: false)
        if skippingRegion { return }
        if region != nil {
            list!.itemIsElement = true
            if let element = parseElement(cursor, itemStart: start.offset) { append(element) }
        } else if screen != nil, looksLikeElement(cursor) {
            if !reportedElementOutsideRegion {
                reportedElementOutsideRegion = true
                sink.report(
                    .elementOutsideRegion, "this element is not inside a region",
                    at: SourceRange(start.offset, line.end),
                    notes: [.help("put elements under a region heading such as `## Content` or `## Navigation bar`")])
            }
        } else {
            prose(line)
        }
    }

    private mutating func nestedItem(_ start: ByteCursor, line: ByteCursor) {
        guard var state = list else { return }
        if state.itemIsElement, !state.reportedNesting, !skippingRegion {
            sink.report(
                .nestedItem, "nested list items are not elements and are ignored",
                at: SourceRange(start.offset, line.end),
                notes: [.help("write every element as a top-level `- ` item of its region")])
            state.reportedNesting = true
        }
        state.lastLineWasItem = true
        state.blankSinceItem = false
        list = state
    }

    mutating func orderedItem(_ start: ByteCursor, indent: Int, line: ByteCursor) {
        if let state = list, indent >= state.contentIndent {
            nestedItem(start, line: line)
            return
        }
        if region != nil, !skippingRegion {
            sink.report(
                .numberedItem, "numbered list items are not elements and are ignored",
                at: SourceRange(start.offset, line.end), notes: [.help("start elements with `- `")])
            list = ListState(
                contentIndent: indent + 3, lastLineWasItem: true, blankSinceItem: false, itemIsElement: false,
                reportedContinuation: false, reportedNesting: false)
        } else {
            textLine(line, indent: indent)
        }
    }

    /// Whether a list item outside any region starts with an element keyword: then it was most
    /// likely meant as one, and the missing region deserves a diagnostic rather than silence.
    private func looksLikeElement(_ start: ByteCursor) -> Bool {
        var cursor = start
        let wordStart = cursor.offset
        cursor.advance(while: { $0.isKeywordByte })
        let word = String(decoding: bytes[wordStart..<cursor.offset], as: UTF8.self).lowercased()
        guard ElementKind(rawValue: word) != nil else { return false }
        return cursor.isAtEnd || cursor.peek() == .colon || cursor.peek() == .space
    }

    private mutating func append(_ element: Element) {
        if section != nil {
            section!.elements.append(element)
            section!.range = section!.range.union(element.range)
        } else if region?.kind == .table {
            // Rows before the first `###` form an untitled first section.
            section = Section(title: nil, elements: [element], footer: nil, headingRange: nil, range: element.range)
        } else {
            region?.elements.append(element)
        }
        proseBreak = true
    }

    // MARK: - Prose

    /// Keeps a line of Markdown as the prose of the innermost open container.
    mutating func prose(_ line: ByteCursor) {
        if skippingRegion { return }
        let range = SourceRange(lineStartOffset(line), line.end)
        let text = text(range)
        let separator = proseBreak ? "\n\n" : "\n"
        /// Adds the line to `prose`; whether it starts a new piece of prose.
        func extend(_ prose: inout Prose?) -> Bool {
            if var existing = prose {
                prose = nil  // so `existing` holds the only reference and appends in place
                existing.markdown += separator
                existing.markdown += text
                existing.range = existing.range.union(range)
                prose = existing
                return false
            }
            prose = Prose(markdown: text, range: range)
            return true
        }
        let started: Bool
        if section != nil {
            started = extend(&section!.footer)
        } else if region != nil {
            started = extend(&region!.note)
        } else if screen != nil {
            started = extend(&screen!.description)
        } else {
            started = extend(&document.introduction)
        }
        // The docs render a screen's description and a region's note; footers and a file's
        // introduction are not handed to libcmark.
        if started { proseBound = section == nil && (region != nil || screen != nil) ? ProseBound.Scanner() : nil }
        checkProseBound(text, at: range, after: started ? "" : separator)
        proseBreak = false
    }

    /// Reports, once a piece of prose, where `docs` stops rendering it: the same bounds and the
    /// same bytes (`separator`, then the line's text) as ``ProseBound/renderable(_:)`` reads.
    private mutating func checkProseBound(_ text: String, at range: SourceRange, after separator: String) {
        guard var scanner = proseBound else { return }
        let cut = scanner.scan(separator.utf8).map { (offset: 0, reason: $0.reason) } ?? scanner.scan(text.utf8)
        guard let cut else {
            proseBound = scanner
            return
        }
        proseBound = nil
        // The text's bytes are the line's but where invalid UTF-8 became U+FFFD (reported already).
        let start = min(range.start + cut.offset, range.end)
        let why: String
        switch cut.reason {
        case .size: why = "it passes \(ProseBound.maximumBytes / 1024) KiB"
        case .brackets: why = "more than \(ProseBound.maximumOpenBrackets) `[` are open at once"
        }
        sink.report(
            .proseCut, "the docs render this text only up to here: \(why)", at: SourceRange(start, min(start + 1, range.end)),
            notes: [.help("split the text, or close its brackets (`\\[` is a bracket that opens nothing)")])
    }

    /// The start of the line `line` is on (the cursor may start after a BOM or front matter).
    private func lineStartOffset(_ line: ByteCursor) -> Int { line.offset }

    // MARK: - Closing containers

    // Containers are moved out with `take()`, not copied: a copy would retain and then release
    // every field of the screen, region or section.

    mutating func closeSection() {
        guard var finished = section.take() else { return }
        finished.range = SourceRange(finished.range.start, Swift.max(finished.range.end, lastNonBlankEnd))
        region?.sections.append(finished)
        proseBreak = false
    }

    mutating func closeRegion() {
        closeSection()
        skippingRegion = false
        guard var finished = region.take() else { return }
        finished.range = SourceRange(finished.range.start, Swift.max(finished.range.end, lastNonBlankEnd))
        screen?.regions.append(finished)
        proseBreak = false
    }

    mutating func closeScreen() {
        closeRegion()
        guard var finished = screen.take() else { return }
        reportedElementOutsideRegion = false
        finished.range = SourceRange(finished.range.start, Swift.max(finished.range.end, lastNonBlankEnd))
        document.screens.append(finished)
        proseBreak = false
    }
}
