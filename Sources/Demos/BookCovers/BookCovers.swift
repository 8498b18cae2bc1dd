import Flipbook

/// JW's "JWVCP" book-cover presentation (seed 001, seed-samples §7), rebuilt in code: a horizontal collection of
/// seven covers; tapping one zooms the detail page out of the cell with a spring (damping 0.5) — a non-uniform
/// scale, so the corners are elliptical — and a tap on the page zooms it back into the cell.
public enum BookCovers {
    /// The app's root view controller: the shelf of covers.
    @MainActor
    public static func makeRootViewController() -> UIViewController {
        JWVCPViewController()
    }

    /// The seven books: the sample's image names, with a title and colours for the drawn covers.
    static let books: [(name: String, title: String, top: UIColor, bottom: UIColor)] = [
        ("book_one", "The Swift Shore", UIColor(red: 0.93, green: 0.42, blue: 0.29, alpha: 1), UIColor(red: 0.55, green: 0.13, blue: 0.22, alpha: 1)),
        ("book_two", "Layers", UIColor(red: 0.25, green: 0.55, blue: 0.85, alpha: 1), UIColor(red: 0.08, green: 0.18, blue: 0.42, alpha: 1)),
        ("book_three", "Springs", UIColor(red: 0.45, green: 0.78, blue: 0.45, alpha: 1), UIColor(red: 0.1, green: 0.38, blue: 0.25, alpha: 1)),
        ("book_four", "Transitions", UIColor(red: 0.98, green: 0.8, blue: 0.3, alpha: 1), UIColor(red: 0.8, green: 0.45, blue: 0.1, alpha: 1)),
        ("book_five", "Run Loops", UIColor(red: 0.62, green: 0.45, blue: 0.85, alpha: 1), UIColor(red: 0.25, green: 0.12, blue: 0.45, alpha: 1)),
        ("book_six", "Responders", UIColor(red: 0.3, green: 0.75, blue: 0.8, alpha: 1), UIColor(red: 0.05, green: 0.3, blue: 0.4, alpha: 1)),
        ("book_seven", "Views", UIColor(red: 0.9, green: 0.5, blue: 0.65, alpha: 1), UIColor(red: 0.45, green: 0.15, blue: 0.3, alpha: 1)),
    ]

    /// A 1× opaque renderer: the drawn pictures stand in for photos, so their pixel density doesn't matter.
    @MainActor
    private static func opaqueRenderer(_ size: CGSize) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        return UIGraphicsImageRenderer(size: size, format: format)
    }

    /// A portrait cover (the sample's are photos we can't ship): a two-tone gradient, a frame and the title.
    @MainActor
    static func cover(_ index: Int) -> UIImage {
        let book = books[index % books.count]
        let size = CGSize(width: 360, height: 500)
        return opaqueRenderer(size).image { context in
            let cg = context.cgContext
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                      colors: [book.top.cgColor, book.bottom.cgColor], locations: [0, 1])!
            cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
            UIColor(white: 1, alpha: 0.85).setStroke()
            let frame = UIBezierPath(rect: CGRect(x: 24, y: 24, width: size.width - 48, height: size.height - 48))
            frame.lineWidth = 4
            frame.stroke()
            UIColor(white: 1, alpha: 0.3).setFill()
            UIBezierPath(ovalIn: CGRect(x: 110, y: 250, width: 140, height: 140)).fill()
            let title = NSAttributedString(string: book.title, attributes: [
                .font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: UIColor.white,
            ])
            let titleSize = title.size()
            title.draw(at: CGPoint(x: (size.width - titleSize.width) / 2, y: 110))
        }
    }

    /// The detail page's backdrop ("blurred_backgrounds", 1920 × 1440): soft colour blobs.
    @MainActor
    static func blurredBackground() -> UIImage {
        let size = CGSize(width: 480, height: 360)
        return opaqueRenderer(size).image { context in
            let cg = context.cgContext
            let colors = [UIColor(red: 0.16, green: 0.2, blue: 0.32, alpha: 1).cgColor,
                          UIColor(red: 0.42, green: 0.3, blue: 0.45, alpha: 1).cgColor]
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
            cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: size.width, y: size.height), options: [])
            for (x, y, r, color) in [(90.0, 80.0, 120.0, UIColor(red: 0.9, green: 0.5, blue: 0.4, alpha: 0.25)),
                                     (380, 260, 150, UIColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.22)),
                                     (300, 60, 90, UIColor(red: 0.95, green: 0.85, blue: 0.5, alpha: 0.18))] {
                color.setFill()
                UIBezierPath(ovalIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)).fill()
            }
        }
    }
}
