import Testing
@testable import ScreenMark

/// What the parser builds from valid input.
@Suite struct ParserTests {
    @Test func screensRegionsAndProse() {
        let document = parseClean(
            """
            Intro to the file.

            # Mailboxes {#boxes}

            All mailboxes.

            Second paragraph.

            ## Navigation bar
            - title: Mailboxes

            A note about the bar.

            ## Table (grouped)
            - cell: Untitled section row

            ### Inboxes
            - cell: All Inboxes

            The footer.

            ###
            - cell: Third
            """)
        #expect(document.introduction?.markdown == "Intro to the file.")
        let screen = document.screens[0]
        #expect(screen.title.value == "Mailboxes")
        #expect(screen.id.value == "boxes" && screen.hasExplicitID)
        #expect(screen.description?.markdown == "All mailboxes.\n\nSecond paragraph.")
        #expect(screen.regions.map(\.kind) == [.navigationBar, .table])
        #expect(screen.regions[0].note?.markdown == "A note about the bar.")
        let table = screen.regions[1]
        #expect(table.tableStyle == .grouped)
        #expect(table.sections.map { $0.title?.value } == [nil, "Inboxes", nil])
        #expect(table.sections.map { $0.elements.map { $0.label?.value } } == [["Untitled section row"], ["All Inboxes"], ["Third"]])
        #expect(table.sections[1].footer?.markdown == "The footer.")
        #expect(table.sections[0].headingRange == nil && table.sections[2].headingRange != nil)
    }

    @Test func derivedIDsFollowGitHubAnchors() {
        let document = parseClean("# New Message\n# Delete Message?\n# 世界时钟\n# Wi-Fi & Bluetooth\n")
        #expect(document.screens.map(\.id.value) == ["new-message", "delete-message", "世界时钟", "wi-fi--bluetooth"])
    }

    @Test func elementParts() {
        let document = parseClean(
            """
            # S
            ## Content
            - button: Send \\= now {style: done, size: 44x30} → modal [Compose](other.screen.md#compose) <!-- note -->
            - slider: Brightness {min: -1, max: 1.5} = 0.25
            - text-field: "Email, \\"work\\"" = "a=b" {keyboard: email, secure}
            - segmented: View = icon:list | *Grid* | Map
            - picker: Size = S | *M* || Red | _Blue_
            - date-picker: Wake {mode: time, minute-interval: 15} = 07:30
            - date-picker: Timer {mode: countdown} = 1:05
            - date-picker: Meeting = 2010-06-07 09:41
            - page-control = 2 {pages: 5}
            - switch: Airplane Mode = OFF
            """)
        let elements = document.screens[0].regions[0].elements
        let button = elements[0]
        #expect(button.label?.value == "Send = now")
        #expect(button.choice("style", as: ButtonStyle.self) == .done)
        #expect(button.attribute("size")?.value == .size(width: 44, height: 30))
        #expect(button.target?.presentation == .modal)
        #expect(button.target?.link?.file == "other.screen.md" && button.target?.link?.fragment == "compose")
        #expect(document.comments.map(\.text) == ["note"])
        #expect(elements[1].value?.value == .number(0.25))
        #expect(elements[1].attribute("min")?.value == .number(-1))
        #expect(elements[2].label?.value == "Email, \"work\"")
        #expect(elements[2].value?.value == .text("a=b"))
        #expect(elements[2].hasFlag("secure"))
        guard case .choices(let segments)? = elements[3].value?.value else {
            Issue.record("segmented value")
            return
        }
        #expect(segments.map(\.text) == ["list", "Grid", "Map"])
        #expect(segments.map(\.isIcon) == [true, false, false])
        #expect(segments.map(\.isSelected) == [false, true, false])
        guard case .wheels(let wheels)? = elements[4].value?.value else {
            Issue.record("picker value")
            return
        }
        #expect(wheels.map { $0.map(\.text) } == [["S", "M"], ["Red", "Blue"]])
        #expect(wheels.map { $0.firstIndex(where: \.isSelected) } == [1, 1])
        #expect(elements[5].value?.value == .dateTime(DateTimeValue(hour: 7, minute: 30)))
        #expect(elements[6].value?.value == .dateTime(DateTimeValue(hour: 1, minute: 5)))
        #expect(elements[7].value?.value == .dateTime(DateTimeValue(year: 2010, month: 6, day: 7, hour: 9, minute: 41)))
        #expect(elements[8].value?.value == .integer(2))
        #expect(elements[9].value?.value == .toggle(false))
    }

