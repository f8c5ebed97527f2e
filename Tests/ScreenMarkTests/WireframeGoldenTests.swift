import Foundation
import Testing
@testable import ScreenMark

/// The drawings of every example and wireframe fixture, in both character sets, at 40 and 60
/// columns, against golden files; every drawing exact in width and clean in whitespace.
@Suite struct WireframeGoldenTests {
    struct Case: CustomStringConvertible, Sendable {
        var path: String
        var charset: WireframeRenderer.Charset
        var width: Int

        var name: String {
            (path as NSString).lastPathComponent.replacingOccurrences(of: ".screen.md", with: "")
        }
        var golden: String { "Tests/ScreenMarkTests/Golden/wireframes/\(name).\(charset.rawValue).\(width).txt" }
        var description: String { "\(name) \(charset.rawValue) \(width)" }
    }

    static let cases: [Case] = (WireframeSupport.examples + WireframeSupport.fixtures).flatMap { path in
        WireframeRenderer.Charset.allCases.flatMap { charset in [40, 60].map { Case(path: path, charset: charset, width: $0) } }
    }

    @Test(arguments: cases) func matchesGolden(_ test: Case) {
        let listing = WireframeSupport.listing(test.path, width: test.width, charset: test.charset)
        Golden.check(listing, against: test.golden)
    }

    @Test(arguments: cases) func everyLineIsExact(_ test: Case) {
        let drawings = WireframeSupport.drawings(WireframeSupport.project(test.path), width: test.width, charset: test.charset)
        #expect(!drawings.isEmpty)
        for drawing in drawings {
            let problems = WireframeSupport.problems(in: drawing.text, width: test.width)
            #expect(problems.isEmpty, "\(drawing.heading):\n\(problems.joined(separator: "\n"))")
        }
    }

    /// The examples and fixtures use every element and region kind, so the goldens show them all.
    @Test func goldensCoverEveryKind() {
        let projects = (WireframeSupport.examples + WireframeSupport.fixtures).map(WireframeSupport.project)
        let regions = projects.flatMap(\.documents).flatMap(\.screens).flatMap(\.regions)
        #expect(Set(ElementKind.allCases).subtracting(regions.flatMap(\.allElements).map(\.kind)).isEmpty)
        #expect(Set(RegionKind.allCases).subtracting(regions.map(\.kind)).isEmpty)
    }

    /// The same input gives the same bytes: a second parse and render is identical, and a
    /// screen's drawing does not depend on which screens were drawn before it.
    @Test func drawingIsDeterministic() {
        for path in WireframeSupport.examples + WireframeSupport.fixtures {
            let first = WireframeSupport.listing(path, width: 40, charset: .unicode)
            #expect(WireframeSupport.listing(path, width: 40, charset: .unicode) == first, "\(path)")
            let project = WireframeSupport.project(path)
            let renderer = WireframeRenderer(project: project)
            let forward = project.screenReferences.map { renderer.draw($0) }
            let backward = project.screenReferences.reversed().map { renderer.draw($0) }
            #expect(forward == Array(backward.reversed()), "\(path)")
        }
    }

    /// `--ascii` draws with ASCII only: a fixture labelled in ASCII gives pure ASCII drawings.
    @Test(arguments: [24, 40, 60]) func asciiIsPureASCII(width: Int) {
        let listing = WireframeSupport.listing("Tests/ScreenMarkTests/Fixtures/wireframe/all-kinds.screen.md", width: width, charset: .ascii)
        let other = listing.unicodeScalars.filter { $0.value >= 0x80 }.map { String($0) }
        #expect(other.isEmpty, "non-ASCII: \(Set(other).sorted().joined())")
    }
}
