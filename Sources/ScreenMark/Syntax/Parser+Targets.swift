/// `→ [Inbox](#inbox)`, `→ modal [Compose](#compose)`, `→ dismiss`, `-> sheet [Delete](#delete)`.
extension Parser {
    /// Reads a target from the arrow on; the cursor stops after the link or keyword.
    mutating func target(_ cursor: inout ByteCursor) -> Target? {
        let start = cursor.offset
        let isDetail = isDetailArrow(cursor)
        cursor.advance(cursor.starts(with: "→") ? 3 : 2)
        cursor.skipSpaces()
        var detailRange: SourceRange?
        if isDetail {
            let wordStart = cursor.offset
            cursor.advance(6)
            detailRange = cursor.range(from: wordStart)
            cursor.skipSpaces()
        }
        var presentation = Presentation.push
        var presentationRange: SourceRange?
        if cursor.peek() != .openBracket {
            let wordStart = cursor.offset
            cursor.advance(while: { $0.isKeywordByte })
            let range = cursor.range(from: wordStart)
            let word = text(range)
            guard let keyword = Presentation(rawValue: self.keyword(range)) else {
                sink.report(
                    word.isEmpty ? .missingTarget : .unknownPresentation,
                    word.isEmpty ? "the arrow must be followed by a link or a keyword" : "`\(word)` is not a way to present a screen",
                    at: word.isEmpty ? SourceRange(start, cursor.offset) : range,
                    notes: helpNotes(for: word, among: Presentation.allCases.map(\.rawValue), listing: ChoiceSet(Presentation.self))
                        + [.help("a target reads `→ [Screen](#screen-id)`, `→ modal [Screen](#id)` or `→ dismiss`")])
                cursor.advance(while: { $0 != .openBrace && $0 != .lessThan })
                return nil
            }
            presentation = keyword
            presentationRange = range
            cursor.skipSpaces()
        }
        var link: Link?
        if cursor.peek() == .openBracket {
            link = self.link(&cursor)
            if link == nil { return nil }
        }
        let range = cursor.range(from: start)
        if presentation.takesDestination, link == nil {
            sink.report(
                .missingLink, "`→ \(presentation.rawValue)` needs a link to what it shows", at: range,
                notes: [.help("e.g. `→ \(presentation.rawValue) [Title](#id)`")])
            return nil
        }
        if !presentation.takesDestination, let link {
            sink.report(
                .unexpectedLink, "`→ \(presentation.rawValue)` leads back, so it takes no link", at: link.range,
                notes: [.help("remove the link")])
        }
        return Target(
            presentation: presentation, presentationRange: presentationRange, detailRange: detailRange,
            link: presentation.takesDestination ? link : nil, range: range)
    }

    /// Reads `[text](destination)`.
    private mutating func link(_ cursor: inout ByteCursor) -> Link? {
        let start = cursor.offset
        cursor.advance()
        while let byte = cursor.peek(), byte != .closeBracket {
            cursor.advance(byte == .backslash ? 2 : 1)
        }
        let textEnd = cursor.offset
        guard cursor.advance(matching: "]("), let close = find(")", from: cursor.offset, to: cursor.end) else {
            sink.report(
                .incompleteLink, "this link is not complete", at: SourceRange(start, cursor.end),
                notes: [.help("a link reads `[Title](#screen-id)` or `[Title](file.screen.md#screen-id)`")])
            cursor.advance(while: { _ in true })
            return nil
        }
        let destinationRange = SourceRange(cursor.offset, close)
        cursor.advance(close + 1 - cursor.offset)
        let destination = text(destinationRange)
        let text = unescaped(SourceRange(start + 1, textEnd))
        let linkRange = SourceRange(start, cursor.offset)
        let isScreenLink =
            destinationRange.count > 0 && find(" ", from: destinationRange.start, to: destinationRange.end) == nil
            && find(":", from: destinationRange.start, to: destinationRange.end) == nil
        if !isScreenLink {
            sink.report(
                .invalidLink,
                destination.isEmpty ? "this link leads nowhere" : "`\(destination)` is not a screen link",
                at: destination.isEmpty ? linkRange : destinationRange,
                notes: [.help("links lead to screens: `#screen-id`, `file.screen.md` or `file.screen.md#screen-id`")])
            return nil
        }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let filePart = parts[0].isEmpty ? nil : String(parts[0])
        let fragment = parts.count > 1 ? String(parts[1]) : nil
        return Link(
            text: text, file: filePart, fragment: fragment, destinationRange: destinationRange, range: linkRange)
    }

    /// Checks that the element may lead somewhere, and gives `back` its implied target.
    mutating func checkTarget(_ element: inout Element, spec: ElementSpec) {
        if let detail = element.detailTarget, element.choice("accessory", as: Accessory.self) != .detailDisclosure {
            sink.report(
                .unexpectedTarget, "`→ detail` is where a detail disclosure button leads, and this element has none",
                at: detail.detailRange ?? detail.range,
                notes: [.help("give the cell `{accessory: detail-disclosure}`, or write `→ [Title](#id)` for the tap on the row")])
            element.detailTarget = nil
        }
        if element.kind == .back {
            if let target = element.target {
                sink.report(
                    .unexpectedTarget, "a back button always goes back; it takes no target", at: target.range,
                    notes: [.help("remove the target")])
            }
            element.target = Target(
                presentation: .back, presentationRange: nil, detailRange: nil, link: nil, range: element.kindRange)
            return
        }
        guard let target = element.target else { return }
        if !spec.navigates {
            sink.report(
                .unexpectedTarget, "a `\(element.kind.rawValue)` does not lead anywhere", at: target.range,
                notes: [.help("only buttons, cells, tabs, images, collections, search fields and activities take `→ target`")])
            element.target = nil
        } else if element.kind == .tab, !target.presentation.takesDestination {
            // A tab that presents (`→ modal`, `→ sheet`) is what some apps do, and a rule flags it;
            // one that goes back or dismisses has nothing to open.
            sink.report(
                .invalidTabTarget, "a tab opens a screen; write `→ [Title](#screen-id)`",
                at: target.presentationRange ?? target.range)
            element.target = nil
        }
    }
}
