import Foundation
import QuartzCore

/// Horizontal alignment of text, with iOS's raw values.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// The script's natural alignment: left, as Flipbook lays out left-to-right text only.
    case natural = 4
}
