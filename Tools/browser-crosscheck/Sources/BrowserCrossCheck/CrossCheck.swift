import Foundation
import QuartzCore

/// Renders every scene with `CARenderer` and in Chromium, and compares them.
public enum CrossCheck {
    public struct Result: Sendable {
        public let scene: String
        public let psnr: Double
        /// Where the two pictures and their difference were written.
        public let files: [String]
    }

    /// Scenes per row of the page.
    static let columns = 4

    /// One page holding every scene, each in a clipping box at its place in a grid; one browser launch.
    public static func run(_ scenes: [CrossCheckScene] = CrossCheckScene.all, directory: URL) throws -> [Result] {
        let cellWidth = scenes.map(\.width).max() ?? 1, cellHeight = scenes.map(\.height).max() ?? 1
        var boxes = ""
        for (i, scene) in scenes.enumerated() {
            let x = (i % columns) * cellWidth, y = (i / columns) * cellHeight
            boxes += "<div style=\"position:absolute;left:\(x)px;top:\(y)px;width:\(scene.width)px;height:\(scene.height)px;"
                + "overflow:hidden\">\(try HTMLExport.export(scene.build()))</div>\n"
        }
        let pageWidth = min(scenes.count, columns) * cellWidth
        let pageHeight = ((scenes.count + columns - 1) / columns) * cellHeight
        let html = """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>Flipbook cross-check</title></head>
            <body style="margin:0;background:#fff;overflow:hidden">
            \(boxes)</body></html>
            """
        let shot = try Chromium.screenshot(html: html, width: pageWidth, height: pageHeight, directory: directory,
                                           name: "scenes")
        var results: [Result] = []
        for (i, scene) in scenes.enumerated() {
            let x = (i % columns) * cellWidth, y = (i / columns) * cellHeight
            guard let browser = shot.cropping(to: CGRect(x: x, y: y, width: scene.width, height: scene.height)),
                  browser.width == scene.width, browser.height == scene.height else {
                throw Chromium.Failure(description: "the screenshot is \(shot.width)×\(shot.height), too small for \(scene.name)")
            }
            let root = scene.build()
            guard let ours = CARenderer(layer: root).makeImage(scale: 1, atTime: 0, opaque: true) else {
                throw Chromium.Failure(description: "CARenderer made no image for \(scene.name)")
            }
            let oursURL = directory.appendingPathComponent("\(scene.name)-carenderer.png")
            let browserURL = directory.appendingPathComponent("\(scene.name)-chromium.png")
            let diffURL = directory.appendingPathComponent("\(scene.name)-diff.png")
            try ours.pngData()?.write(to: oursURL)
            try browser.pngData()?.write(to: browserURL)
            try diff(ours, browser)?.pngData()?.write(to: diffURL)
            results.append(Result(scene: scene.name, psnr: psnr(ours, browser),
                                  files: [oursURL.path, browserURL.path, diffURL.path]))
        }
        return results
    }

    /// Peak signal-to-noise ratio of the colour channels, in dB (infinite for identical pictures).
    public static func psnr(_ a: CGImage, _ b: CGImage) -> Double {
        var squared = 0.0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let dr = Double(Int(p.r) - Int(q.r)), dg = Double(Int(p.g) - Int(q.g)), db = Double(Int(p.b) - Int(q.b))
                squared += dr * dr + dg * dg + db * db
            }
        }
        let mse = squared / Double(3 * a.width * a.height)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// Differences amplified 4×, white where equal.
    static func diff(_ a: CGImage, _ b: CGImage) -> CGImage? {
        var pixels: [RGBA8] = []
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                func channel(_ u: UInt8, _ v: UInt8) -> UInt8 { UInt8(255 - min(abs(Int(u) - Int(v)) * 4, 255)) }
                pixels.append(RGBA8(r: channel(p.r, q.r), g: channel(p.g, q.g), b: channel(p.b, q.b), a: 255))
            }
        }
        return CGImage(width: a.width, height: a.height, pixels: pixels)
    }
}
