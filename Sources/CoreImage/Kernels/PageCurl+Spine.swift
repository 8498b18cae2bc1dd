import CoreGraphics
import Foundation

/// A page bound at its spine and turned over it, as the right-hand page of an open book is turned forward
/// (`UIPageViewController(.pageCurl)` with spine `.mid`): the same cylinder mapping (``PageCurl/hit(_:)``), with
/// the page's far edge held at the spine and its lifted edge sweeping across the spine onto the other side.
///
/// With L the page's length across the spine (the distance from the spine to the lifted edge), t the progress and
/// R₀ the radius given:
/// - the cylinder's radius is R(t) = R₀·sin(πt): the page lies flat before the turn and lands flat after it;
/// - the axis lies a(t) = (1 − t)·L − πR(t)/2 from the spine toward the lifted edge: it starts at the lifted edge,
///   sweeps across the page and ends at the spine.
///
/// The flap past the cylinder lies back at 2a + πR − s for the page point s from the spine, so the lifted edge
/// lies at (1 − 2t)·L: it sweeps linearly from the page's outer edge over the spine to the outer edge of the other
/// side. The front shows over [0, (1 − 2t)·L] — its width shrinks to zero half way, where the page stands on
/// the spine — and the back over [(1 − 2t)·L, a], growing past the spine onto the other side after half way; at
/// t = 1 the back lies on the other side, mirrored about the spine (s ↦ −s). Output points on the other side
/// fall outside the page unless the flap covers them, so a canvas spanning both sides draws the whole turn.
extension PageCurl {
    /// The turn of `page` over its spine at `progress` (0…1). `angle` is the direction the fold travels, as for
    /// ``init(page:angle:radius:time:)``: the page lifts at the edge against it and the spine is the edge it
    /// travels toward (π turns a right-hand page leftwards, 0 a left-hand page rightwards).
    package static func overSpine(page: CGRect, angle: Double, radius: Double, progress: Double) -> PageCurl {
        let t = min(max(progress, 0), 1)
        var curl = PageCurl(page: page, angle: angle, radius: radius * sin(Double.pi * t), time: t)
        let (lo, hi) = curl.span
        curl.fixedAxis = lo + spineAxis(length: hi - lo, radius: curl.radius, progress: t)
        return curl
    }

    /// a(t): the axis's distance from the spine toward the lifted edge, for a page `length` long whose cylinder
    /// has `radius` at `progress`.
    package static func spineAxis(length: Double, radius: Double, progress: Double) -> Double {
        (1 - progress) * length - Double.pi * radius / 2
    }

    /// Where the lifted edge lies at `progress`, from the spine toward the page's side (negative: past the spine,
    /// on the other side): (1 − 2t)·L.
    package static func spineTurnEdge(length: Double, progress: Double) -> Double {
        (1 - 2 * progress) * length
    }
}
