import Testing
@testable import UIKit

/// A 10×4 image at scale 1 for the resizable-image tests: red 2-pixel caps left and right, and the 6 pixels
/// between split into equal vertical stripes of `centre`'s colours, left to right (one colour fills them all).
/// Red, green and blue are pure, so a probe tells which stripe a drawn pixel came from.
@MainActor
func cappedTestImage(centre: [UIColor]) -> UIImage {
    precondition(!centre.isEmpty && 6 % centre.count == 0, "the 6 centre pixels split into equal stripes")
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let stripe = CGFloat(6 / centre.count)
    return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 4), format: format).image { context in
        UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 4))
        for (index, color) in centre.enumerated() {
            color.setFill()
            context.fill(CGRect(x: 2 + CGFloat(index) * stripe, y: 0, width: stripe, height: 4))
        }
    }
}

/// `image` drawn into a `width` × 4 bitmap at scale 1 (`draw(in:)` over the whole bitmap).
@MainActor
func drawnTestImage(_ image: UIImage, width: CGFloat = 40) throws -> CGImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: width, height: 4), format: format).image { _ in
        image.draw(in: CGRect(x: 0, y: 0, width: width, height: 4))
    }
    return try #require(drawn.cgImage)
}
