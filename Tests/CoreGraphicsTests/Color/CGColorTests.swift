import Testing
@testable import CoreGraphics

@Suite struct CGColorTests {
    @Test func rgbColorsHaveFourComponents() {
        let color = CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect(color.components == [1, 0.5, 0.25, 0.75])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.75)
        #expect(color.rgba == RGBA(r: 1, g: 0.5, b: 0.25, a: 0.75))
        #expect(CGColor(srgbRed: 1, green: 0.5, blue: 0.25, alpha: 0.75) == color)
    }

    @Test func grayColorsHaveTwoComponentsAndExpandToRGB() {
        let gray = CGColor(gray: 0.4, alpha: 0.9)
        #expect(gray.components == [0.4, 0.9])
        #expect(gray.numberOfComponents == 2)
        #expect(gray.alpha == 0.9)
        #expect(gray.rgba == RGBA(r: 0.4, g: 0.4, b: 0.4, a: 0.9))
    }

    @Test func equalityComparesModelAndComponents() {
        #expect(CGColor(gray: 0.5, alpha: 1) == CGColor(gray: 0.5, alpha: 1))
        #expect(CGColor(gray: 0.5, alpha: 1) != CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) != CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        let set: Set<CGColor> = [CGColor(gray: 1, alpha: 1), .white, CGColor(red: 1, green: 1, blue: 1, alpha: 1)]
        #expect(set.count == 2)
    }

    @Test func copyReplacesOnlyAlpha() throws {
        let copy = try #require(CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).copy(alpha: 0.5))
        #expect(copy.components == [0.1, 0.2, 0.3, 0.5])
        let grayCopy = try #require(CGColor.black.copy(alpha: 0.25))
        #expect(grayCopy.components == [0, 0.25])
    }

    @Test func namedColorsAreGray() {
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.components == [0, 0])
        #expect(CGColor.clear.rgba == RGBA(r: 0, g: 0, b: 0, a: 0))
    }

    @Test func rgbaRoundTripsThroughTheBlendingInitializer() {
        let rgba = RGBA(r: 0.2, g: 0.4, b: 0.6, a: 0.8)
        let color = CGColor(rgba)
        #expect(color.rgba == rgba)
        #expect(color == CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
    }

    @Test func componentsOutsideTheUnitRangeAreKept() {
        #expect(CGColor(srgbRed: 1.2, green: -0.1, blue: 0, alpha: 1).components == [1.2, -0.1, 0, 1])
    }
}
