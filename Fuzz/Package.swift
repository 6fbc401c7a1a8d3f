// swift-tools-version:6.0
// libFuzzer targets for Detent, kept out of the main package: they build only with
// `-sanitize=fuzzer` (libFuzzer's runtime). Run `make fuzz` from the top folder.
import PackageDescription

let package = Package(
    name: "DetentFuzz",
    dependencies: [.package(name: "detent", path: "..")],
    targets: [
        .target(name: "LibFuzzer"),
        // The trace reader: any bytes give a trace or a FILE:LINE: error, never a trap.
        .executableTarget(name: "FuzzTraceReader", dependencies: [
            "LibFuzzer", .product(name: "DetentCheck", package: "detent"),
        ]),
        // The engine under random gestures decoded from the bytes, every invariant checked.
        .executableTarget(name: "FuzzEngine", dependencies: [
            "LibFuzzer", .product(name: "DetentCheck", package: "detent"),
        ]),
        // libdetent's C interface under random sequences of calls: a refusal changes nothing.
        .executableTarget(name: "FuzzCInterface", dependencies: [
            "LibFuzzer", .product(name: "DetentC", package: "detent"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
