// Core Image for Linux: images as lazy recipes of filters, evaluated on the CPU by `CIContext`.
//
// Working space (a decision): pixels are premultiplied RGBA floats holding the sRGB-encoded values of the input
// images, as with `CIContext(options: [.workingColorSpace: NSNull()])` on Apple. Apple's default context works in
// linear light instead; Flipbook's single output space is sRGB and the GPUImage-era transitions it ports mix
// encoded values, so filters here mix encoded values too. Coordinates are Core Image's: origin at the bottom-left,
// y up, one unit per pixel, pixel (i, j) covering [i, i+1) × [j, j+1).
@_exported import CoreGraphics
