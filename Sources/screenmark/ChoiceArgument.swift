import ArgumentParser

/// An option value that is one of a fixed set of words: an enum whose raw values are what the
/// command line takes (`--format json`, `--profile ios7`).
///
/// ArgumentParser describes such a type (its values for help and completion, its default) with
/// generic code over `CaseIterable & RawRepresentable` that builds a key path at run time. The
/// Swift runtime then instantiates types and looks up conformances by name, scanning every
/// conformance record of the process — on every start, for every option declared, whether the
/// option is given or not (about 0.5M instructions a type, a tenth of a one-file `check`). These
/// say the same, word for word, in code compiled for the type (public: `HIGProfile` is).
protocol ChoiceArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ChoiceArgument {
    /// The raw values, in case order: what ArgumentParser's own implementation lists.
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    /// None: ArgumentParser lists a value's description only when it differs from the value.
    public static var allValueDescriptions: [String: String] { [:] }

    /// The raw value, as ArgumentParser shows a `RawRepresentable` default.
    public var defaultValueDescription: String { rawValue }
}
