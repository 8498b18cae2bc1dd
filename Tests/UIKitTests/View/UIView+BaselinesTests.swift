import Testing
@testable import UIKit
import Flipbook

/// Baselines: `firstBaselineAnchor`/`lastBaselineAnchor` of labels, buttons and text fields, the `.firstBaseline`
/// and `.lastBaseline` attributes, and stack views aligned on baselines.
@MainActor @Suite struct BaselineTests {
    func host() -> (Stage, UIView) {
        let (stage, root, _) = makeStageForAutoLayout()
        return (stage, root)
    }

    func add(_ view: UIView, to root: UIView) { addForAutoLayout(view, to: root) }

    @Test func aLabelsFirstBaselineIsItsAscentBelowItsTop() {
        let (stage, root) = host()
        let label = UILabel()
        label.text = "Baseline"
        label.font = .systemFont(ofSize: 24)
        add(label, to: root)
        let rule = UIView()
        add(rule, to: root)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            rule.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            rule.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            rule.widthAnchor.constraint(equalToConstant: 300), rule.heightAnchor.constraint(equalToConstant: 1),
        ])
        stage.pump()
        let ascent = label.font.ascender
        #expect(ascent > 18 && ascent < 26)
        #expect(abs(rule.frame.minY - (100 + ascent)) <= 0.5)
        // A bigger font moves the baseline down with it.
        label.font = .systemFont(ofSize: 40)
        label.invalidateIntrinsicContentSize()
        stage.pump()
        #expect(abs(rule.frame.minY - (100 + label.font.ascender)) <= 0.5)
    }

    @Test func aMultiLineLabelsLastBaselineIsOnItsLastLine() {
        let (stage, root) = host()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "one\ntwo\nthree"
        add(label, to: root)
        let below = UIView(), mark = UIView()
        add(below, to: root)
        add(mark, to: root)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.topAnchor.constraint(equalTo: label.lastBaselineAnchor, constant: 10),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 5),
            mark.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),   // a plain view: its bottom
            mark.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            mark.widthAnchor.constraint(equalToConstant: 10), mark.heightAnchor.constraint(equalToConstant: 5),
        ])
        stage.pump()
        let text = label.textBaselineOffsets!
        let lineHeight = label.font.lineHeight
        #expect(abs(text.last - text.first - 2 * lineHeight) < 1)
        #expect(abs(below.frame.minY - (50 + text.last + 10)) <= 0.5)
        #expect(abs(mark.frame.maxY - (50 + text.first)) <= 0.5)
    }

    @Test func theAttributesWorkInTheItemForm() {
        let (stage, root) = host()
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        add(field, to: root)
        let caption = UILabel()
        caption.text = "Name:"
        caption.font = .systemFont(ofSize: 12)
        add(caption, to: root)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 80),
            field.widthAnchor.constraint(equalToConstant: 200),
            caption.trailingAnchor.constraint(equalTo: field.leadingAnchor, constant: -8),
            NSLayoutConstraint(item: caption, attribute: .lastBaseline, relatedBy: .equal,
                               toItem: field, attribute: .lastBaseline, multiplier: 1, constant: 0),
        ])
        stage.pump()
        let fieldBaseline = field.frame.maxY - field.baselineOffsets!.fromBottom
        let captionBaseline = caption.frame.maxY - caption.baselineOffsets!.fromBottom
        #expect(abs(fieldBaseline - captionBaseline) <= 0.5)
        // The field's text is centred: its baseline is below the middle, above the bottom.
        #expect(fieldBaseline > field.frame.midY && fieldBaseline < field.frame.maxY)
        #expect(caption.frame.height < field.frame.height)
    }

    /// A horizontal stack of a small label, a big one and a button, aligned on baselines, pinned at (10, 60).
    func baselineStack(_ alignment: UIStackView.Alignment, smallText: String,
                       in root: UIView) -> (UIStackView, UILabel, UILabel, UIButton) {
        let big = UILabel()
        big.text = "Big"
        big.font = .boldSystemFont(ofSize: 40)
        let small = UILabel()
        small.text = smallText
        small.font = .systemFont(ofSize: 14)
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        let stack = UIStackView(arrangedSubviews: [small, big, button])
        stack.axis = .horizontal
        stack.alignment = alignment
        stack.spacing = 6
        add(stack, to: root)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        ])
        return (stack, small, big, button)
    }

    @Test func aHorizontalStackAlignsOnFirstBaselines() {
        let (stage, root) = host()
        let (stack, small, big, button) = baselineStack(.firstBaseline, smallText: "small", in: root)
        stage.pump()
        func baseline(_ v: UIView) -> CGFloat { v.frame.minY + v.baselineOffsets!.fromTop }
        #expect(abs(baseline(small) - baseline(big)) <= 0.5)
        #expect(abs(baseline(button) - baseline(big)) <= 0.5)
        // The tallest sits at the top of the stack, which hugs it.
        #expect(big.frame.minY == 0)
        #expect(stack.frame.height == big.frame.height)
        #expect(small.frame.minY > 0)
        // The stack's own baselines are its arranged subviews'.
        #expect(stack.forFirstBaselineLayout === small)
        #expect(stack.forLastBaselineLayout === small)
        stack.axis = .vertical
        #expect(stack.forLastBaselineLayout === button)
    }

    /// A fully specified baseline-aligned stack is not ambiguous: its spanning and baseline constraints meet at
    /// one point (a degenerate vertex), which once read as a free direction (`hasAmbiguousLayout` was true).
    @Test(arguments: [UIStackView.Alignment.firstBaseline, .lastBaseline])
    func aBaselineAlignedStackIsNotAmbiguous(_ alignment: UIStackView.Alignment) {
        let (stage, root) = host()
        let (stack, small, big, button) = baselineStack(alignment, smallText: "small\ntwo lines", in: root)
        small.numberOfLines = 0
        stage.pump()
        #expect(!stack.hasAmbiguousLayout)
        for view in [small, big, button] { #expect(!view.hasAmbiguousLayout) }
        // And the baselines the alignment names line up.
        func baseline(_ v: UIView) -> CGFloat {
            alignment == .firstBaseline ? v.frame.minY + v.forFirstBaselineLayout.baselineOffsets!.fromTop
                : v.frame.maxY - v.forLastBaselineLayout.baselineOffsets!.fromBottom
        }
        #expect(abs(baseline(small) - baseline(big)) <= 0.5)
        #expect(abs(baseline(button) - baseline(big)) <= 0.5)
        // A view beside it with a width, a height and an x but no y is ambiguous.
        let loose = UIView()
        add(loose, to: root)
        NSLayoutConstraint.activate([
            loose.leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 8),
            loose.widthAnchor.constraint(equalToConstant: 20),
            loose.heightAnchor.constraint(equalToConstant: 20),
        ])
        stage.pump()
        #expect(loose.hasAmbiguousLayout)
        #expect(!stack.hasAmbiguousLayout)
        // Tied to the stack's baseline it no longer is.
        loose.bottomAnchor.constraint(equalTo: stack.firstBaselineAnchor).isActive = true
        stage.pump()
        #expect(!loose.hasAmbiguousLayout)
    }
}
