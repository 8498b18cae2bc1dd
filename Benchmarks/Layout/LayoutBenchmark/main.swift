// The layout benchmark's Flipbook side: builds and solves the same constraint systems as
// `Benchmarks/Layout/layout_vs_kiwi.py` gives kiwisolver, and times single edits with re-solve. Prints one JSON
// line per measurement. Not a test; the one place besides the other benchmarks that reads a real clock.
//
//   LayoutBenchmark dump VIEWS            the system as JSON (what the Python side loads)
//   LayoutBenchmark solver VIEWS EDITS    raw solver: build + solve (median of 5), EDITS edits (median of 3 loops)
//   LayoutBenchmark uikit VIEWS EDITS     the same layout as UIViews and NSLayoutConstraints in a window
import BenchmarkScenes
import UIKit

let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "solver"
let views = arguments.count > 2 ? Int(arguments[2])! : 1000
let edits = arguments.count > 3 ? Int(arguments[3])! : 1000
let clock = ContinuousClock()

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s[(s.count - 1) / 2]
}

let system = LayoutSystem(views: views)

switch mode {
case "dump":
    print(system.json, terminator: "")

case "solver":
    var builds: [Double] = []
    var checksum = 0.0
    for _ in 0..<5 {
        let start = clock.now
        let (solver, variables) = system.makeSolver()
        // Read every value, as kiwi's updateVariables() writes every value.
        var sum = 0.0
        for v in variables { sum += solver.value(of: v) }
        builds.append(seconds(start.duration(to: clock.now)))
        checksum = sum
    }
    let made = system.makeSolver()
    var solver = made.solver
    let variables = made.variables
    let edit = solver.addEditVariable(variables[system.editVariable], priority: 999)
    var loops: [Double] = []
    var probe = 0.0
    for _ in 0..<3 {
        let start = clock.now
        for k in 0..<edits {
            solver.suggestValue(edit, layoutEditValue(k))
            probe += solver.value(of: variables[system.probeVariable])
        }
        loops.append(seconds(start.duration(to: clock.now)) / Double(edits))
    }
    print("{\"engine\": \"flipbook\", \"views\": \(views), \"constraints\": \(system.constraints.count), "
          + "\"build_s\": \(median(builds)), \"edit_s\": \(median(loops)), \"checksum\": \(checksum), "
          + "\"probe\": \(probe / Double(3 * edits))}")

case "uikit":
    await MainActor.run { UIKitLayoutBenchmark.run(views: views, edits: edits) }

default:
    fatalError("unknown mode \(mode)")
}
