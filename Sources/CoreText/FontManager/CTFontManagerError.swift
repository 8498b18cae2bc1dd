import CoreGraphics
import Foundation

/// The codes of the errors the font manager's functions report in their `CFError` out-parameter (in the
/// `kCTFontManagerErrorDomain` domain), with Apple's values.
public enum CTFontManagerError: CFIndex, Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    /// The font (a graphics font with this PostScript name, or this file) is already registered.
    case alreadyRegistered = 105
    case exceededResourceLimit = 106
    case assetNotFound = 107
    /// The font to unregister was not registered.
    case notRegistered = 201
    case inUse = 202
    case systemRequired = 203
    case registrationFailed = 301
    case missingEntitlement = 302
    case insufficientInfo = 303
    case cancelledByUser = 304
    case duplicatedName = 305
    case invalidFilePath = 306
    case unsupportedScope = 307
}

/// The domain of the font manager's errors. (`nonisolated(unsafe)`: an immutable string, which Linux does not mark Sendable.)
nonisolated(unsafe) public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"
/// The user-info key of the URLs an error is about.
nonisolated(unsafe) public let kCTFontManagerErrorFontURLsKey: CFString = "CTFontManagerErrorFontURLs"
