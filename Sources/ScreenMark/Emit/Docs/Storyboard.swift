import Foundation

/// An app's storyboard as SVG: each screen drawn as its wireframe, arrows for the links between
/// screens, laid out by Graphviz (`dot -Tplain`, which gives positions and edge splines; the
/// drawing itself is ours, so every text is escaped here and every screen links to its page).
struct Storyboard {
    /// A screen to draw: its wireframe and the page it links to.
    struct Node {
        var lines: [String]
        var title: String
        var link: String
    }

    /// A link between two screens.
    struct Edge {
        var from, to: Int
        var label: String
        var presentation: Presentation
        /// A tab switch rather than a push.
        var isTab: Bool
    }

    var nodes: [Node]
    var edges: [Edge]
    /// The id of the arrowhead's marker: one a storyboard, so that a page showing several (the
    /// index's thumbnails) holds each id once.
    var markerID = "arrow"

    /// Points per column and per line of a wireframe, at the drawing's font size.
    private static let fontSize = 10.0
    private static let columnWidth = 6.0
    private static let lineHeight = 12.0
    private static let titleHeight = 16.0

    /// The SVG, or `nil` when `dot` is not on the `PATH` or fails.
    func svg() -> String? {
        guard let dot = Self.findDot(), let plain = Self.run(dot, input: graph()), let layout = Layout(plain: plain) else {
            return nil
        }
        return draw(layout)
    }

