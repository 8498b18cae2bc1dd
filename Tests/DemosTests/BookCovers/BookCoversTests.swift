import Flipbook
import GoldenTesting
import Testing
@testable import Demos

/// JWVCP book covers (seed 001, seed-samples §7): the shelf, the spring zoom out of the cell and back.
@MainActor
@Suite struct BookCoversTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 1)

    func shelf() -> (Stage, JWVCPViewController, UICollectionView) {
        let stage = Stage(device: .iPhoneSE)
        let root = BookCovers.makeRootViewController() as! JWVCPViewController
        stage.window.rootViewController = root
        stage.pump()
        stage.pumpAndSettle()
        let collection = root.view.subviews.compactMap { $0 as? UICollectionView }.first!
        return (stage, root, collection)
    }

    @Test func theShelfIsAHorizontalFlowOfSevenCovers() {
        let (_, _, collection) = shelf()
        #expect(collection.frame == CGRect(x: 16, y: 208.5, width: 343, height: 250))
        // One row, centred across the 250-point height: (250 − 200) / 2 = 25.
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 25, width: 150, height: 200))
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 160)
        #expect(collection.contentSize.width == 1110) // 7 × 150 + 6 × 10
        #expect(collection.visibleCells.count == 3)
    }

    @Test func aTappedCoverSpringsIntoItsPageWithNonUniformScaleThenBackIntoTheCell() {
        let (stage, root, collection) = shelf()
        let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        stage.tap(at: CGPoint(x: 16 + 160 + 75, y: 333.5))
        stage.pump(0)
        let detail = root.presentedViewController!.view!
        #expect(cell.isHidden)
        // The page starts on the cell: scaled (150 / 375, 200 / 667), corners 20 / xScale.
        let xScale = 150.0 / 375, yScale = 200.0 / 667
        // The model holds the end values at once; on screen the spring starts from the cell.
        #expect(detail.transform == .identity && detail.layer.cornerRadius == 0)
        let start = detail.layer.presentation()!
        #expect(approx(Double(start.transform.m11), xScale, 1e-6) && approx(Double(start.transform.m22), yScale, 1e-6))
        #expect(approx(Double(start.cornerRadius), 20 / xScale, 1e-6))
        stage.pump(0.1)
        // Under way on an under-damped spring: still scaled non-uniformly (elliptical corners).
        let shown = detail.layer.presentation()!
        #expect(shown.transform.m11 != shown.transform.m22)
        stage.pumpAndSettle()
        #expect(detail.transform == .identity)
        #expect(detail.center == CGPoint(x: 187.5, y: 333.5))
        // The insert-below-itself left the page in the container, on top.
        #expect(detail.superview != nil && detail.window != nil)
        stage.tap(at: CGPoint(x: 187, y: 600))
        stage.pumpAndSettle()
        #expect(root.presentedViewController == nil)
        #expect(!cell.isHidden)
        #expect(detail.window == nil)
    }

    @Test(arguments: [0.1, 0.25, 0.5])
    func presentSpring(at time: Double) {
        let (stage, _, _) = shelf()
        stage.tap(at: CGPoint(x: 16 + 75, y: 333.5))
        stage.pump(0)
        stage.pump(time)
        let renderer = CARenderer(layer: stage.window.layer)
        let frame = renderer.makeImage(scale: 1, atTime: nil, opaque: true)
        Self.golden.check(frame, named: "book-covers-present-\(Int(time * 1000))ms")
    }
}

/// Whether `a` and `b` agree within `tolerance`.
func approx(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
