import CoreGraphics
import Foundation

/// What every typed filter has: its output.
public protocol CIFilterProtocol: AnyObject {
    var outputImage: CIImage? { get }
}
