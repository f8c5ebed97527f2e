/// The activity view and its activities (003:L156–L177): opened by the system Share button, no
/// custom copy of a built-in service, an icon and a title for each custom one. Part of
/// ``OverlayConventionRules``.

/// `activity-opened-by-share-button`
struct ActivityOpenedByShareButton: Rule {
    static let description = RuleDescription(
        id: "activity-opened-by-share-button", severity: .error, profiles: [.ios7],
        summary: "a bar button that opens an activity view is the system Share button (`system: action`)",
        rationale: "People see the activity view by tapping the Share button (003:L171: \"用户可以通过轻击分享按钮来查看"
            + "活动视图控制器的内容\"), and they expect it there: don't create a custom button to reveal it (003:L175: "
            + "\"不要创建一个自定义按钮来触发活动视图控制器。用户更习惯点击分享按钮后使用系统提供的服务\"). A navigation bar or "
            + "toolbar button that opens an activity view (`→ sheet`) and is not `{system: action}` — a title such "
            + "as `Share`, an icon of the app's own, another system item — is such a custom button. A button in "
            + "the content or a table (Contacts' Share Contact row) is not a bar button, where the Share item "
            + "lives, and is left alone.",
        sources: ["003:L175", "003:L171"],
        triggering: [
            """
            # «»Photo
            ## Navigation bar
            - back: Photos
            - title: «»Photo
            - ↓button: Share → sheet [Share](#share)
            ## Content
            - image: «»The photo {image: photo}
            ## Toolbar
            - ↓button {system: reply} → sheet [Share](#share)
            ## Activity view {#share}
            - activity {system: mail}
            - activity {system: message}
            - button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Photo
            ## Navigation bar
            - back: Photos
            - title: «»Photo
            - button: Edit {system: edit}
            ## Table (grouped)
            - button: «»Share Photo → sheet [Share](#share)
            ## Toolbar
            - button {system: action} → sheet [Share](#share)
            - button {system: trash} → sheet [Delete](#delete)
            ## Activity view {#share}
            - activity {system: mail}
            - activity {system: message}
            - button: Cancel {role: cancel}
            ## Action sheet {#delete}
            - button: Delete Photo {role: destructive} → back
            - button: Cancel {role: cancel}
            """
        ])

    func check(_ context: inout RuleContext) {
        let project = context.project
        for edge in project.edges where context.applies(to: edge.source.screen.document) {
            guard case .overlay(let index) = edge.destination else { continue }
            let regions = project.screen(edge.source.screen).regions
            guard regions[index].kind == .activityView, regions[index].isSystemOverlay else { continue }
            switch regions[edge.source.region].kind {
            case .navigationBar, .toolbar:
                break
            case .statusBar, .searchBar, .scopeBar, .tabBar, .content, .table, .alert, .actionSheet, .activityView:
                continue  // not where the Share item lives
            }
            let button = project.element(edge.source)
            if case .choice(let system)? = button.attribute("system")?.value, system == BarButtonSystemItem.action.rawValue {
                continue
            }
            context.report(
                "this button opens the activity view, but it is not the system Share button", at: button.anchor,
                in: edge.source.screen,
                notes: [
                    context.note("the activity view", at: regions[index].kindRange, in: edge.source.screen),
                    .help("use the Share item: `- button {system: action} → sheet [Share](#\(regions[index].id?.value ?? "share"))`"),
                ])
        }
    }
}

/// `activity-not-built-in`
struct ActivityNotBuiltIn: Rule {
    static let description = RuleDescription(
        id: "activity-not-built-in", severity: .warning, profiles: [.ios7],
        summary: "a custom activity does not re-create a service iOS provides, such as Print, Copy, Mail or Twitter",
        rationale: "Use activities for the services your app offers; iOS already provides several, such as "
            + "printing, posting to Twitter, sending a message and AirPlay, and you need not create them again "
            + "(003:L160: \"iOS本身提供了若干内置的服务,如打印,转发到Twitter,发送信息和Airplay等等,你不需要再另外创建它们\"; "
            + "copying too, 003:L174). A custom activity (one without `system:`) titled as a built-in service — "
            + "Print, Copy, Message, Mail or Email, Twitter or Tweet, Facebook, Weibo, Flickr, Vimeo, AirDrop, "
            + "AirPlay, Assign to Contact, Save Image, Add to Reading List, or their Chinese names (打印, 复制, "
            + "信息, 邮件, 微博 …) — is such a copy. The whole title is compared, so `Copy Link` or `Print "
            + "Label`, which do more than the system's service, are left alone.",
        sources: ["003:L160", "003:L174"],
        languages: "English and Chinese titles, compared whole, without regard to case, surrounding spaces and end punctuation.",
        triggering: [
            """
            # «»Photo
            ## Toolbar
            - button {system: action} → sheet [Share](#share)
            ## Activity view {#share}
            - activity {system: mail}
            - ↓activity: Print {icon: printer}
            - ↓activity: 微博 {icon: weibo}
            - ↓activity: AirPlay {icon: airplay}
            - button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Photo
            ## Toolbar
            - button {system: action} → sheet [Share](#share)
            ## Activity view {#share}
            - activity {system: mail}
            - activity: «»打印 {system: print}
            - activity: «»Copy Link {icon: link}
            - activity: «»Print Label {icon: label}
            - button: Cancel {role: cancel}
            """
        ])

