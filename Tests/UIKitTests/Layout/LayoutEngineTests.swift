import Testing
@testable import UIKit
import Flipbook

/// Auto Layout on views: anchors, priorities, intrinsic sizes, the layout cycle, animation of constraint changes,
/// unsatisfiable and ambiguous layouts, fitting sizes.
@MainActor @Suite struct LayoutEngineTests {
    @Test func anchorsPlaceViewsAtTheNextFrame() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        #expect(box.frame == .zero)          // deferred, as in UIKit
        stage.pump()
        #expect(box.frame == CGRect(x: 20, y: 100, width: 335, height: 167.5))
        #expect(root.constraints.count == 3)  // the aspect ratio lives on the box itself
        #expect(box.constraints.count == 1)
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func nestedViewsUseTheirSuperviewsCoordinates() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let card = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 300))  // frame-based
        root.addSubview(card)
        let inner = UIView(), other = UIView()
        for v in [inner, other] { v.translatesAutoresizingMaskIntoConstraints = false }
        card.addSubview(inner)
        root.addSubview(other)
        NSLayoutConstraint.activate([
            inner.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            inner.widthAnchor.constraint(equalToConstant: 40),
            inner.heightAnchor.constraint(equalToConstant: 40),
            // A view beside the card's inner view, across hierarchies: installed on their common ancestor.
            other.leadingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 10),
            other.topAnchor.constraint(equalTo: inner.topAnchor),
            other.widthAnchor.constraint(equalToConstant: 30),
            other.heightAnchor.constraint(equalTo: inner.heightAnchor),
        ])
        stage.pump()
        #expect(inner.frame == CGRect(x: 80, y: 130, width: 40, height: 40))
        #expect(other.frame == CGRect(x: 50 + 120 + 10, y: 60 + 130, width: 30, height: 40))
        // Moving the frame-based card moves both at the next layout.
        card.frame.origin.x = 0
        root.layoutIfNeeded()
        #expect(other.frame.minX == 130)
    }

    @Test func priorityDecidesAConflict() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let wide = v.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        let narrow = v.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([wide, narrow, v.heightAnchor.constraint(equalToConstant: 10),
                                     v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.leftAnchor.constraint(equalTo: root.leftAnchor)])
        root.layoutIfNeeded()
        #expect(v.frame.width == 300)
        wide.priority = UILayoutPriority(200)
        root.layoutIfNeeded()
        #expect(v.frame.width == 100)
        narrow.isActive = false
        root.layoutIfNeeded()
        #expect(v.frame.width == 300)
    }

    @Test func intrinsicSizesOfLabelsButtonsAndImageViews() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let label = UILabel()
        label.text = "Hello, Auto Layout"
        let image = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16)).image { _ in })
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        var previous: NSLayoutYAxisAnchor = root.topAnchor
        for v in [label, image, button] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            NSLayoutConstraint.activate([v.topAnchor.constraint(equalTo: previous, constant: 10),
                                         v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)])
            previous = v.bottomAnchor
        }
        root.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > 100)
        #expect(image.frame.size == CGSize(width: 24, height: 16))
        #expect(button.frame.size == button.intrinsicContentSize)
        #expect(button.frame.minY == image.frame.maxY + 10)
        // Text changes resize the label at the next layout.
        let before = label.frame.width
        label.text = "Hi"
        root.layoutIfNeeded()
        #expect(label.frame.width < before)
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test func multiLineLabelWrapsAtItsWidth() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "Words wrap across several lines here. ", count: 6)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.width == 335)
        let wrapped = label.sizeThatFits(CGSize(width: 335, height: CGFloat.infinity)).height
        #expect(label.frame.height == wrapped)
        #expect(wrapped > 3 * label.font.lineHeight)
        // With preferredMaxLayoutWidth the intrinsic size wraps there.
        label.preferredMaxLayoutWidth = 200
        #expect(label.intrinsicContentSize.width <= 200)
    }

    @Test func huggingAndCompressionResistanceShareTheRow() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let left = UILabel(), right = UILabel()
        left.text = "Left"
        right.text = "Right"
        for l in [left, right] {
            l.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(l)
        }
        right.setContentHuggingPriority(.defaultLow, for: .horizontal)  // 250 < the left label's 251: it stretches
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(left.frame.width == left.intrinsicContentSize.width)
        #expect(right.frame.maxX == 375)
    }

    /// The idiom: change a constant, call `layoutIfNeeded()` in an animation block; the frame animates along the
    /// block's curve (linear here: the mid-frame is halfway; ease-in-out: the curve's value).
    @Test func animatedConstantChangeFollowsTheCurve() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let drawer = UIView()
        drawer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(drawer)
        let bottom = drawer.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: 305)
        NSLayoutConstraint.activate([bottom, drawer.heightAnchor.constraint(equalToConstant: 305),
                                     drawer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     drawer.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
        stage.pump()
        #expect(drawer.frame.minY == 667)
        bottom.constant = 0
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { root.layoutIfNeeded() })
        #expect(drawer.frame.minY == 362)                         // the model value at once
        stage.pump(0.25)
        let quarter = drawer.layer.presentation()!.frame.minY
        #expect(abs(quarter - (667 - 305 * 0.25)) < 0.5)
        stage.pump(0.25)
        #expect(abs(drawer.layer.presentation()!.frame.minY - (667 - 305 * 0.5)) < 0.5)
        stage.pumpAndSettle()
        #expect(drawer.layer.presentation()!.frame.minY == 362)

        // Back down with the default ease-in-out curve: at t = 0.5 the curve is at 0.5, at 0.25 it is well behind.
        bottom.constant = 305
        UIView.animate(withDuration: 1) { root.layoutIfNeeded() }
        stage.pump(0.25)
        let eased = (drawer.layer.presentation()!.frame.minY - 362) / 305
        let expected = CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.25)
        #expect(abs(eased - expected) < 0.01)
        #expect(eased < 0.2)
        stage.pumpAndSettle()
    }

    @Test func propertyAnimatorAnimatesLayout() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([width, v.heightAnchor.constraint(equalToConstant: 50),
                                     v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        width.constant = 300
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { root.layoutIfNeeded() }
        animator.startAnimation()
        stage.pump(0.5)
        #expect(abs(v.layer.presentation()!.bounds.width - 200) < 1)
        stage.pumpAndSettle()
        #expect(v.frame.width == 300)
    }

    @Test func layoutCycleCallsUpdateConstraintsThenLayout() {
        final class Probe: UIView {
            var log: [String] = []
            var constraintsMade = false
            override func updateConstraints() {
                log.append("updateConstraints")
                if !constraintsMade, let superview {
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([widthAnchor.constraint(equalToConstant: 10),
                                                 heightAnchor.constraint(equalToConstant: 10),
                                                 centerXAnchor.constraint(equalTo: superview.centerXAnchor),
                                                 centerYAnchor.constraint(equalTo: superview.centerYAnchor)])
                    constraintsMade = true
                }
                super.updateConstraints()
            }
            override func layoutSubviews() {
                log.append("layoutSubviews")
                super.layoutSubviews()
            }
        }
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let probe = Probe()
        root.addSubview(probe)
        probe.setNeedsUpdateConstraints()
        #expect(probe.needsUpdateConstraints())
        stage.pump()
        #expect(probe.log.first == "updateConstraints")
        #expect(probe.log.contains("layoutSubviews"))
        #expect(probe.frame == CGRect(x: 182.5, y: 328.5, width: 10, height: 10))
        #expect(!probe.needsUpdateConstraints())
    }

    @Test func unsatisfiableConstraintsBreakOneAndLog() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let a = v.widthAnchor.constraint(equalToConstant: 100)
        let b = v.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([a, v.heightAnchor.constraint(equalToConstant: 5),
                                     v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        b.isActive = true
        root.layoutIfNeeded()
        #expect(v.frame.width == 100)
        let report = root.rootLayoutEngine!.unsatisfiableReports.last ?? ""
        #expect(report.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(report.contains("Will attempt to recover by breaking constraint \n\(b.description)"))
        #expect(report.contains(a.description))
        #expect(b.description.contains(".width == 200   (active)>"))
    }

    @Test func ambiguityIsReported() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 10),
                                     v.heightAnchor.constraint(equalToConstant: 10),
                                     v.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)   // no vertical position
        v.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        #expect(!v.hasAmbiguousLayout)
    }

    @Test func activatingWithoutACommonAncestorTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
            }
        }
    }

    @Test func systemLayoutSizeFittingCompressesToContent() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = UILabel()
        title.text = "Title"
        title.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
        ])
        let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(abs(size.height - (title.intrinsicContentSize.height + 24)) < 1e-9)
        #expect(abs(size.width - (title.intrinsicContentSize.width + 32)) < 1e-9)
        let fixedWidth = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth.width == 320)
        #expect(cell.frame.size == CGSize(width: 320, height: 44))
    }

    @Test func removingAViewRemovesItsConstraintsFromAncestors() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        let link = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
        link.isActive = true
        #expect(link.isActive)
        a.removeFromSuperview()
        #expect(!link.isActive)
        #expect(root.constraints.isEmpty)
    }
}

