import QuartzCore
import Foundation

/// The state of an interactive move: which item is being dragged, where it would land and where the finger is.
package struct InteractiveMovement {
    /// The item's index path in the data when the move began.
    package var original: IndexPath
    /// Where it would land now (its place in what is shown).
    package var target: IndexPath
    /// The finger, in the collection view's coordinates.
    package var position: CGPoint
}

/// Interactive reordering (iOS 9): the item follows the finger, the others make room with the update animation,
/// and on ``endInteractiveMovement()`` the data source's `moveItemAt` commits the move.
///
/// While an item moves, what is shown is the data with that item taken out of its place and put at the target; the
/// data source is asked for cells in those terms (``dataIndexPath(forShown:)``) until the move ends or is cancelled.
extension UICollectionView {
    /// Starts moving the item at `indexPath`; false if the data source doesn't allow it (`canMoveItemAt`) or a move is
    /// already under way.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, isValid(indexPath), let dataSource,
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        layoutIfNeeded()
        let center = layoutAttributesForItem(at: indexPath)?.center ?? .zero
        movement = InteractiveMovement(original: indexPath, target: indexPath, position: center)
        applyMovingAttributes()
        return true
    }

    /// Moves the item to follow `targetPosition` (collection view coordinates); when it comes over another place,
    /// the others shift with the update animation.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var current = movement else { return }
        current.position = targetPosition
        movement = current
        let proposed = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: current.target,
                                                            withPosition: targetPosition)
        let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveFromItemAt: current.original,
                                                        toProposedIndexPath: proposed) ?? proposed
        if target != current.target, isValid(target) {
            shiftShown(from: current.target, to: target)
        }
        applyMovingAttributes()
    }

    /// Drops the item at its target: the data source's `moveItemAt` runs, and the item settles into its place.
    public func endInteractiveMovement() {
        guard let current = movement else { return }
        movement = nil
        if current.original != current.target {
            dataSource?.collectionView(self, moveItemAt: current.original, to: current.target)
        }
        settle(current.target)
    }

    /// Puts the item back where it began; the data source is not told.
    public func cancelInteractiveMovement() {
        guard let current = movement else { return }
        if current.target != current.original {
            shiftShown(from: current.target, to: current.original)
        }
        movement = nil
        settle(current.original)
    }

    /// The data's index path of the item shown at `shown` while an item is being moved.
    package func dataIndexPath(forShown shown: IndexPath) -> IndexPath {
        guard let m = movement else { return shown }
        if shown == m.target { return m.original }
        var p = shown
        // Undo the insertion at the target, then the removal at the original place.
        if p.section == m.target.section, p.item > m.target.item { p.item -= 1 }
        if p.section == m.original.section, p.item >= m.original.item { p.item += 1 }
        return p
    }

    /// Shows the moving item at `to` instead of `from`: a one-move update that does not consult the data source.
    private func shiftShown(from: IndexPath, to: IndexPath) {
        var plan = CollectionUpdatePlan()
        plan.movedItems = [(from, to)]
        var newCounts = counts
        if from.section != to.section {
            newCounts[from.section] -= 1
            newCounts[to.section] += 1
        }
        guard case let .success(mapping) = plan.resolve(oldCounts: counts, newCounts: newCounts, noun: .items) else { return }
        movement?.target = to
        applyShownUpdate(plan: plan, mapping: mapping, newCounts: newCounts)
    }

    /// The moving item's attributes, applied at once (the finger does not wait for animations).
    package var movingAttributes: UICollectionViewLayoutAttributes? {
        guard let m = movement else { return nil }
        return collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: m.target, withTargetPosition: m.position)
    }

    package func applyMovingAttributes() {
        guard let m = movement, let attributes = movingAttributes, let view = visibleViews[.cell(m.target)] else { return }
        UIView.performWithoutAnimation { view.applyAttributes(attributes) }
        visibleAttributes[.cell(m.target)] = attributes
    }

    /// Animates the dropped item from under the finger into its place.
    private func settle(_ indexPath: IndexPath) {
        guard let view = visibleViews[.cell(indexPath)], let final = layoutAttributesForItem(at: indexPath) else {
            setNeedsLayout()
            return
        }
        visibleAttributes[.cell(indexPath)] = final
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            view.applyAttributes(final)
        }, completion: nil)
    }
}