    /// Titles of built-in services, normalised, with the `system:` keyword to use instead (`nil`
    /// for AirPlay, which the system offers outside the activity view).
    static let builtIn: [String: SystemActivity?] = [
        "print": .print, "打印": .print,
        "copy": .copy, "复制": .copy, "拷贝": .copy,
        "message": .message, "messages": .message, "imessage": .message, "send message": .message, "信息": .message,
        "短信": .message, "发送信息": .message,
        "mail": .mail, "email": .mail, "e-mail": .mail, "send email": .mail, "邮件": .mail, "电子邮件": .mail,
        "twitter": .postToTwitter, "tweet": .postToTwitter, "post to twitter": .postToTwitter,
        "share on twitter": .postToTwitter, "转发到twitter": .postToTwitter,
        "facebook": .postToFacebook, "post to facebook": .postToFacebook, "share on facebook": .postToFacebook,
        "weibo": .postToWeibo, "sina weibo": .postToWeibo, "post to weibo": .postToWeibo, "微博": .postToWeibo,
        "新浪微博": .postToWeibo,
        "flickr": .postToFlickr, "post to flickr": .postToFlickr, "vimeo": .postToVimeo, "post to vimeo": .postToVimeo,
        "airdrop": .airdrop,
        "assign to contact": .assignToContact, "save image": .saveToCameraRoll, "save to camera roll": .saveToCameraRoll,
        "add to reading list": .addToReadingList,
        "airplay": nil,
    ]

    func check(_ context: inout RuleContext) {
        for (screen, _, view) in context.regions(.activityView) {
            for activity in view.elements where activity.kind == .activity && activity.attribute("system") == nil {
                guard let label = activity.label else { continue }
                let key = AlertText.normalized(label.value).split(whereSeparator: \.isWhitespace).joined(separator: " ")
                guard let system = Self.builtIn[key] else { continue }
                let help =
                    system.map { "list the system's own: `- activity {system: \($0.rawValue)}`" }
                    ?? "remove it: the system offers AirPlay itself"
                context.report(
                    "`\(label.value)` re-creates a service iOS already provides", at: activity.anchor, in: screen,
                    notes: [.help(help)])
            }
        }
    }
}

/// `activity-icon-and-title`
struct ActivityIconAndTitle: Rule {
    static let description = RuleDescription(
        id: "activity-icon-and-title", severity: .warning, profiles: [.ios7],
        summary: "a custom activity has both an icon and a title",
        rationale: "Every activity is shown as an icon with a title below it (003:L158: \"每个活动菜单都会以一个图标加图标"
            + "下方文字的形式呈现\"); a custom one supplies both — a template image (003:L161) and a short title, "
            + "which `activity-title-no-app-name` reads. A system activity (`system:`) brings its own. Reported: a custom activity without "
            + "`icon:`, or without a title.",
        sources: ["003:L158"],
        triggering: [
            """
            # «»Photo
            ## Toolbar
            - button {system: action} → sheet [Share](#share)
            ## Activity view {#share}
            - activity {system: mail}
            - ↓activity: «»Add to Album
            - ↓activity {icon: frame}
            - button: Cancel {role: cancel}
            """
        ],
        nonTriggering: [
            """
            # «»Photo
            ## Toolbar
            - button {system: action} → sheet [Share](#share)
            ## Activity view {#share}
            - activity {system: mail}
            - activity: «»打印 {system: print}
            - activity: «»Add to Album {icon: album}
            - button: Cancel {role: cancel}
            """
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, view) in context.regions(.activityView) {
            for activity in view.elements where activity.kind == .activity && activity.attribute("system") == nil {
                let hasTitle = !(activity.label?.value.isBlank ?? true)
                let hasIcon = activity.attribute("icon") != nil
                guard !(hasTitle && hasIcon) else { continue }
                let missing = hasTitle ? "no icon" : hasIcon ? "no title" : "neither an icon nor a title"
                context.report(
                    "this custom activity has \(missing); the activity view shows each service as an icon with a title below it",
                    at: activity.anchor, in: screen,
                    notes: [.help("write `- activity: Add to Album {icon: album}`: a short title and the name of its template image")])
            }
        }
    }
}

