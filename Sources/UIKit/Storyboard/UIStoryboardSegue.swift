import QuartzCore

/// A transition from one view controller to another, made in code (Flipbook has no storyboards): register a
/// segue under an identifier with ``UIViewController/registerSegue(withIdentifier:destination:)`` (or with a
/// factory for a subclass), then `performSegue(withIdentifier:sender:)` makes it, calls the source's
/// `prepare(for:sender:)` and then ``perform()`` — the order iOS follows for a storyboard segue.
/// Subclass and override ``perform()`` for a custom transition, as on iOS.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    open private(set) var identifier: String?
    open private(set) var source: UIViewController
    open private(set) var destination: UIViewController
    private let performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// A segue whose ``perform()`` runs `performHandler`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Runs the transition: the perform handler, if there is one. Subclasses override it (without super).
    open func perform() {
        performHandler?()
    }
}

private nonisolated(unsafe) var registeredSeguesKey: UInt8 = 0

/// The segues registered on one controller, by identifier.
private final class RegisteredSegues {
    var factories: [String: (UIViewController) -> UIStoryboardSegue] = [:]
}

extension UIViewController {
    private var registeredSegues: RegisteredSegues {
        if let existing = objc_getAssociatedObject(self, &registeredSeguesKey) as? RegisteredSegues { return existing }
        let made = RegisteredSegues()
        objc_setAssociatedObject(self, &registeredSeguesKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }

    /// Registers, in place of a storyboard, a segue made by `makeSegue` (given this controller as the source)
    /// each time `performSegue(withIdentifier:sender:)` asks for `identifier`. (Flipbook's; not in UIKit.)
    public func registerSegue(withIdentifier identifier: String,
                              _ makeSegue: @escaping @MainActor (_ source: UIViewController) -> UIStoryboardSegue) {
        registeredSegues.factories[identifier] = makeSegue
    }

    /// Registers a "show" segue to a new controller from `destination`: pushed when the source is in a
    /// navigation controller, presented modally otherwise (what Interface Builder's Show segue does).
    /// (Flipbook's; not in UIKit.)
    public func registerSegue(withIdentifier identifier: String,
                              destination: @escaping @MainActor () -> UIViewController) {
        registerSegue(withIdentifier: identifier) { source in
            let target = destination()
            return UIStoryboardSegue(identifier: identifier, source: source, destination: target) {
                [weak source, weak target] in
                guard let source, let target else { return }
                if let navigation = source.navigationController ?? (source as? UINavigationController) {
                    navigation.pushViewController(target, animated: true)
                } else {
                    source.present(target, animated: true)
                }
            }
        }
    }

    package func runRegisteredSegue(_ identifier: String, sender: Any?) {
        guard let make = registeredSegues.factories[identifier] else {
            preconditionFailure("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        let segue = make(self)
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
