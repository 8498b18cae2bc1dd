import Flipbook

/// The app's root: shows one pet's card at a time (the tutorial pages through them with a
/// UIPageViewController; the demo shows the selected one). It is the presenting controller of the flip, as the
/// page view controller is on iOS: UIKit presents from the root-most container.
final class PageViewController: UIViewController {
    private(set) var cards: [CardViewController] = []
    private(set) var currentIndex = 0

    init(pets: [PetCard] = PetCardStore.defaultPets, initialIndex: Int = 0) {
        super.init(nibName: nil, bundle: nil)
        cards = pets.enumerated().map { CardViewController(pageIndex: $0.offset, petCard: $0.element) }
        currentIndex = initialIndex
    }

    required init?(coder: NSCoder) {
        fatalError("GuessThePet builds its scenes in code")
    }

    var currentCard: CardViewController { cards[currentIndex] }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        show(index: currentIndex)
    }

    /// Shows the card at `index` (no animation).
    func show(index: Int) {
        let old = cards[currentIndex]
        if old.parent === self {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        currentIndex = index
        let card = cards[index]
        addChild(card)
        card.view.frame = view.bounds
        card.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(card.view)
        card.didMove(toParent: self)
    }
}
