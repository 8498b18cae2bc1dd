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
}
