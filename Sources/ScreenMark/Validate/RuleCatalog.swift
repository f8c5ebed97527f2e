/// Every rule, by family. The order is the reference's order.
public enum RuleCatalog {
    /// The rules that look at screens and the navigation graph.
    public static let rules: [any Rule] =
        NavigationRules.all + BarRules.all + TableRules.all + ControlRules.all + AlertRules.all
        + ActionSheetRules.all + TextRules.all + CatalogueRules.all

    /// The rules about suppression comments, run after the others.
    public static let suppressionRules: [any SuppressionRule] = [SuppressionUnknownRule(), SuppressionUnused()]

    /// Every rule's description, in reference order.
    public static let descriptions: [RuleDescription] =
        rules.map { type(of: $0).description } + suppressionRules.map { type(of: $0).description }

    /// The description of rule `id`.
    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}

/// The rules made from the HIG catalogues' statements beyond rules-core.md (`Grammar/Coverage.md`).
enum CatalogueRules {
    static let all: [any Rule] = [
        StatusBarMatchesNavBar(), NavBarTranslucentStatusBar(), BarsTranslucencyMatch(), BarStyleConsistent(),
        TabBarBottom(), PageControlAtBottom(), ProgressStyleForPlace(), TableIndexNoAccessories(),
        Value2CellsInGroupedTable(), ModalHasTitle(), ActionSheetAskedFor(),
        StatusBarHiddenSparingly(), NavBarButtonsBordered(), ToolbarIconsWhenCrowded(), DetailDisclosureLeadsToDetails(),
        AlertButtonNoYouMe(), AlertTitleNoYouMe(), AlertNoButtonInstructions(), AlertButtonNoEndPunctuation(),
        AlertNotForProgress(), ActionSheetDistinctButtons(), ActionSheetHasCancel(), ActivitySystemFirst(),
        TextFieldKeyboardType(), DatePickerForDates(), SegmentedEqualContent(), CellLabelFits(),
        RefreshTitleNotInstructions(), ActivityIndicatorUnknownDuration(), LabelShortText(),
    ] + BarCatalogueRules.all + TableCatalogueRules.all + ControlAndContentRules.all + OverlayCatalogueRules.all
        + AppStyleRules.all + BarConventionRules.all + OverlayConventionRules.all + RowTextAndControlRules.all
}
