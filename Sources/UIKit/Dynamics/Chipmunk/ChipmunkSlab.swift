@_implementationOnly import CChipmunkLayout

/// Fixed-size, zeroed slots for Chipmunk's structs, carved in order from large chunks, so that bodies (or shapes)
/// made one after another lie next to each other in memory.
///
/// Why: each solver iteration visits every contact and reads and writes both bodies' velocities. Bodies that
/// Chipmunk `calloc`s one by one end up scattered between the wrappers' own allocations; in one slab, a 2,000-box
/// pile steps about 5 % faster (Benchmarks/README.md, "Dynamics against pymunk"). Chipmunk supports caller-owned
/// memory for this: its `…Init` functions set up a struct in place and its `…Destroy` functions undo that without
/// freeing.
///
/// Every wrapper that holds a slot keeps its slab alive, so the chunks go when the last slot is given back and the
/// slab's owner has let go.
final class ChipmunkSlab {
    /// Bytes from one slot to the next (the struct's size, rounded up to the alignment).
    let slotStride: Int
    let slotsPerChunk: Int
    private let alignment: Int
    private var chunks: [UnsafeMutableRawPointer] = []
    /// Slots given back, reused last-in first-out before the current chunk's untouched ones.
    private var freeSlots: [UnsafeMutableRawPointer] = []
    /// Slots of the newest chunk handed out at least once.
    private var usedInNewestChunk = 0
    /// Slots handed out and not yet given back.
    private(set) var slotsInUse = 0

    /// A slab for structs of `slotSize` bytes, aligned to `alignment` (a power of two), `slotsPerChunk` to a chunk.
    init(slotSize: Int, alignment: Int, slotsPerChunk: Int = 256) {
        precondition(slotSize > 0 && slotsPerChunk > 0 && alignment > 0 && alignment & (alignment - 1) == 0)
        self.alignment = alignment
        slotStride = (slotSize + alignment - 1) & ~(alignment - 1)
        self.slotsPerChunk = slotsPerChunk
        usedInNewestChunk = slotsPerChunk
    }

    /// Slots the size of a `cpBody`.
    static func bodies() -> ChipmunkSlab {
        ChipmunkSlab(slotSize: FlipbookChipmunkBodySize(), alignment: FlipbookChipmunkAlignment())
    }

    /// Slots the size of Chipmunk's largest shape (a polygon), so any shape fits.
    static func shapes() -> ChipmunkSlab {
        ChipmunkSlab(slotSize: FlipbookChipmunkShapeSize(), alignment: FlipbookChipmunkAlignment())
    }

    /// How many chunks the slab has taken from the system.
    var chunkCount: Int { chunks.count }

    deinit {
        assert(slotsInUse == 0, "a Chipmunk slab went away with \(slotsInUse) slots in use")
        for chunk in chunks { chunk.deallocate() }
    }

    /// A zeroed slot, as `calloc` would give it to Chipmunk.
    func allocate() -> UnsafeMutableRawPointer {
        slotsInUse += 1
        let slot: UnsafeMutableRawPointer
        if let reused = freeSlots.popLast() {
            slot = reused
        } else {
            if usedInNewestChunk == slotsPerChunk {
                // Chunks start on a cache line; slots follow one stride apart.
                chunks.append(.allocate(byteCount: slotStride * slotsPerChunk, alignment: max(alignment, 64)))
                usedInNewestChunk = 0
            }
            slot = chunks[chunks.count - 1] + usedInNewestChunk * slotStride
            usedInNewestChunk += 1
        }
        slot.initializeMemory(as: UInt8.self, repeating: 0, count: slotStride)
        return slot
    }

    /// Takes back a slot from `allocate()`, once Chipmunk is done with what was in it.
    func deallocate(_ slot: UnsafeMutableRawPointer) {
        assert(owns(slot), "a slot given back to a Chipmunk slab that did not hand it out")
        slotsInUse -= 1
        freeSlots.append(slot)
    }

    /// Whether `slot` is the start of one of this slab's slots.
    func owns(_ slot: UnsafeMutableRawPointer) -> Bool {
        chunks.contains { chunk in
            let offset = slot - chunk
            return offset >= 0 && offset < slotStride * slotsPerChunk && offset % slotStride == 0
        }
    }
}

/// Where one simulation's Chipmunk bodies and shapes live: a slab for each. A shape takes its slot from its body's
/// storage.
struct ChipmunkStorage {
    let bodies: ChipmunkSlab
    let shapes: ChipmunkSlab

    init() {
        bodies = .bodies()
        shapes = .shapes()
    }
}
