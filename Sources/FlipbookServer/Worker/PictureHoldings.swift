/// The pictures the page holds, as a worker's writer tracks them to decide which composites it may write
/// (docs/serve.md, "Browser-side compositing").
///
/// The page keeps exactly the pictures named by the last `composite` message it received, and forgets them all
/// at a still (a PNG `frame`); a moving (JPEG) frame between a drag's composites leaves them held, so a picture
/// that changed once (a whole frame went instead) does not make the next composite carry every picture again. The writer writes messages in order, so after writing a composite the page will hold what it
/// names. A composite encoded earlier may carry fewer pictures than it names, counting on ones held then; if a
/// message written since has let go of one of them, the composite is stale and must not be written. The server
/// may still drop a written composite for a newer frame, but only one that carries no picture (those that carry
/// pictures are never dropped): what such a one names was held before it, so the page holds at least this set.
struct PictureHoldings: Equatable {
    /// The pictures the page holds after the messages written so far.
    private(set) var held: Set<String> = []

    /// Whether a message naming `references` (nil: a frame, which names none; `forgets`: a still) and carrying
    /// all of them but `needs` can be written now; if so, it is taken as written.
    mutating func write(references: Set<String>?, needs: Set<String>, forgets: Bool = true) -> Bool {
        guard needs.isSubset(of: held) else { return false }
        if let references {
            held = references
        } else if forgets {
            held = []
        }
        return true
    }
}
