// CoreGraphics for Linux: Foundation already defines CGFloat, CGPoint, CGSize and CGRect there;
// this module re-exports it and adds what Linux lacks (CGAffineTransform, CGVector, CGColor, …).
@_exported import Foundation
