/// The table rules of rules-core.md: table and cell styles, the index, accessories, empty groups.
enum TableRules {
    static let all: [any Rule] = [
        TableStyleKnown(), TableIndexPlainOnly(), CellValueStyleNoImage(), CellValue2NoImage(), DisclosureNeedsTarget(),
        DisclosureNotForDetails(), GroupedTableNotEmpty(),
    ]
}

/// `table-style-known`
struct TableStyleKnown: Rule {
    static let description = RuleDescription(
        id: "table-style-known", severity: .error,
        summary: "a table is plain or grouped; a cell style is default, subtitle, value1 or value2",
        rationale: "iPhone OS defines two table styles, plain and grouped (002:L467), and four predefined cell "
            + "styles, default, subtitle, value 1 and value 2 (002:L487); anything else is a style no table "
            + "or cell can be drawn in, most often a misspelling.",
        sources: ["002:L467", "002:L487", "003:L246", "003:L251"],
        triggering: [
            """
            # Settings
            ## Table (↓groupped)
            - cell: «»Wi-Fi = Off {style: ↓valu1}
            """,
            """
            # Settings
            ## Table (plain)
            - cell: «»Wi-Fi {style: ↓custom}
            """,
        ],
        nonTriggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»Wi-Fi = Off {style: value1}
            - cell: «»Bluetooth = On {style: Value1}
            ## Table
            - cell: «»General {style: default}
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        let styles = TableStyle.allCases.map(\.rawValue)
        let cellStyles = CellStyle.allCases.map(\.rawValue)
        for screen in context.screens {
            for region in project.screen(screen).regions where region.kind == .table {
                if let variant = region.variant, region.tableStyle == nil {
                    context.report(
                        variant.value.isEmpty ? "this table names no style" : "`\(variant.value)` is not a table style",
                        at: variant.range, in: screen,
                        notes: [.help(Suggestion.help(for: variant.value, in: styles) ?? "a table is `(plain)` or `(grouped)`")])
                }
            }
            for placed in context.elements(of: screen) where placed.regionKind == .table && placed.element.kind == .cell {
                guard let attribute = placed.element.attribute("style"), case .choice(let keyword) = attribute.value,
                    CellStyle(rawValue: keyword) == nil
                else { continue }
                context.report(
                    "`\(keyword)` is not a cell style", at: attribute.valueAnchor, in: screen,
                    notes: [
                        .help(
                            Suggestion.help(for: keyword, in: cellStyles)
                                ?? "cell styles are " + cellStyles.map { "`\($0)`" }.joined(separator: ", ")
                                + "; for a row of your own design, leave `style` out")
                    ])
            }
        }
    }
}

