/// How long and for whom a font registration lasts.
///
/// Flipbook has one process and no font store: every scope registers the font for this process (`.process`'s
/// meaning) until it is unregistered or the process ends.
public enum CTFontManagerScope: UInt32, Sendable {
    /// No scope.
    case none = 0
    /// This process, until it ends.
    case process = 1
    /// Every later launch of the app (on iOS); this process here.
    case persistent = 2
    /// The login session (macOS); this process here.
    case session = 3

    /// Another name for `.persistent`.
    public static var user: CTFontManagerScope { .persistent }
}
