import QuartzCore

extension UIColor {
    /// The tint a view shows while its `tintAdjustmentMode` is `.dimmed`: Apple documents "a desaturated, dimmed
    /// version" of the tint without numbers. Flipbook's choice (pinned by `TintAdjustmentModeTests`): the grey
    /// of the colour's luma (Rec. 601 weights) at 80 % of its alpha, resolved for the current traits — system
    /// blue becomes a mid grey, as iOS shows bar buttons behind an alert.
    package static func dimmedTint(of color: UIColor) -> UIColor {
        UIColor { traits in
            let c = color.resolvedColor(with: traits).rgba
            let luma = 0.299 * c.r + 0.587 * c.g + 0.114 * c.b
            return UIColor(white: CGFloat(luma), alpha: CGFloat(c.a * 0.8))
        }
    }
}
