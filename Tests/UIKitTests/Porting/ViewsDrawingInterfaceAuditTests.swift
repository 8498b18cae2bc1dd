import Testing
import Flipbook

// The member-by-member audit of the views, colours, images, paths and timing parameters transition libraries use,
// against Apple's Swift interface (docs/porting.md, "Interface audit"). Compiling is the check.

final class AuditedLabel: UILabel {
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }
    override func drawText(in rect: CGRect) { super.drawText(in: rect) }
    override var text: String? { didSet {} }
    override var font: UIFont! { didSet {} }
    override var textColor: UIColor! { didSet {} }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
}

final class AuditedButton: UIButton {
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect { super.backgroundRect(forBounds: bounds) }
    override func contentRect(forBounds bounds: CGRect) -> CGRect { super.contentRect(forBounds: bounds) }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect { super.titleRect(forContentRect: contentRect) }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect { super.imageRect(forContentRect: contentRect) }
    override func setTitle(_ title: String?, for state: UIControl.State) { super.setTitle(title, for: state) }
    override func setImage(_ image: UIImage?, for state: UIControl.State) { super.setImage(image, for: state) }
    override var isHighlighted: Bool { didSet {} }
    override var isSelected: Bool { didSet {} }
    override var isEnabled: Bool { didSet {} }
}

final class AuditedImageView: UIImageView {
    override init(image: UIImage?) { super.init(image: image) }
    override init(image: UIImage?, highlightedImage: UIImage?) { super.init(image: image, highlightedImage: highlightedImage) }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var image: UIImage? { didSet {} }
    override func startAnimating() { super.startAnimating() }
    override func stopAnimating() { super.stopAnimating() }
}

final class AuditedCubic: UICubicTimingParameters {}
final class AuditedSpring: UISpringTimingParameters {}

@MainActor
@Suite struct ViewsDrawingInterfaceAuditTests {
    @Test func viewMembersHaveApplesSignatures() {
        let label = AuditedLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello"
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.textAlignment = .center
        label.numberOfLines = 0
        label.lineBreakMode = .byTruncatingTail
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.attributedText = NSAttributedString(string: "Hi")
        label.highlightedTextColor = .white
        label.isHighlighted = false
        label.preferredMaxLayoutWidth = 100
        label.shadowColor = nil
        label.shadowOffset = CGSize(width: 0, height: -1)
        #expect(label.text == "Hi")

        let button = AuditedButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.red, for: .highlighted)
        button.setImage(nil, for: .normal)
        button.setBackgroundImage(nil, for: .normal)
        button.contentEdgeInsets = .zero
        button.titleEdgeInsets = .zero
        button.imageEdgeInsets = .zero
        #expect(button.title(for: .normal) == "Go" && button.currentTitle == "Go" && button.buttonType == .system)
        #expect(button.titleColor(for: .highlighted) == .red)
        let _: UILabel? = button.titleLabel
        let _: UIImageView? = button.imageView
        let _: UIImage? = button.image(for: .normal)
        let _: UIImage? = button.currentImage

        let image = UIImage(systemName: "star")
        let imageView = AuditedImageView(image: image, highlightedImage: nil)
        imageView.animationImages = nil
        imageView.animationDuration = 1
        imageView.animationRepeatCount = 0
        imageView.contentMode = .scaleAspectFit
        imageView.isHighlighted = false
        #expect(!imageView.isAnimating)
        _ = AuditedImageView(frame: .zero)
    }

    @Test func colorAndImageMembersHaveApplesSignatures() {
        let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a) && g == 0.5)
        var (h, s, v): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
        #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 30.0 / 360) < 1e-6 && abs(s - 1) < 1e-6 && abs(v - 1) < 1e-6)
        #expect(UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 0.6) < 1e-3 && abs(s - 0.5) < 1e-3 && abs(v - 0.8) < 1e-3)
        var w: CGFloat = 0
        #expect(UIColor(white: 0.5, alpha: 1).getWhite(&w, alpha: &a) && abs(w - 0.5) < 1e-9)
        _ = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
        _ = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        _ = UIColor(cgColor: color.cgColor)
        _ = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .white : .black })
        _ = color.withAlphaComponent(0.5).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        let _: [UIColor] = [.systemBackground, .label, .secondaryLabel, .systemBlue, .clear, .separator]

        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        let image: UIImage = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            context.stroke(CGRect(x: 0, y: 0, width: 4, height: 4))
            let _: CGContext = context.cgContext
            let _: UIImage = context.currentImage
        }
        #expect(image.size == CGSize(width: 4, height: 4))
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 2
        format.opaque = false
        _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format)
        _ = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 1, height: 1), format: format)
        let png: Data = renderer.pngData { _ in }
        #expect(!png.isEmpty)
        _ = renderer.jpegData(withCompressionQuality: 0.8) { _ in }
        let _: CGImage? = image.cgImage
        let _: CGFloat = image.scale
        let _: UIImage.Orientation = image.imageOrientation
        _ = image.withRenderingMode(.alwaysTemplate)
        _ = image.withTintColor(.red)
        _ = image.resizableImage(withCapInsets: .zero, resizingMode: .stretch)
        _ = image.pngData()
        _ = UIImage(cgImage: image.cgImage!, scale: 2, orientation: .up)
        _ = UIImage(named: "missing")

        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10),
                                byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 2, height: 2))
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.addCurve(to: CGPoint(x: 9, y: 9), controlPoint1: .zero, controlPoint2: .zero)
        path.addQuadCurve(to: .zero, controlPoint: CGPoint(x: 1, y: 1))
        path.addArc(withCenter: .zero, radius: 2, startAngle: 0, endAngle: .pi, clockwise: true)
        path.close()
        path.append(UIBezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: false))
        path.apply(CGAffineTransform(translationX: 1, y: 1))
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.usesEvenOddFillRule = true
        _ = path.reversing()
        #expect(!path.isEmpty && path.bounds.width > 0)
        _ = UIBezierPath(cgPath: path.cgPath).contains(CGPoint(x: 3, y: 3))
        _ = UIBezierPath(ovalIn: .zero)
        _ = UIBezierPath(roundedRect: .zero, cornerRadius: 3)
    }

    @Test func timingParametersHaveApplesSignatures() {
        let cubic = AuditedCubic(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.8, y: 1))
        #expect(cubic.controlPoint1 == CGPoint(x: 0.2, y: 0) && cubic.timingCurveType == .cubic)
        #expect(UICubicTimingParameters(animationCurve: .easeIn).animationCurve == .easeIn)
        _ = UICubicTimingParameters()
        let spring = AuditedSpring(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 1))
        #expect(spring.initialVelocity == CGVector(dx: 0, dy: 1) && spring.timingCurveType == .spring)
        _ = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        _ = UISpringTimingParameters(dampingRatio: 0.8)
        _ = UISpringTimingParameters(duration: 0.5, bounce: 0.2)
        _ = UISpringTimingParameters()
        let provider: UITimingCurveProvider = spring
        #expect(provider.springTimingParameters === spring && provider.cubicTimingParameters == nil)
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: provider)
        #expect(animator.timingParameters != nil)
    }
}
