/// `Grammar/Vocabulary.md`, generated from the tables the parser reads, so the reference lists
/// exactly what the parser accepts (a test fails when the committed file is stale).
public enum VocabularyReference {
    /// Every closed keyword set of the language, in reference order.
    public static let choiceSets: [ChoiceSet] = [
        ChoiceSet(HIGProfile.self), ChoiceSet(AppStyle.self), ChoiceSet(Presentation.self),
        ChoiceSet(TableStyle.self), ChoiceSet(CellStyle.self), ChoiceSet(Accessory.self),
        ChoiceSet(EditingControl.self), ChoiceSet(ButtonRole.self), ChoiceSet(ButtonStyle.self),
        ChoiceSet(BarButtonSystemItem.self), ChoiceSet(TabBarSystemItem.self), ChoiceSet(SystemActivity.self),
        ChoiceSet(KeyboardType.self), ChoiceSet(ReturnKey.self), ChoiceSet(BarStyle.self),
        ChoiceSet(StatusBarStyle.self), ChoiceSet(ProgressStyle.self), ChoiceSet(ActivityIndicatorStyle.self),
        ChoiceSet(InfoButtonStyle.self), ChoiceSet(DatePickerMode.self), ChoiceSet(MapMode.self),
    ]

    /// The whole page.
    public static func markdown() -> String {
        var lines = [
            "# ScreenMark vocabulary, format \(FormatVersion.current)",
            "",
            "<!-- Generated from Sources/ScreenMark/Vocabulary by `make grammar`; do not edit. -->",
            "",
            "Every keyword the parser accepts. The syntax around them is in [Language.md](Language.md).",
            "Sources cite the guideline texts as `seed:line` (`002:L230` is line 230 of seed 002).",
            "",
        ]
        lines += frontMatter() + regions() + elements() + choices()
        return lines.joined(separator: "\n") + "\n"
    }

    private static func code(_ words: [String]) -> String {
        words.isEmpty ? "—" : words.map { "`\($0)`" }.joined(separator: ", ")
    }

    private static func attributeList(_ attributes: [AttributeSpec]) -> String {
        attributes.isEmpty ? "—" : attributes.map { "`\($0.name)`" }.joined(separator: ", ")
    }

    private static func frontMatter() -> [String] {
        var lines = ["## Front matter keys", "", "| key | value | meaning |", "|---|---|---|"]
        for key in FrontMatterKey.allCases {
            lines.append("| `\(key.rawValue)` | \(key.type.description) | \(key.summary) |")
        }
        return lines + [""]
    }

    private static func regions() -> [String] {
        var lines = [
            "## Regions (`## Name`)", "",
            "| region | variants | title | attributes | elements | what it is |", "|---|---|---|---|---|---|",
        ]
        for kind in RegionKind.allCases {
            let spec = kind.spec
            var attributes = attributeList(spec.attributes)
            if kind.isOverlay { attributes = attributes == "—" ? "`#id`" : "`#id`, " + attributes }
            lines.append(
                "| `\(kind.rawValue)` | \(code(spec.variants?.values ?? [])) | \(spec.takesTitle ? "optional" : "—") "
                    + "| \(attributes) | \(code(spec.elements.map(\.rawValue))) | \(spec.summary) |")
        }
        lines += [
            "", "A screen heading (`# Title`) accepts `{#id}`, `{name: …}`, `{hides-tab-bar}` (\(Attributes.hidesTabBar.summary)) and `{raised}` (\(Attributes.raisedScreen.summary)).", "",
        ]
        return lines
    }

    private static func elements() -> [String] {
        var lines = [
            "## Element kinds (`- kind: label`)", "",
            "| kind | label | value | navigates | regions | what it is |", "|---|---|---|---|---|---|",
        ]
        for kind in ElementKind.allCases {
            let spec = kind.spec
            let regions = RegionKind.allCases.filter { $0.spec.elements.contains(kind) }.map(\.rawValue)
            lines.append(
                "| `\(kind.rawValue)` | \(spec.label.rawValue) | \(spec.value.syntax) | \(spec.navigates ? "yes" : "—") "
                    + "| \(code(regions)) | \(spec.summary) |")
        }
        lines += [
            "", "### Attributes by element kind", "",
            "| kind | attribute | value | meaning |", "|---|---|---|---|",
        ]
        for kind in ElementKind.allCases {
            for attribute in kind.spec.attributes {
                let checked = attribute.checkedByRule.map { " (other keywords are kept and reported by `\($0)`)" } ?? ""
                lines.append("| `\(kind.rawValue)` | `\(attribute.name)` | \(attribute.type.description) | \(attribute.summary)\(checked) |")
            }
        }
        lines += ["", "### Attributes of region headings", "", "| region | attribute | value | meaning |", "|---|---|---|---|"]
        for kind in RegionKind.allCases {
            for attribute in kind.spec.attributes {
                lines.append("| `\(kind.rawValue)` | `\(attribute.name)` | \(attribute.type.description) | \(attribute.summary) |")
            }
        }
        return lines + [""]
    }

    private static func choices() -> [String] {
        var lines = ["## Keyword sets", ""]
        for set in choiceSets {
            lines += ["### \(set.title.capitalisingFirstLetter)", "", set.summary, "", code(set.values), ""]
        }
        lines.removeLast()
        return lines
    }
}
