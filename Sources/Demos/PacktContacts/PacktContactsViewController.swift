import Flipbook

/// The sample's `ViewController` (renamed: one module holds every demo): a horizontal collection of contacts filling the safe area, a "Show Modal" bar
/// button that presents ``TransitionViewController``, and the cell bounce that leads to the details page.
final class PacktContactsViewController: UIViewController {
    var collectionView: UICollectionView!
    var contacts = PacktContacts.contacts

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 150, height: 230)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        collectionView.register(ContactCell.self, forCellWithReuseIdentifier: "contactCell")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Show Modal", style: .plain, target: self,
                                                            action: PacktContactsViewController.showModal)
    }

    /// The storyboard's presentation segue to the transition scene.
    func showModal() {
        present(TransitionViewController(), animated: true)
    }

    /// The "detailViewSegue" with `prepare(for:sender:)`'s hand-over of the selected contact.
    func performDetailViewSegue() {
        guard let selectedIndex = collectionView.indexPathsForSelectedItems?.first else { return }
        let contactDetailVC = DetailsViewController()
        contactDetailVC.contact = contacts[selectedIndex.row]
        navigationController?.pushViewController(contactDetailVC, animated: true)
    }
}

extension PacktContactsViewController: UICollectionViewDelegate, UICollectionViewDataSource {
    /// The bounce: two property animators, the second started by the first one's completion, the segue by the
    /// second's.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let cell = collectionView.cellForItem(at: indexPath) as? ContactCell else {
            return
        }
        let downAnimator = UIViewPropertyAnimator(duration: 0.1, curve: .easeOut) {
            cell.conatctImageView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        let upAnimator = UIViewPropertyAnimator(duration: 0.1, curve: .easeIn) {
            cell.conatctImageView.transform = CGAffineTransform.identity
        }
        downAnimator.addCompletion { _ in
            upAnimator.startAnimation()
        }
        upAnimator.addCompletion { [weak self] _ in
            self?.performDetailViewSegue()
        }
        downAnimator.startAnimation()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        contacts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let contact = contacts[indexPath.item]
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "contactCell", for: indexPath) as? ContactCell else {
            return UICollectionViewCell()
        }
        cell.setup(contact: contact)
        return cell
    }
}
