// Auto Layout on ordo-one's package-benchmark, for percentiles, CPU time and allocations of the Swift side of
// `make bench-layout` (whose ratios to kiwisolver `layout_vs_kiwi.py` measures in the same run): the 1,000-view
// system of Benchmarks/Scenes/LayoutSystem.swift built and solved by Flipbook's solver, one edit and re-solve, and
// the same layout as UIViews and NSLayoutConstraints in a window (Benchmarks/Scenes/UIKitLayoutScene.swift) built
// and laid out, and one edit of a constant with `layoutIfNeeded()`. `BENCH_SMOKE=1`: 60 views, 3 samples.
import Benchmark
import BenchmarkScenes
import Foundation
import SuiteSupport
import UIKit

/// The UIKit layout that the edit benchmark changes (setup makes it, teardown drops it), and the edit count.
@MainActor var uikitLayout: (window: UIWindow, width: NSLayoutConstraint, probe: UIView)?
@MainActor var uikitEdits = 0

/// Flipbook's solver holding the system with an edit variable on the first chain view's width, for the edit
/// benchmark (setup makes it, teardown drops it): each `next()` suggests the next width and reads the probe back.
final class SolverEdits {
    var solver: LayoutSolver
    let variables: [LayoutSolver.Variable]
    let edit: LayoutSolver.Constraint
    let probe: Int
    var count = 0

    init(_ system: LayoutSystem) {
        let made = system.makeSolver()
        solver = made.solver
        variables = made.variables
        edit = solver.addEditVariable(variables[system.editVariable], priority: 999)
        probe = system.probeVariable
    }

    func next() {
        solver.suggestValue(edit, layoutEditValue(count))
        count += 1
        blackHole(solver.value(of: variables[probe]))
    }
}

var solverEdits: SolverEdits?

let benchmarks: @Sendable () -> Void = {
    let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] == "1"
    let views = smoke ? 60 : 1_000
    let system = LayoutSystem(views: views)
    func configuration(_ iterations: Int, setup: Benchmark.BenchmarkSetupHook? = nil,
                       teardown: Benchmark.BenchmarkTeardownHook? = nil) -> Benchmark.Configuration {
        .init(metrics: suiteMetrics, timeUnits: .microseconds, warmupIterations: smoke ? 0 : 3,
              maxDuration: .seconds(smoke ? 5 : 20), maxIterations: smoke ? 3 : iterations, setup: setup,
              teardown: teardown)
    }

    Benchmark("layout solver, \(views) views, build + solve", configuration: configuration(60)) { benchmark in
        benchmark.measuringCPU {
            let (solver, variables) = system.makeSolver()
            // Read every value, as kiwi's updateVariables() writes every value.
            var sum = 0.0
            for v in variables { sum += solver.value(of: v) }
            blackHole(sum)
        }
    }

    Benchmark("layout solver, \(views) views, one edit + re-solve",
              configuration: configuration(2_000, setup: { solverEdits = SolverEdits(system) },
                                           teardown: { solverEdits = nil })) { benchmark in
        benchmark.measuringCPU { solverEdits?.next() }
    }

    Benchmark("layout UIKit, \(views) views, build + activate + layoutIfNeeded", configuration: configuration(30)) {
        benchmark async in
        // Each sample hops to the main actor (a few microseconds, counted).
        await benchmark.measuringCPU { await MainActor.run { blackHole(UIKitLayoutScene.build(views: views)) } }
    }

    Benchmark("layout UIKit, \(views) views, one edit + layoutIfNeeded",
              configuration: configuration(2_000, setup: {
                  await MainActor.run {
                      uikitLayout = UIKitLayoutScene.build(views: views)
                      uikitEdits = 0
                  }
              }, teardown: { await MainActor.run { uikitLayout = nil } })) { benchmark async in
        await benchmark.measuringCPU {
            await MainActor.run {
                guard let (window, width, probe) = uikitLayout else { return }
                width.constant = layoutEditValue(uikitEdits)
                uikitEdits += 1
                window.layoutIfNeeded()
                blackHole(probe.frame.minX)
            }
        }
    }
}
