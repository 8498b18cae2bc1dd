@testable import CoreGraphics

/// A transparent y-up bitmap context of the given size (Quartz's coordinates: origin bottom-left).
func makeBitmapContext(width: Int, height: Int) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(),
              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

let opaqueRed = RGBA8(r: 255, g: 0, b: 0, a: 255)
let opaqueBlue = RGBA8(r: 0, g: 0, b: 255, a: 255)
let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)
