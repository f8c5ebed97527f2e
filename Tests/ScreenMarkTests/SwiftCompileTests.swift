import Foundation
import Testing
@testable import ScreenMark

/// The generated Swift compiles in Swift 6 mode with complete concurrency checking and warnings
/// as errors, and its string literals hold exactly the labels. One `swiftc` run per test.
@Suite struct SwiftCompileTests {
    /// Every example compiles, together with a navigator that knows no screen by name: from each
    /// app's roots it follows `ScreenID.screen` and each screen's `Destination` cases through
    /// the `Screen` protocol alone, and must reach the screens and take the links that the
    /// app's `edges` list.
    @Test func allExamplesCompileAndNavigateThroughTheProtocol() throws {
        let swiftc = try #require(SwiftSupport.swiftc, "no swiftc on PATH (set SWIFT_EXEC)")
        let folder = try SwiftSupport.temporaryFolder("compile-examples")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try SwiftSupport.generate("Examples").files
        #expect(!files.isEmpty)
        var paths = try SwiftSupport.write(files, to: folder)
        let namespaces = files.flatMap { file in
            file.text.split(separator: "\n").compactMap { line in
                line.hasPrefix("public enum ") && line.hasSuffix("Screens {") ? line.dropFirst(12).dropLast(2) : nil
            }
        }
        #expect(namespaces.count == 8)
        let main = folder.appendingPathComponent("main.swift")
        try Self.navigator(namespaces.map(String.init)).write(to: main, atomically: true, encoding: .utf8)
        paths.append(main.path)
        let compile = try SwiftSupport.run(swiftc, SwiftSupport.strictFlags + ["-o", "navigate"] + paths, in: folder)
        try #require(compile.status == 0, "\(compile.output)")
        #expect(!compile.output.contains("warning:"), "\(compile.output)")
        let run = try SwiftSupport.run(folder.appendingPathComponent("navigate").path, [])
        #expect(run.status == 0, "\(run.output)")
        // One line per app: its namespace and how many screens the protocol reached.
        #expect(run.output.split(separator: "\n").count == namespaces.count, "\(run.output)")
    }

