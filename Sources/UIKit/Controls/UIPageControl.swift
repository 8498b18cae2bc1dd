import QuartzCore

/// A row of dots, one per page, with the current page's dot highlighted — as iOS draws the default page control:
/// 7 pt dots on a 16 pt pitch, centred in the control, the current one opaque white and the others translucent
/// white (Apple's documented defaults: meant for a dark or photographic background; set the two tint colours
/// for a light one).
///
/// A tap advances one page towards the side of the current dot it lands on (Apple: "the page control advances
/// only one page in either direction") and sends `.valueChanged`; the owner then reads ``currentPage`` and shows
/// that page. Setting ``currentPage`` from code sends nothing.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// A dot's diameter, in points (decision, unverified: iOS's dots measure 7 pt on screen).
    public static let indicatorDiameter: CGFloat = 7
    /// The distance between the centres of two dots (decision, unverified: 7 pt dot and 9 pt gap).
    public static let indicatorPitch: CGFloat = 16
    /// The control's height for its intrinsic size (decision, unverified: iOS 14's 26 pt).
    public static let intrinsicHeight: CGFloat = 26
    /// The room beside the first and last dot in ``size(forNumberOfPages:)``.
    static let horizontalPadding: CGFloat = 8
    /// The default colour of the other pages' dots: translucent white (decision: alpha 0.3).
    static let defaultPageIndicatorColor = UIColor(white: 1, alpha: 0.3)

    private var dots: [CALayer] = []

    /// How many dots there are. Default 0. The current page is kept inside the new range.
    open var numberOfPages: Int = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            if currentPage >= numberOfPages { currentPage = max(0, numberOfPages - 1) }
            rebuildDots()
            invalidateIntrinsicContentSize()
        }
    }

    /// The highlighted page, clamped to `0 ..< numberOfPages`. Default 0.
    open var currentPage: Int = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped; return }
            updateDots()
        }
    }

    /// Whether the control hides itself when there is only one page. Default false.
    open var hidesForSinglePage = false { didSet { updateDots() } }

    /// The colour of the other pages' dots; nil is translucent white.
    open var pageIndicatorTintColor: UIColor? { didSet { updateDots() } }
    /// The colour of the current page's dot; nil is opaque white.
    open var currentPageIndicatorTintColor: UIColor? { didSet { updateDots() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size that shows `pageCount` dots: the dots on their pitch plus padding, by ``intrinsicHeight``.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        guard pageCount > 0 else { return CGSize(width: 0, height: Self.intrinsicHeight) }
        let dots = CGFloat(pageCount - 1) * Self.indicatorPitch + Self.indicatorDiameter
        return CGSize(width: dots + 2 * Self.horizontalPadding, height: Self.intrinsicHeight)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateDots()
    }

    /// The centre of page `page`'s dot in the control's coordinates: the row is centred in the bounds.
    func indicatorCenter(forPage page: Int) -> CGPoint {
        let width = CGFloat(max(0, numberOfPages - 1)) * Self.indicatorPitch
        let start = bounds.midX - width / 2
        return CGPoint(x: start + CGFloat(page) * Self.indicatorPitch, y: bounds.midY)
    }

    /// The page a tap at `x` moves to: one before the current page left of its dot, one after right of it.
    static func pageAfterTap(at x: CGFloat, currentDotX: CGFloat, currentPage: Int, numberOfPages: Int) -> Int {
        guard numberOfPages > 0 else { return 0 }
        if x < currentDotX { return max(0, currentPage - 1) }
        if x > currentDotX { return min(numberOfPages - 1, currentPage + 1) }
        return currentPage
    }

    /// A tap (the finger lifting inside) moves one page and sends `.valueChanged` if the page changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        let x = touch.location(in: self).x
        let page = Self.pageAfterTap(at: x, currentDotX: indicatorCenter(forPage: currentPage).x,
                                     currentPage: currentPage, numberOfPages: numberOfPages)
        guard page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged, with: event)
    }

    private func rebuildDots() {
        while dots.count > numberOfPages { dots.removeLast().removeFromSuperlayer() }
        while dots.count < numberOfPages {
            let dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 0, width: Self.indicatorDiameter, height: Self.indicatorDiameter)
            dot.cornerRadius = Self.indicatorDiameter / 2
            layer.addSublayer(dot)
            dots.append(dot)
        }
        updateDots()
    }

    private func updateDots() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let hidden = hidesForSinglePage && numberOfPages <= 1
        let other = (pageIndicatorTintColor ?? Self.defaultPageIndicatorColor).resolvedColor(with: traitCollection).cgColor
        let current = (currentPageIndicatorTintColor ?? .white).resolvedColor(with: traitCollection).cgColor
        for (page, dot) in dots.enumerated() {
            dot.isHidden = hidden
            dot.position = indicatorCenter(forPage: page)
            dot.backgroundColor = page == currentPage ? current : other
        }
        CATransaction.commit()
    }
}
