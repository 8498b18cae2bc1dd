import Foundation
import Testing
@testable import Flipbook

/// A frame source for tests: a solid colour that encodes the frame's time (red = time × 100 mod 256), and a
/// white 4×4 pixel square at the presentation position of the layer named "mover", if any.
@MainActor
struct SyntheticSource: FrameSource {
    func image(of stage: Stage, at time: TimeInterval, scale: CGFloat) throws -> CGImage {
        let size = stage.window.bounds.size
        guard let context = CGContext(uiKitSize: size, scale: scale, opaque: true) else {
            throw FrameSourceError("no context")
        }
        let red = CGFloat(Int((time * 100).rounded()) % 256) / 255
        context.setFillColor(CGColor(red: red, green: 0.2, blue: 0.4, alpha: 1))
        context.fill(CGRect(origin: .zero, size: size))
        if let mover = Self.find("mover", in: stage.window.layer) {
            let p = mover.presentationProperties(atLocalTime: mover.localTime(atGlobalTime: time))
            context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            context.fill(CGRect(x: p.position.x - 2 / scale, y: p.position.y - 2 / scale, width: 4 / scale, height: 4 / scale))
        }
        return context.makeImage()!
    }

    static func find(_ name: String, in layer: CALayer) -> CALayer? {
        if layer.name == name { return layer }
        for sublayer in layer.sublayers ?? [] {
            if let found = find(name, in: sublayer) { return found }
        }
        return nil
    }
}

/// A recording of solid frames: frame i is `colors[i]` (RGB 0…255), `width`×`height` pixels.
func solidRecording(_ colors: [(Int, Int, Int)], width: Int = 32, height: Int = 24, fps: Double = 10) -> Recording {
    let frames = colors.enumerated().map { i, c -> RecordedFrame in
        let context = CGContext(uiKitSize: CGSize(width: width, height: height), scale: 1, opaque: true)!
        context.setFillColor(CGColor(red: CGFloat(c.0) / 255, green: CGFloat(c.1) / 255, blue: CGFloat(c.2) / 255, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        // A marker that moves, so consecutive frames differ in a small rectangle.
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: i % width, y: 0, width: 1, height: 1))
        return RecordedFrame(index: i, timestamp: Double(i) / fps, stageTime: Double(i) / fps, image: context.makeImage())
    }
    return Recording(fps: fps, scale: 1, pointSize: CGSize(width: width, height: height), frames: frames)
}

