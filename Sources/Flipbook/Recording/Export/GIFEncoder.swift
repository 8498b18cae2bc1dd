import Foundation
import UIKit

// Flipbook's own GIF encoder: one global palette by median cut over a colour histogram of all frames,
// frames reduced to the rectangle that changed (unchanged pixels inside it transparent), LZW per frame.

/// A palette of at most 256 colours and a fast lookup from colours to palette indices.
struct GIFPalette: Sendable {
    /// Red, green, blue per entry.
    var colors: [(r: UInt8, g: UInt8, b: UInt8)]

    /// Histogram resolution: 6 bits per channel.
    static let binBits = 6
    static let binCount = 1 << (3 * binBits)

    /// The 6-6-6 bin of a native ARGB32 word.
    @inline(__always)
    static func bin(_ word: UInt32) -> Int {
        Int((word >> 6) & 0x3F000) | Int((word >> 4) & 0xFC0) | Int((word >> 2) & 0x3F)
    }

    /// The palette index nearest to a bin's centre (weighted RGB distance).
    func nearest(toBin bin: Int) -> UInt8 {
        let r = ((bin >> 12) & 0x3F) << 2 | 2, g = ((bin >> 6) & 0x3F) << 2 | 2, b = (bin & 0x3F) << 2 | 2
        var best = 0, bestDistance = Int.max
        for (index, c) in colors.enumerated() {
            let dr = Int(c.r) - r, dg = Int(c.g) - g, db = Int(c.b) - b
            let distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if distance < bestDistance {
                bestDistance = distance
                best = index
                if distance == 0 { break }
            }
        }
        return UInt8(best)
    }
}

/// Counts colours (premultiplied over black, so alpha is ignored) in 6-6-6 bins with their exact sums.
struct ColorHistogram {
    var counts = [UInt32](repeating: 0, count: GIFPalette.binCount)
    var sums = [UInt64](repeating: 0, count: GIFPalette.binCount * 3)

    /// Adds every `step`-th pixel of every `step`-th row of `image`.
    mutating func add(_ image: CGImage, step: Int) {
        image.withUnsafePixelBytes { bytes, bytesPerRow in
            counts.withUnsafeMutableBufferPointer { counts in
                sums.withUnsafeMutableBufferPointer { sums in
                    for y in stride(from: 0, to: image.height, by: step) {
                        let row = bytes.baseAddress! + y * bytesPerRow
                        for x in stride(from: 0, to: image.width, by: step) {
                            let word = (row + x * 4).loadUnaligned(as: UInt32.self)
                            let bin = GIFPalette.bin(word)
                            counts[bin] &+= 1
                            sums[bin * 3] &+= UInt64((word >> 16) & 0xFF)
                            sums[bin * 3 + 1] &+= UInt64((word >> 8) & 0xFF)
                            sums[bin * 3 + 2] &+= UInt64(word & 0xFF)
                        }
                    }
                }
            }
        }
    }

