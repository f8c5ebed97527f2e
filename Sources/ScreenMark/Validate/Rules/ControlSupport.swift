/// Small questions the control rules share (the `Control*.swift` files).
enum ControlSupport {
    /// A number as a user writes it: `44`, `0.5`.
    static func number(_ value: Double) -> String { value.writtenForm }

    /// How a message names an element: "this info button", "this segmented control".
    static func name(of kind: ElementKind) -> String {
        switch kind {
        case .segmented: "segmented control"
        case .datePicker: "date picker"
        case .pageControl: "page control"
        case .title, .prompt, .back, .button, .infoButton, .contactAddButton, .space, .cell, .switch, .slider,
            .textField, .textView, .searchField, .label, .image, .picker, .stepper, .progress, .activityIndicator,
            .webView, .map, .collection, .tab, .message, .refreshControl, .activity:
            kind.rawValue.split(separator: "-").joined(separator: " ")
        }
    }
}