/// A temporary directory for one test.
func withTemporaryDirectory<R>(_ body: (URL) throws -> R) throws -> R {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-rec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

/// The names in a folder, hidden ones included, sorted.
func listing(_ url: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
}

/// Runs a program and returns its standard output, or nil if it cannot run or fails.
func run(_ executable: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
}

/// ffprobe next to the ffmpeg the MP4 writer would use, if any.
var ffprobePath: String? {
    guard let ffmpeg = MP4Writer.locateFFmpeg() else { return nil }
    let probe = (ffmpeg as NSString).deletingLastPathComponent + "/ffprobe"
    return FileManager.default.isExecutableFile(atPath: probe) ? probe : nil
}

/// A small GIF decoder for checking what the encoder wrote: frames composited onto a canvas (disposal 1),
/// with their delays.
struct DecodedGIF {
    struct Frame {
        var delay: Int
        var rect: (x: Int, y: Int, width: Int, height: Int)
        var transparent: Bool
        /// The whole canvas after this frame, RGB per pixel.
        var canvas: [(UInt8, UInt8, UInt8)]
    }
    var width = 0, height = 0
    var loopCount: Int?
    var frames: [Frame] = []

    struct Malformed: Error {}

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        var i = 0
        func u8() throws -> Int { guard i < bytes.count else { throw Malformed() }; defer { i += 1 }; return Int(bytes[i]) }
        func u16() throws -> Int { try u8() | (try u8() << 8) }
        guard bytes.count > 13, String(decoding: bytes[0..<6], as: UTF8.self) == "GIF89a" else { throw Malformed() }
        i = 6
        width = try u16(); height = try u16()
        let flags = try u8(); _ = try u8(); _ = try u8()
        var global: [(UInt8, UInt8, UInt8)] = []
        if flags & 0x80 != 0 {
            for _ in 0..<(1 << ((flags & 7) + 1)) { global.append((UInt8(try u8()), UInt8(try u8()), UInt8(try u8()))) }
        }
        var canvas = [(UInt8, UInt8, UInt8)](repeating: (0, 0, 0), count: width * height)
        var delay = 0, transparentIndex: Int?
        func subBlocks() throws -> [UInt8] {
            var out: [UInt8] = []
            while true {
                let n = try u8()
                if n == 0 { return out }
                guard i + n <= bytes.count else { throw Malformed() }
                out += bytes[i..<(i + n)]; i += n
            }
        }
        while i < bytes.count {
            switch try u8() {
            case 0x21:
                let label = try u8()
                let body = try subBlocks()
                if label == 0xF9, body.count == 4 {
                    delay = Int(body[1]) | Int(body[2]) << 8
                    transparentIndex = body[0] & 1 != 0 ? Int(body[3]) : nil
                } else if label == 0xFF, body.count >= 14, String(decoding: body[0..<11], as: UTF8.self) == "NETSCAPE2.0" {
                    loopCount = Int(body[12]) | Int(body[13]) << 8
                }
            case 0x2C:
                let x = try u16(), y = try u16(), w = try u16(), h = try u16()
                let imageFlags = try u8()
                guard imageFlags & 0x40 == 0 else { throw Malformed() }
                var colors = global
                if imageFlags & 0x80 != 0 {
                    colors = []
                    for _ in 0..<(1 << ((imageFlags & 7) + 1)) { colors.append((UInt8(try u8()), UInt8(try u8()), UInt8(try u8()))) }
                }
                let minCodeSize = try u8()
                let indices = try Self.lzwDecode(try subBlocks(), minCodeSize: minCodeSize, count: w * h)
                for row in 0..<h {
                    for col in 0..<w {
                        let index = Int(indices[row * w + col])
                        if index == transparentIndex { continue }
                        canvas[(y + row) * width + x + col] = colors[index]
                    }
                }
                frames.append(Frame(delay: delay, rect: (x, y, w, h), transparent: transparentIndex != nil, canvas: canvas))
                delay = 0; transparentIndex = nil
            case 0x3B:
                return
            default:
                throw Malformed()
            }
        }
        throw Malformed()
    }

    static func lzwDecode(_ data: [UInt8], minCodeSize: Int, count: Int) throws -> [UInt8] {
        let clear = 1 << minCodeSize, end = clear + 1
        var dictionary: [[UInt8]] = (0..<clear).map { [UInt8($0)] } + [[], []]
        var codeSize = minCodeSize + 1
        var bitPosition = 0
        var out: [UInt8] = []
        var previous: [UInt8]?
        func read() -> Int? {
            guard bitPosition + codeSize <= data.count * 8 else { return nil }
            var code = 0
            for bit in 0..<codeSize {
                let p = bitPosition + bit
                if data[p >> 3] & (1 << (p & 7)) != 0 { code |= 1 << bit }
            }
            bitPosition += codeSize
            return code
        }
        while let code = read() {
            if code == clear {
                dictionary = (0..<clear).map { [UInt8($0)] } + [[], []]
                codeSize = minCodeSize + 1
                previous = nil
                continue
            }
            if code == end { break }
            let entry: [UInt8]
            if code < dictionary.count {
                entry = dictionary[code]
                if let previous, dictionary.count < 4096 { dictionary.append(previous + [entry[0]]) }
            } else if let previous, code == dictionary.count {
                entry = previous + [previous[0]]
                dictionary.append(entry)
            } else {
                throw Malformed()
            }
            out += entry
            previous = entry
            if dictionary.count == 1 << codeSize, codeSize < 12 { codeSize += 1 }
        }
        guard out.count >= count else { throw Malformed() }
        return Array(out.prefix(count))
    }
}

/// A 40×30-point stage at scale 2 showing a root view with one 10×10 box of `color` at `origin`.
@MainActor
func stageShowingBox(at origin: CGPoint, color: UIColor) -> (Stage, UIView) {
    let stage = Stage(size: CGSize(width: 40, height: 30), scale: 2)
    let box = UIView(frame: CGRect(origin: origin, size: CGSize(width: 10, height: 10)))
    box.backgroundColor = color
    stage.show(UIView())
    stage.window.subviews[0].addSubview(box)
    return (stage, box)
}
