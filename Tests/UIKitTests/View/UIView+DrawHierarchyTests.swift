import Testing
@testable import UIKit
import Flipbook

/// `drawHierarchy(in:afterScreenUpdates:)` and `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
@MainActor @Suite struct UIViewDrawHierarchyTests {
    /// A 40×20 red view with a 10×10 blue subview at (20, 0).
    private func makeView() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let child = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        child.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.addSubview(child)
        return view
    }

    private func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    @Test func drawsTheHierarchyIntoTheRendererContext() throws {
        let view = makeView()
        var drew = false
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format(scale: 1)).image { _ in
            drew = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        let cg = try #require(image.cgImage)
        #expect(drew)
        #expect(Probe.matches(cg, 5, 15, (255, 0, 0)))
        #expect(Probe.matches(cg, 25, 5, (0, 0, 255)))
        #expect(Probe.matches(cg, 25, 15, (255, 0, 0)))
    }

    /// The bounds are scaled to fill the rectangle given, placed at its origin.
    @Test func scalesTheBoundsIntoTheRect() throws {
        let view = makeView()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50), format: format(scale: 1)).image { _ in
            view.drawHierarchy(in: CGRect(x: 10, y: 5, width: 80, height: 40), afterScreenUpdates: false)
        }
        let cg = try #require(image.cgImage)
        #expect(Probe.isTransparent(cg, 5, 2))
        #expect(Probe.matches(cg, 12, 40, (255, 0, 0)))
        // The child (20…30, 0…10) lands at 10 + 2 × (20…30) = 50…70, 5 + 2 × (0…10) = 5…25.
        #expect(Probe.matches(cg, 55, 10, (0, 0, 255)))
        #expect(Probe.matches(cg, 75, 10, (255, 0, 0)))
        #expect(Probe.isTransparent(cg, 95, 25))
    }

    /// Without a current context there is nothing to draw into, and it says so.
    @Test func reportsFalseWithoutAContext() {
        #expect(!makeView().drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: true))
    }

    /// What is drawn is what is on screen: an animation's presentation value, not the model's.
    @Test func drawsPresentationValues() throws {
        let (stage, _, box) = makeStageWithBox(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        box.backgroundColor = .white
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dot.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        box.addSubview(dot)
        stage.pump()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { dot.frame.origin.x = 80 })
        stage.pump(0.5)
        let image = UIGraphicsImageRenderer(size: box.bounds.size, format: format(scale: 1)).image { _ in
            box.drawHierarchy(in: box.bounds, afterScreenUpdates: false)
        }
        let cg = try #require(image.cgImage)
        #expect(Probe.matches(cg, 45, 5, (0, 0, 255)))
        #expect(Probe.matches(cg, 85, 5, (255, 255, 255)))
    }

    /// A resizable snapshot keeps its cap borders when it is made larger, and stretches the middle.
    @Test func resizableSnapshotKeepsItsCaps() throws {
        let (stage, root, box) = makeStageWithBox(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        box.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let cap = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 30))
        cap.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        box.addSubview(cap)
        stage.pump()
        let snapshot = try #require(box.resizableSnapshotView(from: box.bounds, afterScreenUpdates: true,
                                                               withCapInsets: UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)))
        #expect(snapshot.bounds.size == CGSize(width: 30, height: 30))
        box.removeFromSuperview()
        snapshot.frame = CGRect(x: 0, y: 100, width: 120, height: 30)
        root.addSubview(snapshot)
        stage.pump()
        let shot = stage.snapshot(scale: 1)
        // The red cap stays 5 points wide; the green middle fills the rest.
        #expect(Probe.matches(shot, 2, 115, (255, 0, 0)))
        #expect(Probe.matches(shot, 7, 115, (0, 255, 0)))
        #expect(Probe.matches(shot, 110, 115, (0, 255, 0)))
        // An empty part gives no snapshot.
        #expect(box.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero) == nil)
    }

    @Test func capInsetsBecomeTheUnitCenter() {
        let center = UIView.contentsCenter(capInsets: UIEdgeInsets(top: 2, left: 5, bottom: 8, right: 5), size: CGSize(width: 20, height: 20))
        #expect(center == CGRect(x: 0.25, y: 0.1, width: 0.5, height: 0.5))
        #expect(UIView.contentsCenter(capInsets: .zero, size: CGSize(width: 4, height: 4)) == CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}
