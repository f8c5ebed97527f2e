/// Sample lists (`{sample: song}`): rows that stand for data the app fills in. `State` holds the
/// list (`songRows: [SongRow]`, empty at first) and the spec's rows as `songSamples`, for
/// previews and tests; the sample texts are not in `Strings`, since the app never shows them.
extension SwiftScreenBuilder {
    func addLists(to state: inout SwiftStructContext, scope: inout SwiftNameScope) {
        for list in names.lists {
            let elements = list.paths.map { model.project.element($0) }
            let base = names.elements[list.paths[0]]!
            let noun = elements[0].text("sample")!
            let type = SwiftNames.token(scope.claim(SwiftNames.capitalisingFirst(base) + "Row"))
            let detail = { (element: Element) -> String? in
                if case .text(let text)? = element.value?.value { text } else { nil }
            }
            let titled = elements.allSatisfy { $0.label != nil }
            let detailed = elements.allSatisfy { detail($0) != nil }
            let hasDetail = elements.contains { detail($0) != nil }
            var row = SwiftStructContext(
                doc: SwiftLiteral.documentation("One “\(noun)” row: what the app shows in it."), name: type,
                properties: [], statics: [], enums: [], structs: [])
            row.properties.append(
                SwiftPropertyContext(
                    doc: SwiftLiteral.documentation("The row's text."), name: SwiftCode("title"),
                    type: SwiftCode(titled ? "String" : "String?"), initial: SwiftCode(titled ? "\"\"" : "nil")))
            if hasDetail {
                row.properties.append(
                    SwiftPropertyContext(
                        doc: SwiftLiteral.documentation("The row's detail text (its subtitle or value)."), name: SwiftCode("detail"),
                        type: SwiftCode(detailed ? "String" : "String?"), initial: SwiftCode(detailed ? "\"\"" : "nil")))
            }
            state.structs.append(row)
            // The rows are all in this screen: one reference names them all.
            let origin = source(model.project.element(list.paths[0]).range)
            let rows = SwiftNames.token(scope.claim(base + "Rows"))
            let samples = SwiftNames.token(scope.claim(base + "Samples"))
            state.properties.append(
                SwiftPropertyContext(
                    doc: SwiftLiteral.documentation(
                        "The “\(noun)” rows the app shows; the spec's are samples (`\(samples.text)`). Source: \(origin)"),
                    name: rows, type: SwiftCode("[\(type.text)]"), initial: SwiftCode("[]")))
            let values = elements.map { element -> String in
                var fields = ["title: " + (element.label.map { SwiftLiteral.string($0.value).text } ?? "nil")]
                if hasDetail { fields.append("detail: " + (detail(element).map { SwiftLiteral.string($0).text } ?? "nil")) }
                return "\(type.text)(\(fields.joined(separator: ", ")))"
            }
            state.statics.append(
                SwiftStaticContext(
                    doc: SwiftLiteral.documentation("The spec's sample “\(noun)” rows. Source: \(origin)"),
                    name: samples, type: SwiftCode("[\(type.text)]"),
                    // One row a line; `SwiftLayout` indents them.
                    value: SwiftCode("[\n" + values.map { $0 + ",\n" }.joined() + "]")))
        }
    }
}
