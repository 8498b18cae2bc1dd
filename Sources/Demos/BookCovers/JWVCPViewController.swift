import Flipbook

/// The cover cell (`JWVCPCollectionCell` in `JWVCPViewController.m`): an aspect-filled image with 20-point corners.
final class JWVCPCollectionCell: UICollectionViewCell {
    let imageView = UIImageView()

    // Flipbook: `required` where the sample overrides `initWithFrame:` (registered classes are created from their
    // metatype; see UICollectionReusableView).
    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        contentView.addSubview(imageView)
        layer.cornerRadius = 20
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }
}

/// The shelf: a horizontal flow-layout collection of the seven covers (343 × 250 at (16, 208.5), items 150 × 200,
/// spacing 10). It is the presented page's transitioning delegate and shares one animator for both directions.
final class JWVCPViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
    UIViewControllerTransitioningDelegate {
    private let pictureNames = BookCovers.books.map { $0.name }
    private var collectionView: UICollectionView!
    private var selectedCell: UICollectionViewCell?
    private let presentationAnimator = JWVCPBookPresentationTransitionAnimator()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 150, height: 200)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        collectionView = UICollectionView(frame: CGRect(x: 16, y: 208.5, width: 343, height: 250),
                                          collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        collectionView.register(JWVCPCollectionCell.self, forCellWithReuseIdentifier: "JWVCPCollectionCell")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return pictureNames.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "JWVCPCollectionCell", for: indexPath)
            as! JWVCPCollectionCell
        cell.imageView.image = BookCovers.cover(indexPath.item)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard indexPath.item >= 0 && indexPath.item < pictureNames.count else { return }
        selectedCell = collectionView.cellForItem(at: indexPath)
        let bookDetailVC = JWVCPBookDetailViewController()
        bookDetailVC.bookIndex = indexPath.item
        // The sample predates iOS 13's page sheets: its presentations were full screen.
        bookDetailVC.modalPresentationStyle = .fullScreen
        bookDetailVC.transitioningDelegate = self
        present(bookDetailVC, animated: true, completion: nil)
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let selectedCell else { return nil }
        presentationAnimator.presenting = true
        presentationAnimator.originRect = selectedCell.convert(selectedCell.bounds, to: view)
        presentationAnimator.originCornerRadius = selectedCell.layer.cornerRadius
        selectedCell.isHidden = true
        return presentationAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presentationAnimator.presenting = false
        presentationAnimator.aniCompletion = { [weak self] in
            self?.selectedCell?.isHidden = false
        }
        return presentationAnimator
    }
}
