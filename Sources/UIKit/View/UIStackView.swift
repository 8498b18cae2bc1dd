import QuartzCore

/// A view that lays out its arranged subviews in a line with Auto Layout: it generates the constraints (as UIKit's
/// `UISV-…` constraints) from its axis, distribution, alignment and spacing, and regenerates them in
/// `updateConstraints()` whenever one of those changes or an arranged subview is hidden or shown. A hidden arranged
/// subview collapses to zero length along the axis, with no spacing, so hiding one inside an animation block and
/// calling `layoutIfNeeded()` slides its neighbours together.
@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// Custom-spacing values that mean "use `spacing`" and "use the system spacing".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsUpdateConstraints() } }
    open var distribution: Distribution = .fill { didSet { setNeedsUpdateConstraints() } }
    open var alignment: Alignment = .fill { didSet { setNeedsUpdateConstraints() } }
    open var spacing: CGFloat = 0 { didSet { setNeedsUpdateConstraints() } }
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsUpdateConstraints() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var generated: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setNeedsUpdateConstraints()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setNeedsUpdateConstraints()
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsUpdateConstraints()
    }

    /// Stops arranging `view`; it stays a subview (remove it from its superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsUpdateConstraints()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsUpdateConstraints()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    package func arrangedSubviewVisibilityChanged(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { setNeedsUpdateConstraints() }
    }

    /// The first visible arranged subview's first baseline, and the last one's last baseline in a vertical
    /// stack (the first one's in a horizontal stack, whose views share a line).
    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    open override var forLastBaselineLayout: UIView {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        return (axis == .vertical ? visible.last : visible.first)?.forLastBaselineLayout ?? self
    }

    open override func updateConstraints() {
        regenerate()
        super.updateConstraints()
    }

    private func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        if custom == Self.spacingUseDefault { return spacing }
        if custom == Self.spacingUseSystem { return 8 }
        return custom
    }

    private func regenerate() {
        for c in generated { removeConstraint(c) }
        for guide in spacers { removeLayoutGuide(guide) }
        generated = []
        spacers = []
        let horizontal = axis == .horizontal
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self

        func make(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation,
                  _ b: AnyObject?, _ ba: NSLayoutConstraint.Attribute, _ m: CGFloat = 1, _ c: CGFloat = 0,
                  _ id: String, _ priority: Float = 1000) {
            let constraint = NSLayoutConstraint(first: a, aa, r, second: b, ba, multiplier: m, constant: c)
            constraint.identifier = id
            constraint.priority = UILayoutPriority(priority)
            generated.append(constraint)
        }

        let visible = arrangedSubviews.filter { !$0.isHidden }
        // Along the axis.
        var previous: UIView?
        for view in arrangedSubviews {
            if view.isHidden {
                make(view, size, .equal, nil, .notAnAttribute, 0, 0, "UISV-hiding")
                if let previous {
                    make(view, start, .equal, previous, end, 1, 0, "UISV-hiding")
                } else {
                    make(view, start, .equal, canvas, start, 1, 0, "UISV-hiding")
                }
                continue
            }
            if let previous {
                let gap = spacing(after: previous)
                switch distribution {
                case .fill, .fillEqually, .fillProportionally:
                    make(view, start, .equal, previous, end, 1, gap, "UISV-spacing")
                case .equalSpacing, .equalCentering:
                    make(view, start, .greaterThanOrEqual, previous, end, 1, gap, "UISV-spacing")
                    let guide = UILayoutGuide()
                    guide.identifier = "UISV-distributing"
                    addLayoutGuide(guide)
                    spacers.append(guide)
                    let from: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? end : center
                    let to: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? start : center
                    make(guide, start, .equal, previous, from, 1, 0, "UISV-distributing-edge")
                    make(guide, end, .equal, view, to, 1, 0, "UISV-distributing-edge")
                    if spacers.count > 1 {
                        make(guide, size, .equal, spacers[0], size, 1, 0, "UISV-distributing",
                             distribution == .equalSpacing ? 1000 : 150)
                    }
                }
            } else {
                make(view, start, .equal, canvas, start, 1, 0, "UISV-canvas-connection")
            }
            previous = view
        }
        if let last = visible.last {
            make(canvas, end, .equal, last, end, 1, 0, "UISV-canvas-connection")
        }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() { make(view, size, .equal, visible[0], size, 1, 0, "UISV-fill-equally") }
        case .fillProportionally:
            let lengths = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            let total = lengths.filter { $0 > 0 }.reduce(0, +)
            if total > 0 {
                var gaps: CGFloat = 0
                for view in visible.dropLast() { gaps += spacing(after: view) }
                for (view, length) in zip(visible, lengths) where length > 0 {
                    let share = length / total
                    make(view, size, .equal, canvas, size, share, -share * gaps, "UISV-fill-proportionally", 999)
                }
            }
        default:
            break
        }
        // Across the axis.
        for view in arrangedSubviews {
            switch alignment {
            case .fill:
                make(view, crossStart, .equal, canvas, crossStart, 1, 0, "UISV-alignment")
                make(view, crossEnd, .equal, canvas, crossEnd, 1, 0, "UISV-alignment")
            case .firstBaseline where horizontal, .lastBaseline where horizontal:
                // Every view's baseline on the first view's; all inside the canvas, as high as they can go.
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let reference = visible.first, view !== reference, !view.isHidden {
                    make(view, baseline, .equal, reference, baseline, 1, 0, "UISV-alignment")
                }
                make(view, .top, .greaterThanOrEqual, canvas, .top, 1, 0, "UISV-spanning-boundary")
                make(view, .bottom, .lessThanOrEqual, canvas, .bottom, 1, 0, "UISV-spanning-boundary")
                make(view, .top, .equal, canvas, .top, 1, 0, "UISV-ambiguity-suppression", 24)
            case .leading, .firstBaseline:
                make(view, crossStart, .equal, canvas, crossStart, 1, 0, "UISV-alignment")
                make(view, crossEnd, .lessThanOrEqual, canvas, crossEnd, 1, 0, "UISV-spanning-boundary")
            case .trailing, .lastBaseline:
                make(view, crossEnd, .equal, canvas, crossEnd, 1, 0, "UISV-alignment")
                make(view, crossStart, .greaterThanOrEqual, canvas, crossStart, 1, 0, "UISV-spanning-boundary")
            case .center:
                make(view, crossCenter, .equal, canvas, crossCenter, 1, 0, "UISV-alignment")
                make(view, crossStart, .greaterThanOrEqual, canvas, crossStart, 1, 0, "UISV-spanning-boundary")
            }
        }
        if alignment != .fill, !visible.isEmpty {
            // The stack hugs its tallest (widest) view when nothing else sizes it.
            make(canvas, crossSize, .equal, nil, .notAnAttribute, 0, 0, "UISV-spanning-fit", 25)
        }
        for c in generated { addConstraint(c) }
    }
}
