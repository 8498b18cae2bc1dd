import QuartzCore
import Foundation

/// Supplies a collection view's sections, items and their views. `collectionView(_:numberOfItemsInSection:)` and
/// `collectionView(_:cellForItemAt:)` are required, the rest optional (defaults in the extension below, since
/// Swift on Linux has no optional protocol requirements).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Not implemented: a layout that asks for supplementary views needs the data source to supply them; UIKit
    /// raises when it has to show one and cannot get it.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionView.missingSupplementaryView(kind: kind, at: indexPath)
    }

    /// Items can be moved interactively only when the data source says so (and implements `moveItemAt`).
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }

    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {}
}

/// Tells the flow layout whether the delegate's `sizeForItemAt` is its own or the protocol's default (Swift has no
/// `responds(to:)`): the default sets the flag.
@MainActor
package enum FlowDelegateProbe {
    package static var defaultSizeAnswered = false
}
