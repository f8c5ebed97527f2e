// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ScreenMark",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ScreenMark", targets: ["ScreenMark"]),
        .executable(name: "screenmark", targets: ["screenmark"]),
        .plugin(name: "ScreenMarkPlugin", targets: ["ScreenMarkPlugin"]),
        .plugin(name: "ScreenMarkCommandPlugin", targets: ["ScreenMarkCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCMark",
            path: "Sources/CCMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(
            name: "ScreenMark",
            dependencies: [
                "CCMark",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Yams", package: "Yams"),
            ],
            path: "Sources/ScreenMark"
        ),
        .executableTarget(
            name: "screenmark",
            dependencies: [
                "ScreenMark",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/screenmark"
        ),
        // The plugins are thin (Foundation only): they name files and run the tool. Shared code is
        // linked in (`Plugins/Shared`, and the tool's own output naming), not copied.
        .plugin(
            name: "ScreenMarkPlugin",
            capability: .buildTool(),
            dependencies: ["screenmark"],
            path: "Plugins/ScreenMarkPlugin"
        ),
        .plugin(
            name: "ScreenMarkCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "screenmark",
                    description: "Check the targets' screen specs, or write their docs, wireframes or Swift into the package"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "`docs`, `wireframe` and `generate` write their files into the package (Docs/<target>, Wireframes/<target> by default); ScreenMark never overwrites or deletes a file it did not write")
                ]),
            dependencies: ["screenmark"],
            path: "Plugins/ScreenMarkCommandPlugin"
        ),
        .testTarget(
            name: "ScreenMarkTests",
            dependencies: ["ScreenMark", "CCMark"],
            path: "Tests/ScreenMarkTests",
            exclude: ["Golden", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
