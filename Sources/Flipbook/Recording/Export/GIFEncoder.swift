import Foundation
import UIKit

// Flipbook's own GIF encoder: one global palette (``PaletteQuantizer``) over the exact colours of all frames
// (``ColorHistogram``), frames reduced to the rectangle that changed (unchanged pixels inside it transparent),
// LZW per frame.

/// Per-thread scratch space: the palette lookup cache and the LZW code tree.
final class GIFScratch {
    /// Slots of the colour → palette index cache (direct-mapped by a hash of the colour).
    static let cacheSize = 1 << 16
    /// The colour a slot holds, with bit 24 set (0: empty).
    let cachedColors: UnsafeMutablePointer<UInt32>
    let cachedIndices: UnsafeMutablePointer<UInt8>
    /// LZW's strings: the code of each string known, keyed by the code of the string one byte shorter and that
    /// byte, in an open-addressed hash table (``LZWStrings``).
    let strings = LZWStrings()

    init() {
        cachedColors = .allocate(capacity: Self.cacheSize)
        cachedColors.initialize(repeating: 0, count: Self.cacheSize)
        cachedIndices = .allocate(capacity: Self.cacheSize)
        cachedIndices.initialize(repeating: 0, count: Self.cacheSize)
    }

    deinit {
        cachedColors.deallocate()
        cachedIndices.deallocate()
    }

    /// Forgets the cached lookups (before indexing against another palette).
    func resetCache() {
        cachedColors.update(repeating: 0, count: Self.cacheSize)
    }

    /// The index of the palette entry nearest to `rgb` (0xRRGGBB), through the cache.
    @inline(__always)
    func index(of rgb: UInt32, palette: GIFPalette) -> UInt8 {
        let key = rgb | 0x0100_0000
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 16) & (Self.cacheSize - 1)
        if cachedColors[slot] == key { return cachedIndices[slot] }
        let index = palette.nearest(to: rgb)
        cachedColors[slot] = key
        cachedIndices[slot] = index
        return index
    }

    /// Palette indices of the frame indexed last (``index(_:after:palette:)``), row by row.
    private(set) var indices: [UInt8] = []
    /// Those of the frame `after` named (the frame before it).
    private(set) var previousIndices: [UInt8] = []
    /// The image whose indices ``indices`` holds.
    private var indexed: CGImage?

    /// Indexes every pixel of `image` into ``indices``, and leaves the indices of `previous` (the frame before
    /// it, if any) in ``previousIndices``: those of the frame this scratch indexed last when that was `previous`
    /// (a task going on from frame to frame), else indexed first. A row with the same pixels as `previous`'s row
    /// takes its indices from there: a colour's index depends on the colour alone, and a frame mostly repeats
    /// the one before. The cache must hold lookups of `palette` only.
    func index(_ image: CGImage, after previous: CGImage?, palette: GIFPalette) {
        if let previous, indexed !== previous { index(previous, after: nil, palette: palette) }
        swap(&indices, &previousIndices)
        indexed = image
        let (width, height) = (image.width, image.height)
        if indices.count != width * height { indices = [UInt8](repeating: 0, count: width * height) }
        let reused = previous.flatMap { previous in
            previous.width == width && previous.height == height && previousIndices.count == indices.count
                ? previous : nil
        }
        image.withUnsafePixelBytes { bytes, bytesPerRow in
            (reused ?? image).withUnsafePixelBytes { previousBytes, previousBytesPerRow in
                let before = reused == nil ? nil : previousBytes.baseAddress!
                previousIndices.withUnsafeBufferPointer { previousIndices in
                    indices.withUnsafeMutableBufferPointer { out in
                        for y in 0..<height {
                            let row = bytes.baseAddress! + y * bytesPerRow, dst = out.baseAddress! + y * width
                            if let before, memcmp(row, before + y * previousBytesPerRow, width * 4) == 0 {
                                dst.update(from: previousIndices.baseAddress! + y * width, count: width)
                            } else {
                                indexRow(row.assumingMemoryBound(to: UInt32.self), count: width, palette: palette, into: dst)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Palette indices of `count` ARGB32 words; a run of one colour is looked up once.
    @inline(__always)
    private func indexRow(_ row: UnsafePointer<UInt32>, count: Int, palette: GIFPalette,
                          into dst: UnsafeMutablePointer<UInt8>) {
        var last: UInt32 = 0xFFFF_FFFF, lastIndex: UInt8 = 0
        for x in 0..<count {
            let rgb = row[x] & 0xFF_FFFF
            if rgb != last {
                last = rgb
                lastIndex = index(of: rgb, palette: palette)
            }
            dst[x] = lastIndex
        }
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
            let (child, slot) = strings.lookUp(current, next)
            if child != 0 {
                current = child
                continue
            }
            write(current, codeSize)
            maxCode += 1
            strings.insert(maxCode, at: slot, prefix: current, byte: next)
            if maxCode >= 1 << codeSize { codeSize += 1 }
            if maxCode == 4095 {
                write(clearCode, codeSize)
                strings.removeAll()
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
        strings.removeAll()
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
                    // Most rows of most frames are unchanged: compared a vector at a time first.
                    if memcmp(cur.baseAddress! + row, prev.baseAddress! + row, width) == 0 { continue }
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

/// LZW's dictionary of strings while a frame is compressed: the code of the string made of a known string (its
/// code) and one more byte.
///
/// An open-addressed hash table of 8,192 words, each `prefix << 20 | byte << 12 | code` (0: empty): 32 KB, which
/// stays in the first-level cache. Compressing is one lookup per pixel, each depending on the one before, so
/// what it costs is the latency of that load: a table indexed by prefix and byte (4,096 × 256 codes, 2 MB) missed
/// the cache on most of them.
final class LZWStrings {
    private static let slots = 1 << 13
    private let words: UnsafeMutablePointer<UInt32>

    init() {
        words = .allocate(capacity: Self.slots)
        words.initialize(repeating: 0, count: Self.slots)
    }

    deinit { words.deallocate() }

    /// The code of `prefix` + `byte` (0 when there is none yet), and the slot where it is or would go.
    @inline(__always)
    func lookUp(_ prefix: Int, _ byte: Int) -> (code: Int, slot: Int) {
        let key = UInt32(truncatingIfNeeded: prefix << 8 | byte)
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 19)
        while true {
            let word = words[slot]
            if word == 0 { return (0, slot) }
            if word >> 12 == key { return (Int(word & 0xFFF), slot) }
            slot = (slot + 1) & (Self.slots - 1)
        }
    }

    /// Records `code` for `prefix` + `byte` at `slot`, where ``lookUp(_:_:)`` found it missing.
    @inline(__always)
    func insert(_ code: Int, at slot: Int, prefix: Int, byte: Int) {
        words[slot] = UInt32(truncatingIfNeeded: (prefix << 8 | byte) << 12 | code)
    }

    /// Forgets every string (at a clear code).
    func removeAll() {
        words.update(repeating: 0, count: Self.slots)
    }
}
