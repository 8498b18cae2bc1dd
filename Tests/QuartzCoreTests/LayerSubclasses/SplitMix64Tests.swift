import Testing
import QuartzCore

/// The one seedable generator the emitter, the demos and the tests share: its sequence is SplitMix64's published
/// one, so a "random" render or program reproduces on every machine.
@Suite struct SplitMix64Tests {
    /// The reference outputs of SplitMix64 from seed 0 (Vigna's `splitmix64.c`).
    @Test func theSequenceFromSeedZeroIsTheReferenceOne() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    /// A step is the finalizer over the state advanced by the golden increment, and equal seeds give equal runs.
    @Test func aStepIsTheFinalizerOfTheAdvancedState() {
        var generator = SplitMix64(seed: 42)
        #expect(generator.next() == SplitMix64.finalize(42 &+ SplitMix64.golden))
        var a = SplitMix64(seed: 7), b = SplitMix64(seed: 7)
        #expect((0..<5).map { _ in a.next() } == (0..<5).map { _ in b.next() })
    }
}
