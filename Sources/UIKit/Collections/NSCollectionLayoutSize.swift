import QuartzCore
import Foundation

/// The width and height of a compositional layout item, group or supplementary item.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in a container of `container` size. Pure.
    package func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}
