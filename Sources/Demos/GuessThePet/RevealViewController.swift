import Flipbook

/// The reveal screen (seed-samples §3): white, the pet's name in green, its picture aspect-filled below, and a
/// "Start Over!" button; a left-edge swipe or the button dismisses it.
final class RevealViewController: UIViewController {
    let petCard: PetCard
    var swipeInteractionController: SwipeInteractionController?
    private let titleLabel = UILabel()
    private let imageView = UIImageView()
    private let startOverButton = UIButton(type: .system)

    init(petCard: PetCard) {
        self.petCard = petCard
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("GuessThePet builds its scenes in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let width = view.bounds.width

        titleLabel.text = petCard.name
        titleLabel.font = UIFont(name: "AvenirNext-MediumItalic", size: 17)
        titleLabel.textColor = UIColor(red: 0, green: 0.5, blue: 0.25, alpha: 1)
        titleLabel.textAlignment = .center
        titleLabel.frame = CGRect(x: 0, y: 40, width: width, height: 24)
        view.addSubview(titleLabel)

        imageView.image = PetArt.image(petCard.art)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = CGRect(x: 0, y: 83.5, width: width, height: 500)
        view.addSubview(imageView)

        startOverButton.setTitle("Start Over!", for: .normal)
        startOverButton.titleLabel?.font = UIFont(name: "AvenirNext-Bold", size: 15)
        startOverButton.frame = CGRect(x: 0, y: view.bounds.height - 60, width: width, height: 44)
        // On iOS: addTarget(self, action: #selector(dismissPressed), for: .touchUpInside)
        startOverButton.addTarget(self, action: RevealViewController.dismissPressed, for: .touchUpInside)
        view.addSubview(startOverButton)

        swipeInteractionController = SwipeInteractionController(viewController: self)
    }

    func dismissPressed() {
        dismiss(animated: true, completion: nil)
    }
}
