import Flipbook

// FlipbookBenchmarks: performance measurements of the engine, run by hand (they are not timed tests).
// See Benchmarks/README.md.

let arguments: Arguments
do {
    guard let parsed = try Arguments.parse(Array(CommandLine.arguments.dropFirst())) else {
        print(Arguments.usage)
        exit(0)
    }
    arguments = parsed
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n\n\(Arguments.usage)\n".utf8))
    exit(2)
}

#if DEBUG
FileHandle.standardError.write(
    Data("warning: debug build; numbers are meaningless. Use `swift run -c release`.\n".utf8))
#endif

switch arguments.command {
case .engineTick:
    let build: String
    #if DEBUG
    build = "debug"
    #else
    build = "release"
    #endif
    print("""
        engine-tick: \(build) build, \(arguments.frames) frames × \(arguments.repeats) repeats after \
        \(arguments.warmup) warm-up frames; ms per frame (median / p90 over all measured frames)
        """)
    var results: [EngineTick.Result] = []
    for layers in arguments.layers {
        for scenario in arguments.scenarios {
            let result = EngineTick.run(scenario, layers: layers, frames: arguments.frames, warmup: arguments.warmup,
                                        repeats: arguments.repeats)
            results.append(result)
        }
    }
    print(Report.engineTickTable(results))
    // One line per size and scenario for `make bench`'s table (Benchmarks/README.md); the target is 10,000 layers'.
    for r in results {
        let target = r.layers >= 10_000 ? "≤ 2 ms" : "-"
        print("RESULT\tengine tick, \(r.layers) animated layers, \(r.scenario.rawValue) (pump + presentation read, 1 core)"
              + "\t\(Report.ms(Summary(r.frame).median)) ms\t\(target)\t-\t-")
    }
    for result in results where result.stillAnimating.contains(where: { $0 != result.layers }) {
        print("warning: \(result.scenario.rawValue) × \(result.layers): animations ended early "
              + "(still running at the end: \(result.stillAnimating))")
    }
}
