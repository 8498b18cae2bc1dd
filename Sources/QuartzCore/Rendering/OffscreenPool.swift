import CoreGraphics

/// Transparent bitmaps for flattening layers in perspective, reused by pixel size. Each is handed out cleared,
/// in a saved graphics state whose user space is its pixels (y down), and restored when given back.
///
/// The pool keeps what the last frame used and nothing older: at a frame's end (``endFrame()``) a bitmap that no
/// drawing of that frame gave back is freed. A card turning at a fixed size reuses its bitmap every frame; a layer
/// whose size changes every frame (a snapshot shrinking in perspective) needs a new one every frame, and keeping
/// the old sizes would only hold memory — before session 11 the pool kept up to 64 MiB of them until its owner
/// dropped the renderer, so a simulator session kept more with every new size while it stayed busy.
final class OffscreenPool {
    private struct Kept {
        let context: CGContext
        /// The frame in which the bitmap was given back.
        let frame: Int
    }

    private var free: [Kept] = []
    private var frame = 0
    /// At most this many bytes are kept, even within a frame.
    private let keptBytes = 64 << 20
    /// Bytes of the bitmaps kept for reuse now (at most 64 MiB, and only what the last frame gave back).
    var freeBytes: Int { free.reduce(0) { $0 + $1.context.bytesPerRow * $1.context.height } }
    /// Bitmaps kept for reuse now.
    var freeCount: Int { free.count }

    /// A cleared bitmap; with `covered` (pixels the caller's drawing will paint opaquely everywhere except
    /// within `cornerRadius` of its corners), a reused bitmap is cleared only outside that.
    func acquire(width: Int, height: Int, covered: CGRect = .null, cornerRadius: Double = 0) -> CGContext? {
        guard width > 0, height > 0 else { return nil }
        // Any kept bitmap a little larger will do: a turning layer's size in pixels wobbles from frame to frame.
        if let index = free.firstIndex(where: {
            $0.context.width >= width && $0.context.height >= height
                && $0.context.width <= width + 32 && $0.context.height <= height + 32
        }) {
            let context = free.remove(at: index).context
            context.saveGState()
            let all = CGRect(x: 0, y: 0, width: context.width, height: context.height)
            let inner = covered.insetBy(dx: 2, dy: 2).integral.intersection(all)
            if inner.isNull || inner.width < 1 || inner.height < 1 {
                context.clear(all)
            } else {
                // The frame round the inner rectangle, then the corners' squares.
                context.clear(CGRect(x: 0, y: 0, width: all.width, height: inner.minY))
                context.clear(CGRect(x: 0, y: inner.maxY, width: all.width, height: all.maxY - inner.maxY))
                context.clear(CGRect(x: 0, y: inner.minY, width: inner.minX, height: inner.height))
                context.clear(CGRect(x: inner.maxX, y: inner.minY, width: all.maxX - inner.maxX, height: inner.height))
                let r = CGFloat((cornerRadius + 2).rounded(.up))
                if cornerRadius > 0 {
                    for x in [inner.minX, inner.maxX - r] {
                        for y in [inner.minY, inner.maxY - r] { context.clear(CGRect(x: x, y: y, width: r, height: r)) }
                    }
                }
            }
            return context
        }
        guard let context = CGContext(uiKitSize: CGSize(width: width + 8, height: height + 8), scale: 1) else { return nil }
        context.saveGState()
        return context
    }

    func release(_ context: CGContext) {
        context.restoreGState()
        free.append(Kept(context: context, frame: frame))
        var bytes = freeBytes
        while bytes > keptBytes, !free.isEmpty {
            let dropped = free.removeFirst().context
            bytes -= dropped.bytesPerRow * dropped.height
        }
    }

    /// Ends a frame: the bitmaps given back before it began are freed, so what is kept for the next frame is what
    /// this one used.
    func endFrame() {
        free.removeAll { $0.frame != frame }
        frame &+= 1
    }
}
