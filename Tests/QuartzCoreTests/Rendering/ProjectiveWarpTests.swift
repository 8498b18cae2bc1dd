import Testing
@testable import QuartzCore

/// The span sampler against pixman's projective composite (the reference), and its spans.
@Suite struct ProjectiveWarpTests {
    /// Maps from a 96×64 texture to a 128×96 bitmap: perspective turns about both axes, one with part of the
    /// plane behind the eye (negative w), and a plain scale.
    static let maps: [(String, CATransform3D)] = {
        func turn(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, eye: CGFloat) -> CATransform3D {
            var t = CATransform3DMakeTranslation(-48, -32, 0)
            t = CATransform3DConcat(t, CATransform3DMakeRotation(angle, x, y, 0))
            t = CATransform3DConcat(t, perspective(eye))
            return CATransform3DConcat(t, CATransform3DMakeTranslation(64, 48, 0))
        }
        return [
            ("turn about y", turn(0.7, 0, 1, eye: 150)),
            ("turn about x", turn(-0.6, 1, 0, eye: 120)),
            ("turn about a diagonal", turn(0.9, 1, 1, eye: 200)),
            ("behind the eye", turn(1.3, 0, 1, eye: 40)),
            ("scale", CATransform3DConcat(CATransform3DMakeScale(1.2, 0.8, 1), CATransform3DMakeTranslation(6, 9, 0))),
        ]
    }()

    /// A large warp is split into bands rendered on several threads: the bytes must be those of one pass, for
    /// every kind of map (each row is computed on its own), at any number of bands.
    @Test(arguments: [2, 3, 7])
    func bandsGiveTheBytesOfOnePass(bands: Int) {
        let texture = makeTexture(width: 96, height: 64)
        for (name, transform) in Self.maps {
            func warped(_ bands: Int) -> [RGBA8] {
                let context = CGContext(uiKitSize: CGSize(width: 128, height: 96))!
                context.setFillColor(rgb(30, 60, 90))
                context.fill(CGRect(x: 0, y: 0, width: 128, height: 96))
                texture.withUnsafePixelBytes { bytes, stride in
                    context.withUnsafeMutablePixelBytes { out, outStride in
                        ProjectiveWarp.composite(
                            source: PixelBuffer(base: UnsafeMutableRawPointer(mutating: bytes.baseAddress!),
                                                width: texture.width, height: texture.height, bytesPerRow: stride),
                            over: PixelBuffer(base: out.baseAddress!, width: 128, height: 96, bytesPerRow: outStride),
                            inverse: Homography(transform).inverse!, region: CGRect(x: 3, y: 2, width: 120, height: 91),
                            opacity: 0.8, bands: bands)
                    }
                }
                return context.makeImage()!.pixels
            }
            #expect(warped(bands) == warped(1), "\(name)")
        }
    }

    private func warp(_ texture: CGImage, _ map: Homography, pixman: Bool, knotSpacing: Int = 16) -> CGImage {
        let context = CGContext(uiKitSize: CGSize(width: 128, height: 96))!
        let region = CGRect(x: 0, y: 0, width: 128, height: 96)
        let inverse = map.inverse!
        if pixman {
            ProjectiveWarp.compositeWithPixman(source: texture, into: context, inverse: inverse, region: region)
        } else {
            texture.withUnsafePixelBytes { bytes, stride in
                context.withUnsafeMutablePixelBytes { out, outStride in
                    ProjectiveWarp.composite(
                        source: PixelBuffer(base: UnsafeMutableRawPointer(mutating: bytes.baseAddress!),
                                            width: texture.width, height: texture.height, bytesPerRow: stride),
                        over: PixelBuffer(base: out.baseAddress!, width: 128, height: 96, bytesPerRow: outStride),
                        inverse: inverse, region: region, knotSpacing: knotSpacing)
                }
            }
        }
        return context.makeImage()!
    }

    @Test(arguments: maps.indices)
    func spanSamplerMatchesPixman(_ index: Int) {
        let (name, transform) = Self.maps[index]
        let texture = makeTexture(width: 96, height: 64)
        let map = Homography(transform)
        let ours = warp(texture, map, pixman: false), reference = warp(texture, map, pixman: true)
        let (psnr, count, worst) = interiorDifference(ours, reference, inverse: map.inverse!)
        #expect(count > 300, "\(name): \(count) interior pixels")
        #expect(psnr >= 45, "\(name): PSNR \(psnr) dB against pixman")
        #expect(worst <= 12, "\(name): a channel differs by \(worst)")
        // Something was drawn.
        #expect(ours.pixels.contains { $0.a == 255 }, "\(name)")
    }

