/// The characters a wireframe is drawn with, in one of two sets.
///
/// The Unicode set uses box drawing and a few geometric shapes. All of them are one column wide in
/// ``DisplayWidth`` (East Asian Width N or A; ambiguous counts as narrow) and none has an emoji
/// presentation, so a terminal never draws one as a wide emoji. (▶ and ◀ are avoided for that
/// reason.) The ASCII set is for terminals that draw the ambiguous characters two columns wide
/// (CJK locales) and for tools that accept only ASCII.
struct Glyphs: Sendable {
    // Frame and boxes: `h` horizontal, `v` vertical, corners by position, tees by the side that
    // joins (`teeLeft` is ├: a vertical line joined from the right).
    let h, v: Character
    let topLeft, topRight, bottomLeft, bottomRight: Character
    let roundTopLeft, roundTopRight, roundBottomLeft, roundBottomRight: Character
    let teeLeft, teeRight, teeDown, teeUp: Character
    let dashed: Character
    let diagonalDown, diagonalUp: Character
    /// Truncation mark; `…` is itself East Asian ambiguous, hence `...` in ASCII.
    let ellipsis: String
    /// The plain table section header band.
    let band: Character
    /// Between a drawing's name and its title; a wheel with no value.
    let dash: String

    // Controls.
    let back, disclosure, detailDisclosure, checkmark: String
    let deleteControl, insertControl, reorder: String
    let switchOn, switchOff: String
    let sliderTrack, sliderThumb: Character
    let progressDone, progressToDo: Character
    let pageCurrent, pageOther: Character
    let spinner, refresh: String
    let infoButton, contactAdd: String
    let stepper: String
    /// An image: in a cell, on a slider's ends, a service's icon, an icon segment.
    let icon: String
    /// A tab's icon, and the selected tab's (filled; drawn between the selection marks).
    let tab, tabSelected: String
    /// Either side of what is selected: a picker's row, a segment, the selected tab.
    let selectedLeft, selectedRight: Character
    /// A map's background (and the entries a shortened table index leaves out), its pin.
    let mapDot, mapPin: String
    let satellite: Character
    let clear: String
    let secureDot: Character
    let destructive: String
    let signal, battery, networkActivity: String

    /// Unicode box drawing: the default.
    static let unicode = Glyphs(
        h: "─", v: "│",
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        roundTopLeft: "╭", roundTopRight: "╮", roundBottomLeft: "╰", roundBottomRight: "╯",
        teeLeft: "├", teeRight: "┤", teeDown: "┬", teeUp: "┴",
        dashed: "┄", diagonalDown: "╲", diagonalUp: "╱",
        ellipsis: "…", band: "░", dash: "—",
        back: "‹", disclosure: "›", detailDisclosure: "ⓘ", checkmark: "✓",
        deleteControl: "⊖", insertControl: "⊕", reorder: "≡",
        switchOn: "(ON ●)", switchOff: "(●OFF)",
        sliderTrack: "─", sliderThumb: "●",
        progressDone: "█", progressToDo: "░",
        pageCurrent: "●", pageOther: "○",
        spinner: "✻", refresh: "↻",
        infoButton: "ⓘ", contactAdd: "⊕",
        stepper: "[ − | + ]",
        icon: "◇", tab: "◇", tabSelected: "◆",
        selectedLeft: "▸", selectedRight: "◂",
        mapDot: "·", mapPin: "◉", satellite: "▒",
        clear: "ⓧ", secureDot: "•", destructive: "!",
        signal: "▂▄▆█", battery: "▮▮▮▯", networkActivity: "✻")

    /// Pure ASCII (`--ascii`).
    static let ascii = Glyphs(
        h: "-", v: "|",
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        roundTopLeft: "+", roundTopRight: "+", roundBottomLeft: "+", roundBottomRight: "+",
        teeLeft: "+", teeRight: "+", teeDown: "+", teeUp: "+",
        dashed: "~", diagonalDown: "\\", diagonalUp: "/",
        ellipsis: "...", band: ":", dash: "-",
        back: "<", disclosure: ">", detailDisclosure: "(i)", checkmark: "v",
        deleteControl: "(-)", insertControl: "(+)", reorder: "=",
        switchOn: "[ON ]", switchOff: "[OFF]",
        sliderTrack: "-", sliderThumb: "O",
        progressDone: "#", progressToDo: "-",
        pageCurrent: "*", pageOther: "o",
        spinner: "*", refresh: "@",
        infoButton: "(i)", contactAdd: "(+)",
        stepper: "[ - | + ]",
        icon: "<>", tab: "<>", tabSelected: "##",
        selectedLeft: ">", selectedRight: "<",
        mapDot: ".", mapPin: "@", satellite: "%",
        clear: "(x)", secureDot: "*", destructive: "!",
        signal: "oooo", battery: "[==]", networkActivity: "*")
}
