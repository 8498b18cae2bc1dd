import Flipbook
import Foundation
import QuartzCore
import UIKit
import Testing
@testable import FlipbookServer

/// While a finger drags GuessThePet's card back (a snapshot turning in perspective), the frames go as planes
/// for the page to composite: the back, the turning picture and what lies above it; every other frame — no
/// finger down, paused, settled — is a whole picture, and so is every frame with compositing off.
@MainActor
@Suite struct LiveSessionCompositingTests {
    private func frames(_ outputs: [LiveSession.Output]) -> [LiveSession.FrameToSend] {
        outputs.compactMap { if case .frame(let f) = $0 { f } else { nil } }
    }

    /// GuessThePet, its card tapped and the flip run to the reveal side.
    private func revealed(compositing: Bool = true) throws -> LiveSession {
        let s = try LiveSession(sceneName: "guess-the-pet", wallClock: { 0 })
        s.motionScale = 1
        s.compositesDrags = compositing
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: 187.5, y: 333.5)]))
        _ = s.tick()
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 1, x: 187.5, y: 333.5)]))
        for _ in 0..<90 { _ = s.tick() }
        return s
    }

    private func swipe(_ s: LiveSession, moves: Int = 10) -> [LiveSession.FrameToSend] {
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 7, x: 2, y: 400)]))
        var drag: [LiveSession.FrameToSend] = []
        for i in 1...moves {
            drag += frames(s.tick())
            _ = s.handle(.touch(phase: .moved, touches: [.init(id: 7, x: 2 + Double(i) * 6, y: 400)]))
            drag += frames(s.inputFrame())
        }
        return drag
    }

    /// GuessThePet's swipe back turns a snapshot view whose frame animates: its frozen screen keeps its own size
    /// (the stretch is part of its map) and its rounded corners go with it as a clip, so its picture is the same
    /// from move to move and only its map changes; the to-view turning behind it is a plane of its own.
    @Test func aDragsFramesArePlanesWithTheTurningPicturesKept() throws {
        let s = try revealed()
        let drag = swipe(s, moves: 30)
        let composites = drag.filter { $0.planes != nil }
        #expect(composites.count * 10 >= drag.count * 8, "\(drag.map { $0.header["type"] ?? .string("?") })")
        for frame in composites {
            let planes = try #require(frame.planes)
            #expect(frame.header["type"] == .string("composite") && frame.header["format"] == nil)
            #expect(planes.first?.isFlat == true && planes.first?.image.isOpaque == true, "an opaque back plane")
            #expect(planes.first?.image.width == 375, "at the motion scale")
        }
        let snapshots = composites.compactMap { $0.planes?.first { $0.clip != nil } }
        #expect(snapshots.count == composites.count, "the snapshot, clipped to its rounded bounds")
        // One picture, moved — drawn again once when the snapshot turns past edge-on and shows its back.
        #expect(Set(snapshots.map { CompositeEncoding.pictureID($0.image) }).count <= 2)
        #expect(Set(snapshots.map(\.matrix)).count == snapshots.count, "it moves with the finger")
        // The screen under and above the turning pictures does not change while they turn: kept, not drawn again.
        let backs = composites.compactMap { $0.planes?.first?.image }
        let drawn = zip(backs, backs.dropFirst()).filter { $0 !== $1 }.count + 1
        #expect(s.renderer.flatPlanesKept > 0 && drawn <= 3, "back planes drawn: \(drawn) of \(backs.count)")
    }

    @Test func pausedSettledAndLiftedFramesAreWholePictures() throws {
        let s = try revealed()
        _ = swipe(s, moves: 4)
        let paused = frames(s.handle(.pause(true)))
        #expect(paused.count == 1 && paused[0].planes == nil && paused[0].format == .png)
        _ = s.handle(.pause(false))
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 7, x: 26, y: 400)]))
        var after: [LiveSession.FrameToSend] = []
        for _ in 0..<90 { after += frames(s.tick()) }
        #expect(!after.isEmpty && after.allSatisfy { $0.planes == nil && $0.header["type"] == .string("frame") })
    }

    @Test func withCompositingOffEveryFrameIsAPicture() throws {
        let drag = swipe(try revealed(compositing: false))
        #expect(!drag.isEmpty && drag.allSatisfy { $0.planes == nil && $0.image.width == 375 })
    }

    /// A drag that rests with its finger down after a composite gets no still (the page keeps compositing the
    /// planes, as it holds their pictures), and the renderer keeps what it kept: the next move keeps the flat
    /// planes and names the pictures the page holds.
    @Test func aRestingDragKeepsItsPlanes() throws {
        let s = try revealed()
        let drag = swipe(s, moves: 8)
        #expect(drag.last?.planes != nil, "the drag's last frame was a composite")
        let renderer = s.renderer
        var rest: [LiveSession.FrameToSend] = []
        for _ in 0..<40 { rest += frames(s.tick()) }
        #expect(rest.isEmpty, "no still while the finger rests")
        #expect(s.renderer === renderer)
        let kept = renderer.flatPlanesKept
        _ = s.handle(.touch(phase: .moved, touches: [.init(id: 7, x: 56, y: 400)]))
        let next = frames(s.inputFrame())
        #expect(next.count == 1 && next.first?.planes != nil && renderer.flatPlanesKept == kept + 1)
    }

    /// A slow drag — each move, then a rest longer than the still's delay (the latency benchmark's) — is
    /// composited from the first move that can be split on: resting, it gets no still, so nothing is forgotten
    /// or drawn again.
    @Test func aSlowDragStaysComposited() throws {
        let s = try revealed()
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 7, x: 2, y: 400)]))
        var kinds: [String] = []
        for i in 1...8 {
            _ = s.handle(.touch(phase: .moved, touches: [.init(id: 7, x: 2 + Double(i) * 6, y: 400)]))
            kinds += frames(s.inputFrame()).map { $0.planes == nil ? "frame" : "composite" }
            for _ in 0..<(2 * LiveSession.stillDelayWhileTouching) {
                kinds += frames(s.tick()).map { $0.format == .png ? "still" : "tick" }
            }
        }
        // The transition's first moves have nothing in perspective yet: whole frames, each with its still.
        let first = try #require(kinds.firstIndex(of: "composite"), "\(kinds)")
        #expect(first <= 6 && kinds[first...].allSatisfy { $0 == "composite" }, "\(kinds)")
    }

    /// A card that a pan turns in perspective (no registered scene turns a layer from its very first move, nor
    /// redraws one as it turns); with `recolours`, the card is a new colour — a new picture — at every move.
    final class TurningCard: @unchecked Sendable { var recolours = false }

    private func turningCardSession(_ probe: TurningCard) -> LiveSession {
        let scene = Scene(name: "turning-card", summary: "a pan turns a card", duration: 0.1) { context in
            let controller = UIViewController()
            let card = UIView(frame: CGRect(x: 87.5, y: 233.5, width: 200, height: 200))
            card.backgroundColor = .systemBlue
            controller.view.addSubview(card)
            var step = 0
            controller.view.addGestureRecognizer(UIPanGestureRecognizer { pan in
                var turn = CATransform3DIdentity
                turn.m34 = -1 / 500
                // Flat where the drags start (x = 40), whatever distance the pan took to begin.
                card.layer.transform = CATransform3DRotate(turn, (pan.location(in: nil).x - 40) / 200, 0, 1, 0)
                if probe.recolours {
                    step += 1
                    card.backgroundColor = UIColor(red: CGFloat(step % 10) / 10, green: 0.3, blue: 0.6, alpha: 1)
                }
            })
            context.start(with: controller)
        }
        let s = LiveSession(scene: scene, wallClock: { 0 })
        s.motionScale = 1
        s.compositesDrags = true
        return s
    }

    /// What each move of a drag across the turning card sent: "composite", "frame", or nothing.
    private func drag(_ s: LiveSession, moves: ClosedRange<Int>, began: Bool) -> [String] {
        if began { _ = s.handle(.touch(phase: .began, touches: [.init(id: 9, x: 40, y: 300)])) }
        return moves.flatMap { i in
            _ = s.handle(.touch(phase: .moved, touches: [.init(id: 9, x: 40 + Double(i) * 15, y: 300)]))
            let sent = frames(s.inputFrame()).map { $0.planes == nil ? "frame" : "composite" }
            _ = s.tick()
            return sent
        }
    }

    /// A turning layer's first frame in perspective already goes as planes, its new picture with it: the page
    /// composites it from the first move instead of after a whole frame.
    @Test func aTurningLayersFirstFrameIsAlreadyAComposite() throws {
        let s = turningCardSession(TurningCard())
        let kinds = drag(s, moves: 1...6, began: true)
        #expect(kinds.count >= 4 && kinds.allSatisfy { $0 == "composite" }, "\(kinds)")
    }

    /// A card turned and then dragged back flat is still a composite, naming the picture the page holds: the
    /// frame where a turn ends costs a map, not a whole frame rendered, encoded and decoded.
    @Test func aCardTurnedBackFlatIsStillAComposite() throws {
        let s = turningCardSession(TurningCard())
        var held: Set<String> = []
        func sent(_ outputs: [LiveSession.Output]) -> [String] {
            frames(outputs).map { frame in
                let before = held
                _ = FrameEncoder.encode(frame, jpegQuality: 0.8, held: &held)
                return frame.planes == nil ? "frame" : held == before ? "composite" : "composite with pictures"
            }
        }
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 9, x: 40, y: 300)]))
        var kinds: [String] = []
        for x in [55.0, 70, 85, 40] {
            _ = s.handle(.touch(phase: .moved, touches: [.init(id: 9, x: x, y: 300)]))
            kinds += sent(s.inputFrame())
        }
        #expect(kinds == ["composite with pictures", "composite", "composite", "composite"], "\(kinds)")
    }

    /// Pictures drawn anew at every move go as planes once, then as whole frames while they keep changing (each
    /// would otherwise travel and be decoded per move); once they hold still, as planes again.
    @Test func picturesChangingEveryMoveGoWholeUntilTheyHoldStill() throws {
        let probe = TurningCard()
        probe.recolours = true
        let s = turningCardSession(probe)
        let changing = drag(s, moves: 1...6, began: true)
        let first = try #require(changing.firstIndex(of: "composite"), "\(changing)")
        #expect(changing[(first + 1)...].count >= 3 && changing[(first + 1)...].allSatisfy { $0 == "frame" }, "\(changing)")
        probe.recolours = false
        let still = drag(s, moves: 7...9, began: false)
        #expect(still == ["composite", "composite", "composite"], "\(still)")
    }

    /// With whole frames, a drag that rests gets its pixel-exact still after a quarter of a second, and the
    /// renderer keeps its caches for the next move; they are dropped once the finger lifts and all settles.
    @Test func aRestingDragGetsItsStillAndKeepsTheRenderersCachesTillTheLift() throws {
        let s = try revealed(compositing: false)
        _ = swipe(s, moves: 8)
        let renderer = s.renderer
        var rest: [LiveSession.FrameToSend] = []
        for _ in 0..<40 { rest += frames(s.tick()) }
        #expect(rest.count == 1 && rest.first?.format == .png)
        #expect(s.renderer === renderer, "kept while the finger is down")
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 7, x: 50, y: 400)]))
        for _ in 0..<120 { _ = s.tick() }
        #expect(s.renderer !== renderer, "dropped once lifted and settled")
    }

    /// Once the finger lifts, the dismissal finishes on its own in whole frames: what the renderer kept for the
    /// drag's next split goes with the first of them, not when the stage comes to rest.
    @Test func aLiftedDragsPlanesGoWithItsFirstWholeFrame() throws {
        let s = try revealed()
        s.motionScale = nil   // the device's scale, as `flipbook serve` renders a drag
        let drag = swipe(s, moves: 12)
        #expect(drag.last?.planes != nil)
        let renderer = s.renderer
        #expect(renderer.keptPlanes != nil)
        #expect(renderer.frameBitmapBytes == 0, "no whole frame's bitmap kept while the frames are planes")
        let keptWhileDragging = renderer.keptBitmapBytes
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 7, x: 74, y: 400)]))
        let whole = frames(s.inputFrame() + s.tick())
        #expect(!whole.isEmpty && whole.allSatisfy { $0.planes == nil })
        #expect(s.renderer === renderer, "the stage is still moving: the renderer and its offscreens stay")
        #expect(renderer.keptPlanes == nil && renderer.planeBitmaps.isEmpty)
        // The back plane's bitmap and its picture, 4 MB each at 750 × 1334 (the first whole frame's offscreens
        // may differ a little from the last split's).
        #expect(renderer.keptBitmapBytes + 7_500_000 <= keptWhileDragging,
                "\(keptWhileDragging) → \(renderer.keptBitmapBytes) bytes")
    }

    /// Most flat planes above a turning layer draw nothing (nothing lies above a turning screen): no bitmap is
    /// kept for them, only for the back and what did draw.
    @Test func aPlaneThatDrawsNothingKeepsNoBitmap() throws {
        let s = try revealed()
        let drag = swipe(s, moves: 6)
        let planes = try #require(drag.last?.planes)
        let flat = planes.filter(\.isFlat).count
        let bitmaps = s.renderer.planeBitmaps.compactMap { $0 }
        #expect(bitmaps.count == flat, "a bitmap per flat plane sent (\(flat)), none for the empty ones")
        #expect(s.renderer.planeBitmaps.count > bitmaps.count, "the split had an empty plane above a turning picture")
    }
}
