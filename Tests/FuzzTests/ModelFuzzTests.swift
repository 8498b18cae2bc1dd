import Flipbook
import Foundation
import Testing
import UIKit

/// Model-based fuzzing (issue 16): random programs of UIKit operations on a stage — views added, removed and
/// moved, properties set in and outside animation blocks, block/spring/keyframe animations, property animators
/// driven through their legal states, presentations, navigation, tab and child transitions (animated,
/// interactive, interrupted), scripted touches, dynamics, clock pumps of random lengths — with the invariants
/// of FuzzInvariants.swift checked after every step. A failing program is shrunk to a minimal one, printed as
/// the word list to paste into FuzzRegressionTests.
///
/// `make test` runs `FuzzConfiguration.ciPrograms` programs from a fixed seed; `make fuzz` runs a million
/// operations (`FLIPBOOK_FUZZ_OPERATIONS`, `FLIPBOOK_FUZZ_SEED` to change them) and prints a summary line.
@MainActor
@Suite(.serialized) struct ModelFuzzTests {
    @Test func randomPrograms() {
        let configuration = FuzzConfiguration.fromEnvironment()
        var operations = 0, failures = 0, programs = 0, violations = 0
        for index in stride(from: configuration.shard, to: configuration.programs, by: configuration.shards) {
            let words = configuration.program(index)
            let version = configuration.version
            let determinism = configuration.checksDeterminism && index % 4 == 0
            let result = runProgram(words, version: version, checkDeterminism: determinism)
            operations += result.operations
            programs += 1
            violations += result.violations.count
            if programs % 500 == 0, configuration.programs > FuzzConfiguration.ciPrograms {
                print("FUZZ progress: shard \(configuration.shard)/\(configuration.shards) programs \(programs), operations \(operations), failing runs \(failures), violations \(violations)")
            }
            guard !result.violations.isEmpty else { continue }
            failures += 1
            // Shrunk under the checks that found the failure: a determinism difference (the fresh-stage replay
            // ends in another frame) shows only when the replay runs.
            let minimal = FuzzConfiguration.minimize(words, version: version) {
                !runProgram($0, version: version, checkDeterminism: determinism).violations.isEmpty
            }
            let shrunk = runProgram(minimal, version: version, checkDeterminism: determinism)
            Issue.record(Comment(rawValue: """
                program \(words) (version \(version)) broke an invariant at step \(result.failingStep.map(String.init) ?? "wind-down"):
                  \(result.violations.joined(separator: "\n  "))
                minimal program (paste into FuzzRegressionTests): expectClean(\(minimal), version: \(version))
                  \(shrunk.violations.joined(separator: "\n  "))
                steps:
                  \(shrunk.log.joined(separator: "\n  "))
                """))
        }
        print("FUZZ\tseed \(configuration.seed)\tprograms \(programs)\toperations \(operations)\tfailing runs \(failures)\tviolations \(violations)\tversion \(configuration.version)")
        print("FUZZ time: \(FuzzProfile.report)")
    }
}

/// What a run covers: from the environment for `make fuzz`, a fixed seed and a few thousand programs otherwise.
struct FuzzConfiguration {
    var seed: UInt64
    var programs: Int
    /// The program format the generated words are decoded with: FLIPBOOK_FUZZ_VERSION, the latest (2: scrolling
    /// and lists) by default; `FLIPBOOK_FUZZ_VERSION=1` runs the programs of version 1.
    var version = ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ_VERSION"].flatMap { Int($0) } ?? FuzzWorld.latestVersion
    var length: ClosedRange<Int>
    /// Re-running every fourth program on a fresh stage and comparing the last frame (FLIPBOOK_FUZZ_DETERMINISM=0
    /// turns it off). It was off while a replay could differ from the checked run: the world learnt of
    /// interactive transitions only when the invariants were checked, so the unchecked replay decoded the same
    /// words into other operations (fixed in `FuzzWorld.perform(_:)`).
    var checksDeterminism = ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ_DETERMINISM"] != "0"
    /// This process runs programs `shard`, `shard + shards`, … (FLIPBOOK_FUZZ_SHARD=`i/n`, `make fuzz` runs n
    /// processes): the same programs, whatever the split.
    var shard = 0
    var shards = 1

    static let ciPrograms = 1_200
    static let ciSeed: UInt64 = 0x5EED_F11B

    static func fromEnvironment() -> FuzzConfiguration {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["FLIPBOOK_FUZZ_SEED"].flatMap { UInt64($0) } ?? ciSeed
        let length = 1...40
        var configuration = fromEnvironmentUnsharded(environment, seed: seed, length: length)
        if let text = environment["FLIPBOOK_FUZZ_SHARD"], let slash = text.firstIndex(of: "/"),
           let index = Int(text[..<slash]), let count = Int(text[text.index(after: slash)...]), count > 0, index >= 0, index < count {
            configuration.shard = index
            configuration.shards = count
        }
        return configuration
    }

    private static func fromEnvironmentUnsharded(_ environment: [String: String], seed: UInt64,
                                                 length: ClosedRange<Int>) -> FuzzConfiguration {
        if let operations = environment["FLIPBOOK_FUZZ_OPERATIONS"].flatMap({ Int($0) }) {
            return FuzzConfiguration(seed: seed, programs: operations * 2 / (length.lowerBound + length.upperBound),
                                     length: length)
        }
        return FuzzConfiguration(seed: seed, programs: ciPrograms, length: length)
    }

