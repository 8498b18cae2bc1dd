import CoreGraphics
import Foundation

/// The built-in filters Flipbook implements, with Apple's names, input keys and defaults (from Apple's Core Image
/// Filter Reference).
package enum BuiltinFilters {
    package static func descriptor(named name: String) -> FilterDescriptor? {
        byName[name]
    }

    static let byName: [String: FilterDescriptor] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    private static func vector(_ values: CGFloat...) -> CIVector { CIVector(values) }
    private static let image = ParameterSpec(kCIInputImageKey, .image, type: kCIAttributeTypeImage)
    private static let target = ParameterSpec(kCIInputTargetImageKey, .image, type: kCIAttributeTypeImage)
    private static let time = ParameterSpec(kCIInputTimeKey, .number, 0.0, type: kCIAttributeTypeTime)
    private static let still = [kCICategoryBuiltIn, kCICategoryStillImage, kCICategoryVideo]

    static let all: [FilterDescriptor] = [
        FilterDescriptor(name: "CIPixellate", categories: [kCICategoryStylize] + still, inputs: [
            image,
            ParameterSpec(kCIInputCenterKey, .vector, vector(150, 150), type: kCIAttributeTypePosition),
            ParameterSpec(kCIInputScaleKey, .number, 8.0, type: kCIAttributeTypeDistance),
        ]) { v in
            v.image(kCIInputImageKey).map {
                CIImage(recipe: PixellateKernel.pixellate($0, center: v.point(kCIInputCenterKey),
                                                         scale: v.double(kCIInputScaleKey)))
            }
        },
        FilterDescriptor(name: "CIDissolveTransition", categories: [kCICategoryTransition] + still,
                         inputs: [image, target, time]) { v in
            guard let a = v.image(kCIInputImageKey), let b = v.image(kCIInputTargetImageKey) else { return nil }
            return CIImage(recipe: CompositingKernels.dissolve(a, b, time: v.double(kCIInputTimeKey)))
        },
        FilterDescriptor(name: "CIGaussianBlur", categories: [kCICategoryBlur] + still, inputs: [
            image, ParameterSpec(kCIInputRadiusKey, .number, 10.0, type: kCIAttributeTypeScalar),
        ]) { v in
            v.image(kCIInputImageKey).map {
                CIImage(recipe: BlurKernels.gaussian($0, sigma: v.double(kCIInputRadiusKey)))
            }
        },
        FilterDescriptor(name: "CIBoxBlur", categories: [kCICategoryBlur] + still, inputs: [
            image, ParameterSpec(kCIInputRadiusKey, .number, 10.0, type: kCIAttributeTypeDistance),
        ]) { v in
            v.image(kCIInputImageKey).map { CIImage(recipe: BlurKernels.box($0, radius: v.double(kCIInputRadiusKey))) }
        },
        FilterDescriptor(name: "CIColorControls", categories: [kCICategoryColorAdjustment] + still, inputs: [
            image,
            ParameterSpec(kCIInputSaturationKey, .number, 1.0, type: kCIAttributeTypeScalar),
            ParameterSpec(kCIInputBrightnessKey, .number, 0.0, type: kCIAttributeTypeScalar),
            ParameterSpec(kCIInputContrastKey, .number, 1.0, type: kCIAttributeTypeScalar),
        ]) { v in
            v.image(kCIInputImageKey).map {
                CIImage(recipe: ColorKernels.colorControls(
                    $0, saturation: v.double(kCIInputSaturationKey), brightness: v.double(kCIInputBrightnessKey),
                    contrast: v.double(kCIInputContrastKey)))
            }
        },
        FilterDescriptor(name: "CIColorMatrix", categories: [kCICategoryColorAdjustment] + still, inputs: [
            image,
            ParameterSpec("inputRVector", .vector, vector(1, 0, 0, 0)),
            ParameterSpec("inputGVector", .vector, vector(0, 1, 0, 0)),
            ParameterSpec("inputBVector", .vector, vector(0, 0, 1, 0)),
            ParameterSpec("inputAVector", .vector, vector(0, 0, 0, 1)),
            ParameterSpec("inputBiasVector", .vector, vector(0, 0, 0, 0)),
        ]) { v in
            v.image(kCIInputImageKey).map {
                CIImage(recipe: ColorKernels.colorMatrix(
                    $0, rows: ["inputRVector", "inputGVector", "inputBVector", "inputAVector"].map(v.pixel),
                    bias: v.pixel("inputBiasVector")))
            }
        },
        FilterDescriptor(name: "CIAffineTransform", categories: [kCICategoryGeometryAdjustment] + still, inputs: [
            image, ParameterSpec(kCIInputTransformKey, .transform, CGAffineTransform.identity,
                                 type: kCIAttributeTypeTransform),
        ]) { v in
            v.image(kCIInputImageKey).map {
                CIImage(recipe: GeometryKernels.transform($0, by: v.transform(kCIInputTransformKey)))
            }
        },
        FilterDescriptor(name: "CICrop", categories: [kCICategoryGeometryAdjustment] + still, inputs: [
            image, ParameterSpec("inputRectangle", .vector, CIVector(cgRect: .ciInfinite),
                                 type: kCIAttributeTypeRectangle),
        ]) { v in
            v.image(kCIInputImageKey).map { CIImage(recipe: GeometryKernels.crop($0, to: v.rect("inputRectangle"))) }
        },
        FilterDescriptor(name: "CISourceOverCompositing", categories: [kCICategoryCompositeOperation] + still,
                         inputs: [image, ParameterSpec(kCIInputBackgroundImageKey, .image, type: kCIAttributeTypeImage)]) { v in
            guard let a = v.image(kCIInputImageKey), let b = v.image(kCIInputBackgroundImageKey) else { return nil }
            return CIImage(recipe: CompositingKernels.sourceOver(a, b))
        },
        FilterDescriptor(name: "CIConstantColorGenerator", categories: [kCICategoryGenerator] + still, inputs: [
            ParameterSpec(kCIInputColorKey, .color, CIColor(red: 1, green: 0, blue: 0), type: kCIAttributeTypeColor),
        ]) { v in
            CIImage(recipe: SourceKernels.constant(v.color(kCIInputColorKey)))
        },
        FilterDescriptor(name: "CILinearGradient", categories: [kCICategoryGradient] + still, inputs: [
            ParameterSpec("inputPoint0", .vector, vector(0, 0), type: kCIAttributeTypePosition),
            ParameterSpec("inputPoint1", .vector, vector(200, 200), type: kCIAttributeTypePosition),
            ParameterSpec("inputColor0", .color, CIColor.white, type: kCIAttributeTypeColor),
            ParameterSpec("inputColor1", .color, CIColor.black, type: kCIAttributeTypeColor),
        ]) { v in
            CIImage(recipe: GeneratorKernels.linear(from: v.point("inputPoint0"), to: v.point("inputPoint1"),
                                                    v.color("inputColor0"), v.color("inputColor1")))
        },
        FilterDescriptor(name: "CIRadialGradient", categories: [kCICategoryGradient] + still, inputs: [
            ParameterSpec(kCIInputCenterKey, .vector, vector(150, 150), type: kCIAttributeTypePosition),
            ParameterSpec("inputRadius0", .number, 5.0, type: kCIAttributeTypeDistance),
            ParameterSpec("inputRadius1", .number, 100.0, type: kCIAttributeTypeDistance),
            ParameterSpec("inputColor0", .color, CIColor.white, type: kCIAttributeTypeColor),
            ParameterSpec("inputColor1", .color, CIColor.black, type: kCIAttributeTypeColor),
        ]) { v in
            CIImage(recipe: GeneratorKernels.radial(center: v.point(kCIInputCenterKey),
                                                    radius0: v.double("inputRadius0"), radius1: v.double("inputRadius1"),
                                                    v.color("inputColor0"), v.color("inputColor1")))
        },
        FilterDescriptor(name: "CIVignette", categories: [kCICategoryColorEffect] + still, inputs: [
            image,
            ParameterSpec(kCIInputIntensityKey, .number, 0.0, type: kCIAttributeTypeScalar),
            ParameterSpec(kCIInputRadiusKey, .number, 1.0, type: kCIAttributeTypeScalar),
        ]) { v in
            v.image(kCIInputImageKey).map {
                CIImage(recipe: GeneratorKernels.vignette($0, intensity: v.double(kCIInputIntensityKey),
                                                          radius: v.double(kCIInputRadiusKey)))
            }
        },
        FilterDescriptor(name: "CISwipeTransition", categories: [kCICategoryTransition] + still, inputs: [
            image, target,
            ParameterSpec(kCIInputExtentKey, .vector, vector(0, 0, 300, 300), type: kCIAttributeTypeRectangle),
            ParameterSpec(kCIInputColorKey, .color, CIColor.white, type: kCIAttributeTypeColor),
            time,
            ParameterSpec(kCIInputAngleKey, .number, 0.0, type: kCIAttributeTypeAngle),
            ParameterSpec(kCIInputWidthKey, .number, 300.0, type: kCIAttributeTypeDistance),
            ParameterSpec("inputOpacity", .number, 0.0, type: kCIAttributeTypeScalar),
        ]) { v in
            guard let a = v.image(kCIInputImageKey), let b = v.image(kCIInputTargetImageKey) else { return nil }
            return CIImage(recipe: TransitionKernels.swipe(
                a, b, extent: v.rect(kCIInputExtentKey), color: v.color(kCIInputColorKey),
                time: v.double(kCIInputTimeKey), angle: v.double(kCIInputAngleKey), width: v.double(kCIInputWidthKey),
                opacity: v.double("inputOpacity")))
        },
        FilterDescriptor(name: "CICopyMachineTransition", categories: [kCICategoryTransition] + still, inputs: [
            image, target,
            ParameterSpec(kCIInputExtentKey, .vector, vector(0, 0, 300, 300), type: kCIAttributeTypeRectangle),
            ParameterSpec(kCIInputColorKey, .color, CIColor(red: 0.6, green: 1, blue: 0.8), type: kCIAttributeTypeColor),
            time,
            ParameterSpec(kCIInputAngleKey, .number, 0.0, type: kCIAttributeTypeAngle),
            ParameterSpec(kCIInputWidthKey, .number, 200.0, type: kCIAttributeTypeDistance),
            ParameterSpec("inputOpacity", .number, 1.3, type: kCIAttributeTypeScalar),
        ]) { v in
            guard let a = v.image(kCIInputImageKey), let b = v.image(kCIInputTargetImageKey) else { return nil }
            return CIImage(recipe: TransitionKernels.copyMachine(
                a, b, extent: v.rect(kCIInputExtentKey), color: v.color(kCIInputColorKey),
                time: v.double(kCIInputTimeKey), angle: v.double(kCIInputAngleKey), width: v.double(kCIInputWidthKey),
                opacity: v.double("inputOpacity")))
        },
        FilterDescriptor(name: "CIModTransition", categories: [kCICategoryTransition] + still, inputs: [
            image, target,
            ParameterSpec(kCIInputCenterKey, .vector, vector(150, 150), type: kCIAttributeTypePosition),
            time,
            ParameterSpec(kCIInputAngleKey, .number, 2.0, type: kCIAttributeTypeAngle),
            ParameterSpec(kCIInputRadiusKey, .number, 150.0, type: kCIAttributeTypeDistance),
            ParameterSpec("inputCompression", .number, 300.0, type: kCIAttributeTypeDistance),
        ]) { v in
            guard let a = v.image(kCIInputImageKey), let b = v.image(kCIInputTargetImageKey) else { return nil }
            return CIImage(recipe: TransitionKernels.mod(
                a, b, center: v.point(kCIInputCenterKey), time: v.double(kCIInputTimeKey),
                angle: v.double(kCIInputAngleKey), radius: v.double(kCIInputRadiusKey),
                compression: v.double("inputCompression")))
        },
        FilterDescriptor(name: "CIBarsSwipeTransition", categories: [kCICategoryTransition] + still, inputs: [
            image, target,
            ParameterSpec(kCIInputAngleKey, .number, 3.14, type: kCIAttributeTypeAngle),
            ParameterSpec(kCIInputWidthKey, .number, 30.0, type: kCIAttributeTypeDistance),
            ParameterSpec("inputBarOffset", .number, 10.0, type: kCIAttributeTypeScalar),
            time,
        ]) { v in
            guard let a = v.image(kCIInputImageKey), let b = v.image(kCIInputTargetImageKey) else { return nil }
            return CIImage(recipe: TransitionKernels.barsSwipe(
                a, b, angle: v.double(kCIInputAngleKey), width: v.double(kCIInputWidthKey),
                barOffset: v.double("inputBarOffset"), time: v.double(kCIInputTimeKey)))
        },
        FilterDescriptor(name: "CIPageCurlTransition", categories: [kCICategoryTransition] + still, inputs: [
            image, target,
            ParameterSpec("inputBacksideImage", .image, type: kCIAttributeTypeImage),
            ParameterSpec(kCIInputShadingImageKey, .image, type: kCIAttributeTypeImage),
            ParameterSpec(kCIInputExtentKey, .vector, vector(0, 0, 300, 300), type: kCIAttributeTypeRectangle),
            time,
            ParameterSpec(kCIInputAngleKey, .number, 0.0, type: kCIAttributeTypeAngle),
            ParameterSpec(kCIInputRadiusKey, .number, 100.0, type: kCIAttributeTypeDistance),
        ]) { v in
            guard let a = v.image(kCIInputImageKey), let b = v.image(kCIInputTargetImageKey) else { return nil }
            return CIImage(recipe: TransitionKernels.pageCurl(
                a, b, backside: v.image("inputBacksideImage"), extent: v.rect(kCIInputExtentKey),
                time: v.double(kCIInputTimeKey), angle: v.double(kCIInputAngleKey),
                radius: v.double(kCIInputRadiusKey)))
        },
    ]
}
