import Flipbook
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A browser session's stage in a process of its own: the server starts one per WebSocket (`flipbook serve-worker`)
/// and talks to it over its standard input and output (``WorkerFrame``s).
///
/// Why a process: Swift cannot catch a trap. A scene that hits `preconditionFailure`, `fatalError` or an index out
/// of range ends the process it runs in; in a worker that ends one session, whose page is told what happened, while
/// the server and every other session go on. It also spreads sessions over the machine's cores.
///
/// The worker runs the session's clock at the display rate, applies the page's messages (already validated by the
/// server), renders and encodes the frames, and exits when its input ends (the page closed, or the server quit).
public enum SessionWorker {
    /// The `flipbook` subcommand that runs a worker.
    public static let subcommand = "serve-worker"

    /// Runs a worker on this process's standard input and output until the input ends; never returns. Register
    /// the scenes first; call it on the main thread.
    @MainActor
    public static func run() -> Never {
        // A scene that traps leaves no core file: the server reports the crash to the page.
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        signal(SIGPIPE, SIG_IGN)
        // The protocol keeps the real standard output; `print` in scene code goes to standard error, which the
        // server shows in its terminal.
        let output = dup(STDOUT_FILENO)
        _ = fcntl(output, F_SETFD, FD_CLOEXEC)   // not inherited by ffmpeg (an MP4 export)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let driver = WorkerDriver(writer: FrameWriter(fd: output, onBrokenPipe: { exit(0) }),
                                  input: PendingInput(knownScenes: LiveSession.scenes().map(\.name)))
        let input = driver.input
        Thread.detachNewThread {
            var reader = WorkerFrame.Reader()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            // Messages are decoded here, off the main actor, so the queue can fold superseded ones while they wait.
            var maxMessageBytes = ServerLimits.default.maxMessageBytes
            func queue(_ item: InputQueue.Item) {
                guard input.arrived(item) else { return }
                DispatchQueue.main.async { MainActor.assumeIsolated { driver.takeInput() } }
            }
            while true {
                let n = read(STDIN_FILENO, &buffer, buffer.count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                reader.append(Data(buffer[0..<n]))
                do {
                    while let frame = try reader.next() {
                        guard let item = InputQueue.Item(frame, maxMessageBytes: maxMessageBytes) else { continue }
                        if case .configuration(.success(let configuration)) = item {
                            maxMessageBytes = configuration.limits.maxMessageBytes
                        }
                        queue(item)
                    }
                } catch {
                    FileHandle.standardError.write(Data("flipbook serve-worker: bad input from the server: \(error)\n".utf8))
                    break
                }
            }
            // The server closed the session (or quit): handle what is queued, send what that makes, then end.
            queue(.end)
        }
        dispatchMain()
    }
}
