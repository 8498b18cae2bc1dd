import Foundation
import QuartzCore
import Testing

/// Golden-image comparison for renderer tests.
///
/// Each golden is a small PNG in a test target's `Golden/` folder (see ``GoldenDirectory``). A rendering matches when its PSNR against the
/// golden is at least `minimumPSNR` dB and no more than `maximumBadPixels` of the pixels differ by more than
/// `channelTolerance` in any channel: room for cairo or pango versions to move an edge, not for a missing
/// feature. On a mismatch the actual image, the golden and a diff (differences in red over a faded golden) are
/// written to `.build/golden-failures/` and the failure message gives their paths.
///
/// To record or re-record goldens, run the tests with `FLIPBOOK_RECORD_GOLDENS=1`, e.g.
/// `FLIPBOOK_RECORD_GOLDENS=1 swift test --filter QuartzCoreTests.Golden`; look at the PNGs before committing.
public struct GoldenDirectory: Sendable {
    /// Where the golden PNGs are.
    public let directory: URL
    /// Where failures write actual, expected and diff images: `.build/golden-failures` of the package.
    public let failureDirectory: URL

    /// The `Golden` folder of the test target that contains `file` (pass `#filePath` of a file at the target's
    /// top level or one folder below it).
    public init(besides file: String = #filePath, levelsBelowTarget: Int = 1) {
        var target = URL(fileURLWithPath: file).deletingLastPathComponent()
        for _ in 0..<levelsBelowTarget { target = target.deletingLastPathComponent() }
        directory = target.appendingPathComponent("Golden")
        var root = target
        while root.path != "/", !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root = root.deletingLastPathComponent()
        }
        failureDirectory = root.appendingPathComponent(".build/golden-failures")
    }

    public var isRecording: Bool { ProcessInfo.processInfo.environment["FLIPBOOK_RECORD_GOLDENS"] == "1" }

    public func check(_ image: CGImage?, named name: String, minimumPSNR: Double = 40, channelTolerance: Int = 24,
                      maximumBadPixels: Double = 0.002, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let image else {
            Issue.record("\(name): the renderer made no image", sourceLocation: sourceLocation)
            return
        }
        let url = directory.appendingPathComponent("\(name).png")
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try image.pngData()!.write(to: url)
            } catch {
                Issue.record("\(name): could not record the golden at \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = try? Data(contentsOf: url), let golden = CGImage(encodedData: data) else {
            let actual = writeFailure(image, name: "\(name)-actual")
            Issue.record("""
                \(name): no golden at \(url.path). Actual image: \(actual). \
                Record goldens with FLIPBOOK_RECORD_GOLDENS=1 swift test --filter <the test>
                """, sourceLocation: sourceLocation)
            return
        }
        guard golden.width == image.width, golden.height == image.height else {
            let actual = writeFailure(image, name: "\(name)-actual")
            Issue.record("""
                \(name): size \(image.width)×\(image.height) differs from the golden's \(golden.width)×\(golden.height). \
                Actual image: \(actual)
                """, sourceLocation: sourceLocation)
            return
        }
        let comparison = ImageComparison(image, golden, channelTolerance: channelTolerance)
        let badFraction = Double(comparison.badPixels) / Double(image.width * image.height)
        if comparison.psnr < minimumPSNR || badFraction > maximumBadPixels {
            let actual = writeFailure(image, name: "\(name)-actual")
            let expected = writeFailure(golden, name: "\(name)-expected")
            let diff = writeFailure(comparison.diffImage(), name: "\(name)-diff")
            Issue.record("""
                \(name): PSNR \(String(format: "%.1f", comparison.psnr)) dB (minimum \(minimumPSNR)), \
                \(comparison.badPixels) pixels off by more than \(channelTolerance). \
                Actual: \(actual) Expected: \(expected) Diff: \(diff)
                """, sourceLocation: sourceLocation)
        }
    }

    private func writeFailure(_ image: CGImage?, name: String) -> String {
        let url = failureDirectory.appendingPathComponent("\(name).png")
        do {
            try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
            try image?.pngData()?.write(to: url)
        } catch {
            return "(could not write \(url.path): \(error))"
        }
        return url.path
    }
}

/// Pixel statistics of two same-sized images (premultiplied values compared as stored).
public struct ImageComparison {
    let a: [RGBA8]
    let b: [RGBA8]
    public let width: Int
    public let height: Int
    public let psnr: Double
    public let badPixels: Int

    public init(_ first: CGImage, _ second: CGImage, channelTolerance: Int = 24) {
        a = first.pixels
        b = second.pixels
        width = first.width
        height = first.height
        var squared = 0.0
        var bad = 0
        for (p, q) in zip(a, b) {
            let d: [Int] = [Int(p.r) - Int(q.r), Int(p.g) - Int(q.g), Int(p.b) - Int(q.b), Int(p.a) - Int(q.a)]
            for v in d { squared += Double(v * v) }
            if d.contains(where: { abs($0) > channelTolerance }) { bad += 1 }
        }
        let mse = squared / Double(max(a.count * 4, 1))
        psnr = mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
        badPixels = bad
    }

    /// Differences in red, over the second image faded to a light grey.
    public func diffImage() -> CGImage? {
        let pixels = zip(a, b).map { p, q -> RGBA8 in
            let dr: Int = abs(Int(p.r) - Int(q.r)), dg: Int = abs(Int(p.g) - Int(q.g))
            let db: Int = abs(Int(p.b) - Int(q.b)), da: Int = abs(Int(p.a) - Int(q.a))
            let d = max(dr, dg, db, da)
            let luminance: Int = (Int(q.r) + Int(q.g) + Int(q.b)) / 3
            let grey = UInt8(200 + luminance * 55 / 255)
            if d == 0 { return RGBA8(r: grey, g: grey, b: grey, a: 255) }
            let strength = UInt8(min(128 + d * 4, 255))
            return RGBA8(r: strength, g: 0, b: 0, a: 255)
        }
        return CGImage(width: width, height: height, pixels: pixels)
    }
}
