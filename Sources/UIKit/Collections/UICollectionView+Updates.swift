import QuartzCore
import Foundation

/// Batch updates: insert, delete, move and reload items and sections, animated as UIKit animates them.
///
/// The collection view reads the new counts after the updates block, checks them against the operations (raising
/// UIKit's "Invalid update" message when they don't add up), maps old items to new (``CollectionUpdatePlan``) and
/// then animates, over ``updateAnimationDuration`` with ease-in-out (unverified on iOS: pinned in
/// `UICollectionViewUpdatesTests`):
/// - an item that stays moves from where it was to where it goes;
/// - an inserted (or reloaded) item starts at the layout's `initialLayoutAttributesForAppearingItem(at:)` (the flow
///   layout: in place at alpha 0) and ends at its new attributes; nil means it starts where it ends;
/// - a deleted (or reloaded) item ends at `finalLayoutAttributesForDisappearingItem(at:)` (the flow layout: in
///   place at alpha 0), then leaves the screen and is queued for reuse.
/// An item that comes on screen from outside starts where the old layout had it, if that was within one screen of
/// the visible rectangle; otherwise from the layout's initial attributes.
extension UICollectionView {
    /// The length of the update animation.
    package static let updateAnimationDuration: TimeInterval = 0.3

    public func insertItems(at indexPaths: [IndexPath]) {
        recordUpdate { $0.insertedItems += indexPaths }
    }

    public func deleteItems(at indexPaths: [IndexPath]) {
        recordUpdate { $0.deletedItems += indexPaths }
    }

