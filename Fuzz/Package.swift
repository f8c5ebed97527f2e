// swift-tools-version: 6.1
import PackageDescription

// The fuzz targets, in a package of their own so that `swift build` and `swift test` of ScreenMark
// never compile them. Built by `make fuzz` with `-sanitize=fuzzer` (libFuzzer and coverage) and
// `-enable-testing` (the targets assert invariants on internal types); see the README's section.
let package = Package(
    name: "ScreenMarkFuzz",
    dependencies: [
        .package(name: "ScreenMark", path: ".."),
    ],
    targets: [
        // libFuzzer's driver, declared for Swift. SwiftPM renames an executable's `main`, so
        // libFuzzer's own `main` cannot be used: ours calls `LLVMFuzzerRunDriver` instead.
        .target(name: "CFuzzDriver", path: "Sources/CFuzzDriver"),
        .executableTarget(
            name: "screenmark-fuzz",
            dependencies: ["CFuzzDriver", .product(name: "ScreenMark", package: "ScreenMark")],
            path: "Sources/screenmark-fuzz"
        ),
    ],
    swiftLanguageModes: [.v6]
)
