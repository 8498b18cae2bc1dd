import Flipbook

/// The contact's page: a 60 × 60 picture, the name and the contact details, on white.
final class ContactDetailViewController: UIViewController {
    var contactName = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.clipsToBounds = true
        let image = UIImageView(frame: CGRect(x: 20, y: 84, width: 60, height: 60))
        image.image = contactImage(for: contactName)
        image.layer.cornerRadius = 30
        image.clipsToBounds = true
        view.addSubview(image)
        let name = UILabel(frame: CGRect(x: 96, y: 98, width: 260, height: 32))
        name.font = .boldSystemFont(ofSize: 24)
        name.text = contactName
        view.addSubview(name)
        var y: CGFloat = 170
        for (label, value) in [("phone", "+31 6 1234 5678"), ("email", "\(contactName.split(separator: " ").first ?? "")@example.com"),
                               ("address", "1 Infinite Loop, Cupertino")] {
            let title = UILabel(frame: CGRect(x: 20, y: y, width: 335, height: 18))
            title.font = .systemFont(ofSize: 13)
            title.textColor = .gray
            title.text = label
            view.addSubview(title)
            let text = UILabel(frame: CGRect(x: 20, y: y + 20, width: 335, height: 22))
            text.text = value
            view.addSubview(text)
            y += 60
        }
    }
}
