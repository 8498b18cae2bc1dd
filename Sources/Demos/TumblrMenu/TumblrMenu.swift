import Flipbook

/// guohongwei719's Tumblr-style menu (seed 002, seed-samples.md §4), rebuilt in code: the seed's photo "8" and
/// icons are not redistributable, so both are drawn.
public enum TumblrMenu {
    /// The app's window content: the photo screen (the seed's root controller).
    @MainActor
    public static func makeRootViewController() -> UIViewController {
        TumblrViewController()
    }

    /// The colours of the six icons, in title order.
    static let iconColors: [UIColor] = [
        UIColor(red: 0.95, green: 0.35, blue: 0.35, alpha: 1), UIColor(red: 0.35, green: 0.65, blue: 0.95, alpha: 1),
        UIColor(red: 0.40, green: 0.80, blue: 0.45, alpha: 1), UIColor(red: 0.95, green: 0.65, blue: 0.25, alpha: 1),
        UIColor(red: 0.65, green: 0.45, blue: 0.90, alpha: 1), UIColor(red: 0.25, green: 0.75, blue: 0.75, alpha: 1),
    ]

    /// An icon: a 100 × 100 pt disc in the icon's colour with a white mark (200 × 200 px at 2×, as the seed's).
    static func icon(_ index: Int) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image { _ in
            iconColors[index % iconColors.count].setFill()
            UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 92, height: 92)).fill()
            UIColor.white.setFill()
            let mark = CGRect(x: 34, y: 34 + CGFloat(index % 3) * 4, width: 32, height: 32 - CGFloat(index % 3) * 8)
            UIBezierPath(roundedRect: mark, cornerRadius: 6).fill()
        }
    }

    /// The background photo: a dusk sky over dark hills.
    static func photo(size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            let cg = context.cgContext
            let colors = [UIColor(red: 0.15, green: 0.18, blue: 0.40, alpha: 1).cgColor,
                          UIColor(red: 0.85, green: 0.45, blue: 0.35, alpha: 1).cgColor]
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
            cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height * 0.75), options: [])
            UIColor(red: 0.10, green: 0.12, blue: 0.18, alpha: 1).setFill()
            let hills = UIBezierPath()
            hills.move(to: CGPoint(x: 0, y: size.height * 0.72))
            hills.addQuadCurve(to: CGPoint(x: size.width * 0.55, y: size.height * 0.70),
                               controlPoint: CGPoint(x: size.width * 0.25, y: size.height * 0.55))
            hills.addQuadCurve(to: CGPoint(x: size.width, y: size.height * 0.66),
                               controlPoint: CGPoint(x: size.width * 0.8, y: size.height * 0.78))
            hills.addLine(to: CGPoint(x: size.width, y: size.height))
            hills.addLine(to: CGPoint(x: 0, y: size.height))
            hills.close()
            hills.fill()
        }
    }
}
