import Testing
@testable import QuartzCore

/// CATransformLayer: sublayers kept in 3D (not flattened into its plane), its own drawing ignored, opacity per
/// sublayer, back faces honouring `isDoubleSided`, drawing order by depth (intersecting layers cut), and hit
/// testing in 3D.
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

    /// Depth sorted: with every face double-sided and the faces added back face last (an order that would draw the
    /// back face over the front), face on the front face shows at the centre; the back face shows nowhere.
    @Test func frontFaceCoversTheBackFaceWhateverTheOrder() {
        for reversed in [false, true] {
            let (root, faces) = cube(holder: CATransformLayer(), turn: CATransform3DIdentity)
            let holder = faces[0].superlayer!
            for face in faces { face.isDoubleSided = true }
            if reversed { holder.sublayers = Array(faces.reversed()) }
            let image = render(root)
            #expect(image.at(48, 48) == px(230, 60, 50), "the front face, reversed: \(reversed)")
            #expect(count(image, Self.faceColors[2]) == 0, "the back face is behind the front everywhere")
        }
    }

    /// Turning the cube changes which face is nearest: a half turn about y brings the back face to the front, a
    /// quarter turn the face placed at −90° (yellow); in every case whatever order the faces were added in.
    @Test func turningTheCubeChangesWhichFaceShows() {
        let cases: [(CATransform3D, CGColor)] = [
            (CATransform3DMakeRotation(.pi, 0, 1, 0), Self.faceColors[2]),
            (CATransform3DMakeRotation(.pi / 2, 0, 1, 0), Self.faceColors[3]),
            (CATransform3DMakeRotation(-.pi / 2, 0, 1, 0), Self.faceColors[1]),
            (CATransform3DMakeRotation(-.pi / 2, 1, 0, 0), Self.faceColors[4]),
        ]
        for (turn, color) in cases {
            for reversed in [false, true] {
                let (root, faces) = cube(holder: CATransformLayer(), turn: turn)
                for face in faces { face.isDoubleSided = true }
                if reversed { faces[0].superlayer!.sublayers = Array(faces.reversed()) }
                let c = color.rgba
                let expected = px(UInt8((c.r * 255).rounded()), UInt8((c.g * 255).rounded()), UInt8((c.b * 255).rounded()))
                #expect(close(render(root).at(48, 48), expected, 2), "reversed: \(reversed)")
            }
        }
    }

    /// Two double-sided squares crossing in an X (turned ±30° about y about the same centre): each is nearer the
    /// eye on one side of the crossing line, so each shows there — one layer is cut in two — and the picture does
    /// not depend on the order they were added in.
    @Test func intersectingLayersAreCutAtTheirCrossing() {
        func scene(_ order: [Int]) -> CGImage {
            let root = makeRoot(96, 96)
            let container = makeLayer(CGRect(x: 0, y: 0, width: 96, height: 96), nil, in: root)
            container.sublayerTransform = perspective(300)
            let holder = CATransformLayer()
            holder.frame = container.bounds
            container.addSublayer(holder)
            let squares = [(CGFloat.pi / 6, rgb(230, 60, 50)), (-CGFloat.pi / 6, rgb(50, 90, 220))].map { angle, color in
                let square = CALayer()
                square.frame = CGRect(x: 18, y: 18, width: 60, height: 60)
                square.backgroundColor = color
                square.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
                return square
            }
            for i in order { holder.addSublayer(squares[i]) }
            return render(root)
        }
        let first = scene([0, 1]), second = scene([1, 0])
        // +30° about y brings the left half forward (z = −x·sin θ): red nearer on the left, blue on the right.
        #expect(first.at(30, 48) == px(230, 60, 50))
        #expect(first.at(66, 48) == px(50, 90, 220))
        #expect(second.at(30, 48) == px(230, 60, 50))
        #expect(second.at(66, 48) == px(50, 90, 220))
        var differing = 0
        for y in 0..<96 { for x in 0..<96 where first.at(x, y) != second.at(x, y) { differing += 1 } }
        #expect(differing == 0, "the same picture in either order")
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

    /// Hit testing returns the hit nearest the eye, not the last in sublayer order: double-sided faces added back
    /// face last, the centre hits the front face; turned half round, the back face.
    @Test func hitTestingReturnsTheNearestFace() {
        for (turn, expected) in [(CATransform3DIdentity, 0), (CATransform3DMakeRotation(.pi, 0, 1, 0), 2)] {
            let (root, faces) = cube(holder: CATransformLayer(), turn: turn)
            for face in faces { face.isDoubleSided = true }
            faces[0].superlayer!.sublayers = Array(faces.reversed())
            #expect(root.hitTest(CGPoint(x: 48, y: 48)) === faces[expected])
        }
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
