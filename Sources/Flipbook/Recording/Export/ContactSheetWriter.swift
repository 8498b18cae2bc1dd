import Foundation
import UIKit

/// Writes one PNG showing a grid of frames, each labelled with its time.
///
/// Frames are picked evenly from the first to the last (all of them when there are at most ``maxFrames``),
/// scaled to ``thumbnailWidth`` pixels wide, ``columns`` to a row, on a dark background with ``padding``
/// around each and a label line of ``labelHeight`` pixels under each.
public struct ContactSheetWriter: RecordingWriter {
    public var columns: Int
    public var maxFrames: Int
    public var thumbnailWidth: Int
    public var padding: Int
    public var labelHeight: Int

    public init(columns: Int = 4, maxFrames: Int = 12, thumbnailWidth: Int = 200, padding: Int = 12,
                labelHeight: Int = 20) {
        self.columns = max(1, columns)
        self.maxFrames = max(1, maxFrames)
        self.thumbnailWidth = max(1, thumbnailWidth)
        self.padding = max(0, padding)
        self.labelHeight = max(0, labelHeight)
    }

    /// The indices of the frames shown, of `count` frames.
    public func pickedFrames(count: Int) -> [Int] {
        guard count > maxFrames else { return Array(0..<count) }
        guard maxFrames > 1 else { return [0] }
        return (0..<maxFrames).map { Int((Double($0) * Double(count - 1) / Double(maxFrames - 1)).rounded()) }
    }

    /// The sheet's size in pixels for `shown` frames of `frameSize` pixels.
    public func sheetSize(shown: Int, frameWidth: Int, frameHeight: Int) -> (width: Int, height: Int) {
        let cols = min(columns, max(1, shown)), rows = (max(1, shown) + cols - 1) / cols
        let thumbHeight = thumbnailHeight(frameWidth: frameWidth, frameHeight: frameHeight)
        return (cols * thumbnailWidth + (cols + 1) * padding, rows * (thumbHeight + labelHeight) + (rows + 1) * padding)
    }

    private func thumbnailHeight(frameWidth: Int, frameHeight: Int) -> Int {
        max(1, Int((Double(thumbnailWidth) * Double(frameHeight) / Double(max(1, frameWidth))).rounded()))
    }

    /// The sheet as an image.
    public func render(_ recording: Recording) throws -> CGImage {
        let images = try recording.requireImages()
        let picked = pickedFrames(count: images.count)
        let first = images[0]
        let size = sheetSize(shown: picked.count, frameWidth: first.width, frameHeight: first.height)
        let thumbHeight = thumbnailHeight(frameWidth: first.width, frameHeight: first.height)
        guard let context = CGContext(uiKitSize: CGSize(width: size.width, height: size.height), scale: 1, opaque: true) else {
            throw ExportError.encodingFailed("no memory for a \(size.width)×\(size.height) contact sheet")
        }
        context.setFillColor(CGColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: size.width, height: size.height))
        context.interpolationQuality = .high
        let cols = min(columns, picked.count)
        let label = TextStyle(font: TextFont(pointSize: CGFloat(max(8, labelHeight * 13 / 20))),
                              color: RGBA(r: 0.85, g: 0.85, b: 0.87, a: 1), alignment: .center)
        for (position, index) in picked.enumerated() {
            let column = position % cols, row = position / cols
            let x = padding + column * (thumbnailWidth + padding)
            let y = padding + row * (thumbHeight + labelHeight + padding)
            let rect = CGRect(x: x, y: y, width: thumbnailWidth, height: thumbHeight)
            context.saveGState()
            // Quartz draws an image's first row at the rectangle's maxY: flip for the y-down sheet.
            context.translateBy(x: 0, y: rect.minY + rect.maxY)
            context.scaleBy(x: 1, y: -1)
            context.draw(images[index], in: rect)
            context.restoreGState()
            if labelHeight > 0 {
                let frame = recording.frames[index]
                let text = String(format: "%.3f s", frame.timestamp) + "  #\(frame.index)"
                TextLayout(string: text, style: label, maxWidth: CGFloat(thumbnailWidth))
                    .draw(in: context, rect: CGRect(x: CGFloat(x), y: rect.maxY + 3, width: CGFloat(thumbnailWidth),
                                                    height: CGFloat(labelHeight - 3)))
            }
        }
        guard let sheet = context.makeImage() else { throw ExportError.encodingFailed("the contact sheet") }
        return sheet
    }

    public func write(_ recording: Recording, to url: URL, progress: ((Double) -> Void)?) throws {
        let sheet = try render(recording)
        progress?(0.5)
        guard let data = sheet.pngData() else { throw ExportError.encodingFailed("PNG of the contact sheet") }
        let file = try AtomicFile(destination: url)
        try file.write(data)
        try file.commit()
        progress?(1)
    }
}
