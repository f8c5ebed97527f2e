/// Where a region sits: its screen and its index in the screen's ``Screen/regions``.
public struct RegionPath: Hashable, Sendable {
    /// The screen.
    public var screen: ScreenReference
    /// Index into the screen's ``Screen/regions``.
    public var region: Int

    /// Creates a path.
    public init(screen: ScreenReference, region: Int) {
        self.screen = screen
        self.region = region
    }
}

/// What a walk does after visiting a screen, region or section.
public enum WalkAction: Sendable {
    /// Go on into its regions, sections or elements.
    case visitChildren
    /// Go on with its next sibling: its children are not visited.
    case skipChildren
}

/// A visitor of the parsed tree, as swift-markdown's `MarkupWalker`: implement the methods for
/// the nodes you need; the others do nothing (and containers are entered).
///
/// ``Screen/walk(at:with:)`` and ``Project/walk(_:)`` call them in file order: each screen, then
/// each of its regions, then the region's own elements followed by each section and its
/// elements. The paths they pass are the ones ``Project/element(_:)`` reads, so every pass over
/// elements agrees on them; one walk means the order and the paths are written once.
///
/// Nodes are read from the tree by index and passed as arguments, never bound to a loop
/// variable first, so a visitor that reads a few fields leaves the optimiser free not to copy
/// the rest. Store a node only when you need it.
public protocol ProjectVisitor {
    /// A screen, before its regions.
    mutating func visitScreen(_ screen: Screen, at reference: ScreenReference) -> WalkAction
    /// A region, before its elements and sections.
    mutating func visitRegion(_ region: Region, at path: RegionPath) -> WalkAction
    /// A section of `region`, after the region's own elements and before the section's.
    mutating func visitSection(_ section: Section, index: Int, of region: RegionPath) -> WalkAction
    /// An element, with its path and the kind of region it is in (a section's elements are in
    /// their table's region).
    mutating func visitElement(_ element: Element, at path: ElementPath, regionKind: RegionKind)
}

extension ProjectVisitor {
    /// Enters the screen.
    public mutating func visitScreen(_ screen: Screen, at reference: ScreenReference) -> WalkAction {
        .visitChildren
    }

    /// Enters the region.
    public mutating func visitRegion(_ region: Region, at path: RegionPath) -> WalkAction { .visitChildren }

    /// Enters the section.
    public mutating func visitSection(_ section: Section, index: Int, of region: RegionPath) -> WalkAction {
        .visitChildren
    }

    /// Does nothing.
    public mutating func visitElement(_ element: Element, at path: ElementPath, regionKind: RegionKind) {}
}

extension Screen {
    /// Visits this screen, known as `reference`, and everything in it, in file order.
    public func walk<Visitor: ProjectVisitor>(at reference: ScreenReference, with visitor: inout Visitor) {
        guard visitor.visitScreen(self, at: reference) == .visitChildren else { return }
        // Everything is read by index from the tree, never bound to a loop variable: `for element
        // in elements` copies each element (304 bytes and a dozen references) before the visitor
        // has looked at it; in the resolver, such copies were a third of its time on the
        // benchmark corpus.
        for regionIndex in regions.indices {
            let path = RegionPath(screen: reference, region: regionIndex)
            guard visitor.visitRegion(regions[regionIndex], at: path) == .visitChildren else { continue }
            let kind = regions[regionIndex].kind
            let elements = regions[regionIndex].elements
            for elementIndex in elements.indices {
                visitor.visitElement(
                    elements[elementIndex],
                    at: ElementPath(screen: reference, region: regionIndex, section: nil, element: elementIndex),
                    regionKind: kind)
            }
            let sections = regions[regionIndex].sections
            for sectionIndex in sections.indices {
                guard visitor.visitSection(sections[sectionIndex], index: sectionIndex, of: path) == .visitChildren
                else { continue }
                let elements = sections[sectionIndex].elements
                for elementIndex in elements.indices {
                    visitor.visitElement(
                        elements[elementIndex],
                        at: ElementPath(screen: reference, region: regionIndex, section: sectionIndex, element: elementIndex),
                        regionKind: kind)
                }
            }
        }
    }

    /// Calls `body` with every element of this screen, known as `reference`, in file order: for a
    /// pass that needs elements only (and may mutate its caller, which a visitor cannot).
    public func forEachElement(
        at reference: ScreenReference, _ body: (_ element: Element, _ path: ElementPath, _ regionKind: RegionKind) -> Void
    ) {
        // The closure is only held for the length of the walk.
        withoutActuallyEscaping(body) { body in
            var visitor = ElementClosureVisitor(body: body)
            walk(at: reference, with: &visitor)
        }
    }
}

extension Project {
    /// Visits every screen of every document, and everything in them, in document and file order.
    public func walk<Visitor: ProjectVisitor>(_ visitor: inout Visitor) {
        for document in documents.indices {
            for screen in documents[document].screens.indices {
                documents[document].screens[screen].walk(
                    at: ScreenReference(document: document, screen: screen), with: &visitor)
            }
        }
    }

    /// Visits the screen `reference` names, and everything in it, in file order.
    public func walk<Visitor: ProjectVisitor>(_ reference: ScreenReference, with visitor: inout Visitor) {
        documents[reference.document].screens[reference.screen].walk(at: reference, with: &visitor)
    }
}

/// The visitor behind ``Screen/forEachElement(at:_:)``.
private struct ElementClosureVisitor: ProjectVisitor {
    let body: (Element, ElementPath, RegionKind) -> Void

    mutating func visitElement(_ element: Element, at path: ElementPath, regionKind: RegionKind) {
        body(element, path, regionKind)
    }
}