    /// Under a general projective map the positions along a row are divided out exactly only every few pixels
    /// and stepped linearly between where that stays within 1/2048 pixel: on random turns about random axes, at
    /// random distances of the eye, the picture is that of dividing at every pixel up to one step of the
    /// bilinear weights (a channel by at most 2 levels, at a few pixels), and pixman's up to resampling.
    @Test(arguments: 0..<6)
    func steppedPositionsMatchDividingAtEveryPixel(seed: UInt64) {
        var random = SplitMix64(seed: 0x5EED_0000 + seed)
        let texture = makeTexture(width: 96, height: 64)
        for trial in 0..<4 {
            var t = CATransform3DMakeTranslation(-48, -32, 0)
            let axis = (Double.random(in: -1...1, using: &random), Double.random(in: -1...1, using: &random),
                        Double.random(in: -0.3...0.3, using: &random))
            t = CATransform3DConcat(t, CATransform3DMakeRotation(.random(in: -1.2...1.2, using: &random),
                                                                 axis.0, axis.1, axis.2))
            let s = Double.random(in: 0.6...1.5, using: &random)
            t = CATransform3DConcat(t, CATransform3DMakeScale(s, s, 1))
            t = CATransform3DConcat(t, perspective(.random(in: 90...400, using: &random)))
            t = CATransform3DConcat(t, CATransform3DMakeTranslation(64 + .random(in: -10...10, using: &random),
                                                                    48 + .random(in: -10...10, using: &random), 0))
            let map = Homography(t)
            let name = "seed \(seed), trial \(trial)"
            guard let inverse = map.inverse else { continue }
            let stepped = warp(texture, map, pixman: false), exact = warp(texture, map, pixman: false, knotSpacing: 1)
            var worst = 0, differing = 0, drawn = 0
            for (p, q) in zip(stepped.pixels, exact.pixels) {
                if q.a > 0 { drawn += 1 }
                let d = [Int(p.r) - Int(q.r), Int(p.g) - Int(q.g), Int(p.b) - Int(q.b), Int(p.a) - Int(q.a)].map(abs).max()!
                worst = max(worst, d)
                if d > 0 { differing += 1 }
            }
            #expect(drawn > 500, "\(name): \(drawn) pixels drawn")
            #expect(worst <= 2, "\(name): a channel differs by \(worst) from dividing at every pixel")
            #expect(differing * 10 <= drawn, "\(name): \(differing) of \(drawn) pixels differ from dividing at every pixel")
            // And against pixman where both sample inside the texture, as for the fixed maps above.
            let (psnr, count, _) = interiorDifference(stepped, warp(texture, map, pixman: true), inverse: inverse)
            #expect(count == 0 || psnr >= 40, "\(name): PSNR \(psnr) dB against pixman over \(count) pixels")
        }
    }

    /// How `ours` differs from `reference` (128 × 96 warps of the 96 × 64 texture) where both sample inside the
    /// texture: at the outline pixman leaves the outer half pixel empty, while the span sampler fades it by its
    /// coverage (anti-aliasing pixman does not do). PSNR over those pixels' channels, their count, and the largest
    /// difference of a channel.
    private func interiorDifference(_ ours: CGImage, _ reference: CGImage, inverse: Homography)
        -> (psnr: Double, count: Int, worst: Int) {
        var squared = 0.0, count = 0, worst = 0
        for y in 0..<96 {
            for x in 0..<128 {
                let h = inverse.homogeneous(Double(x) + 0.5, Double(y) + 0.5)
                guard h.w > 0 else { continue }
                let u = h.x / h.w, v = h.y / h.w
                guard u >= 0.5, u <= 95.5, v >= 0.5, v <= 63.5 else { continue }
                let p = ours.at(x, y), q = reference.at(x, y)
                for d in [Int(p.r) - Int(q.r), Int(p.g) - Int(q.g), Int(p.b) - Int(q.b), Int(p.a) - Int(q.a)] {
                    squared += Double(d * d)
                    worst = max(worst, abs(d))
                }
                count += 1
            }
        }
        return (10 * log10(255 * 255 / max(squared / Double(4 * max(count, 1)), 1e-9)), count, worst)
    }

