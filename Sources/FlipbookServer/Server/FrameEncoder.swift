import Flipbook
import Foundation

/// JPEG (libjpeg-turbo) or PNG, wrapped as a binary frame message.
public enum FrameEncoder {
    public static func encode(_ frame: LiveSession.FrameToSend, jpegQuality: Double) -> Data? {
        let bytes: Data?
        switch frame.format {
        case .jpeg: bytes = frame.image.jpegData(compressionQuality: jpegQuality)
        case .png: bytes = frame.image.pngData()
        }
        guard let bytes else { return nil }
        return BinaryMessage(header: frame.header, payload: bytes).encoded()
    }

    /// A frame split into planes (``LiveSession/FrameToSend/planes``) as a `composite` message carrying the
    /// pictures not in `held`, which then holds what the message names (as the page will); a frame without planes
    /// as ``encode(_:jpegQuality:)`` does, forgetting what was held after a still. For benchmarks of the path
    /// a worker's ``FrameWriter`` takes.
    package static func encode(_ frame: LiveSession.FrameToSend, jpegQuality: Double, held: inout Set<String>) -> Data? {
        guard let planes = frame.planes else {
            if frame.format == .png { held = [] }
            return encode(frame, jpegQuality: jpegQuality)
        }
        guard let composite = CompositeEncoding.encode(planes, held: held, quality: jpegQuality) else { return nil }
        held = composite.references
        return BinaryMessage(header: frame.header, payload: composite.payload).encoded()
    }
}
