import QuartzCore

/// A rectangle in a view's coordinate space that takes part in Auto Layout like a view, without being one: for
/// spacing and grouping, and as the safe area and layout margins of every view.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view that holds the guide; its coordinate space is the guide's.
    open internal(set) weak var owningView: UIView?
    open var identifier: String = ""

    public override init() { super.init() }

    /// The guide's frame in its owning view's coordinates, from the layout engine.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        view.layoutEngineIfBuilt()
        return view.rootLayoutEngine?.frame(of: self) ?? .zero
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// Whether the engine leaves the guide's frame undetermined.
    open var hasAmbiguousLayout: Bool {
        guard let view = owningView else { return false }
        view.layoutEngineIfBuilt()
        return view.rootLayoutEngine?.isAmbiguous(self) ?? false
    }
}
