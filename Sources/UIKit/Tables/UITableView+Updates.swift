import QuartzCore
import Foundation

/// Inserting, deleting, moving and reloading rows and sections, animated with a `RowAnimation`.
///
/// The counts are checked as UIKit checks them ("Invalid update: invalid number of rows in section …"), old rows are
/// mapped to new ones with ``CollectionUpdatePlan``, and everything moves over ``rowAnimationDuration`` with
/// ease-in-out (unverified on iOS: pinned in `UITableViewUpdatesTests`): rows that stay slide to their new places;
/// inserted rows come in, and deleted rows go out, by their animation —
/// `.fade` alpha 0 ↔ 1 in place; `.right` / `.left` from / to one row width to that side; `.top` / `.bottom` from / to
/// one row height above / below; `.middle` from / to a zero-height row at the row's middle; `.none` in place at once;
/// `.automatic` is `.fade`.
extension UITableView {
    package static let rowAnimationDuration: TimeInterval = 0.3

    public func beginUpdates() {
        if updateDepth == 0 {
            layoutIfNeeded()
            updateStartCounts = counts
            pendingUpdate = CollectionUpdatePlan()
            pendingAnimations = [:]
        }
        updateDepth += 1
    }

    public func endUpdates() {
        endUpdates(completion: nil)
    }

    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        updateDepth -= 1
        guard updateDepth == 0, let plan = pendingUpdate else {
            completion?(true)
            return
        }
        pendingUpdate = nil
        let newCounts = readCounts()
        switch plan.resolve(oldCounts: updateStartCounts, newCounts: newCounts, noun: .rows) {
        case let .failure(error): preconditionFailure(error.message)
        case let .success(mapping): apply(plan: plan, mapping: mapping, newCounts: newCounts, completion: completion)
        }
    }

    private func record(_ change: (inout CollectionUpdatePlan) -> Void) {
        beginUpdates()
        change(&pendingUpdate!)
        endUpdates()
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        beginUpdates()
        pendingUpdate!.insertedItems += indexPaths
        for p in indexPaths { pendingAnimations[Self.insertionKey(p)] = animation }
        endUpdates()
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        beginUpdates()
        pendingUpdate!.deletedItems += indexPaths
        for p in indexPaths { pendingAnimations[p] = animation }
        endUpdates()
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        beginUpdates()
        pendingUpdate!.reloadedItems += indexPaths
        for p in indexPaths {
            pendingAnimations[p] = animation
            pendingAnimations[Self.insertionKey(p)] = animation
        }
        endUpdates()
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        beginUpdates()
        pendingUpdate!.insertedSections.formUnion(sections)
        for s in sections { pendingAnimations[Self.insertionKey(IndexPath(row: NSNotFound, section: s))] = animation }
        endUpdates()
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        beginUpdates()
        pendingUpdate!.deletedSections.formUnion(sections)
        for s in sections { pendingAnimations[IndexPath(row: NSNotFound, section: s)] = animation }
        endUpdates()
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        beginUpdates()
        pendingUpdate!.reloadedSections.formUnion(sections)
        for s in sections {
            pendingAnimations[IndexPath(row: NSNotFound, section: s)] = animation
            pendingAnimations[Self.insertionKey(IndexPath(row: NSNotFound, section: s))] = animation
        }
        endUpdates()
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// The frame and alpha a row has off its place for an animation: where an inserted row starts, where a deleted
    /// row ends. Pure.
    package static func offPlace(_ frame: CGRect, animation: RowAnimation) -> (frame: CGRect, alpha: CGFloat) {
        switch animation {
        case .fade, .automatic: (frame, 0)
        case .right: (frame.offsetBy(dx: frame.width, dy: 0), 1)
        case .left: (frame.offsetBy(dx: -frame.width, dy: 0), 1)
        case .top: (frame.offsetBy(dx: 0, dy: -frame.height), 1)
        case .bottom: (frame.offsetBy(dx: 0, dy: frame.height), 1)
        case .middle: (CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0), 1)
        case .none: (frame, 1)
        }
    }

    /// Insertions name new paths and deletions old ones: their animations are kept apart by a third index.
    private static func insertionKey(_ path: IndexPath) -> IndexPath { IndexPath(indexes: [path.section, path.row, 1]) }

    private func animation(forOld path: IndexPath) -> RowAnimation {
        pendingAnimations[path] ?? pendingAnimations[IndexPath(row: NSNotFound, section: path.section)] ?? .automatic
    }

    private func apply(plan: CollectionUpdatePlan, mapping: CollectionUpdatePlan.Mapping, newCounts: [Int],
                       completion: ((Bool) -> Void)?) {
        let oldGeometry = geometry
        let animations = pendingAnimations
        let insetX: CGFloat = style == .insetGrouped ? 20 : 0
        let width = bounds.width - 2 * insetX
        func oldFrame(_ p: IndexPath) -> CGRect {
            let (y, h) = oldGeometry.sections[p.section].row(p.row)
            return CGRect(x: insetX, y: y, width: width, height: h)
        }
        func mapped(_ p: IndexPath) -> IndexPath? {
            guard mapping.oldToNewItem.indices.contains(p.section), mapping.oldToNewItem[p.section].indices.contains(p.row)
            else { return nil }
            return mapping.oldToNewItem[p.section][p.row]
        }

        rowCounts = newCounts
        selectedRows = selectedRows.compactMap { mapped($0) }
        remapMeasuredHeights { mapping.disappearing.contains($0) ? nil : mapped($0) }
        var staying: [IndexPath: UITableViewCell] = [:]
        var leaving: [(UITableViewCell, IndexPath)] = []
        for (path, cell) in visibleCellsByPath {
            if let to = mapped(path), !mapping.disappearing.contains(path) { staying[to] = cell } else { leaving.append((cell, path)) }
        }
        visibleCellsByPath = staying
        invalidateGeometry()
        buildGeometryIfNeeded()

        var wanted = Set<IndexPath>()
        for s in geometry.sections(in: bounds.minY, bounds.maxY) {
            for r in geometry.sections[s].rows(in: bounds.minY, bounds.maxY) { wanted.insert(IndexPath(row: r, section: s)) }
        }
        var finals: [(UIView, CGRect, CGFloat)] = []
        var departing: [(UITableViewCell, IndexPath)] = []
        UIView.performWithoutAnimation {
            for path in wanted.sorted() {
                let final = rectForRowInContent(path)
                if let cell = visibleCellsByPath[path] {
                    finals.append((cell, final, 1))
                    continue
                }
                let old = mapping.newToOldItem.indices.contains(path.section) ? mapping.newToOldItem[path.section][path.row] : nil
                var start = (frame: final, alpha: CGFloat(1))
                if let old {
                    start = (oldFrame(old), 1)
                } else {
                    let anim = animations[Self.insertionKey(path)]
                        ?? animations[Self.insertionKey(IndexPath(row: NSNotFound, section: path.section))] ?? .automatic
                    start = Self.offPlace(final, animation: anim)
                }
                guard let dataSource else { continue }
                let cell = dataSource.tableView(self, cellForRowAt: path)
                cell.frame = start.frame
                cell.alpha = start.alpha
                cell.setSelected(selectedRows.contains(path), animated: false)
                prepareEditing(of: cell, at: path)
                cell.layoutIfNeeded()
                insertSubview(cell, at: backgroundView == nil ? 0 : 1)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
                visibleCellsByPath[path] = cell
                finals.append((cell, final, 1))
            }
        }
        for (path, cell) in visibleCellsByPath where !wanted.contains(path) {
            visibleCellsByPath[path] = nil
            departing.append((cell, path))
            finals.append((cell, rectForRowInContent(path), 1))
        }
        var ends: [(UIView, CGRect, CGFloat)] = []
        for (cell, path) in leaving {
            let anim = animation(forOld: path)
            if anim == .none {
                endDisplaying(cell, at: path)
                continue
            }
            let end = Self.offPlace(oldFrame(path), animation: anim)
            ends.append((cell, end.frame, end.alpha))
            departing.append((cell, path))
            if anim == .top || anim == .bottom || anim == .middle { sendSubviewToBack(cell) }
        }
        departingCells += departing.map(\.0)
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (view, frame, alpha) in finals + ends {
                view.frame = frame
                view.alpha = alpha
            }
            self.layoutVisibleRows(animatingWith: { view, frame in view.frame = frame })
        }, completion: { finished in
            for (cell, path) in departing {
                self.departingCells.removeAll { $0 === cell }
                cell.alpha = 1
                self.endDisplaying(cell, at: path)
            }
            completion?(finished)
        })
    }
}
