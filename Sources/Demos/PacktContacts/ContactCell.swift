import Flipbook

/// The storyboard's "contactCell": a 142 × 129 picture over the given and family names, placed with anchors.
final class ContactCell: UICollectionViewCell {
    // The sample's outlet names, typo included.
    let familyNameLabel = UILabel()
    let givenNameLabel = UILabel()
    let conatctImageView = UIImageView()

    // Flipbook: `required` where iOS code overrides `init(frame:)` (see UICollectionReusableView).
    required init(frame: CGRect) {
        super.init(frame: frame)
        conatctImageView.contentMode = .scaleAspectFill
        conatctImageView.clipsToBounds = true
        conatctImageView.layer.cornerRadius = 8
        givenNameLabel.font = .systemFont(ofSize: 17)
        familyNameLabel.font = .boldSystemFont(ofSize: 17)
        for view in [conatctImageView, givenNameLabel, familyNameLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            conatctImageView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            conatctImageView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            conatctImageView.widthAnchor.constraint(equalToConstant: 142),
            conatctImageView.heightAnchor.constraint(equalToConstant: 129),
            givenNameLabel.topAnchor.constraint(equalTo: conatctImageView.bottomAnchor, constant: 8),
            givenNameLabel.leadingAnchor.constraint(equalTo: conatctImageView.leadingAnchor),
            familyNameLabel.topAnchor.constraint(equalTo: givenNameLabel.bottomAnchor, constant: 4),
            familyNameLabel.leadingAnchor.constraint(equalTo: conatctImageView.leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func setup(contact: ContactModel) {
        givenNameLabel.text = contact.givenName
        familyNameLabel.text = contact.familyName
        conatctImageView.image = contact.contactImage
    }
}
