import QuartzCore

/// The parameters of a blur style in one appearance: Core Animation's backdrop stages — a Gaussian blur of
/// `radius` points, a saturation factor, then a grey tint of `white` at `alpha` laid over.
///
/// `.extraLight`, `.light` and `.dark` take the values of iOS's backdrop settings for those styles (blur radius
/// 20 / 30 / 20 pt, saturation 1.8, tint white 0.97 α 0.82 / white 1 α 0.3 / white 0.11 α 0.73). The adaptive
/// styles and the system materials have no published values: Flipbook's constants below grow the tint from
/// ultra-thin to thick and chrome, `.regular` is `.light` or `.dark` and `.prominent` is `.extraLight` or a
/// denser dark (decisions, pinned in `UIVisualEffectViewTests`).
struct BlurMaterial: Equatable {
    var radius: CGFloat
    var saturation: CGFloat
    var white: CGFloat
    var alpha: CGFloat

    /// No effect: nothing blurred, saturation unchanged, no tint.
    static let none = BlurMaterial(radius: 0, saturation: 1, white: 1, alpha: 0)

    static let extraLight = BlurMaterial(radius: 20, saturation: 1.8, white: 0.97, alpha: 0.82)
    static let light = BlurMaterial(radius: 30, saturation: 1.8, white: 1, alpha: 0.3)
    static let dark = BlurMaterial(radius: 20, saturation: 1.8, white: 0.11, alpha: 0.73)
    static let prominentDark = BlurMaterial(radius: 20, saturation: 1.8, white: 0.15, alpha: 0.82)

    /// The material of `style` in the given appearance (unspecified counts as light).
    static func of(_ style: UIBlurEffect.Style, dark isDark: Bool) -> BlurMaterial {
        func material(_ level: Int, dark: Bool) -> BlurMaterial {
            // Ultra-thin … chrome: light tints white 1 → 0.97, α 0.25 → 0.8; dark tints near-black, α 0.4 → 0.8.
            let lightAlpha: [CGFloat] = [0.25, 0.45, 0.65, 0.8, 0.75]
            let darkAlpha: [CGFloat] = [0.4, 0.55, 0.7, 0.8, 0.75]
            return dark
                ? BlurMaterial(radius: 30, saturation: 1.8, white: 0.1, alpha: darkAlpha[level])
                : BlurMaterial(radius: 30, saturation: 1.8, white: level >= 2 ? 0.97 : 1, alpha: lightAlpha[level])
        }
        switch style {
        case .extraLight: return .extraLight
        case .light: return .light
        case .dark: return .dark
        case .regular: return isDark ? .dark : .light
        case .prominent: return isDark ? .prominentDark : .extraLight
        case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
             .systemChromeMaterial:
            return material(style.rawValue - 6, dark: isDark)
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
             .systemThickMaterialLight, .systemChromeMaterialLight:
            return material(style.rawValue - 11, dark: false)
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark:
            return material(style.rawValue - 16, dark: true)
        }
    }
}
