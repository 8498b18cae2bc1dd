import CoreGraphics
import Foundation

/// The inputs every transition filter shares.
public protocol CITransitionFilter: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var targetImage: CIImage? { get set }
    var time: Float { get set }
}
