import QuartzCore
import Foundation

/// Where and how one element of a collection view (a cell, a supplementary view or a decoration view) is shown:
/// what a `UICollectionViewLayout` answers and what the collection view applies to the element's view.
///
/// `frame`, `center`, `size` and `bounds` are views of one geometry, as on iOS: setting `frame` sets `center` and
/// `size`; `transform` and `transform3D` are the same transform.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public enum ElementCategory: UInt, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }

    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex: Int = 0
    open var isHidden: Bool = false
    open var indexPath: IndexPath = IndexPath(item: 0, section: 0)
    public private(set) var representedElementCategory: ElementCategory = .cell
    public private(set) var representedElementKind: String?

    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    public required override init() { super.init() }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .cell
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with every property copied (`NSCopying` on iOS). Subclasses with stored
    /// properties override it and copy theirs, as on iOS.
    open override func copy() -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Equal when every shown property is equal (what the collection view compares to skip re-applying).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return center == other.center && size == other.size && CATransform3DEqualToTransform(transform3D, other.transform3D)
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
            && indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    /// The element's identity within a layout pass: category, kind and index path.
    package var elementKey: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind ?? "", indexPath: indexPath)
    }
}

/// One element of a collection view: a cell at an index path, or a supplementary/decoration view of a kind.
package struct ElementKey: Hashable, Sendable {
    package var category: UICollectionViewLayoutAttributes.ElementCategory
    package var kind: String
    package var indexPath: IndexPath

    package static func cell(_ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .cell, kind: "", indexPath: indexPath)
    }
}
