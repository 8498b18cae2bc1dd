import Flipbook

/// Packt's "Mastering iOS 12 Programming", chapter 4, Hello-Contacts (seed 003, seed-samples §6), rebuilt in code:
/// a collection of contacts in a custom layout (odd rows shifted by half an item); a tapped cell bounces and the
/// detail page zooms out of its image (`ContactDetailShowAnimator`, radius by a property animator); a pan from the
/// left half pops interactively back into the image (`ContactDetailHideAnimator`); a long press lifts a cell to 1.1
/// and reorders it.
///
/// Not carried over: the "Show Modal" bar button and its modal (bar button items are another branch's work), the
/// detail page's drawer and keyboard handling (their code is the P14 chapter's, shown by other demos).
public enum HelloContacts {
    /// A navigation controller over the contacts, its delegate installed as the sample's `viewDidLoad` does.
    @MainActor
    public static func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: ContactsViewController())
    }

    static let names = ["Anna Haro", "Daniel Higgins", "David Taylor", "Hank Zakroff", "John Appleseed",
                        "Kate Bell", "Noah Ross", "Olivia Chen", "Pia Moreno", "Ravi Shah", "Sara Lind",
                        "Tom Becker", "Uma Patel", "Victor Hugo", "Wen Li"]
}

/// A contact's picture: the sample's gray circle placeholder, with initials so moves can be followed.
@MainActor
func contactImage(for name: String) -> UIImage {
    let size = CGSize(width: 120, height: 120)
    let hue = CGFloat(abs(name.hashValueStable) % 360) / 360
    return UIGraphicsImageRenderer(size: size).image { _ in
        UIColor(hue: hue, saturation: 0.35, brightness: 0.75, alpha: 1).setFill()
        UIBezierPath(rect: CGRect(origin: .zero, size: size)).fill()
        let initials = name.split(separator: " ").compactMap { $0.first }.map(String.init).joined()
        let text = NSAttributedString(string: initials, attributes: [
            .font: UIFont.boldSystemFont(ofSize: 44), .foregroundColor: UIColor.white,
        ])
        let textSize = text.size()
        text.draw(at: CGPoint(x: (size.width - textSize.width) / 2, y: (size.height - textSize.height) / 2))
    }
}

extension String {
    /// A hash that is the same in every run (Swift's `hashValue` is seeded per process).
    var hashValueStable: Int {
        unicodeScalars.reduce(7) { ($0 &* 31 &+ Int($1.value)) & 0xFFFFFF }
    }
}
