import Foundation

// Core Foundation's object types as Apple's CoreGraphics and CoreText signatures name them. Linux's Foundation
// declares none of them (and its CoreFoundation module does not bridge), so each is its toll-free Foundation
// partner here: ported code keeps `data as CFData`, `url as CFURL`, `"Name" as CFString`,
// `Unmanaged<CFError>?` out-parameters and `error.takeUnretainedValue() as Error` unchanged. (Importing
// Linux's `CoreFoundation` module beside UIKit makes these names ambiguous; iOS code has no reason to.)

/// Core Foundation's byte buffer: `NSData` (toll-free bridged on Apple's platforms too).
public typealias CFData = NSData
/// Core Foundation's string: `NSString`.
public typealias CFString = NSString
/// Core Foundation's URL: `NSURL`.
public typealias CFURL = NSURL
/// Core Foundation's error, which Core Text's out-parameters carry: `NSError`.
public typealias CFError = NSError
/// Core Foundation's signed index and count type.
public typealias CFIndex = Int

/// The error's code (for a font manager error, a `CTFontManagerError` raw value).
public func CFErrorGetCode(_ err: CFError) -> CFIndex { err.code }
/// The error's domain, such as `kCTFontManagerErrorDomain`.
public func CFErrorGetDomain(_ err: CFError) -> CFString { err.domain as CFString }
/// A description of the error for a person to read.
public func CFErrorCopyDescription(_ err: CFError) -> CFString { err.localizedDescription as CFString }
