import Testing
@testable import UIKit

/// The slabs Chipmunk's bodies and shapes live in (`ChipmunkSlab`): slots in order, zeroed, reused, and given back
/// by every wrapper, so a world's bodies lie together and nothing leaks.
@MainActor
@Suite("Chipmunk slabs")
struct ChipmunkSlabTests {
    @Test("slots come one stride apart in a chunk, zeroed, and a given-back slot is reused first")
    func slotsInOrder() {
        let slab = ChipmunkSlab(slotSize: 20, alignment: 8, slotsPerChunk: 4)
        #expect(slab.slotStride == 24)
        let first = slab.allocate()
        let second = slab.allocate()
        #expect(second - first == 24)
        #expect(slab.slotsInUse == 2)

        second.storeBytes(of: UInt64.max, as: UInt64.self)
        slab.deallocate(second)
        #expect(slab.slotsInUse == 1)
        let again = slab.allocate()
        #expect(again == second)
        #expect(again.load(as: UInt64.self) == 0, "a reused slot is zeroed, as calloc's memory is")

        slab.deallocate(first)
        slab.deallocate(again)
        #expect(slab.slotsInUse == 0)
    }

    @Test("a full chunk is followed by a new one; slots of other slabs and inner addresses are not its own")
    func chunks() {
        let slab = ChipmunkSlab(slotSize: 16, alignment: 16, slotsPerChunk: 3)
        #expect(slab.chunkCount == 0, "no memory until the first slot")
        let slots = (0..<4).map { _ in slab.allocate() }
        #expect(slab.chunkCount == 2)
        #expect(slots.allSatisfy(slab.owns))
        #expect(!slab.owns(slots[0] + 8))
        let other = ChipmunkSlab(slotSize: 16, alignment: 16, slotsPerChunk: 3)
        let foreign = other.allocate()
        #expect(!slab.owns(foreign))
        other.deallocate(foreign)
        for slot in slots { slab.deallocate(slot) }
    }

    @Test("the slabs fit Chipmunk's structs")
    func sizes() {
        let storage = ChipmunkStorage()
        // cpBody is 272 bytes and cpPolyShape 600 on 64-bit Chipmunk 7.0.3; a slot is never smaller.
        #expect(storage.bodies.slotStride >= 272)
        #expect(storage.shapes.slotStride >= 600)
        #expect(storage.bodies.slotStride % 8 == 0 && storage.shapes.slotStride % 8 == 0)
    }

    @Test("bodies and shapes made one after another lie one slot apart, and give their slots back")
    func wrappersUseTheirStorage() {
        let storage = ChipmunkStorage()
        var bodies = (0..<3).map { _ in ChipmunkBody(in: storage) }
        let addresses = bodies.map { UnsafeMutableRawPointer($0.pointer) }
        #expect(addresses[1] - addresses[0] == storage.bodies.slotStride)
        #expect(addresses[2] - addresses[1] == storage.bodies.slotStride)

        let square = [Vector2(-10, -10), Vector2(10, -10), Vector2(10, 10), Vector2(-10, 10)]
        // A 32-sided polygon keeps its vertices outside the slot (Chipmunk allocates past six); that memory goes
        // with the shape too.
        let ellipse = (0..<32).map { i in
            Vector2(20 * cos(Double(i) / 32 * 2 * .pi), 10 * sin(Double(i) / 32 * 2 * .pi))
        }
        var shapes = [
            ChipmunkShape.polygon(on: bodies[0], vertices: square),
            ChipmunkShape.polygon(on: bodies[1], vertices: ellipse),
            ChipmunkShape.circle(on: bodies[2], radius: 5),
            ChipmunkShape.segment(on: bodies[2], from: Vector2(0, 0), to: Vector2(10, 0), radius: 1),
        ]
        #expect(UnsafeMutableRawPointer(shapes[1].pointer) - UnsafeMutableRawPointer(shapes[0].pointer)
            == storage.shapes.slotStride)
        shapes[1].density = 1
        var space: ChipmunkSpace? = ChipmunkSpace()
        space?.add(bodies[1])
        space?.add(shapes[1])
        // An ellipse of semi-axes 20 and 10 is 628 pt²; the 32-gon inside it a little less.
        #expect(bodies[1].mass > 600 && bodies[1].mass < 628, "the polygon set up in its slot is a working shape")
        #expect(storage.bodies.slotsInUse == 3 && storage.shapes.slotsInUse == 4)

        space = nil
        shapes.removeAll()
        bodies.removeAll()
        #expect(storage.bodies.slotsInUse == 0 && storage.shapes.slotsInUse == 0)
    }

    @Test("a world's item bodies take slots as items join and give them back as they leave")
    func worldStorage() {
        let world = DynamicsWorld(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(world.storage.bodies.slotsInUse == 1, "the static body of anchors and boundaries")
        let items = (0..<3).map { TestItem(center: CGPoint(x: 60 + 110 * $0, y: 100)) }
        let gravity = UIGravityBehavior(items: items)
        world.rebuild(from: [gravity])
        #expect(world.storage.bodies.slotsInUse == 4)
        #expect(world.storage.shapes.slotsInUse == 3)
        let first = UnsafeMutableRawPointer(world.bodies[0].body.pointer)
        let last = UnsafeMutableRawPointer(world.bodies[2].body.pointer)
        #expect(last - first == 2 * world.storage.bodies.slotStride, "items that join together lie together")

        // Chipmunk moves bodies with the velocity they had before the step: the second step moves them.
        world.step()
        world.step()
        #expect(items[0].center == CGPoint(x: 60, y: 100), "not yet written back")
        world.writeBack()
        #expect(items[0].center.y > 100)
        #expect(world.bodies[0].body.mass == 1, "100 × 100 pt at density 1 (§9)")

        gravity.removeItem(items[1])
        world.rebuild(from: [gravity])
        #expect(world.storage.bodies.slotsInUse == 3)
        #expect(world.storage.shapes.slotsInUse == 2)
    }
}
