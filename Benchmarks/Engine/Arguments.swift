import BenchmarkScenes

/// The command line of `FlipbookBenchmarks`, parsed by hand (the package takes no dependency on an argument
/// parser).
///
/// ```
/// FlipbookBenchmarks engine-tick [--layers 1000,10000] [--frames 120] [--warmup 10] [--repeats 3]
///                                [--scenario uikit,basic]
/// ```
struct Arguments {
    /// The benchmarks this executable knows.
    enum Command: String {
        case engineTick = "engine-tick"
    }

    /// What one run of `engine-tick` animates; see ``EngineScene/Scenario``.
    typealias Scenario = EngineScene.Scenario

    var command: Command = .engineTick
    /// Layer counts to measure, in order.
    var layers: [Int] = [1_000, 10_000]
    /// Measured frames per repeat.
    var frames = 120
    /// Frames run before measuring, in every repeat (first-frame work and caches are not what a tick costs).
    var warmup = 10
    /// How many times each (scenario, layers) case is built and measured; frame times are pooled.
    var repeats = 3
    var scenarios: [Scenario] = Scenario.allCases

    static let usage = """
        USAGE: FlipbookBenchmarks <command> [options]

        Build with optimisations first:  swift run -c release FlipbookBenchmarks engine-tick

        COMMANDS:
          engine-tick   What one stage frame costs with N concurrently animated layers, without raster:
                        the time of `stage.pump()` and of computing every layer's presentation values
                        top-down, as the renderer reads them (frame = pump + top-down); also every
                        layer read on its own with `presentationProperties()` ("each layer").

        OPTIONS (engine-tick):
          --layers LIST      Comma-separated layer counts (default: 1000,10000).
          --frames N         Measured frames per repeat (default: 120).
          --warmup N         Unmeasured frames before them (default: 10).
          --repeats N        Fresh stages per case; frame times are pooled (default: 3).
          --scenario LIST    uikit, basic or both (default: uikit,basic).
                               uikit: N subviews of one view, each moved in one UIView.animate block
                                      (additive position animations, easeInOut, fillMode both).
                               basic: N plain sublayers of one view's layer, each with a
                                      CABasicAnimation of position (from/to, easeInEaseOut).
          -h, --help         Show this help.
        """

    /// A command-line mistake, reported with the usage.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses `CommandLine.arguments` without the program name. Returns nil when help was asked for.
    static func parse(_ arguments: [String]) throws(Failure) -> Arguments? {
        if arguments.contains("-h") || arguments.contains("--help") || arguments.first == "help" { return nil }
        guard let first = arguments.first else { throw Failure(description: "missing command") }
        guard let command = Command(rawValue: first) else { throw Failure(description: "unknown command '\(first)'") }
        var result = Arguments()
        result.command = command
        var rest = arguments.dropFirst()
        while let option = rest.popFirst() {
            // Accept both `--frames 60` and `--frames=60`.
            var name = option
            var inlineValue: String?
            if let equals = option.firstIndex(of: "=") {
                name = String(option[..<equals])
                inlineValue = String(option[option.index(after: equals)...])
            }
            func value() throws(Failure) -> String {
                if let inlineValue { return inlineValue }
                guard let next = rest.popFirst() else { throw Failure(description: "\(name) needs a value") }
                return next
            }
            switch name {
            case "--layers": result.layers = try positiveIntegers(value(), option: name)
            case "--frames": result.frames = try positiveInteger(value(), option: name)
            case "--warmup": result.warmup = try integer(value(), option: name, minimum: 0)
            case "--repeats": result.repeats = try positiveInteger(value(), option: name)
            case "--scenario", "--scenarios":
                let raw = try value()
                var scenarios: [Scenario] = []
                for part in raw.split(separator: ",") {
                    let word = part.trimmingCharacters(in: .whitespaces)
                    if word == "both" || word == "all" {
                        scenarios.append(contentsOf: Scenario.allCases)
                    } else if let scenario = Scenario(rawValue: word) {
                        scenarios.append(scenario)
                    } else {
                        throw Failure(description: "unknown scenario '\(word)' (uikit, basic)")
                    }
                }
                guard !scenarios.isEmpty else { throw Failure(description: "--scenario needs a value") }
                result.scenarios = scenarios
            default:
                throw Failure(description: "unknown option '\(option)'")
            }
        }
        return result
    }

    private static func integer(_ text: String, option: String, minimum: Int) throws(Failure) -> Int {
        let cleaned = text.replacingOccurrences(of: "_", with: "")
        guard let n = Int(cleaned), n >= minimum else {
            throw Failure(description: "\(option) expects an integer ≥ \(minimum), got '\(text)'")
        }
        return n
    }

    private static func positiveInteger(_ text: String, option: String) throws(Failure) -> Int {
        try integer(text, option: option, minimum: 1)
    }

    private static func positiveIntegers(_ text: String, option: String) throws(Failure) -> [Int] {
        var result: [Int] = []
        for part in text.split(separator: ",") {
            result.append(try positiveInteger(String(part), option: option))
        }
        guard !result.isEmpty else { throw Failure(description: "\(option) needs at least one count") }
        return result
    }
}