    /// The graph in DOT: nodes of fixed size (the wireframes'), edges labelled with the element.
    func graph() -> String {
        var lines = ["digraph storyboard {", "  rankdir=LR; nodesep=0.4; ranksep=1.0;",
                     "  node [shape=box, fixedsize=true, label=\"\"]; edge [fontsize=9, fontname=\"Helvetica\"];"]
        for (index, node) in nodes.enumerated() {
            let size = Self.size(of: node)
            lines.append("  n\(index) [width=\(size.width / 72), height=\(size.height / 72)];")
        }
        for edge in edges {
            lines.append("  n\(edge.from) -> n\(edge.to) [label=\"\(Self.dotEscaped(edge.label))\"];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func size(of node: Node) -> (width: Double, height: Double) {
        let columns = node.lines.map(DisplayWidth.of).max() ?? 0
        return (Double(columns) * columnWidth + 8, Double(node.lines.count) * lineHeight + titleHeight + 8)
    }

    private func draw(_ layout: Layout) -> String {
        let width = layout.width * 72, height = layout.height * 72
        func x(_ value: Double) -> String { String(format: "%.1f", value * 72) }
        func y(_ value: Double) -> String { String(format: "%.1f", height - value * 72) }
        var svg = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"storyboard\" viewBox=\"0 0 \(Int(width.rounded(.up))) \(Int(height.rounded(.up)))\" role=\"img\" aria-label=\"Storyboard\">",
            "<defs><marker id=\"\(markerID)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" class=\"arrowhead\"/></marker></defs>",
        ]
        // Graphviz lists edges as it likes: each of ours takes the next one it gave between the
        // same two nodes.
        var remaining: [String: [Int]] = [:]
        for (position, edge) in layout.edges.enumerated() { remaining[edge.key, default: []].append(position) }
        for edge in edges {
            guard let position = remaining["\(edge.from)>\(edge.to)"]?.first else { continue }
            remaining["\(edge.from)>\(edge.to)"]!.removeFirst()
            let placed = layout.edges[position]
            let points = placed.points
            guard let first = points.first else { continue }
            var path = "M \(x(first.x)) \(y(first.y))"
            var rest = points.dropFirst()
            while rest.count >= 3 {
                let (a, b, c) = (rest[rest.startIndex], rest[rest.startIndex + 1], rest[rest.startIndex + 2])
                path += " C \(x(a.x)) \(y(a.y)) \(x(b.x)) \(y(b.y)) \(x(c.x)) \(y(c.y))"
                rest = rest.dropFirst(3)
            }
            let style = edge.isTab ? "tab" : edge.presentation.rawValue
            svg.append("<path class=\"edge \(style)\" d=\"\(path)\" marker-end=\"url(#\(markerID))\"/>")
            if let label = placed.label {
                svg.append("<text class=\"edge-label\" x=\"\(x(label.x))\" y=\"\(y(label.y))\" text-anchor=\"middle\">\(Self.xmlEscaped(edge.label))</text>")
            }
        }
        for (index, node) in nodes.enumerated() where index < layout.nodes.count {
            let center = layout.nodes[index]
            let size = Self.size(of: node)
            let left = center.x * 72 - size.width / 2, top = height - center.y * 72 - size.height / 2
            svg.append("<a href=\"\(Self.xmlEscaped(node.link))\"><g class=\"screen\">")
            svg.append("<title>\(Self.xmlEscaped(node.title))</title>")
            svg.append(String(format: "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"6\"/>", left, top, size.width, size.height))
            svg.append(String(format: "<text class=\"screen-title\" x=\"%.1f\" y=\"%.1f\">", left + 4, top + 12) + Self.xmlEscaped(node.title) + "</text>")
            for (row, line) in node.lines.enumerated() {
                let baseline = top + Self.titleHeight + 4 + Double(row + 1) * Self.lineHeight - 3
                // As long as its columns, whatever font draws a glyph: a fallback font's ⓘ is wider
                // than a column, and the frame's right border would jog.
                let columns = DisplayWidth.of(line)
                let length = columns == 0 ? "" : String(format: " textLength=\"%.1f\" lengthAdjust=\"spacing\"", Double(columns) * Self.columnWidth)
                svg.append(String(format: "<text class=\"wireframe\" x=\"%.1f\" y=\"%.1f\"", left + 4, baseline) + length + " xml:space=\"preserve\">" + Self.xmlEscaped(line) + "</text>")
            }
            svg.append("</g></a>")
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    // MARK: - Graphviz

    /// Where `dot -Tplain` put the nodes and edges, in inches from the bottom left.
    struct Layout {
        struct Point { var x, y: Double }
        var width = 0.0, height = 0.0
        var nodes: [Point] = []
        /// Each edge: `tail>head` (node indices), its spline's points and its label's place.
        var edges: [(key: String, points: [Point], label: Point?)] = []

        /// Reads `graph`, `node` and `edge` lines; node names are `n<index>` in order.
        init?(plain: String) {
            var nodes: [Int: Point] = [:]
            for line in plain.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                switch words.first {
                case "graph"?:
                    guard words.count >= 4, let width = Double(words[2]), let height = Double(words[3]) else { return nil }
                    (self.width, self.height) = (width, height)
                case "node"?:
                    guard words.count >= 4, let index = Int(words[1].dropFirst()), let x = Double(words[2]), let y = Double(words[3])
                    else { return nil }
                    nodes[index] = Point(x: x, y: y)
                case "edge"?:
                    guard words.count >= 4, let count = Int(words[3]), words.count >= 4 + 2 * count else { return nil }
                    let points = (0..<count).compactMap { i -> Point? in
                        guard let x = Double(words[4 + 2 * i]), let y = Double(words[5 + 2 * i]) else { return nil }
                        return Point(x: x, y: y)
                    }
                    // Then `[label xl yl] style color`: the label (one word or a quoted run of them)
                    // is known by what follows it, so read from the end.
                    let rest = Array(words.dropFirst(4 + 2 * count))
                    var label: Point?
                    if rest.count >= 5, let x = Double(rest[rest.count - 4]), let y = Double(rest[rest.count - 3]) {
                        label = Point(x: x, y: y)
                    }
                    let key = "\(words[1].dropFirst())>\(words[2].dropFirst())"
                    edges.append((key, points, label))
                default:
                    continue
                }
            }
            self.nodes = nodes.keys.sorted().map { nodes[$0]! }
        }
    }

    /// `dot` on the `PATH`, if any.
    static func findDot() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func run(_ dot: String, input: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tplain"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        // A `dot` that exits before reading all its input must not kill the tool with SIGPIPE:
        // the write then fails, and there is no storyboard.
        signal(SIGPIPE, SIG_IGN)
        do { try process.run() } catch { return nil }
        // Written on its own thread: a large graph fills the pipe before dot starts answering.
        let descriptor = stdin.fileHandleForWriting.fileDescriptor
        let writer = Thread {
            let bytes = Array(input.utf8)
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                written += count
            }
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: output, as: UTF8.self) : nil
    }

    static func dotEscaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "\"": result += "\\" + String(scalar)
            case "\n", "\r": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text and attribute values for XML: the five entities, control characters dropped (XML 1.0
    /// cannot hold them).
    static func xmlEscaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
