import Foundation
import QuartzCore

extension UIImage {
    /// A few SF Symbols, drawn as simple shapes: template images tinted by the view that shows them.
    ///
    /// Known names: `checkmark`, `xmark`, `plus`, `minus`, `circle`, `circle.fill`, `square`, `square.fill`,
    /// `heart`, `heart.fill`, `star`, `star.fill`, `play.fill`, `pause.fill`, `chevron.left`, `chevron.right`,
    /// `chevron.up`, `chevron.down`, `arrow.left`, `arrow.right`. Any other name gives nil (as an unknown name
    /// does on iOS). The image is a square of 1.2 × the point size (17 pt by default), at the screen's scale.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A symbol drawn at the configuration's point size and weight (see ``init(systemName:)``).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbol = configuration as? SymbolConfiguration
        let pointSize = symbol?.pointSize ?? 17
        guard let shape = SymbolShapes.shapes[name], pointSize > 0 else { return nil }
        let scale = mainScreenScaleIfAvailable()
        let side = (pointSize * 1.2).rounded()
        guard let context = CGContext(uiKitSize: CGSize(width: side, height: side), scale: scale) else { return nil }
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        UIColor.black.set()
        shape(CGRect(x: 0, y: 0, width: side, height: side), SymbolShapes.strokeWidth(pointSize, symbol?.weight ?? .regular))
        self.init(cgImage: context.makeImage(), scale: scale, orientation: .up, renderingMode: .automatic,
                  isSymbolImage: true, tintColor: nil)
    }

    /// The symbol names ``init(systemName:)`` knows.
    public static var flipbookSymbolNames: [String] { SymbolShapes.shapes.keys.sorted() }
}

/// The drawing of each known symbol into a square, with a stroke width.
private enum SymbolShapes {
    typealias Shape = @Sendable (CGRect, CGFloat) -> Void

    static func strokeWidth(_ pointSize: CGFloat, _ weight: UIImage.SymbolWeight) -> CGFloat {
        let factor: [UIImage.SymbolWeight: CGFloat] = [.ultraLight: 0.04, .thin: 0.055, .light: 0.07, .regular: 0.09,
                                                      .medium: 0.1, .semibold: 0.115, .bold: 0.13, .heavy: 0.15,
                                                      .black: 0.17]
        return pointSize * (factor[weight] ?? 0.09)
    }

