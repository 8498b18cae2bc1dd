import Flipbook

/// The book page: a full-screen blurred backdrop, the cover (210 × 280 at (82, 50)) and a centred multi-line
/// label (16, 380, 343, 237). A tap anywhere dismisses.
final class JWVCPBookDetailViewController: UIViewController {
    var bookIndex = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let background = UIImageView(image: BookCovers.blurredBackground())
        background.frame = view.bounds
        background.contentMode = .scaleAspectFill
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(background)

        let cover = UIImageView(frame: CGRect(x: 82, y: 50, width: 210, height: 280))
        cover.image = BookCovers.cover(bookIndex)
        cover.contentMode = .scaleAspectFill
        cover.clipsToBounds = true
        view.addSubview(cover)

        let label = UILabel(frame: CGRect(x: 16, y: 380, width: 343, height: 237))
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = .white
        label.font = .systemFont(ofSize: 17)
        label.text = "\(BookCovers.books[bookIndex].title)\n\nA custom presentation zooms this page out of the "
            + "cover you tapped, on a spring with damping 0.5. Tap anywhere to put it back."
        view.addSubview(label)

        let tap = UITapGestureRecognizer(target: self, action: JWVCPBookDetailViewController.handleTap)
        tap.numberOfTapsRequired = 1
        tap.numberOfTouchesRequired = 1
        view.addGestureRecognizer(tap)
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        dismiss(animated: true, completion: nil)
    }
}
