import QuartzCore
import Foundation

/// One side of a compositional layout size: a fraction of the container's width or height, an absolute length, or
/// an estimate (laid out at the estimate: self-sizing of compositional items is not supported).
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    package enum Kind: Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }

    package let kind: Kind
    /// The fraction, length or estimate.
    public let dimension: CGFloat

    package init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the container's width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A fraction of the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A length in points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// An estimated length in points (used as the length here).
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    open var isAbsolute: Bool { kind == .absolute }
    open var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `container` size. Pure.
    package func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}
