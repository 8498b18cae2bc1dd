import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A progress bar on standard error, for renders that take more than a second.
///
/// In `.automatic` mode it appears only when standard error is a terminal and the work has run for a second;
/// `.always` draws it from the start (one line per update when standard error is not a terminal).
final class ProgressBar {
    enum Mode { case automatic, always, never }

    private let mode: Mode
    private let start = Date()
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private var shown = false
    private var lastLine = ""
    private var lastPercent = -1

    init(mode: Mode) {
        self.mode = mode
    }

    private var visible: Bool {
        switch mode {
        case .never: false
        case .always: true
        case .automatic: isTerminal && Date().timeIntervalSince(start) >= 1
        }
    }

    /// Shows `fraction` (0…1) done, labelled with what is happening.
    func update(_ fraction: Double, _ label: String) {
        guard visible else { return }
        let clamped = min(1, max(0, fraction))
        let percent = Int(clamped * 100)
        let width = 30
        let filled = Int(clamped * Double(width))
        let line = "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] "
            + String(format: "%3d%%", percent) + "  " + label
        guard line != lastLine else { return }
        if isTerminal {
            write("\r\u{1B}[2K" + line)
        } else {
            guard percent / 10 != lastPercent / 10 || percent == 100 else { return }
            write(line + "\n")
        }
        lastLine = line
        lastPercent = percent
        shown = true
    }

    /// Ends the bar's line.
    func finish() {
        if shown, isTerminal { write("\n") }
        shown = false
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
