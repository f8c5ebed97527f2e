/// Small questions the control rules share (the `Control*.swift` files).
enum ControlSupport {
    /// An element with where it sits.
    struct Placed {
        var path: ElementPath
        var region: Region
        var element: Element
    }

    /// Every element of `screen`, with its path and region, in file order.
    static func elements(of screen: ScreenReference, in project: Project) -> [Placed] {
        var result: [Placed] = []
        for (regionIndex, region) in project.screen(screen).regions.enumerated() {
            for (index, element) in region.elements.enumerated() {
                let path = ElementPath(screen: screen, region: regionIndex, section: nil, element: index)
                result.append(Placed(path: path, region: region, element: element))
            }
            for (sectionIndex, section) in region.sections.enumerated() {
                for (index, element) in section.elements.enumerated() {
                    let path = ElementPath(screen: screen, region: regionIndex, section: sectionIndex, element: index)
                    result.append(Placed(path: path, region: region, element: element))
                }
            }
        }
        return result
    }

    /// A number as a user writes it: `44`, `0.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// How a message names an element: "this info button", "this segmented control".
    static func name(of kind: ElementKind) -> String {
        switch kind {
        case .segmented: "segmented control"
        case .datePicker: "date picker"
        case .pageControl: "page control"
        default: kind.rawValue.split(separator: "-").joined(separator: " ")
        }
    }
}
