import QuartzCore
import Foundation

/// The size a compositional layout lays out in (what a section provider receives).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
