import QuartzCore

/// Setting `center` and `transform` many times a frame (a dynamic animator writes every item back after its steps)
/// without the cost of the general path, with the same result.
///
/// The general path of `center = p` is `layer.position = p`: Core Animation's action search (is there a
/// transaction that disables actions; the layer asks its delegate, the view, through a `@MainActor` witness that
/// checks the executor; the view answers `NSNull` outside animation blocks), then the model write. When the search
/// provably finds nothing, the model write alone gives the same layer: that is when no code but UIView's and
/// CALayer's own can take part — the view is a plain `UIView` (no subclass overriding `action(for:forKey:)`), its
/// layer a plain `CALayer` (no subclass overriding `position`, `transform` or `action(forKey:)`) whose delegate is
/// the view, and no animation block is running (the view answers `NSNull`, and whether the transaction disables
/// actions or not, no action runs).
extension UIView {
    /// Whether a change of this view's layer finds no action, known without searching (see above).
    package var layerChangeFindsNoAction: Bool {
        ViewAnimationContext.isIdle && type(of: self) == UIView.self && type(of: layer) == CALayer.self
            && layer.delegateIsOwningView
    }

    /// `layer.position = position`, skipping the action search when it would find nothing.
    package func setLayerPosition(_ position: CGPoint) {
        if layerChangeFindsNoAction {
            layer.modelValues.position = position
        } else {
            layer.position = position
        }
    }

    /// `layer.transform = transform`, skipping the action search when it would find nothing.
    package func setLayerTransform(_ transform: CATransform3D) {
        if layerChangeFindsNoAction {
            layer.modelValues.transform = transform
        } else {
            layer.transform = transform
        }
    }

    /// Whether setting this view's `center` and `transform` runs only UIView's and CALayer's own code and moves
    /// nothing but this view: what ``SafeAreaMemo`` needs to stay valid across the write, and what
    /// ``setCenterAndTransformMovingOnlyItself(center:transform:)`` requires.
    package var movesOnlyItself: Bool {
        layerChangeFindsNoAction && keyValueObservers == nil && subviews.isEmpty
    }

    /// ``movesOnlyItself`` for a view known to be a plain `UIView` with a plain `CALayer`, while no animation block
    /// is open (what the dynamic animator's write-back knows once per item or per frame): the checks that can
    /// change from frame to frame.
    package var plainViewMovesOnlyItself: Bool {
        layer.delegateIsOwningView && keyValueObservers == nil && subviews.isEmpty
    }

    /// `center = center; transform = transform` for a view that ``movesOnlyItself``: exactly what those two setters
    /// do for it (no subclass can override them, no observer is told), in the same order, without asking again.
    package func setCenterAndTransformMovingOnlyItself(center: CGPoint, transform: CGAffineTransform) {
        layer.modelValues.position = center
        safeAreaMayHaveMovedInWriteBack()
        layer.modelValues.transform = CATransform3DMakeAffineTransform(transform)
    }

    /// ``setCenterAndTransformMovingOnlyItself(center:transform:)`` when ``plainViewMovesOnlyItself`` (true), else
    /// nothing (false), for a view known to be a plain `UIView` with a plain `CALayer` while no animation block is
    /// open. The dynamic animator calls it on an unretained view (`Unmanaged._withUnsafeGuaranteedRef`): nothing
    /// here retains the view or loads a weak reference.
    package func setCenterAndTransformIfMovingOnlyItself(_ center: CGPoint, _ transform: CGAffineTransform) -> Bool {
        guard plainViewMovesOnlyItself else { return false }
        setCenterAndTransformMovingOnlyItself(center: center, transform: transform)
        return true
    }

    /// ``safeAreaMayHaveMoved()``, asking the write-back's memo first by the superview's identity
    /// (``superviewIdentifier``) instead of loading the weak `superview`: the same outcome in every case. The memo
    /// only answers "nothing to do"; a nil identifier means no superview; and an identifier left from a superview
    /// that has gone (even one whose address a live view now has) stands for a nil `superview`, for which
    /// ``safeAreaMayHaveMoved()`` does nothing either.
    func safeAreaMayHaveMovedInWriteBack() {
        guard let superviewIdentifier else { return }
        if (layoutStateIfPresent?.lastSafeAreaInsets ?? .zero) == .zero
            && SafeAreaMemo.holdsZeroInsets(ofViewWith: superviewIdentifier) { return }
        safeAreaMayHaveMoved()
    }
}

/// The superview's safe-area insets, remembered during one dynamic animator write-back (`DynamicsWorld.writeBack`).
///
/// Setting a view's `center` asks whether its safe area moved, which computes the superview's safe-area insets
/// through every ancestor up to the window — for each of hundreds of items with the same superview, every frame.
/// Between the writes of one write-back nothing an ancestor's insets depend on can change as long as every item
/// written ``UIView/movesOnlyItself`` (leaf plain views: only their own layer's position and transform change, and
/// at most their own layout flag). The write-back opens the memo and forgets it before and after writing any other
/// item, whose setters may run arbitrary code.
@MainActor
package enum SafeAreaMemo {
    private static var isOpen = false
    private static var superview: ObjectIdentifier?
    private static var insets = UIEdgeInsets.zero

    /// Runs `body` with the memo open; it is empty before and after.
    package static func during(_ body: () -> Void) {
        let wasOpen = isOpen
        isOpen = true
        superview = nil
        defer {
            isOpen = wasOpen
            superview = nil
        }
        body()
    }

    /// Forgets what the memo holds (something other than a ``UIView/movesOnlyItself`` view is being written).
    package static func forget() { superview = nil }

    /// Whether the memo holds `view`'s insets and they are zero (no work when it is closed or holds another view's).
    package static func holdsZeroInsets(of view: UIView) -> Bool {
        holdsZeroInsets(ofViewWith: ObjectIdentifier(view))
    }

    /// ``holdsZeroInsets(of:)`` by the view's identity.
    package static func holdsZeroInsets(ofViewWith identifier: ObjectIdentifier) -> Bool {
        isOpen && superview == identifier && insets == .zero
    }

    /// `view.safeAreaInsets`, from the memo when it holds that view's.
    package static func safeAreaInsets(of view: UIView) -> UIEdgeInsets {
        guard isOpen else { return view.safeAreaInsets }
        let id = ObjectIdentifier(view)
        if superview == id { return insets }
        let value = view.safeAreaInsets
        (superview, insets) = (id, value)
        return value
    }
}
