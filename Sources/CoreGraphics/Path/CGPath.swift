/// An immutable outline made of lines and Bézier curves, in any number of subpaths.
///
/// Paths keep their elements in Swift rather than in a renderer's structure, so they can be built,
/// compared, hit-tested and measured anywhere; a `CGContext` replays them into cairo when it draws.
/// Arcs and ellipses are stored as the cubic Béziers Quartz also uses for them.
public class CGPath: Equatable {
    /// The elements, in order.
    package internal(set) var elements: [PathElement]

    package init(elements: [PathElement]) {
        self.elements = elements
    }

    /// An immutable path that is a rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An immutable path that is the ellipse inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An immutable path that is a rectangle with elliptical corners, optionally transformed.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An immutable copy (mutable paths are copied; immutable ones are shared, as in Quartz).
    public func copy() -> CGPath? {
        self is CGMutablePath ? CGPath(elements: elements) : self
    }

    /// An immutable copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(transform) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let path = CGMutablePath()
        path.elements = elements
        return path
    }

    /// A mutable copy with every point transformed.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let path = CGMutablePath()
        path.elements = transform.map { t in elements.map { $0.applying(t.pointee) } } ?? elements
        return path
    }

    /// Whether the path has no elements at all.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next element would start: the last end point, or the start of the subpath just closed;
    /// `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .moveTo(let p):
                start = p
                current = p
            case .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _):
                current = p
            case .closeSubpath:
                current = start
            }
        }
        return current
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }
}
