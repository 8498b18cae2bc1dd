import Foundation
import Flipbook
#if canImport(Glibc)
import Glibc
#endif

/// A session's worker process as the server sees it: started with its configuration, fed the page's messages, its
/// output read on a thread of its own (so a worker never waits for a slow page), its standard error shown in the
/// server's terminal and kept for the crash report, its end awaited.
final class WorkerProcess: @unchecked Sendable {
    let id: Int
    private let process = Process()
    private let input: FileHandle
    /// Writes to the worker in order, off the server's threads (a wedged worker blocks only this queue).
    private let inputQueue: DispatchQueue
    private let lock = NSLock()
    private var errorTail = Data()
    private var exit: WorkerExit?
    private var exitWaiters: [CheckedContinuation<WorkerExit, Never>] = []
    private var inputClosed = false
    /// The standard error kept for the crash report (its last 64 KiB).
    static let errorTailLimit = 64 << 10

    /// Starts `command` and sends it `configuration`. `onOutput` gets each frame the worker writes, on the
    /// reader's thread; `onEnd` is called once its output has ended.
    init(id: Int, command: WorkerCommand, configuration: WorkerConfiguration,
         onOutput: @escaping @Sendable (WorkerFrame) -> Void, onEnd: @escaping @Sendable () -> Void) throws {
        self.id = id
        inputQueue = DispatchQueue(label: "flipbook.worker.\(id).input")
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        input = stdin.fileHandleForWriting
        process.executableURL = URL(fileURLWithPath: command.executable)
        process.arguments = command.arguments
        var environment = ProcessInfo.processInfo.environment
        // A trapping scene ends at once with the runtime's one-line message, unless the user asked for backtraces.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        // glibc's malloc raises its mmap threshold each time a big block (a frame's bitmap) is freed, after which
        // bitmaps come from the heap and fragment it: a long session's memory creeps up. A fixed threshold keeps
        // every bitmap in its own mapping, returned when freed; two arenas are enough for the worker's threads.
        if environment["MALLOC_MMAP_THRESHOLD_"] == nil { environment["MALLOC_MMAP_THRESHOLD_"] = "131072" }
        if environment["MALLOC_ARENA_MAX"] == nil { environment["MALLOC_ARENA_MAX"] = "2" }
        environment.merge(command.environment) { $1 }
        process.environment = environment
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        process.terminationHandler = { [weak self] process in
            let exit: WorkerExit = process.terminationReason == .uncaughtSignal
                ? .signaled(process.terminationStatus) : .exited(process.terminationStatus)
            self?.ended(exit)
        }
        try process.run()
        let output = stdout.fileHandleForReading, errors = stderr.fileHandleForReading
        // A frame is 30–200 KB; the default pipe holds 64 KiB, so a frame bigger than that would leave the worker's
        // writer waiting for the server's reader to wake up once or twice mid-frame. A pipe that holds a few whole
        // frames lets the worker write each frame in one go.
        PipeCapacity.enlarge(output.fileDescriptor)
        // Keep the pipes' handles alive as long as the reader needs them.
        Thread.detachNewThread { [self] in
            withExtendedLifetime((stdin, stdout, stderr)) {
                read(output: output.fileDescriptor, errors: errors.fileDescriptor, onOutput: onOutput)
            }
            onEnd()
        }
        let data = (try? JSONEncoder().encode(configuration)) ?? Data()
        send(WorkerFrame(kind: .configuration, payload: data))
    }

    var processIdentifier: Int32 { process.processIdentifier }

    /// Sends a frame (a validated client message) to the worker.
    func send(_ frame: WorkerFrame) {
        let data = frame.encoded()
        inputQueue.async { [self] in
            guard !lock.withLock({ inputClosed }) else { return }
            writeAll(input.fileDescriptor, data)   // EPIPE when the worker has ended: its end is reported elsewhere
        }
    }

    /// Ends the session: closes the worker's input (it exits when it has read it all), and kills it if it has
    /// not ended after `grace` seconds.
    func stop(grace: Double = 2) {
        inputQueue.async { [self] in
            let first = lock.withLock { () -> Bool in
                defer { inputClosed = true }
                return !inputClosed
            }
            if first { try? input.close() }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + grace) { [self] in
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    /// How the worker ended, once it has.
    func exitStatus() async -> WorkerExit {
        await withCheckedContinuation { continuation in
            lock.lock()
            if let exit {
                lock.unlock()
                continuation.resume(returning: exit)
            } else {
                exitWaiters.append(continuation)
                lock.unlock()
            }
        }
    }

    /// What the worker wrote to its standard error (the end of it).
    var standardError: String { lock.withLock { String(decoding: errorTail, as: UTF8.self) } }

    private func ended(_ exit: WorkerExit) {
        lock.lock()
        self.exit = exit
        let waiters = exitWaiters
        exitWaiters = []
        lock.unlock()
        waiters.forEach { $0.resume(returning: exit) }
    }

    /// Reads both pipes until the output ends (the worker exited): frames to `onOutput`, standard error to the
    /// server's, line by line with the session's number.
    private func read(output: Int32, errors: Int32, onOutput: (WorkerFrame) -> Void) {
        var reader = WorkerFrame.Reader()
        var buffer = [UInt8](repeating: 0, count: 1 << 18)
        var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
        var open = [true, true]
        var line = Data()
        while open[0] {
            for i in fds.indices { fds[i].fd = open[i] ? (i == 0 ? output : errors) : -1 }
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for i in fds.indices where open[i] && fds[i].revents != 0 {
                let n = Glibc.read(fds[i].fd, &buffer, buffer.count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 {
                    open[i] = false
                    continue
                }
                let chunk = Data(buffer[0..<n])
                if i == 0 {
                    reader.append(chunk)
                    do {
                        while let frame = try reader.next() { onOutput(frame) }
                    } catch {
                        FileHandle.standardError.write(Data("flipbook: session \(id): bad output from its worker (\(error)); ending it\n".utf8))
                        kill(process.processIdentifier, SIGKILL)
                        open[0] = false
                    }
                } else {
                    lock.withLock {
                        errorTail.append(chunk)
                        if errorTail.count > Self.errorTailLimit { errorTail = errorTail.suffix(Self.errorTailLimit / 2) }
                    }
                    line.append(chunk)
                    while let newline = line.firstIndex(of: UInt8(ascii: "\n")) {
                        let text = String(decoding: line[line.startIndex..<newline], as: UTF8.self)
                        line = Data(line[(newline + 1)...])
                        FileHandle.standardError.write(Data("flipbook: session \(id): \(text)\n".utf8))
                    }
                }
            }
        }
        // Whatever the worker wrote to standard error as it died (waiting at most half a second for it).
        while open[1] {
            var pfd = pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, 500)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { break }
            let n = Glibc.read(errors, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            let chunk = Data(buffer[0..<n])
            lock.withLock { errorTail.append(chunk) }
            line.append(chunk)
        }
        if !line.isEmpty {
            for text in String(decoding: line, as: UTF8.self).split(whereSeparator: \.isNewline) {
                FileHandle.standardError.write(Data("flipbook: session \(id): \(text)\n".utf8))
            }
        }
    }
}
