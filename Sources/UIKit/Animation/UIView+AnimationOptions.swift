import QuartzCore

extension UIView {
    /// Options of the block-based animation methods (raw values as UIKit's, §6.1).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = Self(rawValue: 1 << 0)
        public static let allowUserInteraction = Self(rawValue: 1 << 1)
        public static let beginFromCurrentState = Self(rawValue: 1 << 2)
        public static let `repeat` = Self(rawValue: 1 << 3)
        public static let autoreverse = Self(rawValue: 1 << 4)
        public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
        public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
        public static let allowAnimatedContent = Self(rawValue: 1 << 7)
        public static let showHideTransitionViews = Self(rawValue: 1 << 8)
        public static let overrideInheritedOptions = Self(rawValue: 1 << 9)

        public static let curveEaseInOut = Self([])
        public static let curveEaseIn = Self(rawValue: 1 << 16)
        public static let curveEaseOut = Self(rawValue: 2 << 16)
        public static let curveLinear = Self(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = Self(rawValue: 1 << 20)
        public static let transitionFlipFromRight = Self(rawValue: 2 << 20)
        public static let transitionCurlUp = Self(rawValue: 3 << 20)
        public static let transitionCurlDown = Self(rawValue: 4 << 20)
        public static let transitionCrossDissolve = Self(rawValue: 5 << 20)
        public static let transitionFlipFromTop = Self(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = Self(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = Self([])
        public static let preferredFramesPerSecond60 = Self(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = Self(rawValue: 7 << 24)

        /// The curve in bits 16–19.
        package var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// The transition kind in bits 20–23 (0 = none).
        package var transitionKind: Int { Int((rawValue >> 20) & 0xF) }
    }

    /// Options of `animateKeyframes`: the UIView options that apply, plus a calculation mode in bits 10–12.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = Self(rawValue: 1 << 0)
        public static let allowUserInteraction = Self(rawValue: 1 << 1)
        public static let beginFromCurrentState = Self(rawValue: 1 << 2)
        public static let `repeat` = Self(rawValue: 1 << 3)
        public static let autoreverse = Self(rawValue: 1 << 4)
        public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
        public static let overrideInheritedOptions = Self(rawValue: 1 << 9)

        public static let calculationModeLinear = Self([])
        public static let calculationModeDiscrete = Self(rawValue: 1 << 10)
        public static let calculationModePaced = Self(rawValue: 2 << 10)
        public static let calculationModeCubic = Self(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = Self(rawValue: 4 << 10)

        package var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }

        /// The UIView options these share bits with (curve bits 16–19 included, §6.5).
        package var viewOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(0x7 << 10)) }
    }

    /// The timing curves of block animations and property animators.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear

        /// The Core Animation function of the same name (§6.9).
        package var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }
}
