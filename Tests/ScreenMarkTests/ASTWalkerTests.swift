import Testing
@testable import ScreenMark

/// The AST walker: file order, paths that `Project.element(_:)` reads back, skipping children.
@Suite struct ASTWalkerTests {
    static func project(_ texts: [String]) -> Project {
        let files = texts.enumerated().map { index, text in
            let source = SourceFile(path: "f\(index).screen.md", text: text)
            return (source: source, document: Parser.parse(source).document)
        }
        return Resolver.resolve(files).project
    }

    static let texts = [
        """
        # Home
        ## Navigation bar
        - title: Home
        ## Table
        - refresh-control
        ### One
        - cell: A
        - cell: B
        ### Two
        - cell: C
        ## Alert: Sure? {#sure}
        - button: OK
        # Second
        ## Content
        - label: Hi
        """,
        """
        # Third
        ## Content
        - label: There
        """,
    ]

    /// Records every visit as a line.
    struct Recorder: ProjectVisitor {
        var lines: [String] = []
        var skip: RegionKind?

        mutating func visitScreen(_ screen: Screen, at reference: ScreenReference) -> WalkAction {
            lines.append("screen \(reference.document).\(reference.screen) \(screen.id.value)")
            return .visitChildren
        }

        mutating func visitRegion(_ region: Region, at path: RegionPath) -> WalkAction {
            lines.append("region \(path.region) \(region.kind.rawValue)")
            return region.kind == skip ? .skipChildren : .visitChildren
        }

        mutating func visitSection(_ section: Section, index: Int, of region: RegionPath) -> WalkAction {
            lines.append("section \(region.region).\(index) \(section.title?.value ?? "-")")
            return .visitChildren
        }

        mutating func visitElement(_ element: Element, at path: ElementPath, regionKind: RegionKind) {
            let section = path.section.map(String.init) ?? "-"
            lines.append("element \(path.region).\(section).\(path.element) \(element.kind.rawValue) in \(regionKind.rawValue)")
        }
    }

    @Test func visitsInFileOrder() {
        var recorder = Recorder()
        Self.project(Self.texts).walk(&recorder)
        #expect(recorder.lines == [
            "screen 0.0 home",
            "region 0 navigation bar", "element 0.-.0 title in navigation bar",
            // Rows before the first `###` are an untitled first section.
            "region 1 table", "section 1.0 -", "element 1.0.0 refresh-control in table",
            "section 1.1 One", "element 1.1.0 cell in table", "element 1.1.1 cell in table",
            "section 1.2 Two", "element 1.2.0 cell in table",
            "region 2 alert", "element 2.-.0 button in alert",
            "screen 0.1 second", "region 0 content", "element 0.-.0 label in content",
            "screen 1.0 third", "region 0 content", "element 0.-.0 label in content",
        ])
    }

    @Test func skippedRegionsHideTheirElements() {
        var recorder = Recorder(skip: .table)
        let project = Self.project(Self.texts)
        project.walk(ScreenReference(document: 0, screen: 0), with: &recorder)
        #expect(recorder.lines == [
            "screen 0.0 home",
            "region 0 navigation bar", "element 0.-.0 title in navigation bar",
            "region 1 table",
            "region 2 alert", "element 2.-.0 button in alert",
        ])
    }

    @Test func pathsLeadBackToTheirElements() {
        let project = Self.project(Self.texts)
        var count = 0
        for reference in project.screenReferences {
            project.screen(reference).forEachElement(at: reference) { element, path, regionKind in
                #expect(project.element(path) == element)
                #expect(project.screen(reference).regions[path.region].kind == regionKind)
                count += 1
            }
        }
        #expect(count == 8)
    }
}
