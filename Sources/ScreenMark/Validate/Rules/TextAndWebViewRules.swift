/// Text fields, web views and scroll views (part of ``ControlAndContentRules``): one line in a text
/// field, a text field's purpose shown, no mini web browser, no plug-ins, one scrolling view a
/// screen (000:L267, L294; 002:L609, L852, L858, L862; 003:L239, L280, L294, L456, L463, L465).

/// `text-field-single-line`
struct TextFieldSingleLine: Rule {
    static let description = RuleDescription(
        id: "text-field-single-line", severity: .warning,
        summary: "text of several lines, such as notes or a description, is typed in a text view, not a text field",
        rationale: "A text field takes a single line of input (002:L852: \"文本框可容纳单行的输入\"; 003:L456: "
            + "\"文本框支持用户输入单行的文本\"); a text view takes and shows text of several lines and scrolls it "
            + "(003:L280: \"文本视图可以接收和展示多行文本\"), as Mail's signature does (002:L589). Reported: a text "
            + "field in a content region or table whose label names text that runs to several lines — its last "
            + "word is `Notes`, `Comments`, `Body`, `Bio`, `Biography`, `Feedback` or `Signature` (a parenthesised "
            + "remark such as `(optional)` aside), or in Chinese it ends in 正文, 简介 or 反馈. Left alone, "
            + "because apps use them for a single line: the singular `Note` and `Comment`, `Description` and "
            + "`Remarks` (an expense's description, a payment's remark), 备注, 附言, 评论 and 留言 (a buyer's "
            + "message to the seller).",
        sources: ["002:L852", "003:L456", "003:L280"],
        languages: "English, by the label's last word; Chinese, by the label's ending; other languages are not judged.",
        triggering: [
            """
            # New Contact
            ## Table (grouped)
            - text-field: «»First {placeholder: First}
            - ↓text-field: «»Notes {placeholder: Notes}
            - ↓text-field: «»Comments (optional)
            - ↓text-field: «»个人简介
            """
        ],
        nonTriggering: [
            """
            # New Contact
            ## Table (grouped)
            - text-field: «»First {placeholder: First}
            - text-view: «»Notes
            - text-field: «»Note
            - text-field: «»Notes Title
            - text-field: «»签名
            - text-field: «»Description
            - text-field: «»备注
            - text-field: «»买家留言
            ## Alert: «»Add a Note
            - text-field: «»Notes
            - button: Cancel {role: cancel}
            - button: «»Add
            """
        ])

    private static let words: Set<String> = [
        "notes", "comments", "body", "bio", "biography", "feedback", "signature",
    ]
    private static let chineseEndings = ["正文", "简介", "反馈"]

    /// The word of `label` that names text of several lines, if it names one.
    static func multilineWord(in label: String) -> String? {
        var text = label
        // A parenthesised remark at the end, `Comments (optional)`, does not name the field.
        if let open = text.lastIndex(where: { $0 == "(" || $0 == "（" }) { text = String(text[..<open]) }
        guard let last = text.lastWord else { return nil }
        let word = AlertText.trimmed(last, while: { ":：*".contains($0) })
        if words.contains(word.lowercased()) { return word }
        return chineseEndings.first { word.hasSuffix($0) }
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen)
            where placed.element.kind == .textField && (placed.regionKind == .content || placed.regionKind == .table) {
                guard let label = placed.element.label?.value, let word = Self.multilineWord(in: label) else { continue }
                context.report(
                    "`\(word)` is text of several lines, but a text field takes a single line", at: placed.element.anchor,
                    in: screen, notes: [.help("use `- text-view: \(label)`, which takes several lines and scrolls")])
            }
        }
    }
}

