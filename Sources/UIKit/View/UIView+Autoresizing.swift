import CoreGraphics

extension UIView {
    /// Applies the subviews' autoresizing masks after this view's size changed from `oldSize`
    /// (``AutoresizingRule``: the change is shared among the flexible parts in proportion to their lengths).
    func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let rules = AutoresizingRule.rules(frame: subview.frame, mask: subview.autoresizingMask, superSize: oldSize)
            let h = rules.horizontal.apply(superLength: Double(newSize.width))
            let v = rules.vertical.apply(superLength: Double(newSize.height))
            subview.frame = CGRect(x: h.origin, y: v.origin, width: h.length, height: v.length)
        }
    }
}
