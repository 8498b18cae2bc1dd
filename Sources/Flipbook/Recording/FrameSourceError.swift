import Foundation
import UIKit

/// Why a frame could not be made.
public struct FrameSourceError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