    /// With `--strings-catalog`, `Strings` look up their keys (and fall back to the spec's text
    /// when the catalog is not bundled, as on Linux); the catalog holds exactly those keys, each
    /// with the text in its app's language.
    @Test func localizedStringsCompileAndMatchTheirCatalog() throws {
        let swiftc = try #require(SwiftSupport.swiftc, "no swiftc on PATH (set SWIFT_EXEC)")
        let folder = try SwiftSupport.temporaryFolder("compile-localized")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try SwiftSupport.generate("Examples", stringsCatalog: true).files
        let catalogFile = try #require(files.last)
        #expect(catalogFile.path == "Localizable.xcstrings")
        let catalog = try #require(try JSONSerialization.jsonObject(with: Data(catalogFile.text.utf8)) as? [String: Any])
        #expect(catalog["sourceLanguage"] as? String == "en" && catalog["version"] as? String == "1.0")
        let strings = try #require(catalog["strings"] as? [String: [String: Any]])
        // Every lookup in the code is a key of the catalog with the same text, and nothing else is.
        let swift = files.dropLast().map(\.text).joined()
        let lookup = /NSLocalizedString\("([^"]+)", bundle: [^,]+, value: "((?:[^"\\]|\\.)*)"/
        var used: [String: String] = [:]
        for match in swift.matches(of: lookup) { used[String(match.output.1)] = String(match.output.2) }
        #expect(used.count == strings.count && used.count > 100)
        func text(_ key: String, _ language: String) -> String? {
            let localizations = strings[key]?["localizations"] as? [String: [String: [String: String]]]
            return localizations?[language]?["stringUnit"]?["value"]
        }
        #expect(text("mail.mailboxes.edit", "en") == "Edit" && used["mail.mailboxes.edit"] == "Edit")
        #expect(text("照片.相簿.相簿", "zh-Hans") == "相簿")
        for (key, value) in used where !value.contains("\\") { #expect(text(key, "en") ?? text(key, "zh-Hans") == value, "\(key)") }
        let paths = try SwiftSupport.write(Array(files.dropLast()), to: folder)
        let main = folder.appendingPathComponent("main.swift")
        try "print(MailScreens.Mailboxes.Strings.edit, 照片Screens.相簿.Strings.相簿)\n".write(to: main, atomically: true, encoding: .utf8)
        let compile = try SwiftSupport.run(swiftc, SwiftSupport.strictFlags + ["-o", "localized"] + paths + [main.path], in: folder)
        try #require(compile.status == 0, "\(compile.output)")
        let run = try SwiftSupport.run(folder.appendingPathComponent("localized").path, [])
        #expect(run.output == "Edit 相簿\n", "\(run.output)")
    }

    /// Screens named like what the localized code declares (`Bundle`, `BundleToken`) take other
    /// names, and the code compiles.
    @Test func localizedCodeCompilesBesideScreensNamedBundle() throws {
        let swiftc = try #require(SwiftSupport.swiftc, "no swiftc on PATH (set SWIFT_EXEC)")
        let folder = try SwiftSupport.temporaryFolder("compile-bundle")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = SourceFile(path: "B.screen.md", text: "# Bundle\n## Content\n- button: Go\n# Bundle Token\n## Content\n- label: Hi\n")
        let checked = Checker.check([source], validator: nil)
        let files = SwiftGenerator(stringsCatalog: true).generate(checked.project, blocked: []).files
        let paths = try SwiftSupport.write(Array(files.dropLast()), to: folder)
        let compile = try SwiftSupport.run(
            swiftc, SwiftSupport.strictFlags + ["-parse-as-library", "-c", "-module-name", "B", "-o", "B.o"] + paths, in: folder)
        #expect(compile.status == 0, "\(compile.output)")
    }

    /// The navigator program: per app, a walk over the protocol and a walk over `edges`, which
    /// must agree.
    static func navigator(_ namespaces: [String]) -> String {
        namespaces.map { app in
            """
            func leads<S: \(app).Screen>(_: S.Type) -> [(\(app).ScreenID, \(app).Presentation)] {
                S.Action.Destination.allCases.compactMap { destination in destination.screen.map { ($0, destination.presentation) } }
            }
            do {
                var reached: Set<\(app).ScreenID> = []
                var queue = \(app).roots
                while let id = queue.popLast() {
                    guard reached.insert(id).inserted else { continue }
                    let screen = id.screen
                    precondition(screen.id == id, "\\(screen) says it is \\(screen.id), not \\(id)")
                    queue += leads(screen).map(\\.0)
                }
                var linked = Set(\(app).roots)
                var changed = true
                while changed {
                    let before = linked.count
                    linked.formUnion(\(app).edges.filter { linked.contains($0.from) }.map(\\.to))
                    changed = linked.count != before
                }
                precondition(reached == linked, "\(app): the protocol reaches \\(reached), the edges \\(linked)")
                for edge in \(app).edges {
                    precondition(leads(edge.from.screen).contains { $0 == edge.to && $1 == edge.presentation }, "\\(edge)")
                }
                print("\(app)", reached.count)
            }
            """
        }.joined(separator: "\n")
    }

    /// Compiles the hostile fixture's Swift with a `main.swift` that prints, as JSON, every
    /// string the generated API holds that came from a label; they must be the labels, exactly.
    @Test func hostileLabelsRoundTrip() throws {
        let swiftc = try #require(SwiftSupport.swiftc, "no swiftc on PATH (set SWIFT_EXEC)")
        let (project, diagnostics) = try SwiftSupport.project("Tests/ScreenMarkTests/Fixtures/swift")
        #expect(!diagnostics.contains { $0.severity == .error })
        var builder = SwiftModelBuilder(project: project)
        let contexts = builder.files(blocked: []).files
        let folder = try SwiftSupport.temporaryFolder("round-trip")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = contexts.map { document, context in
            SwiftGenerator.File(
                source: "", path: SwiftOutputNames.outputPath(for: project.sources[document].name), text: SwiftTemplates.builtIn.render(context))
        }
        var paths = try SwiftSupport.write(files, to: folder)
        let main = folder.appendingPathComponent("main.swift")
        try Data(Self.program(contexts.map(\.context)).utf8).write(to: main)
        paths.append(main.path)
        let compile = try SwiftSupport.run(swiftc, SwiftSupport.strictFlags + ["-o", "roundtrip"] + paths, in: folder)
        try #require(compile.status == 0, "\(compile.output)")
        let run = try SwiftSupport.run(folder.appendingPathComponent("roundtrip").path, [])
        try #require(run.status == 0, "\(run.output)")
        let printed = try JSONDecoder().decode([String?].self, from: Data(run.output.utf8))
        // One app per file here, so each raw value names its file by its last component.
        let expected = Self.labels(project, project.sources.map { $0.name.split(separator: "/").last.map(String.init)! })
        #expect(printed.count == expected.count)
        #expect(Self.sorted(printed) == Self.sorted(expected))
        #expect(expected.contains { ($0?.unicodeScalars.count ?? 0) == 2000 })
    }

    static func sorted(_ values: [String?]) -> [String] {
        values.map { $0.map { "+" + $0 } ?? "-" }.sorted { Array($0.unicodeScalars) .lexicographicallyPrecedes(Array($1.unicodeScalars)) }
    }

    /// A program printing every label-made string of the generated API.
    static func program(_ files: [SwiftFileContext]) -> String {
        var lines = ["import Foundation", "var values: [String?] = []", ""]
        func add(_ expression: String) { lines.append("values += (\(expression)).map { $0 as String? }") }
        func one(_ expression: String) { lines.append("values.append(\(expression))") }
        func titled(_ enumeration: SwiftEnumContext) -> Bool { enumeration.properties.contains { $0.name.text == "title" } }
        for file in files {
            let namespace = file.namespace.text
            if file.app?.screenID.cases.isEmpty == false { add("\(namespace).ScreenID.allCases.map(\\.rawValue)") }
            for tabs in file.app?.tabs ?? [] where titled(tabs) { add("\(namespace).\(tabs.name.text).allCases.map(\\.title)") }
            for screen in file.screens {
                let type = "\(namespace).\(screen.name.text)"
                one("\(type).title")
                for options in screen.state.enums where titled(options) { add("\(type).State.\(options.name.text).allCases.map(\\.title)") }
                for wheels in screen.state.structs {
                    for options in wheels.enums where titled(options) {
                        add("\(type).State.\(wheels.name.text).\(options.name.text).allCases.map(\\.title)")
                    }
                }
                for property in screen.state.properties where property.type.text == "String" {
                    one("\(type).State().\(property.name.text)")
                }
                for string in screen.strings { one("\(type).Strings.\(string.name.text)") }
                for overlay in screen.overlays {
                    let name = "\(type).\(overlay.name.text)"
                    one("\(name).title")
                    one("\(name).message")
                    if titled(overlay.buttons) { add("\(name).Button.allCases.map(\\.title)") }
                    for property in overlay.state?.properties ?? [] { one("\(name).State().\(property.name.text)") }
                }
            }
        }
        lines.append("print(String(decoding: try! JSONEncoder().encode(values), as: UTF8.self))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same strings, read from the AST: what the spec says.
    static func labels(_ project: Project, _ names: [String]) -> [String?] {
        var labels: [String?] = []
        func options(_ choices: [Choice]) {
            guard choices.contains(where: { !$0.isIcon }) else { return }
            labels += choices.map { $0.isIcon ? nil : $0.text }
        }
        func text(_ element: Element) -> String {
            if case .text(let text)? = element.value?.value { text } else { "" }
        }
        for (index, document) in project.documents.enumerated() {
            labels += document.screens.map { "\(names[index])#\($0.id.value)" }
            for screen in document.screens {
                labels.append(screen.region(.navigationBar)?.elements.first { $0.kind == .title }?.label?.value ?? screen.title.value)
                for region in screen.regions {
                    if region.kind.isOverlay {
                        labels.append(region.title?.value)
                        labels.append(region.elements.first { $0.kind == .message }?.label?.value)
                        labels += region.elements.filter { $0.kind == .button || $0.kind == .activity }.map { $0.label?.value }
                        labels += region.elements.filter { $0.kind == .textField }.map(text)
                        continue
                    }
                    if region.kind == .tabBar {
                        labels += region.elements.map { $0.label?.value }
                        continue
                    }
                    for element in region.allElements where element.kind != .space {
                        if let label = element.label?.value { labels.append(label) }
                        if element.kind == .cell, case .text(let detail)? = element.value?.value { labels.append(detail) }
                        if case .text(let placeholder)? = element.attribute("placeholder")?.value { labels.append(placeholder) }
                        switch (element.kind, element.value?.value) {
                        case (.segmented, .choices(let choices)?): options(choices)
                        case (.picker, .wheels(let wheels)?): wheels.forEach(options)
                        case (.textField, _), (.textView, _), (.searchField, _): labels.append(text(element))
                        default: break
                        }
                    }
                }
            }
        }
        return labels
    }
}