/// `text-field-purpose-shown`
struct TextFieldPurposeShown: Rule {
    static let description = RuleDescription(
        id: "text-field-purpose-shown", severity: .warning,
        summary: "something says what a text field is for: its label, its placeholder, or a label above it",
        rationale: "Indicate a text field's purpose at its left end (002:L858: \"您应该在文本框的左端指明该文本框的"
            + "用途\"; 003:L463: \"文本框的左侧用于表述文本框的含义\"), and show placeholder text such as Name or "
            + "Address when it helps people understand the field (002:L862, 003:L465). A text field in a content "
            + "region or table with neither a label nor a placeholder is reported, unless something else names "
            + "it: a label just above it, the header of a table section holding no other text input, or the "
            + "screen's title when it is the screen's only text input (Settings' Name screen). A text field in an "
            + "alert is named by the alert's title and message.",
        sources: ["002:L858", "002:L862", "003:L463", "003:L465"],
        triggering: [
            """
            # Sign In
            ## Table (grouped)
            - text-field: «»Name
            - ↓text-field {keyboard: email}
            - ↓text-field {secure}
            """
        ],
        nonTriggering: [
            """
            # Sign In
            ## Table (grouped)
            - text-field: «»Email {keyboard: email}
            - text-field {secure, placeholder: «»Password}
            ### «»Invitation Code
            - text-field
            ## Content
            - label: «»Promo Code
            - text-field
            # Name
            ## Navigation bar
            - back: About
            - title: «»Name
            ## Table (grouped)
            - text-field = «»Anna's iPhone {clear-button}
            """
        ])

    /// Whether elements of `kind` take typed text.
    static func isTextInput(_ kind: ElementKind) -> Bool {
        kind == .textField || kind == .textView || kind == .searchField
    }

    /// Whether `field` names itself.
    static func isNamed(_ field: Element) -> Bool {
        if let label = field.label?.value, !label.isEmpty { return true }
        if let placeholder = field.text("placeholder"), !placeholder.isEmpty { return true }
        return false
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            let page = context.project.screen(screen)
            let regions = page.regions.filter { $0.kind == .table || $0.kind == .content }
            // The elements the check walks: few, and most screens have no unnamed field.
            guard regions.contains(where: { $0.allElements.contains { $0.kind == .textField && !Self.isNamed($0) } })
            else { continue }
            let inputs = regions.reduce(0) { $0 + $1.allElements.filter { Self.isTextInput($0.kind) }.count }
            guard inputs > 1 else { continue }
            for region in regions {
                let groups: [(title: String?, elements: [Element])] =
                    region.kind == .table ? region.sections.map { ($0.title?.value, $0.elements) } : [(nil, region.elements)]
                for (title, elements) in groups {
                    let sectionInputs = elements.filter { Self.isTextInput($0.kind) }.count
                    if let title, !title.isEmpty, sectionInputs == 1 { continue }
                    for (index, field) in elements.enumerated() where field.kind == .textField && !Self.isNamed(field) {
                        if index > 0, elements[index - 1].kind == .label { continue }
                        context.report(
                            "nothing says what this text field is for: it has no label and no placeholder",
                            at: field.anchor, in: screen,
                            notes: [.help("give it a label, `- text-field: Name`, or a placeholder, `{placeholder: Name}`")])
                    }
                }
            }
        }
    }
}