    public func reloadItems(at indexPaths: [IndexPath]) {
        recordUpdate { $0.reloadedItems += indexPaths }
    }

    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet) {
        recordUpdate { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet) {
        recordUpdate { $0.deletedSections.formUnion(sections) }
    }

    public func reloadSections(_ sections: IndexSet) {
        recordUpdate { $0.reloadedSections.formUnion(sections) }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate { $0.movedSections.append((section, newSection)) }
    }

    /// Runs `updates` (which change the data source and call the insert/delete/move/reload methods) as one animated
    /// change; `completion` runs when the animation ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingUpdate != nil {
            updates?()
            completion?(true)
            return
        }
        layoutIfNeeded()
        let oldCounts = counts
        pendingUpdate = CollectionUpdatePlan()
        updates?()
        let plan = pendingUpdate ?? CollectionUpdatePlan()
        pendingUpdate = nil
        let newCounts = readCounts()
        switch plan.resolve(oldCounts: oldCounts, newCounts: newCounts, noun: .items) {
        case let .failure(error):
            preconditionFailure(error.message)
        case let .success(mapping):
            applyUpdate(plan: plan, mapping: mapping, newCounts: newCounts, completion: completion)
        }
    }

    /// An update of what is shown only (interactive movement): the same animation, no data source check.
    package func applyShownUpdate(plan: CollectionUpdatePlan, mapping: CollectionUpdatePlan.Mapping, newCounts: [Int]) {
        applyUpdate(plan: plan, mapping: mapping, newCounts: newCounts, completion: nil)
    }

    private func recordUpdate(_ change: (inout CollectionUpdatePlan) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
        } else {
            withoutActuallyEscaping(change) { change in
                performBatchUpdates({ change(&self.pendingUpdate!) }, completion: nil)
            }
        }
    }

    /// The attributes an item had before the update in progress (what the flow layout fades deleted items from).
    public func preUpdateAttributes(forItemAt indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preUpdateAttributes[.cell(indexPath)]
    }

    private func updateItems(_ plan: CollectionUpdatePlan) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for s in plan.deletedSections {
            items.append(.init(action: .delete, before: IndexPath(item: NSNotFound, section: s), after: nil))
        }
        for s in plan.insertedSections {
            items.append(.init(action: .insert, before: nil, after: IndexPath(item: NSNotFound, section: s)))
        }
        for s in plan.reloadedSections {
            let p = IndexPath(item: NSNotFound, section: s)
            items.append(.init(action: .reload, before: p, after: p))
        }
        for m in plan.movedSections {
            items.append(.init(action: .move, before: IndexPath(item: NSNotFound, section: m.from),
                               after: IndexPath(item: NSNotFound, section: m.to)))
        }
        items += plan.deletedItems.map { .init(action: .delete, before: $0, after: nil) }
        items += plan.insertedItems.map { .init(action: .insert, before: nil, after: $0) }
        items += plan.reloadedItems.map { .init(action: .reload, before: $0, after: $0) }
        items += plan.movedItems.map { .init(action: .move, before: $0.from, after: $0.to) }
        return items
    }

    /// The new key of an element after the update (nil: it goes away).
    private func newKey(_ key: ElementKey, _ mapping: CollectionUpdatePlan.Mapping) -> ElementKey? {
        let p = key.indexPath
        switch key.category {
        case .cell:
            guard mapping.oldToNewItem.indices.contains(p.section),
                  mapping.oldToNewItem[p.section].indices.contains(p.item),
                  let to = mapping.oldToNewItem[p.section][p.item] else { return nil }
            return .cell(to)
        default:
            guard mapping.oldToNewSection.indices.contains(p.section), let s = mapping.oldToNewSection[p.section] else {
                return nil
            }
            var moved = key
            moved.indexPath = IndexPath(item: p.count > 1 ? p.item : 0, section: s)
            return moved
        }
    }

    /// The old key of an element that exists after the update (nil: it is new).
    private func oldKey(_ key: ElementKey, _ mapping: CollectionUpdatePlan.Mapping) -> ElementKey? {
        let p = key.indexPath
        switch key.category {
        case .cell:
            guard mapping.newToOldItem.indices.contains(p.section), mapping.newToOldItem[p.section].indices.contains(p.item),
                  let from = mapping.newToOldItem[p.section][p.item] else { return nil }
            return .cell(from)
        default:
            guard mapping.newToOldSection.indices.contains(p.section), let s = mapping.newToOldSection[p.section] else {
                return nil
            }
            var moved = key
            moved.indexPath = IndexPath(item: p.item, section: s)
            return moved
        }
    }

    private func applyUpdate(plan: CollectionUpdatePlan, mapping: CollectionUpdatePlan.Mapping, newCounts: [Int],
                             completion: ((Bool) -> Void)?) {
        let layout = collectionViewLayout
        // What the old layout says around the visible rectangle.
        let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var before: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for a in layout.layoutAttributesForElements(in: around) ?? [] { before[a.elementKey] = a }
        for (key, a) in visibleAttributes { before[key] = a }
        preUpdateAttributes = before

        itemCounts = newCounts
        selectedPaths = selectedPaths.compactMap { newKey(.cell($0), mapping)?.indexPath }

        // Visible views follow their items; the views of items that go away animate out.
        var leaving: [(view: UICollectionReusableView, key: ElementKey)] = []
        var moved: [ElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleViews {
            if let to = newKey(key, mapping), !(key.category == .cell && mapping.disappearing.contains(key.indexPath)) {
                moved[to] = view
            } else {
                leaving.append((view, key))
            }
        }
        visibleViews = moved
        visibleAttributes = [:]

        layout.prepare(forCollectionViewUpdates: updateItems(plan))
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        contentSize = layout.collectionViewContentSize
        let wanted = visibleElementAttributes()
        var wantedKeys = Set<ElementKey>()
        var finals: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []

        UIView.performWithoutAnimation {
            for a in wanted {
                let key = a.elementKey
                wantedKeys.insert(key)
                if let view = visibleViews[key] {
                    finals.append((view, a))
                    continue
                }
                let start = startAttributes(for: a, mapping: mapping, before: before)
                guard let view = realize(start) else { continue }
                visibleViews[key] = view
                finals.append((view, a))
            }
        }
        // Items that stay but leave the screen move to where they go, then leave.
        for (key, view) in visibleViews where !wantedKeys.contains(key) {
            let end = key.category == .cell ? layout.layoutAttributesForItem(at: key.indexPath)
                : layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
            visibleViews[key] = nil
            leavingAfterUpdate.append((view, key))
            if let end { finals.append((view, end)) }
        }
        var disappearing: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        for (view, key) in leaving {
            let end: UICollectionViewLayoutAttributes?
            switch key.category {
            case .cell: end = layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
            default: end = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
            }
            let fallback = (before[key]?.copy() as? UICollectionViewLayoutAttributes)
            if end == nil, plan.reloadedItems.contains(key.indexPath) || plan.reloadedSections.contains(key.indexPath.section) {
                fallback?.alpha = 0
            }
            leavingAfterUpdate.append((view, key))
            if let final = end ?? fallback { disappearing.append((view, final)) }
        }
        // The item under the finger goes where the finger is, without animation.
        if let moving = movingAttributes, let view = visibleViews[moving.elementKey] {
            finals.removeAll { $0.0 === view }
            UIView.performWithoutAnimation { view.applyAttributes(moving) }
            visibleAttributes[moving.elementKey] = moving
        }
        for (_, a) in finals { visibleAttributes[a.elementKey] = a }
        let departing = leavingAfterUpdate
        leavingAfterUpdate = []
        disappearingViews += departing.map(\.view)

        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (view, a) in finals { view.applyAttributes(a) }
            for (view, a) in disappearing { view.applyAttributes(a) }
            layout.finalizeCollectionViewUpdates()
        }, completion: { finished in
            for (view, key) in departing {
                self.disappearingViews.removeAll { $0 === view }
                self.enqueueAfterEndDisplaying(view, key: key)
            }
            self.preUpdateAttributes = [:]
            completion?(finished)
        })
    }

    /// Where an element that had no view before the update starts its animation.
    private func startAttributes(for final: UICollectionViewLayoutAttributes, mapping: CollectionUpdatePlan.Mapping,
                                 before: [ElementKey: UICollectionViewLayoutAttributes]) -> UICollectionViewLayoutAttributes {
        let key = final.elementKey
        let layout = collectionViewLayout
        let isNew = key.category == .cell ? mapping.appearing.contains(key.indexPath) : oldKey(key, mapping) == nil
        if !isNew, let old = oldKey(key, mapping), let was = before[old]?.copy() as? UICollectionViewLayoutAttributes {
            was.indexPath = key.indexPath
            return was
        }
        let initial = key.category == .cell ? layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
            : layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
        if let initial { return initial }
        return final
    }

    /// Moves every visible view to the layout's current answer with the update animation (a layout swap).
    func animateRelayout(completion: ((Bool) -> Void)?, change: () -> Void) {
        change()
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        contentSize = layout.collectionViewContentSize
        let wanted = visibleElementAttributes()
        var finals: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        var keep = Set<ElementKey>()
        UIView.performWithoutAnimation {
            for a in wanted {
                let key = a.elementKey
                keep.insert(key)
                if let view = visibleViews[key] {
                    finals.append((view, a))
                } else if let view = realize(a) {
                    visibleViews[key] = view
                }
                visibleAttributes[key] = a
            }
        }
        var departing: [(UICollectionReusableView, ElementKey)] = []
        for (key, view) in visibleViews where !keep.contains(key) {
            visibleViews[key] = nil
            visibleAttributes[key] = nil
            departing.append((view, key))
            if let end = layout.layoutAttributesForItem(at: key.indexPath), key.category == .cell { finals.append((view, end)) }
        }
        disappearingViews += departing.map(\.0)
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (view, a) in finals { view.applyAttributes(a) }
        }, completion: { finished in
            for (view, key) in departing {
                self.disappearingViews.removeAll { $0 === view }
                self.enqueueAfterEndDisplaying(view, key: key)
            }
            completion?(finished)
        })
    }
}
