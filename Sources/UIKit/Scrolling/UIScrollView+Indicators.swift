import QuartzCore

/// The scroll indicators: two thin rounded bars (layers on top of the content, not subviews) that show where
/// the visible part lies in the content while the content moves, and fade out shortly after it stops.
///
/// Geometry (a Flipbook decision close to iOS 13+): 3 pt thick, 3 pt from the edges, length the visible
/// fraction of the content along the track (at least 36 pt), shortened while the content is pulled past an
/// edge; dark at 35 % opacity (`.default`/`.black`) or white (`.white`). They fade out over 0.25 s starting
/// 0.5 s after scrolling stops.
@MainActor
final class ScrollIndicators {
    let horizontal = CALayer()
    let vertical = CALayer()
    /// Bumped by every show, so a fade scheduled before it doesn't hide the indicators.
    var generation = 0

    static let thickness: CGFloat = 3
    static let inset: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let fadeDelay: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.25

    init(style: UIScrollView.IndicatorStyle) {
        for bar in [horizontal, vertical] {
            bar.actions = ["position": NSNull(), "bounds": NSNull(), "opacity": NSNull(), "hidden": NSNull(),
                           "backgroundColor": NSNull()]
            bar.cornerRadius = Self.thickness / 2
            bar.opacity = 0
        }
        applyStyle(style)
    }

    func applyStyle(_ style: UIScrollView.IndicatorStyle) {
        let color = style == .white ? UIColor(white: 1, alpha: 0.5) : UIColor(white: 0, alpha: 0.35)
        horizontal.backgroundColor = color.cgColor
        vertical.backgroundColor = color.cgColor
    }

    /// The bar's position and length along a track from `trackStart` to `trackEnd` for a view `visible` long
    /// showing content `content` long at `offset` (between `minimum` and `maximum`, or past them).
    static func bar(offset: CGFloat, minimum: CGFloat, maximum: CGFloat, visible: CGFloat, content: CGFloat,
                    trackLength: CGFloat) -> (start: CGFloat, length: CGFloat) {
        guard content > 0, trackLength > 0 else { return (0, 0) }
        var length = max(min(visible / content, 1) * trackLength, minimumLength)
        // Past an edge the bar shrinks by the overshoot.
        let overshoot = offset < minimum ? minimum - offset : (offset > maximum ? offset - maximum : 0)
        length = max(length - overshoot, thickness * 2)
        length = min(length, trackLength)
        let range = maximum - minimum
        let fraction = range > 0 ? min(max((offset - minimum) / range, 0), 1) : 0
        return (fraction * (trackLength - length), length)
    }
}

extension UIScrollView {
    /// Places the indicators for the current offset, keeps them above the content.
    func updateScrollIndicators() {
        guard let indicators = scrollIndicators else { return }
        let lo = minimumContentOffset, hi = maximumContentOffset, offset = contentOffset
        let b = bounds, t = ScrollIndicators.thickness, i = ScrollIndicators.inset
        let vInsets = verticalScrollIndicatorInsets, hInsets = horizontalScrollIndicatorInsets
        let showsV = showsVerticalScrollIndicator && scrollsVertically && contentSize.height > 0
        let showsH = showsHorizontalScrollIndicator && scrollsHorizontally && contentSize.width > 0
        let inset = adjustedContentInset
        if showsV {
            let trackLength = b.height - inset.top - inset.bottom - vInsets.top - vInsets.bottom - 2 * i - (showsH ? t + i : 0)
            let bar = ScrollIndicators.bar(offset: offset.y, minimum: lo.y, maximum: hi.y,
                                           visible: b.height - inset.top - inset.bottom, content: contentSize.height,
                                           trackLength: trackLength)
            indicators.vertical.frame = CGRect(x: b.maxX - i - t - vInsets.right,
                                               y: b.minY + inset.top + vInsets.top + i + bar.start, width: t, height: bar.length)
        }
        if showsH {
            let trackLength = b.width - inset.left - inset.right - hInsets.left - hInsets.right - 2 * i - (showsV ? t + i : 0)
            let bar = ScrollIndicators.bar(offset: offset.x, minimum: lo.x, maximum: hi.x,
                                           visible: b.width - inset.left - inset.right, content: contentSize.width,
                                           trackLength: trackLength)
            indicators.horizontal.frame = CGRect(x: b.minX + inset.left + hInsets.left + i + bar.start,
                                                 y: b.maxY - i - t - hInsets.bottom, width: bar.length, height: t)
        }
        indicators.vertical.isHidden = !showsV
        indicators.horizontal.isHidden = !showsH
        let sublayers = layer.sublayers ?? []
        if sublayers.count < 2 || sublayers[sublayers.count - 1] !== indicators.vertical
            || sublayers[sublayers.count - 2] !== indicators.horizontal {
            layer.addSublayer(indicators.horizontal)
            layer.addSublayer(indicators.vertical)
        }
    }

    /// Shows the indicators at once (the content started moving).
    func showScrollIndicators() {
        guard showsVerticalScrollIndicator || showsHorizontalScrollIndicator else { return }
        if scrollIndicators == nil { scrollIndicators = ScrollIndicators(style: indicatorStyle) }
        guard let indicators = scrollIndicators else { return }
        indicators.generation += 1
        for bar in [indicators.horizontal, indicators.vertical] {
            bar.removeAnimation(forKey: "fade")
            bar.opacity = 1
        }
        updateScrollIndicators()
    }

    /// Fades the indicators out after the delay, unless scrolling starts again first.
    func scheduleIndicatorFade() {
        guard let indicators = scrollIndicators else { return }
        let generation = indicators.generation
        let clock = layer.clock
        clock.schedule(at: clock.now + ScrollIndicators.fadeDelay) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, let indicators = self.scrollIndicators, indicators.generation == generation,
                      !self.isDragging, self.motion == nil else { return }
                for bar in [indicators.horizontal, indicators.vertical] where bar.opacity > 0 {
                    let fade = CABasicAnimation(keyPath: "opacity")
                    fade.fromValue = Float(1)
                    fade.toValue = Float(0)
                    fade.duration = ScrollIndicators.fadeDuration
                    bar.add(fade, forKey: "fade")
                    bar.opacity = 0
                }
            }
        }
    }
}
