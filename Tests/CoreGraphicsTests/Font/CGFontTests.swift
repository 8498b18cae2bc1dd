import CoreGraphics
import Foundation
import Testing

/// CGFont and CGDataProvider: faces read by fontconfig from files and bytes, looked up by name.
@Suite struct CGFontTests {
    static let sansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    @Test func providersReadFilesAndBytes() throws {
        let url = URL(fileURLWithPath: Self.sansBold)
        let fromFile = try #require(CGDataProvider(url: url as CFURL))
        let bytes = try Data(contentsOf: url)
        #expect(fromFile.data.map { Data(referencing: $0) } == bytes)
        let fromBytes = try #require(CGDataProvider(data: bytes as CFData))
        #expect(fromBytes.data?.length == bytes.count)
        #expect(CGDataProvider(url: URL(fileURLWithPath: "/nonexistent") as CFURL) == nil)
        #expect(Self.sansBold.withCString { CGDataProvider(filename: $0) } != nil)
    }

    @Test func fontsFromProvidersKnowTheirNames() throws {
        let url = URL(fileURLWithPath: Self.sansBold)
        for provider in [CGDataProvider(url: url as CFURL), CGDataProvider(data: try Data(contentsOf: url) as CFData)] {
            let provider = try #require(provider)
            let font = try #require(CGFont(provider))
            #expect(font.postScriptName as String? == "DejaVuSans-Bold")
            #expect(font.fullName as String? == "DejaVu Sans Bold")
            #expect(font.face.family == "DejaVu Sans" && font.face.weight == 700)
        }
        let zeros = try #require(CGDataProvider(data: Data(count: 64) as CFData))
        #expect(CGFont(zeros) == nil)
    }

    @Test func fontsByName() {
        #expect(CGFont("DejaVuSerif-Bold" as CFString)?.fullName as String? == "DejaVu Serif Bold")
        #expect(CGFont("DejaVu Sans Mono" as CFString)?.postScriptName as String? == "DejaVuSansMono")
        #expect(CGFont("NoSuchFont-Regular" as CFString) == nil)
    }
}
