import CoreGraphics
import Foundation

// Core Text's font manager: the functions an app calls to make the fonts it carries usable by name
// (`UIFont(name:size:)`), as iOS apps and libraries with bundled fonts do at launch. Registered fonts are added to
// the fontconfig configuration pango draws Flipbook's text with (`FontRegistry` in CoreGraphics).
//
// As on Apple's platforms each function returns whether it succeeded and, when it did not and `error` is not
// nil, stores a retained `CFError` in `kCTFontManagerErrorDomain` whose code is a `CTFontManagerError`.

/// Registers a font made with `CGFont(_:)` for this process. Fails with `.alreadyRegistered` when a font with its
/// PostScript name is registered.
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    fontManagerResult(error, urls: []) { try FontRegistry.shared.register(file: font.face.file, byName: true) }
}

/// Unregisters a font registered with `CTFontManagerRegisterGraphicsFont(_:_:)` (`.notRegistered` if it was not).
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    fontManagerResult(error, urls: []) { try FontRegistry.shared.unregister(postScriptName: font.face.postScriptName) }
}

/// Registers every font in a file. Fails with `.fileNotFound`, `.unrecognizedFormat` (not a font), or
/// `.alreadyRegistered` (the file is registered). Every scope means this process here (see `CTFontManagerScope`).
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let url = fontURL as URL
    return fontManagerResult(error, urls: [url]) {
        guard url.isFileURL else { throw FontRegistry.Failure.fileNotFound }
        try FontRegistry.shared.register(file: url.standardizedFileURL.path)
    }
}

/// Unregisters the fonts of a file registered with `CTFontManagerRegisterFontsForURL(_:_:_:)`.
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let url = fontURL as URL
    return fontManagerResult(error, urls: [url]) {
        try FontRegistry.shared.unregister(file: url.standardizedFileURL.path)
    }
}

/// Runs a registration step and reports its failure the way Core Text does.
private func fontManagerResult(_ out: UnsafeMutablePointer<Unmanaged<CFError>?>?, urls: [URL],
                               _ body: () throws -> Void) -> Bool {
    do {
        try body()
        return true
    } catch {
        let code: CTFontManagerError
        switch error as? FontRegistry.Failure {
        case .fileNotFound: code = .fileNotFound
        case .alreadyRegistered: code = .alreadyRegistered
        case .notRegistered: code = .notRegistered
        case .unrecognizedFormat, nil: code = .unrecognizedFormat
        }
        out?.pointee = Unmanaged.passRetained(fontManagerError(code, urls: urls))
        return false
    }
}

/// The error Core Text reports for a code, with the URLs it is about (Apple's descriptions are not documented;
/// these say the same thing).
func fontManagerError(_ code: CTFontManagerError, urls: [URL]) -> CFError {
    let description: String
    switch code {
    case .fileNotFound: description = "The file could not be found."
    case .alreadyRegistered: description = "The font is already registered in the specified scope."
    case .notRegistered: description = "The font is not registered in the specified scope."
    default: description = "The file is not a recognized or supported font file."
    }
    var info: [String: Any] = [NSLocalizedDescriptionKey: description]
    if !urls.isEmpty { info[kCTFontManagerErrorFontURLsKey as String] = urls }
    return NSError(domain: kCTFontManagerErrorDomain as String, code: code.rawValue, userInfo: info)
}