    /// A palette of at most `maxColors` colours by median cut: the box with the most pixels times its longest
    /// side is split at its weighted median along that side, until there are enough boxes; each colour is the
    /// mean of its box's pixels.
    func medianCutPalette(maxColors: Int) -> GIFPalette {
        struct Entry {
            var channels: (Int, Int, Int)
            var count: UInt64
            var bin: Int
            func channel(_ c: Int) -> Int { c == 0 ? channels.0 : c == 1 ? channels.1 : channels.2 }
        }
        var entries: [Entry] = []
        for bin in 0..<counts.count where counts[bin] > 0 {
            entries.append(Entry(channels: ((bin >> 12) & 0x3F, (bin >> 6) & 0x3F, bin & 0x3F),
                                 count: UInt64(counts[bin]), bin: bin))
        }
        guard !entries.isEmpty else { return GIFPalette(colors: [(0, 0, 0)]) }

        struct Box {
            var range: Range<Int>
            var count: UInt64
            var longest: Int
            var extent: Int
        }
        func makeBox(_ range: Range<Int>) -> Box {
            var lo = (63, 63, 63), hi = (0, 0, 0), count: UInt64 = 0
            for e in entries[range] {
                lo = (min(lo.0, e.channels.0), min(lo.1, e.channels.1), min(lo.2, e.channels.2))
                hi = (max(hi.0, e.channels.0), max(hi.1, e.channels.1), max(hi.2, e.channels.2))
                count += e.count
            }
            let extents = [hi.0 - lo.0, hi.1 - lo.1, hi.2 - lo.2]
            let longest = extents.indices.max { extents[$0] < extents[$1] }!
            return Box(range: range, count: count, longest: longest, extent: extents[longest])
        }
        var boxes = [makeBox(0..<entries.count)]
        while boxes.count < maxColors {
            // Split the box with the most error potential: population × longest side.
            guard let index = boxes.indices.filter({ boxes[$0].extent > 0 && boxes[$0].range.count > 1 })
                .max(by: { Double(boxes[$0].count) * Double(boxes[$0].extent)
                        < Double(boxes[$1].count) * Double(boxes[$1].extent) }) else { break }
            let box = boxes[index]
            let channel = box.longest
            entries[box.range].sort { $0.channel(channel) < $1.channel(channel) }
            var running: UInt64 = 0
            var split = box.range.lowerBound + 1
            for i in box.range {
                running += entries[i].count
                if running * 2 >= box.count {
                    split = i + 1
                    break
                }
            }
            split = min(max(split, box.range.lowerBound + 1), box.range.upperBound - 1)
            boxes[index] = makeBox(box.range.lowerBound..<split)
            boxes.append(makeBox(split..<box.range.upperBound))
        }
        let colors = boxes.map { box -> (r: UInt8, g: UInt8, b: UInt8) in
            var r: UInt64 = 0, g: UInt64 = 0, b: UInt64 = 0, n: UInt64 = 0
            for e in entries[box.range] {
                r += sums[e.bin * 3]; g += sums[e.bin * 3 + 1]; b += sums[e.bin * 3 + 2]
                n += e.count
            }
            return (UInt8(min(255, (r + n / 2) / n)), UInt8(min(255, (g + n / 2) / n)), UInt8(min(255, (b + n / 2) / n)))
        }
        return GIFPalette(colors: colors)
    }
}

/// Per-thread scratch space: the palette lookup cache and the LZW code tree.
final class GIFScratch {
    /// Bin → palette index + 1 (0: not looked up yet).
    let lookup: UnsafeMutablePointer<UInt16>
    /// LZW code tree: `children[code * 256 + byte]` is the code for that string, 0 for none.
    let children: UnsafeMutablePointer<UInt16>
    private var touched: [Int32] = []

    init() {
        lookup = .allocate(capacity: GIFPalette.binCount)
        lookup.initialize(repeating: 0, count: GIFPalette.binCount)
        children = .allocate(capacity: 4096 * 256)
        children.initialize(repeating: 0, count: 4096 * 256)
        touched.reserveCapacity(4096)
    }

    deinit {
        lookup.deallocate()
        children.deallocate()
    }

