import QuartzCore

/// The environment a view or view controller draws in: appearance, size classes, scale, text size, idiom.
///
/// A trait collection is immutable. Traits that were never given are *unspecified* (`.unspecified`, a display
/// scale of 0); ``init(traitsFrom:)`` combines collections, later specified values winning. The collection of
/// a window comes from its stage's device and settings; a view controller's and a view's come from where they
/// sit, with `overrideUserInterfaceStyle` applied on the way down.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    package init(style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
                 vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0,
                 category: UIContentSizeCategory = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
                 direction: UITraitEnvironmentLayoutDirection = .unspecified) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        preferredContentSizeCategory = category
        userInterfaceIdiom = idiom
        layoutDirection = direction
        super.init()
    }

    /// A collection with every trait unspecified.
    public convenience override init() { self.init(style: .unspecified) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(category: preferredContentSizeCategory) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }

    /// Combines `traitCollections`: for each trait, the last specified value wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var mutable = UIMutableTraitsStorage()
        for collection in traitCollections { mutable.overlay(collection) }
        self.init(mutable)
    }

    /// A collection built by changing an unspecified one (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = UIMutableTraitsStorage()
        mutations(&traits)
        self.init(traits as! UIMutableTraitsStorage)
    }

    package convenience init(_ storage: UIMutableTraitsStorage) {
        self.init(style: storage.userInterfaceStyle, horizontal: storage.horizontalSizeClass,
                  vertical: storage.verticalSizeClass, scale: storage.displayScale,
                  category: storage.preferredContentSizeCategory, idiom: storage.userInterfaceIdiom,
                  direction: storage.layoutDirection)
    }

    /// A copy with `mutations` applied (iOS 17).
    open func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = UIMutableTraitsStorage(self)
        mutations(&traits)
        return UITraitCollection(traits as! UIMutableTraitsStorage)
    }

    /// Whether every trait specified in `trait` has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.preferredContentSizeCategory == .unspecified
                || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
    }

    /// Whether dynamic colours can resolve differently under `traitCollection` (appearance changed).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass && displayScale == other.displayScale
            && preferredContentSizeCategory == other.preferredContentSizeCategory
            && userInterfaceIdiom == other.userInterfaceIdiom && layoutDirection == other.layoutDirection
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }

    open override var description: String {
        "<UITraitCollection: \(Unmanaged.passUnretained(self).toOpaque()); UserInterfaceIdiom = \(userInterfaceIdiom), "
            + "DisplayScale = \(displayScale), HorizontalSizeClass = \(horizontalSizeClass), "
            + "VerticalSizeClass = \(verticalSizeClass), UserInterfaceStyle = \(userInterfaceStyle), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
    }

    // MARK: The current collection

    /// The collection dynamic colours resolve with when they are read without one (`cgColor`, drawing). UIKit
    /// sets it to a view's collection around its `draw(_:)` and `layoutSubviews()` and to a controller's around
    /// its layout callbacks; outside those it is a light, unspecified-size one.
    public class var current: UITraitCollection {
        get { currentStorage }
        set { currentStorage = newValue }
    }
    private nonisolated(unsafe) static var currentStorage = UITraitCollection(style: .light, scale: 2, category: .large,
                                                                             idiom: .phone, direction: .leftToRight)

    /// Runs `actions` with ``current`` set to this collection.
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = Self.currentStorage
        Self.currentStorage = self
        defer { Self.currentStorage = saved }
        try actions()
    }
}

package struct UIMutableTraitsStorage: UIMutableTraits {
    package var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    package var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    package var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    package var displayScale: CGFloat = 0
    package var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    package var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    package var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified

    package init() {}

    package init(_ collection: UITraitCollection) {
        overlay(collection)
    }

    /// Takes every trait `collection` specifies.
    package mutating func overlay(_ collection: UITraitCollection) {
        if collection.userInterfaceStyle != .unspecified { userInterfaceStyle = collection.userInterfaceStyle }
        if collection.horizontalSizeClass != .unspecified { horizontalSizeClass = collection.horizontalSizeClass }
        if collection.verticalSizeClass != .unspecified { verticalSizeClass = collection.verticalSizeClass }
        if collection.displayScale != 0 { displayScale = collection.displayScale }
        if collection.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = collection.preferredContentSizeCategory
        }
        if collection.userInterfaceIdiom != .unspecified { userInterfaceIdiom = collection.userInterfaceIdiom }
        if collection.layoutDirection != .unspecified { layoutDirection = collection.layoutDirection }
    }
}
