import Testing
@testable import QuartzCore

@Suite struct CATransform3DTests {
    @Test func emptyInitializerIsAllZeros() {
        let t = CATransform3D()
        #expect(t.entries == Array(repeating: 0, count: 16))
        #expect(t != CATransform3DIdentity)
    }

    @Test func identityHasOnesOnTheDiagonal() {
        let e = CATransform3DIdentity.entries
        for row in 0..<4 {
            for column in 0..<4 {
                #expect(e[row * 4 + column] == (row == column ? 1 : 0))
            }
        }
    }

    @Test func entriesAreRowByRow() {
        let t = CATransform3D(entries: (1...16).map { CGFloat($0) })
        #expect(t.m12 == 2 && t.m21 == 5 && t.m34 == 12 && t.m41 == 13 && t.m44 == 16)
        #expect(t.entries == (1...16).map { CGFloat($0) })
    }

    @Test func equalTransformsHashAlike() {
        var set: Set<CATransform3D> = [CATransform3DIdentity, CATransform3DMakeScale(1, 1, 1)]
        #expect(set.count == 1)
        set.insert(CATransform3DMakeScale(2, 1, 1))
        #expect(set.count == 2)
    }
}