/// `table-index-plain-only`
struct TableIndexPlainOnly: Rule {
    static let description = RuleDescription(
        id: "table-index-plain-only", severity: .error,
        summary: "an index appears only on a plain table",
        rationale: "A plain table may show an index down its right edge (002:L469); a grouped table provides "
            + "no index (002:L477); the iOS 7 text says the same (003:L248: \"与平铺型不同,分组型表格没有索引\").",
        sources: ["002:L469", "002:L477", "003:L269", "002:L582", "003:L248"],
        triggering: [
            """
            # Contacts
            ## Table (grouped) {↓index: A-Z}
            ### A
            - cell: «»Anna Haro
            """
        ],
        nonTriggering: [
            """
            # Contacts
            ## Table (plain) {index: A-Z}
            ### A
            - cell: «»Anna Haro
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for region in context.project.screen(screen).regions where region.tableStyle == .grouped {
                guard let index = region.attribute("index") else { continue }
                context.report(
                    "a grouped table has no index", at: index.range, in: screen,
                    notes: [.help("remove `index`, or make the table plain: `## Table (plain)`")])
            }
        }
    }
}

/// `cell-value-style-no-image`
struct CellValueStyleNoImage: Rule {
    static let description = RuleDescription(
        id: "cell-value-style-no-image", severity: .warning, profiles: [.iphone2010],
        summary: "value1 and value2 cells have no image",
        rationale: "The value 1 and value 2 cell styles put the text label and the detail label on one line, "
            + "and neither style should show an image (002:L508, 002:L516: \"这种单元格样式不宜使用图像\"). An "
            + "immersive app's tables are its own art (a game's coin shop), not the system's cell styles, and are left alone.",
        sources: ["002:L508", "002:L516"],
        triggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»Wi-Fi = Off {style: value1, ↓image: wifi}
            - cell: «»mobile = (408) 555-5270 {↓image: phone, style: value2}
            """
        ],
        nonTriggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»Wi-Fi = Off {style: value1}
            - cell: «»Airplane Mode {style: default, image: airplane}
            - cell: «»Cupertino = Today {style: subtitle, image: clock}
            """,
            """
            ---
            style: immersive
            ---
            # Shop
            ## Navigation bar
            - title: «»Shop
            ## Table (plain)
            - cell: «»400 Coins = $0.99 {style: value1, image: coins, action: buy}
            """,
        ])

    func check(_ context: inout RuleContext) {
        // An immersive app's tables are its own art (a game's shop), not the system's cell styles.
        for screen in context.screens where !context.project.isImmersive(screen.document) {
            for placed in context.elements(of: screen) where placed.regionKind == .table && placed.element.kind == .cell {
                let cell = placed.element
                guard let style = cell.choice("style", as: CellStyle.self), style == .value1 || style == .value2,
                    let image = cell.attribute("image")
                else { continue }
                context.report(
                    "a \(style.rawValue) cell shows no image", at: image.range, in: screen,
                    notes: [.help("remove `image`, or use `style: default` or `subtitle`, which show an image on the left")])
            }
        }
    }
}

/// `cell-value2-no-image`: what the iOS 7 text keeps of `cell-value-style-no-image`.
struct CellValue2NoImage: Rule {
    static let description = RuleDescription(
        id: "cell-value2-no-image", severity: .warning, profiles: [.ios7],
        summary: "a value2 cell usually has no image",
        rationale: "In the value 2 style the blue label is right-aligned and the detail left-aligned beside it, on "
            + "one line, and the style usually has no image (003:L261: \"这种样式通常不包含图片\"). The iOS 7 text says it "
            + "of value 2 only; the 2010 text's statement about both value styles is `cell-value-style-no-image`.",
        sources: ["003:L261"],
        triggering: [
            """
            # Contact
            ## Table (grouped)
            - cell: «»mobile = (408) 555-5270 {style: value2, ↓image: phone}
            """
        ],
        nonTriggering: [
            """
            # Contact
            ## Table (grouped)
            - cell: «»mobile = (408) 555-5270 {style: value2}
            - cell: «»Wi-Fi = Off {style: value1, image: wifi}
            - cell: «»Anna Haro {style: subtitle, image: photo}
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.regionKind == .table && placed.element.kind == .cell {
                guard placed.element.choice("style", as: CellStyle.self) == .value2, let image = placed.element.attribute("image")
                else { continue }
                context.report(
                    "a value2 cell usually shows no image", at: image.range, in: screen,
                    notes: [.help("remove `image`, or use `style: default` or `subtitle`, which show an image on the left")])
            }
        }
    }
}

/// `disclosure-needs-target`
struct DisclosureNeedsTarget: Rule {
    static let description = RuleDescription(
        id: "disclosure-needs-target", severity: .note,
        level: .preview(
            because: "A spec often stops before every screen of the app is written (ten screens of fifty): on specs "
                + "of real apps its notes were, nine in ten, rows whose screens the writers chose to leave out, "
                + "which reviewers did not count as findings. Ask for it when a spec is meant to be whole."),
        summary: "a cell with a disclosure indicator says where it leads",
        rationale: "A disclosure indicator tells the user that tapping anywhere in the row shows the next level "
            + "of information or the options for the item (002:L540), so its row leads there: `→ [Next](#next)`. "
            + "A spec that does not say yet where is incomplete rather than against the guideline (the screens "
            + "behind a long list are often written last), so the finding is a note that says what to write, one "
            + "for a screen's rows. A row whose `{action: …}` says what it opens instead of a screen of the spec "
            + "(`action: open in safari`, a developer's web site) leads somewhere; one that goes back or closes "
            + "its screen is `disclosure-row-pushes`'s.",
        sources: ["002:L540", "002:L573", "003:L266"],
        triggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»General {↓accessory: disclosure}
            - cell: «»Sounds {accessory: disclosure}
            """
        ],
        nonTriggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»General {accessory: disclosure} → [General](#general)
            - cell: «»Cupertino → back
            # General
            ## Navigation bar
            - back: Settings
            - title: General
            """,
            """
            # App
            ## Table (grouped)
            - cell: «»Developer Web Site {accessory: disclosure, action: open in safari}
            """,
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            let unwritten = context.elements(of: screen).filter { placed in
                let cell = placed.element
                return placed.regionKind == .table && cell.kind == .cell
                    && cell.choice("accessory", as: Accessory.self) == .disclosure && cell.target == nil
                    && cell.attribute("action") == nil
            }
            context.report(
                "the spec does not say where this row leads", atEach: unwritten.compactMap { placed in
                    placed.element.attribute("accessory").map { RuleContext.Place($0.range, in: screen) }
                }, alsoHere: "nor where this one leads",
                notes: [.help("say where it leads: `→ [Next](#next)`; or remove `accessory: disclosure` if it opens nothing")])
        }
    }
}

