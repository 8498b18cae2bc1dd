import Flipbook

/// A contact: a 50 × 50 round picture above the name.
final class ContactCollectionViewCell: UICollectionViewCell {
    let contactImage = UIImageView()
    let nameLabel = UILabel()

    // Flipbook: `required` where iOS code overrides `init(frame:)` (see UICollectionReusableView).
    required init(frame: CGRect) {
        super.init(frame: frame)
        contactImage.backgroundColor = .gray
        contactImage.layer.cornerRadius = 25
        contactImage.clipsToBounds = true
        contactImage.contentMode = .scaleAspectFill
        nameLabel.font = .systemFont(ofSize: 13)
        nameLabel.textAlignment = .center
        contentView.addSubview(contactImage)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contactImage.frame = CGRect(x: (bounds.width - 50) / 2, y: 8, width: 50, height: 50)
        nameLabel.frame = CGRect(x: 0, y: 64, width: bounds.width, height: 18)
    }
}
