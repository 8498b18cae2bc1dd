import Testing
import Flipbook

// Forms from the interface audit (docs/porting.md): members Apple's Swift interface makes `open` or settable,
// written as iOS code writes them. This file compiling is the main check.

/// A layer that watches its animations being removed, overriding Apple's `open` members.
final class WatchingLayer: CALayer {
    var removedKeys: [String] = []
    override func removeAnimation(forKey key: String) {
        removedKeys.append(key)
        super.removeAnimation(forKey: key)
    }
    override func animation(forKey key: String) -> CAAnimation? { super.animation(forKey: key) }
    override func animationKeys() -> [String]? { super.animationKeys() }
    override func removeAllAnimations() { super.removeAllAnimations() }
}

@MainActor
@Suite struct AuditSignatureTests {
    @Test func layerAnimationMembersAreOverridable() {
        let layer = WatchingLayer()
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        #expect(layer.animationKeys() == ["fade"])
        layer.removeAnimation(forKey: "fade")
        #expect(layer.removedKeys == ["fade"] && layer.animation(forKey: "fade") == nil)
    }

    @Test func navigationBarHiddenIsSettable() {
        let stage = Stage(device: .iPhoneSE)
        let nav = UINavigationController(rootViewController: UIViewController())
        stage.window.rootViewController = nav
        stage.pump()
        nav.isNavigationBarHidden = true
        #expect(nav.navigationBar.isHidden && nav.isNavigationBarHidden)
        nav.isNavigationBarHidden = false
        #expect(!nav.navigationBar.isHidden)
    }
}