/// `activity-title-no-app-name`
struct ActivityTitleNoAppName: Rule {
    static let description = RuleDescription(
        id: "activity-title-no-app-name", severity: .warning, profiles: [.ios7],
        summary: "a custom activity's title does not name the app",
        rationale: "Give each activity a short title that says what it does; in general avoid your company's or "
            + "product's name in it (003:L166: \"一般而言,最好能避免在活动标题中提及你的公司或产品名称\"). The product "
            + "is the app the file declares with `app:`; a custom activity (one without `system:`) whose title "
            + "holds that name — as whole words in a Latin-script title, `Save to Scrapbook` in the app "
            + "Scrapbook, or within a Chinese one — is reported. Files without `app:` are not checked, nor are "
            + "the system's activities, whose titles the system writes.",
        sources: ["003:L166"],
        languages: "any script: a Latin-script name is matched as whole words without regard to case (`Notes` does not match `Note`); a Chinese or Japanese name, written without spaces, anywhere in the title.",
        triggering: [
            """
            ---
            app: Scrapbook
            ---
            # «»Page
            ## Toolbar
            - button {system: action} → sheet [Share](#share)
            ## Activity view {#share}
            - activity {system: mail}
            - activity: Save to ↓Scrapbook {icon: scrapbook}
            - button: Cancel {role: cancel}
            """,
            """
            ---
            app: 备忘录
            ---
            # «»备忘录
            ## Toolbar
            - button {system: action} → sheet [共享](#share)
            ## Activity view {#share}
            - activity: 添加到↓备忘录 {icon: note}
            - button: 取消 {role: cancel}
            """,
        ],
        nonTriggering: [
            """
            ---
            app: Scrapbook Pro
            ---
            # «»Page
            ## Toolbar
            - button {system: action} → sheet [Share](#share)
            ## Activity view {#share}
            - activity {system: mail}
            - activity: Save to Album {icon: album}
            - activity: Pro Print {icon: print}
            - button: Cancel {role: cancel}
            """,
            """
            # «»Page
            ## Toolbar
            - button {system: action} → sheet [Share](#share)
            ## Activity view {#share}
            - activity: Save to Scrapbook {icon: scrapbook}
            - button: Cancel {role: cancel}
            """,
        ])

    func check(_ context: inout RuleContext) {
        for (screen, _, view) in context.regions(.activityView) {
            guard let app = context.project.documents[screen.document].frontMatter?.app?.value else { continue }
            let name = AlertText.trimmed(app, while: \.isWhitespace)
            guard !name.isEmpty else { continue }
            let source = context.source(screen.document)
            let nameWords = name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
            for activity in view.elements where activity.kind == .activity && activity.attribute("system") == nil {
                guard let label = activity.label else { continue }
                let range: SourceRange?
                if AlertText.containsCJK(name) {
                    range = label.value.contains(name) ? AlertText.rangeOf(name, in: label.range, of: source) ?? label.range : nil
                } else {
                    range = Self.rangeOfWords(nameWords, in: OverlayWords.words(in: label.range, of: source))
                }
                guard let range else { continue }
                context.report(
                    "the activity title `\(label.value)` names the app, \(name)", at: range, in: screen,
                    notes: [.help("say only what the service does, e.g. `Save to Album`: the app's name adds nothing")])
            }
        }
    }

    /// Where `words` (lower case) stand one after another among `written`, from the first to the last.
    static func rangeOfWords(_ words: [String], in written: [OverlayWords.Word]) -> SourceRange? {
        guard !words.isEmpty, written.count >= words.count else { return nil }
        for start in 0...(written.count - words.count)
        where zip(written[start..<start + words.count], words).allSatisfy({ $0.text.lowercased() == $1 }) {
            return SourceRange(written[start].range.start, written[start + words.count - 1].range.end)
        }
        return nil
    }
}
