import CoreGraphics
@testable import CoreImage
import Testing

@Suite struct CIFilterTests {
    @Test func unknownNameIsNil() {
        #expect(CIFilter(name: "CINoSuchFilter") == nil)
        #expect(CIFilter(name: "CIGaussianBlur") != nil)
    }

    @Test func defaultsKeysAndAttributes() throws {
        let filter = try #require(CIFilter(name: "CIPixellate"))
        #expect(filter.name == "CIPixellate")
        #expect(filter.inputKeys == ["inputImage", "inputCenter", "inputScale"])
        #expect(filter.value(forKey: kCIInputScaleKey) as? Double == 8)
        #expect(filter.value(forKey: kCIInputCenterKey) as? CIVector == CIVector(x: 150, y: 150))
        #expect(filter.outputImage == nil)   // no input image yet
        let attributes = filter.attributes
        #expect(attributes[kCIAttributeFilterName] as? String == "CIPixellate")
        #expect((attributes[kCIInputScaleKey] as? [String: Any])?[kCIAttributeClass] as? String == "NSNumber")
        #expect(CIFilter.filterNames(inCategory: kCICategoryTransition).contains("CIPageCurlTransition"))
    }

    @Test func numbersOfAnySwiftTypeAreAccepted() throws {
        let filter = try #require(CIFilter(name: "CIGaussianBlur"))
        filter.setValue(3, forKey: kCIInputRadiusKey)
        filter.setValue(Float(2.5), forKey: kCIInputRadiusKey)
        filter.setValue(CGFloat(4), forKey: kCIInputRadiusKey)
        #expect(filter.value(forKey: kCIInputRadiusKey) as? CGFloat == 4)
        filter.setValue(nil, forKey: kCIInputRadiusKey)
        #expect(filter.value(forKey: kCIInputRadiusKey) == nil)
    }

    @Test func typedFiltersForwardToKeys() {
        let filter = CIFilter.pixellate()
        filter.scale = 12
        filter.center = CGPoint(x: 3, y: 4)
        #expect(filter.value(forKey: kCIInputScaleKey) as? Double == 12)
        #expect(filter.value(forKey: kCIInputCenterKey) as? CIVector == CIVector(x: 3, y: 4))
        let dissolve = CIFilter.dissolveTransition()
        dissolve.time = 0.25
        #expect(dissolve.value(forKey: kCIInputTimeKey) as? Double == 0.25)
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = CIImage(cgImage: testPicture())
        blur.radius = 2
        #expect(blur.outputImage?.extent == CGRect(x: -6, y: -6, width: 60, height: 48))
    }

    @Test func wrongClassTrapsWhereTheValueIsSet() async {
        await #expect(processExitsWith: .failure) {
            CIFilter(name: "CIGaussianBlur")!.setValue("ten", forKey: kCIInputRadiusKey)
        }
        await #expect(processExitsWith: .failure) {
            CIFilter(name: "CIPixellate")!.setValue(CGPoint(x: 1, y: 2), forKey: kCIInputCenterKey)
        }
    }

    @Test func unknownKeyTrapsAsKeyValueCodingDoes() async {
        await #expect(processExitsWith: .failure) {
            CIFilter(name: "CIColorControls")!.setValue(1, forKey: "inputConstrast")
        }
    }

    @Test func applyingUnknownFilterGivesTheEmptyImage() {
        #expect(CIImage(cgImage: testPicture()).applyingFilter("CINope").extent.isNull)
    }
}
