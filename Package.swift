// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "detent",
    // Synchronization.Mutex (LabelFont) needs macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Detent", targets: ["Detent"]),
        .library(name: "DetentPicker", targets: ["DetentPicker"]),
        .library(name: "DetentTrace", targets: ["DetentTrace"]),
        .library(name: "DetentSDL", targets: ["DetentSDL"]),
        // The invariant checker and the random gesture driver (`detent soak`, Fuzz/, tests).
        .library(name: "DetentCheck", targets: ["DetentCheck"]),
        .executable(name: "detent", targets: ["detent"]),
        .executable(name: "sandbox", targets: ["sandbox"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` (make docs): the DocC catalogue of the API.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // The physics core: Glibc only, no Foundation, no clock, no randomness.
        .target(name: "Detent"),
        .target(name: "DetentPicker", dependencies: ["Detent"]),
        .target(name: "DetentTrace", dependencies: ["Detent", "DetentPicker"]),
        .target(name: "DetentCheck", dependencies: ["Detent", "DetentPicker", "DetentTrace"]),
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .target(name: "DetentSDL", dependencies: ["CSDL2", "Detent", "DetentPicker", "DetentTrace"]),
        .executableTarget(
            name: "detent",
            dependencies: [
                "Detent", "DetentPicker", "DetentTrace", "DetentSDL", "DetentCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "sandbox",
            dependencies: [
                "DetentSDL", "DetentTrace",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sandbox"
        ),
        // Counts heap allocations per thread by interposing glibc's allocator (tests only).
        .target(name: "CAllocationCounter", path: "Tests/CAllocationCounter"),
        .testTarget(name: "DetentTests", dependencies: ["Detent", "CAllocationCounter"], exclude: ["Reference"]),
        .testTarget(name: "DetentPickerTests", dependencies: ["DetentPicker"]),
        .testTarget(name: "DetentTraceTests", dependencies: ["DetentTrace"], exclude: ["Malformed", "Golden"]),
        .testTarget(name: "DetentSDLTests", dependencies: ["DetentSDL"]),
        .testTarget(name: "DetentCheckTests", dependencies: ["DetentCheck"]),
    ],
    swiftLanguageModes: [.v6]
)
