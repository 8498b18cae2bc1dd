import Flipbook

/// One pet's card (seed 000, seed-samples §3): a green rounded card on black with the pet's description; tapping
/// it flips to the reveal screen.
final class CardViewController: UIViewController {
    static let cardCornerRadius: CGFloat = 25
    static let cardColor = UIColor(red: 0.057, green: 0.437, blue: 0.192, alpha: 1)

    let cardView = UIView()
    private let descriptionLabel = UILabel()
    let pageIndex: Int
    let petCard: PetCard
    /// Kept alive here: `transitioningDelegate` is weak.
    private var revealViewController: RevealViewController?

    init(pageIndex: Int, petCard: PetCard) {
        self.pageIndex = pageIndex
        self.petCard = petCard
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("GuessThePet builds its scenes in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        // Centered, half the height with a 3:4 aspect: 250×333.5 at (62.5, 167) on a 375×667 screen.
        let height = view.bounds.height / 2
        let width = (height * 3 / 4).rounded()
        cardView.frame = CGRect(x: (view.bounds.width - width) / 2, y: (view.bounds.height - height) / 2,
                                width: width, height: height)
        cardView.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        cardView.backgroundColor = Self.cardColor
        cardView.layer.cornerRadius = Self.cardCornerRadius
        cardView.layer.masksToBounds = true
        view.addSubview(cardView)

        descriptionLabel.text = petCard.description
        descriptionLabel.font = UIFont(name: "AvenirNext-Italic", size: 18)
        descriptionLabel.textColor = .white
        descriptionLabel.textAlignment = .center
        descriptionLabel.numberOfLines = 0
        descriptionLabel.frame = cardView.bounds.insetBy(dx: 20, dy: 20)
        cardView.addSubview(descriptionLabel)

        // On iOS: UITapGestureRecognizer(target: self, action: #selector(handleTap))
        let tap = UITapGestureRecognizer(target: self, action: CardViewController.handleTap)
        cardView.addGestureRecognizer(tap)
    }

    func handleTap() {
        let reveal = RevealViewController(petCard: petCard)
        reveal.modalPresentationStyle = .fullScreen
        reveal.transitioningDelegate = self
        revealViewController = reveal
        present(reveal, animated: true, completion: nil)
    }
}

extension CardViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FlipPresentAnimationController(originFrame: cardView.frame)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let revealVC = dismissed as? RevealViewController else {
            return nil
        }
        return FlipDismissAnimationController(destinationFrame: cardView.frame,
                                              interactionController: revealVC.swipeInteractionController)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let animator = animator as? FlipDismissAnimationController,
              let interactionController = animator.interactionController,
              interactionController.interactionInProgress
        else {
            return nil
        }
        return interactionController
    }
}
