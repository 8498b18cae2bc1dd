// swift-tools-version: 6.1
import PackageDescription

// Layers, each importing only those before it:
// CoreGraphics → QuartzCore → UIKit → Flipbook → demos → the `flipbook` command.
// Engine internals shared between layers use `package` access, so Apple's public surface stays Apple's.
let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Flipbook", targets: ["Flipbook"]),
        .executable(name: "flipbook", targets: ["FlipbookCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The live simulator's HTTP and WebSocket server (`flipbook serve`, FlipbookServer only).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.0"),
        // `make docs`: DocC for every module.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        // C libraries from Debian (installed by `make deps`), bound as system-library targets.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "fontconfig", providers: [.apt(["libpango1.0-dev", "fonts-dejavu-core", "fonts-liberation2"])]),
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),

        .target(name: "CoreGraphics", dependencies: ["CCairo", "CPango", "CPixman", "CJPEG", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        // Core Text beside QuartzCore: the font manager (fonts registered at run time). UIKit imports it.
        .target(name: "CoreText", dependencies: ["CoreGraphics"]),
        // Core Image beside QuartzCore: lazy filter recipes rendered on the CPU.
        .target(name: "CoreImage", dependencies: ["CoreGraphics", "_Testing_CoreImage"]),
        // Chipmunk2D, the physics engine under UIKit Dynamics (the module map links `chipmunk`). `make deps` builds
        // it from Debian's source package (release, NDEBUG, static) and installs it with a `chipmunk.pc` in
        // /usr/local, where SwiftPM looks by default: every build on that machine links it, this package's and
        // any package depending on it (Tools/chipmunk/README.md). Without it: Debian's libchipmunk-dev, and SwiftPM
        // warns "couldn't find pc file for chipmunk".
        .systemLibrary(name: "CChipmunk", pkgConfig: "chipmunk"),
        // Chipmunk's struct sizes, so UIKit can place bodies and shapes in its own slabs (see the header).
        .target(name: "CChipmunkLayout", dependencies: ["CChipmunk"]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreText", "CoreImage", "_Testing_UIKit", "CChipmunk", "CChipmunkLayout"]),
        // The MP4 export's BGRA → yuv420p conversion, vectorised for AVX2 and the baseline (chosen at run time).
        .target(name: "CYUV420"),
        .target(name: "Flipbook", dependencies: ["UIKit", "CYUV420"]),

        // The seed samples rebuilt in code. Swift 5 language mode, as the ported iOS code they are: it must
        // compile against Flipbook the way it compiles against the real UIKit.
        .target(name: "Demos", dependencies: ["Flipbook"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The live simulator: a stage per browser session over a WebSocket, its timeline and the page
        // (plain HTML/CSS/JS in Resources, no build step).
        .target(name: "FlipbookServer", dependencies: [
            "Flipbook", "Demos",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        ], resources: [.copy("Resources")]),
        // The `flipbook` command: list and render scenes, render the gallery, benchmark export, serve.
        .executableTarget(name: "FlipbookCLI", dependencies: [
            "Flipbook", "Demos", "FlipbookServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], path: "Sources/FlipbookCLI"),
        // Not a test: `Benchmarks/Dynamics/dynamics_vs_pymunk.py` runs it beside pymunk (build with `-c release`).
        .executableTarget(name: "DynamicsBenchmark", dependencies: ["UIKit", "Flipbook", "BenchmarkScenes"],
                          path: "Benchmarks/Dynamics", exclude: ["dynamics_vs_pymunk.py"]),
        // The benchmarks' scenes (engine tick, dynamics, render, layout, collections), shared by the runners above and below and by the
        // package-benchmark suites (Benchmarks/README.md). Not in any product.
        .target(name: "BenchmarkScenes", dependencies: ["Flipbook"], path: "Benchmarks/Scenes"),
        // Not a test: `make bench-layout` runs it beside kiwisolver (Benchmarks/Layout/layout_vs_kiwi.py).
        .executableTarget(name: "LayoutBenchmark", dependencies: ["UIKit", "BenchmarkScenes"], path: "Benchmarks/Layout/LayoutBenchmark"),
        // Not a test: `make bench-coreimage` runs it beside OpenCV (Benchmarks/CoreImage/coreimage_vs_opencv.py).
        .executableTarget(name: "CoreImageBenchmark", dependencies: ["CoreImage"],
                          path: "Benchmarks/CoreImage/CoreImageBenchmark"),
        // `swift run -c release FlipbookBenchmarks --help` (see Benchmarks/README.md). The one place that may
        // read a real clock.
        .executableTarget(name: "FlipbookBenchmarks", dependencies: ["Flipbook", "BenchmarkScenes"], path: "Benchmarks/Engine"),

        // Swift Testing's cross-import overlays for modules named CoreGraphics and UIKit, which the Linux
        // toolchain declares but does not ship (see the files inside).
        .target(name: "_Testing_CoreGraphics", path: "Sources/_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit", path: "Sources/_Testing_UIKit"),
        .target(name: "_Testing_CoreImage", path: "Sources/_Testing_CoreImage"),

        // `make bench-collections`: a fling frame of a 100,000-item collection, and peak memory at 1,000 vs 100,000.
        .executableTarget(name: "CollectionsBenchmark", dependencies: ["Flipbook", "BenchmarkScenes"], path: "Benchmarks/Collections"),

        // `make bench-server`: the live simulator's frame rate (Benchmarks/Server; not a test).
        .executableTarget(name: "ServerBenchmark", dependencies: ["FlipbookServer"],
                          path: "Benchmarks/Server/ServerBenchmark"),

        // `swift run -c release RenderBenchmark`: frame time of a full-screen 3D flip (not a timed test).
        .executableTarget(name: "RenderBenchmark", dependencies: ["QuartzCore"], path: "Benchmarks/RenderFlip"),
        // Realistic full-screen scenes as UIViews in a window, through `stage.snapshot()` and the recorder.
        .executableTarget(name: "RenderScenesBenchmark", dependencies: ["Flipbook", "Demos", "BenchmarkScenes"], path: "Benchmarks/Render"),

        // Renders layer-tree scenes with CARenderer and as HTML/CSS in headless Chromium, and compares them.
        .target(name: "BrowserCrossCheck", dependencies: ["QuartzCore"],
                path: "Tools/browser-crosscheck/Sources/BrowserCrossCheck"),
        .testTarget(name: "BrowserCrossCheckTests", dependencies: ["BrowserCrossCheck"],
                    path: "Tools/browser-crosscheck/Tests"),

        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        .testTarget(name: "CoreImageTests", dependencies: ["CoreImage"]),
        .testTarget(name: "CoreTextTests", dependencies: ["CoreText"]),
        // Golden PNGs are read from the source tree (see Tests/QuartzCoreTests/Golden/README.md).
        // Golden-image comparison shared by the test targets (test-only: not in any product).
        .target(name: "GoldenTesting", dependencies: ["QuartzCore"], path: "Tests/Support/GoldenTesting"),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "GoldenTesting"], exclude: ["Golden"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "Flipbook", "GoldenTesting"], exclude: ["Golden"]),
        .testTarget(name: "FlipbookTests", dependencies: ["Flipbook"]),
        .testTarget(name: "DemosTests", dependencies: ["Demos", "GoldenTesting"], exclude: ["Golden"]),
        .testTarget(name: "FlipbookCLITests", dependencies: ["FlipbookCLI"]),
        .testTarget(name: "FlipbookServerTests", dependencies: ["FlipbookServer"]),
        // Random programs of UIKit operations on a stage, invariants checked after every step (`make fuzz`).
        .testTarget(name: "FuzzTests", dependencies: [
            // Its own generator and shrinker (ModelFuzzTests.swift): x-sheep/swift-property-based switches on
            // `canImport(CoreGraphics)`, sees this package's CoreGraphics and fails to build beside it.
            "Flipbook",
        ]),
    ],
    swiftLanguageModes: [.v6]
)

// The Swift benchmarks' package-benchmark suites (ordo-one/benchmark: percentiles, allocation counts, baselines;
// `make bench-<area>`, Benchmarks/README.md). The dependency and the suites exist only when FLIPBOOK_BENCHMARKS=1,
// which the Makefile's bench targets set: a package that depends on Flipbook never resolves, fetches or builds the
// benchmark package (SwiftPM resolves every dependency a manifest declares, used by a product or not), and
// neither does a plain `swift build` here. Each suite is an executable directly under Benchmarks/, as the
// benchmark plugin requires; `swift package benchmark --target <Suite>` runs one.
if Context.environment["FLIPBOOK_BENCHMARKS"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
                                         traits: ["MallocInterposer"]))
    // What the suites share: a CPU-time metric with nanosecond resolution (Benchmarks/SuiteSupport).
    let support = Target.target(name: "SuiteSupport", dependencies: [.product(name: "Benchmark", package: "benchmark")],
                                path: "Benchmarks/SuiteSupport", swiftSettings: [.swiftLanguageMode(.v5)])
    func suite(_ name: String) -> Target {
        .executableTarget(name: name, dependencies: ["BenchmarkScenes", "SuiteSupport",
                                                    .product(name: "Benchmark", package: "benchmark")],
                          path: "Benchmarks/\(name)", swiftSettings: [.swiftLanguageMode(.v5)],
                          plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
    }
    package.targets += [support, suite("EngineSuite"), suite("DynamicsSuite"), suite("RenderSuite"), suite("LayoutSuite"),
                        suite("CollectionsSuite")]
}
