import Foundation
import Testing
@testable import QuartzCore

@Suite struct UsableCoresTests {
    /// /proc prints the affinity mask in hexadecimal groups: `taskset -c 0` gives "1", both of two cores "3".
    @Test func countsTheCPUsInTheKernelsMask() {
        #expect(UsableCores.allowedCount(mask: "\t1") == 1)
        #expect(UsableCores.allowedCount(mask: "\t3") == 2)
        #expect(UsableCores.allowedCount(mask: "\tff,ffffffff") == 40)
        #expect(UsableCores.allowedCount(mask: "") == 0)
    }

    @Test func neverMoreThanTheMachineHasNorFewerThanOne() {
        #expect(UsableCores.count >= 1)
        #expect(UsableCores.count <= max(1, ProcessInfo.processInfo.activeProcessorCount))
    }
}
