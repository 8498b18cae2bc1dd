import Foundation
import Testing
@testable import CoreGraphics

@Suite struct CGVectorTests {
    @Test func initializersAgree() {
        #expect(CGVector(dx: 3, dy: -4) == CGVector(dx: CGFloat(3), dy: CGFloat(-4)))
        #expect(CGVector(dx: 1.5 as Double, dy: 2.5 as Double) == CGVector(dx: CGFloat(1.5), dy: CGFloat(2.5)))
        #expect(CGVector() == .zero)
        #expect(CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
        #expect(CGVector(dx: 1, dy: 0) != CGVector(dx: 0, dy: 1))
    }

    @Test func codableUsesAnUnkeyedArray() throws {
        let data = try JSONEncoder().encode(CGVector(dx: 1, dy: -2))
        #expect(String(decoding: data, as: UTF8.self) == "[1,-2]")
        #expect(try JSONDecoder().decode(CGVector.self, from: data) == CGVector(dx: 1, dy: -2))
    }
}
