@testable import CoreImage
import Testing

@Suite struct ScratchPoolTests {
    @Test func reusesALargeEnoughBufferAndKeepsAFew() {
        let pool = ScratchPool()
        let first = pool.withBuffer(bytes: 1000) { $0 }
        let second = pool.withBuffer(bytes: 500) { $0 }
        #expect(first == second)   // the idle 1000-byte buffer serves a 500-byte request
        // Nested requests need distinct buffers; only `keptBuffers` stay afterwards.
        pool.withBuffer(bytes: 10) { a in
            pool.withBuffer(bytes: 10) { b in
                pool.withBuffer(bytes: 10) { c in
                    #expect(Set([a, b, c]).count == 3)
                }
            }
        }
        #expect(pool.idleCount == ScratchPool.keptBuffers)
    }
}
