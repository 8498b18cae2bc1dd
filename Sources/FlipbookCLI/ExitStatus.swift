import Flipbook

/// Exit codes, from sysexits.h.
enum ExitStatus {
    static let usage: Int32 = 64
    static let unavailable: Int32 = 69
    static let software: Int32 = 70
    static let cannotCreate: Int32 = 73

    /// The exit code for an error from rendering or export.
    static func code(for error: any Error) -> Int32 {
        switch error {
        case ExportError.ffmpegMissing: unavailable
        case ExportError.destinationNotWritable: cannotCreate
        case ExportError.unsupportedFormat: usage
        default: software
        }
    }
}
