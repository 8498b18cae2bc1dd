import Testing
@testable import QuartzCore

/// What the emitter suites share: a particle picture and a cell that draws it.
enum EmitterTestSupport {
    /// A 4 × 4 opaque white square.
    static let dot: CGImage = CGImage(width: 4, height: 4, pixels: Array(repeating: px(255, 255, 255), count: 16))!

    /// A cell (named, if given) emitting `rate` particles a second that live `life` seconds, drawing ``dot``.
    static func cell(_ name: String? = nil, rate: Float, life: Float) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.name = name
        cell.birthRate = rate
        cell.lifetime = life
        cell.contents = dot
        return cell
    }
}
