import CCMark

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A small, safe wrapper over libcmark (the CommonMark reference parser, 0.30 API only).
///
/// Two uses: tests that compare ScreenMark's own parser with cmark's reading of the same file
/// (``outline(of:)``), and rendering Markdown descriptions to HTML (``html(_:)``).
/// Every call parses afresh and frees everything it allocated; there is no shared state.
public enum CommonMark {
    /// A heading or a list item, as cmark read it.
    public struct Block: Hashable, Sendable {
        /// What kind of block this is.
        public enum Kind: Hashable, Sendable {
            /// An ATX (`# …`) or setext heading of level 1–6.
            case heading(level: Int)
            /// An item of a bullet (`ordered == false`) or ordered list. `depth` is 1 for an item of
            /// a top-level list, 2 for an item of a list nested inside an item, and so on (the
            /// number of lists enclosing the item).
            case listItem(ordered: Bool, depth: Int)
        }

        /// What kind of block this is.
        public var kind: Kind
        /// The 1-based line the block starts on (`cmark_node_get_start_line`).
        public var line: Int
        /// The block's literal text: for a heading, all of its inline content; for a list item,
        /// the first line of its first block if that block is a paragraph, else `""`.
        ///
        /// Literal text means: text and code spans as cmark decoded them (backslash escapes and
        /// entities resolved), the text inside emphasis, links and images (not URLs), inline
        /// HTML verbatim, and a soft or hard line break as one space (a heading) or the end of
        /// the text (a list item).
        public var text: String

        /// Creates a block.
        public init(kind: Kind, line: Int, text: String) {
            self.kind = kind
            self.line = line
            self.text = text
        }
    }

    /// The version of the linked libcmark, e.g. `"0.30.2"`.
    public static var version: String {
        String(cString: cmark_version_string())
    }

    /// Every heading and every list item of a Markdown document, in document order.
    ///
    /// Parses `bytes` with `CMARK_OPT_VALIDATE_UTF8` only (invalid UTF-8 becomes U+FFFD; no
    /// smart punctuation). A UTF-8 BOM and CRLF line ends are fine. A YAML front-matter block
    /// is not understood by cmark; blank it first with ``blankingFrontMatter(_:frontMatterEnd:)``.
    public static func outline(of bytes: [UInt8]) -> [Block] {
        let options = Int32(CMARK_OPT_VALIDATE_UTF8)
        let parsed: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                // An empty array may have no storage; cmark needs a valid pointer even for 0 bytes.
                guard let base = chars.baseAddress else { return cmark_parse_document("", 0, options) }
                return cmark_parse_document(base, chars.count, options)
            }
        }
        guard let document = parsed else { return [] }
        defer { cmark_node_free(document) }
        var walker = OutlineWalker()
        return walker.walk(document)
    }

    /// Renders Markdown to an HTML fragment with `CMARK_OPT_DEFAULT`, which is safe: raw HTML
    /// (blocks and inline) is replaced by `<!-- raw HTML omitted -->` and `javascript:`,
    /// `vbscript:`, `file:` and most `data:` link destinations are dropped.
    public static func html(_ markdown: String) -> String {
        var markdown = markdown
        let options = Int32(CMARK_OPT_DEFAULT)
        let rendered: UnsafeMutablePointer<CChar>? = markdown.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                guard let base = chars.baseAddress else { return cmark_markdown_to_html("", 0, options) }
                return cmark_markdown_to_html(base, chars.count, options)
            }
        }
        guard let rendered else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// `bytes` with every byte before `frontMatterEnd` replaced by a space, except line
    /// terminators (`\n` and `\r`), so cmark sees blank lines there and line numbers stay true.
    ///
    /// `frontMatterEnd` is the byte offset just past the closing `---` line (including its line
    /// terminator); it is clamped to `0...bytes.count`. If it points into the middle of a line,
    /// the rest of that line gains leading spaces, which cmark may read as indentation.
    public static func blankingFrontMatter(_ bytes: [UInt8], frontMatterEnd: Int) -> [UInt8] {
        var result = bytes
        let end = Swift.max(0, Swift.min(frontMatterEnd, bytes.count))
        for index in 0..<end where result[index] != UInt8(ascii: "\n") && result[index] != UInt8(ascii: "\r") {
            result[index] = UInt8(ascii: " ")
        }
        return result
    }
}

/// One pass of `cmark_iter_*` over a parsed document, collecting headings and list items.
private struct OutlineWalker {
    /// A heading, or the paragraph that gives a list item its text, whose inlines are being read.
    private struct Capture {
        var node: OpaquePointer
        var blockIndex: Int
        var isHeading: Bool
        var stopped = false
    }

    private var blocks: [CommonMark.Block] = []
    /// `true` for an ordered list, innermost last.
    private var lists: [Bool] = []
    /// Open list items and the index of their block, innermost last.
    private var items: [(node: OpaquePointer, blockIndex: Int)] = []
    private var capture: Capture?

    mutating func walk(_ document: OpaquePointer) -> [CommonMark.Block] {
        guard let iterator = cmark_iter_new(document) else { return [] }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE || event == CMARK_EVENT_NONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_ENTER {
                enter(node)
            } else {
                exit(node)
            }
        }
        return blocks
    }

    private mutating func enter(_ node: OpaquePointer) {
        let line = Int(cmark_node_get_start_line(node))
        switch cmark_node_get_type(node) {
        case CMARK_NODE_LIST:
            lists.append(cmark_node_get_list_type(node) == CMARK_ORDERED_LIST)
        case CMARK_NODE_ITEM:
            items.append((node, blocks.count))
            let kind = CommonMark.Block.Kind.listItem(ordered: lists.last ?? false, depth: Swift.max(1, lists.count))
            blocks.append(CommonMark.Block(kind: kind, line: line, text: ""))
        case CMARK_NODE_HEADING:
            let level = Int(cmark_node_get_heading_level(node))
            capture = Capture(node: node, blockIndex: blocks.count, isHeading: true)
            blocks.append(CommonMark.Block(kind: .heading(level: level), line: line, text: ""))
        case CMARK_NODE_PARAGRAPH:
            // Only the item's first block, when it is a paragraph, holds its element line.
            if let item = items.last, cmark_node_parent(node) == item.node, cmark_node_previous(node) == nil {
                capture = Capture(node: node, blockIndex: item.blockIndex, isHeading: false)
            }
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            append(literal(of: node))
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            lineBreak()
        default:
            break
        }
    }

    private mutating func exit(_ node: OpaquePointer) {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_LIST:
            _ = lists.popLast()
        case CMARK_NODE_ITEM:
            _ = items.popLast()
        case CMARK_NODE_HEADING, CMARK_NODE_PARAGRAPH:
            if capture?.node == node { capture = nil }
        default:
            break
        }
    }

    private mutating func append(_ text: String) {
        guard let current = capture, !current.stopped else { return }
        blocks[current.blockIndex].text += text
    }

    /// A heading joins its lines with a space; a list item's text ends at its first line.
    private mutating func lineBreak() {
        guard let current = capture, !current.stopped else { return }
        if current.isHeading {
            blocks[current.blockIndex].text += " "
        } else {
            capture?.stopped = true
        }
    }

    private func literal(of node: OpaquePointer) -> String {
        guard let literal = cmark_node_get_literal(node) else { return "" }
        return String(cString: literal)
    }
}
