import CPango
import Foundation

/// One face in a font file, as fontconfig reads it from the file's name table.
package struct FontFace: Hashable, Sendable {
    /// The file the face is in, and its index there (collections hold several).
    package var file: String
    package var index: Int
    /// "LiberationSans-Bold": the name `UIFont(name:size:)` and `CGFont(_:)` look fonts up by.
    package var postScriptName: String
    /// "Liberation Sans Bold".
    package var fullName: String
    /// "Liberation Sans": the family pango is asked for.
    package var family: String
    /// CSS-style weight (400 regular, 700 bold) and slant, which pick the face within its family.
    package var weight: Int
    package var isItalic: Bool
}

/// Fonts registered at run time (Core Text's font manager), added to the configuration pango draws with.
///
/// Registration adds a file to fontconfig as an *application font* of the text engine's configuration
/// (`FcConfigAppFontAddFile`) and tells pango's font map, so a layout asking for the family finds it. Every use of
/// fontconfig goes through the text engine's lock.
package final class FontRegistry: @unchecked Sendable {
    // Sendable because its state is touched only inside `TextEngine.shared.withLock`.
    package static let shared = FontRegistry()

    /// Why a registration was refused; the font manager turns these into its errors.
    package enum Failure: Error, Equatable {
        case fileNotFound, unrecognizedFormat, alreadyRegistered, notRegistered
    }

    /// The registered files in registration order, with their faces.
    private var files: [(path: String, faces: [FontFace])] = []
    /// Every file ever added to fontconfig.
    private var added: Set<String> = []

    private init() {}

    /// Every registered face.
    package var registeredFaces: [FontFace] {
        TextEngine.shared.withLock { files.flatMap(\.faces) }
    }

    /// Registers the fonts in a file. Refused when the file is already registered, or when one of its faces has
    /// the PostScript name of a registered face (`byName`, as registering a graphics font is).
    @discardableResult
    package func register(file path: String, byName: Bool = false) throws -> [FontFace] {
        guard FileManager.default.fileExists(atPath: path) else { throw Failure.fileNotFound }
        let faces = Self.faces(inFile: path)
        guard !faces.isEmpty else { throw Failure.unrecognizedFormat }
        let engine = TextEngine.shared
        return try engine.withLock { () in
            let names = Set(files.flatMap(\.faces).map(\.postScriptName))
            if files.contains(where: { $0.path == path })
                || (byName && faces.contains(where: { names.contains($0.postScriptName) })) {
                throw Failure.alreadyRegistered
            }
            // A file registered before and unregistered is still known to fontconfig (see `unregister`).
            if !added.contains(path) {
                guard FcConfigAppFontAddFile(engine.fontConfig, path) != 0 else { throw Failure.unrecognizedFormat }
                added.insert(path)
                engine.fontConfigurationChanged()
            }
            files.append((path, faces))
            return faces
        }
    }

    /// Unregisters a file registered with ``register(file:byName:)``; with `postScriptName`, the file registered
    /// for that face (a graphics font is unregistered by its name, wherever its data came from). Its names stop
    /// resolving; the file stays among fontconfig's application fonts, because fontconfig can only clear them all,
    /// which would free patterns pango's live fonts still point at.
    package func unregister(file path: String? = nil, postScriptName: String? = nil) throws {
        try TextEngine.shared.withLock {
            guard let position = files.firstIndex(where: { entry in
                entry.path == path || entry.faces.contains { $0.postScriptName == postScriptName }
            }) else { throw Failure.notRegistered }
            files.remove(at: position)
        }
    }

    /// The registered face a name asks for: its PostScript name, full name or family (the family's regular
    /// face, else its first), compared without case.
    package func registeredFace(named name: String) -> FontFace? {
        Self.face(named: name, in: registeredFaces)
    }

    /// The faces of the fonts the text engine draws with when nothing is registered (the DejaVu fonts).
    package var builtInFaces: [FontFace] {
        let engine = TextEngine.shared
        return engine.withLock {
            let config = engine.fontConfig ?? FcConfigGetCurrent()
            return Self.faces(in: FcConfigGetFonts(config, FcSetSystem))
        }
    }

    package static func face(named name: String, in faces: [FontFace]) -> FontFace? {
        let wanted = name.lowercased()
        if let face = faces.first(where: { $0.postScriptName.lowercased() == wanted || $0.fullName.lowercased() == wanted }) {
            return face
        }
        let family = faces.filter { $0.family.lowercased() == wanted }
        return family.first { $0.weight == 400 && !$0.isItalic } ?? family.first
    }

    /// The faces fontconfig finds in a file, read through a scratch configuration so nothing is registered.
    package static func faces(inFile path: String) -> [FontFace] {
        TextEngine.shared.withLock {
            guard let scratch = FcConfigCreate() else { return [] }
            defer { FcConfigDestroy(scratch) }
            guard FcConfigAppFontAddFile(scratch, path) != 0 else { return [] }
            return faces(in: FcConfigGetFonts(scratch, FcSetApplication))
        }
    }

    private static func faces(in set: UnsafeMutablePointer<FcFontSet>?) -> [FontFace] {
        guard let set, let fonts = set.pointee.fonts else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { position in
            guard let pattern = fonts[position] else { return nil }
            return face(of: pattern)
        }
    }

    private static func face(of pattern: OpaquePointer) -> FontFace? {
        func string(_ key: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
            return value.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
        }
        func integer(_ key: String) -> Int32? {
            var value: Int32 = 0
            return FcPatternGetInteger(pattern, key, 0, &value) == FcResultMatch ? value : nil
        }
        guard let file = string(FC_FILE), let family = string(FC_FAMILY) else { return nil }
        let postScriptName = string(FC_POSTSCRIPT_NAME) ?? family.replacingOccurrences(of: " ", with: "")
        return FontFace(file: file, index: Int(integer(FC_INDEX) ?? 0), postScriptName: postScriptName,
                        fullName: string(FC_FULLNAME) ?? family, family: family,
                        weight: Int(FcWeightToOpenType(integer(FC_WEIGHT) ?? Int32(FC_WEIGHT_REGULAR))),
                        isItalic: (integer(FC_SLANT) ?? 0) != 0)
    }
}
