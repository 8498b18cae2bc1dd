/// One element of a path as `applyWithBlock` hands it out: a type and a pointer to its points.
public struct CGPathElement {
    public var type: CGPathElementType
    /// The element's points, valid only during the call that received the element.
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