/// `web-view-not-browser`
struct WebViewNotBrowser: Rule {
    static let description = RuleDescription(
        id: "web-view-not-browser", severity: .warning,
        summary: "a screen with a web view does not imitate a web browser with an address field and back, forward and reload buttons",
        rationale: "A web view can let people browse the open web, but avoid making the app look like a mini web "
            + "browser (002:L609: \"最好避免让您创建的应用程序看起来像是一个小型web浏览器\"; 000:L294); people "
            + "expect to browse in Safari, so do not build a mini browser out of a web view (003:L294: \"不要用网络"
            + "视图来创建一个看起来像迷你网络浏览器的应用\"). Reported: a screen with a web view that also has an "
            + "address field — a text or search field with the `url` keyboard, or one whose label or placeholder "
            + "names a web address (`URL`, `Website`, `网址`, as `text-field-keyboard-type` reads them) — and at least "
            + "two of a browser's buttons: back (titled `Back` or 后退, an icon named `back` or `left`, or the "
            + "system `rewind`), forward (`Forward`, 前进, `forward`, `right`, `fast-forward`) and reload "
            + "(`Reload`, `Refresh`, 刷新, 重新加载, the system `refresh` or `stop`).",
        sources: ["002:L609", "003:L294", "000:L294"],
        languages: "English and Chinese button titles; icon names in English words.",
        triggering: [
            """
            # Browser
            ## Navigation bar
            - title: «»Browser
            ## Content
            - ↓text-field: «»Address {keyboard: url, placeholder: Go to this address}
            - web-view: «»The page
            ## Toolbar
            - button {icon: chevron-left, action: go back}
            - button {icon: chevron-right, action: go forward}
            - button {system: refresh}
            """
        ],
        nonTriggering: [
            """
            # Help
            ## Navigation bar
            - title: «»Help
            - button {system: refresh}
            ## Content
            - web-view: «»The help pages
            ## Toolbar
            - button {icon: chevron-left, action: go back}
            - button {icon: chevron-right, action: go forward}
            # Bookmarks
            ## Table (grouped)
            - text-field: «»URL {keyboard: url}
            - button: «»Back {action: go back}
            - button: «»Reload {action: reload}
            """
        ])

    /// A browser's buttons.
    enum BrowserButton: String {
        case back, forward, reload
    }

    private static let titles: [String: BrowserButton] = [
        "back": .back, "后退": .back, "forward": .forward, "前进": .forward, "reload": .reload, "refresh": .reload,
        "刷新": .reload, "重新加载": .reload,
    ]

    /// Which browser button `button` is, if it is one.
    static func browserButton(_ button: Element) -> BrowserButton? {
        if let system = button.choice("system", as: BarButtonSystemItem.self) {
            switch system {
            case .rewind: return .back
            case .fastForward: return .forward
            case .refresh, .stop: return .reload
            case .action, .camera, .compose, .bookmarks, .search, .add, .trash, .organize, .reply, .play, .pause,
                .edit, .cancel, .save, .done, .undo, .redo:
                return nil
            }
        }
        if let title = button.label?.value, let kind = titles[title.lowercased()] { return kind }
        if let icon = button.text("icon") {
            let words = SliderEndImagesOrder.words(of: icon)
            if words.contains("back") || words.contains("left") { return .back }
            if words.contains("forward") || words.contains("right") { return .forward }
            if words.contains("reload") || words.contains("refresh") { return .reload }
        }
        return nil
    }

    /// Whether `field` takes a web address.
    static func isAddressField(_ field: Element) -> Bool {
        guard field.kind == .textField || field.kind == .searchField else { return false }
        if field.choice("keyboard", as: KeyboardType.self) == .url { return true }
        return TextFieldKeyboardType.content(of: field)?.0 == .url
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            let placed = context.elements(of: screen)
            guard let web = placed.first(where: { $0.element.kind == .webView }),
                let field = placed.first(where: { Self.isAddressField($0.element) })
            else { continue }
            var buttons: [BrowserButton] = []
            for item in placed where item.element.kind == .button && !item.regionKind.isOverlay {
                if let kind = Self.browserButton(item.element), !buttons.contains(kind) { buttons.append(kind) }
            }
            guard buttons.count >= 2 else { continue }
            let names = buttons.map(\.rawValue).joined(separator: ", ")
            context.report(
                "this screen is a mini web browser: an address field and \(names) buttons around a web view",
                at: field.element.anchor, in: screen,
                notes: [
                    context.note("the web view", at: web.element.anchor, in: screen),
                    .help("let people browse the web in Safari; show in the web view only the content the app is about"),
                ])
        }
    }
}

