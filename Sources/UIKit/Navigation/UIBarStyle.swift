/// The legacy style of a bar, with UIKit's raw values: `.default` is light chrome with dark text, `.black` dark
/// chrome with white text.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(*, deprecated, message: "Use UIBarStyleBlack and set the translucent property to YES")
    case blackTranslucent = 2
}
