import Testing
@testable import UIKit
import Flipbook

/// `snapshotView(afterScreenUpdates:)` (§8): a view holding a frozen copy of the source subtree as it is shown.
@MainActor @Suite struct UIViewSnapshotTests {
    /// The frozen copy of `source`'s layer inside a snapshot.
    private func frozenRoot(_ snapshot: UIView) throws -> CALayer {
        try #require(snapshot.layer.sublayers?.first)
    }

    /// Mid-animation, the snapshot shows the presentation values of the subtree; it doesn't animate and doesn't
    /// follow later changes.
    @Test func capturesPresentationValuesAndStaysFrozen() throws {
        let (stage, root, box) = makeStageWithBox(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        box.addSubview(child)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            child.center.x = 125
            child.alpha = 0
            box.layer.cornerRadius = 20
        })
        stage.pump(0.5)
        let snapshot = try #require(box.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.bounds.size == CGSize(width: 200, height: 200))
        let frozen = try frozenRoot(snapshot)
        #expect(abs(frozen.cornerRadius - 10) < 1e-9)
        #expect(frozen.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
        let frozenChild = try #require(frozen.sublayers?.first)
        #expect(abs(frozenChild.position.x - 75) < 1e-9)
        #expect(abs(frozenChild.opacity - 0.5) < 1e-6)
        #expect(frozenChild.backgroundColor == child.layer.backgroundColor)
        #expect(frozen.animationKeys() == nil && frozenChild.animationKeys() == nil)

        root.addSubview(snapshot)
        stage.pumpAndSettle()
        child.backgroundColor = .red
        child.removeFromSuperview()
        stage.pump()
        #expect(abs(frozenChild.presentation()!.position.x - 75) < 1e-9)
        #expect(abs(frozenChild.presentation()!.opacity - 0.5) < 1e-6)
        #expect(frozenChild.backgroundColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(frozen.sublayers?.count == 1)
    }

    /// A view that isn't in any window — the to-view of a transition — is captured as it will look:
    /// `afterScreenUpdates: true` runs its pending layout first (GuessThePet, seed-samples §3).
    @Test func aViewOutsideAnyWindowAfterScreenUpdates() throws {
        final class Laid: UIView {
            let badge = UIView()
            override func layoutSubviews() { badge.frame = CGRect(x: bounds.width - 30, y: 10, width: 20, height: 20) }
        }
        _ = Stage(device: .iPhoneSE)
        let view = Laid(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        view.addSubview(view.badge)
        view.backgroundColor = .white
        #expect(view.window == nil)
        view.setNeedsLayout()
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        let frozen = try frozenRoot(snapshot)
        #expect(frozen.backgroundColor == UIColor.white.cgColor)
        let badge = try #require(frozen.sublayers?.first)
        #expect(badge.frame == CGRect(x: 345, y: 10, width: 20, height: 20))
        #expect(snapshot.window == nil)
    }

    /// The snapshot shows the view in its own coordinates: its own transform is not part of the copy (the snapshot
    /// view gets a transform of its own if the caller wants one), its subtree's transforms and sublayerTransform
    /// are.
    @Test func ownTransformIsLeftOutSubtreeTransformsKept() throws {
        let (_, _, box) = makeStageWithBox()
        box.transform = CGAffineTransform(rotationAngle: 0.3)
        var eye = CATransform3DIdentity
        eye.m34 = -0.002
        box.layer.sublayerTransform = eye
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        child.layer.transform = CATransform3DMakeRotation(0.5, 0, 1, 0)
        box.addSubview(child)
        let snapshot = try #require(box.snapshotView(afterScreenUpdates: false))
        let frozen = try frozenRoot(snapshot)
        #expect(CATransform3DIsIdentity(frozen.transform))
        #expect(frozen.sublayerTransform.m34 == -0.002)
        #expect(distance(try #require(frozen.sublayers?.first).transform, CATransform3DMakeRotation(0.5, 0, 1, 0)) == 0)
        #expect(snapshot.bounds.size == CGSize(width: 100, height: 100))
    }

    /// Snapshots of snapshots are allowed (§8).
    @Test func snapshotOfASnapshot() throws {
        let (_, root, box) = makeStageWithBox()
        box.layer.cornerRadius = 12
        let first = try #require(box.snapshotView(afterScreenUpdates: false))
        root.addSubview(first)
        let second = try #require(first.snapshotView(afterScreenUpdates: false))
        let nested = try #require(try frozenRoot(second).sublayers?.first)
        #expect(nested.cornerRadius == 12)
    }
}
