import Foundation
import QuartzCore

// UIKit's graphics context stack: the context `UIGraphicsGetCurrentContext()` returns, which UIKit drawing
// (`UIBezierPath.fill()`, `UIColor.setFill()`, `UIImage.draw(in:)`, string drawing) draws into.
//
// As on iOS the stack is per thread. Contexts UIKit pushes are y-down with their origin at the top-left and
// one unit per point (the scale is in the CTM), made with `CGContext(uiKitSize:scale:opaque:)`.

/// One entry of a thread's context stack.
final class GraphicsContextEntry {
    /// A context made only when something first draws: the display pass pushes one of these for every view,
    /// so that a view whose `draw(_:)` draws nothing gets no bitmap at all.
    private var make: (() -> CGContext?)?
    private var made: CGContext?
    /// Whether this entry is an image context (`UIGraphicsBeginImageContextWithOptions`).
    let isImageContext: Bool
    /// Pixels per point of the bitmap, for images made from it.
    let scale: CGFloat

    init(context: CGContext, isImageContext: Bool = false, scale: CGFloat = 1) {
        made = context
        self.isImageContext = isImageContext
        self.scale = scale
    }

    init(lazy make: @escaping () -> CGContext?, isImageContext: Bool = false, scale: CGFloat) {
        self.make = make
        self.isImageContext = isImageContext
        self.scale = scale
    }

    /// The context, made now if it was deferred.
    var context: CGContext? {
        if made == nil, let make {
            made = make()
            self.make = nil
        }
        return made
    }

    /// The context if it was made, without making it.
    var contextIfMade: CGContext? { made }
}

/// The per-thread stack behind the `UIGraphics…` functions.
final class GraphicsContextStack {
    var entries: [GraphicsContextEntry] = []

    private static let key = "org.flipbook.UIGraphicsContextStack"

    /// This thread's stack.
    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    static func push(_ entry: GraphicsContextEntry) { current.entries.append(entry) }

    @discardableResult
    static func pop() -> GraphicsContextEntry? { current.entries.popLast() }

    static var top: GraphicsContextEntry? { current.entries.last }

    /// Pushes a y-down context of `size` points at `scale` for the duration of `body`, made only if `body` draws;
    /// returns it (nil when nothing drew), translated so that `origin` is at the top-left.
    static func withDeferredContext(size: CGSize, scale: CGFloat, opaque: Bool = false, origin: CGPoint = .zero,
                                    _ body: () throws -> Void) rethrows -> CGContext? {
        let entry = GraphicsContextEntry(lazy: {
            guard let context = CGContext(uiKitSize: size, scale: scale, opaque: opaque) else { return nil }
            if origin != .zero { context.translateBy(x: -origin.x, y: -origin.y) }
            return context
        }, scale: scale)
        push(entry)
        defer { pop() }
        try body()
        return entry.contextIfMade
    }
}

/// The main screen's scale: what UIKit uses for a scale of 0 and for new renderer formats.
///
/// UIKit's drawing functions are not isolated to the main actor (on iOS they work on any thread), but the screen
/// is; this reads it without an isolation check. As everywhere in UIKit, the screen must not change while
/// another thread draws.
func mainScreenScaleIfAvailable() -> CGFloat {
    let read: @MainActor () -> CGFloat = { UIScreen.main.scale }
    return unsafeBitCast(read, to: (() -> CGFloat).self)()
}

/// The context UIKit drawing goes to: the top of this thread's context stack, or nil outside drawing.
///
/// Inside `UIView.draw(_:)`, `UIGraphicsImageRenderer.image(actions:)` and after
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)` it is a y-down context in points.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.top?.context
}

/// Makes `context` the current context until ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.push(GraphicsContextEntry(context: context))
}

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``.
public func UIGraphicsPopContext() {
    GraphicsContextStack.pop()
}

/// Starts a bitmap image context of `size` points and makes it current: y-down, transparent unless `opaque`,
/// at `scale` pixels per point (0 means the main screen's scale).
///
/// Prefer ``UIGraphicsImageRenderer``; this is the older API, kept for code that still uses it. End it with
/// ``UIGraphicsEndImageContext()``. An empty size makes no context (`UIGraphicsGetCurrentContext()` is nil).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let resolvedScale = scale > 0 ? scale : mainScreenScaleIfAvailable()
    if let context = CGContext(uiKitSize: size, scale: resolvedScale, opaque: opaque) {
        GraphicsContextStack.push(GraphicsContextEntry(context: context, isImageContext: true, scale: resolvedScale))
    } else {
        GraphicsContextStack.push(GraphicsContextEntry(lazy: { nil }, isImageContext: true, scale: resolvedScale))
    }
}

/// ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` with a transparent context at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current image context holds, or nil when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.top, entry.isImageContext, let context = entry.context,
          let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: entry.scale, orientation: .up)
}

/// Ends the image context begun by ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``; does nothing when the
/// current context is not an image context.
public func UIGraphicsEndImageContext() {
    guard let entry = GraphicsContextStack.top, entry.isImageContext else { return }
    GraphicsContextStack.pop()
}

/// Fills `rect` with the current fill colour in the current context.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills `rect` using `blendMode` in the current context.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Paints a one-point frame just inside `rect` with the current *fill* colour, as UIKit does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    context.fill([
        CGRect(x: r.minX, y: r.minY, width: r.width, height: 1),
        CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
        CGRect(x: r.minX, y: r.minY + 1, width: 1, height: max(0, r.height - 2)),
        CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: max(0, r.height - 2)),
    ])
}

/// Clips the current context to `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
