import CoreImage
import Foundation
import QuartzCore

/// An immutable image: a decoded bitmap (`cgImage`) and the scale that turns its pixels into points.
///
/// Images come from a bundle's resources (``init(named:)``), files, encoded data (PNG or JPEG), a `CGImage`, a
/// renderer (``UIGraphicsImageRenderer``), or ``init(systemName:)`` for a few simple drawn symbols.
open class UIImage: NSObject, @unchecked Sendable {
    /// The bitmap. Never nil for images Flipbook makes; optional as on iOS.
    public let cgImage: CGImage?
    /// Pixels per point: 2 for an `@2x` resource.
    public let scale: CGFloat
    /// The orientation recorded with the image. Flipbook draws every image as `.up`.
    public let imageOrientation: Orientation
    /// Whether the image is drawn as is or as a template tinted by the view showing it.
    public let renderingMode: RenderingMode
    /// Whether the image came from ``init(systemName:)``.
    public let isSymbolImage: Bool
    /// The tint baked in by ``withTintColor(_:)``, if any.
    package let tintColor: UIColor?
    /// The Core Image image this image was made from (``init(ciImage:)``), if any.
    public internal(set) var ciImage: CIImage?
    /// The borders that keep their size when the image is drawn larger (see `resizableImage(withCapInsets:)`).
    public package(set) var capInsets: UIEdgeInsets = .zero
    /// How the part between the caps fills the extra room.
    public package(set) var resizingMode: ResizingMode = .tile
    /// Whether the image came from `resizableImage(withCapInsets:…)`: only then does ``resizingMode`` apply
    /// (a plain image drawn larger stretches, whatever its mode says).
    package var isResizable = false

