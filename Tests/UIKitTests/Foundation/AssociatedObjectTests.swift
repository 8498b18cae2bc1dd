import Testing
import Flipbook

private nonisolated(unsafe) var badgeKey: UInt8 = 0
private nonisolated(unsafe) var ownerKey: UInt8 = 0
private nonisolated(unsafe) var nameKey: UInt8 = 0

/// Counts its deinitializations, so a test can see when an association releases it.
private final class Tracked: NSObject {
    nonisolated(unsafe) static var released = 0
    deinit { Tracked.released += 1 }
}

/// A stored property added in an extension, as libraries write it.
extension UIView {
    fileprivate var badge: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

/// `objc_setAssociatedObject` and friends: retain vs assign, release with the owner, removal.
@MainActor
@Suite(.serialized) struct AssociatedObjectTests {
    @Test func extensionPropertyStoresAndClears() {
        let view = UIView()
        #expect(view.badge == nil)
        view.badge = "3"
        #expect(view.badge == "3")
        view.badge = nil
        #expect(view.badge == nil)
    }

    @Test func retainedValueLivesAsLongAsItsOwner() {
        let before = Tracked.released
        var view: UIView? = UIView()
        objc_setAssociatedObject(view!, &ownerKey, Tracked(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(Tracked.released == before, "retained by the association")
        #expect(objc_getAssociatedObject(view!, &ownerKey) is Tracked)
        view = nil
        #expect(Tracked.released == before + 1, "released with the view")
    }

    @Test func assignDoesNotRetain() {
        let view = UIView()
        var value: Tracked? = Tracked()
        objc_setAssociatedObject(view, &ownerKey, value, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &ownerKey) as? Tracked === value)
        let before = Tracked.released
        value = nil
        #expect(Tracked.released == before + 1, "the association did not keep it")
        #expect(objc_getAssociatedObject(view, &ownerKey) == nil)
    }

    @Test func keysAreIndependentAndRemovable() {
        let layer = CALayer()
        objc_setAssociatedObject(layer, &ownerKey, 1, .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(layer, &nameKey, "n", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(layer, &ownerKey) as? Int == 1)
        #expect(objc_getAssociatedObject(layer, &nameKey) as? String == "n")
        objc_removeAssociatedObjects(layer)
        #expect(objc_getAssociatedObject(layer, &ownerKey) == nil)
        #expect(objc_getAssociatedObject(layer, &nameKey) == nil)
    }

    @Test func otherObjectsUseTheSideTable() {
        let before = Tracked.released
        var owner: NSObject? = NSObject()
        objc_setAssociatedObject(owner!, &ownerKey, Tracked(), .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(owner!, &ownerKey) is Tracked)
        owner = nil
        // Released at the next association call after the owner went away.
        _ = objc_getAssociatedObject(NSObject(), &ownerKey)
        #expect(Tracked.released == before + 1)
    }

    @Test func copyPolicyCopies() {
        let view = UIView()
        let text = NSMutableString(string: "a")
        objc_setAssociatedObject(view, &nameKey, text, .OBJC_ASSOCIATION_COPY)
        text.append("b")
        #expect((objc_getAssociatedObject(view, &nameKey) as? NSString) == "a")
    }
}
