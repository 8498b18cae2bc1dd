import CoreGraphics
import CoreText
import Foundation
import Testing

/// Core Text's font manager: registration through fontconfig, and Apple's errors in the CFError out-parameter.
/// Uses Liberation Mono (Debian's fonts-liberation2, installed by `make deps`); other suites register other
/// Liberation faces, so registrations here cannot collide with theirs.
@Suite(.serialized) struct CTFontManagerTests {
    static let folder = "/usr/share/fonts/truetype/liberation2/"

    @Test func graphicsFontFromBytesRegistersOnceAndUnregisters() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "LiberationMono-Regular.ttf"))
        let provider = try #require(CGDataProvider(data: data as CFData))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName as String? == "LiberationMono")
        #expect(font.fullName as String? == "Liberation Mono")
        #expect(!FontRegistry.shared.registeredFaces.contains { $0.postScriptName == "LiberationMono" })

        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(error == nil)
        #expect(FontRegistry.shared.registeredFace(named: "LiberationMono")?.family == "Liberation Mono")

        // The same PostScript name again, even from a fresh CGFont: already registered.
        let againProvider = try #require(CGDataProvider(data: data as CFData))
        let again = try #require(CGFont(againProvider))
        #expect(!CTFontManagerRegisterGraphicsFont(again, &error))
        let failure = try #require(error).takeRetainedValue()
        #expect(CFErrorGetCode(failure) == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(CFErrorGetDomain(failure) as String == kCTFontManagerErrorDomain as String)
        let swiftError = failure as Error as NSError
        #expect(swiftError.code == 105 && swiftError.domain == "com.apple.CoreText.CTFontManagerErrorDomain")

        error = nil
        #expect(CTFontManagerUnregisterGraphicsFont(font, &error))
        #expect(FontRegistry.shared.registeredFace(named: "LiberationMono") == nil)
        #expect(!CTFontManagerUnregisterGraphicsFont(font, &error))
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == CTFontManagerError.notRegistered.rawValue)
        // A nil error pointer is allowed, as on Apple's platforms.
        #expect(!CTFontManagerUnregisterGraphicsFont(font, nil))
    }

    @Test func fontsForURLRegisterTheFileOnce() throws {
        let url = URL(fileURLWithPath: Self.folder + "LiberationMono-Bold.ttf")
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        let face = try #require(FontRegistry.shared.registeredFace(named: "LiberationMono-Bold"))
        #expect(face.family == "Liberation Mono" && face.weight == 700 && !face.isItalic)

        #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        let failure = try #require(error).takeRetainedValue()
        #expect(CFErrorGetCode(failure) == CTFontManagerError.alreadyRegistered.rawValue)
        #expect((failure.userInfo[kCTFontManagerErrorFontURLsKey as String] as? [URL]) == [url])

        #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil))
        #expect(FontRegistry.shared.registeredFace(named: "LiberationMono-Bold") == nil)
        error = nil
        #expect(!CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error))
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == CTFontManagerError.notRegistered.rawValue)
    }

    @Test func missingFilesAndNonFontsAreRefused() throws {
        var error: Unmanaged<CFError>?
        let missing = URL(fileURLWithPath: "/nonexistent/Font.ttf")
        #expect(!CTFontManagerRegisterFontsForURL(missing as CFURL, .process, &error))
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == CTFontManagerError.fileNotFound.rawValue)

        let text = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID()).ttf")
        try Data("hello".utf8).write(to: text)
        defer { try? FileManager.default.removeItem(at: text) }
        error = nil
        #expect(!CTFontManagerRegisterFontsForURL(text as CFURL, .process, &error))
        #expect(error.map { CFErrorGetCode($0.takeRetainedValue()) } == CTFontManagerError.unrecognizedFormat.rawValue)
        let notAFont = try #require(CGDataProvider(data: Data("hello".utf8) as CFData))
        #expect(CGFont(notAFont) == nil)
    }

    @Test func scopesAndErrorCodesHaveApplesValues() {
        #expect(CTFontManagerScope.process.rawValue == 1 && CTFontManagerScope.user == .persistent)
        #expect(CTFontManagerError.fileNotFound.rawValue == 101 && CTFontManagerError.unrecognizedFormat.rawValue == 103)
        #expect(CTFontManagerError.notRegistered.rawValue == 201 && CTFontManagerError.unsupportedScope.rawValue == 307)
    }
}