    @Test func pixelsOutsideTheSpansAreUntouched() {
        // A turn so steep that most of the plane is behind the eye: only pixel centres that see the source
        // (in front of the eye, inside the texture) may change.
        let (_, transform) = Self.maps[3]
        let map = Homography(transform), inverse = map.inverse!
        let texture = makeTexture(width: 96, height: 64)
        let image = warp(texture, map, pixman: false)
        var touched = 0
        for y in 0..<96 {
            let span = ProjectiveWarp.span(row: y, inverse: inverse, sourceWidth: 96, sourceHeight: 64, columns: 0..<128)
            for x in 0..<128 where !span.contains(x) {
                #expect(image.at(x, y).a == 0, "(\(x), \(y)) is outside its row's span but was drawn")
            }
            touched += span.count
        }
        #expect(touched > 500)
    }

    @Test func spansAreExactlyWherePixelCentresSeeTheSource() {
        let map = Homography(Self.maps[0].1), inverse = map.inverse!
        for y in stride(from: 0, to: 96, by: 7) {
            let span = ProjectiveWarp.span(row: y, inverse: inverse, sourceWidth: 96, sourceHeight: 64, columns: 0..<128)
            for x in 0..<128 {
                let h = inverse.homogeneous(Double(x) + 0.5, Double(y) + 0.5)
                let u = h.x / h.w, v = h.y / h.w
                let sees = h.w > 0 && u >= -0.5 && u <= 96.5 && v >= -0.5 && v <= 64.5
                // Allow a rounding tie at the very edge.
                let onEdge = abs(u + 0.5) < 1e-6 || abs(u - 96.5) < 1e-6 || abs(v + 0.5) < 1e-6 || abs(v - 64.5) < 1e-6
                if !onEdge { #expect(span.contains(x) == sees, "row \(y), column \(x)") }
            }
        }
    }

    @Test func opacityScalesTheSource() {
        let source = CGImage(width: 2, height: 2, pixels: Array(repeating: px(200, 100, 0), count: 4))!
        let context = CGContext(uiKitSize: CGSize(width: 4, height: 4))!
        source.withUnsafePixelBytes { bytes, stride in
            context.withUnsafeMutablePixelBytes { out, outStride in
                ProjectiveWarp.composite(
                    source: PixelBuffer(base: UnsafeMutableRawPointer(mutating: bytes.baseAddress!), width: 2, height: 2,
                                        bytesPerRow: stride),
                    over: PixelBuffer(base: out.baseAddress!, width: 4, height: 4, bytesPerRow: outStride),
                    inverse: .scale(0.5, 0.5), region: CGRect(x: 0, y: 0, width: 4, height: 4), opacity: 0.5)
            }
        }
        #expect(close(context.pixel(x: 1, y: 1), px(100, 50, 0, 128), 1))
    }
}

/// The 3×3 maps against projecting points through each level's 4×4 transform and flattening.
@Suite struct HomographyTests {
    @Test func productOfFlattenedLevelsEqualsFlatteningAtEveryLevel() {
        let child = CATransform3DConcat(CATransform3DMakeRotation(0.8, 0.3, 1, 0.2), CATransform3DMakeTranslation(10, 5, 30))
        let parent = CATransform3DConcat(perspective(300), CATransform3DMakeRotation(-0.4, 1, 0, 0))
        let composed = Homography(child) * Homography(parent)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: -12), CGPoint(x: -25, y: 33)] {
            let stepwise = parent.projectedPoint(child.projectedPoint(p)!)!
            let direct = composed.apply(p)!
            #expect(abs(stepwise.x - direct.x) < 1e-9 && abs(stepwise.y - direct.y) < 1e-9)
        }
    }

    @Test func inverseUndoesTheMap() {
        let h = Homography(CATransform3DConcat(CATransform3DMakeRotation(0.5, 0, 1, 0), perspective(200)))
        let back = (h * h.inverse!)
        #expect(abs(back.m11 / back.m33 - 1) < 1e-12 && abs(back.m13) < 1e-12 && abs(back.m21) < 1e-12)
    }

    @Test func affineDetection() {
        #expect(Homography(CATransform3DMakeRotation(0.3, 0, 0, 1)).isAffine(over: CGRect(x: 0, y: 0, width: 500, height: 500)))
        let turned = CATransform3DConcat(CATransform3DMakeRotation(0.01, 0, 1, 0), perspective(500))
        #expect(!Homography(turned).isAffine(over: CGRect(x: 0, y: 0, width: 100, height: 100)))
    }
}