    /// Palette indices of every pixel of `image`, row by row.
    func indices(of image: CGImage, palette: GIFPalette) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: image.width * image.height)
        let width = image.width
        image.withUnsafePixelBytes { bytes, bytesPerRow in
            out.withUnsafeMutableBufferPointer { out in
                for y in 0..<image.height {
                    let row = bytes.baseAddress! + y * bytesPerRow
                    let dst = out.baseAddress! + y * width
                    for x in 0..<width {
                        let bin = GIFPalette.bin((row + x * 4).loadUnaligned(as: UInt32.self))
                        var entry = lookup[bin]
                        if entry == 0 {
                            entry = UInt16(palette.nearest(toBin: bin)) + 1
                            lookup[bin] = entry
                        }
                        dst[x] = UInt8(truncatingIfNeeded: entry - 1)
                    }
                }
            }
        }
        return out
    }

    /// GIF's LZW of `pixels` at 8 bits per pixel, as image data sub-blocks (with the minimum code size byte
    /// first and the terminating empty block last).
    func lzw(_ pixels: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let minCodeSize = 8
        let clearCode = 1 << minCodeSize
        var out: [UInt8] = [UInt8(minCodeSize)]
        out.reserveCapacity(pixels.count / 2 + 64)
        var block = [UInt8](repeating: 0, count: 256)
        var blockLength = 0
        var bitBuffer: UInt64 = 0
        var bitCount = 0
        var codeSize = minCodeSize + 1
        var maxCode = clearCode + 1

        @inline(__always) func flushBlock() {
            guard blockLength > 0 else { return }
            out.append(UInt8(blockLength))
            out.append(contentsOf: block[0..<blockLength])
            blockLength = 0
        }
        @inline(__always) func write(_ code: Int, _ size: Int) {
            bitBuffer |= UInt64(code) << UInt64(bitCount)
            bitCount += size
            while bitCount >= 8 {
                block[blockLength] = UInt8(truncatingIfNeeded: bitBuffer)
                blockLength += 1
                if blockLength == 255 { flushBlock() }
                bitBuffer >>= 8
                bitCount -= 8
            }
        }
        func resetTree() {
            for slot in touched { children[Int(slot)] = 0 }
            touched.removeAll(keepingCapacity: true)
        }

        write(clearCode, codeSize)
        guard !pixels.isEmpty else {
            write(clearCode + 1, codeSize)
            if bitCount > 0 { block[blockLength] = UInt8(truncatingIfNeeded: bitBuffer); blockLength += 1 }
            flushBlock()
            out.append(0)
            return out
        }
        var current = Int(pixels[0])
        for i in 1..<pixels.count {
            let next = Int(pixels[i])
            let slot = current &* 256 &+ next
            let child = children[slot]
            if child != 0 {
                current = Int(child)
                continue
            }
            write(current, codeSize)
            maxCode += 1
            children[slot] = UInt16(maxCode)
            touched.append(Int32(slot))
            if maxCode >= 1 << codeSize { codeSize += 1 }
            if maxCode == 4095 {
                write(clearCode, codeSize)
                resetTree()
                codeSize = minCodeSize + 1
                maxCode = clearCode + 1
            }
            current = next
        }
        write(current, codeSize)
        write(clearCode, codeSize)
        write(clearCode + 1, minCodeSize + 1)
        if bitCount > 0 {
            block[blockLength] = UInt8(truncatingIfNeeded: bitBuffer)
            blockLength += 1
            bitCount = 0
        }
        flushBlock()
        resetTree()
        out.append(0)
        return out
    }
}

/// A pool of scratch spaces shared by worker threads.
final class GIFScratchPool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [GIFScratch] = []

    func withScratch<R>(_ body: (GIFScratch) -> R) -> R {
        lock.lock()
        let scratch = free.popLast() ?? GIFScratch()
        lock.unlock()
        defer {
            lock.lock()
            free.append(scratch)
            lock.unlock()
        }
        return body(scratch)
    }
}

/// One frame of a GIF as it will be written.
struct GIFFrameData {
    var x = 0, y = 0, width = 0, height = 0
    /// Whether the frame is identical to the previous one (nothing to write; its time goes to the previous).
    var isUnchanged = false
    var usesTransparency = false
    var lzw: [UInt8] = []
}

/// Fixed storage that worker threads write distinct elements of.
///
/// The elements live in memory allocated once, so writes to different indices from different threads never
/// touch shared state (an `Array` property would not do: its mutating methods move the buffer out and back).
final class ConcurrentSlots<T>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<T>
    let count: Int

    init(repeating value: T, count: Int) {
        self.count = count
        base = .allocate(capacity: max(1, count))
        base.initialize(repeating: value, count: count)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    subscript(index: Int) -> T {
        get {
            precondition(index >= 0 && index < count)
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count)
            base[index] = newValue
        }
    }

    /// The elements; read only when no worker is writing.
    var values: [T] { Array(UnsafeBufferPointer(start: base, count: count)) }
}

