/// What parsing one file gives: the document and every problem found on the way.
public struct ParseResult: Sendable {
    /// Everything that was understood, even when there are errors.
    public var document: Document
    /// Syntax problems, in file order.
    public var diagnostics: [Diagnostic]
}

/// The hand-written parser of the screen language.
///
/// It reads the file line by line over its UTF-8 bytes, dispatching on each line's first
/// significant byte, the way a CommonMark parser finds block starts: headings give the structure,
/// list items the elements, everything else is kept as Markdown prose. It never stops at a
/// problem: it reports it, skips to the next line (or the next heading, inside a region it does
/// not know) and carries on, so one run reports everything and the AST is always returned.
public struct Parser {
    /// Files above this size get one diagnostic and are not parsed: 16 MiB is far beyond any
    /// screen file and keeps a run bounded.
    public static let maximumFileSize = 16 * 1024 * 1024
    /// Parses `file`.
    public static func parse(_ file: SourceFile) -> ParseResult {
        file.bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(file: file, bytes: buffer)
            parser.run()
            return ParseResult(document: parser.document, diagnostics: parser.sink.diagnostics)
        }
    }

    /// The front matter of `file` alone, read as ``parse(_:)`` reads it, without its screens: what
    /// finding the other files of an app needs (a one-file check must not parse every file twice).
    public static func frontMatter(_ file: SourceFile) -> FrontMatter? {
        guard file.bytes.count <= Parser.maximumFileSize else { return nil }
        return file.bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(file: file, bytes: buffer)
            _ = parser.parseFrontMatter(from: parser.hasByteOrderMark ? 3 : 0)
            return parser.document.frontMatter
        }
    }

    let file: SourceFile
    /// The file's bytes, valid while ``parse(_:)`` runs; never stored in the result.
    let bytes: UnsafeBufferPointer<UInt8>
    var sink: DiagnosticSink
    var document: Document

    // Open containers, innermost last. Each is appended to its parent when closed.
    var screen: Screen?
    var region: Region?
    /// The element kinds the open region accepts, looked up once per region.
    var regionElements: [ElementKind] = []
    var section: Section?
    /// Inside a `##` region whose name is unknown: its lines are skipped until the next heading.
    var skippingRegion = false
    /// The screen has already been told its elements need a region.
    var reportedElementOutsideRegion = false

    // Line-level state.
    var lastNonBlankEnd = 0
    var paragraphOpen = false
    var list: ListState?
    var fence: (byte: UInt8, length: Int)?
    var openCommentStart: Int?
    /// A blank line or an element came since the last prose line: the next one starts a new
    /// paragraph of the prose it joins.
    var proseBreak = false
    /// Reads the open piece of prose as `docs` will hand it to libcmark; `nil` once it has passed
    /// a bound and been reported (see ``ProseBound``).
    var proseBound: ProseBound.Scanner? = ProseBound.Scanner()
    var invalidUTF8Reports = 0

    /// An open bullet list: where its items' text starts, for telling nested items and
    /// continuation lines from new items.
    struct ListState {
        var contentIndent: Int
        var lastLineWasItem: Bool
        var blankSinceItem: Bool
        var itemIsElement: Bool
        var reportedContinuation: Bool
        var reportedNesting: Bool
    }

    private init(file: SourceFile, bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        self.bytes = bytes
        self.sink = DiagnosticSink(path: file.path)
        self.document = Document(
            path: file.path, frontMatter: nil, introduction: nil, screens: [], comments: [],
            range: SourceRange(0, file.bytes.count))
    }

    private mutating func run() {
        guard bytes.count <= Parser.maximumFileSize else {
            sink.report(
                .fileTooLarge,
                "this file is \(file.size / (1024 * 1024)) MiB; screen files are read up to "
                    + "\(Parser.maximumFileSize / (1024 * 1024)) MiB",
                at: .empty(at: 0), notes: [.help("split the screens into several `.screen.md` files")])
            return
        }
        var bodyStart = hasByteOrderMark ? 3 : 0
        bodyStart = parseFrontMatter(from: bodyStart)
        for lineIndex in 0..<file.lineCount {
            let (start, end) = lineBounds(lineIndex)
            guard end >= bodyStart else { continue }
            let lineStart = Swift.max(start, bodyStart)
            checkUTF8(from: lineStart, to: end)
            parseLine(ByteCursor(bytes: bytes, from: lineStart, to: end))
        }
        if let start = openCommentStart {
            sink.report(
                .unclosedComment, "this comment is not closed; end it with `-->`", at: SourceRange(start, start + 4))
            recordComment(from: start, to: bytes.count, closed: false)
        }
        closeScreen()
    }

    private var hasByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The start of line `index` and the end of its text (before `\n`, `\r\n` or `\r`).
    func lineBounds(_ index: Int) -> (start: Int, end: Int) {
        let start = file.lineStarts[index]
        var end = index + 1 < file.lineCount ? file.lineStarts[index + 1] : bytes.count
        if end > start, bytes[end - 1] == .newline { end -= 1 }
        if end > start, bytes[end - 1] == .carriageReturn { end -= 1 }
        return (start, end)
    }

    // MARK: - Lines

    /// Dispatches one line on its first significant byte.
    private mutating func parseLine(_ line: ByteCursor) {
        if let fence {
            continueFence(line, fence)
            return
        }
        if let start = openCommentStart {
            continueComment(line, startedAt: start)
            return
        }
        var cursor = line
        let indent = indentation(&cursor)
        guard !cursor.isAtEnd else {
            blankLine()
            return
        }
        defer { lastNonBlankEnd = line.end }
        if indent >= 4 {
            indentedLine(line, indent: indent)
            return
        }
        let byte = cursor.peek()!
        if byte == .lessThan, cursor.starts(with: "<!--") {
            commentStart(cursor)
        } else if let opening = fenceOpening(cursor) {
            fence = opening
            prose(line)
        } else if let level = atxLevel(cursor) {
            heading(level: level, cursor, line: line)
        } else if paragraphOpen, byte == .equals || byte == .dash, isSetextUnderline(cursor) {
            sink.report(
                .setextHeading,
                "a line of `\(byte == .equals ? "=" : "-")` under text makes that text a heading in Markdown, "
                    + "which ScreenMark does not read",
                at: SourceRange(cursor.offset, line.end),
                notes: [.help("write headings with `#`, e.g. `# Title` for a screen, `## Content` for a region")])
            prose(line)
            paragraphOpen = false
        } else if byte == .dash || byte == .star || byte == .underscore, isThematicBreak(cursor) {
            prose(line)
            paragraphOpen = false
            list = nil
        } else if byte == .dash || byte == .star || byte == .plus, isBulletMarker(cursor) {
            bulletItem(cursor, indent: indent, line: line)
        } else if byte.isASCIIDigit, orderedMarkerWidth(cursor) != nil {
            orderedItem(cursor, indent: indent, line: line)
        } else {
            textLine(line, indent: indent)
        }
    }

    private mutating func blankLine() {
        paragraphOpen = false
        if list != nil {
            list!.blankSinceItem = true
            list!.lastLineWasItem = false
        }
        proseBreak = true
    }

    private mutating func indentedLine(_ line: ByteCursor, indent: Int) {
        guard let list else {
            // An indented code block, or a paragraph's continuation: prose either way.
            prose(line)
            return
        }
        var cursor = line
        cursor.skipSpaces()
        if indent >= list.contentIndent || list.lastLineWasItem {
            if let byte = cursor.peek(), byte == .dash || byte == .star || byte == .plus, isBulletMarker(cursor) {
                bulletItem(cursor, indent: indent, line: line)
            } else if cursor.peek()?.isASCIIDigit == true, orderedMarkerWidth(cursor) != nil {
                orderedItem(cursor, indent: indent, line: line)
            } else {
                itemContinuation(line)
            }
        } else {
            self.list = nil
            prose(line)
        }
    }

    mutating func textLine(_ line: ByteCursor, indent: Int) {
        if let list, list.lastLineWasItem || (indent >= list.contentIndent) {
            itemContinuation(line)
            return
        }
        list = nil
        prose(line)
        paragraphOpen = true
    }

    /// Text that Markdown reads as part of the list item above it.
    private mutating func itemContinuation(_ line: ByteCursor) {
        guard var state = list else { return }
        if state.itemIsElement, !state.reportedContinuation, !skippingRegion {
            var cursor = line
            cursor.skipSpaces()
            sink.report(
                .elementContinuation,
                "this line continues the list item above, so it is not read as part of the screen",
                at: SourceRange(cursor.offset, line.end),
                notes: [.help("write each element on one line, or leave a blank line and start the text at the left edge")])
            state.reportedContinuation = true
        }
        state.lastLineWasItem = !state.blankSinceItem && state.lastLineWasItem
        list = state
    }

    // MARK: - Fences and comments

    private mutating func continueFence(_ line: ByteCursor, _ open: (byte: UInt8, length: Int)) {
        var cursor = line
        let indent = indentation(&cursor)
        if indent < 4 {
            let count = cursor.advance(while: { $0 == open.byte })
            if count >= open.length, cursor.restIsBlank { fence = nil }
        }
        prose(line)
    }

    /// The fence a line opens: three or more backticks or tildes (backtick fences have no
    /// backtick in their info string).
    private func fenceOpening(_ start: ByteCursor) -> (byte: UInt8, length: Int)? {
        var cursor = start
        guard let byte = cursor.peek(), byte == .backtick || byte == .tilde else { return nil }
        let length = cursor.advance(while: { $0 == byte })
        guard length >= 3 else { return nil }
        if byte == .backtick, cursor.advance(while: { $0 != .backtick }) >= 0, !cursor.isAtEnd { return nil }
        return (byte, length)
    }

    private mutating func commentStart(_ cursor: ByteCursor) {
        paragraphOpen = false
        let start = cursor.offset
        if let close = find("-->", from: start + 4, to: cursor.end) {
            recordComment(from: start, to: close + 3, closed: true)
        } else {
            openCommentStart = start
        }
    }

    private mutating func continueComment(_ line: ByteCursor, startedAt start: Int) {
        if let close = find("-->", from: line.offset, to: line.end) {
            openCommentStart = nil
            recordComment(from: start, to: close + 3, closed: true)
            lastNonBlankEnd = line.end
        }
    }

    mutating func recordComment(from start: Int, to end: Int, closed: Bool) {
        let textEnd = closed ? end - 3 : end
        let text = text(SourceRange(Swift.min(start + 4, textEnd), textEnd))
        document.comments.append(
            Comment(text: text.trimmedOfWhitespace, range: SourceRange(start, end)))
    }

    /// The offset of `literal` in `start..<end`, if it occurs.
    func find(_ literal: StaticString, from start: Int, to end: Int) -> Int? {
        let first = literal.utf8Start.pointee
        var cursor = ByteCursor(bytes: bytes, from: start, to: end)
        while !cursor.isAtEnd {
            if cursor.peek() == first, cursor.starts(with: literal) { return cursor.offset }
            cursor.advance()
        }
        return nil
    }

    // MARK: - Block starts

    /// Consumes leading spaces and tabs and returns the indentation width (tabs to multiples of 4).
    func indentation(_ cursor: inout ByteCursor) -> Int {
        var width = 0
        while let byte = cursor.peek(), byte == .space || byte == .tab {
            width = byte == .tab ? (width / 4 + 1) * 4 : width + 1
            cursor.advance()
        }
        return width
    }

    /// `#` to `######` followed by a space, a tab or the end of the line.
    private func atxLevel(_ start: ByteCursor) -> Int? {
        var cursor = start
        let level = cursor.advance(while: { $0 == .hash })
        guard (1...6).contains(level) else { return nil }
        guard let next = cursor.peek() else { return level }
        return next == .space || next == .tab ? level : nil
    }

    private func isSetextUnderline(_ start: ByteCursor) -> Bool {
        var cursor = start
        let byte = cursor.peek()!
        cursor.advance(while: { $0 == byte })
        return cursor.restIsBlank
    }

    private func isThematicBreak(_ start: ByteCursor) -> Bool {
        var cursor = start
        let byte = cursor.peek()!
        var count = 0
        while let next = cursor.peek() {
            if next == byte {
                count += 1
            } else if next != .space && next != .tab {
                return false
            }
            cursor.advance()
        }
        return count >= 3
    }

    private func isBulletMarker(_ start: ByteCursor) -> Bool {
        guard let next = start.peek(1) else { return true }
        return next == .space || next == .tab
    }

    /// `1.` or `1)` (up to nine digits) followed by a space or the end: the width of the marker.
    private func orderedMarkerWidth(_ start: ByteCursor) -> Int? {
        var cursor = start
        let digits = cursor.advance(while: { $0.isASCIIDigit })
        guard digits <= 9, let delimiter = cursor.peek(), delimiter == .dot || delimiter == .closeParen else {
            return nil
        }
        cursor.advance()
        guard cursor.isAtEnd || cursor.peek() == .space || cursor.peek() == .tab else { return nil }
        return digits + 1
    }
}
