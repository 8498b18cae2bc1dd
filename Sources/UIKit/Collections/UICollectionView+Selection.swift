import QuartzCore
import Foundation

/// Selection and highlighting: programmatic (no delegate calls, as on iOS) and by touch.
///
/// A touch that goes down on a cell highlights it (`shouldHighlightItemAt`, `didHighlightItemAt`); lifting the
/// finger unhighlights it (`didUnhighlightItemAt`) and selects it (`shouldSelectItemAt`, then the previous selection
/// is deselected with `didDeselectItemAt` unless multiple selection is on, then `didSelectItemAt`). A touch that turns
/// into a scroll is cancelled by the scroll view's pan, which only unhighlights. (Delegate order pinned in
/// `UICollectionViewSelectionTests`.)
extension UICollectionView {
    /// The selected items, in selection order; nil when none.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths
    }

    /// Selects an item without telling the delegate, optionally scrolling it into view.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for path in selectedPaths { setCellSelected(path, false) }
            selectedPaths = []
            return
        }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { setCellSelected(path, false) }
            selectedPaths.removeAll { $0 != indexPath }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        setCellSelected(indexPath, true)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        setCellSelected(indexPath, false)
    }

    private func setCellSelected(_ indexPath: IndexPath, _ selected: Bool) {
        cellForItem(at: indexPath)?.isSelected = selected
    }

    // MARK: By touch

    func installTouchHandling() {}

    /// The item under a touch, in content coordinates.
    private func itemPath(for touches: Set<UITouch>) -> IndexPath? {
        guard let touch = touches.first else { return nil }
        return indexPathForItem(at: touch.location(in: self))
    }

    package func selectionTouchesBegan(_ touches: Set<UITouch>) {
        guard allowsSelection || allowsMultipleSelection, let path = itemPath(for: touches) else { return }
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        highlightedPath = path
        cellForItem(at: path)?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: path)
    }

    package func selectionTouchesEnded(_ touches: Set<UITouch>) {
        guard let path = highlightedPath else { return }
        unhighlight(path)
        // A finger lifted off the item it went down on selects it.
        guard itemPath(for: touches) == path else { return }
        userSelect(path)
    }

    package func selectionTouchesCancelled() {
        if let path = highlightedPath { unhighlight(path) }
    }

    private func unhighlight(_ path: IndexPath) {
        highlightedPath = nil
        cellForItem(at: path)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }

    /// What a tap on an item does: toggles it under multiple selection, otherwise selects it alone.
    package func userSelect(_ path: IndexPath) {
        let delegate = collectionDelegate
        if allowsMultipleSelection, selectedPaths.contains(path) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
            deselectItem(at: path, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard allowsSelection, delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedPaths where old != path {
                deselectItem(at: old, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        if !selectedPaths.contains(path) { selectedPaths.append(path) }
        cellForItem(at: path)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: path)
    }
}
