/// Table rules of `TableCatalogueRules` about how a table is laid out: the index's entries, row
/// heights, tables in immersive apps, standard cell styles (002:L444, L494, L532, L582; 003:L269, L278).

/// `table-index-short-entries`
struct TableIndexShortEntries: Rule {
    static let description = RuleDescription(
        id: "table-index-short-entries", severity: .note,
        summary: "the entries of a table's index are short, usually letters",
        rationale: "An index is a column of entries floating at the right edge of a plain table, usually the letters "
            + "of the alphabet (002:L582: \"索引由一列悬浮于屏幕右边缘的条目(通常是字母表中的字母)组成\"; 003:L269: \"索引信息"
            + "包含一个浮在屏幕右侧的、纵向罗列的条目,内容则通常是字母表中的字母\"). The column is a character or two wide; an "
            + "entry wider than 2 display columns (a word such as `Favorites`) does not fit it. The index is read as "
            + "`screenmark wireframe` draws it: `A-Z` is a range of letters, entries are separated by commas or "
            + "spaces, and a single word is its letters.",
        sources: ["002:L582", "003:L269"],
        languages: "any script: entries are measured in display columns, a Chinese or Japanese character taking two.",
        triggering: [
            """
            # Contacts
            ## Table (plain) {↓index: "★, Favorites, A, B"}
            ### «»Favorites
            - cell: Anna Haro
            """
        ],
        nonTriggering: [
            """
            # Contacts
            ## Table (plain) {index: A-Z}
            ### A
            - cell: «»Anna Haro
            # 联系人
            ## Table (plain) {index: "★, #, 12, 常"}
            ### 常
            - cell: «»张三
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, table) in context.regions(.table) {
            guard let index = table.attribute("index"), case .text(let text) = index.value,
                let long = TableDrawer.indexEntries(text).first(where: { DisplayWidth.of($0) > 2 })
            else { continue }
            context.report(
                "the index entry `\(long)` is too wide for the index's narrow column", at: index.range, in: screen,
                notes: [.help("use letters or one-character symbols, `{index: A-Z}`; name the sections in their headers")])
        }
    }
}

/// `plain-table-even-rows`
struct PlainTableEvenRows: Rule {
    static let description = RuleDescription(
        id: "plain-table-even-rows", severity: .warning, profiles: [.iphone2010],
        summary: "the rows of a plain table are all of one height",
        rationale: "Variable row heights are acceptable in a grouped table, but they make a plain table look "
            + "uneven and cluttered (002:L532: \"虽然在分组表格中可变的行高是可以接受的,但是它们会使无格式表格显得混乱不均\"). "
            + "A row of a plain table is taken to be taller than the others when it holds a text view, a picker "
            + "or date picker (216 pt), or an image whose `size` is more than 44 pt high, and the table also "
            + "has rows of the standard height. A plain table without a `cell` is a form rather than a list (Mail's "
            + "New Message: the To, Cc and Subject fields, then the message's text view) and is not checked.",
        sources: ["002:L532"],
        triggering: [
            """
            # Note
            ## Table (plain)
            - cell: «»Groceries
            - ↓text-view: «»Notes = Milk, eggs, bread
            - ↓image: Receipt {size: 300x200}
            """
        ],
        nonTriggering: [
            """
            # Note
            ## Table (grouped)
            - cell: «»Groceries
            - text-view: «»Notes = Milk, eggs, bread
            ## Table (plain)
            - cell: «»Eggs
            - image: Thumbnail {size: 40x40}
            ## Table (plain)
            - picker: Size = Small | *Large*
            """,
            """
            # New Message
            ## Table (plain)
            - text-field: «»To
            - text-field: Subject
            - text-view: «»Message
            """,
        ])

    /// Whether `element` makes a taller row than a cell's 44 pt.
    static func isTall(_ element: Element) -> Bool {
        switch element.kind {
        case .textView, .picker, .datePicker: return true
        case .image:
            guard case .size(_, let height)? = element.attribute("size")?.value else { return false }
            return height > 44
        case .title, .prompt, .back, .button, .infoButton, .contactAddButton, .space, .cell, .switch, .slider, .segmented,
            .textField, .searchField, .label, .stepper, .pageControl, .progress, .activityIndicator, .webView, .map,
            .collection, .tab, .message, .refreshControl, .activity:
            return false
        }
    }

    func check(_ context: inout RuleContext) {
        for (screen, _, table) in context.regions(.table) where table.tableStyle == .plain {
            let rows = table.allElements.filter { $0.kind != .refreshControl }
            // A table without a cell is a form, not a list: Mail's New Message, its fields in rows
            // and the message's text view below them, is meant to have one tall row.
            guard rows.contains(where: { $0.kind == .cell }), let standard = rows.first(where: { !Self.isTall($0) }) else { continue }
            for row in rows where Self.isTall(row) {
                context.report(
                    "this \(row.kind.rawValue) makes a row taller than the others; variable heights make a plain table look uneven",
                    at: row.anchor, in: screen,
                    notes: [
                        context.note("a row of the standard height", at: standard.anchor, in: screen),
                        .help("make the table `(grouped)`, or move the \(row.kind.rawValue) out of the list"),
                    ])
            }
        }
    }
}

/// `immersive-table-for-options`
struct ImmersiveTableForOptions: Rule {
    static let description = RuleDescription(
        id: "immersive-table-for-options", severity: .note,
        level: .preview(because: AppStyleRules.immersiveGuidance),
        profiles: [.iphone2010],
        summary: "an immersive app uses a table for a short list of options, not to show information",
        rationale: "Table views suit productivity apps with a lot of data; an immersive app generally does not use a "
            + "table view to show information, though it may use one for a short list of options (002:L444: \"沉浸"
            + "式应用程序一般不会使用表格视图来显示信息,但是它可能会使用表格视图来显示简短的选项列表\"). In a file with "
            + "`style: immersive`, a table whose rows are samples of a list the app fills (`{sample: …}`) shows "
            + "information, and is noted; on the main view it is `immersive-little-text`'s.",
        sources: ["002:L444"],
        triggering: [
            """
            ---
            style: immersive
            ---
            # Race
            ## Content
            - image: «»Track {image: track}
            - button: High Scores → modal [High Scores](#high-scores)
            # High Scores
            ## Navigation bar
            - title: High Scores
            - button: Done {style: done} → dismiss
            ## ↓Table (plain)
            - cell: «»Anna = 12,400 {style: value1, sample: score}
            """
        ],
        nonTriggering: [
            """
            ---
            style: immersive
            ---
            # Options
            ## Table (grouped)
            - switch: «»Sound Effects = on
            - cell: Difficulty = Hard {style: value1}
            """,
            """
            ---
            style: productivity
            ---
            # High Scores
            ## Table (plain)
            - cell: «»Anna = 12,400 {style: value1, sample: score}
            """,
        ])

    func check(_ context: inout RuleContext) {
        let documents = context.project.documents
        // A table on the main view is `immersive-little-text`'s finding.
        let mainViews = Set(AppStyleRules.roots(.immersive, in: context).map(\.screen))
        for (screen, _, table) in context.regions(.table)
        where documents[screen.document].frontMatter?.appStyle?.value == .immersive && !mainViews.contains(screen) {
            guard let sample = table.allElements.first(where: { $0.attribute("sample") != nil }) else { continue }
            context.report(
                "an immersive app seldom shows information in a table; this one lists the app's data",
                at: table.kindRange, in: screen,
                notes: [
                    context.note("a row of that data", at: sample.anchor, in: screen),
                    .help("show the data in the app's own way, and keep tables for short lists of options"),
                ])
        }
    }
}

/// `default-cell-no-detail`
struct DefaultCellNoDetail: Rule {
    static let description = RuleDescription(
        id: "default-cell-no-detail", severity: .warning,
        summary: "a cell in the default style shows no detail text",
        rationale: "The default style has an optional image and a text label, and no detail label (003:L254). To lay "
            + "a row out otherwise, make a cell style of your own rather than altering a standard one (002:L494: "
            + "\"您最好创建一种自定义的单元格样式,而不是大刀阔斧地修改已有的标准样式\"; 003:L278: \"最好是自定义一种单元格样式,而不"
            + "是在现有的表格样式上进行改动\"). A row written `{style: default}` with a value is the default style with a "
            + "detail label added; a row without `style` is the designer's own and is not reported.",
        sources: ["002:L494", "003:L278"],
        triggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»Wi-Fi = ↓Off {style: default}
            """
        ],
        nonTriggering: [
            """
            # Settings
            ## Table (grouped)
            - cell: «»Wi-Fi = Off {style: value1}
            - cell: «»General {style: default}
            - cell: «»Camera Roll = 128
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .cell {
                let cell = placed.element
                guard cell.choice("style", as: CellStyle.self) == .default, let value = cell.value,
                    case .text(let text) = value.value, !text.isEmpty
                else { continue }
                context.report(
                    "a default cell has no detail text; this one shows `\(text)`", at: value.range, in: screen,
                    notes: [.help("use `style: value1` for a value on the right or `subtitle` for one below, or leave out `style` for a row of your own")])
            }
        }
    }
}
