import Foundation

/// How a batch update maps the old items to the new ones: pure bookkeeping over counts and the requested
/// operations, shared by collection and table views.
///
/// UIKit's rules (`performBatchUpdates(_:completion:)`): the order of calls inside the block is ignored; deletions
/// and reloads name old index paths, insertions new ones, a move names its old source and new destination; deletes
/// are applied first, then inserts, then moves. A reload keeps its item where the other changes put it and gives it a
/// new cell. Survivors keep their relative order and fill the slots that insertions and move destinations leave free.
package struct CollectionUpdatePlan: Sendable {
    package var insertedItems: [IndexPath] = []
    package var deletedItems: [IndexPath] = []
    package var reloadedItems: [IndexPath] = []
    package var movedItems: [(from: IndexPath, to: IndexPath)] = []
    package var insertedSections: IndexSet = []
    package var deletedSections: IndexSet = []
    package var reloadedSections: IndexSet = []
    package var movedSections: [(from: Int, to: Int)] = []

    package init() {}

    package var isEmpty: Bool {
        insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
    }

    /// The words UIKit's messages use: "items" for collection views, "rows" for tables.
    package enum Noun: String, Sendable {
        case items, rows
        var container: String { self == .items ? "collection view" : "table view" }
    }

    /// The result: for every old section its new index (nil = deleted), for every new section its old one
    /// (nil = inserted), and per surviving section the item maps.
    package struct Mapping: Sendable {
        package var oldToNewSection: [Int?]
        package var newToOldSection: [Int?]
        /// oldToNewItem[oldSection][oldItem] = new index path (nil = deleted). Deleted sections map to [].
        package var oldToNewItem: [[IndexPath?]]
        /// newToOldItem[newSection][newItem] = old index path (nil = inserted or reloaded).
        package var newToOldItem: [[IndexPath?]]
        /// New index paths whose item is new (inserted, reloaded, or in an inserted or reloaded section).
        package var appearing: Set<IndexPath>
        /// Old index paths whose item goes away (deleted, reloaded, or in a deleted or reloaded section).
        package var disappearing: Set<IndexPath>
    }

    /// Checks the counts as UIKit does and maps old to new. Returns the message UIKit raises with when the numbers
    /// don't add up.
    package func resolve(oldCounts: [Int], newCounts: [Int], noun: Noun) -> Result<Mapping, UpdateError> {
        // Sections.
        let oldSectionCount = oldCounts.count, newSectionCount = newCounts.count
        let sectionsIn = insertedSections.count + movedSections.count
        let expectedSections = oldSectionCount - deletedSections.count + insertedSections.count
        if newSectionCount != expectedSections {
            return .failure(UpdateError(message: "Invalid update: invalid number of sections. The number of sections "
                + "contained in the \(noun.container) after the update (\(newSectionCount)) must be equal to the number "
                + "of sections contained in the \(noun.container) before the update (\(oldSectionCount)), plus or minus "
                + "the number of sections inserted or deleted (\(insertedSections.count) inserted, "
                + "\(deletedSections.count) deleted)."))
        }
        _ = sectionsIn
        let movedFromSections = Set(movedSections.map(\.from))
        var newToOldSection = [Int?](repeating: nil, count: newSectionCount)
        var fixedSections = Set(insertedSections)
        for move in movedSections {
            guard move.to < newSectionCount else { continue }
            newToOldSection[move.to] = move.from
            fixedSections.insert(move.to)
        }
        var survivors = (0..<oldSectionCount).filter { !deletedSections.contains($0) && !movedFromSections.contains($0) }
            .makeIterator()
        for s in 0..<newSectionCount where !fixedSections.contains(s) {
            newToOldSection[s] = survivors.next()
        }
        var oldToNewSection = [Int?](repeating: nil, count: oldSectionCount)
        for (n, o) in newToOldSection.enumerated() { if let o { oldToNewSection[o] = n } }

        // Items, grouped by section.
        var deletedBySection = [Int: Set<Int>](), insertedBySection = [Int: Set<Int>]()
        for p in deletedItems { deletedBySection[p.section, default: []].insert(p.item) }
        for p in insertedItems { insertedBySection[p.section, default: []].insert(p.item) }
        var movedOutBySection = [Int: Set<Int>](), movedInBySection = [Int: [Int: IndexPath]]()
        for move in movedItems {
            movedOutBySection[move.from.section, default: []].insert(move.from.item)
            movedInBySection[move.to.section, default: [:]][move.to.item] = move.from
        }
        let reloaded = Set(reloadedItems)

        var oldToNewItem = oldCounts.map { [IndexPath?](repeating: nil, count: $0) }
        var newToOldItem = newCounts.map { [IndexPath?](repeating: nil, count: $0) }
        var appearing = Set<IndexPath>(), disappearing = Set<IndexPath>()

        for ns in 0..<newSectionCount {
            guard let os = newToOldSection[ns], !reloadedSections.contains(os) else {
                for i in 0..<newCounts[ns] { appearing.insert(IndexPath(item: i, section: ns)) }
                continue
            }
            let deleted = deletedBySection[os] ?? [], movedOut = movedOutBySection[os] ?? []
            let inserted = insertedBySection[ns] ?? [], movedIn = movedInBySection[ns] ?? [:]
            let kept = (0..<oldCounts[os]).filter { !deleted.contains($0) && !movedOut.contains($0) }
            let expected = oldCounts[os] - deleted.count + inserted.count - movedOut.count + movedIn.count
            if newCounts[ns] != expected || kept.count + inserted.count + movedIn.count != newCounts[ns] {
                let word = noun.rawValue
                return .failure(UpdateError(message: "Invalid update: invalid number of \(word) in section \(ns). "
                    + "The number of \(word) contained in an existing section after the update (\(newCounts[ns])) must be "
                    + "equal to the number of \(word) contained in that section before the update (\(oldCounts[os])), plus "
                    + "or minus the number of \(word) inserted or deleted from that section (\(inserted.count) inserted, "
                    + "\(deleted.count) deleted) and plus or minus the number of \(word) moved into or out of that section "
                    + "(\(movedIn.count) moved in, \(movedOut.count) moved out)."))
            }
            var next = kept.makeIterator()
            for i in 0..<newCounts[ns] {
                let newPath = IndexPath(item: i, section: ns)
                if inserted.contains(i) {
                    appearing.insert(newPath)
                } else if let from = movedIn[i] {
                    newToOldItem[ns][i] = from
                    oldToNewItem[from.section][from.item] = newPath
                } else if let o = next.next() {
                    let oldPath = IndexPath(item: o, section: os)
                    if reloaded.contains(oldPath) {
                        appearing.insert(newPath)
                        disappearing.insert(oldPath)
                    } else {
                        newToOldItem[ns][i] = oldPath
                        oldToNewItem[os][o] = newPath
                    }
                }
            }
            for d in deleted { disappearing.insert(IndexPath(item: d, section: os)) }
        }
        for os in 0..<oldSectionCount where oldToNewSection[os] == nil || reloadedSections.contains(os) {
            for i in 0..<oldCounts[os] { disappearing.insert(IndexPath(item: i, section: os)) }
        }
        return .success(Mapping(oldToNewSection: oldToNewSection, newToOldSection: newToOldSection,
                                oldToNewItem: oldToNewItem, newToOldItem: newToOldItem,
                                appearing: appearing, disappearing: disappearing))
    }

    package struct UpdateError: Error, Sendable {
        package var message: String
    }
}
