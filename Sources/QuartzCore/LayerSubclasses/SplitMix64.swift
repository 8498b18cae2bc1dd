/// SplitMix64 (Steele, Lea and Flood, 2014): a small seedable generator whose sequence is the same on every
/// machine and every run — the standard library's generator is neither seedable nor stable. The emitter draws its
/// particles' randomness from its finalizer; demos and tests use it wherever a "random" value must reproduce.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The increment of each step, 2⁶⁴ / φ.
    package static let golden: UInt64 = 0x9E37_79B9_7F4A_7C15

    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= Self.golden
        return Self.finalize(state)
    }

    /// The finalizer: mixes the bits of one word into a well-spread 64-bit value.
    package static func finalize(_ word: UInt64) -> UInt64 {
        var z = word
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
