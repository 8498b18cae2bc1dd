import Flipbook

/// The contacts screen: the collection, the tap bounce, long-press reordering and the navigation delegate.
final class ContactsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var contacts = HelloContacts.names
    var collectionView: UICollectionView!
    var navigationDelegate: NavigationDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        view.backgroundColor = .white
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: ContactsCollectionViewLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.register(ContactCollectionViewCell.self, forCellWithReuseIdentifier: "ContactCollectionViewCell")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)

        let longPress = UILongPressGestureRecognizer(target: self, action: ContactsViewController.receivedLongPress)
        collectionView.addGestureRecognizer(longPress)

        if let navigationController = navigationController {
            navigationDelegate = NavigationDelegate(withNavigationController: navigationController)
            navigationController.delegate = navigationDelegate
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Below the navigation bar.
        let top = navigationController?.navigationBar.frame.maxY ?? 0
        collectionView.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return contacts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ContactCollectionViewCell", for: indexPath)
            as! ContactCollectionViewCell
        cell.nameLabel.text = contacts[indexPath.item]
        cell.contactImage.image = contactImage(for: contacts[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        return true
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        let contact = contacts.remove(at: sourceIndexPath.item)
        contacts.insert(contact, at: destinationIndexPath.item)
    }

    /// The bounce: down to 0.9 with ease-out in 0.1 s, back with ease-in, then the segue (a push here).
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let cell = collectionView.cellForItem(at: indexPath) as? ContactCollectionViewCell else { return }
        let name = contacts[indexPath.item]
        UIView.animate(withDuration: 0.1, delay: 0, options: [.curveEaseOut], animations: {
            cell.contactImage.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }, completion: { _ in
            UIView.animate(withDuration: 0.1, delay: 0, options: [.curveEaseIn], animations: {
                cell.contactImage.transform = .identity
            }, completion: { _ in
                let detail = ContactDetailViewController()
                detail.contactName = name
                self.navigationController?.pushViewController(detail, animated: true)
            })
        })
    }

    /// Long-press reordering: the cell under the finger lifts to 1.1 and follows it.
    func receivedLongPress(_ gestureRecognizer: UILongPressGestureRecognizer) {
        let location = gestureRecognizer.location(in: collectionView)
        switch gestureRecognizer.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location) else { break }
            collectionView.beginInteractiveMovementForItem(at: indexPath)
            UIView.animate(withDuration: 0.2) {
                self.collectionView.cellForItem(at: indexPath)?.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
            }
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended:
            let lifted = collectionView.visibleCells.filter { $0.transform != .identity }
            collectionView.endInteractiveMovement()
            UIView.animate(withDuration: 0.2) {
                for cell in lifted { cell.transform = .identity }
            }
        default:
            collectionView.cancelInteractiveMovement()
        }
    }
}
