@_implementationOnly import CChipmunk

/// Two shapes touching, as Chipmunk reports them to the space's contact callbacks: the shapes by their tags.
struct ChipmunkContact: Sendable {
    let tagA: Int
    let tagB: Int
    /// The first contact point on shape A's surface, when Chipmunk has one (a separation may have none).
    let point: Vector2?
}

extension ChipmunkSpace {
    /// Routes every pair's begin and separate events to `contactBegan` / `contactEnded` while `reportsContacts` is
    /// on; otherwise every pair collides and nothing calls into Swift, which keeps big piles fast.
    ///
    /// The C callbacks can't capture; they find the space through the handler's user data (unretained: the handler
    /// lives inside the space) and the shapes through theirs. Steps only ever run on the main actor, so the
    /// callbacks assume it.
    func installContactHandler(reporting: Bool) {
        let handler = cpSpaceAddDefaultCollisionHandler(pointer)!
        handler.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
        guard reporting else {
            handler.pointee.beginFunc = { _, _, _ in 1 }
            handler.pointee.separateFunc = { _, _, _ in }
            return
        }
        handler.pointee.beginFunc = { arbiter, _, userData in
            guard let arbiter, let userData, let contact = ChipmunkContact(arbiter) else { return 1 }
            let space = Unmanaged<ChipmunkSpace>.fromOpaque(userData).takeUnretainedValue()
            guard let began = space.contactBegan else { return 1 }
            let accepted = MainActor.assumeIsolated { began(contact) }
            return accepted ? 1 : 0
        }
        handler.pointee.separateFunc = { arbiter, _, userData in
            guard let arbiter, let userData, let contact = ChipmunkContact(arbiter) else { return }
            let space = Unmanaged<ChipmunkSpace>.fromOpaque(userData).takeUnretainedValue()
            guard let ended = space.contactEnded else { return }
            MainActor.assumeIsolated { ended(contact) }
        }
    }
}

extension ChipmunkContact {
    fileprivate init?(_ arbiter: OpaquePointer) {
        var a: OpaquePointer?
        var b: OpaquePointer?
        cpArbiterGetShapes(arbiter, &a, &b)
        guard let a, let b, let shapeA = ChipmunkShape.owner(of: a), let shapeB = ChipmunkShape.owner(of: b) else {
            return nil
        }
        tagA = shapeA.tag
        tagB = shapeB.tag
        point = cpArbiterGetCount(arbiter) > 0 ? Vector2(cpArbiterGetPointA(arbiter, 0)) : nil
    }
}
