// Core Image's CPU renderer on the figures `make bench-coreimage` compares with OpenCV
// (Benchmarks/CoreImage/coreimage_vs_opencv.py runs this beside cv2 and prints the table).
//
//     CoreImageBenchmark <figure> <width> <height> <iterations>
//
// figure: `gaussian10`, `gaussian30` (CIGaussianBlur of the clamped image cropped back to its extent: the user's
// path to a same-size blur with repeated edges) or `pixellate` (CIPixellate, scale 8, grid anchored at the
// top-left). Prints one JSON line: the median wall and CPU (all threads) seconds of one
// `CIContext.createCGImage`, and a checksum.
import CoreImage
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 5, let width = Int(arguments[2]), let height = Int(arguments[3]),
      let iterations = Int(arguments[4]) else {
    print("usage: CoreImageBenchmark gaussian10|gaussian30|pixellate WIDTH HEIGHT ITERATIONS")
    exit(2)
}

/// An opaque pseudo-random picture (a fixed LCG), so both sides blur the same kind of content.
func picture(width: Int, height: Int) -> CGImage {
    var state: UInt32 = 12345
    return CGImage(width: width, height: height, opaque: false) { words, wordsPerRow in
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                words[y * wordsPerRow + x] = 0xFF00_0000 | (state >> 8)
            }
        }
    }!
}

let input = CIImage(cgImage: picture(width: width, height: height))
let extent = input.extent
let context = CIContext()

func output(_ figure: String) -> CIImage {
    switch figure {
    case "gaussian10": input.clampedToExtent().applyingGaussianBlur(sigma: 10).cropped(to: extent)
    case "gaussian30": input.clampedToExtent().applyingGaussianBlur(sigma: 30).cropped(to: extent)
    case "pixellate":
        input.applyingFilter("CIPixellate", parameters: [
            kCIInputScaleKey: 8, kCIInputCenterKey: CIVector(x: 0, y: CGFloat(height))])
    default: fatalError("unknown figure \(figure)")
    }
}

let figure = arguments[1]
/// CPU seconds used by the process so far (all threads).
func cpuTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

var times: [Double] = []
var cpuTimes: [Double] = []
var checksum: UInt64 = 0
for _ in 0..<max(iterations, 1) {
    let image = output(figure)   // building the recipe is part of the user's path
    let start = ContinuousClock.now
    let cpuStart = cpuTime()
    let result = context.createCGImage(image, from: extent)!
    cpuTimes.append(cpuTime() - cpuStart)
    let elapsed = ContinuousClock.now - start
    times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    checksum = UInt64(result.pixel(x: result.width / 2, y: result.height / 2).r)
}
times.sort()
cpuTimes.sort()
print("{\"figure\": \"\(figure)\", \"median_s\": \(times[times.count / 2]), \"median_cpu_s\": \(cpuTimes[cpuTimes.count / 2]), \"centre_red\": \(checksum)}")
