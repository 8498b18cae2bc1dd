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
        // Chipmunk2D, the physics engine under UIKit Dynamics: Debian's libchipmunk-dev (no pkg-config file; the
        // module map links `chipmunk`). `make` points PKG_CONFIG_PATH at the release build `make deps` makes from
        // Debian's source package, whose `chipmunk.pc` puts it first (Tools/chipmunk/README.md); a plain
        // `swift build` warns "couldn't find pc file for chipmunk" and links Debian's library.
        .systemLibrary(name: "CChipmunk", pkgConfig: "chipmunk"),
        // Chipmunk's struct sizes, so UIKit can place bodies and shapes in its own slabs (see the header).
        .target(name: "CChipmunkLayout", dependencies: ["CChipmunk"]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreText", "CoreImage", "_Testing_UIKit", "CChipmunk", "CChipmunkLayout"]),
        .target(name: "Flipbook", dependencies: ["UIKit"]),

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
        .executableTarget(name: "DynamicsBenchmark", dependencies: ["UIKit", "Flipbook"], path: "Benchmarks/Dynamics",
                          exclude: ["dynamics_vs_pymunk.py"]),
        // Not a test: `make bench-layout` runs it beside kiwisolver (Benchmarks/Layout/layout_vs_kiwi.py).
        .executableTarget(name: "LayoutBenchmark", dependencies: ["UIKit"], path: "Benchmarks/Layout/LayoutBenchmark"),
        // Not a test: `make bench-coreimage` runs it beside OpenCV (Benchmarks/CoreImage/coreimage_vs_opencv.py).
        .executableTarget(name: "CoreImageBenchmark", dependencies: ["CoreImage"],
                          path: "Benchmarks/CoreImage/CoreImageBenchmark"),
        // `swift run -c release FlipbookBenchmarks --help` (see Benchmarks/README.md). The one place that may
        // read a real clock.
        .executableTarget(name: "FlipbookBenchmarks", dependencies: ["Flipbook"], path: "Benchmarks/Engine"),

        // Swift Testing's cross-import overlays for modules named CoreGraphics and UIKit, which the Linux
        // toolchain declares but does not ship (see the files inside).
        .target(name: "_Testing_CoreGraphics", path: "Sources/_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit", path: "Sources/_Testing_UIKit"),
        .target(name: "_Testing_CoreImage", path: "Sources/_Testing_CoreImage"),

        // `make bench-collections`: a fling frame of a 100,000-item collection, and peak memory at 1,000 vs 100,000.
        .executableTarget(name: "CollectionsBenchmark", dependencies: ["Flipbook"], path: "Benchmarks/Collections"),

        // `make bench-server`: the live simulator's frame rate (Benchmarks/Server; not a test).
        .executableTarget(name: "ServerBenchmark", dependencies: ["FlipbookServer"],
                          path: "Benchmarks/Server/ServerBenchmark"),

        // `swift run -c release RenderBenchmark`: frame time of a full-screen 3D flip (not a timed test).
        .executableTarget(name: "RenderBenchmark", dependencies: ["QuartzCore"], path: "Benchmarks/RenderFlip"),
        // Realistic full-screen scenes as UIViews in a window, through `stage.snapshot()` and the recorder.
        .executableTarget(name: "RenderScenesBenchmark", dependencies: ["Flipbook", "Demos"], path: "Benchmarks/Render"),

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
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "Flipbook"]),
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