    /// A point in the square given in unit coordinates (0…1, y down).
    static func p(_ r: CGRect, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: r.minX + x * r.width, y: r.minY + y * r.height)
    }

    static func strokeLines(_ r: CGRect, _ w: CGFloat, _ polylines: [[(CGFloat, CGFloat)]]) {
        let path = UIBezierPath()
        for line in polylines {
            guard let first = line.first else { continue }
            path.move(to: p(r, first.0, first.1))
            for point in line.dropFirst() { path.addLine(to: p(r, point.0, point.1)) }
        }
        path.lineWidth = w
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }

    static func polygon(_ r: CGRect, _ points: [(CGFloat, CGFloat)]) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: p(r, points[0].0, points[0].1))
        for point in points.dropFirst() { path.addLine(to: p(r, point.0, point.1)) }
        path.close()
        return path
    }

    static func heart(_ r: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: p(r, 0.5, 0.88))
        path.addCurve(to: p(r, 0.08, 0.36), controlPoint1: p(r, 0.3, 0.72), controlPoint2: p(r, 0.08, 0.56))
        path.addCurve(to: p(r, 0.5, 0.22), controlPoint1: p(r, 0.08, 0.1), controlPoint2: p(r, 0.42, 0.08))
        path.addCurve(to: p(r, 0.92, 0.36), controlPoint1: p(r, 0.58, 0.08), controlPoint2: p(r, 0.92, 0.1))
        path.addCurve(to: p(r, 0.5, 0.88), controlPoint1: p(r, 0.92, 0.56), controlPoint2: p(r, 0.7, 0.72))
        path.close()
        return path
    }

    static func star(_ r: CGRect) -> UIBezierPath {
        var points: [(CGFloat, CGFloat)] = []
        for i in 0..<10 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let radius: CGFloat = i.isMultiple(of: 2) ? 0.44 : 0.18
            points.append((0.5 + radius * cos(angle), 0.54 + radius * sin(angle)))
        }
        return polygon(r, points)
    }

    static func inset(_ r: CGRect, _ w: CGFloat) -> CGRect { r.insetBy(dx: r.width * 0.1 + w / 2, dy: r.height * 0.1 + w / 2) }

    static let shapes: [String: Shape] = [
        "checkmark": { r, w in strokeLines(r, w, [[(0.18, 0.52), (0.42, 0.76), (0.84, 0.24)]]) },
        "xmark": { r, w in strokeLines(r, w, [[(0.22, 0.22), (0.78, 0.78)], [(0.78, 0.22), (0.22, 0.78)]]) },
        "plus": { r, w in strokeLines(r, w, [[(0.5, 0.16), (0.5, 0.84)], [(0.16, 0.5), (0.84, 0.5)]]) },
        "minus": { r, w in strokeLines(r, w, [[(0.16, 0.5), (0.84, 0.5)]]) },
        "circle": { r, w in
            let path = UIBezierPath(ovalIn: inset(r, w))
            path.lineWidth = w
            path.stroke()
        },
        "circle.fill": { r, _ in UIBezierPath(ovalIn: inset(r, 0)).fill() },
        "square": { r, w in
            let path = UIBezierPath(roundedRect: inset(r, w), cornerRadius: r.width * 0.12)
            path.lineWidth = w
            path.stroke()
        },
        "square.fill": { r, _ in UIBezierPath(roundedRect: inset(r, 0), cornerRadius: r.width * 0.12).fill() },
        "heart": { r, w in
            let path = heart(r)
            path.lineWidth = w
            path.lineJoinStyle = .round
            path.stroke()
        },
        "heart.fill": { r, _ in heart(r).fill() },
        "star": { r, w in
            let path = star(r)
            path.lineWidth = w
            path.lineJoinStyle = .round
            path.stroke()
        },
        "star.fill": { r, _ in star(r).fill() },
        "play.fill": { r, _ in polygon(r, [(0.26, 0.14), (0.86, 0.5), (0.26, 0.86)]).fill() },
        "pause.fill": { r, _ in
            UIBezierPath(roundedRect: CGRect(origin: p(r, 0.22, 0.16), size: CGSize(width: r.width * 0.2, height: r.height * 0.68)),
                         cornerRadius: r.width * 0.04).fill()
            UIBezierPath(roundedRect: CGRect(origin: p(r, 0.58, 0.16), size: CGSize(width: r.width * 0.2, height: r.height * 0.68)),
                         cornerRadius: r.width * 0.04).fill()
        },
        "chevron.left": { r, w in strokeLines(r, w, [[(0.64, 0.16), (0.32, 0.5), (0.64, 0.84)]]) },
        "chevron.right": { r, w in strokeLines(r, w, [[(0.36, 0.16), (0.68, 0.5), (0.36, 0.84)]]) },
        "chevron.up": { r, w in strokeLines(r, w, [[(0.16, 0.64), (0.5, 0.32), (0.84, 0.64)]]) },
        "chevron.down": { r, w in strokeLines(r, w, [[(0.16, 0.36), (0.5, 0.68), (0.84, 0.36)]]) },
        "arrow.left": { r, w in strokeLines(r, w, [[(0.86, 0.5), (0.16, 0.5)], [(0.44, 0.2), (0.14, 0.5), (0.44, 0.8)]]) },
        "arrow.right": { r, w in strokeLines(r, w, [[(0.14, 0.5), (0.84, 0.5)], [(0.56, 0.2), (0.86, 0.5), (0.56, 0.8)]]) },
    ]
}
