// swift-tools-version: 6.1
import PackageDescription

// ScreenMark's build-tool plugin with the tool prebuilt: the plugin runs the binary of an artifact
// bundle (SE-0305) instead of building ScreenMark and its dependencies, so a consumer's first
// `swift build` compiles nothing of ScreenMark. A package of its own, with no dependencies, as
// SwiftLintPlugins is for SwiftLint: depending on it resolves and builds nothing else.
//
// `make artifactbundle` in the repository puts the bundle beside this file; until then this
// package cannot be loaded. The plugin's code is the source plugin's (symbolic links into
// ../Plugins and the tool's output naming), so the two plugins cannot drift apart. A release
// names the bundle's zip by URL instead (see the README, "The binary plugin"):
//     .binaryTarget(name: "ScreenMarkBinary", url: "https://…/screenmark.artifactbundle.zip", checksum: "…")
let package = Package(
    name: "ScreenMarkPlugins",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "ScreenMarkPlugin", targets: ["ScreenMarkPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "ScreenMarkBinary", path: "screenmark.artifactbundle"),
        .plugin(
            name: "ScreenMarkPlugin",
            capability: .buildTool(),
            dependencies: ["ScreenMarkBinary"],
            path: "Plugins/ScreenMarkPlugin"
        ),
    ],
    swiftLanguageModes: [.v6]
)