    package init(cgImage: CGImage?, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode,
                 isSymbolImage: Bool, tintColor: UIColor?) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.imageOrientation = orientation
        self.renderingMode = renderingMode
        self.isSymbolImage = isSymbolImage
        self.tintColor = tintColor
        super.init()
    }

    /// An image of `cgImage` at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` with `scale` pixels per point.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, renderingMode: .automatic,
                  isSymbolImage: false, tintColor: nil)
    }

    /// An empty image (no bitmap, zero size).
    public convenience override init() {
        self.init(cgImage: nil, scale: 1, orientation: .up, renderingMode: .automatic, isSymbolImage: false, tintColor: nil)
    }

    /// Decodes PNG or JPEG data at scale 1; nil for anything else.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG data, whose pixels are `scale` per point; nil for anything else.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = CGImage(encodedData: data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// Reads and decodes a PNG or JPEG file; the scale comes from an `@2x`/`@3x` suffix in the name, as on iOS.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: Self.scale(fromFileName: (path as NSString).lastPathComponent))
    }

    /// An image resource from the main bundle (see ``init(named:in:with:)``).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, with: nil)
    }

    /// An image resource from `bundle` (the main bundle when nil), found as iOS finds loose images:
    /// `name@<scale>x.png` for the screen's scale, then the other scales, then `name.png`, `name.jpg`,
    /// `name.jpeg`, or `name` itself when it has an extension. SwiftPM resources are found with
    /// `UIImage(named: "name", in: .module, with: nil)`. Asset catalogs are not read; `configuration` is ignored.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        guard let (path, scale) = Self.resourcePath(named: name, in: bundle ?? .main),
              let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: scale)
    }

    // MARK: Geometry

    /// The size in points: the bitmap's pixels divided by ``scale``.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    // MARK: Encoding

    /// The image as PNG data; nil for an empty image.
    open func pngData() -> Data? { cgImage?.pngData() }

    /// The image as JPEG data at `compressionQuality` (0 smallest … 1 best); nil for an empty image.
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        cgImage?.jpegData(compressionQuality: compressionQuality)
    }

    // MARK: Variants

    /// The same image with another rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                            isSymbolImage: isSymbolImage, tintColor: tintColor)
        (image.capInsets, image.resizingMode, image.isResizable) = (capInsets, resizingMode, isResizable)
        return image
    }

    /// The image's shape filled with `color`: a template image drawn in one colour, shown as such everywhere.
    open func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image's shape filled with `color`, with `renderingMode`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(cgImage: cgImage.flatMap { Self.tinted($0, with: color) }, scale: scale, orientation: imageOrientation,
                renderingMode: renderingMode, isSymbolImage: isSymbolImage, tintColor: color)
    }

    // MARK: Drawing into the current context

    /// Draws the image at its point size with its top-left at `point`.
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its point size at `point` with `blendMode` and `alpha`.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect`, upright in UIKit's y-down context.
    open func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image scaled to fill `rect` with `blendMode` and `alpha`.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        // Quartz puts an image's first row at the rectangle's maxY; flip so it lands at the top on screen.
        if capInsets != .zero || tiles {
            NineSlice.draw(cgImage, center: UIView.contentsCenter(capInsets: capInsets, size: size), scale: scale,
                           in: rect, ctx: context, tiles: tiles)
            context.restoreGState()
            return
        }
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: rect)
        context.restoreGState()
    }

    /// Whether drawing repeats the part between the caps rather than stretching it (a resizable `.tile` image).
    package var tiles: Bool { isResizable && resizingMode == .tile }

    open override var description: String {
        "<UIImage: \(size.width)×\(size.height) pt @\(scale)x\(renderingMode == .alwaysTemplate ? " template" : "")>"
    }

    // MARK: Helpers

    /// The scale an iOS resource name implies: 2 for "icon@2x.png", 3 for "@3x", otherwise 1.
    static func scale(fromFileName name: String) -> CGFloat {
        let base = (name as NSString).deletingPathExtension
        for scale in [3, 2, 1] where base.hasSuffix("@\(scale)x") { return CGFloat(scale) }
        return 1
    }

    /// Where a named resource lives in `bundle`, and its scale.
    static func resourcePath(named name: String, in bundle: Bundle) -> (String, CGFloat)? {
        let fileManager = FileManager.default
        var roots: [String] = []
        if let resources = bundle.resourcePath { roots.append(resources) }
        if !roots.contains(bundle.bundlePath) { roots.append(bundle.bundlePath) }
        let screenScale = Int(mainScreenScaleIfAvailable().rounded())
        let hasExtension = !(name as NSString).pathExtension.isEmpty
        var candidates: [(String, CGFloat)] = []
        if hasExtension {
            let base = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
            for scale in ([screenScale] + [3, 2]).uniqued() where scale > 1 {
                candidates.append(("\(base)@\(scale)x.\(ext)", CGFloat(scale)))
            }
            candidates.append((name, scale(fromFileName: name)))
        } else {
            for scale in ([screenScale] + [3, 2]).uniqued() where scale > 1 {
                candidates.append(("\(name)@\(scale)x.png", CGFloat(scale)))
            }
            for ext in ["png", "jpg", "jpeg"] { candidates.append(("\(name).\(ext)", 1)) }
        }
        for root in roots {
            for (file, scale) in candidates {
                let path = (root as NSString).appendingPathComponent(file)
                if fileManager.fileExists(atPath: path) { return (path, scale) }
            }
        }
        return nil
    }

    /// `image`'s alpha filled with `color`.
    static func tinted(_ image: CGImage, with color: UIColor) -> CGImage? {
        guard let context = CGContext(uiKitSize: CGSize(width: image.width, height: image.height), scale: 1) else {
            return nil
        }
        let rect = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        // Quartz puts an image's first row at the rectangle's maxY: flip so the copy stays upright.
        context.saveGState()
        context.translateBy(x: 0, y: rect.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        context.restoreGState()
        context.setBlendMode(.sourceIn)
        context.setFillColor(color.cgColor)
        context.fill(rect)
        return context.makeImage()
    }
}

extension UIImage {
    /// How an image's pixels are rotated or mirrored. Flipbook records it but draws every image as `.up`.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// Whether views draw the image as is or as a template in their tint colour.
    public enum RenderingMode: Int, Sendable {
        /// Original, except for symbol images, which are templates.
        case automatic
        case alwaysOriginal
        case alwaysTemplate
    }

    /// Whether views showing the image should tint it.
    package var isTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }

    /// Options for making an image; only ``SymbolConfiguration`` has an effect.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// How a symbol image is drawn: its point size and stroke weight.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        public let pointSize: CGFloat
        public let weight: SymbolWeight

        public init(pointSize: CGFloat) {
            self.pointSize = pointSize
            self.weight = .regular
            super.init()
        }

        public init(pointSize: CGFloat, weight: SymbolWeight) {
            self.pointSize = pointSize
            self.weight = weight
            super.init()
        }

        public init(weight: SymbolWeight) {
            self.pointSize = 17
            self.weight = weight
            super.init()
        }
    }

    /// A symbol's stroke weight.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
}

private extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