    @Test func targets() {
        let document = parseClean(
            """
            # S
            ## Navigation bar
            - back: Inbox
            - button: Done -> dismiss
            ## Toolbar
            - button: Delete → sheet [Delete](#delete)
            - button: Info → flip [Settings](#settings)
            - button: Up → back
            - button: Next → [Next](#next)
            """)
        let targets = document.screens[0].regions.flatMap(\.elements).map { $0.target?.presentation }
        #expect(targets == [.back, .dismiss, .sheet, .flip, .back, .push])
    }

    @Test func frontMatterIsTyped() {
        let document = parseClean("---\nscreenmark: 1\napp: \"Mail\" # comment\nhig: iphone-2010\nstyle: utility\n# a comment\n---\n# S\n")
        #expect(document.frontMatter?.formatVersion?.value == 1)
        #expect(document.frontMatter?.app?.value == "Mail")
        #expect(document.frontMatter?.profile?.value == .iphone2010)
        #expect(document.frontMatter?.appStyle?.value == .utility)
        #expect(document.screens.count == 1)
    }

    @Test func fencedCodeAndCommentsAreNotStructure() {
        let document = parseClean(
            """
            # S

            ```markdown
            # Not a screen
            - button: Not an element
            ```

            <!--
            # Not a screen either
            -->

            ## Content
            - label: Real
            """)
        #expect(document.screens.count == 1)
        #expect(document.screens[0].description?.markdown.contains("# Not a screen") == true)
        #expect(document.comments.count == 1)
        #expect(document.screens[0].regions[0].elements.map(\.kind) == [.label])
    }

    @Test func listItemsInADescriptionStayProse() {
        let document = parseClean("# S\n\nThe screen shows:\n- mail\n- more mail\n\n## Content\n- label: x\n")
        #expect(document.screens[0].description?.markdown == "The screen shows:\n- mail\n- more mail")
    }

    @Test func keywordsIgnoreCase() {
        let document = parseClean("# S\n## Navigation Bar\n- Title: S\n## TABLE (Grouped)\n- Cell: x {Style: Value1}\n")
        #expect(document.screens[0].regions.map(\.kind) == [.navigationBar, .table])
        #expect(document.screens[0].regions[1].tableStyle == .grouped)
        #expect(document.screens[0].regions[1].allElements[0].choice("style", as: CellStyle.self) == .value1)
    }

    @Test func headingsMayEndWithAComment() {
        let document = parseClean("# Inbox <!-- a note -->\n## Alert: Sure? {#sure} <!-- another -->\n")
        #expect(document.screens[0].title.value == "Inbox")
        #expect(document.screens[0].overlays[0].id?.value == "sure")
        #expect(document.comments.map(\.text) == ["a note", "another"])
    }

    @Test func overlaysGetIDs() {
        let document = parseClean("# S\n## Alert: Delete Message?\n## Action sheet\n## Activity view {#share}\n")
        #expect(document.screens[0].overlays.map { $0.id?.value } == ["delete-message", "action-sheet", "share"])
    }

    @Test func rangesPointAtTheText() {
        let text = "# Inbox\n## Content\n- button: 编辑 {system: edit}\n"
        let source = SourceFile(path: "t", text: text)
        let element = Parser.parse(source).document.screens[0].regions[0].elements[0]
        #expect(source.text(element.kindRange) == "button")
        #expect(source.text(element.label!.range) == "编辑")
        #expect(source.text(element.attributes[0].range) == "system: edit")
        #expect(source.text(element.range) == "- button: 编辑 {system: edit}")
        #expect(source.location(of: element.attributes[0].range.start).column == 15)
        #expect(source.location(of: element.attributes[0].range.start).byteColumn == 19)
    }
}
