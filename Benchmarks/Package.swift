// swift-tools-version:6.3
// Benchmarks for Detent, kept out of the main package so that its `make test` never
// builds the benchmark tool and its dependencies. Run: `./report.sh` (or
// `swift package benchmark`) in this folder.
import Foundation
import PackageDescription

// DetentBenchmarks also times what Detent keeps `package` (the velocity tracker, one motion's
// evaluation), so it builds with Detent's package name instead of this package's
// (`packageAccess: false` leaves SwiftPM's out). SwiftPM names a package after its identity:
// the name of its folder, in lower case, made an identifier (`wt-api` is `wt_api`).
let detentFolder = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent.lowercased()
let detentPackageName = (detentFolder.first?.isNumber == true ? "_" : "")
    + String(detentFolder.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })

let package = Package(
    name: "DetentBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "detent", path: ".."),
        // Only the malloc interposer trait: the default traits also pull in a runtime
        // interposer that is not needed here.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "DetentBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Detent", package: "detent"),
                .product(name: "DetentPicker", package: "detent"),
            ],
            path: "Benchmarks/DetentBenchmarks",
            packageAccess: false,
            swiftSettings: [.unsafeFlags(["-package-name", detentPackageName])],
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // `make bench-peers`: Detent's side of the comparison with other scrollers
        // (Benchmarks/peers/bench_peers.py); not a benchmark of the tool above.
        .executableTarget(
            name: "DetentPeer",
            dependencies: [
                .product(name: "Detent", package: "detent"),
                .product(name: "DetentPicker", package: "detent"),
            ],
            path: "peers/DetentPeer"
        ),
        // A loop over one hot path for a profiler (`perf record`): see Tools/DetentProfile/main.swift; not under a folder named Benchmarks, which the benchmark plugin would run.
        .executableTarget(
            name: "DetentProfile",
            dependencies: [
                .product(name: "Detent", package: "detent"),
                .product(name: "DetentPicker", package: "detent"),
            ],
            path: "Tools/DetentProfile"
        ),
    ],
    swiftLanguageModes: [.v6]
)
