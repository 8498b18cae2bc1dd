import QuartzCore

/// The scroll view's two layout guides (iOS 11+).
///
/// ``UIScrollView/contentLayoutGuide`` is the content rectangle: its top-left corner is the content's origin and
/// constraints that size it *define* ``UIScrollView/contentSize`` (Apple: "Use this layout guide when you want to
/// create Auto Layout constraints related to the content area of a scroll view"). Views pinned to it scroll with
/// the content. While nothing constrains its size, it takes the `contentSize` set in code (a low-priority
/// constraint: decision, pinned in `UIScrollView+LayoutGuidesTests`).
///
/// ``UIScrollView/frameLayoutGuide`` is the scroll view's untranslated frame: its rectangle in the scroll view's
/// bounds coordinates is `bounds` itself (origin at ``UIScrollView/contentOffset``), so views pinned to it stay
/// put on screen while the content scrolls, and `width == frameLayoutGuide.width` makes content exactly as wide
/// as the scroll view (the usual vertical-stack pattern).
extension UIScrollView {
    /// The guide for the content area; constraints that size it set ``contentSize``.
    public var contentLayoutGuide: UILayoutGuide { scrollLayoutGuides.content }

    /// The guide for the scroll view's frame; views pinned to it do not scroll.
    public var frameLayoutGuide: UILayoutGuide { scrollLayoutGuides.frame }

    /// Both guides, made together on first use with the constraints that place them.
    private var scrollLayoutGuides: ScrollViewLayoutGuides {
        if let guides = layoutGuideStorage { return guides }
        let guides = ScrollViewLayoutGuides(scrollView: self)
        layoutGuideStorage = guides
        return guides
    }

    /// Keeps the frame guide on the bounds (called when the bounds move or resize, and at layout).
    func updateFrameLayoutGuide() {
        layoutGuideStorage?.followBounds(of: self)
    }

    /// After the subviews were placed: the content guide's solved size becomes ``contentSize``.
    func adoptContentLayoutGuideSize() {
        guard let guides = layoutGuideStorage, let engine = rootLayoutEngine else { return }
        let size = engine.frame(of: guides.content).size
        guard size.width >= 0, size.height >= 0, size != contentSize else { return }
        guides.contentSizeFromGuide = size
        contentSize = size
    }

    /// `contentSize` was set: the content guide's fallback size follows it (unless it came from the guide).
    func contentSizeDidChangeForLayoutGuides() {
        guard let guides = layoutGuideStorage, guides.contentSizeFromGuide != contentSize else { return }
        guides.contentSizeFromGuide = nil
        guides.contentWidth.constant = contentSize.width
        guides.contentHeight.constant = contentSize.height
    }
}

/// The guides of one scroll view and the constraints that place them.
@MainActor
final class ScrollViewLayoutGuides {
    let content = UILayoutGuide()
    let frame = UILayoutGuide()
    /// content.width/height == contentSize at priority 1, so any constraint on the guide's size wins.
    let contentWidth: NSLayoutConstraint
    let contentHeight: NSLayoutConstraint
    /// frame.left/top == bounds.origin, frame.width/height == bounds.size (required).
    let frameEdges: [NSLayoutConstraint]
    /// The size last adopted from the guide, so adopting it does not feed back into the fallback constraints.
    var contentSizeFromGuide: CGSize?

    /// The priority of the content guide's fallback size (decision: weaker than any hugging or fitting priority).
    static let fallbackSizePriority = UILayoutPriority(1)

    init(scrollView: UIScrollView) {
        content.identifier = "UIScrollView-contentLayoutGuide"
        frame.identifier = "UIScrollView-frameLayoutGuide"
        scrollView.addLayoutGuide(content)
        scrollView.addLayoutGuide(frame)
        let size = scrollView.contentSize
        contentWidth = NSLayoutConstraint(first: content, .width, .equal, second: nil, .notAnAttribute,
                                          multiplier: 1, constant: size.width)
        contentHeight = NSLayoutConstraint(first: content, .height, .equal, second: nil, .notAnAttribute,
                                           multiplier: 1, constant: size.height)
        contentWidth.priority = Self.fallbackSizePriority
        contentHeight.priority = Self.fallbackSizePriority
        let bounds = scrollView.bounds
        frameEdges = [
            NSLayoutConstraint(first: frame, .left, .equal, second: scrollView, .left, multiplier: 1, constant: bounds.minX),
            NSLayoutConstraint(first: frame, .top, .equal, second: scrollView, .top, multiplier: 1, constant: bounds.minY),
            NSLayoutConstraint(first: frame, .width, .equal, second: nil, .notAnAttribute, multiplier: 1,
                               constant: bounds.width),
            NSLayoutConstraint(first: frame, .height, .equal, second: nil, .notAnAttribute, multiplier: 1,
                               constant: bounds.height),
        ]
        let origin = [
            NSLayoutConstraint(first: content, .left, .equal, second: scrollView, .left, multiplier: 1, constant: 0),
            NSLayoutConstraint(first: content, .top, .equal, second: scrollView, .top, multiplier: 1, constant: 0),
        ]
        for (c, name) in zip(origin + [contentWidth, contentHeight], ["left", "top", "width", "height"]) {
            c.identifier = "UIScrollView-contentLayoutGuide-\(name)"
        }
        for (c, name) in zip(frameEdges, ["left", "top", "width", "height"]) {
            c.identifier = "UIScrollView-frameLayoutGuide-\(name)"
        }
        scrollView.addConstraints(origin + [contentWidth, contentHeight] + frameEdges)
    }

    func followBounds(of scrollView: UIScrollView) {
        let b = scrollView.bounds
        let values = [b.minX, b.minY, b.width, b.height]
        for (c, value) in zip(frameEdges, values) where c.constant != value { c.constant = value }
    }
}
