// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScreenMark",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ScreenMark", targets: ["ScreenMark"]),
        .executable(name: "screenmark", targets: ["screenmark"]),
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
        .testTarget(
            name: "ScreenMarkTests",
            dependencies: ["ScreenMark", "CCMark"],
            path: "Tests/ScreenMarkTests",
            exclude: ["Golden", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
