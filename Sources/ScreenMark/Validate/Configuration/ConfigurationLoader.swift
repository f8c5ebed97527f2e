import Foundation
import Yams

/// Finds and reads `.screenmark.yml`, reporting every problem at its line and column.
public enum ConfigurationLoader {
    /// The configuration file's name.
    public static let fileName = ".screenmark.yml"

    /// The nearest `.screenmark.yml` in `directory` or a folder above it.
    public static func find(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Reads the configuration in `source` against the rules that exist.
    public static func load(_ source: SourceFile, rules: [RuleDescription]) -> (Configuration, [Diagnostic]) {
        var reader = Reader(source: source, rules: rules)
        reader.read()
        return (reader.configuration, reader.sink.diagnostics)
    }

    private struct Reader {
        /// The top-level keys.
        static let keys = ["profile", "preview", "include", "exclude", "baseline", "docs-url", "rules"]

        let source: SourceFile
        let rules: [String: RuleDescription]
        var configuration = Configuration()
        var sink: DiagnosticSink

        init(source: SourceFile, rules: [RuleDescription]) {
            self.source = source
            self.rules = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            self.sink = DiagnosticSink(path: source.path)
            configuration.path = source.path
        }

        mutating func read() {
            let text = String(decoding: source.bytes, as: UTF8.self)
            let root: Node?
            do {
                root = try ConfigurationYAML.compose(text)
            } catch let error as YamlError {
                reportSyntax(error)
                return
            } catch {
                sink.report(.configSyntax, "this file is not valid YAML", at: .empty(at: 0))
                return
            }
            guard let root else { return }
            guard let mapping = root.mapping else {
                sink.report(.configInvalidValue, "the configuration is a mapping of keys", at: range(of: root))
                return
            }
            for (key, value) in mapping {
                switch key.string ?? "" {
                case "profile":
                    configuration.profile = choice(value, as: HIGProfile.self, key: "profile")
                case "preview": configuration.preview = flag(value, key: "preview")
                case "include": configuration.include = globs(value, key: "include")
                case "exclude": configuration.exclude = globs(value, key: "exclude")
                case "baseline":
                    if let path = value.scalar?.string, !path.isEmpty {
                        configuration.baseline = path
                        if BaselineLine.value(in: text) != path {
                            sink.report(
                                .configInvalidValue,
                                "write `baseline: \(path)` on a line of its own, at the start: the build plugin reads it that way to rebuild when the baseline changes",
                                at: range(of: value))
                        }
                    } else {
                        sink.report(.configInvalidValue, "`baseline` is the path of a baseline file", at: range(of: value))
                    }
                case "docs-url":
                    if let url = value.scalar?.string, let host = url.split(separator: "/").dropFirst().first,
                        url.hasPrefix("https://") || url.hasPrefix("http://"), !url.contains(" "), !host.isEmpty
                    {
                        configuration.docsURL = url.hasSuffix("/") ? String(url.dropLast()) : url
                    } else {
                        sink.report(
                            .configInvalidValue, "`docs-url` is the address where the docs site is published, starting with `https://`",
                            at: range(of: value))
                    }
                case "rules": readRules(value)
                default:
                    sink.report(
                        .configUnknownKey, "`\(key.string ?? "?")` is not a configuration key; it is ignored",
                        at: range(of: key),
                        notes: [.help(Suggestion.help(for: key.string ?? "", in: Self.keys) ?? "the keys are " + Self.keys.map { "`\($0)`" }.joined(separator: ", "))])
                }
            }
        }

        private mutating func readRules(_ node: Node) {
            guard let mapping = node.mapping else {
                sink.report(.configInvalidValue, "`rules` maps rule ids to settings", at: range(of: node))
                return
            }
            for (key, value) in mapping {
                let id = key.string ?? ""
                guard let rule = rules[id] else {
                    sink.report(
                        .configUnknownRule, "`\(id)` is not a rule; its setting is ignored", at: range(of: key),
                        notes: Suggestion.help(for: id, in: rules.keys.sorted()).map { [.help($0)] } ?? [.help("`screenmark rules` lists them")])
                    continue
                }
                var setting = Configuration.RuleSetting()
                if let scalar = value.scalar {
                    readSeverity(scalar.string, at: range(of: value), into: &setting)
                } else if let entries = value.mapping {
                    for (optionKey, optionValue) in entries {
                        let name = optionKey.string ?? ""
                        if name == "severity" {
                            readSeverity(optionValue.string ?? "", at: range(of: optionValue), into: &setting)
                        } else if rule.options.contains(where: { $0.name == name }) {
                            // Thresholds count things on one screen: bound them, so rules can use them as
                            // whole numbers without overflow.
                            guard let number = optionValue.string.flatMap(Double.init), number.isFinite,
                                (0...100_000).contains(number)
                            else {
                                sink.report(
                                    .configInvalidValue, "`\(name)` is a number from 0 to 100000",
                                    at: range(of: optionValue))
                                continue
                            }
                            setting.options[name] = number
                        } else {
                            let known = ["severity"] + rule.options.map(\.name)
                            sink.report(
                                .configUnknownOption, "`\(id)` has no option `\(name)`; it is ignored",
                                at: range(of: optionKey),
                                notes: [.help(Suggestion.help(for: name, in: known) ?? "its options are: " + known.map { "`\($0)`" }.joined(separator: ", "))])
                        }
                    }
                } else {
                    sink.report(.configInvalidValue, "a rule's setting is a severity or a mapping", at: range(of: value))
                }
                configuration.rules[id] = setting
            }
        }

        private mutating func readSeverity(_ text: String, at range: SourceRange, into setting: inout Configuration.RuleSetting) {
            if text == "off" {
                setting.isOff = true
            } else if text == "on" {
                // Named is enough: the rule runs at its default severity.
            } else if let severity = Severity(rawValue: text) {
                setting.severity = severity
            } else {
                sink.report(
                    .configInvalidValue, "`\(text)` is not a severity", at: range,
                    notes: [.help("write `on`, `error`, `warning`, `note` or `off`")])
            }
        }

        private mutating func flag(_ node: Node, key: String) -> Bool {
            switch node.string {
            case "true": return true
            case "false": return false
            default:
                sink.report(.configInvalidValue, "`\(key)` is `true` or `false`", at: range(of: node))
                return false
            }
        }

        private mutating func globs(_ node: Node, key: String) -> [String] {
            if let single = node.scalar { return [single.string] }
            guard let sequence = node.sequence else {
                sink.report(.configInvalidValue, "`\(key)` is a list of globs", at: range(of: node))
                return []
            }
            return sequence.compactMap { item in
                guard let text = item.scalar?.string else {
                    sink.report(.configInvalidValue, "a glob is a string", at: range(of: item))
                    return nil
                }
                return text
            }
        }

        private mutating func choice<Choice: VocabularyChoice>(_ node: Node, as type: Choice.Type, key: String) -> Choice? {
            let text = node.string ?? ""
            guard let value = Choice(rawValue: text) else {
                let set = ChoiceSet(Choice.self)
                sink.report(
                    .configInvalidValue, "`\(text)` is not \(set.titleWithArticle)", at: range(of: node),
                    notes: [.help(Suggestion.help(for: text, in: set.values) ?? "write " + set.values.map { "`\($0)`" }.joined(separator: " or "))])
                return nil
            }
            return value
        }

        /// The node's text in the file, from its mark (line and column in Unicode scalars).
        private func range(of node: Node) -> SourceRange {
            guard let mark = node.mark else { return .empty(at: 0) }
            let start = source.offset(line: mark.line, column: mark.column)
            let length = node.scalar.map { $0.string.utf8.count } ?? 1
            return SourceRange(start, Swift.min(start + Swift.max(length, 1), source.bytes.count))
        }

        private mutating func reportSyntax(_ error: YamlError) {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
                sink.report(
                    .configSyntax, "this is not valid YAML: \(problem)",
                    at: .empty(at: source.offset(line: mark.line, column: mark.column)))
            default:
                sink.report(.configSyntax, "this file is not valid YAML: \(error)", at: .empty(at: 0))
            }
        }
    }
}
