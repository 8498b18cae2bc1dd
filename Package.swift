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
    ],
    targets: [
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "_Testing_UIKit"]),
        .target(name: "Flipbook", dependencies: ["UIKit"]),

        // `swift run -c release FlipbookBenchmarks --help` (see Benchmarks/README.md). The one place that may
        // read a real clock.
        .executableTarget(name: "FlipbookBenchmarks", dependencies: ["Flipbook"], path: "Sources/Benchmarks"),

        // Swift Testing's cross-import overlays for modules named CoreGraphics and UIKit, which the Linux
        // toolchain declares but does not ship (see the files inside).
        .target(name: "_Testing_CoreGraphics", path: "Sources/_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit", path: "Sources/_Testing_UIKit"),

        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "Flipbook"]),
        .testTarget(name: "FlipbookTests", dependencies: ["Flipbook"]),
    ],
    swiftLanguageModes: [.v6]
)
