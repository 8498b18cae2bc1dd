import Foundation

/// A font's face, independent of size: what an app hands Core Text's font manager to register a font it
/// carries (`CTFontManagerRegisterGraphicsFont(_:_:)`), after which `UIFont(name:size:)` finds it by its
/// PostScript name.
///
/// The data is read by fontconfig, which Flipbook's text (pango) draws with. A face made from bytes in memory is
/// written once to a private temporary file, because fontconfig registers files.
public final class CGFont: @unchecked Sendable {
    // Sendable because nothing in it changes after init.
    /// The face as the text engine knows it (the first, for a font collection).
    package let face: FontFace

    package init(face: FontFace) {
        self.face = face
    }

    /// The font in a data provider's bytes (TrueType, OpenType or a collection's first face); nil when the bytes
    /// are not a font.
    public convenience init?(_ provider: CGDataProvider) {
        let path: String
        if let file = provider.fileURL {
            path = file.path
        } else {
            guard let written = Self.temporaryFile(for: provider.bytes) else { return nil }
            path = written
        }
        guard let face = FontRegistry.faces(inFile: path).first else { return nil }
        self.init(face: face)
    }

    /// A font installed on the machine or registered by the app, by PostScript or full name; nil when there is
    /// none. (On Linux the installed fonts are the DejaVu faces the text engine draws with, not iOS's fonts.)
    public convenience init?(_ name: CFString) {
        let name = name as String
        guard let face = FontRegistry.shared.registeredFace(named: name)
                ?? FontRegistry.shared.builtInFaces.first(where: {
                    $0.postScriptName.caseInsensitiveCompare(name) == .orderedSame
                        || $0.fullName.caseInsensitiveCompare(name) == .orderedSame
                }) else { return nil }
        self.init(face: face)
    }

    /// The PostScript name, such as "LiberationSans-Bold".
    public var postScriptName: CFString? { face.postScriptName as CFString }
    /// The full name, such as "Liberation Sans Bold".
    public var fullName: CFString? { face.fullName as CFString }

    /// Bytes already written, by their contents, so one font made twice is one file.
    nonisolated(unsafe) private static var written: [Data: String] = [:]
    private static let lock = NSLock()

    private static func temporaryFile(for bytes: Data) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let path = written[bytes] { return path }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-fonts-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("font-\(written.count).ttf")
        guard (try? bytes.write(to: file)) != nil else { return nil }
        written[bytes] = file.path
        return file.path
    }
}
