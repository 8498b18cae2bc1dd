#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_implementationOnly import CChipmunk

extension ChipmunkSpace {
    /// Debian builds Chipmunk without `NDEBUG`, and the first space a process makes prints a two-line
    /// "Initializing cpSpace - Chipmunk v7.0.3 (Debug Enabled)" banner. Measured on libchipmunk 7.0.3-5: it goes to
    /// **stdout** (not stderr, as the issue assumed) through C stdio, once per process (a static flag in
    /// `cpSpaceInit`), not once per space.
    ///
    /// So the first space is made and freed here with file descriptor 1 pointed at /dev/null, flushing C stdio on
    /// both sides so that nothing of ours is lost or swallowed. This runs once per process (a lazily initialised
    /// static, thread-safe), before any space is used. The only cost: output another thread writes to fd 1 in the
    /// same few microseconds would be lost too. If /dev/null can't be opened the banner simply shows.
    static func silenceBanner() { _ = bannerSilenced }

    private static let bannerSilenced: Bool = {
        fflush(nil)
        let devNull = open("/dev/null", O_WRONLY)
        guard devNull >= 0 else { return false }
        let saved = dup(1)
        guard saved >= 0 else {
            close(devNull)
            return false
        }
        dup2(devNull, 1)
        cpSpaceFree(cpSpaceNew())
        fflush(nil)
        dup2(saved, 1)
        close(saved)
        close(devNull)
        return true
    }()
}
