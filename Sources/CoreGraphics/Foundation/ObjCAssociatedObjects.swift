import Foundation

// Associated objects: how iOS libraries add stored properties in extensions. On Apple platforms these come from
// the Objective-C runtime (the `ObjectiveC` module, which Foundation re-exports); Linux has no such runtime, so
// Flipbook provides the functions at its lowest layer, which re-exports Foundation as Apple's does.

/// The values associated with one object, by key address. Flipbook's classes (layers, responders — views,
/// view controllers, windows —, gesture recognizers) keep their store in a stored property, so the values are
/// released when the object is, as on iOS. Other objects get a store in a side table that is swept of dead
/// owners on each call (their values are released at the next association call after the owner goes away).
package final class AssociatedObjectStore {
    private enum Holder {
        case strong(Any)
        case weak(WeakBox)
    }
    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
    private var values: [UnsafeRawPointer: Holder] = [:]

    package init() {}

    package var isEmpty: Bool { values.isEmpty }

    func set(_ value: Any?, for key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        guard let value else {
            values[key] = nil
            return
        }
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            // A value type has no reference to hold weakly: kept as is.
            if type(of: value) is AnyClass { values[key] = .weak(WeakBox(value as AnyObject)) }
            else { values[key] = .strong(value) }
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            values[key] = .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            if let copying = value as? any NSCopying { values[key] = .strong(copying.copy(with: nil)) }
            else { values[key] = .strong(value) }
        }
    }

    func get(_ key: UnsafeRawPointer) -> Any? {
        switch values[key] {
        case .strong(let value): value
        case .weak(let box): box.object
        case nil: nil
        }
    }

    func removeAll() { values.removeAll() }
}

/// A class whose instances keep their associated objects themselves (and so release them with themselves).
package protocol AssociatedObjectHosting: AnyObject {
    var associatedObjectStore: AssociatedObjectStore? { get set }
}

/// The side table for objects that are not ``AssociatedObjectHosting``.
private final class AssociatedObjectSideTable: @unchecked Sendable {
    struct Entry {
        weak var owner: AnyObject?
        let store: AssociatedObjectStore
    }
    let lock = NSLock()
    var entries: [ObjectIdentifier: Entry] = [:]

    static let shared = AssociatedObjectSideTable()

    func store(for object: AnyObject, create: Bool) -> AssociatedObjectStore? {
        // Drop the stores of owners that went away (and so their values), and any entry whose identifier was
        // reused by a new object.
        entries = entries.filter { $0.value.owner != nil }
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.owner === object { return entry.store }
        guard create else { return nil }
        let store = AssociatedObjectStore()
        entries[id] = Entry(owner: object, store: store)
        return store
    }
}

private func associatedStore(of object: Any, create: Bool) -> AssociatedObjectStore? {
    let object = object as AnyObject
    if let host = object as? any AssociatedObjectHosting {
        if let store = host.associatedObjectStore { return store }
        guard create else { return nil }
        let store = AssociatedObjectStore()
        host.associatedObjectStore = store
        return store
    }
    let table = AssociatedObjectSideTable.shared
    table.lock.lock()
    defer { table.lock.unlock() }
    return table.store(for: object, create: create)
}

/// Associates `value` with `object` under `key` (the address of a variable of yours, `&myKey`), held as
/// `policy` says; `nil` removes the association.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    associatedStore(of: object, create: value != nil)?.set(value, for: key, policy: policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    associatedStore(of: object, create: false)?.get(key)
}

/// Removes every association of `object` (Apple: "not normally used", since it removes other clients' too).
public func objc_removeAssociatedObjects(_ object: Any) {
    associatedStore(of: object, create: false)?.removeAll()
}
