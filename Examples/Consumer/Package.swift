// swift-tools-version: 6.1
import Foundation
import PackageDescription

// In your own package, three lines: depend on ScreenMark,
//     .package(url: "https://github.com/OWNER/ScreenMark", from: "0.1.0"),
// and name its plugin on each target that holds `*.screen.md` files:
//     plugins: [.plugin(name: "ScreenMarkPlugin", package: "ScreenMark")]
//
// This example depends on the repository it lives in, two folders up. SwiftPM names a package it
// finds by path after that path's last folder — whatever the clone is called — so the name the
// plugin is looked up by is read from the path rather than written here. Scripts/consumer.py also
// builds a copy whose path is "../../ScreenMarkPlugins": the same plugin, running the prebuilt tool.
let screenMark = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

let package = Package(
    name: "Reminders",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: screenMark.path),
    ],
    targets: [
        .target(
            name: "Reminders",
            plugins: [.plugin(name: "ScreenMarkPlugin", package: screenMark.lastPathComponent)]
        ),
        .testTarget(name: "RemindersTests", dependencies: ["Reminders"]),
    ],
    swiftLanguageModes: [.v6]
)
