import QuartzCore

/// Something with a trait collection that hears when it changes: screens, windows, views, view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    /// Called after the collection changed (appearance, size class, text size), top-down through the tree.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

// MARK: iOS 17's trait definitions and registration

extension UITraitDefinition {
    public static var name: String { identifier }
    public static var affectsColorAppearance: Bool { false }
}

extension UITraitCollection {
    /// Whether the trait named `identifier` differs between this collection and `other`.
    package func differs(from other: UITraitCollection, in identifier: String) -> Bool {
        switch identifier {
        case UITraitUserInterfaceStyle.identifier: userInterfaceStyle != other.userInterfaceStyle
        case UITraitHorizontalSizeClass.identifier: horizontalSizeClass != other.horizontalSizeClass
        case UITraitVerticalSizeClass.identifier: verticalSizeClass != other.verticalSizeClass
        case UITraitDisplayScale.identifier: displayScale != other.displayScale
        case UITraitPreferredContentSizeCategory.identifier: preferredContentSizeCategory != other.preferredContentSizeCategory
        case UITraitUserInterfaceIdiom.identifier: userInterfaceIdiom != other.userInterfaceIdiom
        case UITraitLayoutDirection.identifier: layoutDirection != other.layoutDirection
        default: false
        }
    }

    /// The system traits (what `UITraitCollection.systemTraitsAffectingColorAppearance` and friends list).
    public static var systemTraitsAffectingColorAppearance: [UITrait] { [UITraitUserInterfaceStyle.self] }
}

package struct TraitChangeRegistrationToken: UITraitChangeRegistration, Hashable {
    let id: Int
}

/// The registrations of one object (kept as an associated object).
@MainActor
package final class TraitChangeRegistrations {
    struct Entry {
        let token: TraitChangeRegistrationToken
        let identifiers: [String]
        let handler: @MainActor (AnyObject, UITraitCollection) -> Void
    }
    var entries: [Entry] = []
    nonisolated(unsafe) static var lastID = 0

    /// Runs the handlers whose traits changed from `previous` to `current`.
    func notify(_ object: AnyObject, previous: UITraitCollection, current: UITraitCollection) {
        for entry in entries where entry.identifiers.contains(where: { current.differs(from: previous, in: $0) }) {
            entry.handler(object, previous)
        }
    }
}

private nonisolated(unsafe) var traitRegistrationsKey: UInt8 = 0
private nonisolated(unsafe) var lastTraitsKey: UInt8 = 0

extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Calls `handler` with the object and its previous collection after any of `traits` changed.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registrations = traitChangeRegistrations(create: true)!
        TraitChangeRegistrations.lastID += 1
        let token = TraitChangeRegistrationToken(id: TraitChangeRegistrations.lastID)
        registrations.entries.append(.init(token: token, identifiers: traits.map { $0.identifier }) { object, previous in
            if let environment = object as? Environment { handler(environment, previous) }
        })
        return token
    }

    /// Ends a registration; a registration of another object is ignored.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let token = registration as? TraitChangeRegistrationToken else { return }
        traitChangeRegistrations(create: false)?.entries.removeAll { $0.token == token }
    }
}

extension UITraitEnvironment {
    package func traitChangeRegistrations(create: Bool) -> TraitChangeRegistrations? {
        if let existing = objc_getAssociatedObject(self, &traitRegistrationsKey) as? TraitChangeRegistrations {
            return existing
        }
        guard create else { return nil }
        let made = TraitChangeRegistrations()
        objc_setAssociatedObject(self, &traitRegistrationsKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }

    /// The collection this object was last told about (or first seen with).
    package var lastReportedTraits: UITraitCollection? {
        get { objc_getAssociatedObject(self, &lastTraitsKey) as? UITraitCollection }
        set { objc_setAssociatedObject(self, &lastTraitsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Compares the current collection with the last reported one and, if it changed, tells the object
    /// (`traitCollectionDidChange(_:)`, then the registered handlers). The first look only records.
    package func reportTraitChangeIfNeeded() -> (previous: UITraitCollection, current: UITraitCollection)? {
        let current = traitCollection
        guard let previous = lastReportedTraits else {
            lastReportedTraits = current
            return nil
        }
        guard previous != current else { return nil }
        lastReportedTraits = current
        current.performAsCurrent { traitCollectionDidChange(previous) }
        traitChangeRegistrations(create: false)?.notify(self, previous: previous, current: current)
        return (previous, current)
    }
}

extension UIScreen {
    /// The traits of a full-screen window on this screen: the stage's idiom, appearance and text size, and the
    /// size classes iOS gives the device in its orientation (iPad: regular both ways; iPhone portrait: compact
    /// width, regular height; iPhone landscape: compact height, and regular width on the largest phones, 896 pt
    /// wide and up).
    package var baseTraitCollection: UITraitCollection {
        let size = bounds.size
        let horizontal: UIUserInterfaceSizeClass
        let vertical: UIUserInterfaceSizeClass
        if environment.userInterfaceIdiom == .pad {
            (horizontal, vertical) = (.regular, .regular)
        } else if size.width > size.height {
            (horizontal, vertical) = (size.width >= 896 ? .regular : .compact, .compact)
        } else {
            (horizontal, vertical) = (.compact, .regular)
        }
        return UITraitCollection(style: environment.userInterfaceStyle, horizontal: horizontal, vertical: vertical,
                                 scale: scale, category: environment.preferredContentSizeCategory,
                                 idiom: environment.userInterfaceIdiom, direction: .leftToRight)
    }
}
