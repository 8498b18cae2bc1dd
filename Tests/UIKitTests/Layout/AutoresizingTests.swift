import Testing
@testable import UIKit
import Flipbook

/// `autoresizingMask` for frame-based views, and `translatesAutoresizingMaskIntoConstraints`: the frame and mask
/// of a frame-based view turned into `NSAutoresizingMaskLayoutConstraint`s when it takes part in Auto Layout.
@MainActor @Suite struct AutoresizingTests {
    @Test func ruleSharesTheChangeAmongFlexibleParts() {
        // 200 long: margin 20, length 100, end margin 80; +100 shared 20 : 100 between start and length.
        let r = AutoresizingRule(origin: 20, length: 100, superLength: 200,
                                 flexibleStart: true, flexibleLength: true, flexibleEnd: false)
        let out = r.apply(superLength: 320)
        #expect(abs(out.origin - 40) < 1e-9)
        #expect(abs(out.length - 200) < 1e-9)
        // Nothing flexible: the frame stays.
        let fixed = AutoresizingRule(origin: 20, length: 100, superLength: 200,
                                     flexibleStart: false, flexibleLength: false, flexibleEnd: false)
        #expect(fixed.apply(superLength: 999).origin == 20)
        #expect(fixed.apply(superLength: 999).length == 100)
        // All flexible parts zero long: the change is shared equally.
        let zero = AutoresizingRule(origin: 0, length: 0, superLength: 0,
                                    flexibleStart: true, flexibleLength: true, flexibleEnd: false)
        #expect(zero.apply(superLength: 10).origin == 5)
        #expect(zero.apply(superLength: 10).length == 5)
    }

    @Test func notationAsUIKitLogsIt() {
        #expect(AutoresizingRule.notation([]) == "h=--& v=--&")
        #expect(AutoresizingRule.notation([.flexibleWidth, .flexibleHeight]) == "h=-&- v=-&-")
        #expect(AutoresizingRule.notation([.flexibleLeftMargin, .flexibleBottomMargin]) == "h=&-- v=--&")
        #expect(AutoresizingRule.notation([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin])
                == "h=&-& v=&--")
    }

    @Test func frameBasedSubviewsFollowTheirMasks() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 10, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let centered = UIView(frame: CGRect(x: 75, y: 25, width: 50, height: 50))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        let still = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        for v in [fill, pinnedRight, centered, still] { parent.addSubview(v) }

        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
        #expect(pinnedRight.frame == CGRect(x: 250, y: 10, width: 40, height: 20))
        #expect(centered.frame == CGRect(x: 125, y: 75, width: 50, height: 50))
        #expect(still.frame == CGRect(x: 5, y: 5, width: 10, height: 10))

        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        #expect(pinnedRight.frame == CGRect(x: 50, y: 10, width: 40, height: 20))
        #expect(centered.frame == CGRect(x: 25, y: 25, width: 50, height: 50))

        parent.autoresizesSubviews = false
        parent.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    /// A frame-based view inside a view that Auto Layout sizes: its flexible width follows the container through
    /// its autoresizing constraints, and a view constrained to it sees the same frame.
    @Test func translatedMaskFollowsAnAutoLayoutContainer() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let width = container.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            width, container.heightAnchor.constraint(equalToConstant: 100),
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
        ])
        stage.pump()
        let bar = UIView(frame: CGRect(x: 20, y: 10, width: 160, height: 30))   // translates its mask
        bar.autoresizingMask = [.flexibleWidth]
        container.addSubview(bar)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: bar.trailingAnchor, constant: 4),
            badge.topAnchor.constraint(equalTo: bar.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 8), badge.heightAnchor.constraint(equalToConstant: 8),
        ])
        stage.pump()
        #expect(badge.frame == CGRect(x: 184, y: 40, width: 8, height: 8))
        #expect(!badge.hasAmbiguousLayout && !bar.hasAmbiguousLayout)

        width.constant = 300
        container.superview!.layoutIfNeeded()
        #expect(container.frame.width == 300)
        #expect(bar.frame == CGRect(x: 20, y: 10, width: 260, height: 30))
        #expect(badge.frame == CGRect(x: 284, y: 40, width: 8, height: 8))

        // Setting the frame by code moves its constraints too.
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        container.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 104, y: 20, width: 8, height: 8))
        let lines = root.rootLayoutEngine!.autoresizingConstraintDescriptions(of: bar)
        #expect(lines.count == 4)
        #expect(lines[0].hasSuffix("h=-&- v=--& UIView:\(NSLayoutConstraint.address(bar)).minX == 0   (active, names: '|':UIView:\(NSLayoutConstraint.address(container)) )>"))
        #expect(lines[2].hasSuffix("UIView:\(NSLayoutConstraint.address(bar)).width == UIView:\(NSLayoutConstraint.address(container)).width - 200   (active)>"))
        #expect(lines[3].hasSuffix(".height == 20   (active)>"))
    }

    /// The classic mistake: constraints on a view that still translates its mask. The frame's autoresizing
    /// constraints are required and win; the added constraint breaks and the log names the autoresizing ones.
    @Test func forgettingToTurnTranslationOffBreaksAConstraint() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let label = UILabel()   // frame .zero, translatesAutoresizingMaskIntoConstraints still true
        label.text = "Hello"
        root.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        leading.isActive = true
        stage.pump()
        #expect(label.frame == .zero)
        let report = root.rootLayoutEngine!.unsatisfiableReports.last ?? ""
        #expect(report.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        let me = "UILabel:\(NSLayoutConstraint.address(label))"
        #expect(report.contains("h=--& v=--& \(me).minX == 0   (active, names: '|':UIView:\(NSLayoutConstraint.address(root)) )>\""))
        #expect(report.contains("h=--& v=--& \(me).width == 0   (active)>\""))
        #expect(report.contains("\"\(leading.description)\""))
        #expect(report.contains("Will attempt to recover by breaking constraint \n\(leading.description)"))

        // The fix: turn translation off, and the same constraint holds.
        label.translatesAutoresizingMaskIntoConstraints = false
        label.topAnchor.constraint(equalTo: root.topAnchor, constant: 30).isActive = true
        stage.pump()
        #expect(label.frame.origin == CGPoint(x: 20, y: 30))
        #expect(label.frame.size == label.intrinsicContentSize)
    }
}
