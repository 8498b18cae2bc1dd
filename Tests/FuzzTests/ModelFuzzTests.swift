import Flipbook
import Foundation
import PropertyBased
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
    @Test(.shrinking) func randomPrograms() async {
        let configuration = FuzzConfiguration.fromEnvironment()
        let generator = FuzzConfiguration.programs(seed: configuration.seed, length: configuration.length)
        var operations = 0, programs = 0, failures = 0
        await propertyCheck(count: configuration.programs, input: generator) { words in
            let result = runProgram(words, checkDeterminism: configuration.checksDeterminism && programs % 4 == 0)
            operations += result.operations
            programs += 1
            if programs % 500 == 0, configuration.programs > FuzzConfiguration.ciPrograms {
                print("FUZZ progress: programs \(programs), operations \(operations), failing runs \(failures)")
            }
            if !result.violations.isEmpty {
                failures += 1
                if failures == 1 { print("FUZZ first violation: \(result.violations) in \(words)\n  \(result.log.joined(separator: "\n  "))") }
            }
            #expect(result.violations.isEmpty, """
                program \(words) broke an invariant at step \(result.failingStep.map(String.init) ?? "wind-down"):
                  \(result.violations.joined(separator: "\n  "))
                steps:
                  \(result.log.joined(separator: "\n  "))
                """)
        }
        print("FUZZ\tseed \(configuration.seed)\tprograms \(programs)\toperations \(operations)\tfailing runs (shrinking included) \(failures)")
        print("FUZZ time: \(FuzzProfile.report)")
    }
}

/// What a run covers: from the environment for `make fuzz`, a fixed seed and a few thousand programs otherwise.
struct FuzzConfiguration {
    var seed: UInt64
    var programs: Int
    var length: ClosedRange<Int>
    /// Re-running programs on a fresh stage and comparing the last frame: off unless FLIPBOOK_FUZZ_DETERMINISM=1,
    /// because a program's outcome can still depend on the programs run before it in the process (an open
    /// finding: the outcome of a program run after others differed from a fresh run; not found yet).
    var checksDeterminism = ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ_DETERMINISM"] == "1"

    static let ciPrograms = 1_200
    static let ciSeed: UInt64 = 0x5EED_F11B

    static func fromEnvironment() -> FuzzConfiguration {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["FLIPBOOK_FUZZ_SEED"].flatMap { UInt64($0) } ?? ciSeed
        let length = 1...40
        if let operations = environment["FLIPBOOK_FUZZ_OPERATIONS"].flatMap({ Int($0) }) {
            return FuzzConfiguration(seed: seed, programs: operations * 2 / (length.lowerBound + length.upperBound),
                                     length: length)
        }
        return FuzzConfiguration(seed: seed, programs: ciPrograms, length: length)
    }

    /// Programs drawn from `seed`, one after another, whatever random numbers the property checker hands in:
    /// the run is the same on every machine. Shrinking drops steps and simplifies words.
    static func programs(seed: UInt64, length: ClosedRange<Int>) -> Generator<[Int], [[Int]]> {
        let sequence = SeedSequence(seed)
        return Generator(run: { _ in
            var rng = Xoshiro(seed: (sequence.take(), 0x9E37_79B9_7F4A_7C15, seed | 1, 0xD1B5_4A32_D192_ED03))
            let count = Int.random(in: length, using: &rng)
            return (0..<count).map { _ in Int(rng.next() & 0xFFFF_FFFF) }
        }, shrink: { shrink($0) })
    }

    /// Smaller programs: halves and quarters removed, then single steps, then each word replaced by the plainest
    /// word of the same operation.
    static func shrink(_ program: [Int]) -> [[Int]] {
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
            let plain = word % FuzzWorld.table.count
            if plain != word {
                var simpler = program
                simpler[index] = plain
                candidates.append(simpler)
            }
        }
        return candidates
    }
}

/// Hands out the seeds of consecutive programs.
final class SeedSequence: @unchecked Sendable {
    private let lock = NSLock()
    private var next: UInt64

    init(_ seed: UInt64) { next = seed }

    func take() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        next &+= 0x9E37_79B9_7F4A_7C15
        return next
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
func runProgram(_ words: [Int], replayEvery: Int = 12, checkDeterminism: Bool = false) -> ProgramResult {
    let world = FuzzProfile.measure("init") { FuzzWorld() }
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
        let again = FuzzWorld()
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
