import CCairo

/// A smooth blend through colours at locations from 0 to 1, for `drawLinearGradient` and `drawRadialGradient`.
///
/// Colours are kept as straight sRGB and interpolated unpremultiplied, as Quartz does (so a gradient from clear
/// black to white darkens in the middle, as it does on iOS).
public final class CGGradient: Sendable {
    /// The colour stops in increasing location order.
    package let stops: [(location: Double, color: RGBA)]

    /// A gradient through `colors` at `locations` (evenly spaced from 0 to 1 when nil); nil for no colours
    /// or a mismatched count.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        let places: [Double]
        if let locations {
            places = (0..<colors.count).map { Double(locations[$0]) }
        } else {
            places = colors.count == 1 ? [0] : (0..<colors.count).map { Double($0) / Double(colors.count - 1) }
        }
        stops = zip(places, colors.map(\.rgba)).map { (location: $0, color: $1) }.sorted { $0.location < $1.location }
    }

    /// A gradient from `count` colours given as components in `space` (each `numberOfComponents + 1` values,
    /// alpha last) at `locations` (evenly spaced when nil).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        let colors = (0..<count).map { index in
            space.rgba(fromComponents: Array(UnsafeBufferPointer(start: components + index * stride, count: stride)))
        }
        let places = (0..<count).map { index -> Double in
            if let locations { return Double(locations[index]) }
            return count == 1 ? 0 : Double(index) / Double(count - 1)
        }
        stops = zip(places, colors).map { (location: $0, color: $1) }.sorted { $0.location < $1.location }
    }

    /// Adds the stops to a cairo gradient pattern.
    func addStops(to pattern: OpaquePointer) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.r, stop.color.g, stop.color.b, stop.color.a)
        }
    }
}
