import Foundation

/// The observers of one object, by property name: the single mechanism under `observe(_:options:changeHandler:)`
/// (and the place a string-keyed `addObserver(_:forKeyPath:options:context:)` would register too).
///
/// An object creates its registry on its first observation and keeps it; its setters notify through an
/// optional, so a property set on an object nobody observes costs one nil check (arguments are not even
/// evaluated).
@MainActor
package final class KeyValueObserverRegistry {
    /// One observation: the property's name, the options, and the type-erased handler that boxes values into
    /// the observer's `NSKeyValueObservedChange<Value>`.
    private struct Entry {
        let id: Int
        let key: String
        let options: NSKeyValueObservingOptions
        let handler: @MainActor (_ old: Any?, _ new: Any?, _ isPrior: Bool) -> Void
    }
    private var entries: [Entry] = []
    private var lastID = 0

    package init() {}

    /// Whether anyone observes `key`.
    package func isObserving(_ key: String) -> Bool {
        entries.contains { $0.key == key }
    }

    /// Registers `handler` for `key`; `current` gives the value for `.initial`.
    package func add(key: String, options: NSKeyValueObservingOptions, current: () -> Any,
                     handler: @escaping @MainActor (_ old: Any?, _ new: Any?, _ isPrior: Bool) -> Void) -> NSKeyValueObservation {
        lastID += 1
        entries.append(Entry(id: lastID, key: key, options: options, handler: handler))
        let observation = NSKeyValueObservation(registry: self, id: lastID)
        if options.contains(.initial) {
            handler(nil, options.contains(.new) ? current() : nil, false)
        }
        return observation
    }

    func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    /// Before `key` changes from `old`: the `.prior` notifications.
    package func willChange(_ key: String, from old: @autoclosure () -> Any) {
        let observers = entries.filter { $0.key == key && $0.options.contains(.prior) }
        guard !observers.isEmpty else { return }
        let value = old()
        for entry in observers {
            entry.handler(entry.options.contains(.old) ? value : nil, nil, true)
        }
    }

    /// After `key` changed from `old` to `new`.
    package func didChange(_ key: String, from old: Any, to new: Any) {
        // A handler may invalidate observations (even its own): iterate over a copy, skipping removed ones.
        let observers = entries.filter { $0.key == key }
        for entry in observers where entries.contains(where: { $0.id == entry.id }) {
            entry.handler(entry.options.contains(.old) ? old : nil, entry.options.contains(.new) ? new : nil, false)
        }
    }
}