/// `web-content-no-plugins`
struct WebContentNoPlugins: Rule {
    static let description = RuleDescription(
        id: "web-content-no-plugins", severity: .error, profiles: [.iphone2010],
        summary: "a web view does not show Flash, Java or other plug-in content",
        rationale: "Web content runs in Safari on iPhone except for whatever relies on a plug-in, Flash or Java "
            + "(000:L267, 000:L274: \"但不包括任何使用支持技术的元素,如插件,Flash和Java\"); a web view shows web "
            + "content as Safari does. A web view whose label is the address of such content — a file ending in "
            + "`.swf` (Flash), `.jar`, `.class` or `.jnlp` (Java) or `.xap` (Silverlight) — is reported.",
        sources: ["000:L267", "000:L274"],
        triggering: [
            """
            # Game
            ## Content
            - web-view: ↓«»https://example.com/games/tetris.swf
            """
        ],
        nonTriggering: [
            """
            # Game
            ## Content
            - web-view: «»https://example.com/games/tetris.html
            - web-view: «»The Flash Sale page
            """
        ])

    private static let plugins: [(String, String)] = [
        (".swf", "Flash"), (".jar", "Java"), (".class", "Java"), (".jnlp", "Java"), (".xap", "Silverlight"),
    ]

    /// The plug-in the content at the address in `label` needs, with its file name.
    static func plugin(in label: String) -> (file: String, plugin: String)? {
        // Most web views are described in words: one scan for a dot first.
        guard label.contains(".") else { return nil }
        for word in label.split(whereSeparator: \.isWhitespace) {
            let path = word.split(whereSeparator: { $0 == "?" || $0 == "#" }).first.map { $0.lowercased() } ?? ""
            if let (_, plugin) = plugins.first(where: { path.hasSuffix($0.0) }) {
                return (String(path.split(separator: "/").last ?? Substring(path)), plugin)
            }
        }
        return nil
    }

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            for placed in context.elements(of: screen) where placed.element.kind == .webView {
                guard let label = placed.element.label, let (file, plugin) = Self.plugin(in: label.value) else { continue }
                context.report(
                    "`\(file)` needs \(plugin), which does not run on iPhone", at: label.range, in: screen,
                    notes: [.help("show the content in HTML, or build it into the app")])
            }
        }
    }
}

/// `one-scroll-view`
struct OneScrollView: Rule {
    static let description = RuleDescription(
        id: "one-scroll-view", severity: .warning, profiles: [.ios7],
        summary: "a screen shows one scrolling view at a time",
        rationale: "In general, show one scroll view at a time: people often make large gestures when they scroll, "
            + "and with two on a screen they easily scroll the wrong one; if two must share a screen, give them "
            + "different scroll directions, as Stocks does (003:L239: \"一般来说,一次只展示一个滚动视图\"). Tables "
            + "and web views scroll vertically, so a screen with two of them — a table and a web view, two web views, "
            + "two tables — is reported at the second. Collections are not counted: they may scroll sideways.",
        sources: ["003:L239"],
        triggering: [
            """
            # Article
            ## Content
            - web-view: «»The article
            ## ↓Table (plain)
            - cell: «»Anna Haro = Great read {style: subtitle}
            """
        ],
        nonTriggering: [
            """
            # Article
            ## Content
            - web-view: «»The article
            - collection: «»Related {items: 8}
            # Comments
            ## Table (plain)
            - cell: «»Anna Haro = Great read {style: subtitle}
            - text-view: «»Reply
            """
        ])

    func check(_ context: inout RuleContext) {
        for screen in context.screens {
            var first: (range: SourceRange, noun: String)?
            scan: for region in context.project.screen(screen).regions {
                var scrollers: [(SourceRange, String)] = []
                if region.kind == .table {
                    scrollers.append((region.kindRange, "a table"))
                } else if region.kind == .content {
                    for element in region.elements where element.kind == .webView {
                        scrollers.append((element.anchor, "a web view"))
                    }
                }
                for (range, noun) in scrollers {
                    guard let (firstRange, firstNoun) = first else {
                        first = (range, noun)
                        continue
                    }
                    context.report(
                        "this screen already scrolls \(firstNoun); two scrolling views on one screen are easily scrolled by mistake",
                        at: range, in: screen,
                        notes: [
                            context.note("the first scrolling view", at: firstRange, in: screen),
                            .help("show one of them on a screen of its own"),
                        ])
                    break scan
                }
            }
        }
    }
}
