import Foundation

/// A source of bytes for Core Graphics: a font's data for `CGFont(_:)` (images too on Apple's platforms).
///
/// The bytes are read when the provider is made (Apple's read lazily; the difference shows only as *when* a
/// missing file is noticed: here `init?(url:)` returns nil at once). A provider made from a file remembers it, so
/// a font registered from it is registered from that file rather than from a copy.
public final class CGDataProvider: @unchecked Sendable {
    // Sendable because nothing in it changes after init.
    /// The bytes.
    package let bytes: Data
    /// The file the bytes came from, if they came from one.
    package let fileURL: URL?

    /// A provider of the bytes of `data`.
    public init?(data: CFData) {
        bytes = Data(referencing: data)
        fileURL = nil
    }

    /// A provider of a file's bytes; nil when it is not a readable file.
    public init?(url: CFURL) {
        let url = url as URL
        guard url.isFileURL, let bytes = try? Data(contentsOf: url) else { return nil }
        self.bytes = bytes
        fileURL = url
    }

    /// A provider of the bytes of the file at a path; nil when it is not readable.
    public convenience init?(filename: UnsafePointer<CChar>) {
        self.init(url: URL(fileURLWithPath: String(cString: filename)) as CFURL)
    }

    /// A copy of the provider's bytes.
    public var data: CFData? { bytes as NSData }
}
