import Foundation
import UIKit

/// The scenes that ship with Flipbook: each exercises a part of the engine and the renderer.
@MainActor
enum BuiltInScenes {
    static let all: [Scene] = [cardFlip, springs, propertyAnimator, controls]

    // MARK: Shared look

    static let paper = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    static let ink = UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)

    /// A light backdrop filling the window, with a title and a caption at the top.
    static func backdrop(_ context: SceneContext, title: String, caption: String) -> UIView {
        let root = UIView()
        root.backgroundColor = paper
        context.stage.show(root)
        let width = context.bounds.width
        let titleLabel = UILabel(frame: CGRect(x: 20, y: 28, width: width - 40, height: 34))
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textColor = ink
        root.addSubview(titleLabel)
        let captionLabel = UILabel(frame: CGRect(x: 20, y: 64, width: width - 40, height: 40))
        captionLabel.text = caption
        captionLabel.font = .systemFont(ofSize: 14)
        captionLabel.textColor = UIColor(white: 0.42, alpha: 1)
        captionLabel.numberOfLines = 2
        root.addSubview(captionLabel)
        return root
    }

    /// A rounded card with a soft shadow.
    static func card(frame: CGRect, color: UIColor, radius: CGFloat = 18) -> UIView {
        let card = UIView(frame: frame)
        card.backgroundColor = color
        card.layer.cornerRadius = radius
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.22
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = CGSize(width: 0, height: 8)
        return card
    }

    static func label(_ text: String, frame: CGRect, size: CGFloat, weight: UIFont.Weight = .regular,
                      color: UIColor = .white, alignment: NSTextAlignment = .center) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = .systemFont(ofSize: size, weight: weight)
        label.textColor = color
        label.textAlignment = alignment
        return label
    }

    // MARK: card-flip

    /// A card turns over in 3D about its vertical axis, lifting and landing with keyframes; its face changes
    /// at the half-way point, edge-on.
    static let cardFlip = Scene(
        name: "card-flip", summary: "A card flips over in 3D with perspective, lifted and landed by keyframes",
        duration: 2.0
    ) { context in
        let root = backdrop(context, title: "Card flip", caption: "animateKeyframes · rotation about y · m34 perspective")
        let stageView = UIView(frame: CGRect(x: 0, y: 120, width: context.bounds.width, height: 480))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 700
        stageView.layer.sublayerTransform = perspective
        root.addSubview(stageView)

        let size = CGSize(width: 230, height: 320)
        let card = card(frame: CGRect(x: (stageView.bounds.width - size.width) / 2, y: 60, width: size.width,
                                      height: size.height), color: .systemIndigo)
        card.layer.name = "card"
        stageView.addSubview(card)
        let front = UIView(frame: card.bounds)
        let back = UIView(frame: card.bounds)
        back.isHidden = true
        for (face, title, symbol, color) in [(front, "Front", "star.fill", UIColor.systemIndigo),
                                             (back, "Back", "heart.fill", UIColor.systemOrange)] {
            face.backgroundColor = color
            face.layer.cornerRadius = 18
            let icon = UIImageView(image: UIImage(systemName: symbol,
                                                  withConfiguration: UIImage.SymbolConfiguration(pointSize: 60)))
            icon.tintColor = .white
            icon.center = CGPoint(x: size.width / 2, y: size.height / 2 - 30)
            face.addSubview(icon)
            face.addSubview(label(title, frame: CGRect(x: 0, y: size.height / 2 + 30, width: size.width, height: 40),
                                  size: 30, weight: .bold))
            card.addSubview(face)
        }

        @Sendable func rotation(_ angle: CGFloat, lift: CGFloat) -> CATransform3D {
            CATransform3DScale(CATransform3DMakeRotation(angle, 0, 1, 0), lift, lift, 1)
        }
        context.pump(until: 0.2)
        // First half: lift, then turn edge-on.
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.35) {
                card.transform3D = rotation(-.pi / 12, lift: 1.08)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.35, relativeDuration: 0.65) {
                card.transform3D = rotation(-.pi / 2, lift: 1.12)
            }
        }, completion: { _ in
            // Edge-on: change faces, continue from the other side and land.
            front.isHidden = true
            back.isHidden = false
            card.transform3D = rotation(.pi / 2, lift: 1.12)
            UIView.animateKeyframes(withDuration: 0.7, delay: 0, options: [.calculationModeCubic], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.6) {
                    card.transform3D = rotation(.pi / 14, lift: 1.05)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) {
                    card.transform3D = CATransform3DIdentity
                }
            })
        })
    }

    // MARK: springs

    /// Four squares drop on springs of damping ratio 0.2, 0.4, 0.7 and 1.
    static let springs = Scene(
        name: "springs", summary: "Four squares drop on springs of damping ratio 0.2, 0.4, 0.7 and 1 side by side",
        duration: 2.2
    ) { context in
        let root = backdrop(context, title: "Springs", caption: "usingSpringWithDamping: 0.2 · 0.4 · 0.7 · 1.0")
        let ratios: [CGFloat] = [0.2, 0.4, 0.7, 1.0]
        let colors: [UIColor] = [.systemPink, .systemOrange, .systemTeal, .systemIndigo]
        let column = context.bounds.width / CGFloat(ratios.count)
        var squares: [UIView] = []
        for (i, ratio) in ratios.enumerated() {
            let x = column * CGFloat(i)
            let track = UIView(frame: CGRect(x: x + column / 2 - 1, y: 150, width: 2, height: 420))
            track.backgroundColor = UIColor(white: 0.85, alpha: 1)
            root.addSubview(track)
            root.addSubview(label(String(format: "ζ = %.1f", ratio), frame: CGRect(x: x, y: 120, width: column, height: 20),
                                  size: 14, weight: .semibold, color: ink))
            let square = card(frame: CGRect(x: x + column / 2 - 28, y: 150, width: 56, height: 56), color: colors[i], radius: 12)
            square.layer.name = String(format: "spring-%.1f", ratio)
            root.addSubview(square)
            squares.append(square)
        }
        context.pump(until: 0.2)
        for (square, ratio) in zip(squares, ratios) {
            UIView.animate(withDuration: 1.4, delay: 0, usingSpringWithDamping: ratio, initialSpringVelocity: 0,
                           options: [], animations: { square.center.y = 500 })
        }
    }

    // MARK: property-animator

    /// A property animator is scrubbed forward, back a little, then reversed to its start.
    static let propertyAnimator = Scene(
        name: "property-animator",
        summary: "A UIViewPropertyAnimator scrubbed by fractionComplete, then reversed and continued",
        duration: 3.0
    ) { context in
        let root = backdrop(context, title: "Property animator",
                            caption: "pause · fractionComplete scrub · isReversed · continueAnimation")
        let box = card(frame: CGRect(x: 40, y: 220, width: 110, height: 110), color: .systemBlue, radius: 16)
        box.layer.name = "box"
        root.addSubview(box)
        let track = UIView(frame: CGRect(x: 40, y: 560, width: context.bounds.width - 80, height: 6))
        track.backgroundColor = UIColor(white: 0.85, alpha: 1)
        track.layer.cornerRadius = 3
        root.addSubview(track)
        let knob = card(frame: CGRect(x: 40 - 11, y: 552, width: 22, height: 22), color: .white, radius: 11)
        root.addSubview(knob)
        let fraction = label("0 %", frame: CGRect(x: 40, y: 590, width: context.bounds.width - 80, height: 24),
                             size: 16, weight: .medium, color: ink)
        root.addSubview(fraction)

        let animator = UIViewPropertyAnimator(duration: 1.0, curve: .easeInOut) {
            box.center = CGPoint(x: context.bounds.width - 95, y: 420)
            box.transform = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 1.3, y: 1.3)
            box.backgroundColor = .systemPink
            box.layer.cornerRadius = 55
        }
        animator.pauseAnimation()
        @MainActor func show(_ value: CGFloat) {
            knob.center.x = 40 + (context.bounds.width - 80) * value
            fraction.text = "\(Int((value * 100).rounded())) %"
        }
        context.pump(until: 0.2)
        // Scrub to 80 % over 0.8 s, back to 40 % over 0.4 s, like a finger on a slider.
        let scrub: [(TimeInterval, CGFloat, CGFloat)] = [(0.8, 0, 0.8), (0.4, 0.8, 0.4)]
        for (seconds, from, to) in scrub {
            let start = context.elapsed
            while context.elapsed < start + seconds - 1e-9 {
                context.pump(for: Stage.frameDuration)
                let t = min(1, (context.elapsed - start) / seconds)
                let value = from + (to - from) * CGFloat(t)
                animator.fractionComplete = value
                show(value)
            }
        }
        context.pump(for: 0.2)
        // Let go: reverse and run back to the start.
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        fraction.text = "reversed"
    }

    // MARK: controls

    /// Labels, an image view and a button arrive staggered; the button is tapped.
    static let controls = Scene(
        name: "controls",
        summary: "UILabel, UIImageView and UIButton slide in staggered; the button highlights when tapped",
        duration: 2.0
    ) { context in
        let root = backdrop(context, title: "Controls", caption: "UILabel · UIImageView · UIButton · target-action")
        let width = context.bounds.width
        let panel = card(frame: CGRect(x: 24, y: 130, width: width - 48, height: 420), color: .white)
        root.addSubview(panel)

        let icon = UIImageView(image: UIImage(systemName: "heart.fill",
                                              withConfiguration: UIImage.SymbolConfiguration(pointSize: 50)))
        icon.tintColor = .systemPink
        icon.center = CGPoint(x: panel.bounds.midX, y: 80)
        let heading = label("Flipbook", frame: CGRect(x: 20, y: 130, width: panel.bounds.width - 40, height: 36),
                            size: 30, weight: .bold, color: ink)
        let body = label("UIKit's animations and transitions, recorded frame by frame on Linux.",
                         frame: CGRect(x: 24, y: 175, width: panel.bounds.width - 48, height: 70), size: 17,
                         color: UIColor(white: 0.35, alpha: 1))
        body.numberOfLines = 0
        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(UIColor(white: 1, alpha: 0.6), for: .highlighted)
        button.setImage(UIImage(systemName: "play.fill"), for: .normal)
        button.tintColor = .white
        button.titleLabel?.font = .boldSystemFont(ofSize: 18)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 14
        button.frame = CGRect(x: 40, y: 300, width: panel.bounds.width - 80, height: 54)
        let status = label("", frame: CGRect(x: 20, y: 370, width: panel.bounds.width - 40, height: 24), size: 15,
                           weight: .medium, color: .systemGreen)
        button.addAction(UIAction { _ in status.text = "Tapped!" }, for: .primaryActionTriggered)
        let items: [UIView] = [icon, heading, body, button, status]
        for item in items {
            item.alpha = 0
            item.transform = CGAffineTransform(translationX: 0, y: 24)
            panel.addSubview(item)
        }
        context.pump(until: 0.1)
        for (i, item) in items.enumerated() {
            UIView.animate(withDuration: 0.45, delay: 0.08 * Double(i), options: [.curveEaseOut], animations: {
                item.alpha = 1
                item.transform = .identity
            })
        }
        context.pump(until: 1.1)
        let target = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        let touch = context.stage.touchDown(at: target)
        context.pump(for: 0.25)
        context.stage.touchUp(touch)
        context.pump(for: Stage.frameDuration)
        UIView.animate(withDuration: 0.3) { button.backgroundColor = .systemGreen }
    }
}
