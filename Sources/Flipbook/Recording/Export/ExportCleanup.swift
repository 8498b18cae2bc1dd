import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The temporary files and folders of exports in progress, and the ffmpeg processes writing them, so that a
/// signal (Ctrl-C, `kill`) or a trap in the scene mid-export leaves nothing behind: no partial file at the
/// destination (exports only ever rename complete files into place) and no hidden temporary beside it.
///
/// The tables are fixed arrays of C strings and process ids that a signal handler can read without locking or
/// allocating. ``installSignalHandlers()`` is what the `flipbook` command calls first.
public enum ExportCleanup {
    private static let capacity = 64
    /// Slot i: a temporary path (strdup'ed) or nil; `isFolder[i]` whether it is a folder.
    nonisolated(unsafe) private static let paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    nonisolated(unsafe) private static let isFolder = UnsafeMutablePointer<Bool>.allocate(capacity: capacity)
    nonisolated(unsafe) private static let pids = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
    private static let lock = NSLock()
    private static let initialized: Bool = {
        paths.initialize(repeating: nil, count: capacity)
        isFolder.initialize(repeating: false, count: capacity)
        pids.initialize(repeating: 0, count: capacity)
        return true
    }()

    /// Remembers a temporary path until ``forget(_:)``; returns its slot (-1 when the table is full).
    static func track(path: String, isFolder folder: Bool) -> Int {
        _ = initialized
        lock.lock()
        defer { lock.unlock() }
        for slot in 0..<capacity where paths[slot] == nil {
            isFolder[slot] = folder
            paths[slot] = strdup(path)
            return slot
        }
        return -1
    }

    static func forget(_ slot: Int) {
        guard slot >= 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        let old = paths[slot]
        paths[slot] = nil
        free(old)
    }

    /// Remembers a helper process (ffmpeg) to stop if the export is interrupted.
    static func track(process pid: pid_t) {
        _ = initialized
        lock.lock()
        defer { lock.unlock() }
        for slot in 0..<capacity where pids[slot] == 0 {
            pids[slot] = pid
            return
        }
    }

    static func forget(process pid: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        for slot in 0..<capacity where pids[slot] == pid { pids[slot] = 0 }
    }

    /// Stops the helpers and removes every temporary file and folder. Called from signal handlers: only
    /// system calls, no allocation, no locks.
    static func removeEverythingNow() {
        guard initialized else { return }
        for slot in 0..<capacity where pids[slot] != 0 {
            kill(pids[slot], SIGKILL)
        }
        for slot in 0..<capacity {
            guard let path = paths[slot] else { continue }
            if isFolder[slot] { removeFolderContents(path) }
            if isFolder[slot] { rmdir(path) } else { unlink(path) }
        }
    }

    /// Unlinks the files of a flat folder (the PNG frames folder).
    private static func removeFolderContents(_ path: UnsafeMutablePointer<CChar>) {
        guard let folder = opendir(path) else { return }
        let descriptor = dirfd(folder)
        while let entry = readdir(folder) {
            withUnsafePointer(to: entry.pointee.d_name) { name in
                name.withMemoryRebound(to: CChar.self, capacity: 256) { name in
                    if name[0] == 46 /* . */ && (name[1] == 0 || (name[1] == 46 && name[2] == 0)) { return }
                    unlinkat(descriptor, name, 0)
                }
            }
        }
        closedir(folder)
    }

    nonisolated(unsafe) private static var previousActions: [Int32: sigaction] = [:]
    nonisolated(unsafe) private static var installed = false

    /// Makes SIGINT and SIGTERM stop an export cleanly (helpers stopped, temporaries removed, a one-line
    /// message, exit status 130 or 143), makes a trap or crash remove the temporaries before the usual crash
    /// report, and turns "file too large" (SIGXFSZ, from a file-size limit) into a write error. Call once, early.
    public static func installSignalHandlers() {
        guard !installed else { return }
        installed = true
        _ = initialized
        signal(SIGXFSZ, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        // A parent may have started us with these blocked (the mask is inherited): take them.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for sig in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                ExportCleanup.removeEverythingNow()
                let message: StaticString = sig == SIGINT
                    ? "\nflipbook: interrupted (SIGINT): the export was stopped and its partial files removed; nothing was written.\n"
                    : "\nflipbook: terminated (SIGTERM): the export was stopped and its partial files removed; nothing was written.\n"
                _ = Glibc.write(2, message.utf8Start, message.utf8CodeUnitCount)
                _exit(128 + sig)
            }
            sigemptyset(&action.sa_mask)
            sigaction(sig, &action, nil)
        }
        for sig in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                ExportCleanup.removeEverythingNow()
                let message: StaticString = "\nflipbook: crashed while recording (the scene trapped): the partial export was removed; nothing was written. The crash report follows.\n"
                _ = Glibc.write(2, message.utf8Start, message.utf8CodeUnitCount)
                // Hand the signal to whoever handled it before (the Swift runtime's crash report), or to the
                // default action: the faulting instruction runs again when this returns.
                if var previous = ExportCleanup.previousActions[sig] {
                    sigaction(sig, &previous, nil)
                } else {
                    signal(sig, SIG_DFL)
                }
            }
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            sigaction(sig, &action, &previous)
            previousActions[sig] = previous
        }
    }

    /// The readable reason for a failed write's `errno`.
    static func reason(errno code: Int32) -> String {
        switch code {
        case ENOSPC, EDQUOT: "the disk is full (\(String(cString: strerror(code))))"
        case EFBIG: "the file would pass the file-size limit (\(String(cString: strerror(code))))"
        case EROFS: "the file system is read-only"
        case EACCES, EPERM: "permission denied"
        default: String(cString: strerror(code))
        }
    }

    /// Writes all of `data` to a new file at `url` with plain system calls, so the error says why (disk full,
    /// size limit, read-only) instead of Foundation's generic message.
    static func write(_ data: Data, to url: URL) throws(ExportWriteError) {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ExportWriteError(reason: reason(errno: errno)) }
        var failure: Int32 = 0
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0, fsync(fd) != 0, errno != EINVAL { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw ExportWriteError(reason: reason(errno: failure)) }
    }
}

/// Why writing a file failed, in words.
struct ExportWriteError: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
}
