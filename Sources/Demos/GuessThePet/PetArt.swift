import Flipbook

/// The pets' pictures, drawn with Core Graphics: the tutorial ships photos we can't, so each pet gets a
/// simple, recognisable portrait in the same 3:2 landscape format (wrigley@1x is 320×213).
enum PetArt {
    enum Kind: Sendable {
        enum Mood: Sendable { case epic, sad }
        enum Pose: Sendable { case back, sleepy }
        case dog(mood: Mood)
        case cat(pose: Pose)
        case fish
    }

    static let size = CGSize(width: 320, height: 213)

    /// The portrait of `kind`, at `scale` pixels per point.
    static func image(_ kind: Kind, scale: CGFloat = 2) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = true
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            let cg = context.cgContext
            let bounds = CGRect(origin: .zero, size: size)
            let (sky, ground) = palette(kind)
            sky.setFill()
            UIBezierPath(rect: bounds).fill()
            ground.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: size.height * 0.7, width: size.width, height: size.height * 0.3)).fill()
            switch kind {
            case .dog(let mood): drawDog(mood: mood, in: cg)
            case .cat(let pose): drawCat(pose: pose, in: cg)
            case .fish: drawFish(in: cg)
            }
        }
    }

    private static func palette(_ kind: Kind) -> (UIColor, UIColor) {
        switch kind {
        case .dog(.epic): (UIColor(red: 0.55, green: 0.75, blue: 0.95, alpha: 1), UIColor(red: 0.35, green: 0.6, blue: 0.3, alpha: 1))
        case .dog(.sad): (UIColor(red: 0.6, green: 0.65, blue: 0.72, alpha: 1), UIColor(red: 0.45, green: 0.5, blue: 0.45, alpha: 1))
        case .cat(.back): (UIColor(red: 0.95, green: 0.85, blue: 0.7, alpha: 1), UIColor(red: 0.6, green: 0.45, blue: 0.35, alpha: 1))
        case .cat(.sleepy): (UIColor(red: 0.3, green: 0.3, blue: 0.5, alpha: 1), UIColor(red: 0.55, green: 0.35, blue: 0.45, alpha: 1))
        case .fish: (UIColor(red: 0.2, green: 0.5, blue: 0.75, alpha: 1), UIColor(red: 0.85, green: 0.8, blue: 0.55, alpha: 1))
        }
    }

    private static func ellipse(_ rect: CGRect, _ color: UIColor) {
        color.setFill()
        UIBezierPath(ovalIn: rect).fill()
    }

    private static func drawDog(mood: Kind.Mood, in cg: CGContext) {
        let fur = UIColor(red: 0.72, green: 0.5, blue: 0.3, alpha: 1)
        let dark = UIColor(red: 0.35, green: 0.22, blue: 0.12, alpha: 1)
        ellipse(CGRect(x: 110, y: 110, width: 120, height: 80), fur)                 // body
        ellipse(CGRect(x: 120, y: 40, width: 90, height: 85), fur)                   // head
        let earDrop: CGFloat = mood == .sad ? 40 : 10
        ellipse(CGRect(x: 108, y: 45 + earDrop / 2, width: 26, height: 50 + earDrop / 2), dark) // ears
        ellipse(CGRect(x: 196, y: 45 + earDrop / 2, width: 26, height: 50 + earDrop / 2), dark)
        ellipse(CGRect(x: 143, y: 70, width: 10, height: 10), .black)                // eyes
        ellipse(CGRect(x: 177, y: 70, width: 10, height: 10), .black)
        ellipse(CGRect(x: 156, y: 92, width: 18, height: 12), .black)                // nose
        if mood == .epic {
            // A cape, for the battle-tested.
            UIColor(red: 0.8, green: 0.1, blue: 0.15, alpha: 1).setFill()
            let cape = UIBezierPath()
            cape.move(to: CGPoint(x: 125, y: 115))
            cape.addLine(to: CGPoint(x: 80, y: 185))
            cape.addLine(to: CGPoint(x: 140, y: 170))
            cape.close()
            cape.fill()
        } else {
            ellipse(CGRect(x: 150, y: 82, width: 6, height: 10), UIColor(red: 0.4, green: 0.6, blue: 0.95, alpha: 1)) // a tear
        }
    }

    private static func drawCat(pose: Kind.Pose, in cg: CGContext) {
        let fur = pose == .back ? UIColor(white: 0.25, alpha: 1) : UIColor(red: 0.95, green: 0.6, blue: 0.25, alpha: 1)
        if pose == .sleepy {
            ellipse(CGRect(x: 95, y: 120, width: 150, height: 60), fur)              // curled body
            ellipse(CGRect(x: 205, y: 105, width: 60, height: 55), fur)              // head
            UIColor.black.setStroke()
            for x in [220.0, 240.0] {
                let lid = UIBezierPath()
                lid.move(to: CGPoint(x: x, y: 128))
                lid.addLine(to: CGPoint(x: x + 10, y: 128))
                lid.lineWidth = 2
                lid.stroke()
            }
        } else {
            ellipse(CGRect(x: 125, y: 95, width: 80, height: 95), fur)               // body, from behind
            ellipse(CGRect(x: 135, y: 50, width: 60, height: 55), fur)               // head, from behind
            let ears = UIBezierPath()
            ears.move(to: CGPoint(x: 138, y: 62)); ears.addLine(to: CGPoint(x: 145, y: 35)); ears.addLine(to: CGPoint(x: 160, y: 55))
            ears.move(to: CGPoint(x: 170, y: 55)); ears.addLine(to: CGPoint(x: 185, y: 35)); ears.addLine(to: CGPoint(x: 192, y: 62))
            fur.setFill()
            ears.fill()
            let tail = UIBezierPath()
            tail.move(to: CGPoint(x: 200, y: 175))
            tail.addCurve(to: CGPoint(x: 240, y: 110), controlPoint1: CGPoint(x: 250, y: 175), controlPoint2: CGPoint(x: 215, y: 120))
            tail.lineWidth = 10
            fur.setStroke()
            tail.stroke()
        }
    }

    private static func drawFish(in cg: CGContext) {
        let scales = UIColor(red: 0.95, green: 0.55, blue: 0.15, alpha: 1)
        ellipse(CGRect(x: 110, y: 70, width: 110, height: 65), scales)
        scales.setFill()
        let tail = UIBezierPath()
        tail.move(to: CGPoint(x: 215, y: 102))
        tail.addLine(to: CGPoint(x: 255, y: 75))
        tail.addLine(to: CGPoint(x: 255, y: 130))
        tail.close()
        tail.fill()
        ellipse(CGRect(x: 130, y: 90, width: 12, height: 12), .white)
        ellipse(CGRect(x: 134, y: 94, width: 6, height: 6), .black)
        UIColor(white: 1, alpha: 0.6).setStroke()
        for (x, y, r) in [(95.0, 60.0, 8.0), (85.0, 40.0, 5.0), (100.0, 25.0, 4.0)] {
            let bubble = UIBezierPath(ovalIn: CGRect(x: x, y: y, width: r * 2, height: r * 2))
            bubble.lineWidth = 2
            bubble.stroke()
        }
    }
}