/// `disclosure-not-for-details`
struct DisclosureNotForDetails: Rule {
    static let description = RuleDescription(
        id: "disclosure-not-for-details", severity: .warning,
        level: .preview(because: "The 2010 text lets a disclosure indicator open the next level of information or an item's options (002:L540), which the rule cannot tell from an item's details: Apple's own Settings opens About and each service's options with it."), profiles: [.iphone2010],
        summary: "a disclosure indicator leads to a list; details use a detail-disclosure button",
        rationale: "Use a disclosure indicator when selecting the row shows another list; do not use it to show "
            + "an item's details, which is what the detail disclosure button is for (002:L540). The rule takes a "
            + "screen to show details when it holds no list and no content of its own: its tables are grouped "
            + "and hold only value1/value2 rows that lead nowhere (with buttons or labels beside them), and its "
            + "other regions only labels, images, maps and buttons. A plain table is a list — an album's tracks, "
            + "a shopping list — even when its rows show a value (002:L573); a screen with a list, a control to "
            + "set, a web view, text view or collection is the next level of information and is not reported.",
        sources: ["002:L540", "002:L1125"],
        triggering: [
            """
            # Recents
            ## Table (plain)
            - cell: «»Anna Haro = mobile {↓accessory: disclosure} → [Call Info](#call-info)
            # Call Info
            ## Navigation bar
            - back: Recents
            - title: Info
            ## Table (grouped)
            - cell: «»mobile = (408) 555-5270 {style: value2}
            - button: Send Message
            """
        ],
        nonTriggering: [
            """
            # Recents
            ## Table (plain)
            - cell: «»Anna Haro = mobile {accessory: detail-disclosure} → [Call Info](#call-info)
            - cell: «»Settings {accessory: disclosure} → [Settings](#settings)
            # Call Info
            ## Navigation bar
            - back: Recents
            - title: Info
            ## Table (grouped)
            - cell: «»mobile = (408) 555-5270 {style: value2}
            # Settings
            ## Navigation bar
            - back: Recents
            - title: Settings
            ## Table (grouped)
            - switch: «»Show Caller ID = on
            """,
            """
            # Albums
            ## Table (plain)
            - cell: «»Abbey Road {accessory: disclosure} → [Abbey Road](#abbey-road)
            # Abbey Road
            ## Navigation bar
            - back: Albums
            - title: Abbey Road
            ## Table (plain)
            - cell: «»Come Together = 4:20 {style: value1}
            - cell: «»Something = 3:03 {style: value1}
            """,
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        // The rows of a screen that lead to one screen of details are one problem: one finding at
        // the first, the others as notes.
        var rows: [(place: RuleContext.Place, destination: ScreenReference)] = []
        for edge in project.edges
        where edge.sourceKind == .cell && (edge.presentation == .push || edge.presentation == .modal)
            && context.applies(to: edge.source.screen.document)
        {
            guard case .screen(let destination) = edge.destination else { continue }
            let cell = project.element(edge.source)
            guard cell.choice("accessory", as: Accessory.self) == .disclosure, let accessory = cell.attribute("accessory"),
                Self.showsDetails(project.screen(destination))
            else { continue }
            rows.append((RuleContext.Place(accessory.range, in: edge.source.screen), destination))
        }
        for same in rows.groupedInOrder(by: { [$0.place.screen, $0.destination] }) {
            guard let destination = same.first?.destination else { continue }
            let title = project.screen(destination).title
            context.report(
                "this disclosure indicator leads to `\(title.value)`, which shows details rather than a list",
                atEach: same.map(\.place), alsoHere: "this row leads there too",
                notes: [
                    context.note("`\(title.value)` has no list to choose from", at: title.range, in: destination),
                    .help("use `accessory: detail-disclosure` to show an item's details; keep the disclosure indicator for rows that open another list"),
                ])
        }
    }

    /// Whether `screen` shows an item's details: something to read, but no list, no control to set and
    /// no document of its own.
    static func showsDetails(_ screen: Screen) -> Bool {
        var shown = 0
        for region in screen.regions {
            switch region.kind {
            case .table:
                // A plain table is a list (an album's tracks), whatever its rows show.
                guard region.tableStyle == .grouped else { return false }
                for element in region.allElements {
                    switch element.kind {
                    case .cell:
                        let style = element.choice("style", as: CellStyle.self)
                        guard style == .value1 || style == .value2, element.target == nil else { return false }
                        shown += 1
                    case .label, .image, .button:
                        continue
                    case .textView where element.hasFlag("read-only"):
                        shown += 1
                    case .title, .prompt, .back, .infoButton, .contactAddButton, .space, .switch, .slider, .segmented,
                        .textField, .textView, .searchField, .picker, .datePicker, .stepper, .pageControl, .progress,
                        .activityIndicator, .webView, .map, .collection, .tab, .message, .refreshControl, .activity:
                        return false
                    }
                }
            case .content:
                for element in region.elements {
                    switch element.kind {
                    case .label, .image, .map, .contactAddButton, .activityIndicator:
                        shown += 1
                    case .button:
                        continue
                    case .title, .prompt, .back, .infoButton, .space, .cell, .switch, .slider, .segmented, .textField,
                        .textView, .searchField, .picker, .datePicker, .stepper, .pageControl, .progress, .webView,
                        .collection, .tab, .message, .refreshControl, .activity:
                        return false
                    }
                }
            case .searchBar, .scopeBar:
                return false
            case .statusBar, .navigationBar, .toolbar, .tabBar, .alert, .actionSheet, .activityView:
                continue
            }
        }
        return shown > 0
    }
}

/// `grouped-table-not-empty`
struct GroupedTableNotEmpty: Rule {
    static let description = RuleDescription(
        id: "grouped-table-not-empty", severity: .error, profiles: [.ios7],
        summary: "a grouped table has at least one section with at least one row",
        rationale: "A grouped table holds at least one group, and every group at least one item "
            + "(003:L248: \"分组型中至少含有一组列表,而每一组中至少包含一项内容\"). A refresh control is not a row.",
        sources: ["003:L248"],
        triggering: [
            """
            # Settings
            ## ↓Table (grouped)
            ## Content
            - label: «»Nothing to set
            """,
            """
            # Settings
            ## Table (grouped)
            ### «»General
            - cell: About
            ### ↓«»Privacy
            ↓###
            ### Sounds
            - switch: Vibrate = on
            """,
        ],
        nonTriggering: [
            """
            # Settings
            ## Table (grouped)

            ### «»General
            - cell: About
            ###
            - switch: «»Vibrate = on
            ## Table (plain)
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for region in context.project.screen(screen).regions where region.tableStyle == .grouped {
                let rowCounts = region.sections.map { $0.elements.filter { $0.kind != .refreshControl }.count }
                guard rowCounts.contains(where: { $0 > 0 }) else {
                    context.report(
                        "this grouped table has no rows", at: region.kindRange, in: screen,
                        notes: [.help("add a group with at least one row, or remove the table")])
                    continue
                }
                for (section, count) in zip(region.sections, rowCounts) where count == 0 {
                    guard let heading = section.headingRange else { continue }
                    let name = section.title.map { "the group `\($0.value)`" } ?? "this group"
                    context.report(
                        "\(name) has no rows; every group of a grouped table holds at least one",
                        at: section.title?.range ?? SourceRange(heading.start, Swift.min(heading.start + 3, heading.end)),
                        in: screen,
                        notes: [.help("add a row under it, or remove the `###` line")])
                }
            }
        }
    }
}
