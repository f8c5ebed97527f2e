/// Where each screen file's Swift goes, from its path alone (a build plugin must know its outputs
/// before reading its inputs).
///
/// A screen file is named relative to its **input root**: the folder given on the command line
/// that it was found in, or, for a file given directly, its own folder. `Examples` → `Mail.screen.md`;
/// `Specs` → `Settings/Wifi.screen.md`.
///
/// The output is flat — `swiftc` refuses two files with the same name in one module, so
/// `A/Login.swift` and `B/Login.swift` could not both be compiled — and named after the whole
/// relative path: `/` becomes `+` and a final `.md` becomes `.swift`: `Mail.screen.swift`,
/// `Settings+Wifi.screen.swift`. Keeping `.screen` also keeps the name clear of the app's own
/// `Mail.swift`. A `+`, `%`, `\` or control character in a name is written `%2B`, `%25`, `%5C`,
/// `%0A`…, so two different paths never give the same name.
public enum SwiftOutputNames {
    /// The output file of the screen file at `sourceName` (relative to its input root). A name
    /// longer than a file system allows (255 bytes) keeps its start and ends with a hash of the
    /// whole, so it stays one legal, distinct name.
    public static func outputPath(for sourceName: String) -> String {
        let stem = sourceName.hasSuffix(".md") ? String(sourceName.dropLast(3)) : sourceName
        let name = stem.split(separator: "/", omittingEmptySubsequences: true).map(escaped).joined(separator: "+")
        guard name.utf8.count + 6 > 255 else { return name + ".swift" }
        var start = ""
        for character in name {
            if start.utf8.count + character.utf8.count > 255 - 6 - 17 { break }
            start.append(character)
        }
        // FNV-1a, as `OutputManifest.hash`: written out here because the build plugin compiles
        // this file alone (it cannot import the library) and must name outputs the same way.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return start + "-" + String(repeating: "0", count: 16 - hex.count) + hex + ".swift"
    }

    /// Groups of sources whose outputs would be one file on a case-insensitive file system.
    public static func collisions(_ sourceNames: [String]) -> [[String]] {
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for name in sourceNames {
            let key = outputPath(for: name).lowercased()
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(name)
        }
        return order.compactMap { groups[$0]!.count > 1 ? groups[$0] : nil }
    }

    private static func escaped(_ component: Substring) -> String {
        var result = ""
        for scalar in component.unicodeScalars {
            if scalar == "+" || scalar == "%" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F {
                result += "%" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
