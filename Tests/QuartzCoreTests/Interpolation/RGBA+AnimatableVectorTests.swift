import Testing
@testable import QuartzCore

@Suite struct RGBAAnimatableVectorTests {
    @Test func arithmeticIsComponentWise() {
        let a = RGBA(r: 0.5, g: 0.25, b: 1, a: 1)
        let b = RGBA(r: 0.25, g: 0.5, b: 0, a: 0.5)
        #expect(a + b == RGBA(r: 0.75, g: 0.75, b: 1, a: 1.5))
        #expect(a - b == RGBA(r: 0.25, g: -0.25, b: 1, a: 0.5))
        #expect(a.scaled(by: 2) == RGBA(r: 1, g: 0.5, b: 2, a: 2))
        #expect(RGBA.zero + a == a)
        #expect(b.magnitudeSquared == 0.0625 + 0.25 + 0 + 0.25)
    }

    @Test func blendingRedToBlueHalfwayIsPurple() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1).rgba
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 0).rgba
        #expect(red.interpolated(to: blue, fraction: 0.5) == RGBA(r: 0.5, g: 0, b: 0.5, a: 0.5))
    }
}
