import UIKit

extension UIButton {
    /// Puts the image above the title, both centred, 10 pt apart (the seed's `alignContentVerticallyByCenter`,
    /// unchanged): it reads the image view's and title label's frames, so the button must be laid out first.
    func alignContentVerticallyByCenter() {
        // The gap between image and title.
        let offset: CGFloat = 10

        // title
        let titleWidth = titleLabel?.frame.size.width
        let titleHeight = titleLabel?.frame.size.height
        let titleLef = titleLabel?.frame.origin.x
        let titleRig = frame.size.width - titleLef! - titleWidth!
        // image
        let imageWidth = imageView?.frame.size.width
        let imageHeight = imageView?.frame.size.height
        let imageLef = imageView?.frame.origin.x
        let imageRig = frame.size.width - imageLef! - imageWidth!

        imageEdgeInsets = UIEdgeInsets(top: 0, left: -imageLef!, bottom: titleHeight!, right: -imageRig)
        titleEdgeInsets = UIEdgeInsets(top: imageHeight! + offset, left: -titleLef!, bottom: 0, right: -titleRig)
    }
}
