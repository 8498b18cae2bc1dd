import Testing
@testable import QuartzCore

/// CATransformLayer: sublayers kept in 3D (not flattened into its plane), its own drawing ignored, opacity per
/// sublayer, back faces honouring `isDoubleSided`, drawing order without depth sorting, and hit testing in 3D.
@Suite struct CATransformLayerTests {
    static let faceColors = [rgb(230, 60, 50), rgb(40, 170, 80), rgb(50, 90, 220), rgb(240, 200, 40),
                             rgb(150, 60, 200), rgb(30, 190, 200)]

    /// A 96 × 96 root with a 96 × 96 container whose sublayer transform has perspective (d = 300), holding a
    /// cube of six 48 pt faces in `holder` (a transform layer, or a plain layer to compare): front, right, back,
    /// left, top, bottom, each single-sided.
    private func cube(holder: CALayer, turn: CATransform3D) -> (root: CALayer, faces: [CALayer]) {
        let root = makeRoot(96, 96)
        let container = makeLayer(CGRect(x: 0, y: 0, width: 96, height: 96), nil, in: root)
        container.sublayerTransform = perspective(300)
        holder.frame = container.bounds
        holder.transform = turn
        container.addSublayer(holder)
        let placements: [CATransform3D] = [
            CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 1, 0),
            CATransform3DMakeRotation(.pi, 0, 1, 0), CATransform3DMakeRotation(-.pi / 2, 0, 1, 0),
            CATransform3DMakeRotation(.pi / 2, 1, 0, 0), CATransform3DMakeRotation(-.pi / 2, 1, 0, 0),
        ]
        var faces: [CALayer] = []
        for (placement, color) in zip(placements, Self.faceColors) {
            let face = makeLayer(CGRect(x: 24, y: 24, width: 48, height: 48), color, in: holder)
            face.transform = CATransform3DTranslate(placement, 0, 0, 24)
            face.isDoubleSided = false
            faces.append(face)
        }
        return (root, faces)
    }

    private func count(_ image: CGImage, _ color: CGColor) -> Int {
        let c = color.rgba
        let target = px(UInt8((c.r * 255).rounded()), UInt8((c.g * 255).rounded()), UInt8((c.b * 255).rounded()))
        var n = 0
        for y in 0..<image.height { for x in 0..<image.width where close(image.at(x, y), target, 2) { n += 1 } }
        return n
    }

    /// Face on, the front face sits 24 pt nearer the eye: magnified by 300 / (300 − 24) to 52.2 pt wide. A plain
    /// parent flattens it into its own plane first: 48 pt, and the side faces are edge-on there, so not drawn.
    @Test func keepsDepthWhereAPlainLayerFlattens() {
        let kept = render(cube(holder: CATransformLayer(), turn: CATransform3DIdentity).root)
        let flat = render(cube(holder: CALayer(), turn: CATransform3DIdentity).root)
        #expect(kept.at(48 + 25, 48) == px(230, 60, 50), "magnified by the perspective")
        #expect(flat.at(48 + 25, 48) == px(255, 255, 255), "flattened: 24 pt half-width")
        #expect(flat.at(48 + 23, 48) == px(230, 60, 50))
        #expect(count(kept, Self.faceColors[0]) > count(flat, Self.faceColors[0]))
    }

    /// Turned 35° about y: the transform layer shows a side face in perspective beside the front; the plain
    /// layer, turned the same, shows only the front (its sides are edge-on in its plane).
    @Test func sideFacesShowOnlyInTheTransformLayer() {
        let turn = CATransform3DMakeRotation(.pi * 35 / 180, 0, 1, 0)
        let kept = render(cube(holder: CATransformLayer(), turn: turn).root)
        let flat = render(cube(holder: CALayer(), turn: turn).root)
        let keptSides = count(kept, Self.faceColors[1]) + count(kept, Self.faceColors[3])
        let flatSides = count(flat, Self.faceColors[1]) + count(flat, Self.faceColors[3])
        #expect(keptSides > 300)
        #expect(flatSides == 0)
        #expect(count(kept, Self.faceColors[2]) == 0, "the back face is culled: single-sided")
        #expect(count(flat, Self.faceColors[0]) > 1000)
    }

    /// No depth sorting: sublayers are drawn in order (Apple's caveat), so a double-sided back face, drawn after
    /// the front, covers it.
    @Test func drawsInSublayerOrderWithoutDepthSorting() {
        let (root, faces) = cube(holder: CATransformLayer(), turn: CATransform3DIdentity)
        faces[2].isDoubleSided = true
        let image = render(root)
        #expect(image.at(48, 48) == px(50, 90, 220), "the back face, drawn third, over the front")
    }

    /// Its own background, border, shadow, contents and mask are ignored; its opacity applies to each sublayer
    /// on its own (no group): two overlapping halves at 0.5 show the lower one through the upper.
    @Test func ownVisualPropertiesIgnoredAndOpacityPerSublayer() {
        let root = makeRoot(64, 64)
        let holder = CATransformLayer()
        holder.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        holder.backgroundColor = rgb(0, 200, 0)
        holder.borderWidth = 4
        holder.borderColor = rgb(0, 0, 0)
        holder.shadowOpacity = 1
        holder.shadowRadius = 3
        holder.contents = quadrantImage
        holder.masksToBounds = true
        holder.opacity = 0.5
        root.addSublayer(holder)
        _ = makeLayer(CGRect(x: 8, y: 8, width: 32, height: 32), rgb(255, 0, 0), in: holder)
        _ = makeLayer(CGRect(x: 24, y: 24, width: 32, height: 32), rgb(0, 0, 255), in: holder)
        let image = render(root)
        #expect(image.at(2, 2) == px(255, 255, 255), "no background, border or contents")
        #expect(image.at(60, 4) == px(255, 255, 255))
        #expect(close(image.at(12, 12), px(255, 128, 128)), "red at half over white")
        // Per sublayer: blue at half over (red at half over white) = (128, 64, 191); as a group it would be
        // (191, 191, 255).
        #expect(close(image.at(32, 32), px(128, 64, 191)))
    }

    /// Hit testing maps the point through the 3D chain: face on, the magnified front face is hit beyond 24 pt;
    /// turned, the side face is hit where it shows; where no face is, the container (never the transform layer).
    @Test func hitTestingIn3D() {
        let (root, faces) = cube(holder: CATransformLayer(), turn: CATransform3DIdentity)
        let container = root.sublayers![0]
        #expect(root.hitTest(CGPoint(x: 48, y: 48)) === faces[0])
        #expect(root.hitTest(CGPoint(x: 48 + 25, y: 48)) === faces[0])
        #expect(root.hitTest(CGPoint(x: 90, y: 48)) === container)
        let (flatRoot, _) = cube(holder: CALayer(), turn: CATransform3DIdentity)
        #expect(flatRoot.hitTest(CGPoint(x: 48 + 25, y: 48)) === flatRoot.sublayers![0].sublayers![0],
                "flattened: outside the front face, inside the plain holder")

        let turn = CATransform3DMakeRotation(.pi * 35 / 180, 0, 1, 0)
        let (turned, turnedFaces) = cube(holder: CATransformLayer(), turn: turn)
        let image = render(turned)
        // Find a pixel of each side face's colour and hit-test there.
        for (index, color) in [(1, Self.faceColors[1]), (3, Self.faceColors[3])] {
            let c = color.rgba
            let target = px(UInt8((c.r * 255).rounded()), UInt8((c.g * 255).rounded()), UInt8((c.b * 255).rounded()))
            var found: CGPoint?
            for y in stride(from: 40, to: 56, by: 1) {
                for x in 0..<96 where close(image.at(x, y), target, 2) {
                    if found == nil { found = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5) }
                }
            }
            if let found { #expect(turned.hitTest(found) === turnedFaces[index]) }
        }
        #expect(turned.hitTest(CGPoint(x: 48, y: 48)).map { turnedFaces.contains($0) } == true)
    }

    @Test func goldenCubeAtTwoAngles() {
        let first = cube(holder: CATransformLayer(),
                         turn: CATransform3DRotate(CATransform3DMakeRotation(.pi / 6, 0, 1, 0), -.pi / 8, 1, 0, 0))
        let a = render(first.root)
        #expect(count(a, Self.faceColors[2]) == 0)
        Golden.check(a, named: "transform-layer-cube-30")
        let second = cube(holder: CATransformLayer(),
                          turn: CATransform3DRotate(CATransform3DMakeRotation(-.pi * 0.3, 0, 1, 0), .pi / 5, 1, 0, 0))
        let b = render(second.root)
        #expect(count(b, Self.faceColors[2]) == 0)
        Golden.check(b, named: "transform-layer-cube-54")
    }
}