enum GIFEncoding {
    /// Encodes `current` against `previous` (palette indices of the same size): the rectangle that changed,
    /// with unchanged pixels inside it as `transparentIndex` when given.
    static func encode(_ current: [UInt8], previous: [UInt8]?, width: Int, height: Int, transparentIndex: UInt8?,
                       scratch: GIFScratch) -> GIFFrameData {
        var frame = GIFFrameData()
        guard let previous else {
            frame.width = width
            frame.height = height
            frame.lzw = current.withUnsafeBufferPointer { scratch.lzw($0) }
            return frame
        }
        var minX = width, minY = height, maxX = -1, maxY = -1
        current.withUnsafeBufferPointer { cur in
            previous.withUnsafeBufferPointer { prev in
                for y in 0..<height {
                    let row = y * width
                    var x = 0
                    while x < width, cur[row + x] == prev[row + x] { x += 1 }
                    guard x < width else { continue }
                    var last = width - 1
                    while cur[row + last] == prev[row + last] { last -= 1 }
                    minX = min(minX, x); maxX = max(maxX, last)
                    minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        guard maxX >= 0 else {
            frame.isUnchanged = true
            return frame
        }
        frame.x = minX
        frame.y = minY
        frame.width = maxX - minX + 1
        frame.height = maxY - minY + 1
        var sub = [UInt8](repeating: 0, count: frame.width * frame.height)
        frame.usesTransparency = transparentIndex != nil
        current.withUnsafeBufferPointer { cur in
            previous.withUnsafeBufferPointer { prev in
                sub.withUnsafeMutableBufferPointer { sub in
                    for y in 0..<frame.height {
                        let src = (y + minY) * width + minX, dst = y * frame.width
                        if let transparentIndex {
                            for x in 0..<frame.width {
                                let value = cur[src + x]
                                sub[dst + x] = value == prev[src + x] ? transparentIndex : value
                            }
                        } else {
                            for x in 0..<frame.width { sub[dst + x] = cur[src + x] }
                        }
                    }
                }
            }
        }
        frame.lzw = sub.withUnsafeBufferPointer { scratch.lzw($0) }
        return frame
    }

    /// The file: header, global palette, loop extension, frames with their delays (in hundredths of a second).
    static func assemble(width: Int, height: Int, palette: GIFPalette, transparentIndex: UInt8?, loopCount: Int,
                         frames: [(data: GIFFrameData, delay: Int)]) -> Data {
        var out = Data()
        out.reserveCapacity(frames.reduce(1024) { $0 + $1.data.lzw.count + 32 })
        func u16(_ value: Int) { out.append(UInt8(value & 0xFF)); out.append(UInt8((value >> 8) & 0xFF)) }
        out.append(contentsOf: Array("GIF89a".utf8))
        u16(width)
        u16(height)
        // Global colour table of 256 entries (size field 7), colour resolution 8 bits.
        out.append(0xF7)
        out.append(0) // background colour index
        out.append(0) // pixel aspect ratio
        for i in 0..<256 {
            let c = i < palette.colors.count ? palette.colors[i] : (r: UInt8(0), g: UInt8(0), b: UInt8(0))
            out.append(contentsOf: [c.r, c.g, c.b])
        }
        // NETSCAPE2.0 looping.
        out.append(contentsOf: [0x21, 0xFF, 0x0B])
        out.append(contentsOf: Array("NETSCAPE2.0".utf8))
        out.append(contentsOf: [0x03, 0x01])
        u16(max(0, min(loopCount, 65535)))
        out.append(0)
        for (frame, delay) in frames {
            // Graphic control extension: leave the frame in place (disposal 1), transparency if used.
            out.append(contentsOf: [0x21, 0xF9, 0x04])
            out.append(UInt8(1 << 2) | (frame.usesTransparency ? 1 : 0))
            u16(delay)
            out.append(frame.usesTransparency ? (transparentIndex ?? 0) : 0)
            out.append(0)
            // Image descriptor, no local colour table.
            out.append(0x2C)
            u16(frame.x); u16(frame.y); u16(frame.width); u16(frame.height)
            out.append(0)
            out.append(contentsOf: frame.lzw)
        }
        out.append(0x3B)
        return out
    }
}
