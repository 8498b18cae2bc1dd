/// Where alpha sits in a pixel and whether colour is premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    /// RGBA with colour premultiplied by alpha.
    case premultipliedLast = 1
    /// ARGB with colour premultiplied by alpha: what Flipbook's images and contexts hold (cairo's ARGB32).
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    /// RGBX: opaque, with an ignored fourth byte.
    case noneSkipLast = 5
    /// XRGB: opaque, with an ignored first byte (cairo's RGB24).
    case noneSkipFirst = 6
    case alphaOnly = 7
}