    /// Program number `index` of this run: the same words on every machine for the same seed.
    func program(_ index: Int) -> [Int] {
        var rng = FuzzRandom(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        let count = Int.random(in: length, using: &rng)
        return (0..<count).map { _ in Int(rng.next() & 0xFFFF_FFFF) }
    }

    /// The smallest program reachable from a failing one by taking the first smaller candidate that still fails,
    /// until none does (greedy delta debugging over ``shrink(_:)``).
    static func minimize(_ program: [Int], version: Int, fails: ([Int]) -> Bool) -> [Int] {
        var current = program
        var improved = true
        while improved {
            improved = false
            for candidate in shrink(current, version: version) where fails(candidate) {
                current = candidate
                improved = true
                break
            }
        }
        return current
    }

    /// Smaller programs: halves and quarters removed, then single steps, then each word replaced by the plainest
    /// word of the same operation.
    static func shrink(_ program: [Int], version: Int) -> [[Int]] {
        var candidates: [[Int]] = []
        var chunk = program.count / 2
        while chunk >= 1 {
            var start = 0
            while start < program.count {
                var smaller = program
                smaller.removeSubrange(start..<min(start + chunk, program.count))
                if !smaller.isEmpty { candidates.append(smaller) }
                start += chunk
            }
            chunk /= 2
        }
        for (index, word) in program.enumerated() {
            let plain = word % FuzzWorld.table(version: version).count
            if plain != word {
                var simpler = program
                simpler[index] = plain
                candidates.append(simpler)
            }
        }
        return candidates
    }
}

/// xoshiro256** seeded through SplitMix64: fast, and the same sequence on every platform (the standard library's
/// generator is neither seedable nor stable).
struct FuzzRandom: RandomNumberGenerator {
    private var s: (UInt64, UInt64, UInt64, UInt64)

    init(seed: UInt64) {
        var seeder = SplitMix64(seed: seed)
        s = (seeder.next(), seeder.next(), seeder.next(), seeder.next())
    }

    mutating func next() -> UInt64 {
        func rotl(_ v: UInt64, _ k: UInt64) -> UInt64 { (v << k) | (v >> (64 - k)) }
        let result = rotl(s.1 &* 5, 7) &* 9
        let t = s.1 << 17
        s.2 ^= s.0
        s.3 ^= s.1
        s.1 ^= s.2
        s.0 ^= s.3
        s.2 ^= t
        s.3 = rotl(s.3, 45)
        return result
    }
}

struct ProgramResult {
    var violations: [String]
    var failingStep: Int?
    var log: [String]
    var operations: Int
}

/// Runs one program, checking the invariants after each step (the render and trace replay every few steps and
/// at the end), then winds it down and checks the settled invariants. With `checkDeterminism`, runs it again on
/// a fresh stage and compares the final frames' traces.
@MainActor
func runProgram(_ words: [Int], version: Int, replayEvery: Int = 12, checkDeterminism: Bool = false) -> ProgramResult {
    let world = FuzzProfile.measure("init") { FuzzWorld(version: version) }
    defer { world.tearDown() }
    for (step, word) in words.enumerated() {
        world.perform(word)
        var found = world.violations(settled: false)
        if step % replayEvery == replayEvery - 1 { found += FuzzProfile.measure("replay") { world.renderAndReplay() } }
        if !found.isEmpty {
            return ProgramResult(violations: found, failingStep: step, log: world.log, operations: step + 1)
        }
    }
    FuzzProfile.measure("windDown") { world.windDown() }
    var found = world.violations(settled: true) + world.renderAndReplay()
    if checkDeterminism, found.isEmpty {
        let again = FuzzWorld(version: version)
        defer { again.tearDown() }
        FuzzProfile.measure("determinism") {
            for word in words { again.perform(word) }
            again.windDown()
        }
        let first = world.finalTrace(), second = again.finalTrace()
        if first != second {
            let differences = zip(first, second).filter { $0 != $1 }.prefix(2).map { "\($0.path): \($0) vs \($1)" }
            found.append("the same program on a fresh stage ends in another frame (\(first.count) vs \(second.count) layers): \(differences)")
        }
    }
    return ProgramResult(violations: found, failingStep: nil, log: world.log, operations: words.count)
}

extension FuzzWorld {
    /// The current frame's layer values, as a recording traces them.
    func finalTrace() -> [LayerSample] {
        let recorder = stage.startRecording(fps: 60, scale: 1, options: .init(captureImages: false, captureTrace: true))
        return recorder.stop().trace.first?.layers ?? []
    }

    /// Leaves nothing that traps when released (§7.4: a paused or stopped animator must not be released).
    func tearDown() {
        _ = Console.capture {
            for tracked in animators {
                switch tracked.animator.state {
                case .stopped: tracked.animator.finishAnimation(at: .current)
                case .active where tracked.animator.isPaused: tracked.animator.stopAnimation(true)
                default: break
                }
            }
        }
    }
}
