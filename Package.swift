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
        // The C ABI (include/detent.h); `make lib` installs it as libdetent.so.
        .library(name: "DetentC", type: .dynamic, targets: ["libdetent"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` (make docs): the DocC catalogue of the API.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // The physics core: no Foundation, no clock, no randomness; its math from one file
        // (Math/Math.swift); builds as Embedded Swift too (`make embedded`).
        .target(name: "Detent"),
        .target(name: "DetentPicker", dependencies: ["Detent"]),
        .target(name: "DetentTrace", dependencies: ["Detent", "DetentPicker"]),
        .target(name: "DetentCheck", dependencies: ["Detent", "DetentPicker", "DetentTrace"]),
        // No pkgConfig: sdl2.pc's cflags carry -D_REENTRANT, which SwiftPM refuses with a
        // warning on every build. The shim includes <SDL2/…> from the system include path and
        // the module map links the libraries, which is all those flags gave on Linux.
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .target(name: "DetentSDL", dependencies: ["CSDL2", "Detent", "DetentPicker", "DetentTrace"]),
        // What `detent` and `sandbox` share: the library's types read from the command line,
        // exit statuses, the version, stderr, output-path checks.
        .target(
            name: "DetentCLI",
            dependencies: ["Detent", "DetentPicker", "DetentTrace", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The `detent` command. Its folder is not `Sources/detent`: on a file system that
        // ignores case (macOS's default) that would be `Sources/Detent`, the engine.
        .executableTarget(
            name: "detent",
            dependencies: [
                "Detent", "DetentPicker", "DetentTrace", "DetentSDL", "DetentCLI", "DetentCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/DetentCommand"
        ),
        .executableTarget(
            name: "sandbox",
            dependencies: [
                "DetentSDL", "DetentTrace", "DetentCLI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sandbox"
        ),
        // The C ABI: detent.h (as a module for the Swift side) and the @_cdecl functions.
        .systemLibrary(name: "CDetent", path: "include"),
        .target(name: "libdetent", dependencies: ["CDetent", "Detent", "DetentPicker", "DetentTrace"],
                exclude: ["detent.map", "detent.pc.in"]),
        // Counts heap allocations per thread by interposing glibc's allocator (tests only).
        .target(name: "CAllocationCounter", path: "Tests/CAllocationCounter"),
        .testTarget(name: "DetentTests", dependencies: ["Detent", "CAllocationCounter"],
                    exclude: ["Reference/flutter_velocity.py"]),
        // DetentCheck: the seeded EntropySource the frame-rate property draws its traces from.
        .testTarget(name: "DetentPickerTests", dependencies: ["DetentPicker", "DetentCheck", "CAllocationCounter"]),
        // Also the `detent` executable's presentation (plot, validate report), imported @testable.
        .testTarget(name: "DetentTraceTests", dependencies: ["DetentTrace", "detent"], exclude: ["Malformed", "Golden"]),
        .testTarget(name: "DetentSDLTests", dependencies: ["DetentSDL"]),
        .testTarget(name: "DetentCheckTests", dependencies: ["DetentCheck"]),
        // README.md's Swift blocks, compiled and run (scripts/readme-examples.py writes them),
        // as a user's code: without package access, so that what they show is public API.
        .testTarget(name: "ReadmeTests", dependencies: ["Detent", "DetentPicker", "DetentTrace"], packageAccess: false),
        .testTarget(name: "DetentCTests", dependencies: ["CDetent", "libdetent", "DetentTrace", "CAllocationCounter"]),
    ],
    swiftLanguageModes: [.v6]
)
