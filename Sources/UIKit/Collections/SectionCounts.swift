import Foundation

/// The data bookkeeping collection and table views share: the items (rows) of each section as read from the data
/// source once per reload, and the range checks behind UIKit's exceptions — each view keeps its own wording, which
/// it passes in.
package enum SectionCounts {
    /// The counts of `sections` sections, as the data source answers them (negative answers count as none).
    package static func read(sections: Int, count: (Int) -> Int) -> [Int] {
        (0..<max(0, sections)).map { max(0, count($0)) }
    }

    /// The count of `section`; a section past the data raises with `message(numberOfSections)`.
    package static func count(of section: Int, in counts: [Int], message: (Int) -> String) -> Int {
        guard counts.indices.contains(section) else { preconditionFailure(message(counts.count)) }
        return counts[section]
    }

    /// Raises, with UIKit's scroll-to message, for an index path past the data. `element` is "item" or "row", `view`
    /// "collection view" or "table view", `typeName` the view's class as the message names it.
    package static func checkScrollTarget(_ indexPath: IndexPath, in counts: [Int], element: String, view: String,
                                          typeName: String) {
        let label = view.prefix(1).uppercased() + view.dropFirst()
        guard indexPath.count == 2, counts.indices.contains(indexPath.section) else {
            preconditionFailure("Attempted to scroll the \(view) to an out-of-bounds section "
                + "(\(indexPath.count > 0 ? indexPath[0] : 0)) when there are only \(counts.count) sections. "
                + "\(label): \(typeName)")
        }
        let index = indexPath[1]
        guard (0..<counts[indexPath.section]).contains(index) else {
            preconditionFailure("Attempted to scroll the \(view) to an out-of-bounds \(element) (\(index)) when there "
                + "are only \(counts[indexPath.section]) \(element)s in section \(indexPath.section). \(label): \(typeName)")
        }
    }
}
