import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Memory holding pixels, from the C heap so that buffers libjpeg `malloc`s can be adopted as they are;
/// freed when the last image or context using it goes away.
final class PixelStorage: @unchecked Sendable {
    // Sendable because images never write to it after creation; a context that owns it is not Sendable.
    let bytes: UnsafeMutableRawPointer
    let count: Int

    /// Bytes of pixels alive in the process now (``CGImage/livePixelBytes``).
    static var liveBytes: Int { live.load(ordering: .relaxed) }
    private static let live = Atomic<Int>(0)
    /// `FLIPBOOK_PIXEL_CENSUS`, read once for both censuses: nil when unset, `sites` for the census by site.
    private static let censusSetting: String? = ProcessInfo.processInfo.environment["FLIPBOOK_PIXEL_CENSUS"]

    /// How many blocks of each size are alive, when `FLIPBOOK_PIXEL_CENSUS` is set (``CGImage/pixelCensus``).
    static let census: Mutex<[Int: Int]>? = censusSetting == nil ? nil : Mutex([:])

    /// With `FLIPBOOK_PIXEL_CENSUS=sites`: each block alive and where it was made (``CGImage/pixelSites``).
    static let sites: Mutex<[ObjectIdentifier: (count: Int, site: String)]>? =
        censusSetting == "sites" ? Mutex([:]) : nil

    private func born(_ count: Int) {
        Self.live.add(count, ordering: .relaxed)
        Self.census?.withLock { $0[count, default: 0] += 1 }
        if Self.sites != nil {
            let key = ObjectIdentifier(self), site = Self.site()
            Self.sites?.withLock { (all: inout [ObjectIdentifier: (count: Int, site: String)]) in all[key] = (count, site) }
        }
    }

    /// Where a block is being made: the return addresses of the maker's stack above this type, as
    /// `Thread.callStackSymbols` gives them (`+0x…` offsets into the executable; `Benchmarks/Server/pixel_sites.py`
    /// turns them into names).
    private static func site() -> String {
        Thread.callStackSymbols.dropFirst(4).prefix(14).map { line in
            guard let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")") else { return line }
            return String(line[line.index(after: open)..<close])
        }.joined(separator: " ")
    }

    /// `count` zeroed bytes (transparent black pixels), or nil if there is no memory for them.
    init?(zeroedCount count: Int) {
        guard count > 0, let bytes = calloc(count, 1) else { return nil }
        self.bytes = bytes
        self.count = count
        born(count)
    }

    /// `count` bytes the caller fills at once (no zeroing: a frame copied out of a context overwrites them all).
    init?(uninitializedCount count: Int) {
        guard count > 0, let bytes = malloc(count) else { return nil }
        self.bytes = bytes
        self.count = count
        born(count)
    }

    /// Takes ownership of memory from `malloc`.
    init(adopting bytes: UnsafeMutableRawPointer, count: Int) {
        self.bytes = bytes
        self.count = count
        born(count)
    }

    deinit {
        Self.live.subtract(count, ordering: .relaxed)
        Self.census?.withLock { $0[count, default: 0] -= 1 }
        Self.sites?.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(self)) }
        free(bytes)
    }
}

extension CGImage {
    /// Bytes of pixels alive in the process now, in every image and bitmap context made here (not cairo's own
    /// surfaces): what a server's worker reports beside its heap, to tell pictures from the rest of what it holds.
    package static var livePixelBytes: Int { PixelStorage.liveBytes }

    /// The blocks of pixels alive, by size in bytes, largest share first (empty unless the process was started
    /// with `FLIPBOOK_PIXEL_CENSUS` set: counting takes a lock per image made and freed).
    package static var pixelCensus: [(bytes: Int, count: Int)] {
        let counts = PixelStorage.census?.withLock { $0 } ?? [:]
        return counts.filter { $0.value > 0 }.map { (bytes: $0.key, count: $0.value) }
            .sorted { $0.bytes * $0.count > $1.bytes * $1.count }
    }

    /// The blocks of pixels alive by where they were made, most bytes first (empty unless the process was started
    /// with `FLIPBOOK_PIXEL_CENSUS=sites`: each block made records its maker's stack, slowly).
    package static var pixelSites: [(site: String, bytes: Int, count: Int)] {
        let blocks = PixelStorage.sites?.withLock { $0.values.map { $0 } } ?? []
        var bySite: [String: (bytes: Int, count: Int)] = [:]
        for block in blocks {
            bySite[block.site, default: (0, 0)].bytes += block.count
            bySite[block.site, default: (0, 0)].count += 1
        }
        return bySite.map { (site: $0.key, bytes: $0.value.bytes, count: $0.value.count) }.sorted { $0.bytes > $1.bytes }
    }
}
