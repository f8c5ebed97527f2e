import Foundation

// Linked into the plugins as well (a symbolic link: a plugin can import Foundation only, not
// the YAML parser), so that the build plugin declares as an input of its build command the very
// baseline the tool reads. The configuration loader holds the two readings to one answer: a
// `baseline:` this line reading does not see as the YAML parser does is an error.

/// `baseline:` in `.screenmark.yml` as the build plugin reads it: the first line that starts
/// with `baseline:` (no indent), its value without quotes and without a ` #` comment after it.
enum BaselineLine {
    /// The value, or `nil` when no line gives one.
    static func value(in text: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("baseline:") {
            var value = line.dropFirst("baseline:".count).trimmingCharacters(in: .whitespaces)
            if let quote = value.first, quote == "\"" || quote == "'" {
                let rest = value.dropFirst()
                guard let end = rest.firstIndex(of: quote) else { return nil }
                return String(rest[..<end])
            }
            if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
            value = value.trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : value
        }
        return nil
    }
}
