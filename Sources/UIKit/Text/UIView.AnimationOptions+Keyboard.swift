import QuartzCore

extension UIView.AnimationOptions {
    /// The curve bits as a timing function; 7 (what keyboard notifications carry) is the keyboard's curve.
    package var curveTimingFunction: CAMediaTimingFunction {
        (rawValue >> 16) & 0xF == 7 ? KeyboardHost.curve : curve.timingFunction
    }
}
