import Flipbook
import Foundation
import Testing
@testable import FlipbookServer
#if canImport(Glibc)
import Glibc
#endif

/// The worker's writer over a real pipe: messages in order; a fresh frame is not held behind the encoding of a
/// stale one (it overtakes it, and the stale one is dropped); closing it writes what was queued and ends its threads.
@Suite struct FrameWriterTests {
    /// Blocks an encoder until told to go on.
    final class Gate: @unchecked Sendable {
        let started = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)

        /// A writer on `fd` whose every encoding signals `started`, then waits for `go`.
        func writer(fd: Int32) -> FrameWriter {
            FrameWriter(fd: fd, encode: { [self] frame, _ in
                started.signal()
                go.wait()
                return Data("jpeg \(frame.header["seq"]!)".utf8)
            }, onBrokenPipe: {})
        }
    }

    static func frame(_ n: Int) -> LiveSession.FrameToSend {
        let image = CGImage(width: 1, height: 1, pixels: [RGBA8(r: 0, g: 0, b: 0, a: 255)])!
        return LiveSession.FrameToSend(image: image, format: .jpeg, header: ["type": .string("frame"), "seq": .int(n)])
    }

    /// Reads whole worker frames from `fd` until `count` have come.
    static func read(_ fd: Int32, count: Int) throws -> [WorkerFrame] {
        var reader = WorkerFrame.Reader()
        var out: [WorkerFrame] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while out.count < count {
            let n = Glibc.read(fd, &buffer, buffer.count)
            guard n > 0 else { break }
            reader.append(Data(buffer[0..<n]))
            while let frame = try reader.next() { out.append(frame) }
        }
        return out
    }

    /// A composite carries the pictures the page does not hold, as a frame the server must not drop; the next
    /// one only names them; a drag's moving frame in between leaves them held, a still makes the page forget them,
    /// so the composite after it carries them again.
    @Test func aCompositeCarriesItsPicturesOnlyWhileThePageDoesNotHoldThem() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let writer = FrameWriter(fd: fds[1], onBrokenPipe: {})
        defer { writer.close() }
        let planes = CompositeEncodingTests.planes()
        func composite(_ n: Int) -> LiveSession.FrameToSend {
            LiveSession.FrameToSend(image: planes[0].image, format: .jpeg,
                                    header: ["type": .string("composite"), "seq": .int(n)], planes: planes)
        }
        var still = Self.frame(5)
        still.format = .png
        for frame in [composite(1), composite(2), Self.frame(3), composite(4), still, composite(6)] {
            writer.send([.frame(frame)])
            writer.flush()
        }
        let out = try Self.read(fds[0], count: 6)
        #expect(out.map(\.kind) == [.keyFrame, .frame, .frame, .frame, .frame, .keyFrame])
        let pictures = try out.map { message -> Int in
            let payload = try #require(BinaryMessage.decode(message.payload)?.payload)
            return CompositeLayout.decode(payload)?.pictures.count ?? -1
        }
        #expect(pictures[0] > 0 && pictures[1] == 0 && pictures[2] == -1 && pictures[3] == 0 && pictures[5] == pictures[0])
    }

    @Test func aFreshFrameOvertakesTheEncodingOfAStaleOne() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let gate = Gate()
        let writer = FrameWriter(fd: fds[1], encode: { frame, _ in
            if frame.header["seq"] == .int(1) {
                gate.started.signal()
                gate.go.wait()   // the stale frame's encoding takes until the fresh one is out
            }
            return Data("jpeg \(frame.header["seq"]!)".utf8)
        }, onBrokenPipe: {})
        defer { writer.close() }
        writer.send([.message(.error(code: .busy, message: "first")), .frame(Self.frame(1))])
        gate.started.wait()
        writer.send([.frame(Self.frame(2)), .message(.error(code: .busy, message: "second"))])
        let out = try Self.read(fds[0], count: 3)
        gate.go.signal()
        writer.flush()
        #expect(out.map(\.kind) == [.text, .text, .frame], "messages in order; the fresh frame while the stale one encodes")
        #expect(String(decoding: out[0].payload, as: UTF8.self).contains("first"))
        #expect(String(decoding: out[1].payload, as: UTF8.self).contains("second"))
        let header = try #require(BinaryMessage.decode(out[2].payload)?.header)
        #expect(header["seq"] as? Int == 2)
        #expect(writer.dropped == 1, "the stale frame is dropped when its encoding ends")
    }

    /// With every encoder busy, a frame offered waits — and the writer says so, for the display to render no
    /// other over it; once an encoder takes it, nothing waits. The frames held (waiting or encoding) are counted
    /// for the memory report.
    @Test func aFrameWaitsWhileEveryEncoderIsBusy() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let gate = Gate()
        let writer = gate.writer(fd: fds[1])
        defer { writer.close() }
        for n in 1...FrameWriter.encoderThreads {
            writer.send([.frame(Self.frame(n))])
            gate.started.wait()
        }
        #expect(!writer.hasFrameWaiting, "an encoder took each frame")
        #expect(writer.framesHeld == FrameWriter.encoderThreads)
        writer.send([.frame(Self.frame(FrameWriter.encoderThreads + 1))])
        #expect(writer.hasFrameWaiting)
        #expect(writer.framesHeld == FrameWriter.encoderThreads + 1, "the memory report counts the frame waiting")
        gate.go.signal()
        gate.started.wait()   // an encoder, freed, takes the waiting frame
        #expect(!writer.hasFrameWaiting)
        #expect(writer.framesHeld == FrameWriter.encoderThreads)
        for _ in 0..<FrameWriter.encoderThreads { gate.go.signal() }
        writer.flush()
        #expect(writer.framesHeld == 0)
        #expect(close(fds[1]) == 0)
        fds[1] = -1
        // Which frames were written depends on which encoder finished first; the page never goes back in time,
        // and it ends with the newest.
        let seqs = try Self.read(fds[0], count: .max).map { BinaryMessage.decode($0.payload)?.header["seq"] as? Int }
        #expect(!seqs.isEmpty && seqs == seqs.sorted { ($0 ?? 0) < ($1 ?? 0) } && Set(seqs).count == seqs.count, "\(seqs)")
        #expect(seqs.last == FrameWriter.encoderThreads + 1, "\(seqs)")
    }

    /// `close()` writes what was queued — the frame still encoding included — then ends the writer's threads
    /// and returns once they have ended; what is sent after it is dropped.
    @Test func closingWritesWhatWasQueuedAndEndsTheThreads() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let gate = Gate()
        let writer = gate.writer(fd: fds[1])
        #expect(writer.liveThreads == 1 + FrameWriter.encoderThreads)
        writer.send([.message(.error(code: .busy, message: "before")), .frame(Self.frame(1))])
        gate.started.wait()
        gate.go.signal()      // the frame may still be encoding as the writer is closed
        writer.close()
        #expect(writer.liveThreads == 0)
        writer.send([.message(.error(code: .busy, message: "after"))])
        #expect(close(fds[1]) == 0)
        fds[1] = -1
        let out = try Self.read(fds[0], count: 3)
        #expect(out.map(\.kind) == [.text, .frame], "the message and the frame, and nothing sent after closing")
        #expect(String(decoding: out[0].payload, as: UTF8.self).contains("before"))
        #expect(try #require(BinaryMessage.decode(out[1].payload)?.header)["seq"] as? Int == 1)
    }

    /// A header saying a touch changed nothing never overtakes the frame before it: it waits while that frame
    /// is encoded and goes after it. Sent while a frame still waits for an encoder, it rides in that frame, which
    /// shows the same screen.
    @Test func anUnchangedAnswerGoesBehindTheFrameBeforeIt() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let gate = Gate()
        let writer = gate.writer(fd: fds[1])
        defer { writer.close() }
        writer.send([.frame(Self.frame(1))])
        gate.started.wait()
        writer.send([.unchanged(["type": .string("same"), "input": .int(4)])])
        gate.go.signal()
        writer.flush()
        var waiting = Self.frame(2)
        waiting.header["input"] = .int(5)
        writer.send([.frame(waiting), .unchanged(["type": .string("same"), "input": .int(6)])])
        gate.started.wait()
        gate.go.signal()
        writer.flush()
        let out = try Self.read(fds[0], count: 3)
        #expect(out.map(\.kind) == [.frame, .unchanged, .frame])
        let headers = out.compactMap { BinaryMessage.decode($0.payload)?.header }
        #expect(headers.map { $0["input"] as? Int } == [nil, 4, 6], "the waiting frame took the later touch")
        #expect(BinaryMessage.decode(out[1].payload)?.payload.isEmpty == true, "no picture")
    }
}
