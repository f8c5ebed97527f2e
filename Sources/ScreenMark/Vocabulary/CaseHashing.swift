/// A keyword enum that hashes its case rather than its keyword.
///
/// The vocabulary's enums are `String`-backed, for the language's keywords, and the standard
/// library hashes a `RawRepresentable` value by its raw string. The region and element kinds and
/// the profiles key sets and dictionaries that the parser and every rule read thousands of times
/// a file, where hashing "navigation bar" instead of a case was a measurable share of a check.
/// Equal values are the same case, so the hash stays consistent with `==`.
protocol HashesCase: Hashable {}

extension HashesCase {
    /// The case's tag: a payload-free enum of up to 256 cases is stored as one byte, its case's
    /// number (`unsafeBitCast` traps if the sizes ever differ).
    var caseTag: UInt8 { unsafeBitCast(self, to: UInt8.self) }
}
