/// How the rules that measure text (`nav-bar-fits`, `cell-label-fits`, `value1-cell-fits`,
/// `button-title-fits`) decide that it does not fit.
///
/// They measure at a fixed width a character (8 pt, 16 pt a wide one), while the system font
/// sets most text narrower than that: on real apps, titles estimated a few points over their
/// room are shown whole. A finding that something "will be cut off" must be right, so text is
/// reported only when the estimate exceeds the room by more than that error.
enum WidthEstimate {
    /// The share by which an estimate may exceed the room and still fit: a tenth.
    static let tolerance = 0.1

    /// What the rules' pages say of it.
    static let rationale = " Text is reported only when its estimate is more than a tenth over the room, the estimate's "
        + "own error: titles estimated a few points over are shown whole on real apps."

    /// Whether text estimated at `needed` clearly overflows `available` (in points or columns).
    static func overflows(_ needed: Double, _ available: Double) -> Bool {
        needed > available * (1 + tolerance)
    }

    /// ``overflows(_:_:)`` for whole columns.
    static func overflows(_ needed: Int, _ available: Int) -> Bool {
        overflows(Double(needed), Double(available))
    }
}
