/// What many rules ask of every screen, worked out once per validation rather than once per
/// rule: every element with its place, and every region by kind. (Rebuilt by each rule, these
/// lists were three quarters of a large check's time.)
public struct ProjectIndex: Sendable {
    /// An element with where it sits. A class, so that the dozens of rules iterating every
    /// element share one place instead of copying it for every rule.
    public final class PlacedElement: Sendable {
        /// The element's path in the project.
        public let path: ElementPath
        /// The kind of region it is in.
        public let regionKind: RegionKind
        /// The list the element is in (its region's or its section's), shared with the project:
        /// the index holds no copy of any element.
        private let siblings: [Element]

        /// The element.
        public var element: Element { siblings[path.element] }

        init(path: ElementPath, regionKind: RegionKind, siblings: [Element]) {
            self.path = path
            self.regionKind = regionKind
            self.siblings = siblings
        }
    }

    /// Where a region sits (the region itself stays in the project: a copy of every region was a
    /// tenth of a large check's memory).
    public struct PlacedRegion: Sendable {
        /// The screen.
        public var screen: ScreenReference
        /// Index into the screen's regions.
        public var index: Int
    }

    /// Every screen, in document order.
    public let screens: [ScreenReference]
    /// Every region of each kind, in file order.
    public let regions: [RegionKind: [PlacedRegion]]
    /// Every element of each screen, in file order, by the screen's position in ``screens``
    /// (arrays, not dictionaries: rules ask for them tens of thousands of times).
    private let elementsByScreen: [[PlacedElement]]
    /// Where each document's screens start in ``screens``.
    private let firstScreen: [Int]

    /// Every element of `screen`, in file order.
    public func elements(of screen: ScreenReference) -> [PlacedElement] {
        elementsByScreen[firstScreen[screen.document] + screen.screen]
    }

    /// Indexes `project`.
    public init(_ project: Project) {
        var firstScreen: [Int] = []
        var count = 0
        for document in project.documents {
            firstScreen.append(count)
            count += document.screens.count
        }
        screens = project.screenReferences
        var indexer = Indexer()
        project.walk(&indexer)
        self.elementsByScreen = indexer.elementsByScreen
        self.firstScreen = firstScreen
        self.regions = indexer.regions
    }

    /// Gathers the index in one walk: elements by screen, regions by kind.
    private struct Indexer: ProjectVisitor {
        var elementsByScreen: [[PlacedElement]] = []
        var regions: [RegionKind: [PlacedRegion]] = [:]
        /// The element lists of the region and of the section being walked.
        var regionElements: [Element] = []
        var sectionElements: [Element] = []

        mutating func visitScreen(_ screen: Screen, at reference: ScreenReference) -> WalkAction {
            elementsByScreen.append([])
            return .visitChildren
        }

        mutating func visitRegion(_ region: Region, at path: RegionPath) -> WalkAction {
            regions[region.kind, default: []].append(PlacedRegion(screen: path.screen, index: path.region))
            regionElements = region.elements
            return .visitChildren
        }

        mutating func visitSection(_ section: Section, index: Int, of region: RegionPath) -> WalkAction {
            sectionElements = section.elements
            return .visitChildren
        }

        mutating func visitElement(_ element: Element, at path: ElementPath, regionKind: RegionKind) {
            // The walk visits screens in the order of `screens`: the last list is this screen's.
            elementsByScreen[elementsByScreen.count - 1].append(
                PlacedElement(
                    path: path, regionKind: regionKind, siblings: path.section == nil ? regionElements : sectionElements))
        }
    }
}