/// The constraint object's surface: items, attributes, identifier, description, system spacing.
@MainActor @Suite struct NSLayoutConstraintSurfaceTests {
    @Test func itemsAttributesAndDescription() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        let c = NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .greaterThanOrEqual, toItem: b,
                                   attribute: .trailing, multiplier: 2, constant: -4)
        c.identifier = "gap"
        c.priority = .defaultHigh
        #expect(c.firstItem === a && c.secondItem === b)
        #expect(c.firstAttribute == .leading && c.secondAttribute == .trailing)
        #expect(c.relation == .greaterThanOrEqual && c.multiplier == 2 && c.constant == -4)
        #expect(!c.isActive)
        c.isActive = true
        #expect(c.isActive && root.constraints.contains { $0 === c })
        #expect(c.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(c.description.contains(" 'gap' UIView:0x"))
        #expect(c.description.hasSuffix(".leading >= 2*UIView:\(NSLayoutConstraint.address(b)).trailing - 4   (active, priority 750)>"))
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
        NSLayoutConstraint.deactivate([c])
        #expect(!c.isActive && root.constraints.isEmpty)
    }

    @Test func systemSpacingIsEightPoints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 36, y: 28, width: 20, height: 20))
    }

    /// A frame-based view given constraints that fight its frame: its pinned frame wins and the log names it.
    @Test func autoresizingConstraintsConflictAsInUIKit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))   // forgot TAMIC = false
        root.addSubview(v)
        v.widthAnchor.constraint(equalToConstant: 80).isActive = true
        root.layoutIfNeeded()
        #expect(v.frame.width == 50)
        let report = root.rootLayoutEngine!.unsatisfiableReports.first ?? ""
        #expect(report.contains("NSAutoresizingMaskLayoutConstraint"))
    }
}
