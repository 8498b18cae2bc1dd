import Testing
@testable import Flipbook

@Test func moduleLoads() { #expect(Bool(true)) }
