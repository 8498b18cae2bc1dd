import QuartzCore

/// The keyboard as drawn: the light system keyboard's grey with four rows of white keys.
package final class KeyboardView: UIView {
    package override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.82, green: 0.83, blue: 0.86, alpha: 1)
        isUserInteractionEnabled = false
    }

    package required init?(coder: NSCoder) { nil }

    package override func draw(_ rect: CGRect) {
        let rows = [10, 9, 9, 5]
        let keyHeight: CGFloat = 42, gap: CGFloat = 12, top: CGFloat = 52
        let unit = bounds.width / 10
        UIColor.white.setFill()
        for (r, count) in rows.enumerated() {
            let y = top + CGFloat(r) * (keyHeight + gap)
            let inset = (bounds.width - CGFloat(count) * unit) / 2
            for k in 0..<count {
                let key = CGRect(x: inset + CGFloat(k) * unit + 3, y: y, width: unit - 6, height: keyHeight)
                UIBezierPath(roundedRect: key, cornerRadius: 5).fill()
            }
        }
    }
}
