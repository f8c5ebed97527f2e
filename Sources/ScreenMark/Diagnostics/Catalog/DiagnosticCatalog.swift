/// Every diagnostic that is not a HIG rule, in reference order: the parser's, the resolver's,
/// the naming's, the suppression comments' and the configuration's. With ``RuleCatalog`` it is
/// every id ScreenMark can print; the two never share an id.
public enum DiagnosticCatalog {
    /// Every kind, grouped by stage.
    public static let kinds: [DiagnosticKind] = [
        // The file and its headings.
        .fileTooLarge, .invalidUTF8, .controlCharacter, .mixedScript, .tooManyProblems, .unclosedComment, .setextHeading, .proseCut,
        .elementContinuation,
        .headingLevel, .regionOutsideScreen, .sectionOutsideTable, .elementOutsideRegion, .nestedItem, .numberedItem,
        .missingTitle, .noIdFromTitle, .unknownRegion, .duplicateRegion, .unexpectedTitle, .unexpectedVariant,
        .unclosedParenthesis,
        // Elements.
        .unknownElement, .elementNotAllowed, .missingLabel, .unexpectedLabel, .missingValue, .invalidValue,
        .unexpectedValue, .unknownValue, .valueAsLabel, .missingChoices, .emptyOption, .multipleSelected, .valueRange, .unexpectedText,
        .missingTarget, .nearMissArrow, .unknownPresentation, .missingLink, .unexpectedLink, .incompleteLink, .invalidLink,
        .unexpectedTarget, .invalidTabTarget,
        // Attributes and front matter.
        .unclosedAttributes, .invalidAttribute, .unknownAttribute, .duplicateAttribute, .unexpectedId, .emptyId,
        .repeatedId, .unclosedQuote, .invalidFrontMatter, .unclosedFrontMatter, .duplicateKey,
        .unknownFrontMatterKey, .unsupportedVersion,
        // The project.
        .duplicateId, .hidesTabBarUnused, .invalidCodeName, .duplicateCodeName,
        .suppressionUnknownDirective, .suppressionNoRules, .suppressionNothingToEnable,
        .configSyntax, .configInvalidValue, .configUnknownKey, .configUnknownRule, .configUnknownOption,
    ]

    /// The kind with id `id`.
    public static func kind(_ id: String) -> DiagnosticKind? {
        kinds.first { $0.id == id }
    }
}
