import Testing
@testable import QuartzCore

/// The depth order of a 3D context's flat layers: which pieces are cut, and the order kept where nothing overlaps.
@Suite struct DepthSortTests {
    /// The partition itself: a cube's faces touch along edges and are never cut; the X above is cut once.
    @Test func depthSortCutsOnlyCrossingLayers() {
        let faces: [CATransform3D] = [
            CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeRotation(.pi, 0, 1, 0),
            CATransform3DMakeRotation(-.pi / 2, 0, 1, 0), CATransform3DMakeRotation(.pi / 2, 1, 0, 0),
            CATransform3DMakeRotation(-.pi / 2, 1, 0, 0),
        ].map { CATransform3DConcat(CATransform3DTranslate($0, 0, 0, 24), perspective(300)) }
        let rect = CGRect(x: -24, y: -24, width: 48, height: 48)
        let cube = DepthSort.order(faces.enumerated().map { DepthSort.Item(index: $0.offset, map: $0.element, rect: rect) })
        #expect(cube.count == 6 && cube.allSatisfy { $0.cuts.isEmpty })
        #expect(cube.last?.index == 0, "the front face last")
        let x = [CGFloat.pi / 6, -CGFloat.pi / 6].map {
            CATransform3DConcat(CATransform3DMakeRotation($0, 0, 1, 0), perspective(300))
        }
        let crossing = DepthSort.order(x.enumerated().map { DepthSort.Item(index: $0.offset, map: $0.element, rect: rect) })
        #expect(crossing.count == 3)
        #expect(crossing.filter { !$0.cuts.isEmpty }.count == 2, "one layer in two pieces")
    }

    /// Two squares side by side in one plane never overlap: no constraint, so the caller's order stands, whatever
    /// their depth; stacked in z (overlapping on screen), the nearer goes last whatever the order.
    @Test func orderKeptUnlessOverlapping() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        func item(_ index: Int, x: CGFloat, z: CGFloat) -> DepthSort.Item {
            DepthSort.Item(index: index, map: CATransform3DMakeTranslation(x, 0, z), rect: rect)
        }
        #expect(DepthSort.order([item(0, x: 0, z: 5), item(1, x: 20, z: -5)]).map(\.index) == [0, 1])
        #expect(DepthSort.order([item(0, x: 0, z: 5), item(1, x: 3, z: -5)]).map(\.index) == [1, 0])
        #expect(DepthSort.order([item(0, x: 0, z: -5), item(1, x: 3, z: 5)]).map(\.index) == [0, 1])
        #expect(DepthSort.order([item(0, x: 0, z: 0), item(1, x: 3, z: 0)]).map(\.index) == [0, 1], "one plane")
    }
}
