import CYUV420
import Foundation
import UIKit

/// One frame as H.264 wants it: 8-bit `yuv420p` planes (Y at full size, then U and V at half size each way), BT.601
/// limited range, its width and height rounded up to even (a padded column or row is black).
///
/// The MP4 export converts each rendered frame to this on the render workers (``ParallelRasterizer``), so ffmpeg
/// reads 1.5 bytes a pixel instead of 4 and runs no conversion of its own: all of its time goes to x264.
package final class YUV420Picture: @unchecked Sendable {
    /// The planes' size: the frame's, rounded up to even.
    package let width: Int
    package let height: Int
    /// Y, then U, then V, without padding between rows: what ffmpeg's `-f rawvideo -pix_fmt yuv420p` reads.
    package let bytes: [UInt8]

    /// Converts `image` (opaque ARGB32 words, as the renderer makes them).
    package convenience init(_ image: CGImage) {
        let (width, height) = ((image.width + 1) & ~1, (image.height + 1) & ~1)
        let bytes = [UInt8](unsafeUninitializedCapacity: Self.byteCount(width: width, height: height)) { buffer, count in
            image.withUnsafePixelBytes { pixels, bytesPerRow in
                Self.convert(argb32: pixels.baseAddress!, width: image.width, height: image.height,
                             bytesPerRow: bytesPerRow, into: buffer.baseAddress!)
            }
            count = buffer.count
        }
        self.init(width: width, height: height, bytes: bytes)
    }

    package init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width % 2 == 0 && height % 2 == 0 && bytes.count == Self.byteCount(width: width, height: height))
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The bytes of a `yuv420p` picture of an even `width` × `height`.
    package static func byteCount(width: Int, height: Int) -> Int { width * height * 3 / 2 }
}

extension YUV420Picture {
    /// Converts `width` × `height` pixels of native-endian ARGB32 words (alpha ignored: frames are opaque) into
    /// `yuv420p` planes of the size rounded up to even, padded with black: what ffmpeg 5.1's swscale makes of the
    /// same frame read as `bgra` (BT.601, limited range), with chroma taken from each 2 × 2 block's mean.
    ///
    /// Luma is swscale's to the bit: its fixed-point coefficients (`0.299·219/255·2¹⁵` …, as
    /// `fill_rgb2yuv_table` derives them) and its two roundings (to 1/64, then to an integer), checked against
    /// ffmpeg on every value (`YUV420PictureTests`). Chroma is centred between the block's four pixels, as swscale's
    /// default siting for this conversion (`get_local_pos`: 128/256 in both directions); swscale's default bicubic
    /// filter reaches beyond the block and its `neighbor` mode (what the export asked ffmpeg for before) takes
    /// only the block's lower row, so both differ from the mean by a little on edges (PSNR ≥ 45 dB on the demos).
    ///
    /// A pure function over memory, in C (`CYUV420`): the compiler vectorises its loops for AVX2 and for the
    /// x86-64 baseline, and the CPU's features pick one when the program loads. In the export's profiles it takes
    /// about a third of the CPU time of the Swift conversion it replaced (built for the baseline alone). The tests
    /// keep that Swift conversion as the reference and compare the two byte for byte (`YUV420PictureTests`).
    package static func convert(argb32 source: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int,
                                into planes: UnsafeMutablePointer<UInt8>) {
        cyuv420_convert_argb32(source, width, height, bytesPerRow, planes)
    }
}
