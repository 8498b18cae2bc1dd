import Flipbook

/// The app's root, as the tutorial writes it: a horizontal `UIPageViewController` (scroll style) over the five
/// pet cards, its own data source. Swipe between pets; tap the card on screen to flip it over. It is the
/// presenting controller of the flip (UIKit presents full-screen controllers from the root-most container).
final class PageViewController: UIPageViewController, UIPageViewControllerDataSource {
    private(set) var cards: [CardViewController] = []
    private let initialIndex: Int

    init(pets: [PetCard] = PetCardStore.defaultPets, initialIndex: Int = 0) {
        self.initialIndex = initialIndex
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        cards = pets.enumerated().map { CardViewController(pageIndex: $0.offset, petCard: $0.element) }
    }

    required init?(coder: NSCoder) {
        fatalError("GuessThePet builds its scenes in code")
    }

    /// The card on screen.
    var currentCard: CardViewController { viewControllers?.first as? CardViewController ?? cards[initialIndex] }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        dataSource = self
        setViewControllers([cards[initialIndex]], direction: .forward, animated: false, completion: nil)
    }

    // MARK: UIPageViewControllerDataSource

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let card = viewController as? CardViewController, card.pageIndex > 0 else { return nil }
        return cards[card.pageIndex - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let card = viewController as? CardViewController, card.pageIndex < cards.count - 1 else { return nil }
        return cards[card.pageIndex + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { cards.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int { currentCard.pageIndex }
}
